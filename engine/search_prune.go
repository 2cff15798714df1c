package engine

import "siegeworks/rules"

// nullAllowed: null-move pruning is unsound in zugzwang. It is never used in
// Turnover (a pass is not a legal idea there and Castle rules make tempo
// matter), and only when the side to move has a piece other than king, pawns
// and Turrets (a Turret can only move to empty squares and may be forced to
// sling, so king+pawns+Turrets endings are as zugzwang-prone as pawn endings).
func (s *searcher) nullAllowed() bool {
	if !s.nullOK {
		return false
	}
	pos := s.pos
	us := pos.SideToMove()
	return pos.Count(us, rules.Knight)+pos.Count(us, rules.Bishop)+pos.Count(us, rules.Rook)+
		pos.Count(us, rules.Queen)+pos.Count(us, rules.Kwagga) > 0
}

func (s *searcher) givesCheck(m rules.Move) bool {
	if !s.pos.MayGiveCheck(m) {
		return false
	}
	s.pos.MakeMove(m)
	gives := s.pos.InCheck()
	s.pos.UnmakeMove()
	return gives
}
