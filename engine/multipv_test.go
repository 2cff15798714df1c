package engine

import (
	"context"

	"testing"

	"siegeworks/rules"
)

// TestMultiPV: three lines, distinct, best first, the first the search's own move, and each
// line's score exact: the winning capture is far ahead of the other two.
func TestMultiPV(t *testing.T) {
	// White's rook takes the undefended queen on d8; nothing else comes close.
	p, err := rules.ParseFEN(rules.Chess, "3q2k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	e := New(Options{Level: MaxLevel, HashMB: 4})
	var seen []Info
	res := e.Search(context.Background(), p, Limits{Depth: 6, MultiPV: 3}, func(in Info) { seen = append(seen, in) })
	if len(res.Lines) != 3 {
		t.Fatalf("got %d lines, want 3", len(res.Lines))
	}
	if res.Lines[0].PV[0] != res.Move {
		t.Errorf("the first line starts with %v, the search chose %v", res.Lines[0].PV[0], res.Move)
	}
	if got := p.SAN(res.Move); got != "Rxd8+" && got != "Rxd8#" {
		t.Errorf("best move %s, want Rxd8", got)
	}
	moves := map[rules.Move]bool{}
	for i, l := range res.Lines {
		if moves[l.PV[0]] {
			t.Errorf("line %d repeats %v", i+1, l.PV[0])
		}
		moves[l.PV[0]] = true
		if i > 0 && l.Score > res.Lines[i-1].Score {
			t.Errorf("line %d scores %d, above line %d (%d)", i+1, l.Score, i, res.Lines[i-1].Score)
		}
		// Every line is legal from the root.
		q := p.Clone()
		for _, m := range l.PV {
			if !q.IsLegal(m) {
				t.Fatalf("line %d: %v is not legal", i+1, m)
			}
			q.MakeMove(m)
		}
	}
	if res.Lines[0].Score-res.Lines[1].Score < 500 {
		t.Errorf("the queen capture (%d) should be far ahead of the second line (%d)", res.Lines[0].Score, res.Lines[1].Score)
	}
	// Each line's score agrees with a search of the position after its move.
	for i, l := range res.Lines[1:] {
		q := p.Clone()
		q.MakeMove(l.PV[0])
		r := New(Options{Level: MaxLevel, HashMB: 4}).Search(context.Background(), q, Limits{Depth: 5}, nil)
		if d := -r.Score - l.Score; d > 60 || d < -60 {
			t.Errorf("line %d (%s) scores %d; searched on its own %d", i+2, p.SAN(l.PV[0]), l.Score, -r.Score)
		}
	}
	if len(seen) == 0 || len(seen[len(seen)-1].Lines) != 3 {
		t.Errorf("the progress reports do not carry three lines")
	}
}

// TestMultiPVFewerMovesThanLines: a position with one legal move gives one line.
func TestMultiPVFewerMovesThanLines(t *testing.T) {
	p, err := rules.ParseFEN(rules.Chess, "7k/8/8/8/8/8/6q1/7K w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	res := New(Options{Level: MaxLevel, HashMB: 4}).Search(context.Background(), p, Limits{Depth: 4, MultiPV: 3}, nil)
	if len(res.Lines) != 1 || res.Lines[0].PV[0] != res.Move {
		t.Fatalf("got %d lines (%v), want the one legal move", len(res.Lines), res.Lines)
	}
}
