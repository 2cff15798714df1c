package widgets

import (
	"fmt"
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"siegeworks/internal/capture"
	"siegeworks/rules"
)

// siegeScenes put every siege piece of both sides on a light and on a dark square: Turrets,
// Kwaggas and the pawns that are cannons in Gunnery Chess on ranks 3 and 4 (a3 is dark),
// Catapult markers alone and under pieces, and Turnover's six stacks.
var siegeScenes = []struct{ variant, fen string }{
	{"turret-kwagga", "4k5/8/8/8/TtGgPp2/TtGgPp2/8/5K4 w - - 0 1"},
	{"catapult", "4k3/8/8/8/8/1p6/Pp6/4K3 w - - 0 1 Ca2,Cb3*,cb2,ca3*"},
	{"catapult", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Ca3,Cb3*,ca4,cb4*"},
	{"turnover", "8/8/pnbrqk2/pnbrqk2/PNBRQK2/PNBRQK2/8/8 w - - 0 1"},
}

// standOut is the share of a square's pixels (its rim left out) whose contrast with the
// square's own colour is 3:1 or more, the least for a part of a picture to be told apart.
func standOut(img image.Image, b *Board, sq rules.Square, scale float32) float64 {
	c := b.SquareCenter(sq).Add(fyne.CurrentApp().Driver().AbsolutePositionForObject(b))
	half := b.layout().square * scale / 2
	cx, cy := int(c.X*scale), int(c.Y*scale)
	in := int(half) - 2
	ground := img.At(cx-in, cy-in) // a corner, where no piece reaches
	n, out := 0, 0
	for y := cy - in; y < cy+in; y++ {
		for x := cx - in; x < cx+in; x++ {
			n++
			if contrastRatio(img.At(x, y), ground) >= 3 {
				out++
			}
		}
	}
	return float64(out) / float64(n)
}

// TestSiegePiecesStandOutOnEverySquare: on every scheme, with every piece set, on a light and
// a dark interface, every siege piece of either side — Turret, Kwagga, cannon pawn, Catapult
// marker, each Turnover stack — stands out from a light and from a dark square: a part of
// it covering at least 6% of the square (the outline of the smallest stack covers about 8%)
// contrasts 3:1 or more with the square. A dark square as dark as Black's pieces, or a light
// one that swallowed White's outlines, leaves next to nothing.
func TestSiegePiecesStandOutOnEverySquare(t *testing.T) {
	test.NewTempApp(t)
	var positions []*rules.Position
	for _, s := range siegeScenes {
		v, err := rules.VariantByID(s.variant)
		if err != nil {
			t.Fatal(err)
		}
		pos, err := rules.ParseFEN(v, s.fen)
		if err != nil {
			t.Fatal(err)
		}
		positions = append(positions, pos)
	}
	var shown []*Board // one board for each position, shown once and redrawn by each look
	var windows []fyne.Window
	everyLook(t, bothInterfaces, func(look string) {
		for i, pos := range positions {
			if i == len(shown) {
				b, w := shownBoard(t, pos, fyne.NewSize(480, 440))
				shown, windows = append(shown, b), append(windows, w)
			}
			b, w := shown[i], windows[i]
			img := capture.Settled(w.Canvas())
			scale := float32(img.Bounds().Dx()) / w.Canvas().Size().Width
			for _, sq := range pos.Variant().Geometry().Squares() {
				pc := pos.At(sq)
				_, catapult := pos.CatapultAt(sq)
				if (pc.IsEmpty() || pc.Kind() == rules.King) && !catapult {
					continue
				}
				if share := standOut(img, b, sq, scale); share < 0.06 {
					what := fmt.Sprintf("%s on %s", pc, sq)
					if catapult {
						what += " with a Catapult"
					}
					t.Errorf("%s: %s (%s) hardly stands out: %.3f of its square contrasts with it",
						look, what, pos.Variant().Name, share)
				}
			}
		}
	})
}
