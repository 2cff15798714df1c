package engine

import (
	"sync/atomic"
	"time"

	"siegeworks/rules"
)

// Score constants. Mate scores count plies from the root: a mate delivered
// at ply n scores MateScore-n for the winner.
const (
	MaxPly    = 96
	Infinity  = 32000
	MateScore = 31000
	MateBound = MateScore - 1000 // |score| >= MateBound means a forced mate
	maxMoves  = 512              // rules.MoveList capacity
)

// rootMove is one legal move at the root and what the last search said.
type rootMove struct {
	move  rules.Move
	score int  // exact score, or -Infinity when it failed low
	exact bool // score is exact (inside the window)
	pvLen int
	pv    [MaxPly + 2]rules.Move
}

// searcher is the state of one search; all arrays are allocated once, with
// the Engine, so the search loop never allocates.
type searcher struct {
	pos      *rules.Position
	ev       *evaluator
	est      evalState
	tt       *TT
	turnover bool
	nullOK   bool

	nodes     uint64
	nodeLimit uint64
	stopFlag  *atomic.Bool // Engine.Stop
	cancelled *atomic.Bool // this search's context is done
	stopped   bool
	deadline  time.Time
	timed     bool
	seldepth  int
	rootDepth int

	keys    [1024 + MaxPly + 8]uint64
	histLen int

	killers [MaxPly + 2][2]rules.Move
	// moves[ply] is the move made at ply; counters[from][to] the quiet move that
	// last refuted that move.
	moves    [MaxPly + 2]rules.Move
	counters [256][256]rules.Move
	history  [2][256][256]int32
	ml       [MaxPly + 2]rules.MoveList
	legal    [MaxPly + 2]rules.Legality
	sc       [MaxPly + 2][maxMoves]int32
	pv       [MaxPly + 2][MaxPly + 2]rules.Move
	pvLen    [MaxPly + 2]int
	evals    [MaxPly + 2]int
	quiets   [MaxPly + 2][64]rules.Move

	// checkKnown[ply] is set by the parent: 0 unknown, 1 not in check,
	// 2 in check (saves testing the same thing twice).
	checkKnown [MaxPly + 2]int8
	// excluded[ply] is the move a singular-extension test leaves out.
	excluded [MaxPly + 2]rules.Move

	root      [maxMoves]rootMove
	nroot     int
	rootFirst int  // a multi-line search's later lines skip the root moves before it
	rootDead  bool // the root position is dead by insufficient material
	blind     bool // the level does not look at the opponent's replies (Level.Blind)
	seeList   rules.MoveList
}

func (s *searcher) checkStop() {
	if s.stopFlag.Load() || s.cancelled.Load() {
		s.stopped = true
		return
	}
	if s.nodeLimit > 0 && s.nodes >= s.nodeLimit {
		s.stopped = true
		return
	}
	if s.timed && time.Now().After(s.deadline) {
		s.stopped = true
	}
}

func (s *searcher) eval() int { return s.ev.evaluate(s.pos, &s.est) }

func scoreToTT(score, ply int) int {
	if score >= MateBound {
		return score + ply
	}
	if score <= -MateBound {
		return score - ply
	}
	return score
}

func scoreFromTT(score, ply int) int {
	if score >= MateBound {
		return score - ply
	}
	if score <= -MateBound {
		return score + ply
	}
	return score
}

// isRepetition: the current position (its key at s.keys[idx]) occurred
// before, no further back than the last irreversible move.
func (s *searcher) isRepetition(idx int) bool {
	key := s.keys[idx]
	limit := idx - s.pos.HalfmoveClock()
	if limit < 0 || s.turnover {
		// Turnover resets the clock on a turnover, but a later turnover can turn the rings
		// back: as the rules do (Game.RepetitionCount), look through the whole line.
		limit = 0
	}
	for i := idx - 2; i >= limit; i -= 2 {
		if s.keys[i] == key {
			return true
		}
	}
	return false
}

func (s *searcher) pushKey(ply int) { s.keys[s.histLen+ply] = s.pos.Hash() }

func (s *searcher) setCheck(ply int, in bool) {
	s.checkKnown[ply] = 1
	if in {
		s.checkKnown[ply] = 2
	}
}

// enterNode counts the node, polls the stop flag now and then and ends the
// line when the side to move has lost its last Turnover Castle.
func (s *searcher) enterNode(ply int) (score int, done bool) {
	s.nodes++
	if s.nodes&255 == 0 {
		s.checkStop()
	}
	if s.stopped {
		return 0, true
	}
	if ply > s.seldepth {
		s.seldepth = ply
	}
	if s.pos.Lost() {
		return -MateScore + ply, true
	}
	return 0, false
}

// search is the principal variation search.
func (s *searcher) search(alpha, beta, depth, ply int, pvNode, cutNull bool) int {
	s.pvLen[ply] = ply
	if depth <= 0 {
		return s.qsearch(alpha, beta, ply, 0)
	}
	known := s.checkKnown[ply]
	s.checkKnown[ply] = 0
	if score, done := s.enterNode(ply); done {
		return score
	}
	pos := s.pos
	us := pos.SideToMove()
	if s.isRepetition(s.histLen + ply) {
		return 0
	}
	// A dead position (the variant's insufficient material) is a draw whatever the
	// material count says. Only a capture (which resets the move clock) can make one, and
	// the rules' test is only worth asking with few pieces left. (A root that is dead
	// already — a set-up position — makes every node dead.)
	if (pos.HalfmoveClock() == 0 || s.rootDead) && !s.turnover && pos.Pieces() <= 4 && pos.InsufficientMaterial() {
		return 0
	}
	if ply >= MaxPly {
		return s.eval()
	}
	// Mate distance pruning.
	if a := -MateScore + ply; a > alpha {
		alpha = a
		if alpha >= beta {
			return alpha
		}
	}
	if b := MateScore - ply - 1; b < beta {
		beta = b
		if alpha >= beta {
			return beta
		}
	}
	key := pos.Hash()
	excluded := s.excluded[ply]
	ttMove := rules.NoMove
	ttEval, hasEval := 0, false
	ttScore, ttDepth, ttBound := 0, 0, boundNone
	if e, ok := s.tt.probe(key); ok {
		ttMove = rules.Move(e.move)
		ttEval, hasEval = int(e.eval), true
		ttScore, ttDepth, ttBound = scoreFromTT(int(e.score), ply), int(e.depth), e.bound
		if !pvNode && excluded == rules.NoMove && ttDepth >= depth && pos.HalfmoveClock() < ttCutMaxClock {
			switch {
			case ttBound == boundExact,
				ttBound == boundLower && ttScore >= beta,
				ttBound == boundUpper && ttScore <= alpha:
				return ttScore
			}
		}
	}
	inCheck := known == 2
	if known == 0 {
		inCheck = pos.InCheck()
	}
	staticEval := -Infinity
	if !inCheck {
		if hasEval && ttEval > -MateBound && ttEval < MateBound {
			staticEval = ttEval
		} else {
			staticEval = s.eval()
		}
	}
	s.evals[ply] = staticEval
	improving := !inCheck && ply >= 2 && staticEval > s.evals[ply-2]
	threat := false

	if !pvNode && !inCheck && excluded == rules.NoMove && abs(beta) < MateBound {
		// Reverse futility pruning.
		if depth <= rfpMaxDepth && staticEval-rfpMargin(depth, improving) >= beta {
			return staticEval
		}
		// Null-move pruning where it is sound.
		if !cutNull && depth >= nullMinDepth && staticEval >= beta && s.nullAllowed() {
			r := nullReduction(depth, staticEval, beta)
			pos.MakeNullMove()
			s.moves[ply] = rules.NoMove
			s.pushKey(ply + 1)
			s.setCheck(ply+1, false)
			sc := -s.search(-beta, -beta+1, depth-1-r, ply+1, false, true)
			pos.UnmakeMove()
			if s.stopped {
				return 0
			}
			if sc >= beta {
				if sc >= MateBound {
					sc = beta
				}
				return sc
			}
			// Passing loses to a mate: something is threatened, so this node's
			// quiet moves are neither pruned nor reduced.
			if sc <= -MateBound {
				threat = true
			}
		}
	}
	// Internal iterative reduction: a PV node without a hash move is searched a
	// little shallower; not at the other nodes (see iirMinDepth).
	if pvNode && ttMove == rules.NoMove && depth >= iirMinDepth {
		depth--
	}
	// Singular extension: when the hash move is much better than every other
	// move (a search without it fails well below its score), it is searched a
	// ply deeper; when even without it the node fails high, it is cut at once.
	singular := false
	if depth >= singularMinDepth && ply > 0 && excluded == rules.NoMove && ttMove != rules.NoMove &&
		ttBound != boundUpper && ttDepth >= depth-singularTTDepthSlack && abs(ttScore) < MateBound && pos.IsLegal(ttMove) {
		sBeta := singularBeta(ttScore, depth)
		s.excluded[ply] = ttMove
		s.setCheck(ply, inCheck)
		sc := s.search(sBeta-1, sBeta, singularDepth(depth), ply, false, true)
		s.excluded[ply] = rules.NoMove
		if s.stopped {
			return 0
		}
		if sc < sBeta {
			singular = true
		} else if sBeta >= beta {
			return sBeta
		}
	}

	// The fifty-move rule draws unless the side to move is mated.
	if pos.HalfmoveClock() >= 100 {
		ml := &s.ml[ply]
		pos.GenerateLegal(ml)
		if ml.Len() == 0 && inCheck {
			return -MateScore + ply
		}
		return 0
	}
	ml := &s.ml[ply]
	lg := &s.legal[ply]
	pos.GenerateLazy(ml, lg) // each move's legality is asked only when its turn comes
	n := ml.Len()
	s.scoreMoves(ply, ttMove)

	best := -Infinity
	bestMove := rules.NoMove
	origAlpha := alpha
	nq := 0
	// i counts the legal moves met so far, the excluded one included: the
	// pruning and reduction rules speak of a move's place among the legal moves.
	i := -1
	for k := 0; k < n; k++ {
		m := s.pick(ply, k)
		if !s.exchangeChecked(ply, k, m) {
			k--
			continue
		}
		if !pos.Legal(m, lg) {
			continue
		}
		i++
		if m == excluded {
			continue
		}
		quiet := !s.noisy(m)
		// Pruning of late quiet moves at low depth, once a move has
		// avoided being mated.
		if quiet && s.sc[ply][k] < scoreKiller2 && !pvNode && !inCheck && !threat && best > -MateBound && i > 0 {
			if depth <= lmpMaxDepth && i >= lmpMoveCount(depth, improving) {
				// Every later quiet move scores lower and would be cut here
				// too: drop them all at once rather than pick each in turn.
				n = s.dropQuiets(ply, k+1)
				continue
			}
			if depth <= futilityMaxDepth && staticEval+futilityMargin(depth) <= alpha {
				// Futility: only checks could change things.
				if !s.givesCheck(m) {
					continue
				}
			}
		}
		// Moves that lose material in the exchange on their square, at low depth.
		if !inCheck && best > -MateBound && i > 0 && !s.turnover && depth <= seePruneMaxDepth {
			losing := false
			if quiet {
				losing = s.sc[ply][k] < scoreKiller2 && s.see(m, 0) < quietSEEThreshold(depth)
			} else if s.sc[ply][k] < 0 {
				v, _ := s.gain(m)
				losing = s.see(m, v) < captureSEEThreshold(depth)
			}
			if losing && !s.givesCheck(m) {
				continue
			}
		}
		pos.MakeMove(m)
		s.moves[ply] = m
		s.pushKey(ply + 1)
		givesCheck := pos.InCheck()
		s.setCheck(ply+1, givesCheck)
		newDepth := depth - 1
		if givesCheck && ply < 2*s.rootDepth+extensionSlack {
			newDepth++
		} else if singular && m == ttMove && ply < 2*s.rootDepth+extensionSlack {
			newDepth++
		}
		var score int
		if i == 0 {
			score = -s.search(-beta, -alpha, newDepth, ply+1, pvNode, false)
		} else {
			r := 0
			if depth >= lmrMinDepth && quiet && !givesCheck && !inCheck && !threat {
				r = int(lmrTable[min(depth, 63)][min(i+1, 63)])
				if pvNode {
					r--
				}
				if !improving {
					r++
				}
				if m == s.killers[ply][0] || m == s.killers[ply][1] {
					r--
				}
				r -= int(s.history[us][m.From()][m.To()] / lmrHistoryStep)
				r = max(0, min(r, newDepth-1))
			} else if depth >= lmrMinDepth && !givesCheck && !inCheck && s.sc[ply][k] < 0 && i >= lmrLosingCaptureSkip {
				r = 1 // captures that look losing
			}
			score = -s.search(-alpha-1, -alpha, newDepth-r, ply+1, false, false)
			if score > alpha && r > 0 {
				s.setCheck(ply+1, givesCheck)
				score = -s.search(-alpha-1, -alpha, newDepth, ply+1, false, false)
			}
			if score > alpha && score < beta && pvNode {
				s.setCheck(ply+1, givesCheck)
				score = -s.search(-beta, -alpha, newDepth, ply+1, true, false)
			}
		}
		pos.UnmakeMove()
		if s.stopped {
			return 0
		}
		if score > best {
			best = score
			if score > alpha {
				bestMove = m
				alpha = score
				if pvNode {
					s.updatePV(ply, m)
				}
				if score >= beta {
					if quiet {
						s.onQuietCutoff(ply, us, m, depth, nq)
					}
					break
				}
			}
		}
		if quiet && nq < len(s.quiets[ply]) {
			s.quiets[ply][nq] = m
			nq++
		}
	}
	switch {
	case i < 0 && inCheck:
		return -MateScore + ply
	case i < 0:
		return 0 // stalemate
	case i == 0 && excluded != rules.NoMove:
		return alpha // the excluded move was the only one
	}
	bound := boundUpper
	switch {
	case best >= beta:
		bound = boundLower
	case best > origAlpha:
		bound = boundExact
	}
	if excluded == rules.NoMove {
		s.tt.store(key, bestMove, scoreToTT(best, ply), staticEval, depth, bound)
	}
	return best
}

func (s *searcher) updatePV(ply int, m rules.Move) {
	s.pv[ply][ply] = m
	for j := ply + 1; j < s.pvLen[ply+1]; j++ {
		s.pv[ply][j] = s.pv[ply+1][j]
	}
	s.pvLen[ply] = max(s.pvLen[ply+1], ply+1)
}
