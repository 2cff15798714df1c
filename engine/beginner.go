package engine

import "siegeworks/rules"

// BeginnerPlayer plays like someone who has just learnt the rules: it mates
// when it can in one move, takes something whenever it can (any capture,
// chosen at random) and otherwise plays a random move that does not leave its
// queen where the opponent can take it. Level 1 is measured against it: a
// person who knows the rules should be able to beat level 1.
//
// The mate in one is what knowing the rules adds to a random taker: without
// it the bot wins about one chess game in ten against a uniformly random
// mover and ends nearly every game drawn, so it could not tell a beatable
// level 1 from an unbeatable one.
type BeginnerPlayer struct{ rng *splitmixRNG }

// NewBeginnerPlayer makes a beginner with a seed.
func NewBeginnerPlayer(seed uint64) *BeginnerPlayer {
	return &BeginnerPlayer{splitmix(seed*0x9E3779B97F4A7C15 + 3)}
}

func (p *BeginnerPlayer) Move(g *rules.Game) (rules.Move, int) {
	pos := g.Position()
	var ml rules.MoveList
	pos.GenerateLegal(&ml)
	if ml.Len() == 0 {
		return rules.NoMove, 0
	}
	var captures, safe []rules.Move
	for _, m := range ml.Slice() {
		if p.mates(pos, m) {
			return m, 0
		}
		switch {
		case pos.IsCapture(m):
			captures = append(captures, m)
		case !p.hangsQueen(pos, m):
			safe = append(safe, m)
		}
	}
	pick := func(ms []rules.Move) rules.Move { return ms[p.rng.next()%uint64(len(ms))] }
	switch {
	case len(captures) > 0:
		return pick(captures), 0
	case len(safe) > 0:
		return pick(safe), 0
	}
	return pick(ml.Slice()), 0
}

// hangsQueen: after the move, one of the mover's queens (Citadels in
// Turnover) stands where the opponent could take it.
func (p *BeginnerPlayer) hangsQueen(pos *rules.Position, m rules.Move) bool {
	us := pos.SideToMove()
	if pos.Count(us, rules.Queen) == 0 {
		return false
	}
	pos.MakeMove(m)
	defer pos.UnmakeMove()
	for _, s := range pos.Variant().Geometry().Squares() {
		if pc := pos.At(s); pc.Kind() == rules.Queen && pc.Color() == us && pos.Attacked(s, us.Other()) {
			return true
		}
	}
	return false
}

// mates: after the move the opponent is checkmated (or, in Turnover, has lost).
func (p *BeginnerPlayer) mates(pos *rules.Position, m rules.Move) bool {
	pos.MakeMove(m)
	defer pos.UnmakeMove()
	st := pos.Status()
	return st.Lost()
}

func (p *BeginnerPlayer) NewGame() {}
