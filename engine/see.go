package engine

import "siegeworks/rules"

// maxExchange bounds the captures a static exchange plays out.
const maxExchange = 16

// exchangeSquare is where the capture m takes, so where the exchange goes on:
// the arrival square of a move or a teleport, the landing square of a sling,
// the target of a shot. ok is false for en passant and Turnover moves, which
// are judged by their gain alone.
func (s *searcher) exchangeSquare(m rules.Move) (rules.Square, bool) {
	switch m.Kind() {
	case rules.Normal, rules.Teleport, rules.CannonShot:
		return m.To(), true
	case rules.TurretMove:
		sl, ok := s.pos.SlingOf(m)
		return sl.To, ok && sl.Captured != rules.NoPiece
	}
	return rules.NoSquare, false
}

// see is the static exchange evaluation of a capture: the capture, then the
// cheapest capture back on the same square, side after side, each side free to
// stop when going on would cost it. The captures are the rules' own moves
// (rules.Position.CapturesOn), played on the board, so a sling's landing, a
// shot's two removals and a teleport's arrival all count. It returns the
// material the capture wins for its side (negative: it loses material); gain is what the
// capture itself takes (searcher.gain).
func (s *searcher) see(m rules.Move, gain0 int) int {
	pos := s.pos
	val := &s.ev.value
	sq, ok := s.exchangeSquare(m)
	if !ok {
		return gain0
	}
	var gain [maxExchange]int
	gain[0] = gain0
	pos.MakeMove(m)
	made := 1
	n := 1
	for n < maxExchange {
		// The piece now on the square belongs to the side that just moved, or the
		// exchange is over (a shot empties the square; a slung enemy piece is not ours to lose).
		pc := pos.At(sq)
		if pc == rules.NoPiece || pc.Color() == pos.SideToMove() {
			break
		}
		next, cost := s.cheapestCapture(sq)
		if next == rules.NoMove {
			break
		}
		pos.MakeMove(next)
		if !pos.MoverSafe() {
			pos.UnmakeMove()
			break
		}
		made++
		gain[n] = val[pc.Kind()] - cost - gain[n-1]
		n++
	}
	for ; made > 0; made-- {
		pos.UnmakeMove()
	}
	for i := n - 1; i > 0; i-- {
		gain[i-1] = -max(-gain[i-1], gain[i])
	}
	return gain[0]
}

// cheapestCapture picks, among the side to move's captures on sq, the one that
// puts the least value at risk: the piece that lands there (the mover, its
// promotion, or for a sling the slung piece if it is ours), or for a shot the
// shooting pawn, which is lost at once. cost is what the capture loses
// whatever happens next (the shooter).
func (s *searcher) cheapestCapture(sq rules.Square) (best rules.Move, cost int) {
	pos := s.pos
	val := &s.ev.value
	pos.CapturesOn(sq, &s.seeList)
	best = rules.NoMove
	risk := 0
	for _, c := range s.seeList.Slice() {
		r, loss := 0, 0
		switch c.Kind() {
		case rules.CannonShot:
			r, loss = val[rules.Pawn], val[rules.Pawn]
		case rules.TurretMove:
			if sl, ok := pos.SlingOf(c); ok && sl.Piece.Color() == pos.SideToMove() {
				r = val[sl.Piece.Kind()]
			}
		default:
			r = val[pos.At(c.From()).Kind()]
			if k := c.Promotion(); k != rules.NoKind {
				r = val[k]
			}
		}
		if best == rules.NoMove || r < risk {
			best, risk, cost = c, r, loss
		}
	}
	return best, cost
}
