package engine

import "siegeworks/rules"

// enterNode counts the node, polls the stop flag now and then and ends the
// line when the side to move has lost its last Turnover Castle.
func (s *searcher) enterNode(ply int) (score int, done bool) {
	s.nodes++
	if s.nodes&255 == 0 {
		s.published.Store(s.nodes)
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

// node is what the search of one node knows as it goes: its window and
// depth, its hash entry, its static evaluation and what the pruning and the
// singular test found. It lives in search's frame and is handed to the steps.
type node struct {
	alpha, beta int
	depth       int // internal iterative reduction may lower it
	ply         int
	pvNode      bool        // searched with an open window, on the principal variation
	cutNull     bool        // no null move here (the node answers a null move, or is a singular test)
	us          rules.Color // the side to move
	key         uint64
	excluded    rules.Move // the move a singular test leaves out, or NoMove

	// The hash entry (ttBound boundNone: none).
	ttMove           rules.Move
	ttScore, ttDepth int
	ttBound          uint8
	ttEval           int
	hasEval          bool

	inCheck    bool
	staticEval int  // -Infinity in check
	eval       int  // staticEval, or the hash score where its bound says the node is worth more (or less) than that: what the pruning judges by
	improving  bool // the static evaluation is above that of two plies before
	threat     bool // passing runs into a mate: quiet moves are neither pruned nor reduced
	singular   bool // the hash move is singular: it is searched a ply deeper
}

// search is the principal variation search of one node, as a sequence of
// steps; each step that can settle the node says so (done) with its score.
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
	n := node{alpha: alpha, beta: beta, depth: depth, ply: ply, pvNode: pvNode, cutNull: cutNull,
		us: s.pos.SideToMove()}
	if score, done := s.endOfLine(ply); done {
		return score
	}
	if score, done := n.mateDistance(); done {
		return score
	}
	if score, done := s.probeHash(&n); done {
		return score
	}
	s.evaluateNode(&n, known)
	if score, done := s.staticPrune(&n); done {
		return score
	}
	// Internal iterative reduction: a PV node without a hash move is searched a
	// little shallower; not at the other nodes (see iirMinDepth).
	if n.pvNode && n.ttMove == rules.NoMove && n.depth >= iirMinDepth {
		n.depth--
	}
	if score, done := s.singularTest(&n); done {
		return score
	}
	// The fifty-move rule draws unless the side to move is mated.
	if s.pos.HalfmoveClock() >= 100 {
		return s.fiftyMoveScore(&n)
	}
	return s.searchMoves(&n)
}

// endOfLine: the line ends here whatever the moves, at a repetition or a dead
// position (a draw), or at the maximum ply (the static evaluation).
func (s *searcher) endOfLine(ply int) (score int, done bool) {
	pos := s.pos
	if s.isRepetition(s.histLen + ply) {
		return 0, true
	}
	// A dead position (the variant's insufficient material) is a draw whatever the
	// material count says. Only a capture (which resets the move clock) can make one, and
	// the rules' test is only worth asking with few pieces left. (A root that is dead
	// already — a set-up position — makes every node dead.)
	if (pos.HalfmoveClock() == 0 || s.rootDead) && !s.turnover && pos.Pieces() <= 4 && pos.InsufficientMaterial() {
		return 0, true
	}
	if ply >= MaxPly {
		return s.eval(), true
	}
	return 0, false
}

// mateDistance (mate distance pruning) narrows the window to the scores still
// possible at this ply: being mated here at once, or mating at the next ply.
// It settles the node when the window closes.
func (n *node) mateDistance() (score int, done bool) {
	if a := -MateScore + n.ply; a > n.alpha {
		n.alpha = a
		if n.alpha >= n.beta {
			return n.alpha, true
		}
	}
	if b := MateScore - n.ply - 1; b < n.beta {
		n.beta = b
		if n.alpha >= n.beta {
			return n.beta, true
		}
	}
	return 0, false
}

// probeHash reads the node's hash entry: its move is searched first, its
// static evaluation saves an evaluation, its score and depth serve the
// singular test. The entry settles a non-PV node when it is deep enough and
// its bound decides the window (not in a singular test, and not near the
// fifty-move rule: see ttCutMaxClock).
func (s *searcher) probeHash(n *node) (score int, done bool) {
	n.key = s.pos.Hash()
	n.excluded = s.excluded[n.ply]
	n.ttMove = rules.NoMove
	n.ttEval, n.hasEval = 0, false
	n.ttScore, n.ttDepth, n.ttBound = 0, 0, boundNone
	e, ok := s.tt.probe(n.key)
	if !ok {
		return 0, false
	}
	n.ttMove = rules.Move(e.move)
	n.ttEval, n.hasEval = int(e.eval), true
	n.ttScore, n.ttDepth, n.ttBound = scoreFromTT(int(e.score), n.ply), int(e.depth), e.bound
	if !n.pvNode && n.excluded == rules.NoMove && n.ttDepth >= n.depth && s.pos.HalfmoveClock() < ttCutMaxClock {
		switch {
		case n.ttBound == boundExact,
			n.ttBound == boundLower && n.ttScore >= n.beta,
			n.ttBound == boundUpper && n.ttScore <= n.alpha:
			return n.ttScore, true
		}
	}
	return 0, false
}

// evaluateNode settles whether the side to move is in check (known: what the
// parent found out, 0 if nothing), the node's static evaluation (the hash
// entry's when it has one; none in check) and whether it is improving on the
// evaluation two plies before.
func (s *searcher) evaluateNode(n *node, known int8) {
	n.inCheck = known == 2
	if known == 0 {
		n.inCheck = s.pos.InCheck()
	}
	n.staticEval = -Infinity
	if !n.inCheck {
		if n.hasEval && n.ttEval > -MateBound && n.ttEval < MateBound {
			n.staticEval = n.ttEval
		} else {
			n.staticEval = s.eval()
		}
	}
	s.evals[n.ply] = n.staticEval
	n.improving = !n.inCheck && n.ply >= 2 && n.staticEval > s.evals[n.ply-2]
	n.eval = n.staticEval
	// A hash score is the result of a search, a better guess than the static
	// evaluation, but only on its bound's side: a lower bound above the
	// evaluation, or an upper bound below it, says where the score lies.
	if !n.inCheck && abs(n.ttScore) < MateBound &&
		(n.ttBound == boundLower && n.ttScore > n.eval || n.ttBound == boundUpper && n.ttScore < n.eval || n.ttBound == boundExact) {
		n.eval = n.ttScore
	}
}

// singularTest is the singular extension: when the hash move is much better
// than every other move (a search without it fails well below its score),
// it is searched a ply deeper (n.singular); when even without it the node
// fails high, the node is cut at once (multi-cut). See singularMinDepth.
func (s *searcher) singularTest(n *node) (score int, done bool) {
	if !s.singularCandidate(n) {
		return 0, false
	}
	sBeta := singularBeta(n.ttScore, n.depth)
	s.excluded[n.ply] = n.ttMove
	s.setCheck(n.ply, n.inCheck)
	sc := s.search(sBeta-1, sBeta, singularDepth(n.depth), n.ply, false, true)
	s.excluded[n.ply] = rules.NoMove
	if s.stopped {
		return 0, true
	}
	if sc < sBeta {
		n.singular = true
	} else if sBeta >= n.beta {
		return sBeta, true
	}
	return 0, false
}

// singularCandidate: the node is deep enough for the singular test, not a
// singular test itself nor the root, and has a legal hash move whose entry
// is a deep enough lower or exact bound with an ordinary (not mate) score.
func (s *searcher) singularCandidate(n *node) bool {
	return n.depth >= singularMinDepth && n.ply > 0 && n.excluded == rules.NoMove && n.ttMove != rules.NoMove &&
		n.ttBound != boundUpper && n.ttDepth >= n.depth-singularTTDepthSlack && abs(n.ttScore) < MateBound && s.pos.IsLegal(n.ttMove)
}

// fiftyMoveScore is the score of a node the fifty-move rule has drawn: a draw,
// unless the side to move is mated (or, under the 2025 Turnover rules, has no
// move at all: the siege ends the game before a draw can be claimed).
func (s *searcher) fiftyMoveScore(n *node) int {
	ml := &s.ml[n.ply]
	s.pos.GenerateLegal(ml)
	if ml.Len() == 0 && (n.inCheck || s.noMoveLoses) {
		return -MateScore + n.ply
	}
	return 0
}

// searchMoves is the move loop: the moves in order (hash move, good captures,
// killers, counter move, quiet moves by history, losing captures), each
// pruned (pruneMove) or searched (searchMove), until one fails high. It
// scores mate and stalemate, and stores the result in the hash table.
func (s *searcher) searchMoves(n *node) int {
	pos := s.pos
	ply := n.ply
	ml := &s.ml[ply]
	lg := &s.legal[ply]
	pos.GenerateLazy(ml, lg) // each move's legality is asked only when its turn comes
	end := ml.Len()
	s.scoreMoves(ply, n.ttMove)

	best := -Infinity
	bestMove := rules.NoMove
	origAlpha := n.alpha
	nq := 0
	// i counts the legal moves met so far, the excluded one included: the
	// pruning and reduction rules speak of a move's place among the legal moves.
	i := -1
	for k := 0; k < end; k++ {
		m := s.pick(ply, k)
		if !s.exchangeChecked(ply, k, m) {
			k--
			continue
		}
		if !pos.Legal(m, lg) {
			continue
		}
		i++
		if m == n.excluded {
			continue
		}
		quiet := !s.noisy(m)
		if skip, dropQuiets := s.pruneMove(n, k, i, m, quiet, best); skip {
			if dropQuiets {
				// Every later quiet move scores lower and would be cut here
				// too: drop them all at once rather than pick each in turn.
				end = s.dropQuiets(ply, k+1)
			}
			continue
		}
		score := s.searchMove(n, k, i, m, quiet)
		if s.stopped {
			return 0
		}
		if score > best {
			best = score
			if score > n.alpha {
				bestMove = m
				n.alpha = score
				if n.pvNode {
					s.updatePV(ply, m)
				}
				if score >= n.beta {
					if quiet {
						s.onQuietCutoff(ply, n.us, m, n.depth, nq)
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
	case i < 0 && (n.inCheck || s.noMoveLoses):
		return -MateScore + ply // checkmate, or a siege
	case i < 0:
		return 0 // stalemate
	case i == 0 && n.excluded != rules.NoMove:
		return n.alpha // the excluded move was the only one
	}
	bound := boundUpper
	switch {
	case best >= n.beta:
		bound = boundLower
	case best > origAlpha:
		bound = boundExact
	}
	if n.excluded == rules.NoMove {
		s.tt.store(n.key, bestMove, scoreToTT(best, ply), n.staticEval, n.depth, bound)
	}
	return best
}

// searchMove makes move m (the i-th legal move, at place k of the list),
// searches it and takes it back. Principal variation search: the first move
// gets the full window; the others a null window, reduced when they are late
// (reduction), then again at full depth when they beat alpha, and at a PV
// node once more with the full window when they land inside it.
func (s *searcher) searchMove(n *node, k, i int, m rules.Move, quiet bool) int {
	pos := s.pos
	ply := n.ply
	pos.MakeMove(m)
	s.moves[ply] = m
	s.pushKey(ply + 1)
	givesCheck := pos.InCheck()
	s.setCheck(ply+1, givesCheck)
	newDepth := n.depth - 1 + s.extension(n, m, givesCheck)
	var score int
	if i == 0 {
		score = -s.search(-n.beta, -n.alpha, newDepth, ply+1, n.pvNode, false)
	} else {
		r := s.reduction(n, k, i, m, quiet, givesCheck, newDepth)
		score = -s.search(-n.alpha-1, -n.alpha, newDepth-r, ply+1, false, false)
		if score > n.alpha && r > 0 {
			s.setCheck(ply+1, givesCheck)
			score = -s.search(-n.alpha-1, -n.alpha, newDepth, ply+1, false, false)
		}
		if score > n.alpha && score < n.beta && n.pvNode {
			s.setCheck(ply+1, givesCheck)
			score = -s.search(-n.beta, -n.alpha, newDepth, ply+1, true, false)
		}
	}
	pos.UnmakeMove()
	return score
}

func (s *searcher) updatePV(ply int, m rules.Move) {
	s.pv[ply][ply] = m
	for j := ply + 1; j < s.pvLen[ply+1]; j++ {
		s.pv[ply][j] = s.pv[ply+1][j]
	}
	s.pvLen[ply] = max(s.pvLen[ply+1], ply+1)
}
