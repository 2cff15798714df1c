package engine

import (
	"slices"

	"siegeworks/rules"
)

// rootSearch searches every root move at the given depth inside
// (alpha, beta). In window mode the moves after the first are searched with
// alpha lowered to best-window so that every move within the window of the
// best gets an exact score (the levels with deliberate mistakes choose among
// them). The best move so far is always rotated to the front, so a search
// stopped half way still leaves its best move first.
func (s *searcher) rootSearch(depth, alpha, beta, window int) int {
	pos := s.pos
	s.pvLen[0] = 0
	best := -Infinity
	rms := s.root[s.rootFirst:s.nroot]
	for i := range rms {
		rms[i].exact = false
	}
	for i := 0; i < len(rms); i++ {
		m := rms[i].move
		pos.MakeMove(m)
		s.moves[0] = m
		s.pushKey(1)
		nd := depth - 1
		gives := pos.InCheck()
		if gives {
			nd++
		}
		a := alpha
		if window > 0 && best > -Infinity {
			a = max(-Infinity, min(alpha, best-window))
		}
		var score int
		s.setCheck(1, gives)
		if i == 0 || window > 0 {
			score = -s.search(-beta, -a, nd, 1, true, false)
		} else {
			score = -s.search(-a-1, -a, nd, 1, false, false)
			if score > a && score < beta {
				s.setCheck(1, gives)
				score = -s.search(-beta, -a, nd, 1, true, false)
			}
		}
		pos.UnmakeMove()
		if s.stopped {
			break
		}
		rm := &rms[i]
		if score > a && score < beta {
			rm.score, rm.exact = score, true
		} else if score >= beta {
			rm.score = score
		} else {
			rm.score = -Infinity
		}
		if score > a || i == 0 {
			rm.pv[0] = m
			n := 1
			for j := 1; j < s.pvLen[1]; j++ {
				rm.pv[n] = s.pv[1][j]
				n++
			}
			rm.pvLen = n
		}
		if score > best {
			best = score
			// Rotate the new best to the front.
			if i > 0 && score > a {
				x := rms[i]
				copy(rms[1:i+1], rms[0:i])
				rms[0] = x
			}
			if score > alpha {
				alpha = score
			}
			if score >= beta {
				break
			}
		}
	}
	return best
}

// aspirationSearch searches the root at depth in a window around the last
// iteration's score (from aspirationMinDepth on, for ordinary scores),
// widening it on each failure until the score lands inside (or the search
// stops).
func (s *searcher) aspirationSearch(depth, score int) int {
	if depth < aspirationMinDepth || abs(score) >= MateBound {
		return s.rootSearch(depth, -Infinity, Infinity, 0)
	}
	delta := aspirationDelta
	alpha, beta := max(score-delta, -Infinity), min(score+delta, Infinity)
	for {
		sc := s.rootSearch(depth, alpha, beta, 0)
		if s.stopped {
			return sc
		}
		if sc <= alpha {
			beta = (alpha + beta) / 2
			alpha = max(sc-delta, -Infinity)
		} else if sc >= beta {
			beta = min(sc+delta, Infinity)
		} else {
			return sc
		}
		delta += delta
		if delta > aspirationMaxDelta {
			alpha, beta = -Infinity, Infinity
		}
	}
}

// sortRoot orders the root moves by score for the next iteration (stable,
// so moves that failed low keep their order).
func (s *searcher) sortRoot() { sortByScore(s.root[:s.nroot]) }

// sortByScore orders root moves best first, keeping the order of equal scores.
func sortByScore(rms []rootMove) {
	slices.SortStableFunc(rms, func(a, b rootMove) int { return b.score - a.score })
}

// rootPV copies the best line.
func (s *searcher) rootPV() []rules.Move {
	rm := &s.root[0]
	return append([]rules.Move(nil), rm.pv[:rm.pvLen]...)
}

// lines are the first n root moves as lines (after an iteration, those are the best n
// with exact scores).
func (s *searcher) lines(n int) []Line {
	out := make([]Line, 0, n)
	for i := 0; i < n && i < s.nroot; i++ {
		rm := &s.root[i]
		out = append(out, Line{Score: rm.score, Mate: mateMoves(rm.score),
			PV: append([]rules.Move(nil), rm.pv[:rm.pvLen]...)})
	}
	return out
}

// orderRootAlike puts Turnover's root moves in an order that is the same for both colours,
// seen from each side: front pieces first (the rank counted from the mover's side), then by
// file, then by destination alike. The search tries the root moves in this order wherever
// their first looks tie, which in Turnover is most of them; the generator's own order walks
// the board from a1, which gave Black its front pieces first and White its back ones, and
// self-play at 2,000 to 20,000 nodes a move then scored Black 65-70% whichever side moved
// first.
func orderRootAlike(ms []rules.Move, us rules.Color) {
	key := func(s rules.Square) int {
		r := s.Rank()
		if us == rules.White {
			r = 7 - r
		}
		return r*8 + s.File()
	}
	slices.SortStableFunc(ms, func(a, b rules.Move) int {
		if d := key(a.From()) - key(b.From()); d != 0 {
			return d
		}
		return key(a.To()) - key(b.To())
	})
}
