package widgets

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"sync"

	"fyne.io/fyne/v2"

	"siegeworks/assets"
)

// figureImage is a piece's picture px pixels wide as the move list draws it: the art with a
// thin contour in the text's colour around it, so that the pieces of both sides stand out
// from the list like its letters, in either theme (a black piece on the dark theme's
// background, a white one on the light theme's, would otherwise hardly show).
func figureImage(art fyne.Resource, px int, contour color.Color) image.Image {
	r, g, b, a := contour.RGBA()
	key := figureKey{art.Name(), px, [4]uint32{r, g, b, a}}
	figuresMu.Lock()
	defer figuresMu.Unlock()
	if img, ok := figures[key]; ok {
		return img
	}
	piece, err := png.Decode(bytes.NewReader(assets.Raster(art, px).Content()))
	if err != nil {
		return nil
	}
	img := withContour(piece, max(1, (px+8)/18), contour)
	if len(figures) >= maxFigures {
		clear(figures) // new sizes or colours: start over rather than grow
	}
	figures[key] = img
	return img
}

type figureKey struct {
	art     string
	px      int
	contour [4]uint32
}

// maxFigures bounds the cache: every piece and stack of both colours in a few text colours.
const maxFigures = 256

var (
	figuresMu sync.Mutex
	figures   = map[figureKey]image.Image{}
)

// withContour is a picture drawn over its own shape grown by radius pixels in a colour.
func withContour(src image.Image, radius int, c color.Color) *image.NRGBA {
	b := src.Bounds()
	cr, cg, cb, ca := c.RGBA()
	out := image.NewNRGBA(b)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			var grown uint32 // the most opaque pixel within radius
			for dy := -radius; dy <= radius; dy++ {
				for dx := -radius; dx <= radius; dx++ {
					if dx*dx+dy*dy > radius*radius+radius {
						continue
					}
					if p := image.Pt(x+dx, y+dy); p.In(b) {
						_, _, _, pa := src.At(p.X, p.Y).RGBA()
						grown = max(grown, pa)
					}
				}
			}
			alpha := grown * ca / 0xffff
			if alpha == 0 {
				continue
			}
			// NRGBA from the contour colour's premultiplied components.
			out.SetNRGBA(x, y, color.NRGBA{
				R: uint8(cr * 0xff / max(ca, 1)), G: uint8(cg * 0xff / max(ca, 1)), B: uint8(cb * 0xff / max(ca, 1)),
				A: uint8(alpha >> 8),
			})
		}
	}
	draw.Draw(out, b, src, b.Min, draw.Over)
	return out
}
