package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

const fileLetters = "zabcdefghi"

// cellObjects are the canvas objects of one square, bottom to top.
type cellObjects struct {
	frame  *canvas.Rectangle // the square grown by the frame width; together they edge the board
	bg     *canvas.Rectangle
	marker *canvas.Image
	piece  *canvas.Image
}

type boardRenderer struct {
	board *Board

	// shape of the board the objects were built for; a new shape rebuilds them.
	minFile, maxFile, count int

	cells      []cellObjects // parallel to board.model.squares
	rankLabels []*canvas.Text
	fileLabels []*canvas.Text
	objects    []fyne.CanvasObject
}

// rebuild makes fresh canvas objects for the board's current shape and contents.
func (r *boardRenderer) rebuild() {
	m := &r.board.model
	r.minFile, r.maxFile, r.count = m.minFile, m.maxFile, len(m.squares)
	r.cells = make([]cellObjects, len(m.squares))
	r.objects = make([]fyne.CanvasObject, 0, 4*len(m.squares)+ranks+m.files())
	for i := range m.squares {
		c := cellObjects{
			frame:  canvas.NewRectangle(nil),
			bg:     canvas.NewRectangle(nil),
			marker: canvas.NewImageFromResource(nil),
			piece:  canvas.NewImageFromResource(nil),
		}
		c.marker.FillMode = canvas.ImageFillContain
		c.piece.FillMode = canvas.ImageFillContain
		r.cells[i] = c
		r.objects = append(r.objects, c.frame)
	}
	// Frames go under every square, markers above every square and pieces above every marker.
	for _, c := range r.cells {
		r.objects = append(r.objects, c.bg)
	}
	for _, c := range r.cells {
		r.objects = append(r.objects, c.marker)
	}
	for _, c := range r.cells {
		r.objects = append(r.objects, c.piece)
	}
	r.rankLabels = make([]*canvas.Text, ranks)
	for i := range r.rankLabels {
		r.rankLabels[i] = newLabel(string(rune('1' + i)))
		r.objects = append(r.objects, r.rankLabels[i])
	}
	r.fileLabels = make([]*canvas.Text, m.files())
	for i := range r.fileLabels {
		r.fileLabels[i] = newLabel(string(fileLetters[m.minFile+i]))
		r.objects = append(r.objects, r.fileLabels[i])
	}
	r.update()
}

func newLabel(s string) *canvas.Text {
	t := canvas.NewText(s, nil)
	t.Alignment = fyne.TextAlignCenter
	t.TextStyle = fyne.TextStyle{Bold: true}
	return t
}

// update copies colours and images from the model into the canvas objects.
func (r *boardRenderer) update() {
	pal := paletteFor(r.board)
	for i, sv := range r.board.model.squares {
		c := r.cells[i]
		c.frame.FillColor = pal.frame
		if sv.light {
			c.bg.FillColor = pal.light
		} else {
			c.bg.FillColor = pal.dark
		}
		setImage(c.marker, sv.marker)
		setImage(c.piece, sv.piece)
	}
	for _, t := range r.rankLabels {
		t.Color = pal.label
	}
	for _, t := range r.fileLabels {
		t.Color = pal.label
	}
}

func setImage(img *canvas.Image, res fyne.Resource) {
	if res == nil {
		img.Hide()
		return
	}
	if img.Resource != res {
		img.Resource = res
		img.Refresh()
	}
	img.Show()
}

func (r *boardRenderer) Layout(size fyne.Size) {
	m := &r.board.model
	l := newLayout(size, m, r.board.flipped)
	cellSize := fyne.NewSquareSize(l.square)
	fw := l.frame
	for i, sv := range m.squares {
		p := l.squarePos(sv.file, sv.rank)
		r.cells[i].frame.Move(p.SubtractXY(fw, fw))
		r.cells[i].frame.Resize(fyne.NewSquareSize(l.square + 2*fw))
		for _, o := range []fyne.CanvasObject{r.cells[i].bg, r.cells[i].marker, r.cells[i].piece} {
			o.Move(p)
			o.Resize(cellSize)
		}
	}
	textSize := min(max(l.square*0.24, 9), 18)
	place := func(t *canvas.Text, pos fyne.Position, area fyne.Size) {
		t.TextSize = textSize
		h := fyne.MeasureText(t.Text, textSize, t.TextStyle).Height
		t.Move(pos.AddXY(0, (area.Height-h)/2))
		t.Resize(fyne.NewSize(area.Width, h))
	}
	for rank, t := range r.rankLabels {
		pos, area := l.rankLabelRect(rank)
		place(t, pos, area)
	}
	for i, t := range r.fileLabels {
		pos, area := l.fileLabelRect(m.minFile + i)
		place(t, pos, area)
	}
}

func (r *boardRenderer) MinSize() fyne.Size { return minBoardSize(&r.board.model) }

func (r *boardRenderer) Refresh() {
	m := &r.board.model
	if m.minFile != r.minFile || m.maxFile != r.maxFile || len(m.squares) != r.count {
		r.rebuild()
	} else {
		r.update()
	}
	r.Layout(r.board.Size())
	for _, o := range r.objects {
		o.Refresh()
	}
}

func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *boardRenderer) Destroy() {}
