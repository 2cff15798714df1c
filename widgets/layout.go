package widgets

import (
	"math"

	"fyne.io/fyne/v2"
)

const (
	// labelStrip is the width of the coordinate strips (left and bottom) in squares.
	labelStrip = 0.42
	// frameFrac is the usual width of the rim around the squares, in squares.
	frameFrac = 0.05
	// minSquare is the smallest square side the board asks for, in Fyne units.
	minSquare = 26
)

// edges are the widths, in squares, of what surrounds the squares: the strips the
// coordinates stand in (none when they are hidden) and the rim.
type edges struct{ strip, frame float64 }

// edgesOf is what a look puts around the squares.
func edgesOf(l Look) edges {
	e := edges{strip: labelStrip, frame: l.scheme().frame}
	if !l.Coordinates {
		e.strip = 0
	}
	return e
}

// boardLayout places the squares and coordinate labels inside the widget: square squares
// edged by a rim, a strip for rank numbers on the left and file letters below (when the
// coordinates show), and the whole drawing centred.
type boardLayout struct {
	origin  fyne.Position // top-left corner of the square box
	square  float32       // side of one square
	frame   float32       // width of the rim
	strip   float32       // width of a label strip
	files   int
	minFile int
	flipped bool
}

// extent is the size of the whole drawing in squares for a board of the given width.
func extent(files int, e edges) (w, h float64) {
	return float64(files) + e.strip + 2*e.frame, ranks + e.strip + 2*e.frame
}

func newLayout(size fyne.Size, m *boardModel, flipped bool, e edges) boardLayout {
	files := m.files()
	ew, eh := extent(files, e)
	sq := math.Min(float64(size.Width)/ew, float64(size.Height)/eh)
	if sq > 4 {
		sq = math.Floor(sq) // whole units keep square edges crisp
	}
	sq = math.Max(sq, 0)
	frame := math.Round(math.Max(sq*e.frame, 1))
	strip := sq * e.strip
	w := sq*float64(files) + strip + 2*frame
	h := sq*ranks + strip + 2*frame
	return boardLayout{
		origin: fyne.NewPos(
			float32(math.Round((float64(size.Width)-w)/2+strip+frame)),
			float32(math.Round((float64(size.Height)-h)/2+frame)),
		),
		square:  float32(sq),
		frame:   float32(frame),
		strip:   float32(strip),
		files:   files,
		minFile: m.minFile,
		flipped: flipped,
	}
}

func minBoardSize(m *boardModel, e edges) fyne.Size {
	w, h := extent(m.files(), e)
	return fyne.NewSize(float32(minSquare*w), float32(minSquare*h))
}

// cell is the column and row (from the top-left) a square is drawn in.
func (l boardLayout) cell(file, rank int) (col, row int) {
	col, row = file-l.minFile, ranks-1-rank
	if l.flipped {
		col, row = l.files-1-col, ranks-1-row
	}
	return col, row
}

// squarePos is the top-left corner of a square.
func (l boardLayout) squarePos(file, rank int) fyne.Position {
	col, row := l.cell(file, rank)
	return l.origin.AddXY(float32(col)*l.square, float32(row)*l.square)
}

// squareAt is the board file and rank under a point, ok false outside the square box.
// The square need not exist on the board: callers check against the geometry.
func (l boardLayout) squareAt(p fyne.Position) (file, rank int, ok bool) {
	if l.square <= 0 {
		return 0, 0, false
	}
	x, y := p.X-l.origin.X, p.Y-l.origin.Y
	if x < 0 || y < 0 {
		return 0, 0, false
	}
	col, row := int(x/l.square), int(y/l.square)
	if col >= l.files || row >= ranks {
		return 0, 0, false
	}
	if l.flipped {
		col, row = l.files-1-col, ranks-1-row
	}
	return col + l.minFile, ranks - 1 - row, true
}

// rankLabelRect is the area of the rank number beside a rank, in the left strip.
func (l boardLayout) rankLabelRect(rank int) (fyne.Position, fyne.Size) {
	_, row := l.cell(l.minFile, rank)
	return fyne.NewPos(l.origin.X-l.frame-l.strip, l.origin.Y+float32(row)*l.square),
		fyne.NewSize(l.strip, l.square)
}

// fileLabelRect is the area of the file letter below a file, in the bottom strip.
func (l boardLayout) fileLabelRect(file int) (fyne.Position, fyne.Size) {
	col, _ := l.cell(file, 0)
	return fyne.NewPos(l.origin.X+float32(col)*l.square, l.origin.Y+ranks*l.square+l.frame),
		fyne.NewSize(l.square, l.strip)
}
