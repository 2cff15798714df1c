package session

import (
	"time"

	"siegeworks/engine"
	"siegeworks/rules"
)

// Turn is one request to a player for a move: the position, the side, the clocks at the
// moment it began, and the way back into the session. It stays valid until the game
// changes; a move or report sent after that is dropped.
type Turn struct {
	s    *Session
	gen  uint64
	side rules.Color
	pos  *rules.Position
	// Clocks: each side's time left when the turn began (zero without a clock), and the
	// increment.
	WTime, BTime time.Duration
	Inc          time.Duration
	// OnRefused, when the player sets it in Begin, hears of a move the rules refused.
	OnRefused func(m rules.Move, err error)
}

func (s *Session) newTurn() *Turn {
	t := &Turn{s: s, gen: s.gen, side: s.ToMove(), pos: s.game.Position().Clone()}
	if s.clock.tc.On() {
		t.WTime, t.BTime = s.ClockLeft(rules.White), s.ClockLeft(rules.Black)
		t.Inc = s.clock.tc.Inc
	}
	return t
}

// Position is a copy of the position to move in; the player may keep and change it.
func (t *Turn) Position() *rules.Position { return t.pos.Clone() }

// Side is the side to move.
func (t *Turn) Side() rules.Color { return t.side }

// Ply is the number of moves played before this turn.
func (t *Turn) Ply() int { return t.pos.Ply() }

// Clocked tells whether the game has clocks.
func (t *Turn) Clocked() bool { return t.WTime > 0 || t.BTime > 0 }

// current tells, on the session's goroutine, whether the turn is still the game's.
func (t *Turn) current() bool {
	return t.s.jobs.turn == t && t.s.gen == t.gen && !t.s.game.Over()
}

// Move plays m as the turn's move. It may be called from any goroutine: the move is played
// on the session's goroutine, where a move for a turn that is over, or one the rules refuse,
// is dropped (the second is reported with the error to OnRefused, if set).
func (t *Turn) Move(m rules.Move) {
	t.s.post(func() {
		if !t.current() {
			return
		}
		if err := t.s.play(m, true); err != nil && t.OnRefused != nil {
			t.OnRefused(m, err)
		}
	})
}

// Think reports the player's progress for the "thinking…" line; from any goroutine.
func (t *Turn) Think(in engine.Info) {
	t.s.post(func() {
		if !t.current() {
			return
		}
		info := ThinkInfo{Active: true, Side: t.side, Depth: in.Depth, Score: in.Score, Mate: in.Mate}
		if t.side == rules.Black { // the engine scores for the side to move
			info.Score, info.Mate = -info.Score, -info.Mate
		}
		t.s.emit(Event{Kind: EvThinking, Think: info})
	})
}
