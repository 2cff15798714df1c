package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"siegeworks/rules"
)

// benchPickUps are busy positions and the piece picked up in each: a Turret with nine slings
// in a Turret Chess middlegame, and a queen on her Catapult in Chess++ (every move of hers
// plays and takes back a move to see whether Catapults fall).
var benchPickUps = []struct{ name, variant, fen, square string }{
	{"turret", "turret", "t1q2kb1rt/1p2ppPp/nr3Tpn/p1pp4/P5P1/4P2N/2PPbPBP/1RNBQK2RT w KQk - 6 13", "f6"},
	{"catapult-queen", "catapult", "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPPQ1PPP/RNB1K2R w KQkq - 0 1 Cd2,Cf7,ce5,cb8", "d2"},
}

// BenchmarkPickUp measures what picking a piece up costs: "compute" works out the legal
// destinations, their marks and the full preview of every destination (as if the pointer
// visited each); "tap" is a click on the piece through the widget, with the marks drawn.
func BenchmarkPickUp(b *testing.B) {
	test.NewTempApp(b)
	for _, c := range benchPickUps {
		v, _ := rules.VariantByID(c.variant)
		pos, err := rules.ParseFEN(v, c.fen)
		if err != nil {
			b.Fatal(err)
		}
		from := sq(b, pos, c.square)
		b.Run(c.name+"/compute", func(b *testing.B) {
			work := pos.Clone()
			for b.Loop() {
				s := pickUp(work, from)
				for i := range s.dests {
					previewOf(work, &s.dests[i])
				}
			}
		})
		b.Run(c.name+"/tap", func(b *testing.B) {
			board := NewBoard(pos)
			w := test.NewWindow(board)
			defer w.Close()
			w.SetPadded(false)
			w.Resize(fyne.NewSize(800, 800))
			at := &fyne.PointEvent{Position: board.SquareCenter(from)}
			for b.Loop() {
				board.Tapped(at) // pick up
				board.Tapped(at) // put down again
			}
		})
	}
}

// BenchmarkRedraw measures a full refresh of the board renderer at 800x800 (every square,
// label and mark updated and laid out), with a Turret picked up and a destination previewed,
// and a rebuild of every canvas object.
// Painting is the driver's (on the GPU); this is the part the board controls.
func BenchmarkRedraw(b *testing.B) {
	test.NewTempApp(b)
	c := benchPickUps[0]
	v, _ := rules.VariantByID(c.variant)
	pos, err := rules.ParseFEN(v, c.fen)
	if err != nil {
		b.Fatal(err)
	}
	board := NewBoard(pos)
	w := test.NewWindow(board)
	defer w.Close()
	w.SetPadded(false)
	w.Resize(fyne.NewSize(800, 800))
	click(board, sq(b, pos, c.square))
	hover(board, sq(b, pos, "c3"))
	if board.Preview() == nil {
		b.Fatal("no preview to draw")
	}
	r := board.renderer
	b.Run("refresh", func(b *testing.B) {
		for b.Loop() {
			r.Refresh()
		}
	})
	// The worst case: every canvas object made afresh, as when the board changes shape.
	b.Run("rebuild", func(b *testing.B) {
		for b.Loop() {
			r.rebuild()
			r.Layout(board.Size())
		}
	})
}
