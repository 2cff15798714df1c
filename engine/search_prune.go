package engine

import "siegeworks/rules"

// The search's selectivity: what it cuts before searching any move (static
// pruning), which moves it leaves out (move pruning), and how much shallower
// or deeper it searches the others (reductions and extensions). Every margin
// is named, with its reasons, in margins.go.

// staticPrune cuts a node on its static evaluation before any move is
// searched: reverse futility pruning, then null-move pruning (which also
// finds mate threats: n.threat). Not at PV nodes, in check, in a singular
// test or when beta is a mate score.
func (s *searcher) staticPrune(n *node) (score int, done bool) {
	if n.pvNode || n.inCheck || n.excluded != rules.NoMove || abs(n.beta) >= MateBound {
		return 0, false
	}
	// Reverse futility pruning.
	if n.depth <= rfpMaxDepth && n.eval-rfpMargin(n.depth, n.improving) >= n.beta {
		return n.eval, true
	}
	// Null-move pruning where it is sound.
	if !n.cutNull && n.depth >= nullMinDepth && n.eval >= n.beta && s.nullAllowed() {
		return s.nullMove(n)
	}
	return 0, false
}

// nullMove lets the side to move pass and searches the reply, reduced by
// nullReduction: when even then the node fails high, it is cut. When passing
// loses to a mate, something is threatened, and the node's quiet moves are
// neither pruned nor reduced (n.threat).
func (s *searcher) nullMove(n *node) (score int, done bool) {
	pos := s.pos
	ply := n.ply
	r := nullReduction(n.depth, n.eval, n.beta)
	pos.MakeNullMove()
	s.moves[ply] = rules.NoMove
	s.pushKey(ply + 1)
	s.setCheck(ply+1, false)
	sc := -s.search(-n.beta, -n.beta+1, n.depth-1-r, ply+1, false, true)
	pos.UnmakeMove()
	if s.stopped {
		return 0, true
	}
	if sc >= n.beta {
		if sc >= MateBound {
			sc = n.beta // a mate found after a pass is no proof of one without it
		}
		return sc, true
	}
	if sc <= -MateBound {
		n.threat = true
	}
	return 0, false
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

// pruneMove says whether move m (the i-th legal move, at place k of the list)
// is left unsearched, once best, the best score so far, shows that a move has
// avoided being mated: late move pruning and futility pruning of late quiet
// moves, and exchange pruning of moves that lose material on their square;
// never a move that gives check, except by late move pruning. dropQuiets:
// late move pruning, which cuts every later quiet move as well.
func (s *searcher) pruneMove(n *node, k, i int, m rules.Move, quiet bool, best int) (skip, dropQuiets bool) {
	// Pruning of late quiet moves at low depth.
	if quiet && s.sc[n.ply][k] < scoreKiller2 && !n.pvNode && !n.inCheck && !n.threat && best > -MateBound && i > 0 {
		if n.depth <= lmpMaxDepth && i >= lmpMoveCount(n.depth, n.improving) {
			return true, true
		}
		// Futility: only checks could change things.
		if n.depth <= futilityMaxDepth && n.eval+futilityMargin(n.depth) <= n.alpha && !s.givesCheck(m) {
			return true, false
		}
	}
	// Moves that lose material in the exchange on their square, at low depth.
	if !n.inCheck && best > -MateBound && i > 0 && !s.turnover && n.depth <= seePruneMaxDepth {
		losing := false
		if quiet {
			t := quietSEEThreshold(n.depth)
			losing = s.sc[n.ply][k] < scoreKiller2 && s.mayLoseMoreThan(m, t) && s.see(m, 0) < t
		} else if s.sc[n.ply][k] < 0 {
			v, _ := s.gain(m)
			losing = s.see(m, v) < captureSEEThreshold(n.depth)
		}
		if losing && !s.givesCheck(m) {
			return true, false
		}
	}
	return false, false
}

// mayLoseMoreThan: the quiet move m might lose more than -threshold in the
// exchange on its square. An ordinary move puts only the moving piece there,
// and each side may stop the exchange at any point, so the most it can lose
// is that piece: when the piece is worth no more than -threshold, the answer
// is no without playing the exchange out (the search is unchanged, only
// cheaper; deeper nodes prune only larger losses, see quietSEEThreshold).
func (s *searcher) mayLoseMoreThan(m rules.Move, threshold int) bool {
	if m.Kind() != rules.Normal || m.Promotion() != rules.NoKind {
		return true
	}
	return s.ev.value[s.pos.At(m.From()).Kind()] > -threshold
}

// reduction is how many plies shallower the late move m (the i-th legal
// move, at place k of the list, already made) is first searched: late move
// reductions of quiet moves (lmrTable, a ply less at PV nodes and for
// killers, a ply more when the evaluation is not improving, history either
// way, and never below a one-ply search), and one ply for captures that look
// losing. Not for checks, evasions, or under a mate threat.
func (s *searcher) reduction(n *node, k, i int, m rules.Move, quiet, givesCheck bool, newDepth int) int {
	if n.depth >= lmrMinDepth && quiet && !givesCheck && !n.inCheck && !n.threat {
		r := int(lmrTable[min(n.depth, 63)][min(i+1, 63)])
		if n.pvNode {
			r--
		}
		if !n.improving {
			r++
		}
		if m == s.killers[n.ply][0] || m == s.killers[n.ply][1] {
			r--
		}
		r -= int(s.history[n.us][m.From()][m.To()] / lmrHistoryStep)
		if s.approachesKing(n.us, m) {
			r -= lmrKingApproach
		}
		return max(0, min(r, newDepth-1))
	}
	if n.depth >= lmrMinDepth && !givesCheck && !n.inCheck && s.sc[n.ply][k] < 0 && i >= lmrLosingCaptureSkip {
		return 1 // captures that look losing
	}
	return 0
}

// approachesKing: move m (not yet made) takes a piece other than a pawn or
// the king to within kingApproachDistance of the enemy king (see
// lmrKingApproach). Turnover has no single king.
func (s *searcher) approachesKing(us rules.Color, m rules.Move) bool {
	k := s.pos.KingSquare(us.Other())
	if s.turnover || k == rules.NoSquare {
		return false
	}
	switch s.pos.At(m.From()).Kind() {
	case rules.Pawn, rules.King:
		return false
	}
	return chebyshev(m.To(), k) <= kingApproachDistance
}

// extension is how many plies deeper move m is searched: one for a check and
// one for a singular hash move, as long as the line stays within the cap (see
// extensionSlack).
func (s *searcher) extension(n *node, m rules.Move, givesCheck bool) int {
	if (givesCheck || n.singular && m == n.ttMove) && n.ply < 2*s.rootDepth+extensionSlack {
		return 1
	}
	return 0
}

// futileCapture is the quiescence search's pruning of a noisy move when not in
// check (stand: the standing score): delta pruning, when even winning the
// whole victim (see deltaMargin) cannot reach alpha, and the captures that
// put more on their square than they take and lose the exchange there.
func (s *searcher) futileCapture(m rules.Move, stand, alpha int) bool {
	v, a := s.gain(m)
	if stand+v+deltaMargin <= alpha && !m.IsPromotion() {
		return true
	}
	return a > v && !s.turnover && s.see(m, v) < 0
}

// givesCheck: move m would give check.
func (s *searcher) givesCheck(m rules.Move) bool {
	if !s.pos.MayGiveCheck(m) {
		return false
	}
	s.pos.MakeMove(m)
	gives := s.pos.InCheck()
	s.pos.UnmakeMove()
	return gives
}
