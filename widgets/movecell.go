package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// moveCell is one tappable move in the list.
type moveCell struct {
	widget.BaseWidget
	text     string
	parts    []notationPart // the text as drawn: runs of text and pictures of pieces
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

func (c *moveCell) set(text string, parts []notationPart, selected bool, onTap func()) {
	c.text, c.parts, c.selected, c.onTap = text, parts, selected, onTap
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
	r := &moveCellRenderer{cell: c, bg: bg}
	r.Refresh()
	return r
}

// moveCellRenderer draws a move as runs of text and, in figurine notation, pictures of
// pieces sized to the text and placed on its baseline.
type moveCellRenderer struct {
	cell   *moveCell
	bg     *canvas.Rectangle
	texts  []*canvas.Text  // every text run made, the first ones used
	images []*canvas.Image // every picture made, the first ones used
	runs   []cellRun       // the move as drawn
	drawn  []fyne.CanvasObject
	fg     color.Color // the text's colour, the pictures' contour
}

// cellRun is a run of the move's text, or a piece's picture.
type cellRun struct {
	text  *canvas.Text
	pic   *canvas.Image
	art   fyne.Resource // the picture's art, drawn to size when laid out
	round bool          // a disc: a Turnover stack, a Catapult (see figureSpot)
}

// figureSpot is where a piece's picture goes beside text of a size: the picture's side,
// how far it moves the text after it along, and its top left corner from the pen's
// position on the baseline. A chessman stands on the baseline, a little taller than a
// capital letter; its art leaves a margin on each side, which the text beside may use. A
// disc (a Turnover stack, a Catapult) is as wide as its picture, centred on the capitals'
// middle.
func figureSpot(textSize float32, round bool) (side, advance float32, corner fyne.Position) {
	const (
		chessman = 1.3   // a chessman's picture, in text sizes
		base     = 0.085 // the chessman's base above the picture's bottom, in pictures
		margin   = 0.12  // the empty margin on each side of a chessman, in pictures
		stack    = 1.05  // a stack's picture, in text sizes
		capital  = 0.7   // a capital letter's height, in text sizes
		gap      = 0.06  // the room on each side of a stack, in text sizes
	)
	if round {
		side = float32(int(textSize*stack + 0.5))
		return side, side + 2*gap*textSize, fyne.NewPos(gap*textSize, -capital*textSize/2-side/2)
	}
	side = float32(int(textSize*chessman + 0.5))
	return side, side * (1 - 2*margin), fyne.NewPos(-side*margin, -side*(1-base))
}

// advance is how far a run moves the next one along.
func (run cellRun) advance(textSize float32) float32 {
	if run.text != nil {
		return fyne.MeasureText(run.text.Text, textSize, run.text.TextStyle).Width
	}
	_, adv, _ := figureSpot(textSize, run.round)
	return adv
}

func (r *moveCellRenderer) width(textSize float32) float32 {
	var w float32
	for _, run := range r.runs {
		w += run.advance(textSize)
	}
	return w
}

func (r *moveCellRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	// A move longer than the cell (a Turret's sling with a promotion, check and a review's
	// mark: "Tz1c3/Pxd8=Q#??") is drawn smaller rather than over its neighbour.
	ts := theme.TextSize()
	room := size.Width - theme.Padding()*3
	for w := r.width(ts); w > room && room > 0 && ts > 4; w = r.width(ts) {
		ts *= 0.98 * room / w // glyphs do not scale exactly: until it fits
	}
	style := fyne.TextStyle{Bold: r.cell.selected}
	lineHeight := fyne.MeasureText("M", ts, style).Height
	_, baseline := fyne.CurrentApp().Driver().RenderedTextSize("M", ts, style, nil)
	top := (size.Height - lineHeight) / 2
	scale := float32(1)
	if c := fyne.CurrentApp().Driver().CanvasForObject(r.cell); c != nil {
		scale = c.Scale()
	}
	x := theme.Padding() * 1.5
	for _, run := range r.runs {
		adv := run.advance(ts)
		if t := run.text; t != nil {
			if t.TextSize != ts {
				t.TextSize = ts
				t.Refresh()
			}
			t.Move(fyne.NewPos(x, top))
			t.Resize(fyne.NewSize(adv, lineHeight))
		} else {
			side, _, corner := figureSpot(ts, run.round)
			if drawn := figureImage(run.art, int(side*scale+0.5), r.fg); run.pic.Image != drawn {
				run.pic.Image = drawn
				run.pic.Refresh()
			}
			run.pic.Move(fyne.NewPos(x, top+baseline).Add(corner))
			run.pic.Resize(fyne.NewSquareSize(side))
		}
		x += adv
	}
}

func (r *moveCellRenderer) MinSize() fyne.Size {
	ts := fyne.MeasureText("Qxe8=Q+", theme.TextSize(), fyne.TextStyle{Bold: true})
	return fyne.NewSize(ts.Width+theme.Padding()*3, ts.Height+theme.Padding()*1.5)
}

func (r *moveCellRenderer) Refresh() {
	c := r.cell
	r.fg = theme.Color(theme.ColorNameForeground)
	switch {
	case c.selected:
		r.bg.FillColor = theme.Color(theme.ColorNamePrimary)
		r.fg = theme.Color(theme.ColorNameForegroundOnPrimary)
	case c.hovered && c.onTap != nil:
		r.bg.FillColor = theme.Color(theme.ColorNameHover)
	default:
		r.bg.FillColor = nil
	}
	parts := c.parts
	if len(parts) == 0 {
		parts = []notationPart{{text: c.text}}
	}
	r.runs = r.runs[:0]
	r.drawn = append(r.drawn[:0], r.bg)
	nText, nImage := 0, 0
	for _, p := range parts {
		var run cellRun
		if p.art == nil {
			if nText == len(r.texts) {
				r.texts = append(r.texts, canvas.NewText("", nil))
			}
			run.text = r.texts[nText]
			nText++
			run.text.Text, run.text.Color, run.text.TextStyle = p.text, r.fg, fyne.TextStyle{Bold: c.selected}
			r.drawn = append(r.drawn, run.text)
		} else {
			if nImage == len(r.images) {
				pic := canvas.NewImageFromImage(nil)
				pic.FillMode = canvas.ImageFillContain
				r.images = append(r.images, pic)
			}
			run.pic, run.art, run.round = r.images[nImage], p.art, p.round
			nImage++
			r.drawn = append(r.drawn, run.pic)
		}
		r.runs = append(r.runs, run)
	}
	r.Layout(c.Size())
	r.bg.Refresh()
	for _, t := range r.texts[:nText] {
		t.Refresh()
	}
}

func (r *moveCellRenderer) Objects() []fyne.CanvasObject { return r.drawn }

func (r *moveCellRenderer) Destroy() {}
