package app

import (
	"context"
	"sync"
	"time"

	"siegeworks/engine"
	"siegeworks/rules"
)

// searchJob is one background search. The goroutine only reads its own copy of the
// position and posts its result; the session drops the result when the job is no longer
// the current one or the game has changed since (gen).
type searchJob struct {
	gen    uint64
	cancel context.CancelFunc
	eng    *engine.Engine
	done   chan struct{} // closed when the goroutine has finished
}

func (j *searchJob) stop() {
	if j == nil {
		return
	}
	j.cancel()
	j.eng.Stop()
}

// drawThreshold: the computer accepts a draw offer when its search scores its own
// position at this or worse (centipawns, its point of view): about a pawn down.
const drawThreshold = -100

// thinkInterval throttles the "thinking…" updates.
const thinkInterval = 100 * time.Millisecond

func (s *Session) engineFor(c rules.Color) *engine.Engine {
	if s.engines[c] == nil {
		s.engines[c] = s.idleEngine()
		s.engines[c].SetLevel(s.players[c].Level)
		s.engines[c].SetSeed(s.Seed + uint64(c))
	}
	return s.engines[c]
}

// idleEngine is an engine no search is using, with a fresh game: one of the session's
// earlier engines when its search has finished, else a new one. Reusing them keeps the
// memory of a long session flat: each engine holds a 16 MiB table, and a new one for every
// game left the heap growing for the collector to catch up with.
func (s *Session) idleEngine() *engine.Engine {
	for i, e := range s.spare {
		if job := s.lastJob[e]; job == nil || jobDone(job) {
			s.spare = append(s.spare[:i], s.spare[i+1:]...)
			delete(s.lastJob, e)
			e.NewGame()
			return e
		}
	}
	return engine.New(engine.Options{Level: 8, HashMB: appHashMB, Seed: s.Seed})
}

// retireEngines hands the game's engines back for later games (Start calls it).
func (s *Session) retireEngines() {
	for c, e := range s.engines {
		if e != nil {
			s.spare = append(s.spare, e)
		}
		s.engines[c] = nil
	}
	// Engines whose searches never finish are not kept for ever.
	for len(s.spare) > maxSpareEngines {
		delete(s.lastJob, s.spare[0])
		s.spare = s.spare[1:]
	}
}

// appHashMB is each engine's table in the app: half the command line's default, so that a
// game's two engines and the hint engine stay within the window's memory budget (README:
// memory); the app's searches last seconds, which such a table serves.
const appHashMB = 8

// maxSpareEngines bounds the engines kept for reuse.
const maxSpareEngines = 2

func jobDone(j *searchJob) bool {
	select {
	case <-j.done:
		return true
	default:
		return false
	}
}

func (s *Session) hintEngine() *engine.Engine {
	if s.hintEng == nil {
		s.hintEng = engine.New(engine.Options{Level: 8, HashMB: appHashMB, Seed: s.Seed})
	}
	return s.hintEng
}

// Thinking reports whether the computer is searching for its move.
func (s *Session) Thinking() bool { return s.ai != nil }

// run starts fn(ctx) in a goroutine and posts deliver(result) back unless the job was
// replaced or the game changed meanwhile.
func (s *Session) run(eng *engine.Engine, slot **searchJob, search func(ctx context.Context) engine.Result, deliver func(engine.Result)) *searchJob {
	ctx, cancel := context.WithCancel(context.Background())
	job := &searchJob{gen: s.gen, cancel: cancel, eng: eng, done: make(chan struct{})}
	*slot = job
	if s.lastJob == nil {
		s.lastJob = map[*engine.Engine]*searchJob{}
	}
	s.lastJob[eng] = job
	go func() {
		defer close(job.done)
		res := search(ctx)
		cancelled := ctx.Err() != nil
		s.post(func() {
			if *slot != job {
				return
			}
			*slot = nil
			job.cancel()
			if cancelled || job.gen != s.gen {
				return
			}
			deliver(res)
		})
	}()
	return job
}

// maybeStartAI starts the computer's search when it is to move at the present.
func (s *Session) maybeStartAI() {
	if s.ai != nil || s.game.Over() || s.Browsing() {
		return
	}
	side := s.ToMove()
	p := s.players[side]
	if !p.Computer {
		return
	}
	eng := s.engineFor(side)
	level := p.Level
	var lim engine.Limits
	switch {
	case s.AILimits != nil:
		lim = s.AILimits(p.Level)
	case s.clock.tc.On():
		lim = s.clockLimits() // the computer plays on its clock
	}
	delay := time.Duration(0)
	if s.Watching() {
		delay = s.WatchDelay
	}
	pos := s.game.Position().Clone()
	info := s.thinkReporter(side)
	s.run(eng, &s.ai, func(ctx context.Context) engine.Result {
		start := time.Now()
		eng.SetLevel(level) // here: it waits for a cancelled search to finish
		res := eng.Search(ctx, pos, lim, info)
		if wait := delay - time.Since(start); wait > 0 {
			select {
			case <-ctx.Done():
			case <-time.After(wait):
			}
		}
		return res
	}, func(res engine.Result) {
		// The finished report carries the depth of the search that chose the move (the
		// progress reports may stop at an iteration that did not complete).
		done := ThinkInfo{Side: side, Depth: res.Depth, Score: res.Score, Mate: res.Mate}
		if side == rules.Black {
			done.Score, done.Mate = -done.Score, -done.Mate
		}
		s.emit(Event{Kind: EvThinking, Think: done})
		if res.Move == rules.NoMove {
			return
		}
		_ = s.play(res.Move, true)
	})
	s.emit(Event{Kind: EvThinking, Think: ThinkInfo{Active: true, Side: side}})
}

// thinkReporter turns the engine's progress reports into throttled EvThinking events.
func (s *Session) thinkReporter(side rules.Color) func(engine.Info) {
	var mu sync.Mutex
	var last time.Time
	gen := s.gen
	return func(in engine.Info) {
		mu.Lock()
		now := time.Now()
		if now.Sub(last) < thinkInterval {
			mu.Unlock()
			return
		}
		last = now
		mu.Unlock()
		t := ThinkInfo{Active: true, Side: side, Depth: in.Depth, Score: in.Score, Mate: in.Mate}
		if side == rules.Black {
			t.Score, t.Mate = -t.Score, -t.Mate
		}
		s.post(func() {
			if s.ai != nil && s.ai.gen == gen && s.gen == gen {
				s.emit(Event{Kind: EvThinking, Think: t})
			}
		})
	}
}

func (s *Session) stopAI() {
	if s.ai == nil {
		return
	}
	side := s.ToMove()
	s.ai.stop()
	s.ai = nil
	s.emit(Event{Kind: EvThinking, Think: ThinkInfo{Side: side}})
}

func (s *Session) stopHint() {
	s.hint.stop()
	s.hint = nil
}

func (s *Session) stopOffer() {
	s.offer.stop()
	s.offer = nil
}

func (s *Session) stopAll() {
	s.stopAI()
	s.stopHint()
	s.stopOffer()
}

// CanHint reports whether a hint can be asked for now.
func (s *Session) CanHint() bool { return s.HumanToMove() && s.hint == nil }

// Hint starts a short full-strength search for the person to move; the move comes back
// as EvHint.
func (s *Session) Hint() bool {
	if !s.CanHint() {
		return false
	}
	eng := s.hintEngine()
	pos := s.game.Position().Clone()
	lim := s.HintLimits
	s.run(eng, &s.hint, func(ctx context.Context) engine.Result {
		return eng.Hint(ctx, pos, lim, nil)
	}, func(res engine.Result) {
		if res.Move != rules.NoMove && !s.Browsing() {
			s.emit(Event{Kind: EvHint, Move: res.Move})
		}
	})
	return true
}

// weighDrawOffer lets the computer playing side decide on a draw offer: it searches the
// present position briefly and accepts when it stands at drawThreshold or worse.
func (s *Session) weighDrawOffer(side rules.Color) {
	eng := s.hintEngine()
	pos := s.game.Position().Clone()
	s.run(eng, &s.offer, func(ctx context.Context) engine.Result {
		return eng.Hint(ctx, pos, engine.Limits{MoveTime: 300 * time.Millisecond}, nil)
	}, func(res engine.Result) {
		score := res.Score
		if pos.SideToMove() != side {
			score = -score
		}
		if score <= drawThreshold {
			_ = s.end(s.game.AgreeDraw())
			return
		}
		s.emit(Event{Kind: EvDrawDeclined, Text: "The computer declines the draw offer."})
	})
}
