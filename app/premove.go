package app

import "siegeworks/rules"

// onPremove takes a move queued on the board while the computer thinks (NoMove: cancelled).
func (u *ui) onPremove(m rules.Move) {
	u.premove = m
	if m == rules.NoMove {
		u.setStatus("Premove cancelled.")
		return
	}
	pos := u.sess.Game().Position().Clone()
	pos.MakeNullMove()
	u.setStatus("Premove queued — " + pos.Describe(m) + " — played as soon as the computer has moved (click elsewhere to cancel).")
}

// playPremove plays the queued move after the computer's reply, if it is still legal.
func (u *ui) playPremove() {
	m := u.premove
	u.premove = rules.NoMove
	if m == rules.NoMove || !u.sess.HumanToMove() {
		return
	}
	pos := u.sess.Game().Position()
	if !pos.IsLegal(m) {
		u.setStatus("Your premove from " + m.From().String() + " to " + m.To().String() + " is not possible after the reply, so it was dropped.")
		return
	}
	if err := u.sess.PlayHuman(m); err != nil {
		u.setStatus("Your premove was not played: " + err.Error() + ".")
	}
}

// updatePremoves lets the person queue a move on the board while the computer thinks, in a
// game between a person and the computer.
func (u *ui) updatePremoves() {
	s := u.sess
	human, one := s.humanSide()
	one = one && s.Player(human.Other()).Computer
	u.board.SetPremoves(one && s.Thinking() && !s.Browsing() && !s.Game().Over(), human)
}
