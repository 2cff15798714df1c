package assets

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"regexp"
	"strconv"
	"sync"

	"fyne.io/fyne/v2"
	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"
)

// Raster is the SVG art drawn at exactly px×px pixels, as PNG. The SVG library Fyne draws
// with does not scale stroke widths with the drawing, so below the art's own 100 units the
// outlines swallow the pieces' bodies (White pieces look black at 30 pixels) and above it
// they thin out; drawing here with the widths scaled keeps every size true to the art.
// Results are cached, a bounded number of them.
func Raster(res fyne.Resource, px int) fyne.Resource {
	if res == nil || px <= 0 {
		return res
	}
	key := rasterKey{res.Name(), px}
	rasterMu.Lock()
	defer rasterMu.Unlock()
	if r, ok := rasterCache[key]; ok {
		return r
	}
	img, err := rasterize(res.Content(), px)
	if err != nil {
		return res
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return res
	}
	if len(rasterCache) >= maxRasters {
		clear(rasterCache) // a resize to new sizes: start over rather than grow
	}
	r := fyne.NewStaticResource(fmt.Sprintf("%s@%d.png", res.Name(), px), buf.Bytes())
	rasterCache[key] = r
	return r
}

var strokeWidth = regexp.MustCompile(`stroke-width="([0-9.]+)"`)

type rasterKey struct {
	name string
	px   int
}

// maxRasters bounds the cache: every piece and stack of both colours at a few sizes.
const maxRasters = 512

var (
	rasterMu    sync.Mutex
	rasterCache = map[rasterKey]fyne.Resource{}
)

func rasterize(svg []byte, px int) (*image.NRGBA, error) {
	icon, err := oksvg.ReadIconStream(bytes.NewReader(svg))
	if err != nil {
		return nil, err
	}
	// The SVG library draws stroke widths in pixels, unscaled: scale them to the target so
	// an outline keeps its share of the piece at every size.
	if w := icon.ViewBox.W; w > 0 {
		k := float64(px) / w
		svg = strokeWidth.ReplaceAllFunc(svg, func(m []byte) []byte {
			v, err := strconv.ParseFloat(string(strokeWidth.FindSubmatch(m)[1]), 64)
			if err != nil {
				return m
			}
			return []byte(fmt.Sprintf(`stroke-width="%.3f"`, v*k))
		})
		if icon, err = oksvg.ReadIconStream(bytes.NewReader(svg)); err != nil {
			return nil, err
		}
	}
	icon.SetTarget(0, 0, float64(px), float64(px))
	rgba := image.NewRGBA(image.Rect(0, 0, px, px))
	scanner := rasterx.NewScannerGV(px, px, rgba, rgba.Bounds())
	icon.Draw(rasterx.NewDasher(px, px, scanner), 1)
	out := image.NewNRGBA(rgba.Bounds())
	for i := 0; i < len(rgba.Pix); i += 4 {
		a := rgba.Pix[i+3]
		if a == 0 {
			continue
		}
		for c := 0; c < 3; c++ {
			out.Pix[i+c] = uint8(int(rgba.Pix[i+c]) * 255 / int(a))
		}
		out.Pix[i+3] = a
	}
	return out, nil
}
