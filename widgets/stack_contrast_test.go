package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"siegeworks/internal/capture"
	"siegeworks/rules"
)

// TestTurnoverStacksReadInTheirOwnersColour: every one of the six stacks of White is clearly
// lighter than the same stack of Black, on a light square and on a dark one, on every scheme
// with every piece set, in both themes.
func TestTurnoverStacksReadInTheirOwnersColour(t *testing.T) {
	test.NewTempApp(t)
	// Ranks 3 and 4 hold White's six stacks, ranks 5 and 6 Black's: each kind stands on
	// both square colours.
	pos, err := rules.ParseFEN(rules.Turnover, "8/8/pnbrqk2/pnbrqk2/PNBRQK2/PNBRQK2/8/8 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	everyLook(t, bothInterfaces, func(look string) {
		b, w := shownBoard(t, pos, fyne.NewSize(520, 440))
		img := capture.Settled(w.Canvas())
		scale := float32(img.Bounds().Dx()) / w.Canvas().Size().Width
		// mean is the luminance over the stack's footprint: the disc of its outermost ring
		// (of the art's 100 units: Wall 47.5, Fort 34.5, a lone Tower drawn at 30),
		// background included,
		// so square colour showing through a stack counts against it.
		footprint := map[rules.Kind]float32{rules.Pawn: 0.46, rules.Knight: 0.46, rules.King: 0.46,
			rules.Bishop: 0.33, rules.Queen: 0.33, rules.Rook: 0.28}
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
					t.Errorf("%s: %s on %s (luminance %.2f) is not clearly lighter than %s on %s (%.2f)",
						look, pos.At(white), white, lw, pos.At(black), black, lb)
				}
			}
		}
	})
}

// TestTurnoverStacksTellApartAtLessonSize: on a board the size of a lesson's in a small
// window (squares about 45 units), each of the six stacks looks clearly different from
// every other — a share of its square's pixels differs — and none is a speck: each covers
// at least half of its square's width. So on every scheme with every piece set (on a light
// interface: the shapes are the same on a dark one).
func TestTurnoverStacksTellApartAtLessonSize(t *testing.T) {
	test.NewTempApp(t)
	// White's six stacks on the dark squares of rank 3, Black's on those of rank 6.
	pos, err := rules.ParseFEN(rules.Turnover, "8/p1n1b1r1/1q1k4/8/8/P1N1B1R1/1Q1K4/8 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	everyLook(t, lightInterface, func(look string) { stacksTellApart(t, look, pos) })
}

func stacksTellApart(t *testing.T, look string, pos *rules.Position) {
	b, w := shownBoard(t, pos, fyne.NewSize(400, 400))
	img := capture.Settled(w.Canvas())
	side := int(b.layout().square)
	if side > 50 {
		t.Fatalf("the squares are %d units: not lesson size", side)
	}
	// lum is a square's pixels as luminance, its rim left out; bg its background's.
	lum := func(sq rules.Square) (pix []float64, bg float64) {
		c := b.SquareCenter(sq)
		l := func(x, y int) float64 {
			r, g, bl, _ := img.At(x, y).RGBA()
			return (0.2126*float64(r) + 0.7152*float64(g) + 0.0722*float64(bl)) / 0xffff
		}
		bg = l(int(c.X)-side/2+2, int(c.Y)-side/2+2)
		for y := int(c.Y) - side/2 + 2; y < int(c.Y)+side/2-2; y++ {
			for x := int(c.X) - side/2 + 2; x < int(c.X)+side/2-2; x++ {
				pix = append(pix, l(x, y))
			}
		}
		return pix, bg
	}
	inner := side - 4
	for _, rank := range []int{1, 2, 5, 6} {
		var squares []rules.Square
		for file := 1; file <= 8; file++ {
			if sq := rules.SquareAt(file, rank); pos.At(sq) != rules.NoPiece {
				squares = append(squares, sq)
			}
		}
		pixels := map[rules.Square][]float64{}
		for _, sq := range squares {
			pix, bg := lum(sq)
			pixels[sq] = pix
			across := 0 // the stack's width along the middle row
			for x := 0; x < inner; x++ {
				if d := pix[(inner/2)*inner+x] - bg; d > 0.02 || d < -0.02 {
					across++
				}
			}
			if float64(across) < 0.5*float64(side) {
				t.Errorf("%s: %s on %s is only %d of its square's %d units across", look, pos.At(sq), sq, across, side)
			}
		}
		for i, a := range squares {
			for _, z := range squares[i+1:] {
				differ := 0
				for k := range pixels[a] {
					if d := pixels[a][k] - pixels[z][k]; d > 0.15 || d < -0.15 {
						differ++
					}
				}
				if share := float64(differ) / float64(len(pixels[a])); share < 0.08 {
					t.Errorf("%s: %s and %s look alike: only %.3f of the square differs", look, pos.At(a), pos.At(z), share)
				}
			}
		}
	}
}

// TestCatapultsReadInTheirOwnersColour: a White Catapult is clearly lighter than a Black one
// on both square colours, on every scheme with every piece set, and a moved Catapult looks
// different from an unmoved one.
func TestCatapultsReadInTheirOwnersColour(t *testing.T) {
	test.NewTempApp(t)
	// Unmoved on the c-file, moved on the d-file; White on ranks 3 and 4, Black on 5 and 6.
	pos, err := rules.ParseFEN(rules.CatapultChess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cc3,Cd4*,cc5,cd6*")
	if err != nil {
		t.Fatal(err)
	}
	everyLook(t, bothInterfaces, func(look string) { catapultsReadInTheirOwnersColour(t, look, pos) })
	if CatapultMarker(rules.White, true) == CatapultMarker(rules.White, false) {
		t.Error("a moved Catapult is drawn like an unmoved one")
	}
}

func catapultsReadInTheirOwnersColour(t *testing.T, look string, pos *rules.Position) {
	b, w := shownBoard(t, pos, fyne.NewSize(400, 400))
	img := capture.Settled(w.Canvas())
	side := b.layout().square
	// mean is the luminance over the marker's ring (of the art's 100 units: from 36 to 46
	// from the centre), where its owner's colour shows around any piece standing on it.
	mean := func(name string) float64 {
		sq, _ := rules.CatapultChess.Geometry().ParseSquare(name)
		c := b.SquareCenter(sq)
		inner, outer := side*0.38, side*0.44
		var sum float64
		n := 0
		for y := int(c.Y - outer); y <= int(c.Y+outer); y++ {
			for x := int(c.X - outer); x <= int(c.X+outer); x++ {
				if dx, dy := float32(x)-c.X, float32(y)-c.Y; dx*dx+dy*dy > outer*outer || dx*dx+dy*dy < inner*inner {
					continue
				}
				cr, cg, cb, _ := img.At(x, y).RGBA()
				sum += (0.2126*float64(cr) + 0.7152*float64(cg) + 0.0722*float64(cb)) / 0xffff
				n++
			}
		}
		return sum / float64(n)
	}
	// c3 and c5 are dark squares, d4 and d6 light ones.
	for _, pair := range [][2]string{{"c3", "c5"}, {"d4", "d6"}} {
		if lw, lb := mean(pair[0]), mean(pair[1]); lw-lb < 0.3 {
			t.Errorf("%s: the White Catapult on %s (%.2f) is not clearly lighter than the Black one on %s (%.2f)", look, pair[0], lw, pair[1], lb)
		}
	}
}
