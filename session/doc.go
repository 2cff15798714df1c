// Package session is one game being played, without any user interface: the game record,
// who plays each side, the clocks, whose turn it is, undo and redo, the premove queue, the
// game's PGN and its autosave. The window shows a Session and reports what a person does;
// the Session tells it what changed through events.
//
//	s := session.New(fyne.Do) // results of background work come back through post
//	stop := s.Listen(func(e session.Event) { ... }) // EvMoved, EvReset, EvEnded, ...
//	s.Start(rules.NewGame(rules.TurretChess), [2]session.Player{session.Human{}, session.NewComputer(4)}, nil)
//	err := s.PlayHuman(m) // a move made on the board; the computer answers by itself
//
// A side is played by a Player: a person at this computer (Human), the built-in engine
// (Computer), or a person elsewhere (a third implementation outside this package). When a
// player who chooses its own moves is to move, the session calls its Begin with a Turn;
// the player answers with Turn.Move from any goroutine, and the session plays the move on
// its own goroutine if the turn is still current. Draw offers to such a player go through
// DrawJudge in the same way.
//
// Every method runs on one goroutine, the one post runs functions on; the session never
// blocks it. The package imports rules and engine, never a user interface.
package session
