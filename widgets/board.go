// Package widgets holds Siegeworks' custom Fyne widgets.
package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"siegeworks/rules"
)

// Board draws a position of any variant: the 8x8 board or the 68-square Gustavian board,
// coordinates on the edges, Catapult markers under the pieces and the pieces themselves.
// It keeps its squares square and centres itself in whatever space it is given.
//
// Like every Fyne widget, a Board is changed from the Fyne goroutine only.
type Board struct {
	widget.BaseWidget

	// OnMove is called on the UI goroutine when the user completes a legal move by
	// click-click or drag-and-drop (promotion already chosen).
	OnMove func(m rules.Move)
	// OnStatus gets a short sentence for the status line: why a drop was refused
	// (from rules.Position.WhyIllegal), or "" to clear it.
	OnStatus func(msg string)
	// ChoosePromotion is called when a move needs a promotion choice. The app shows a
	// picker and calls done(kind), or done(rules.NoKind) to cancel (the piece snaps back).
	// When nil, the board takes choices[0] (the queen).
	ChoosePromotion func(choices []rules.Kind, c rules.Color, done func(rules.Kind))

	pos     *rules.Position
	model   boardModel
	flipped bool

	interactive bool
	showLegal   bool
	animations  bool
	hint        rules.Move
}

// NewBoard makes a board showing pos; nil shows an empty 8x8 board.
func NewBoard(pos *rules.Position) *Board {
	b := &Board{pos: pos, model: modelOf(pos), interactive: true, showLegal: true, animations: true}
	b.ExtendBaseWidget(b)
	return b
}

// SetPosition shows another position. The board takes a snapshot: call it again after the
// position changes.
func (b *Board) SetPosition(pos *rules.Position) {
	b.pos = pos
	b.model = modelOf(pos)
	b.Refresh()
}

// Shown is the position last given to the board.
func (b *Board) Shown() *rules.Position { return b.pos }

// Flip turns the board round.
func (b *Board) Flip() { b.SetFlipped(!b.flipped) }

// SetFlipped shows the board from Black's side (a1 at the top right) when flipped is true.
func (b *Board) SetFlipped(flipped bool) {
	if b.flipped == flipped {
		return
	}
	b.flipped = flipped
	b.Refresh()
}

// Flipped tells whether Black's side is at the bottom.
func (b *Board) Flipped() bool { return b.flipped }

// SquareAt is the square under a point in the board's own coordinates; ok is false off the
// board and on the missing squares of the Gustavian board.
func (b *Board) SquareAt(p fyne.Position) (sq rules.Square, ok bool) {
	if b.pos == nil {
		return rules.NoSquare, false
	}
	l := newLayout(b.Size(), &b.model, b.flipped)
	file, rank, ok := l.squareAt(p)
	if !ok {
		return rules.NoSquare, false
	}
	sq = rules.SquareAt(file, rank)
	if !b.pos.Variant().Geometry().Contains(sq) {
		return rules.NoSquare, false
	}
	return sq, true
}

// CreateRenderer is part of fyne.Widget.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	r := &boardRenderer{board: b}
	r.rebuild()
	return r
}
