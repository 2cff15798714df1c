package engine

import (
	"runtime"
	"sync"
	"sync/atomic"

	"siegeworks/rules"
)

// Lazy SMP: a full-strength search (level MaxLevel: Search at level 8, Hint)
// with Options.Threads > 1 starts Threads-1 helper threads. Each helper has a
// searcher of its own (history, killers, counter moves, move lists,
// evaluation scratch) and searches the same root with iterative deepening,
// the odd helpers one ply ahead of the even ones; all of them share the
// transposition table, which is how the helpers help: the main thread finds
// their results there. The main thread alone keeps the time, reports Info
// and gives the Result; when it stops (its limits, Stop, the context) the
// helpers are stopped and waited for before Search returns. Info.Nodes,
// Info.NPS and Result.Nodes count every thread.
//
// Levels 1-7 stay single-threaded whatever Threads says (they are
// deterministic), and so does a search limited by nodes (Limits.Nodes), so
// that it stays reproducible.

// MaxThreads bounds Options.Threads.
const MaxThreads = 64

// DefaultThreads is the number of threads that uses every core of this
// machine (runtime.NumCPU, at most MaxThreads).
func DefaultThreads() int { return clampThreads(runtime.NumCPU()) }

func clampThreads(n int) int { return max(1, min(n, MaxThreads)) }

// Threads is the number of threads a full-strength search uses.
func (e *Engine) Threads() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.opts.Threads
}

// SetThreads sets the number of threads of the next full-strength searches
// (1..MaxThreads; others are clamped to that range). Levels 1-7 ignore it.
func (e *Engine) SetThreads(n int) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.opts.Threads = clampThreads(n)
}

// helperPool is the helper threads of one Engine; their searchers are kept
// from one search to the next (their history and killers carry over, as the
// main thread's do).
type helperPool struct {
	s      []*searcher
	active int         // helpers running in the current search
	done   atomic.Bool // the main thread has finished: the helpers stop
	wg     sync.WaitGroup
}

// startHelpers starts the helper threads of a search at the given level, once
// the main searcher m has its root moves. They search up to maxDepth.
func (e *Engine) startHelpers(m *searcher, level int, lim Limits, maxDepth int) {
	n := e.opts.Threads - 1
	if n <= 0 || level != MaxLevel || lim.Nodes > 0 || m.nroot == 0 {
		return
	}
	p := &e.pool
	for len(p.s) < n {
		p.s = append(p.s, &searcher{})
	}
	p.done.Store(false)
	p.active = n
	for i, h := range p.s[:n] {
		h.prepareHelper(m, &e.stop, &p.done)
		p.wg.Add(1)
		go func(id int) {
			defer p.wg.Done()
			h.helperLoop(id, maxDepth)
		}(i + 1)
	}
}

// stopHelpers stops the helper threads and waits for them; it returns the
// nodes they searched.
func (e *Engine) stopHelpers() uint64 {
	p := &e.pool
	if p.active == 0 {
		return 0
	}
	p.done.Store(true)
	p.wg.Wait()
	var n uint64
	for _, h := range p.s[:p.active] {
		n += h.nodes
	}
	p.active = 0
	return n
}

// helperNodes is the nodes the running helpers have searched so far (as they
// last published them).
func (e *Engine) helperNodes() uint64 {
	var n uint64
	for _, h := range e.pool.s[:e.pool.active] {
		n += h.published.Load()
	}
	return n
}

// forgetHelpers clears the helpers' history, killers and counter moves.
func (e *Engine) forgetHelpers() {
	for _, h := range e.pool.s {
		h.forget()
	}
}

// forget clears what the searcher learnt from earlier searches.
func (s *searcher) forget() {
	s.history = [2][256][256]int32{}
	s.killers = [MaxPly + 2][2]rules.Move{}
	s.counters = [256][256]rules.Move{}
}

// ageHistory halves the history so that old games fade.
func (s *searcher) ageHistory() {
	for c := range s.history {
		for f := range s.history[c] {
			for t := range s.history[c][f] {
				s.history[c][f][t] /= 2
			}
		}
	}
}

// prepareHelper sets a helper up for the main searcher m's search: the same
// root position, game history, root moves, evaluator and table; no limits of
// its own (it stops when stop or done is set).
func (s *searcher) prepareHelper(m *searcher, stop, done *atomic.Bool) {
	s.pos = m.pos.Clone()
	s.ev = m.ev
	s.tt = m.tt
	s.turnover, s.nullOK, s.rootDead, s.blind = m.turnover, m.nullOK, m.rootDead, m.blind
	s.noMoveLoses = m.noMoveLoses
	s.histLen = m.histLen
	copy(s.keys[:m.histLen+1], m.keys[:m.histLen+1])
	s.nroot, s.rootFirst = m.nroot, 0
	copy(s.root[:m.nroot], m.root[:m.nroot])
	s.stopFlag, s.cancelled = stop, done
	s.timed, s.nodeLimit = false, 0
	s.nodes, s.seldepth, s.stopped = 0, 0, false
	s.published.Store(0)
	s.ageHistory()
}

// helperLoop is a helper's iterative deepening: helper id starts at depth
// 1+id%2, so that the odd helpers run a ply ahead.
func (s *searcher) helperLoop(id, maxDepth int) {
	score := s.root[0].score
	for depth := 1 + id%2; depth <= maxDepth; depth++ {
		s.rootDepth = depth
		s.seldepth = 0
		sc := s.aspirationSearch(depth, score)
		if s.stopped {
			return
		}
		score = sc
		s.sortRoot()
	}
}
