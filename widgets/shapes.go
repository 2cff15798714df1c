package widgets

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// pool hands out canvas objects of one type, reusing those of earlier drawings so that
// moving the pointer over the board allocates nothing once the pool has grown.
type pool[T fyne.CanvasObject] struct {
	items []T
	n     int
	fresh func() T
	grown bool // items gained an object since the renderer last collected them
}

func (p *pool[T]) next() T {
	if p.n == len(p.items) {
		p.items = append(p.items, p.fresh())
		p.grown = true
	}
	o := p.items[p.n]
	p.n++
	o.Show()
	return o
}

// reset starts a new drawing; finish hides what it did not use.
func (p *pool[T]) reset() { p.n = 0 }

func (p *pool[T]) finish() {
	for _, o := range p.items[p.n:] {
		if o.Visible() {
			o.Hide()
		}
	}
}

func (p *pool[T]) appendTo(dst []fyne.CanvasObject) []fyne.CanvasObject {
	p.grown = false
	for _, o := range p.items {
		dst = append(dst, o)
	}
	return dst
}

// layer is one depth of the board's marks. Within a layer, gradients lie under rectangles,
// rectangles under circles, circles under polygons and polygons under lines; images come last,
// or first when imagesFirst is set. Each pool keeps the order its objects were drawn in.
type layer struct {
	imagesFirst bool
	scale       float32 // canvas pixels per unit, for drawing piece art sharp

	gradients pool[*canvas.RadialGradient]
	rects     pool[*canvas.Rectangle]
	circles   pool[*canvas.Circle]
	polys     pool[*canvas.ArbitraryPolygon]
	lines     pool[*canvas.Line]
	images    pool[*canvas.Image]
}

func newLayer() *layer {
	return &layer{
		gradients: pool[*canvas.RadialGradient]{fresh: func() *canvas.RadialGradient {
			return canvas.NewRadialGradient(color.Transparent, color.Transparent)
		}},
		rects:   pool[*canvas.Rectangle]{fresh: func() *canvas.Rectangle { return canvas.NewRectangle(color.Transparent) }},
		circles: pool[*canvas.Circle]{fresh: func() *canvas.Circle { return canvas.NewCircle(color.Transparent) }},
		polys: pool[*canvas.ArbitraryPolygon]{fresh: func() *canvas.ArbitraryPolygon {
			return canvas.NewArbitraryPolygon(nil, color.Transparent)
		}},
		lines: pool[*canvas.Line]{fresh: func() *canvas.Line { return canvas.NewLine(color.Transparent) }},
		images: pool[*canvas.Image]{fresh: func() *canvas.Image {
			img := canvas.NewImageFromResource(nil)
			img.FillMode = canvas.ImageFillContain
			return img
		}},
	}
}

func (l *layer) reset() {
	l.gradients.reset()
	l.rects.reset()
	l.circles.reset()
	l.polys.reset()
	l.lines.reset()
	l.images.reset()
}

func (l *layer) finish() {
	l.gradients.finish()
	l.rects.finish()
	l.circles.finish()
	l.polys.finish()
	l.lines.finish()
	l.images.finish()
}

// used counts the objects the last drawing used.
func (l *layer) used() int {
	return l.gradients.n + l.rects.n + l.circles.n + l.polys.n + l.lines.n + l.images.n
}

func (l *layer) grown() bool {
	return l.gradients.grown || l.rects.grown || l.circles.grown || l.polys.grown || l.lines.grown || l.images.grown
}

func (l *layer) appendTo(dst []fyne.CanvasObject) []fyne.CanvasObject {
	if l.imagesFirst {
		dst = l.images.appendTo(dst)
	}
	dst = l.gradients.appendTo(dst)
	dst = l.rects.appendTo(dst)
	dst = l.circles.appendTo(dst)
	dst = l.polys.appendTo(dst)
	dst = l.lines.appendTo(dst)
	if !l.imagesFirst {
		dst = l.images.appendTo(dst)
	}
	return dst
}

// Drawing primitives. Each takes positions in the board's coordinates.

func (l *layer) circle(centre fyne.Position, radius float32, fill color.Color, stroke color.Color, width float32) {
	c := l.circles.next()
	c.FillColor, c.StrokeColor, c.StrokeWidth = fill, stroke, width
	c.Move(centre.SubtractXY(radius, radius))
	c.Resize(fyne.NewSquareSize(2 * radius))
	c.Refresh()
}

func (l *layer) rect(pos fyne.Position, size fyne.Size, fill, stroke color.Color, width, radius float32) {
	r := l.rects.next()
	r.FillColor, r.StrokeColor, r.StrokeWidth, r.CornerRadius = fill, stroke, width, radius
	r.Move(pos)
	r.Resize(size)
	r.Refresh()
}

func (l *layer) glow(pos fyne.Position, size fyne.Size, centre color.NRGBA) {
	g := l.gradients.next()
	g.StartColor, g.EndColor = centre, withAlpha(centre, 0)
	g.Move(pos)
	g.Resize(size)
	g.Refresh()
}

func (l *layer) line(a, b fyne.Position, c color.Color, width float32) {
	ln := l.lines.next()
	ln.StrokeColor, ln.StrokeWidth = c, width
	ln.Position1, ln.Position2 = a, b
	ln.Refresh()
}

func (l *layer) image(res fyne.Resource, pos fyne.Position, size fyne.Size, translucency float64) *canvas.Image {
	img := l.images.next()
	res = sharpArt(res, size.Width, l.scale)
	if img.Resource != res || img.Translucency != translucency {
		img.Resource, img.Translucency = res, translucency
		img.Refresh()
	}
	img.Move(pos)
	img.Resize(size)
	return img
}

// polygon draws a filled polygon through absolute points (at most 16).
func (l *layer) polygon(pts []fyne.Position, fill color.Color) {
	p := l.polys.next()
	minX, minY := float32(math.Inf(1)), float32(math.Inf(1))
	maxX, maxY := float32(math.Inf(-1)), float32(math.Inf(-1))
	for _, q := range pts {
		minX, minY = min(minX, q.X), min(minY, q.Y)
		maxX, maxY = max(maxX, q.X), max(maxY, q.Y)
	}
	rel := p.Points[:0]
	for _, q := range clockwise(pts) {
		rel = append(rel, fyne.NewPos(q.X-minX, q.Y-minY))
	}
	p.Points, p.NormalizedPoints, p.FillColor = rel, false, fill
	p.Move(fyne.NewPos(minX, minY))
	p.Resize(fyne.NewSize(maxX-minX, maxY-minY))
	p.Refresh()
}

// clockwise returns the points in clockwise order on screen (y grows downwards), reversing
// them in place when they run the other way.
func clockwise(pts []fyne.Position) []fyne.Position {
	var area float32
	for i, a := range pts {
		b := pts[(i+1)%len(pts)]
		area += a.X*b.Y - b.X*a.Y
	}
	if area < 0 {
		for i, j := 0, len(pts)-1; i < j; i, j = i+1, j-1 {
			pts[i], pts[j] = pts[j], pts[i]
		}
	}
	return pts
}

// arrowPoints outlines an arrow from a to b: a shaft of the given width and a head.
func arrowPoints(a, b fyne.Position, shaft, headWidth, headLength float32) []fyne.Position {
	dx, dy := b.X-a.X, b.Y-a.Y
	length := float32(math.Hypot(float64(dx), float64(dy)))
	if length < 1 {
		return nil
	}
	ux, uy := dx/length, dy/length
	nx, ny := -uy, ux
	headLength = min(headLength, length*0.6)
	at := func(along, across float32) fyne.Position {
		return fyne.NewPos(a.X+ux*along+nx*across, a.Y+uy*along+ny*across)
	}
	neck := length - headLength
	return []fyne.Position{
		at(0, shaft/2), at(neck, shaft/2), at(neck, headWidth/2), at(length, 0),
		at(neck, -headWidth/2), at(neck, -shaft/2), at(0, -shaft/2),
	}
}

// starPoints outlines a burst of n spikes around a centre.
func starPoints(centre fyne.Position, outer, inner float32, n int, turn float64) []fyne.Position {
	pts := make([]fyne.Position, 0, 2*n)
	for i := 0; i < 2*n; i++ {
		r := outer
		if i%2 == 1 {
			r = inner
		}
		a := turn + float64(i)*math.Pi/float64(n) - math.Pi/2
		pts = append(pts, fyne.NewPos(centre.X+r*float32(math.Cos(a)), centre.Y+r*float32(math.Sin(a))))
	}
	return pts
}

// crossPoints outlines an X of the given half-size and arm thickness.
func crossPoints(c fyne.Position, half, arm float32) []fyne.Position {
	t := arm / float32(math.Sqrt2) // offset along an axis for half the arm's width
	return []fyne.Position{
		{X: c.X - half, Y: c.Y - half + t}, {X: c.X - half + t, Y: c.Y - half}, {X: c.X, Y: c.Y - t},
		{X: c.X + half - t, Y: c.Y - half}, {X: c.X + half, Y: c.Y - half + t}, {X: c.X + t, Y: c.Y},
		{X: c.X + half, Y: c.Y + half - t}, {X: c.X + half - t, Y: c.Y + half}, {X: c.X, Y: c.Y + t},
		{X: c.X - half + t, Y: c.Y + half}, {X: c.X - half, Y: c.Y + half - t}, {X: c.X - t, Y: c.Y},
	}
}

// cornerPoints are the four corner triangles that mark a capture on a square.
func cornerPoints(pos fyne.Position, side, leg float32) [4][]fyne.Position {
	x0, y0, x1, y1 := pos.X, pos.Y, pos.X+side, pos.Y+side
	return [4][]fyne.Position{
		{{X: x0, Y: y0}, {X: x0 + leg, Y: y0}, {X: x0, Y: y0 + leg}},
		{{X: x1, Y: y0}, {X: x1, Y: y0 + leg}, {X: x1 - leg, Y: y0}},
		{{X: x1, Y: y1}, {X: x1 - leg, Y: y1}, {X: x1, Y: y1 - leg}},
		{{X: x0, Y: y1}, {X: x0, Y: y1 - leg}, {X: x0 + leg, Y: y1}},
	}
}

func sqrt32(x float32) float32 { return float32(math.Sqrt(float64(x))) }

// halfDiscPoints outlines the left half of a disc.
func halfDiscPoints(c fyne.Position, radius float32) []fyne.Position {
	const n = 15
	pts := make([]fyne.Position, 0, n+1)
	for i := 0; i <= n; i++ {
		a := math.Pi/2 + math.Pi*float64(i)/n
		pts = append(pts, fyne.NewPos(c.X+radius*float32(math.Cos(a)), c.Y-radius*float32(math.Sin(a))))
	}
	return pts
}

// plusPoints outlines a plus sign.
func plusPoints(c fyne.Position, half, arm float32) []fyne.Position {
	t := arm / 2
	return []fyne.Position{
		{X: c.X - t, Y: c.Y - half}, {X: c.X + t, Y: c.Y - half}, {X: c.X + t, Y: c.Y - t},
		{X: c.X + half, Y: c.Y - t}, {X: c.X + half, Y: c.Y + t}, {X: c.X + t, Y: c.Y + t},
		{X: c.X + t, Y: c.Y + half}, {X: c.X - t, Y: c.Y + half}, {X: c.X - t, Y: c.Y + t},
		{X: c.X - half, Y: c.Y + t}, {X: c.X - half, Y: c.Y - t}, {X: c.X - t, Y: c.Y - t},
	}
}

// crownPoints outlines a three-pointed crown that fits in a square of the given half-size.
func crownPoints(c fyne.Position, half float32) []fyne.Position {
	x := func(f float32) float32 { return c.X + f*half }
	y := func(f float32) float32 { return c.Y + f*half }
	return []fyne.Position{
		{X: x(-1), Y: y(-0.55)}, {X: x(-0.5), Y: y(-0.05)}, {X: x(0), Y: y(-0.8)},
		{X: x(0.5), Y: y(-0.05)}, {X: x(1), Y: y(-0.55)}, {X: x(0.8), Y: y(0.75)},
		{X: x(-0.8), Y: y(0.75)},
	}
}
