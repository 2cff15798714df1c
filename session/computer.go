package session

import (
	"context"
	"sync"
	"time"

	"siegeworks/engine"
	"siegeworks/i18n"
	"siegeworks/rules"
)

// The built-in engine as a player: its searches for a move, for a hint, and on a draw offer.

// drawThreshold: the computer accepts a draw offer when its search scores its own
// position at this or worse (centipawns, its point of view): about a pawn down.
const drawThreshold = -100

// drawThinkTime is how long the computer weighs a draw offer.
const drawThinkTime = 300 * time.Millisecond

// thinkInterval throttles the "thinking…" updates.
const thinkInterval = 100 * time.Millisecond

// appHashMB is each engine's table in a session: half the command line's default, so that a
// game's two engines and the hint engine stay within the window's memory budget (README:
// memory); the app's searches last seconds, which such a table serves.
const appHashMB = 8

// maxSpareEngines bounds the engines kept for reuse.
const maxSpareEngines = 2

// Begin is part of Player: the engine searches the turn's position in the background.
func (c Computer) Begin(t *Turn) (cancel func()) { return t.s.searchMove(t, c.Level) }

// ConsiderDraw is part of DrawJudge: the engine searches the position briefly and accepts
// when it stands at drawThreshold or worse.
func (Computer) ConsiderDraw(o *Offer) (cancel func()) { return o.s.weighDrawOffer(o) }

// searchMove starts the computer's search for the turn's move.
func (s *Session) searchMove(t *Turn, level int) (cancel func()) {
	side := t.side
	eng := s.engines.forSide(side, level, s.Seed)
	var lim engine.Limits
	switch {
	case s.AILimits != nil:
		lim = s.AILimits(level)
	case t.Clocked():
		lim = engine.Limits{WTime: t.WTime, BTime: t.BTime, WInc: t.Inc, BInc: t.Inc} // it plays on its clock
	}
	delay := time.Duration(0)
	if s.Watching() {
		delay = s.WatchDelay
	}
	pos := t.Position()
	info := throttled(t.Think)
	threads := max(s.Threads, 1)
	var job *searchJob
	s.run(eng, &job, func(ctx context.Context) engine.Result {
		start := time.Now()
		eng.SetLevel(level) // here: it waits for a cancelled search to finish
		eng.SetThreads(threads)
		res := eng.Search(ctx, pos, lim, info)
		if wait := delay - time.Since(start); wait > 0 {
			select {
			case <-ctx.Done():
			case <-time.After(wait):
			}
		}
		return res
	}, func(res engine.Result) {
		if !t.current() {
			return
		}
		// The finished report carries the depth of the search that chose the move (the
		// progress reports may stop at an iteration that did not complete).
		done := ThinkInfo{Side: side, Depth: res.Depth, Score: res.Score, Mate: res.Mate}
		if side == rules.Black {
			done.Score, done.Mate = -done.Score, -done.Mate
		}
		s.emit(Event{Kind: EvThinking, Think: done})
		if res.Move == rules.NoMove {
			s.jobs.endTurn()
			return
		}
		_ = s.play(res.Move, true)
	})
	s.emit(Event{Kind: EvThinking, Think: ThinkInfo{Active: true, Side: side}})
	return func() { job.stop() }
}

// throttled passes on at most one progress report every thinkInterval.
func throttled(report func(engine.Info)) func(engine.Info) {
	var mu sync.Mutex
	var last time.Time
	return func(in engine.Info) {
		mu.Lock()
		now := time.Now()
		if now.Sub(last) < thinkInterval {
			mu.Unlock()
			return
		}
		last = now
		mu.Unlock()
		report(in)
	}
}

// CanHint reports whether a hint can be asked for now.
// No hints in a game with a person elsewhere: the engine would play for the person here.
func (s *Session) CanHint() bool { return s.HumanToMove() && s.jobs.hint == nil && !s.remoteGame() }

// Hint starts a short full-strength search for the person to move, on every core; the move
// comes back as EvHint.
func (s *Session) Hint() bool {
	if !s.CanHint() {
		return false
	}
	eng := s.engines.hintEngine(s.Seed)
	pos := s.game.Position().Clone()
	lim := s.HintLimits
	s.run(eng, &s.jobs.hint, func(ctx context.Context) engine.Result {
		return eng.Hint(ctx, pos, lim, nil)
	}, func(res engine.Result) {
		if res.Move != rules.NoMove && !s.Browsing() {
			s.emit(Event{Kind: EvHint, Move: res.Move})
		}
	})
	return true
}

// weighDrawOffer lets the computer decide on a draw offer: it searches the present
// position briefly and accepts when it stands at drawThreshold or worse.
func (s *Session) weighDrawOffer(o *Offer) (cancel func()) {
	eng := s.engines.hintEngine(s.Seed)
	pos := o.Position()
	var job *searchJob
	s.run(eng, &job, func(ctx context.Context) engine.Result {
		return eng.Hint(ctx, pos, engine.Limits{MoveTime: drawThinkTime}, nil)
	}, func(res engine.Result) {
		score := res.Score
		if pos.SideToMove() != o.To {
			score = -score
		}
		o.Answer(score <= drawThreshold, i18n.L("The computer declines the draw offer."))
	})
	return func() { job.stop() }
}

// enginePool keeps the session's engines: one per side while a game lasts, the hint
// engine, and the engines of earlier games for reuse. Reusing them keeps the memory of a
// long session flat: each engine holds a table, and a new one for every game left the heap
// growing for the collector to catch up with.
type enginePool struct {
	bySide  [2]*engine.Engine
	spare   []*engine.Engine              // engines of earlier games, for reuse
	lastJob map[*engine.Engine]*searchJob // the latest search each engine ran
	hint    *engine.Engine
}

// used records that job runs on e.
func (p *enginePool) used(e *engine.Engine, job *searchJob) {
	if p.lastJob == nil {
		p.lastJob = map[*engine.Engine]*searchJob{}
	}
	p.lastJob[e] = job
}

// forSide is the engine that plays side c in this game.
func (p *enginePool) forSide(c rules.Color, level int, seed uint64) *engine.Engine {
	if p.bySide[c] == nil {
		p.bySide[c] = p.idle(seed)
		p.bySide[c].SetLevel(level)
		p.bySide[c].SetSeed(seed + uint64(c))
	}
	return p.bySide[c]
}

// idle is an engine no search is using, with a fresh game: one of the earlier games' when
// its search has finished, else a new one.
func (p *enginePool) idle(seed uint64) *engine.Engine {
	for i, e := range p.spare {
		if job := p.lastJob[e]; job == nil || job.finished() {
			p.spare = append(p.spare[:i], p.spare[i+1:]...)
			delete(p.lastJob, e)
			e.NewGame()
			return e
		}
	}
	return engine.New(engine.Options{Level: engine.MaxLevel, HashMB: appHashMB, Seed: seed})
}

// retire hands the game's engines back for later games (Start calls it).
func (p *enginePool) retire() {
	for c, e := range p.bySide {
		if e != nil {
			p.spare = append(p.spare, e)
		}
		p.bySide[c] = nil
	}
	// Engines whose searches never finish are not kept for ever.
	for len(p.spare) > maxSpareEngines {
		delete(p.lastJob, p.spare[0])
		p.spare = p.spare[1:]
	}
}

func (p *enginePool) hintEngine(seed uint64) *engine.Engine {
	if p.hint == nil {
		p.hint = engine.New(engine.Options{Level: engine.MaxLevel, HashMB: appHashMB, Seed: seed, Threads: engine.DefaultThreads()})
	}
	return p.hint
}
