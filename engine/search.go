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
	best, top := i, sc[i]>>1
	for j := i + 1; j < n; j++ {
		if v := sc[j] >> 1; v > top {
			best, top = j, v
		}
	}
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

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
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

func (s *searcher) updatePV(ply int, m rules.Move) {
	s.pv[ply][ply] = m
	for j := ply + 1; j < s.pvLen[ply+1]; j++ {
		s.pv[ply][j] = s.pv[ply+1][j]
	}
	s.pvLen[ply] = max(s.pvLen[ply+1], ply+1)
}

// qsearch resolves captures (of every kind), promotions and Turnover
// arrivals on enemy stacks; in check it searches every evasion.
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
		// The beginner's horizon: the position after its own move is judged as it stands;
		// only a mate it delivers is seen.
		if inCheck {
			ml := &s.ml[ply]
			pos.GenerateLegal(ml)
			if ml.Len() == 0 {
				return -MateScore + ply
			}
		}
		return s.eval()
	}
	best := -MateScore + ply
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
	}
	// Legality is asked only of the moves searched, after they are made.
	ml := &s.ml[ply]
	if inCheck {
		pos.GeneratePseudo(ml)
	} else {
		pos.GenerateNoisy(ml)
	}
	sc := &s.sc[ply]
	for j, m := range ml.Slice() {
		v, a := s.gain(m)
		if m == ttMove {
			sc[j] = scoreTT
		} else {
			sc[j] = int32(v*16 - a/16)
		}
	}
	j := ml.Len()
	origAlpha := alpha
	bestMove := rules.NoMove
	legalSeen := false
	for i := 0; i < j; i++ {
		m := s.pick(ply, i)
		if !inCheck {
			v, a := s.gain(m)
			// Delta pruning: even winning the piece cannot reach alpha.
			if stand+v+deltaMargin <= alpha && !m.IsPromotion() {
				continue
			}
			// Captures that lose material in the exchange on their square.
			if a > v && !s.turnover && s.see(m, v) < 0 {
				continue
			}
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

func (s *searcher) givesCheck(m rules.Move) bool {
	if !s.pos.MayGiveCheck(m) {
		return false
	}
	s.pos.MakeMove(m)
	gives := s.pos.InCheck()
	s.pos.UnmakeMove()
	return gives
}
