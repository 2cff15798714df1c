package engine

import "siegeworks/rules"

// qsearch resolves captures (of every kind), promotions and Turnover
// arrivals on enemy stacks; in check it searches every evasion. In Turnover
// it stops after turnoverQSearchPlies plies of them (see there).
func (s *searcher) qsearch(alpha, beta, ply, qdepth int) int {
	s.pvLen[ply] = ply
	known := s.checkKnown[ply]
	s.checkKnown[ply] = 0
	if score, done := s.enterNode(ply); done {
		return score
	}
	pos := s.pos
	if ply >= MaxPly {
		return s.eval()
	}
	key := pos.Hash()
	ttMove := rules.NoMove
	ttEval, hasEval := 0, false
	if e, ok := s.tt.probe(key); ok {
		ttMove = rules.Move(e.move)
		ttEval, hasEval = int(e.eval), e.eval > -MateBound && e.eval < MateBound
		sc := scoreFromTT(int(e.score), ply)
		switch {
		case e.bound == boundExact,
			e.bound == boundLower && sc >= beta,
			e.bound == boundUpper && sc <= alpha:
			return sc
		}
	}
	inCheck := known == 2
	if known == 0 {
		inCheck = pos.InCheck()
	}
	if s.blind {
		return s.blindScore(ply, inCheck)
	}
	// At the horizon, a 2025 Turnover side with no legal move has lost (a siege);
	// standing pat would score it as a position like any other.
	if !inCheck && qdepth == 0 && s.noMoveLoses && s.sieged(ply) {
		return -MateScore + ply
	}
	best := -MateScore + ply
	// The standing score is the static evaluation alone: refining it by the
	// hash score's bound, as evaluateNode refines the main search's pruning,
	// was played in chess without a decision (its run is in engine/SPRT.md).
	stand := -Infinity
	if !inCheck {
		if hasEval {
			stand = ttEval
		} else {
			stand = s.eval()
		}
		if stand >= beta {
			return stand
		}
		if stand > alpha {
			alpha = stand
		}
		best = stand
		if s.turnover && qdepth <= -turnoverQSearchPlies {
			return stand
		}
	}
	// Legality is asked only of the moves searched, after they are made.
	ml := &s.ml[ply]
	if inCheck {
		pos.GeneratePseudo(ml)
	} else {
		pos.GenerateNoisy(ml)
	}
	s.scoreNoisy(ply, ttMove)
	j := ml.Len()
	origAlpha := alpha
	bestMove := rules.NoMove
	legalSeen := false
	for i := 0; i < j; i++ {
		m := s.pick(ply, i)
		if !inCheck && s.futileCapture(m, stand, alpha) {
			continue
		}
		pos.MakeMove(m)
		if !pos.MoverSafe() {
			pos.UnmakeMove()
			continue
		}
		legalSeen = true
		score := -s.qsearch(-beta, -alpha, ply+1, qdepth-1)
		pos.UnmakeMove()
		if s.stopped {
			return 0
		}
		if score > best {
			best = score
			if score > alpha {
				alpha = score
				bestMove = m
				s.updatePV(ply, m)
				if score >= beta {
					break
				}
			}
		}
	}
	if inCheck && !legalSeen {
		return -MateScore + ply
	}
	// Quiet checks at the first ply only, so the quiescence search stays finite. Not
	// in Turnover: a check there threatens only a player's last Castle, and the gain
	// was measured on orthodox tactics only.
	if !inCheck && qdepth == 0 && best < beta && !s.turnover && !s.stopped {
		if m, sc := s.quietChecks(alpha, beta, ply); sc > best {
			best = sc
			if sc > alpha {
				bestMove = m
			}
		}
	}
	bound := boundUpper
	switch {
	case best >= beta:
		bound = boundLower
	case best > origAlpha:
		bound = boundExact
	}
	s.tt.store(key, bestMove, scoreToTT(best, ply), stand, 0, bound)
	return best
}

// blindScore is the beginner's horizon (Level.Blind): the position after its
// own move is judged as it stands; only a mate (or a siege) it delivers is seen.
func (s *searcher) blindScore(ply int, inCheck bool) int {
	if inCheck || s.noMoveLoses {
		ml := &s.ml[ply]
		s.pos.GenerateLegal(ml)
		if ml.Len() == 0 {
			return -MateScore + ply
		}
	}
	return s.eval()
}

// quietChecks searches the quiet moves that give check, in the first ply of
// the quiescence search: a mate or a fork just beyond the horizon.
func (s *searcher) quietChecks(alpha, beta, ply int) (rules.Move, int) {
	pos := s.pos
	ml := &s.ml[ply]
	pos.GeneratePseudo(ml)
	best, bestMove := -Infinity, rules.NoMove
	for _, m := range ml.Slice() {
		if !pos.MayGiveCheck(m) || s.noisy(m) {
			continue
		}
		pos.MakeMove(m)
		if !pos.InCheck() || !pos.MoverSafe() {
			pos.UnmakeMove()
			continue
		}
		s.setCheck(ply+1, true)
		score := -s.qsearch(-beta, -alpha, ply+1, -1)
		pos.UnmakeMove()
		if s.stopped {
			return bestMove, best
		}
		if score > best {
			best, bestMove = score, m
			if score > alpha {
				alpha = score
				s.updatePV(ply, m)
				if score >= beta {
					break
				}
			}
		}
	}
	return bestMove, best
}

// sieged: the side to move, not in check, has no legal move — under the 2025
// Turnover rules a loss (noMoveLoses). A side with two or more Castles, one of
// which has an empty square next to it, can step there (it keeps its Castles,
// so the step is legal): the common case is answered without generating moves,
// by the Castle the position remembers (KingSquare) or, failing that, any.
func (s *searcher) sieged(ply int) bool {
	pos := s.pos
	us := pos.SideToMove()
	if t := s.ev.steps; t != nil && pos.Count(us, rules.King) >= 2 {
		castle := rules.MakePiece(us, rules.King)
		free := func(sq rules.Square) bool {
			for _, a := range t.adj[sq][:t.nadj[sq]] {
				if pos.At(a) == rules.NoPiece {
					return true
				}
			}
			return false
		}
		if k := pos.KingSquare(us); k != rules.NoSquare && pos.At(k) == castle && free(k) {
			return false
		}
		for _, sq := range s.ev.v.Geometry().Squares() {
			if pos.At(sq) == castle && free(sq) {
				return false
			}
		}
	}
	ml := &s.ml[ply]
	pos.GenerateLegal(ml)
	return ml.Len() == 0
}
