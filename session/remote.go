package session

import (
	"errors"
	"time"

	"siegeworks/i18n"
	"siegeworks/rules"
)

// A person at another computer (Kind Remote) plays through more than a Turn: the two boards
// must follow each other, so what happens here is told to that player (Witness), and what
// that player does arrives through the methods below, on the session's goroutine. The
// person elsewhere keeps their own clock: their thinking time is measured on their machine
// and arrives with their move (Turn.MoveTimed), and only their machine lets their flag fall.

// A Witness is a player who must hear what is done at this end of the game. The session
// calls it on its own goroutine, after the change.
type Witness interface {
	// Moved tells of a move made here (ply is the game's length after it) and the thinking
	// time it was charged.
	Moved(ply int, m rules.Move, thought time.Duration)
	// Ended tells that the game ended here by a player's act: a resignation, an agreed
	// draw answered here, a claim, a flag fall of the side played here, an abandonment
	// claimed.
	Ended(r rules.Result, why rules.Reason)
	// DrawAnswered tells the person here's answer to the witness's draw offer.
	DrawAnswered(accept bool)
	// TakebackAnswered tells the person here's answer to the witness's takeback request.
	TakebackAnswered(accept bool)
}

// A TakebackJudge answers takeback requests itself (a person elsewhere, over the
// connection). With such an opponent Undo is not for one side to decide.
type TakebackJudge interface {
	ConsiderTakeback(r *TakebackRequest) (cancel func())
}

// IsRemote tells whether p is a person at another computer.
func IsRemote(p Player) bool { return p != nil && p.Kind() == Remote }

// remoteGame tells whether a person elsewhere plays a side.
func (s *Session) remoteGame() bool { return IsRemote(s.players[0]) || IsRemote(s.players[1]) }

// witness is the player who must hear what is done here, if any.
func (s *Session) witness() (Witness, rules.Color, bool) {
	for c, p := range s.players {
		if w, ok := p.(Witness); ok {
			return w, rules.Color(c), true
		}
	}
	return nil, rules.White, false
}

// MoveTimed plays m as the turn's move, charging the mover's clock with thought (measured on
// the mover's machine) instead of the time the turn took here. From any goroutine; a thought
// longer than the time the mover had is refused (their flag fell first).
func (t *Turn) MoveTimed(m rules.Move, thought time.Duration) {
	t.s.post(func() {
		if !t.current() {
			return
		}
		if err := t.s.playTimed(m, true, thought); err != nil && t.OnRefused != nil {
			t.OnRefused(m, err)
		}
	})
}

// tellMoved tells the witness of a move not made by it.
func (s *Session) tellMoved(mover rules.Color, m rules.Move, thought time.Duration) {
	if w, side, ok := s.witness(); ok && side != mover {
		w.Moved(s.game.Ply(), m, thought)
	}
}

// tellEnded tells the witness of an end decided here.
func (s *Session) tellEnded() {
	if w, _, ok := s.witness(); ok {
		r, why := s.game.Result()
		w.Ended(r, why)
	}
}

// Concede ends the game with side c's loss, for what a person elsewhere did or claimed:
// their resignation (rules.ReasonResignation), their flag fall (rules.ReasonTime; a draw when
// the other side could not mate), or, claimed here, their abandoning the game
// (rules.ReasonAbandoned). Nobody is told: it came from there, or the caller tells.
func (s *Session) Concede(c rules.Color, why rules.Reason) error {
	if s.game.Over() {
		return rules.ErrGameOver
	}
	s.stopClock()
	var err error
	switch why {
	case rules.ReasonResignation:
		err = s.game.Resign(c)
	case rules.ReasonTime:
		s.clock.left[c] = 0
		err = s.game.Forfeit(c)
	case rules.ReasonAbandoned:
		err = s.game.Abandon(c)
	default:
		err = errors.New("a game is conceded by resignation, time or abandonment")
	}
	return s.end(err)
}

// ClaimAbandoned ends the game, won by the person here, when the person elsewhere has left
// it (the window decides when that is); the person elsewhere is told if they come back.
func (s *Session) ClaimAbandoned() error {
	for c, p := range s.players {
		if IsRemote(p) {
			if err := s.Concede(rules.Color(c), rules.ReasonAbandoned); err != nil {
				return err
			}
			s.tellEnded()
			return nil
		}
	}
	return errors.New("nobody is playing from another computer")
}

// DrawClaimedThere ends the game drawn by the claim the person elsewhere made (threefold
// repetition, the 50-move rule), when the rules allow it here too.
func (s *Session) DrawClaimedThere() error {
	if _, ok := s.game.ClaimableDraw(); !ok {
		return errors.New(i18n.L("no draw can be claimed in this position"))
	}
	s.stopClock()
	return s.end(s.game.ClaimDraw())
}

// DrawOfferedBy puts a draw offer of the person elsewhere (side c) to the person here, who
// answers with AnswerDraw (EvDrawOffered).
func (s *Session) DrawOfferedBy(c rules.Color) {
	if s.game.Over() {
		return
	}
	s.asked.draw, s.asked.side = true, c
	s.emit(Event{Kind: EvDrawOffered, Side: c})
}

// AgreeDrawWithRemote ends the game drawn: the person elsewhere accepted an offer made here
// in a way that did not go through an Offer (a reconnection that found it accepted).
func (s *Session) AgreeDrawWithRemote() error {
	if s.game.Over() {
		return rules.ErrGameOver
	}
	s.stopClock()
	return s.end(s.game.AgreeDraw())
}

// TakebackRequest is a request to take back the requester's last move.
type TakebackRequest struct {
	s      *Session
	gen    uint64
	From   rules.Color // the side that asks
	Target int         // the ply the game goes back to
}

// Answer accepts or declines the request, from any goroutine; dropped when the game changed.
func (r *TakebackRequest) Answer(accept bool) {
	r.s.post(func() {
		s := r.s
		if s.gen != r.gen || s.jobs.takeback == nil {
			return
		}
		s.jobs.takeback = nil
		if accept {
			s.takeBackTo(r.Target)
		}
		s.emit(Event{Kind: EvTakebackAnswered, Side: r.From.Other(), Accept: accept})
	})
}

// takebackTarget is the ply a takeback for side c goes back to: before c's last move; -1
// when c has made none.
func (s *Session) takebackTarget(c rules.Color) int {
	for i := s.game.Ply() - 1; i >= 0; i-- {
		if s.sideAt(i) == c {
			return i
		}
	}
	return -1
}

// CanRequestTakeback tells whether the person here may ask the person elsewhere to take
// back their last move.
func (s *Session) CanRequestTakeback() bool {
	c, ok := s.LocalSide()
	_, judge := s.players[c.Other()].(TakebackJudge)
	return ok && judge && !s.game.Over() && s.jobs.takeback == nil && s.takebackTarget(c) >= 0
}

// RequestTakeback asks the person elsewhere to take back the last move made here; the answer
// comes as EvTakebackAnswered (and the game goes back when accepted).
func (s *Session) RequestTakeback() error {
	if !s.CanRequestTakeback() {
		return errors.New(i18n.L("no move can be taken back now"))
	}
	c, _ := s.LocalSide()
	judge := s.players[c.Other()].(TakebackJudge)
	r := &TakebackRequest{s: s, gen: s.gen, From: c, Target: s.takebackTarget(c)}
	s.jobs.takeback = func() {}
	if cancel := judge.ConsiderTakeback(r); cancel != nil {
		s.jobs.takeback = cancel
	}
	return nil
}

// TakebackRequestedBy puts a takeback request of the person elsewhere (side c) to the person
// here, who answers with AnswerTakeback (EvTakebackRequested). It reports false when c has
// no move to take back.
func (s *Session) TakebackRequestedBy(c rules.Color) bool {
	if s.game.Over() || s.takebackTarget(c) < 0 {
		return false
	}
	s.asked.takeback, s.asked.side = true, c
	s.emit(Event{Kind: EvTakebackRequested, Side: c})
	return true
}

// AnswerTakeback is the person here's answer to a takeback request from elsewhere.
func (s *Session) AnswerTakeback(accept bool) {
	if !s.asked.takeback {
		return
	}
	c := s.asked.side
	s.asked.takeback = false
	if accept {
		if target := s.takebackTarget(c); target >= 0 {
			s.takeBackTo(target)
		}
	}
	if w, _, ok := s.witness(); ok {
		w.TakebackAnswered(accept)
	}
}

// takeBackTo takes moves back to ply target, both clocks as they were then.
func (s *Session) takeBackTo(target int) {
	s.stopTurn()
	s.premove = rules.NoMove
	for s.game.Ply() > target {
		s.game.Undo()
	}
	s.game.ClearRedo()
	s.changed(false)
	s.resetClocks()
	s.emit(Event{Kind: EvReset})
	s.beginTurn()
}

// TakebackAsked tells whether the person elsewhere waits for an answer to a takeback
// request.
func (s *Session) TakebackAsked() bool { return s.asked.takeback }

// TakebackPending tells whether the person here is waiting for an answer to a takeback
// request.
func (s *Session) TakebackPending() bool { return s.jobs.takeback != nil }

// HoldClocks stops both clocks while the connection to the person elsewhere is down, and
// ReleaseClocks starts them again once it is back (a house rule: nobody is charged for
// the time two computers cannot talk, and a flag cannot fall on a machine that cannot
// hear the move that would have saved it). Moves may still be made meanwhile.
func (s *Session) HoldClocks() {
	if !s.remoteGame() || s.clock.held {
		return
	}
	s.stopClock()
	s.clock.held = true
}

// ReleaseClocks: see HoldClocks.
func (s *Session) ReleaseClocks() {
	if !s.clock.held {
		return
	}
	s.clock.held = false
	s.clock.turnStart = s.clockNow()
}

// ClocksHeld tells whether the clocks stand still for a connection that is down.
func (s *Session) ClocksHeld() bool { return s.clock.held }
