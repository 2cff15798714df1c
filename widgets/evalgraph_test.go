package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestEvalGraphPointsAndClicks: each point's height is White's chance after that ply, the
// x axis spreads the plies over the width, and a click picks the nearest position.
func TestEvalGraphPointsAndClicks(t *testing.T) {
	test.NewTempApp(t)
	g := NewEvalGraph()
	chances := []float64{0.5, 0.55, 0.9, 0.1, 0.0}
	g.SetData(chances, []GraphMark{{Ply: 3, Color: BlunderColor}})
	w := test.NewTempWindow(t, g)
	w.Resize(fyne.NewSize(400, 100))
	size := g.Size()
	for i, c := range chances {
		p := g.Point(i, size)
		wantY := float32(1-c) * size.Height
		if d := p.Y - wantY; d > 0.01 || d < -0.01 {
			t.Errorf("ply %d: y %.2f, want %.2f", i, p.Y, wantY)
		}
		if i > 0 && p.X <= g.Point(i-1, size).X {
			t.Errorf("ply %d is not right of ply %d", i, i-1)
		}
	}
	var picked = -1
	g.OnSelect = func(ply int) { picked = ply }
	x := g.Point(3, size).X
	test.TapAt(g, fyne.NewPos(x+2, 50))
	if picked != 3 {
		t.Errorf("a click at ply 3's point picked %d", picked)
	}
	test.TapAt(g, fyne.NewPos(size.Width, 50))
	if picked != 4 {
		t.Errorf("a click at the right end picked %d", picked)
	}
}

// TestEvalBarShare: the light share is White's chance, clamped.
func TestEvalBarShare(t *testing.T) {
	test.NewTempApp(t)
	b := NewEvalBar()
	b.Set(0.8, "+2.10")
	if b.WhiteShare() != 0.8 {
		t.Errorf("share %.2f", b.WhiteShare())
	}
	b.Set(1.7, "#2")
	if b.WhiteShare() != 1 {
		t.Errorf("share %.2f after a value above 1", b.WhiteShare())
	}
}
