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
	wasPremoving := b.premoving()
	carry, drag := b.carried()
	b.premoveOn, b.premoveSide = on, side
	b.premovePos = nil
	if !on {
		b.premove = rules.NoMove
	}
	if wasPremoving && !b.premoving() {
		// A premove's pick-up waits for the player's turn; a normal one stays as it is.
		b.sel, b.preview = nil, nil
		b.abandonDrag()
		b.carry = carry
		if drag != nil {
			b.drag = drag
		}
	}
	b.updateStatic()
	b.resumeCarry()
	b.Refresh()
}

// carried is the piece picked up for a premove, and its drag if one is going on: what a
// change of position or of mode hands on to the player's own turn (NoSquare and nil when
// nothing was picked up for a premove).
func (b *Board) carried() (rules.Square, *dragState) {
	if b.carry != rules.NoSquare {
		return b.carry, b.activeDrag()
	}
	if !b.premoving() || b.sel == nil {
		return rules.NoSquare, nil
	}
	return b.sel.from, b.activeDrag()
}

// activeDrag is the drag going on, if it is not being ignored.
func (b *Board) activeDrag() *dragState {
	if b.drag == nil || b.drag.ignored {
		return nil
	}
	return b.drag
}

// resumeCarry picks the carried piece up again once the board takes the player's input —
// as long as it still stands there; a drag of it goes on.
func (b *Board) resumeCarry() {
	if b.carry == rules.NoSquare || b.work == nil || !b.acceptsInput() {
		return // not the player's turn yet: keep waiting (a new game or undo drops it)
	}
	sq := b.carry
	b.carry = rules.NoSquare
	if canPickUp(b.input(), sq) {
		b.sel = pickUp(b.input(), sq)
		b.updatePreview()
		return
	}
	b.abandonDrag()
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
