package engine

import (
	"testing"

	"siegeworks/rules"
)

// TestPawnRaceAgainstALoneKing checks the rule of the square: a passed pawn the
// enemy king cannot catch is worth nearly a queen, but only when the king
// really cannot catch it, nothing stands in its way and no enemy piece is left.
func TestPawnRaceAgainstALoneKing(t *testing.T) {
	e := New(Options{})
	eval := func(v *rules.Variant, fen string) int {
		t.Helper()
		p, err := rules.ParseFEN(v, fen)
		if err != nil {
			t.Fatal(err)
		}
		sc := e.Evaluate(p)
		if p.SideToMove() == rules.Black {
			sc = -sc
		}
		return sc // White's point of view
	}
	const queenish = 600
	// a5 needs three moves; the king on e5 needs four to reach a8.
	outruns := eval(rules.Chess, "8/8/8/P3k3/8/8/8/7K w - - 0 1")
	if outruns < queenish {
		t.Errorf("a pawn the king cannot catch scores %d, want at least %d", outruns, queenish)
	}
	for _, c := range []struct{ why, fen string }{
		{"the king catches it when it is to move", "8/8/8/P3k3/8/8/8/7K b - - 0 1"},
		{"a piece of its own side blocks its path", "8/K7/8/P3k3/8/8/8/8 w - - 0 1"},
		{"the defender still has a knight", "8/8/8/P3k3/8/8/5n2/7K w - - 0 1"},
	} {
		if sc := eval(rules.Chess, c.fen); sc >= queenish {
			t.Errorf("%s, yet the pawn scores %d", c.why, sc)
		}
	}
}
