package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// pieceTile is a piece's picture off the board (the editor's palette, the promotion picker,
// the result's king) on a light tile, as the board's light squares carry pieces: on the
// window's own background a black piece all but vanishes in the dark theme
// (TestPieceTilesShowBlackPieces).
type pieceTile struct {
	widget.BaseWidget
	art  fyne.Resource
	side float32 // the least size of the tile, square
}

// The tile's colour: the board's maple, a little dimmed on a dark window so that it does
// not glare. Both keep a contrast of 3:1 or more with a black piece's body and with a white
// piece's outline.
var (
	pieceTileOnLight = color.NRGBA{R: 0xef, G: 0xdc, B: 0xb9, A: 0xff}
	pieceTileOnDark  = color.NRGBA{R: 0xc9, G: 0xb2, B: 0x8e, A: 0xff}
)

func newPieceTile(art fyne.Resource, side float32) *pieceTile {
	t := &pieceTile{art: art, side: side}
	t.ExtendBaseWidget(t)
	return t
}

// pieceTileColor is the tile's colour for the theme the tile is drawn with.
func pieceTileColor(o fyne.CanvasObject) color.Color {
	bg := theme.CurrentForWidget(o).Color(theme.ColorNameBackground, fyne.CurrentApp().Settings().ThemeVariant())
	if r, g, b, _ := bg.RGBA(); 0.2126*float64(r)+0.7152*float64(g)+0.0722*float64(b) < 0.5*0xffff {
		return pieceTileOnDark
	}
	return pieceTileOnLight
}

// CreateRenderer is part of fyne.Widget.
func (t *pieceTile) CreateRenderer() fyne.WidgetRenderer {
	bg := canvas.NewRectangle(pieceTileColor(t))
	bg.CornerRadius = theme.InputRadiusSize()
	img := canvas.NewImageFromResource(t.art)
	img.FillMode = canvas.ImageFillContain
	return &pieceTileRenderer{t: t, bg: bg, img: img}
}

type pieceTileRenderer struct {
	t   *pieceTile
	bg  *canvas.Rectangle
	img *canvas.Image
}

// Layout draws the piece square and centred, with a margin of a tenth of the tile.
func (r *pieceTileRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	side := min(size.Width, size.Height) * 0.9
	r.img.Resize(fyne.NewSquareSize(side))
	r.img.Move(fyne.NewPos((size.Width-side)/2, (size.Height-side)/2))
}

func (r *pieceTileRenderer) MinSize() fyne.Size { return fyne.NewSquareSize(r.t.side) }

func (r *pieceTileRenderer) Refresh() {
	r.bg.FillColor = pieceTileColor(r.t)
	r.bg.CornerRadius = theme.InputRadiusSize()
	r.bg.Refresh()
	if r.img.Resource != r.t.art {
		r.img.Resource = r.t.art
		r.img.Refresh()
	}
}

func (r *pieceTileRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.bg, r.img} }

func (r *pieceTileRenderer) Destroy() {}
