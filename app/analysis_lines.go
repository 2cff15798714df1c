package app

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The analysis board's best lines: each a button that plays the line's first move. A line
// shows as many whole moves as its row has room for, then "…" (it was cut mid-move at the
// panel's edge); a row stays in its place, empty, while no line is known (the panel below
// it jumped up and down at every step through the game).

// maxLineWords is the most of a line shown however wide the panel: the moves, with their
// numbers.
const maxLineWords = 12

// engineLine is one line's row: the button and the whole text it shortens to fit.
type engineLine struct {
	button *widget.Button
	text   string // the score and the moves; "" while no line is known
	width  float32
}

// newEngineLine makes an empty line's row; tapped plays the line's first move.
func newEngineLine(b *widget.Button) *engineLine {
	b.Alignment = widget.ButtonAlignLeading
	b.Importance = widget.LowImportance
	b.Hide()
	return &engineLine{button: b}
}

// view is the row to put in the panel.
func (l *engineLine) view() fyne.CanvasObject { return container.New(l, l.button) }

// set shows a line's score and moves ("" empties the row, keeping its place).
func (l *engineLine) set(score, moves string) {
	l.text = ""
	if score != "" {
		if words := strings.Fields(moves); len(words) > maxLineWords {
			moves = strings.Join(words[:maxLineWords], " ") + " …"
		}
		l.text = score + "   " + moves
	}
	// An empty row keeps its height (MinSize) with its button hidden: nothing to press.
	l.button.Hidden = l.text == ""
	l.fit()
	l.button.Refresh()
}

// fit shows the line shortened to the row's width: whole moves, never a move number
// without its move, and "…" where moves were left out.
func (l *engineLine) fit() {
	b := l.button
	shown := l.text
	if l.width > 0 && shown != "" {
		style := fyne.TextStyle{Bold: true}
		measure := func(s string) float32 { return fyne.MeasureText(s, theme.TextSize(), style).Width }
		overhead := b.MinSize().Width - measure(b.Text)
		words := strings.Fields(strings.TrimSuffix(l.text, " …"))
		for measure(shown)+overhead > l.width && len(words) > 2 {
			words = words[:len(words)-1]
			for len(words) > 2 && strings.HasSuffix(words[len(words)-1], ".") {
				words = words[:len(words)-1] // a move number without its move
			}
			shown = words[0] + "   " + strings.Join(words[1:], " ") + " …"
		}
	}
	if b.Text != shown {
		b.SetText(shown)
	}
}

// Layout is part of fyne.Layout: the button fills the row and its text is fitted to it.
func (l *engineLine) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if size.Width != l.width {
		l.width = size.Width
		l.fit()
	}
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// MinSize is part of fyne.Layout: a row is as high as a button and asks for no width (the
// text shortens to the room there is).
func (l *engineLine) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(0, l.button.MinSize().Height)
}
