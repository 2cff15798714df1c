package widgets

import "siegeworks/rules"

// SetPremoves lets the player queue a move for side while the other side (the computer) is
// to move: pieces of side can be picked up and moved as if it were their turn; the move is
// not played but handed to OnPremove and marked on the board. Turning it off (or showing
// another position) drops the queued move from the board.
func (b *Board) SetPremoves(on bool, side rules.Color) {
	if b.premoveOn == on && b.premoveSide == side {
		return
	}
	b.premoveOn, b.premoveSide = on, side
	b.premovePos = nil
	if !on {
		b.premove = rules.NoMove
		b.sel, b.preview = nil, nil
		b.abandonDrag()
	}
	b.updateStatic()
	b.Refresh()
}

// Premove is the queued move, or rules.NoMove.
func (b *Board) Premove() rules.Move { return b.premove }

// premoving tells whether input queues premoves now.
func (b *Board) premoving() bool {
	return b.premoveOn && !b.interactive && b.work != nil && b.work.SideToMove() != b.premoveSide
}

// input is the position the player's picking and moving works on: the position shown, or
// for a premove the same board with the player's side to move.
func (b *Board) input() *rules.Position {
	if !b.premoving() {
		return b.work
	}
	if b.premovePos == nil {
		b.premovePos = b.work.Clone()
		b.premovePos.MakeNullMove()
	}
	return b.premovePos
}

// setPremove queues (or, with NoMove, cancels) a premove and tells the app.
func (b *Board) setPremove(m rules.Move) {
	b.premove = m
	b.updateStatic()
	b.Refresh()
	if b.OnPremove != nil {
		b.OnPremove(m)
	}
}
