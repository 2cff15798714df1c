package session

import (
	"errors"

	"siegeworks/i18n"
	"siegeworks/rules"
)

// Ending a game by agreement, claim or resignation.

// ClaimableDraw is the draw the person to move may claim now.
func (s *Session) ClaimableDraw() (rules.Reason, bool) {
	if !s.HumanToMove() {
		return rules.ReasonNone, false
	}
	return s.game.ClaimableDraw()
}

// ClaimDraw ends the game by the claim of the person to move.
func (s *Session) ClaimDraw() error {
	if _, ok := s.ClaimableDraw(); !ok {
		return errors.New(i18n.L("no draw can be claimed now"))
	}
	s.stopClock()
	if err := s.end(s.game.ClaimDraw()); err != nil {
		return err
	}
	s.tellEnded()
	return nil
}

// CanResign reports whether a person here can resign now.
func (s *Session) CanResign() bool {
	_, ok := s.LocalSide()
	return ok && !s.game.Over()
}

// Resign ends the game with a loss for the person here: their side against another player,
// the side to move when two people here play.
func (s *Session) Resign() error {
	c, ok := s.LocalSide()
	if !ok {
		return errors.New(i18n.L("nobody here can resign: both sides are computers"))
	}
	s.stopClock()
	if err := s.end(s.game.Resign(c)); err != nil {
		return err
	}
	s.tellEnded()
	return nil
}

// end follows a game ended by a player (err, if any, says why it could not end): the
// clocks stop where they were, the other player's turn ends.
func (s *Session) end(err error) error {
	if err != nil {
		return err
	}
	s.stopTurn()
	s.premove = rules.NoMove
	s.changed(false)
	s.emit(Event{Kind: EvReset})
	s.emit(Event{Kind: EvEnded})
	return nil
}

// Offer is a draw offer put to a player who answers it on their own (a DrawJudge).
type Offer struct {
	s    *Session
	gen  uint64
	From rules.Color // the side that offers
	To   rules.Color // the side asked
	pos  *rules.Position
}

// Position is a copy of the position the offer is made in.
func (o *Offer) Position() *rules.Position { return o.pos.Clone() }

// Answer accepts or declines the offer; reason says why it was declined ("" for none). It
// may be called from any goroutine and is dropped when the game has changed since.
func (o *Offer) Answer(accept bool, reason string) {
	o.s.post(func() {
		s := o.s
		if s.gen != o.gen || s.game.Over() || s.jobs.offer == nil {
			return
		}
		s.jobs.offer = nil
		if accept {
			s.stopClock()
			_ = s.end(s.game.AgreeDraw())
			return
		}
		s.emit(Event{Kind: EvDrawDeclined, Side: o.To, Text: reason})
	})
}

// CanOfferDraw reports whether a person here can offer a draw now.
func (s *Session) CanOfferDraw() bool { return s.CanResign() && s.jobs.offer == nil }

// OfferDraw offers a draw from the person here (see Resign for which side). An opponent
// who answers on their own (the computer, a person elsewhere) does so in the background:
// the game ends, or EvDrawDeclined follows. A person here is asked with EvDrawOffered.
func (s *Session) OfferDraw() error {
	c, ok := s.LocalSide()
	if !ok || s.game.Over() {
		return errors.New(i18n.L("no draw can be offered now"))
	}
	judge, ok := s.players[c.Other()].(DrawJudge)
	if !ok {
		s.emit(Event{Kind: EvDrawOffered, Side: c})
		return nil
	}
	o := &Offer{s: s, gen: s.gen, From: c, To: c.Other(), pos: s.game.Position().Clone()}
	s.jobs.offer = func() {}
	if cancel := judge.ConsiderDraw(o); cancel != nil {
		s.jobs.offer = cancel
	}
	return nil
}

// AnswerDraw is a person's answer to a draw offer; an offer from a person elsewhere hears
// the answer.
func (s *Session) AnswerDraw(accept bool) error {
	if s.asked.draw {
		s.asked.draw = false
		if w, _, ok := s.witness(); ok && !s.game.Over() {
			w.DrawAnswered(accept)
		}
	}
	if !accept || s.game.Over() {
		return nil
	}
	s.stopClock()
	return s.end(s.game.AgreeDraw())
}
