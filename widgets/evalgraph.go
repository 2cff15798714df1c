package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// GraphMark is a judged move on the evaluation graph.
type GraphMark struct {
	Ply   int // the position after the move
	Color color.NRGBA
}

// Colours of the review's marks, shared by the graph and the move list.
var (
	InaccuracyColor = color.NRGBA{R: 0xd8, G: 0xa4, B: 0x00, A: 0xff}
	MistakeColor    = color.NRGBA{R: 0xe0, G: 0x6c, B: 0x10, A: 0xff}
	BlunderColor    = color.NRGBA{R: 0xd0, G: 0x20, B: 0x20, A: 0xff}
)

// EvalGraph draws a game's evaluations — White's winning chance after each move — as an area
// (light above is White's), with the judged moves marked and the shown position lined;
// a click picks a position.
type EvalGraph struct {
	widget.BaseWidget
	chances []float64 // per ply, from the start position (index 0)
	marks   []GraphMark
	current int
	// OnSelect receives the ply of the position clicked.
	OnSelect func(ply int)
}

var _ desktop.Cursorable = (*EvalGraph)(nil)

// NewEvalGraph makes an empty graph.
func NewEvalGraph() *EvalGraph {
	g := &EvalGraph{}
	g.ExtendBaseWidget(g)
	return g
}

// SetData shows White's chance after each ply (index 0: the start) and the judged moves.
func (g *EvalGraph) SetData(chances []float64, marks []GraphMark) {
	g.chances = append([]float64(nil), chances...)
	g.marks = append([]GraphMark(nil), marks...)
	g.Refresh()
}

// SetCurrent lines the shown position.
func (g *EvalGraph) SetCurrent(ply int) {
	if ply != g.current {
		g.current = ply
		g.Refresh()
	}
}

// Point is where the graph draws the position after ply moves, in a graph of the size.
func (g *EvalGraph) Point(ply int, size fyne.Size) fyne.Position {
	n := len(g.chances)
	if n == 0 {
		return fyne.Position{}
	}
	x := float32(0)
	if n > 1 {
		x = float32(ply) * size.Width / float32(n-1)
	}
	return fyne.NewPos(x, float32(1-g.chances[ply])*size.Height)
}

// PlyAt is the position nearest to x in a graph of the width.
func (g *EvalGraph) PlyAt(x, width float32) int {
	n := len(g.chances)
	if n <= 1 || width <= 0 {
		return 0
	}
	p := int(x*float32(n-1)/width + 0.5)
	return min(max(p, 0), n-1)
}

// Tapped picks the position under the pointer.
func (g *EvalGraph) Tapped(ev *fyne.PointEvent) {
	if len(g.chances) > 0 && g.OnSelect != nil {
		g.OnSelect(g.PlyAt(ev.Position.X, g.Size().Width))
	}
}

// Cursor shows a pointer: the graph is clickable.
func (g *EvalGraph) Cursor() desktop.Cursor { return desktop.PointerCursor }

func (g *EvalGraph) CreateRenderer() fyne.WidgetRenderer {
	r := &evalGraphRenderer{g: g, bg: canvas.NewRectangle(evalDark), mid: canvas.NewLine(color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0xa0}),
		cur: canvas.NewLine(color.NRGBA{R: 0x1f, G: 0x5f, B: 0xc8, A: 0xff})}
	r.cur.StrokeWidth = 2
	return r
}

type evalGraphRenderer struct {
	g       *EvalGraph
	bg      *canvas.Rectangle
	columns []*canvas.Rectangle // White's share of each ply's column
	dots    []*canvas.Circle
	mid     *canvas.Line
	cur     *canvas.Line
	objects []fyne.CanvasObject
}

func (r *evalGraphRenderer) Layout(size fyne.Size) {
	g := r.g
	r.bg.Resize(size)
	n := len(g.chances)
	for len(r.columns) < n {
		r.columns = append(r.columns, canvas.NewRectangle(evalLight))
	}
	r.columns = r.columns[:n]
	// Each position owns a column centred on its point; the light part reaches up to it.
	colW := size.Width
	if n > 1 {
		colW = size.Width / float32(n-1)
	}
	for i, c := range r.columns {
		p := g.Point(i, size)
		left := max(p.X-colW/2, 0)
		right := min(p.X+colW/2, size.Width)
		c.Move(fyne.NewPos(left, p.Y))
		c.Resize(fyne.NewSize(right-left, size.Height-p.Y))
	}
	r.mid.Position1 = fyne.NewPos(0, size.Height/2)
	r.mid.Position2 = fyne.NewPos(size.Width, size.Height/2)
	r.dots = r.dots[:0]
	for _, m := range g.marks {
		if m.Ply < 0 || m.Ply >= n {
			continue
		}
		p := g.Point(m.Ply, size)
		d := canvas.NewCircle(m.Color)
		d.StrokeColor = color.NRGBA{A: 0xff}
		d.StrokeWidth = 1
		d.Move(p.SubtractXY(4, 4))
		d.Resize(fyne.NewSquareSize(8))
		r.dots = append(r.dots, d)
	}
	if n > 0 {
		x := g.Point(min(g.current, n-1), size).X
		r.cur.Position1 = fyne.NewPos(x, 0)
		r.cur.Position2 = fyne.NewPos(x, size.Height)
		r.cur.Show()
	} else {
		r.cur.Hide()
	}
	r.objects = r.objects[:0]
	r.objects = append(r.objects, r.bg)
	for _, c := range r.columns {
		r.objects = append(r.objects, c)
	}
	r.objects = append(r.objects, r.mid, r.cur)
	for _, d := range r.dots {
		r.objects = append(r.objects, d)
	}
}

func (r *evalGraphRenderer) MinSize() fyne.Size { return fyne.NewSize(200, 80) }

func (r *evalGraphRenderer) Refresh() {
	r.Layout(r.g.Size())
	canvas.Refresh(r.g)
}

func (r *evalGraphRenderer) Objects() []fyne.CanvasObject {
	if len(r.objects) == 0 {
		r.Layout(r.g.Size())
	}
	return r.objects
}

func (r *evalGraphRenderer) Destroy() {}
