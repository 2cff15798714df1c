package session

import (
	"context"

	"siegeworks/engine"
)

// jobs are what runs in the background for a session: the turn of a player who chooses
// its own moves, and the searches beside the game (a hint, weighing a draw offer).
type jobs struct {
	turn   *Turn  // the turn a player other than a person here is choosing
	cancel func() // ends that turn early
	hint   *searchJob
	offer  func() // cancels weighing a draw offer
	// takeback cancels waiting for the answer to a takeback request made here.
	takeback func()
}

// endTurn forgets the current turn once its move is played.
func (j *jobs) endTurn() { j.turn, j.cancel = nil, nil }

// stopTurn ends the current turn early.
func (j *jobs) stopTurn() {
	if j.cancel != nil {
		j.cancel()
	}
	j.endTurn()
}

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

func (j *searchJob) finished() bool {
	select {
	case <-j.done:
		return true
	default:
		return false
	}
}

// run starts search in a goroutine on eng and posts deliver(result) back unless the job
// was replaced in *slot or the game changed meanwhile.
func (s *Session) run(eng *engine.Engine, slot **searchJob, search func(ctx context.Context) engine.Result, deliver func(engine.Result)) *searchJob {
	ctx, cancel := context.WithCancel(context.Background())
	job := &searchJob{gen: s.gen, cancel: cancel, eng: eng, done: make(chan struct{})}
	*slot = job
	s.engines.used(eng, job)
	go func() {
		res := search(ctx)
		cancelled := ctx.Err() != nil
		// The engine is free before the result is delivered, so that whoever acts on the
		// result (a new game, say) can reuse it at once.
		close(job.done)
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

// beginTurn asks the side to move for its move when the game is on at the present.
func (s *Session) beginTurn() {
	if s.jobs.turn != nil || s.game.Over() || s.clock.paused {
		return
	}
	p := s.players[s.ToMove()]
	if IsLocal(p) || s.Browsing() && !IsRemote(p) { // a person elsewhere plays on while one here looks back
		return
	}
	t := s.newTurn()
	s.jobs.turn = t
	s.jobs.cancel = p.Begin(t)
}

// Thinking reports whether another player — the computer, a person elsewhere — is choosing
// its move.
func (s *Session) Thinking() bool { return s.jobs.turn != nil }

// stopTurn ends the turn of the player choosing a move, if any.
func (s *Session) stopTurn() {
	if s.jobs.turn == nil {
		return
	}
	side := s.jobs.turn.side
	s.jobs.stopTurn()
	s.emit(Event{Kind: EvThinking, Think: ThinkInfo{Side: side}})
}

func (s *Session) stopHint() {
	s.jobs.hint.stop()
	s.jobs.hint = nil
}

func (s *Session) stopOffer() {
	if s.jobs.offer != nil {
		s.jobs.offer()
	}
	s.jobs.offer = nil
}

func (s *Session) stopTakeback() {
	if s.jobs.takeback != nil {
		s.jobs.takeback()
	}
	s.jobs.takeback = nil
}

// stopAside stops the searches and questions beside the game: they were about the game as
// it was.
func (s *Session) stopAside() {
	s.stopHint()
	s.stopOffer()
	s.stopTakeback()
	s.asked = remoteQuestions{}
}

func (s *Session) stopAll() {
	s.stopTurn()
	s.stopAside()
}
