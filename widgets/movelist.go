package widgets

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
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
}

// NewMoveList makes an empty move list.
func NewMoveList() *MoveList {
	l := &MoveList{firstNumber: 1}
	l.list = widget.NewList(l.rows, l.createRow, l.updateRow)
	l.list.HideSeparators = true
	l.ExtendBaseWidget(l)
	return l
}

// SetMoves shows a line of moves in display notation. firstNumber is the move number of
// the first move; blackFirst says that Black made it (a game set up with Black to move).
func (l *MoveList) SetMoves(sans []string, firstNumber int, blackFirst bool) {
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
		cell.set(text, i >= 0 && i+1 == l.current, func() { l.Select(i) })
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

// moveCell is one tappable move in the list.
type moveCell struct {
	widget.BaseWidget
	text     string
	selected bool
	hovered  bool
	onTap    func()
}

var (
	_ fyne.Tappable      = (*moveCell)(nil)
	_ desktop.Hoverable  = (*moveCell)(nil)
	_ desktop.Cursorable = (*moveCell)(nil)
)

func newMoveCell() *moveCell {
	c := &moveCell{}
	c.ExtendBaseWidget(c)
	return c
}

func (c *moveCell) set(text string, selected bool, onTap func()) {
	c.text, c.selected, c.onTap = text, selected, onTap
	c.Refresh()
}

// Tapped is part of fyne.Tappable.
func (c *moveCell) Tapped(*fyne.PointEvent) {
	if c.onTap != nil {
		c.onTap()
	}
}

// MouseIn is part of desktop.Hoverable.
func (c *moveCell) MouseIn(*desktop.MouseEvent) { c.hovered = true; c.Refresh() }

// MouseMoved is part of desktop.Hoverable.
func (c *moveCell) MouseMoved(*desktop.MouseEvent) {}

// MouseOut is part of desktop.Hoverable.
func (c *moveCell) MouseOut() { c.hovered = false; c.Refresh() }

// Cursor is part of desktop.Cursorable.
func (c *moveCell) Cursor() desktop.Cursor {
	if c.onTap != nil {
		return desktop.PointerCursor
	}
	return desktop.DefaultCursor
}

func (c *moveCell) CreateRenderer() fyne.WidgetRenderer {
	bg := canvas.NewRectangle(nil)
	bg.CornerRadius = theme.InputRadiusSize()
	txt := canvas.NewText("", nil)
	r := &moveCellRenderer{cell: c, bg: bg, text: txt}
	r.Refresh()
	return r
}

type moveCellRenderer struct {
	cell *moveCell
	bg   *canvas.Rectangle
	text *canvas.Text
}

func (r *moveCellRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	// A move longer than the cell (a Turret's sling with a promotion, check and a review's
	// mark: "Tz1c3/Pxd8=Q#??") is drawn smaller rather than over its neighbour.
	was := r.text.TextSize
	r.text.TextSize = theme.TextSize()
	room := size.Width - theme.Padding()*3
	for w := r.text.MinSize().Width; w > room && room > 0 && r.text.TextSize > 4; w = r.text.MinSize().Width {
		r.text.TextSize *= 0.98 * room / w // glyphs do not scale exactly: until it fits
	}
	if r.text.TextSize != was {
		r.text.Refresh()
	}
	ts := r.text.MinSize()
	r.text.Move(fyne.NewPos(theme.Padding()*1.5, (size.Height-ts.Height)/2))
	r.text.Resize(ts)
}

func (r *moveCellRenderer) MinSize() fyne.Size {
	ts := fyne.MeasureText("Qxe8=Q+", theme.TextSize(), fyne.TextStyle{Bold: true})
	return fyne.NewSize(ts.Width+theme.Padding()*3, ts.Height+theme.Padding()*1.5)
}

func (r *moveCellRenderer) Refresh() {
	c := r.cell
	r.text.Text = c.text
	r.text.TextStyle = fyne.TextStyle{Bold: c.selected}
	switch {
	case c.selected:
		r.bg.FillColor = theme.Color(theme.ColorNamePrimary)
		r.text.Color = theme.Color(theme.ColorNameForegroundOnPrimary)
	case c.hovered && c.onTap != nil:
		r.bg.FillColor = theme.Color(theme.ColorNameHover)
		r.text.Color = theme.Color(theme.ColorNameForeground)
	default:
		r.bg.FillColor = nil
		r.text.Color = theme.Color(theme.ColorNameForeground)
	}
	r.Layout(c.Size())
	r.bg.Refresh()
	r.text.Refresh()
}

func (r *moveCellRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.bg, r.text}
}

func (r *moveCellRenderer) Destroy() {}
