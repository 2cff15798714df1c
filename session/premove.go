package session

import (
	"siegeworks/i18n"
	"siegeworks/rules"
)

// The premove queue: a move a person makes while the other player chooses, played at once
// after the reply if it is still legal.

// PremoveSide is the side whose person may queue a premove now, if any: in a game between a
// person here and another player, while the other one chooses its move at the present.
func (s *Session) PremoveSide() (rules.Color, bool) {
	c, ok := s.LocalSide()
	ok = ok && !IsLocal(s.players[c.Other()])
	return c, ok && s.Thinking() && !s.Browsing() && !s.game.Over()
}

// Premove is the queued move (NoMove: none).
func (s *Session) Premove() rules.Move { return s.premove }

// QueuePremove queues m (NoMove cancels the queue).
func (s *Session) QueuePremove(m rules.Move) {
	if _, ok := s.PremoveSide(); !ok && m != rules.NoMove {
		return
	}
	s.premove = m
	s.emit(Event{Kind: EvPremove, Move: m})
}

// playPremove plays the queued move after the other player's reply, if it is still legal;
// it reports whether it played one.
func (s *Session) playPremove() bool {
	m := s.premove
	s.premove = rules.NoMove
	if m == rules.NoMove || !s.HumanToMove() {
		return false
	}
	if !s.game.Position().IsLegal(m) {
		s.emit(Event{Kind: EvPremove, Text: i18n.L("Your premove from {{.From}} to {{.To}} is not possible after the reply, so it was dropped.",
			i18n.Args{"From": m.From().String(), "To": m.To().String()})})
		return false
	}
	if err := s.play(m, false); err != nil {
		s.emit(Event{Kind: EvPremove, Text: i18n.L("Your premove was not played: {{.Why}}.", i18n.Args{"Why": err.Error()})})
		return false
	}
	return true
}
