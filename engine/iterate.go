package engine

import (
	"context"
	"sync/atomic"
	"time"

	"siegeworks/rules"
)

// search is one whole search: it readies the searcher for the position, orders
// the root moves, deepens iteration by iteration until a limit ends it, and
// (for the levels with deliberate mistakes) picks the move to play among the
// last iteration's scores.
func (e *Engine) search(ctx context.Context, pos *rules.Position, lim Limits, info func(Info), level int) Result {
	start := time.Now()
	e.stop.Store(false)
	// The context stops this search only: its own flag, so that a cancellation whose
	// AfterFunc runs late (it runs in a goroutine of its own) cannot stop the next search.
	cancelled := new(atomic.Bool)
	e.s.cancelled = cancelled
	if ctx != nil {
		if ctx.Err() != nil {
			cancelled.Store(true)
		}
		cancel := context.AfterFunc(ctx, func() { cancelled.Store(true) })
		defer cancel()
	}
	lv := levelFor(pos.Variant(), level)
	s := e.s
	e.ready(pos, lv, level)
	s.loadGameKeys(pos)
	tb := budget(lim, pos.SideToMove(), lv)
	maxDepth := s.setLimits(lim, lv, tb, start)

	var ml rules.MoveList
	s.pos.GenerateLegal(&ml)
	if ml.Len() == 0 {
		res := Result{}
		if s.pos.InCheck() || s.pos.Lost() || s.noMoveLoses {
			res.Score = -MateScore
		}
		return res
	}
	s.seedRoot(ml.Slice())
	e.startHelpers(s, level, lim, maxDepth)

	var last lastIteration
	res := e.deepen(start, lim, lv, &tb, maxDepth, info, &last)
	if lv.Temperature > 0 && last.n > 0 {
		res.Move = e.chooseHuman(last.moves[:last.n], last.scores[:last.n], last.exact[:last.n], lv, pos.Hash())
		if res.Move != s.root[0].move {
			res.PV = []rules.Move{res.Move}
		}
	}
	res.Nodes = s.nodes + e.stopHelpers()
	res.Time = time.Since(start)
	res.Mate = mateMoves(res.Score)
	if res.Depth == 0 {
		res.Depth = 1
	}
	if len(res.Lines) == 0 || res.Lines[0].PV[0] != res.Move {
		res.Lines = firstLine(Line{Score: res.Score, Mate: res.Mate, PV: res.PV}, res.Lines)
	}
	return res
}

// ready sets the main searcher up for a search of pos at the level: a copy of
// the position, the variant's evaluator and rules, cleared counters. The levels
// with deliberate mistakes (5 and below) also start from empty tables.
func (e *Engine) ready(pos *rules.Position, lv Level, level int) {
	s := e.s
	v := pos.Variant()
	s.pos = pos.Clone()
	s.ev = e.evaluator(v, lv.Learned)
	s.turnover = v.IsTurnover()
	s.nullOK = !s.turnover
	s.noMoveLoses = v.NoMoveLoses()
	s.rootDead = !s.turnover && pos.InsufficientMaterial()
	s.blind = lv.Blind
	s.nodes, s.seldepth, s.stopped = 0, 0, false
	s.published.Store(0)
	s.tt.newSearch()
	if level <= 5 {
		// The levels with deliberate mistakes are deterministic: they do not
		// depend on what earlier searches left in the tables.
		s.tt.clear()
		s.forget()
	}
	s.ageHistory()
}

// loadGameKeys records the keys of the game's positions before the root (as
// far back as a repetition can reach) for repetition detection, then the
// root's own.
func (s *searcher) loadGameKeys(pos *rules.Position) {
	s.histLen = 0
	back := pos.HalfmoveClock()
	if pos.Variant().IsTurnover() {
		back = pos.Ply() // repetitions reach across turnovers (see isRepetition)
	}
	if n := min(pos.Ply(), back, 1024); n > 0 {
		h := pos.Clone()
		for i := n - 1; i >= 0; i-- {
			h.UnmakeMove()
			s.keys[i] = h.Hash()
		}
		s.histLen = n
	}
	s.pushKey(0)
}

// setLimits sets the search's deadline and node limit from the limits, the
// level and the time plan, and returns the deepest iteration allowed.
func (s *searcher) setLimits(lim Limits, lv Level, tb timeBudget, start time.Time) (maxDepth int) {
	s.timed = tb.timed
	s.deadline = start.Add(tb.maximum)
	s.nodeLimit = lim.Nodes
	if lv.Nodes > 0 && (s.nodeLimit == 0 || lv.Nodes < s.nodeLimit) {
		s.nodeLimit = lv.Nodes
	}
	maxDepth = MaxPly - 4
	if lim.Depth > 0 {
		maxDepth = min(maxDepth, lim.Depth)
	}
	if lv.Depth > 0 {
		maxDepth = min(maxDepth, lv.Depth)
	}
	return maxDepth
}

// seedRoot makes the legal moves the root moves and orders them for the first
// iteration by a quick look at each (a quiescence search after it).
func (s *searcher) seedRoot(moves []rules.Move) {
	s.nroot = len(moves)
	if s.turnover {
		orderRootAlike(moves, s.pos.SideToMove())
	}
	for i, m := range moves {
		s.root[i] = rootMove{move: m, score: -Infinity}
		s.root[i].pv[0] = m
		s.root[i].pvLen = 1
	}
	s.rootDepth = 1
	for i := 0; i < s.nroot; i++ {
		m := s.root[i].move
		s.pos.MakeMove(m)
		s.pushKey(1)
		s.root[i].score = -s.qsearch(-Infinity, Infinity, 1, 0)
		s.pos.UnmakeMove()
	}
	s.stopped = false
	s.sortRoot()
}

// lastIteration is the root moves' scores after the last completed iteration,
// among which the levels with deliberate mistakes choose (chooseHuman).
type lastIteration struct {
	n      int
	moves  [maxMoves]rules.Move
	scores [maxMoves]int
	exact  [maxMoves]bool
}

// deepen runs the iterations, one depth deeper each, until the depth limit,
// the time plan, a stop, a found mate or a lone legal move ends them. It
// reports each completed iteration to info and returns the best move and line
// so far; last keeps the root scores of the last completed iteration.
func (e *Engine) deepen(start time.Time, lim Limits, lv Level, tb *timeBudget, maxDepth int, info func(Info), last *lastIteration) Result {
	s := e.s
	window := 0
	if lv.Temperature > 0 {
		window = lv.Window
	}
	multi := 1
	if window == 0 && lim.MultiPV > 1 {
		multi = min(lim.MultiPV, s.nroot)
	}
	score := s.root[0].score
	res := Result{Move: s.root[0].move}
	res.PV = []rules.Move{res.Move}
	for depth := 1; depth <= maxDepth; depth++ {
		s.rootDepth = depth
		s.seldepth = 0
		var sc int
		if window == 0 {
			sc = s.aspirationSearch(depth, score)
		} else {
			sc = s.rootSearch(depth, -Infinity, Infinity, window)
		}
		// The further lines: each searched among the moves not yet chosen, so each
		// gets its exact score.
		for k := 1; k < multi && !s.stopped; k++ {
			s.rootFirst = k
			s.rootSearch(depth, -Infinity, Infinity, 0)
			s.rootFirst = 0
		}
		// A later line's own search can outscore the first (it starts from a table the
		// first line's search filled, and may see further); the lines then go best first,
		// and the best of them is the move, as Stockfish orders its lines.
		if multi > 1 && !s.stopped {
			sortByScore(s.root[:multi])
			sc = s.root[0].score
		}
		// A partial iteration still counts when it produced a move.
		if s.stopped {
			if s.root[0].move != res.Move && s.root[0].score > -Infinity && window == 0 {
				res.Move = s.root[0].move
				res.PV = s.rootPV()
				res.Score = s.root[0].score
			}
			break
		}
		score = sc
		res.Move = s.root[0].move
		res.Score = score
		res.Depth = depth
		res.PV = s.rootPV()
		for i := 0; i < s.nroot; i++ {
			last.moves[i] = s.root[i].move
			last.scores[i] = s.root[i].score
			last.exact[i] = s.root[i].exact || i == 0
		}
		last.n = s.nroot
		res.Lines = s.lines(multi)
		s.sortRoot()
		el := time.Since(start)
		if info != nil {
			in := e.makeInfo(depth, score, el, res.PV)
			in.Lines = res.Lines
			info(in)
		}
		if s.nroot == 1 && tb.timed && !lim.Infinite && multi == 1 {
			break
		}
		if abs(score) >= MateBound && depth > 2*(MateScore-abs(score))+4 {
			break
		}
		if tb.stopAfter(depth, res.Move, score, el) {
			break
		}
	}
	return res
}

// firstLine puts the chosen move's line first when the search changed its mind after the
// last complete iteration (a partial one found a better move), and keeps the other lines of
// that iteration after it, so a multi-line search still reports its alternatives.
func firstLine(best Line, last []Line) []Line {
	out := make([]Line, 0, max(len(last), 1))
	out = append(out, best)
	for _, l := range last {
		if len(out) < len(last) && l.PV[0] != best.PV[0] {
			out = append(out, l)
		}
	}
	return out
}

func (e *Engine) makeInfo(depth, score int, el time.Duration, pv []rules.Move) Info {
	s := e.s
	nodes := s.nodes + e.helperNodes()
	nps := uint64(0)
	if el > 0 {
		nps = uint64(float64(nodes) / el.Seconds())
	}
	return Info{Depth: depth, SelDepth: s.seldepth, Score: score, Mate: mateMoves(score),
		Nodes: nodes, NPS: nps, Time: el, HashFull: s.tt.hashfull(), PV: pv}
}

// mateMoves converts a mate score into moves to mate (negative when the
// side to move is being mated), 0 for ordinary scores.
func mateMoves(score int) int {
	switch {
	case score >= MateBound:
		return (MateScore - score + 1) / 2
	case score <= -MateBound:
		return -(MateScore + score) / 2
	}
	return 0
}
