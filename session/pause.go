package session

// Pausing a game against the computer: its clock stands still and it does not think until
// the person resumes.

// CanPause tells whether a person here may pause the game now: a game in progress against
// the computer that is not paused already.
func (s *Session) CanPause() bool {
	c, ok := s.LocalSide()
	return ok && IsComputer(s.players[c.Other()]) && !s.game.Over() && !s.clock.paused
}

// Paused tells whether the game is paused.
func (s *Session) Paused() bool { return s.clock.paused }

// Pause stops the clock and the computer's thinking; it reports whether it paused.
func (s *Session) Pause() bool {
	if !s.CanPause() {
		return false
	}
	s.stopClock()
	s.clock.paused = true
	s.stopTurn()
	s.emit(Event{Kind: EvPaused})
	return true
}

// Resume goes on with a paused game: the clock runs again and the computer, if it is to
// move, thinks.
func (s *Session) Resume() {
	if !s.clock.paused {
		return
	}
	s.clock.paused = false
	s.clock.turnStart = s.clockNow()
	s.emit(Event{Kind: EvPaused})
	s.beginTurn()
}
