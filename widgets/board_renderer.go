package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"siegeworks/assets"
	"siegeworks/rules"
)

const fileLetters = "zabcdefghi"

// cellObjects are the canvas objects of one square, bottom to top.
type cellObjects struct {
	frame  *canvas.Rectangle // the square grown by the frame width; together they edge the board
	bg     *canvas.Rectangle
	tint   *canvas.Rectangle // selection, last move, hint
	marker *canvas.Image
	piece  *canvas.Image
}

// boardRenderer draws the board in depth order: frames, squares, tints, Catapult markers, the
// lesson's stars, the marks under the pieces (dots, glows, lines of fire), the pieces, the marks over them
// (ghosts, arrows, corners), badges, coordinates, animated sprites and the dragged piece.
//
// Refresh only refreshes the objects whose content changed, so picking a piece up or moving
// the pointer does not make the driver re-rasterize the piece art.
type boardRenderer struct {
	board *Board

	// shape of the board the objects were built for; a new shape rebuilds them.
	minFile, maxFile, count int

	cells      []cellObjects // parallel to board.model.squares
	rankLabels []*canvas.Text
	fileLabels []*canvas.Text
	floor      *layer // the lesson's stars, under every other mark
	under      *layer // marks below the pieces
	over       *layer // preview ghosts, arrows and capture marks above the pieces
	badges     *layer // the small pictures on special destinations
	top        *layer // animation sprites
	dragImg    *canvas.Image
	objects    []fyne.CanvasObject
	// square is the side of a square at the last layout, and scale the canvas's pixels per
	// unit: the piece art is drawn for exactly that many pixels.
	square, scale float32
	labelColor    color.Color
}

// rebuild makes fresh canvas objects for the board's current shape and contents.
func (r *boardRenderer) rebuild() {
	m := &r.board.model
	r.minFile, r.maxFile, r.count = m.minFile, m.maxFile, len(m.squares)
	r.cells = make([]cellObjects, len(m.squares))
	for i := range m.squares {
		c := cellObjects{
			frame:  canvas.NewRectangle(color.Transparent),
			bg:     canvas.NewRectangle(color.Transparent),
			tint:   canvas.NewRectangle(color.Transparent),
			marker: canvas.NewImageFromResource(nil),
			piece:  canvas.NewImageFromResource(nil),
		}
		c.tint.Hide()
		c.marker.FillMode = canvas.ImageFillContain
		c.piece.FillMode = canvas.ImageFillContain
		r.cells[i] = c
	}
	if r.under == nil {
		r.floor, r.under, r.over, r.badges, r.top = newLayer(), newLayer(), newLayer(), newLayer(), newLayer()
		r.over.imagesFirst = true // ghosts under the arrows and crosses
		r.dragImg = canvas.NewImageFromResource(nil)
		r.dragImg.FillMode = canvas.ImageFillContain
		r.dragImg.Hide()
	}
	r.rankLabels = make([]*canvas.Text, ranks)
	for i := range r.rankLabels {
		r.rankLabels[i] = newLabel(string(rune('1' + i)))
	}
	r.fileLabels = make([]*canvas.Text, m.files())
	for i := range r.fileLabels {
		r.fileLabels[i] = newLabel(string(fileLetters[m.minFile+i]))
	}
	r.labelColor = nil
	r.collectObjects()
	r.update()
}

// collectObjects lists every object in drawing order; it runs again when a mark pool grows.
func (r *boardRenderer) collectObjects() {
	n := 5*len(r.cells) + len(r.rankLabels) + len(r.fileLabels) + 64
	objs := make([]fyne.CanvasObject, 0, n)
	// Frames go under every square, so each square's rim only shows at the board's edge.
	for _, c := range r.cells {
		objs = append(objs, c.frame)
	}
	for _, c := range r.cells {
		objs = append(objs, c.bg)
	}
	for _, c := range r.cells {
		objs = append(objs, c.tint)
	}
	for _, c := range r.cells {
		objs = append(objs, c.marker)
	}
	objs = r.floor.appendTo(objs)
	objs = r.under.appendTo(objs)
	for _, c := range r.cells {
		objs = append(objs, c.piece)
	}
	objs = r.over.appendTo(objs)
	objs = r.badges.appendTo(objs)
	for _, t := range r.rankLabels {
		objs = append(objs, t)
	}
	for _, t := range r.fileLabels {
		objs = append(objs, t)
	}
	objs = r.top.appendTo(objs)
	r.objects = append(objs, r.dragImg)
}

func newLabel(s string) *canvas.Text {
	t := canvas.NewText(s, nil)
	t.Alignment = fyne.TextAlignCenter
	t.TextStyle = fyne.TextStyle{Bold: true}
	return t
}

// update copies colours, images and per-square state into the canvas objects, refreshing only
// those that change.
func (r *boardRenderer) update() {
	b := r.board
	pal := paletteFor(b)
	for i, sv := range b.model.squares {
		c := r.cells[i]
		setFill(c.frame, pal.frame)
		if sv.light {
			setFill(c.bg, pal.light)
		} else {
			setFill(c.bg, pal.dark)
		}
		if tint, ok := b.tintOf(sv.sq); ok {
			setFill(c.tint, tint)
			c.tint.Show()
		} else {
			c.tint.Hide()
		}
		hidePiece, hideMarker, fade := b.squareState(sv.sq)
		setImage(c.marker, r.sharp(sv.marker(), r.square), hideMarker, b.markerFade(sv.sq))
		setImage(c.piece, r.sharp(sv.art(b.model.turnover), r.square), hidePiece, fade)
	}
	for _, labels := range [][]*canvas.Text{r.rankLabels, r.fileLabels} {
		for _, t := range labels {
			if look.Coordinates && !t.Visible() {
				t.Show()
			} else if !look.Coordinates && t.Visible() {
				t.Hide()
			}
		}
	}
	if r.labelColor != pal.label {
		r.labelColor = pal.label
		for _, t := range r.rankLabels {
			t.Color = pal.label
			t.Refresh()
		}
		for _, t := range r.fileLabels {
			t.Color = pal.label
			t.Refresh()
		}
	}
}

func setFill(rect *canvas.Rectangle, c color.NRGBA) {
	if rect.FillColor != c {
		rect.FillColor = c
		rect.Refresh()
	}
}

// sharp is the art drawn for a picture side units wide on this canvas (see assets.Raster).
func (r *boardRenderer) sharp(res fyne.Resource, side float32) fyne.Resource {
	return sharpArt(res, side, r.scale)
}

func sharpArt(res fyne.Resource, side, scale float32) fyne.Resource {
	if res == nil || side <= 0 || scale <= 0 {
		return res
	}
	return assets.Raster(res, int(side*scale+0.5))
}

// setImage shows res (hidden when nil or hide), faded by the translucency.
func setImage(img *canvas.Image, res fyne.Resource, hide bool, translucency float64) {
	if res == nil || hide {
		if img.Visible() {
			img.Hide()
		}
		return
	}
	if img.Resource != res || img.Translucency != translucency {
		img.Resource, img.Translucency = res, translucency
		img.Refresh()
	}
	if !img.Visible() {
		img.Show()
	}
}

func (r *boardRenderer) Layout(size fyne.Size) {
	m := &r.board.model
	l := newLayout(size, m, r.board.flipped, edgesOf(look))
	scale := float32(1)
	if c := fyne.CurrentApp().Driver().CanvasForObject(r.board); c != nil {
		scale = c.Scale()
	}
	if l.square != r.square || scale != r.scale {
		r.square, r.scale = l.square, scale
		for _, ly := range []*layer{r.floor, r.under, r.over, r.badges, r.top} {
			ly.scale = scale
		}
		r.update() // the pieces' pictures for the new size
	}
	cellSize := fyne.NewSquareSize(l.square)
	fw := l.frame
	for i, sv := range m.squares {
		p := l.squarePos(sv.file, sv.rank)
		r.cells[i].frame.Move(p.SubtractXY(fw, fw))
		r.cells[i].frame.Resize(fyne.NewSquareSize(l.square + 2*fw))
		for _, o := range []fyne.CanvasObject{r.cells[i].bg, r.cells[i].tint, r.cells[i].marker, r.cells[i].piece} {
			o.Move(p)
			o.Resize(cellSize)
		}
	}
	textSize := min(max(l.square*0.24, 9), 18)
	place := func(t *canvas.Text, pos fyne.Position, area fyne.Size) {
		if t.TextSize != textSize {
			t.TextSize = textSize
			t.Refresh()
		}
		h := fyne.MeasureText(t.Text, textSize, t.TextStyle).Height
		t.Move(pos.AddXY(0, (area.Height-h)/2))
		t.Resize(fyne.NewSize(area.Width, h))
	}
	if look.Coordinates {
		for rank, t := range r.rankLabels {
			pos, area := l.rankLabelRect(rank)
			place(t, pos, area)
		}
		for i, t := range r.fileLabels {
			pos, area := l.fileLabelRect(m.minFile + i)
			place(t, pos, area)
		}
	}
	r.drawMarks(l)
	r.drawSprites(l)
	r.placeDragPiece(l)
}

func (r *boardRenderer) MinSize() fyne.Size { return minBoardSize(&r.board.model, edgesOf(look)) }

func (r *boardRenderer) Refresh() {
	m := &r.board.model
	if m.minFile != r.minFile || m.maxFile != r.maxFile || len(m.squares) != r.count {
		r.rebuild()
	} else {
		r.update()
	}
	r.Layout(r.board.Size())
}

func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *boardRenderer) Destroy() {
	if r.board.renderer == r {
		r.board.renderer = nil
	}
}

// markLayersGrown collects the objects again when drawing needed more of them than before.
func (r *boardRenderer) markLayersGrown() {
	if r.floor.grown() || r.under.grown() || r.over.grown() || r.badges.grown() || r.top.grown() {
		r.collectObjects()
	}
}

// tintOf is the colour laid over a square: the picked-up piece, the destination under the
// pointer, the hint or the last move, in that order of precedence.
func (b *Board) tintOf(sq rules.Square) (color.NRGBA, bool) {
	k := b.static[sq]
	if b.sel != nil {
		k |= b.sel.marks[sq] & HighlightSelected
	}
	if b.preview != nil {
		k |= b.preview.marks[sq] & HighlightPreview
	}
	switch {
	case k.Has(HighlightSelected):
		return marks.selected, true
	case k.Has(HighlightPreview):
		if sq.IsLight() {
			return marks.hoverLight, true
		}
		return marks.hover, true
	case k.Has(HighlightPremove):
		return marks.premove, true
	case k.Has(HighlightHint):
		return marks.hint, true
	case k.Has(HighlightLastMove):
		return marks.lastMove, true
	}
	return color.NRGBA{}, false
}

// markerFade fades a Catapult marker the previewed move would remove.
func (b *Board) markerFade(sq rules.Square) float64 {
	if b.preview != nil && b.preview.marks[sq].Has(HighlightCatapultCapture) {
		return 0.7
	}
	return 0
}

// squareState says how a square's own piece and Catapult marker are drawn: hidden while an
// animation or a dragged piece stands in for them, or faded while the previewed move would
// take the piece away.
func (b *Board) squareState(sq rules.Square) (hidePiece, hideMarker bool, fade float64) {
	if a := b.anim; a != nil {
		if a.hidePieces[sq] {
			hidePiece = true
		}
		if a.hideMarkers[sq] {
			hideMarker = true
		}
	}
	from := rules.NoSquare
	switch {
	case b.drag != nil && !b.drag.ignored:
		from = b.drag.from
	case b.promo != nil && b.promo.dropped:
		from = b.promo.from
	}
	if sq == from {
		if b.work.At(sq).IsEmpty() {
			hideMarker = true // a Catapult is being dragged
		}
		return hidePiece, hideMarker, 0.7
	}
	if b.preview != nil {
		for _, s := range b.preview.dimmed {
			if s == sq {
				// A piece that another will replace fades further, so the ghost reads.
				if b.preview.marks[sq].Has(HighlightGhost) && sq != b.preview.move.From() {
					return hidePiece, hideMarker, 0.8
				}
				return hidePiece, hideMarker, 0.45
			}
		}
	}
	return hidePiece, hideMarker, 0
}
