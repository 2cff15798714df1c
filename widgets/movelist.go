package widgets

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/rules"
)

// MoveList shows a game's moves in numbered rows of a White and a Black move. Tapping a
// move calls OnSelect with the ply after it (1 for the first move); the current ply is
// highlighted. It scrolls, so long games are fine.
//
// Like every Fyne widget, a MoveList is changed from the Fyne goroutine only.
type MoveList struct {
	widget.BaseWidget

	// OnSelect is called with the ply after the tapped move.
	OnSelect func(ply int)

	sans        []string
	firstNumber int
	blackFirst  bool
	current     int
	list        *widget.List
	figures     lineFigures // for the pictures of the pieces (Look.Figurines)
}

// NewMoveList makes an empty move list.
func NewMoveList() *MoveList {
	l := &MoveList{firstNumber: 1}
	l.list = widget.NewList(l.rows, l.createRow, l.updateRow)
	l.list.HideSeparators = true
	l.ExtendBaseWidget(l)
	moveLists.add(l)
	return l
}

// SetLine shows the moves played from start: sans are their display notation (moves[i]'s
// may carry a review's mark). The numbers follow start; with the look's figurines the
// pieces the moves name are drawn as pictures, which the positions tell.
func (l *MoveList) SetLine(start *rules.Position, moves []rules.Move, sans []string) {
	l.show(sans, start.FullmoveNumber(), start.SideToMove() == rules.Black, start, moves)
}

// SetMoves shows a line of moves in display notation. firstNumber is the move number of
// the first move; blackFirst says that Black made it (a game set up with Black to move).
// Without the positions (see SetLine) the pieces keep their letters, figurines or not.
func (l *MoveList) SetMoves(sans []string, firstNumber int, blackFirst bool) {
	l.show(sans, firstNumber, blackFirst, nil, nil)
}

func (l *MoveList) show(sans []string, firstNumber int, blackFirst bool, start *rules.Position, moves []rules.Move) {
	l.figures.set(start, moves)
	l.sans = append(l.sans[:0], sans...)
	l.firstNumber = max(firstNumber, 1)
	l.blackFirst = blackFirst
	if l.current > len(l.sans) {
		l.current = len(l.sans)
	}
	l.list.Refresh()
	l.scrollToCurrent()
}

// SetCurrent highlights the move that led to ply (0: none, the start position).
func (l *MoveList) SetCurrent(ply int) {
	ply = min(max(ply, 0), len(l.sans))
	if ply == l.current {
		return
	}
	l.current = ply
	l.list.Refresh()
	l.scrollToCurrent()
}

// Current is the highlighted ply.
func (l *MoveList) Current() int { return l.current }

// Len is the number of moves shown.
func (l *MoveList) Len() int { return len(l.sans) }

// Row is the text of row r as shown, e.g. "1.", "e4", "e5" (an empty string for a
// missing move).
func (l *MoveList) Row(r int) (number, white, black string) {
	number = strconv.Itoa(l.firstNumber+r) + "."
	if i := l.index(r, 0); i >= 0 {
		white = l.sans[i]
	} else if r == 0 && l.blackFirst {
		white = "…"
	}
	if i := l.index(r, 1); i >= 0 {
		black = l.sans[i]
	}
	return
}

// Select acts as if the move with index i (0-based) was tapped.
func (l *MoveList) Select(i int) {
	if i >= 0 && i < len(l.sans) && l.OnSelect != nil {
		l.OnSelect(i + 1)
	}
}

func (l *MoveList) offset() int {
	if l.blackFirst {
		return 1
	}
	return 0
}

// index is the move index in row r, column c (0 White, 1 Black), or -1.
func (l *MoveList) index(r, c int) int {
	i := 2*r + c - l.offset()
	if i < 0 || i >= len(l.sans) {
		return -1
	}
	return i
}

func (l *MoveList) rows() int {
	if len(l.sans) == 0 {
		return 0 // no "1. …" row for a game that starts with Black and has no moves yet
	}
	return (len(l.sans) + l.offset() + 1) / 2
}

func (l *MoveList) scrollToCurrent() {
	if l.current == 0 {
		l.list.ScrollToTop()
		return
	}
	l.list.ScrollTo((l.current - 1 + l.offset()) / 2)
}

func (l *MoveList) createRow() fyne.CanvasObject {
	num := canvas.NewText("", theme.Color(theme.ColorNameForeground))
	num.Alignment = fyne.TextAlignTrailing
	return &fyne.Container{Layout: rowLayout{l}, Objects: []fyne.CanvasObject{num, newMoveCell(), newMoveCell()}}
}

func (l *MoveList) updateRow(r widget.ListItemID, o fyne.CanvasObject) {
	c := o.(*fyne.Container)
	num := c.Objects[0].(*canvas.Text)
	number, white, black := l.Row(r)
	num.Text = number
	num.Color = theme.Color(theme.ColorNamePlaceHolder)
	num.TextSize = theme.TextSize()
	num.Refresh()
	c.Layout.Layout(c.Objects, c.Size()) // the number column may have widened
	for col, text := range []string{white, black} {
		cell := c.Objects[1+col].(*moveCell)
		i := l.index(r, col)
		parts := []notationPart{{text: text}}
		if i >= 0 {
			parts = l.figures.parts(i, l.sans)
		}
		cell.set(text, parts, i >= 0 && i+1 == l.current, func() { l.Select(i) })
		if i < 0 {
			cell.onTap = nil
		}
	}
}

// rowLayout places the move number in a narrow column and the two moves in equal halves.
type rowLayout struct{ l *MoveList }

// numberWidth is the number column's width: room for the widest number the list shows, and
// for three digits at least, so that the column does not move as a game grows to 100 moves.
func (r rowLayout) numberWidth() float32 {
	widest := "000."
	if last := strconv.Itoa(r.l.firstNumber+r.l.rows()-1) + "."; len(last) > len(widest) {
		widest = strings.Repeat("0", len(last)-1) + "."
	}
	return fyne.MeasureText(widest, theme.TextSize(), fyne.TextStyle{}).Width + theme.Padding()
}

func (r rowLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	nw := r.numberWidth()
	h := objs[1].MinSize().Height
	y := (size.Height - h) / 2
	objs[0].Move(fyne.NewPos(0, y))
	objs[0].Resize(fyne.NewSize(nw-theme.Padding(), h))
	rest := (size.Width - nw) / 2
	objs[1].Move(fyne.NewPos(nw, y))
	objs[1].Resize(fyne.NewSize(rest, h))
	objs[2].Move(fyne.NewPos(nw+rest, y))
	objs[2].Resize(fyne.NewSize(rest, h))
}

func (r rowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	cell := objs[1].MinSize()
	return fyne.NewSize(r.numberWidth()+2*cell.Width, cell.Height)
}

// CreateRenderer is part of fyne.Widget.
func (l *MoveList) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(l.list)
}
