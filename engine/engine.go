package engine

import (
	"context"
	"math"
	"sync"
	"sync/atomic"
	"time"

	"siegeworks/rules"
)

// Options configure an Engine.
type Options struct {
	Level  int     // MinLevel..MaxLevel (0 means MaxLevel); see Levels
	HashMB int     // transposition table size in MiB (0 means 16)
	Seed   uint64  // seeds the deliberate mistakes of the low levels
	Params *Params // evaluation weights for every variant (nil: DefaultParamsFor each)
	// Threads searching at full strength (level MaxLevel, Hint); 0 means 1.
	// Levels 1-7 are single-threaded whatever it says (see threads.go).
	Threads int
}

// Limits bound one search. Zero values mean "no limit"; when nothing at all
// is set the level's default thinking time applies.
type Limits struct {
	MoveTime   time.Duration // fixed time for this move
	WTime      time.Duration // clock: time left for White
	BTime      time.Duration
	WInc, BInc time.Duration
	MovesToGo  int
	// MoveOverhead is kept from the clock for each move (reading the command,
	// answering, a busy machine); 0 means 30 ms. Not used with MoveTime.
	MoveOverhead time.Duration
	Depth        int    // maximum depth in plies
	Nodes        uint64 // maximum nodes
	Infinite     bool   // until Stop or the context ends
	// MultiPV > 1 asks for that many best lines, each with an exact score (analysis,
	// puzzle checks). The levels that make deliberate mistakes ignore it.
	MultiPV int
}

// Line is one of the best lines of a multi-line search.
type Line struct {
	Score int          // centipawns for the side to move at the root
	Mate  int          // moves to mate (negative: being mated), 0 if none
	PV    []rules.Move // starts with the line's root move
}

// Info reports progress after each completed iteration.
type Info struct {
	Depth, SelDepth int
	Score           int // centipawns for the side to move
	Mate            int // moves to mate (negative: being mated), 0 if none
	Nodes           uint64
	NPS             uint64
	Time            time.Duration
	HashFull        int // permille
	PV              []rules.Move
	Lines           []Line // the best lines, best first (one unless Limits.MultiPV > 1)
}

// Result is the outcome of a search.
type Result struct {
	Move  rules.Move // NoMove only when the side to move has no legal move
	Score int        // centipawns for the side to move (mate: ±(MateScore-plies))
	Mate  int        // moves to mate, 0 if none
	Depth int
	Nodes uint64
	Time  time.Duration
	PV    []rules.Move
	Lines []Line // the best lines of the last completed iteration, best first
}

// Engine is a reusable searcher. One search runs at a time; Stop may be
// called from any goroutine.
type Engine struct {
	mu     sync.Mutex
	opts   Options
	params *Params // nil: DefaultParamsFor each variant
	tt     *TT
	s      *searcher
	stop   atomic.Bool
	evals  map[*rules.Variant]*evaluator
	pool   helperPool // the helper threads (threads.go)
}

// New makes an engine with its transposition table allocated.
func New(opts Options) *Engine {
	if opts.Level <= 0 || opts.Level > MaxLevel {
		opts.Level = MaxLevel
	}
	if opts.HashMB <= 0 {
		opts.HashMB = 16
	}
	opts.Threads = clampThreads(opts.Threads)
	e := &Engine{opts: opts}
	if opts.Params != nil {
		p := *opts.Params
		e.params = &p
	}
	e.tt = newTT(opts.HashMB)
	e.s = &searcher{tt: e.tt, stopFlag: &e.stop}
	e.evals = map[*rules.Variant]*evaluator{}
	return e
}

// Level is the current level.
func (e *Engine) Level() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.opts.Level
}

// SetLevel changes the level (MinLevel..MaxLevel; others are clamped to that
// range) for the next search.
func (e *Engine) SetLevel(l int) {
	e.mu.Lock()
	defer e.mu.Unlock()
	l = max(MinLevel, min(l, MaxLevel))
	e.opts.Level = l
}

// SetSeed changes the seed of the low levels' choices.
func (e *Engine) SetSeed(seed uint64) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.opts.Seed = seed
}

// SetHash reallocates the transposition table (mb MiB).
func (e *Engine) SetHash(mb int) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if mb < 1 {
		mb = 1
	}
	e.opts.HashMB = mb
	e.tt = newTT(mb)
	e.s.tt = e.tt
}

// HashBytes is the memory held by the transposition table.
func (e *Engine) HashBytes() int { return e.tt.SizeBytes() }

// NewGame forgets everything learnt (hash table, history, killers).
func (e *Engine) NewGame() {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.tt.clear()
	e.s.forget()
	e.forgetHelpers()
}

// Stop ends the running search (if any) as soon as possible; it returns the
// best move found so far.
func (e *Engine) Stop() { e.stop.Store(true) }

func (e *Engine) evaluator(v *rules.Variant) *evaluator {
	ev, ok := e.evals[v]
	if !ok {
		p := DefaultParamsFor(v)
		if e.params != nil {
			p = *e.params
		}
		ev = newEvaluator(v, p)
		e.evals[v] = ev
	}
	return ev
}

// Evaluate is the static evaluation of the position for the side to move
// (for tests and tools).
func (e *Engine) Evaluate(pos *rules.Position) int {
	e.mu.Lock()
	defer e.mu.Unlock()
	var st evalState
	return e.evaluator(pos.Variant()).evaluate(pos, &st)
}

// Search finds a move for the side to move at the engine's level.
func (e *Engine) Search(ctx context.Context, pos *rules.Position, lim Limits, info func(Info)) Result {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.search(ctx, pos, lim, info, e.opts.Level)
}

// Hint is the best move for the side to move at full strength (MaxLevel),
// whatever the engine's level, within the limits.
func (e *Engine) Hint(ctx context.Context, pos *rules.Position, lim Limits, info func(Info)) Result {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.search(ctx, pos, lim, info, MaxLevel)
}

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
	v := pos.Variant()
	s.pos = pos.Clone()
	s.ev = e.evaluator(v)
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

	// Positions of the game before the root, for repetition detection.
	s.histLen = 0
	back := pos.HalfmoveClock()
	if v.IsTurnover() {
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

	tb := budget(lim, pos.SideToMove(), lv)
	s.timed = tb.timed
	s.deadline = start.Add(tb.maximum)
	s.nodeLimit = lim.Nodes
	if lv.Nodes > 0 && (s.nodeLimit == 0 || lv.Nodes < s.nodeLimit) {
		s.nodeLimit = lv.Nodes
	}
	maxDepth := MaxPly - 4
	if lim.Depth > 0 {
		maxDepth = min(maxDepth, lim.Depth)
	}
	if lv.Depth > 0 {
		maxDepth = min(maxDepth, lv.Depth)
	}

	var ml rules.MoveList
	s.pos.GenerateLegal(&ml)
	res := Result{}
	if ml.Len() == 0 {
		if s.pos.InCheck() || s.pos.Lost() || s.noMoveLoses {
			res.Score = -MateScore
		}
		return res
	}
	s.nroot = ml.Len()
	if s.turnover {
		orderRootAlike(ml.Slice(), s.pos.SideToMove())
	}
	for i, m := range ml.Slice() {
		s.root[i] = rootMove{move: m, score: -Infinity}
		s.root[i].pv[0] = m
		s.root[i].pvLen = 1
	}
	// Order the first iteration by a quick look at each move.
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
	e.startHelpers(s, level, lim, maxDepth)

	window := 0
	if lv.Temperature > 0 {
		window = lv.Window
	}
	multi := 1
	if window == 0 && lim.MultiPV > 1 {
		multi = min(lim.MultiPV, s.nroot)
	}
	var lastScores [maxMoves]int
	var lastExact [maxMoves]bool
	var lastMoves [maxMoves]rules.Move
	haveLast := false
	score := s.root[0].score
	res.Move = s.root[0].move
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
			lastMoves[i] = s.root[i].move
			lastScores[i] = s.root[i].score
			lastExact[i] = s.root[i].exact || i == 0
		}
		haveLast = true
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
	if lv.Temperature > 0 && haveLast {
		res.Move = e.chooseHuman(lastMoves[:s.nroot], lastScores[:s.nroot], lastExact[:s.nroot], lv, pos.Hash())
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

// chooseHuman picks among the root moves the way the low levels play: the
// moves whose exact score is within the level's window of the best are
// weighted by a softmax with the level's temperature. With the blunder
// check (level 3 and up) a forced mate is always played and a move that
// allows a forced mate is never chosen unless every move does.
func (e *Engine) chooseHuman(moves []rules.Move, scores []int, exact []bool, lv Level, key uint64) rules.Move {
	best := scores[0]
	if lv.BlunderCheck && best >= MateBound {
		return moves[0]
	}
	rng := splitmix(e.opts.Seed ^ key ^ 0x9e3779b97f4a7c15)
	var w [maxMoves]float64
	total := 0.0
	for i := range moves {
		if !exact[i] || scores[i] < best-lv.Window {
			continue
		}
		if lv.BlunderCheck && scores[i] <= -MateBound && best > -MateBound {
			continue
		}
		w[i] = math.Exp(float64(scores[i]-best) / float64(lv.Temperature))
		total += w[i]
	}
	if total == 0 {
		return moves[0]
	}
	x := float64(rng.next()>>11) / float64(1<<53) * total
	for i := range moves {
		if w[i] == 0 {
			continue
		}
		x -= w[i]
		if x <= 0 {
			return moves[i]
		}
	}
	return moves[0]
}

type splitmixRNG struct{ s uint64 }

func splitmix(seed uint64) *splitmixRNG { return &splitmixRNG{seed} }

func (r *splitmixRNG) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

func log10(x float64) float64 { return math.Log10(x) }
