package study

import (
	"testing"

	"siegeworks/rules"
)

// TestPuzzleAttempt: the line's moves solve the puzzle with the forced replies played; a
// wrong move fails it; a different mate also solves it.
func TestPuzzleAttempt(t *testing.T) {
	// Two moves: Qh7+ Kf8 then Qh8#, the reply forced.
	p, err := ParsePuzzle(rules.Chess, "t ; mate ; 1200 ; 6k1/5p2/6pQ/8/8/8/8/4R1K1 w - - 0 1 ; h6h8 g8h8 e1e8")
	if err != nil {
		t.Fatal(err)
	}
	a := p.Start()
	first, _ := a.Position().ParseMove("Qh8+")
	st := a.Play(first)
	if !st.Correct || st.Reply == rules.NoMove || a.State() != Solving {
		t.Fatalf("first move: %+v, state %v", st, a.State())
	}
	second, _ := a.Position().ParseMove("Re8#")
	st = a.Play(second)
	if !st.Correct || a.State() != Solved {
		t.Fatalf("second move: %+v, state %v", st, a.State())
	}

	b := p.Start()
	wrong, _ := b.Position().ParseMove("Qf4")
	if st := b.Play(wrong); st.Correct || b.State() != Failed {
		t.Fatalf("a wrong move: %+v, state %v", st, b.State())
	}
	// Moves after the end change nothing.
	if st := b.Play(first); st.Correct {
		t.Error("a move after failing counted")
	}

	// Any mate solves a mate puzzle.
	q, err := ParsePuzzle(rules.Chess, "m ; mate ; 900 ; 6k1/5ppp/8/8/8/8/8/R2R2K1 w - - 0 1 ; d1d8")
	if err != nil {
		t.Fatal(err)
	}
	c := q.Start()
	other, _ := c.Position().ParseMove("Ra8#")
	if st := c.Play(other); !st.Correct || c.State() != Solved {
		t.Fatalf("another mate: %+v, state %v", st, c.State())
	}
}

// TestNewRating: solving a harder puzzle gains more than an easier one, failing loses.
func TestNewRating(t *testing.T) {
	if a, b := NewRating(1200, 1600, true), NewRating(1200, 900, true); a <= b || b <= 1200 {
		t.Errorf("gains %d (hard) and %d (easy)", a-1200, b-1200)
	}
	if r := NewRating(1200, 1200, false); r != 1184 {
		t.Errorf("an even failure gives %d, want 1184", r)
	}
}
