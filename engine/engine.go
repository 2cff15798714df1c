package engine

import (
	"context"
	"io"
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
	evals  map[evalChoice]*evaluator
	net    *network   // the learned evaluation of chess: built in (the default), LoadNetwork's, or nil
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
	e.s = &searcher{searchSubject: searchSubject{tt: e.tt}, searchLimits: searchLimits{stopFlag: &e.stop}}
	e.evals = map[evalChoice]*evaluator{}
	e.net = builtInChessNet()
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

// evalChoice names an evaluator: the variant's, with the learned evaluation
// (where there is one for it) or without.
type evalChoice struct {
	v       *rules.Variant
	learned bool
}

// evaluator is the variant's evaluator, with the learned evaluation when
// learned is set (level 8, Hint; Level.Learned) and the variant has one.
func (e *Engine) evaluator(v *rules.Variant, learned bool) *evaluator {
	key := evalChoice{v, learned && e.params == nil && netUsable(v) && e.net != nil}
	ev, ok := e.evals[key]
	if !ok {
		p := DefaultParamsFor(v)
		if e.params != nil {
			p = *e.params
		}
		ev = newEvaluator(v, p)
		if key.learned {
			ev.net = e.net // never with weights being tuned
		}
		e.evals[key] = ev
	}
	return ev
}

// LoadNetwork reads a learned evaluation of orthodox chess (a file written
// by siege nettrain), with which full strength plays chess from the next
// search on instead of the built-in one; with a nil reader it plays with the
// hand-written evaluation alone. A file that cannot be read is an error, and
// the evaluation stays as it was.
func (e *Engine) LoadNetwork(r io.Reader) error {
	var n *network
	if r != nil {
		var err error
		if n, err = readNetwork(r); err != nil {
			return err
		}
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	e.net = n
	clear(e.evals) // evaluators are made again, with the network or without
	return nil
}

// UseBuiltInNetwork makes full strength play chess with the learned
// evaluation built into the program (chess.nnue), as a new engine does.
func (e *Engine) UseBuiltInNetwork() {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.net = builtInChessNet()
	clear(e.evals)
}

// Evaluate is the static evaluation of the position for the side to move,
// as full strength judges it (for tests and tools).
func (e *Engine) Evaluate(pos *rules.Position) int {
	e.mu.Lock()
	defer e.mu.Unlock()
	ev := e.evaluator(pos.Variant(), true)
	var st evalState
	var ns netState
	return ev.score(pos, &st, &ns)
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
