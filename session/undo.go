package session

import "siegeworks/rules"

// Taking moves back, replaying them, the file the game is in, and the game that a new one
// replaced.

// undoTarget is the ply an undo goes back to: the last earlier ply where a person is to
// move (the previous ply when both sides are people); -1 when there is none.
func (s *Session) undoTarget() int {
	if s.Watching() || s.remoteGame() { // at a distance a move is taken back by agreement
		return -1
	}
	for i := s.game.Ply() - 1; i >= 0; i-- {
		if IsLocal(s.players[s.sideAt(i)]) {
			return i
		}
	}
	return -1
}

// CanUndo reports whether Undo would take any move back.
func (s *Session) CanUndo() bool { return s.undoTarget() >= 0 }

// Undo takes back moves to the previous turn of a person, cancelling the other player's
// turn if it is choosing a move.
func (s *Session) Undo() bool {
	target := s.undoTarget()
	if target < 0 {
		return false
	}
	s.stopTurn()
	s.premove = rules.NoMove
	for s.game.Ply() > target {
		s.game.Undo()
	}
	s.changed(false)
	s.resetClocks() // each side gets back the time it had at that point
	s.emit(Event{Kind: EvReset})
	s.beginTurn()
	return true
}

// CanRedo reports whether Redo would replay anything.
func (s *Session) CanRedo() bool {
	return s.game.CanRedo() && !s.Watching() && !s.game.Over() && !s.remoteGame()
}

// Redo replays undone moves up to the next turn of a person.
func (s *Session) Redo() bool {
	if !s.CanRedo() {
		return false
	}
	s.stopTurn()
	s.premove = rules.NoMove
	s.game.Redo()
	for s.game.CanRedo() && !s.game.Over() && !IsLocal(s.players[s.ToMove()]) {
		s.game.Redo()
	}
	s.changed(false)
	s.resetClocks()
	s.emit(Event{Kind: EvReset})
	if s.game.Over() {
		s.emit(Event{Kind: EvEnded})
		return true
	}
	s.beginTurn()
	return true
}

// File is where the game lives on disk: the path Save writes to ("" until it is saved or
// opened) and the game's PGN as it was last saved or opened ("" when it is in no file).
type File struct {
	Path, SavedPGN string
}

// File is the file the game is in.
func (s *Session) File() File { return s.file }

// SetFile records that the game is in a file (path "" for none) and that the file holds the
// game as it stands now.
func (s *Session) SetFile(path string) {
	s.file = File{Path: path}
	if path != "" {
		s.file.SavedPGN = s.PGN()
	}
}

// MarkSaved records that the game as it stands is in its file.
func (s *Session) MarkSaved() { s.file.SavedPGN = s.PGN() }

// Unsaved tells whether a game in progress would be lost by replacing it: it has moves, is
// not over, and differs from what was last saved or opened.
func (s *Session) Unsaved() bool {
	return s.game.Ply() > 0 && !s.game.Over() && s.PGN() != s.file.SavedPGN
}

// replaced are the games around a replacement: the one a new game replaced (Undo brings it
// back) and the new one that undo put away (Redo brings it back while the game it gave way
// to has not moved on: gen).
type replaced struct {
	previous, next *Previous
	gen            uint64
}

// Previous is a game that a new game, an opened or a pasted one replaced, kept so that
// Undo can bring it back.
type Previous struct {
	PGN  string
	File File
	// Flipped is the board's orientation then, which the window restores.
	Flipped bool
}

// Replace runs start, which starts another game, and keeps the game it replaced (when that
// had moves) for ReturnToPrevious. start reports false when it did not replace the game
// after all; flipped is the board's orientation now.
func (s *Session) Replace(flipped bool, start func() bool) bool {
	prev := &Previous{PGN: s.PGN(), File: s.file, Flipped: flipped}
	hadMoves := s.game.Ply() > 0
	if !start() {
		return false
	}
	if hadMoves {
		s.replaced.previous = prev
	}
	return true
}

// CanReturnToPrevious tells whether Undo now brings back the game a new one replaced: the
// game that replaced it has nothing left to undo.
func (s *Session) CanReturnToPrevious() bool { return s.replaced.previous != nil && !s.CanUndo() }

// ReturnToPrevious brings back the replaced game, with its file; the window restores the
// orientation it returns (flipped is the orientation now, kept for RedoNewGame).
func (s *Session) ReturnToPrevious(flipped bool) (*Previous, error) {
	p := s.replaced.previous
	if p == nil {
		return nil, nil
	}
	replacing := &Previous{PGN: s.PGN(), File: s.file, Flipped: flipped}
	if err := s.LoadPGN(p.PGN, false); err != nil {
		return nil, err
	}
	s.replaced.previous, s.replaced.next, s.replaced.gen = nil, replacing, s.gen
	s.file = p.File
	return p, nil
}

// CanRedoNewGame tells whether Redo now brings back the game ReturnToPrevious put away: the
// previous game has not moved on since.
func (s *Session) CanRedoNewGame() bool { return s.replaced.next != nil && s.replaced.gen == s.gen }

// RedoNewGame brings back the game ReturnToPrevious put away, the previous game one Undo
// away again; the window restores the orientation it returns.
func (s *Session) RedoNewGame(flipped bool) (*Previous, error) {
	if !s.CanRedoNewGame() {
		return nil, nil
	}
	n := s.replaced.next
	back := &Previous{PGN: s.PGN(), File: s.file, Flipped: flipped}
	if err := s.LoadPGN(n.PGN, false); err != nil {
		return nil, err
	}
	s.replaced.next, s.replaced.previous = nil, back
	s.file = n.File
	return n, nil
}
