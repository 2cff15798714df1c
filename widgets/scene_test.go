package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"siegeworks/rules"
)

// scenes are positions that show each kind of side effect, used by the interaction tests,
// the golden images and the preview images.
var scenes = map[string]struct{ variant, fen string }{
	// A white Turret on c3 slings a pawn, a knight, and a pawn that captures on e5.
	"turret-sling": {"turret", "trnbqkb1rt/ppp2ppp/3p1n2/4p3/2B1P3/2TP1N2/PPPN1PPP/1R1BQK2RT w - - 0 1"},
	// The e2 pawn shoots over its knight on e3 at the knight on e5 or the queen on e8.
	"gunnery-shot": {"gunnery", "rnbkqbnr/pppp1ppp/8/4n3/8/4N3/PPPPPPPP/R1BQKB1R w - - 0 1"},
	// The knight on its Catapult f3 may teleport to the other white Catapult on f7 and take.
	"catapult-teleport": {"catapult", "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 0 1 Cf3,Cf7,ce5,cb8"},
	// The knight landing on e5 stands on Black's second Catapult: both Catapults fall.
	"catapult-capture": {"catapult", "1B2k3/8/8/8/6N1/8/8/4K3 w - - 0 1 Cb1,Cf1,ce5,cb8"},
	// The Citadel on b3: a take (b6), turnovers (d5, e3), a combination (a4).
	"turnover-choice": {"turnover", "k1k1k1k1/1k1k1k1k/1b6/3r4/P7/1Q2p3/1K1K1K1K/K1K1K1K1 w - - 0 1"},
	// A pawn about to promote, with a capture-promotion too.
	"promotion": {"turret", "tr1bqkbnr1/1P3ppp/8/8/8/8/5PPP/T4K2RT w K - 0 1"},
}

func scenePosition(t testing.TB, name string) *rules.Position {
	t.Helper()
	sc, ok := scenes[name]
	if !ok {
		t.Fatalf("no scene %q", name)
	}
	v, err := rules.VariantByID(sc.variant)
	if err != nil {
		t.Fatal(err)
	}
	pos, err := rules.ParseFEN(v, sc.fen)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return pos
}

func sq(t testing.TB, pos *rules.Position, name string) rules.Square {
	t.Helper()
	s, err := pos.Variant().Geometry().ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// shownBoard puts a board for pos in a test window of the given size.
func shownBoard(t testing.TB, pos *rules.Position, size fyne.Size) (*Board, fyne.Window) {
	t.Helper()
	b := NewBoard(pos)
	w := test.NewWindow(b)
	w.SetPadded(false)
	w.Resize(size)
	if tt, ok := t.(*testing.T); ok {
		tt.Cleanup(w.Close)
	}
	return b, w
}

// click taps the centre of a square.
func click(b *Board, s rules.Square) {
	b.Tapped(&fyne.PointEvent{Position: b.SquareCenter(s)})
}

// hover moves the mouse over the centre of a square.
func hover(b *Board, s rules.Square) {
	b.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: b.SquareCenter(s)}})
}

// dragTo drags from the centre of one square to the centre of another in a few steps, the way
// the desktop driver reports it (each event has the pointer's position and the distance from
// the previous one), and drops unless hold is set.
func dragTo(b *Board, from, to rules.Square, hold bool) {
	dragToPoint(b, b.SquareCenter(from), b.SquareCenter(to), hold)
}

func dragToPoint(b *Board, start, end fyne.Position, hold bool) {
	const steps = 4
	prev := start
	for i := 1; i <= steps; i++ {
		f := float32(i) / steps
		p := fyne.NewPos(start.X+(end.X-start.X)*f, start.Y+(end.Y-start.Y)*f)
		b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}, Dragged: fyne.NewDelta(p.X-prev.X, p.Y-prev.Y)})
		prev = p
	}
	if !hold {
		b.DragEnd()
	}
}
