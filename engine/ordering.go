package engine

import "siegeworks/rules"

// noisy: the moves that change material (rules.Position.IsNoisy), which the
// quiescence search resolves.
func (s *searcher) noisy(m rules.Move) bool { return s.pos.IsNoisy(m) }

// gain estimates what a noisy move wins (victim plus promotion), and the
// value of the piece that ends up exposed on the target square.
func (s *searcher) gain(m rules.Move) (victim, attacker int) {
	pos := s.pos
	val := &s.ev.value
	to := m.To()
	switch m.Kind() {
	case rules.EnPassant:
		return val[rules.Pawn], val[rules.Pawn]
	case rules.CannonShot:
		return val[pos.At(to).Kind()] - val[rules.Pawn], 0
	case rules.TurretMove:
		sl, ok := pos.SlingOf(m)
		if !ok {
			return 0, 0
		}
		v := 0
		if sl.Captured != rules.NoPiece {
			v = val[sl.Captured.Kind()]
		}
		a := val[sl.Piece.Kind()]
		if sl.Promotes {
			v += val[rules.Queen] - val[rules.Pawn]
			a = val[rules.Queen]
		}
		if sl.Piece.Color() != pos.SideToMove() {
			a = 0 // slinging an enemy piece risks nothing of ours
		}
		return v, a
	case rules.RingMove, rules.SetMove:
		pc := pos.At(to)
		a := val[pos.At(m.From()).Kind()]
		if pc == rules.NoPiece || pc.Color() == pos.SideToMove() {
			return 0, a
		}
		v := val[pc.Kind()]
		if !pos.IsCapture(m) {
			v *= 2 // a turnover: the stack changes sides
		}
		return v, a
	}
	v := 0
	if pc := pos.At(to); pc != rules.NoPiece {
		v = val[pc.Kind()]
	}
	a := val[pos.At(m.From()).Kind()]
	if p := m.Promotion(); p != rules.NoKind {
		v += val[p] - val[rules.Pawn]
		a = val[p]
	}
	return v, a
}

const (
	scoreTT      = 1 << 30
	scoreGood    = 1 << 26
	scoreKiller1 = 1 << 25
	scoreKiller2 = scoreKiller1 - 2
	scoreCounter = scoreKiller2 - 2
	scoreBad     = -(1 << 24)
	// unexchanged marks a capture that risks more than it takes and whose
	// exchange is judged only when its turn comes (see exchangeChecked): most
	// nodes are cut off before they get that far.
	unexchanged = 1
)

// exchangeChecked: the move picked at place k of the list is kept there, or,
// if it is a capture that loses its exchange, moved to the losing captures'
// place after the quiet moves (false: pick again).
func (s *searcher) exchangeChecked(ply, k int, m rules.Move) bool {
	sc := &s.sc[ply][k]
	if *sc < scoreGood || *sc >= scoreTT || *sc&unexchanged == 0 {
		return true
	}
	v, a := s.gain(m)
	if s.see(m, v) < 0 {
		*sc = int32(scoreBad + v*16 - a/16)
		return false
	}
	*sc &^= unexchanged
	return true
}

// dropQuiets removes the quiet moves from place from on of the list and
// returns its new length.
func (s *searcher) dropQuiets(ply, from int) int {
	ml := &s.ml[ply]
	sc := &s.sc[ply]
	j := from
	for k := from; k < ml.Len(); k++ {
		if m := ml.At(k); s.noisy(m) {
			ml.Set(j, m)
			sc[j] = sc[k]
			j++
		}
	}
	ml.Truncate(j)
	return j
}

// scoreMoves assigns ordering keys: hash move, good captures by MVV-LVA,
// killers, quiet moves by history, captures that look losing last.
func (s *searcher) scoreMoves(ply int, ttMove rules.Move) {
	ml := &s.ml[ply]
	sc := &s.sc[ply]
	us := s.pos.SideToMove()
	k := &s.killers[ply]
	counter := rules.NoMove
	if ply > 0 {
		prev := s.moves[ply-1]
		counter = s.counters[prev.From()][prev.To()]
	}
	for i, m := range ml.Slice() {
		switch {
		case m == ttMove:
			sc[i] = scoreTT
		case s.noisy(m):
			v, a := s.gain(m)
			sc[i] = int32(scoreGood + 2*(v*16-a/16))
			if a > v && !s.turnover {
				sc[i] |= unexchanged
			}
		case m == k[0]:
			sc[i] = scoreKiller1
		case m == k[1]:
			sc[i] = scoreKiller2
		case m == counter && counter != rules.NoMove:
			sc[i] = scoreCounter
		default:
			sc[i] = s.history[us][m.From()][m.To()] + s.placeGain(m)
		}
	}
}

// scoreNoisy assigns the quiescence search's ordering keys: the hash move,
// then by MVV-LVA (the most valuable victim first, the cheapest attacker
// first among equal victims).
func (s *searcher) scoreNoisy(ply int, ttMove rules.Move) {
	sc := &s.sc[ply]
	for j, m := range s.ml[ply].Slice() {
		v, a := s.gain(m)
		if m == ttMove {
			sc[j] = scoreTT
		} else {
			sc[j] = int32(v*16 - a/16)
		}
	}
}

// placeGain orders quiet moves that history cannot tell apart: by how much
// better the piece stands on its new square (middlegame square values).
func (s *searcher) placeGain(m rules.Move) int32 {
	if m.Kind() != rules.Normal && m.Kind() != rules.DoubleStep {
		return 0
	}
	pc := s.pos.At(m.From())
	k, c := pc.Kind(), pc.Color()
	return 4 * int32(s.ev.psqMg[k][c][m.To()]-s.ev.psqMg[k][c][m.From()])
}

// pick moves the best-scored remaining move to place i, the others keeping
// their order: among equal scores the generator's order decides, so moves
// that are dropped unsearched (illegal, pruned) never change the order of the
// rest. The lowest bit of a score is a mark (unexchanged), not part of it.
func (s *searcher) pick(ply, i int) rules.Move {
	ml := &s.ml[ply]
	sc := &s.sc[ply]
	n := ml.Len()
	// Scanned as a slice, so the loop needs no bounds check per move.
	rest := sc[i:n]
	best, top := 0, rest[0]>>1
	for j, v := range rest {
		if v>>1 > top {
			best, top = j, v>>1
		}
	}
	best += i
	if best != i {
		moves := ml.Slice()
		m, v := moves[best], sc[best]
		copy(moves[i+1:best+1], moves[i:best])
		copy(sc[i+1:best+1], sc[i:best])
		moves[i], sc[i] = m, v
	}
	return ml.At(i)
}

func (s *searcher) updateHistory(us rules.Color, m rules.Move, bonus int32) {
	h := &s.history[us][m.From()][m.To()]
	b := bonus
	if b < 0 {
		b = -b
	}
	*h += bonus - *h*b/historyMax
}

func (s *searcher) onQuietCutoff(ply int, us rules.Color, m rules.Move, depth, nq int) {
	k := &s.killers[ply]
	if k[0] != m {
		k[1] = k[0]
		k[0] = m
	}
	if ply > 0 {
		prev := s.moves[ply-1]
		s.counters[prev.From()][prev.To()] = m
	}
	bonus := historyBonus(depth)
	s.updateHistory(us, m, bonus)
	for _, q := range s.quiets[ply][:nq] {
		s.updateHistory(us, q, -bonus)
	}
}
