package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"siegeworks/internal/capture"
	"siegeworks/rules"
)

// TestTurnoverStacksReadInTheirOwnersColour: every one of the six stacks of White is clearly
// lighter than the same stack of Black, on a light square and on a dark one, in both themes.
func TestTurnoverStacksReadInTheirOwnersColour(t *testing.T) {
	test.NewTempApp(t)
	// Ranks 3 and 4 hold White's six stacks, ranks 5 and 6 Black's: each kind stands on
	// both square colours.
	pos, err := rules.ParseFEN(rules.Turnover, "8/8/pnbrqk2/pnbrqk2/PNBRQK2/PNBRQK2/8/8 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, variant := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		useVariant(t, variant)
		b, w := shownBoard(t, pos, fyne.NewSize(520, 440))
		img := capture.Settled(w.Canvas())
		scale := float32(img.Bounds().Dx()) / w.Canvas().Size().Width
		// mean is the luminance over the stack's footprint: the disc of its outermost ring
		// (of the art's 100 units: Wall 47.5, Fort 34.5, Tower 17.5), background included,
		// so square colour showing through a stack counts against it.
		footprint := map[rules.Kind]float32{rules.Pawn: 0.46, rules.Knight: 0.46, rules.King: 0.46,
			rules.Bishop: 0.33, rules.Queen: 0.33, rules.Rook: 0.16}
		mean := func(sq rules.Square) float64 {
			c := b.SquareCenter(sq).Add(fyne.CurrentApp().Driver().AbsolutePositionForObject(b))
			radius := b.layout().square * footprint[pos.At(sq).Kind()] * scale
			cx, cy := c.X*scale, c.Y*scale
			var sum float64
			n := 0
			for y := int(cy - radius); y <= int(cy+radius); y++ {
				for x := int(cx - radius); x <= int(cx+radius); x++ {
					if dx, dy := float32(x)-cx, float32(y)-cy; dx*dx+dy*dy > radius*radius {
						continue
					}
					cr, cg, cb, _ := img.At(x, y).RGBA()
					sum += (0.2126*float64(cr) + 0.7152*float64(cg) + 0.0722*float64(cb)) / 0xffff
					n++
				}
			}
			return sum / float64(n)
		}
		for file := 1; file <= 6; file++ {
			for _, ranks := range [][2]int{{2, 4}, {3, 5}} { // pairs of one square colour
				white, black := rules.SquareAt(file, ranks[0]), rules.SquareAt(file, ranks[1])
				lw, lb := mean(white), mean(black)
				if lw-lb < 0.3 {
					t.Errorf("theme %v: %s on %s (luminance %.2f) is not clearly lighter than %s on %s (%.2f)",
						variant, pos.At(white), white, lw, pos.At(black), black, lb)
				}
			}
		}
	}
}
