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

// TestMultiPVLinesStayBestFirst: a later line's search can find more than the first line's
// did (here, at depth 2, the second line finds WAC.050's mate that the first missed). Every
// report still lists the lines best first, and the search's move is the first line's.
// One thread, so the search is the same on every run.
func TestMultiPVLinesStayBestFirst(t *testing.T) {
	for _, fen := range []string{
		"r1b1r1k1/pp1n1pbp/1qp3p1/3p4/1B1P4/Q3PN2/PP2BPPP/R4RK1 w - - 0 1", // WAC.042
		"k4r2/1R4pb/1pQp1n1p/3P4/5p1P/3P2P1/r1q1R2K/8 w - - 0 1",           // WAC.050
		"8/8/2R5/1p2qp1k/1P2r3/2PQ2P1/5K2/8 w - - 0 1",                     // WAC.058
	} {
		p, err := rules.ParseFEN(rules.Chess, fen)
		if err != nil {
			t.Fatal(err)
		}
		e := New(Options{Level: MaxLevel, HashMB: 8, Threads: 1})
		res := e.Search(context.Background(), p, Limits{Depth: 6, MultiPV: 3}, func(in Info) {
			for i := 1; i < len(in.Lines); i++ {
				if in.Lines[i].Score > in.Lines[i-1].Score {
					t.Errorf("%s, depth %d: line %d scores %d, above line %d (%d)",
						fen, in.Depth, i+1, in.Lines[i].Score, i, in.Lines[i-1].Score)
				}
			}
			if in.PV[0] != in.Lines[0].PV[0] || in.Score != in.Lines[0].Score {
				t.Errorf("%s, depth %d: the reported move %v (%d) is not the first line's %v (%d)",
					fen, in.Depth, in.PV[0], in.Score, in.Lines[0].PV[0], in.Lines[0].Score)
			}
		})
		if res.Move != res.Lines[0].PV[0] {
			t.Errorf("%s: the search chose %v, the first line starts with %v", fen, res.Move, res.Lines[0].PV[0])
		}
	}
}

// TestMultiPVKeepsAlternativesWhenStopped: a search stopped half way through an iteration
// that found a new best move still reports the other lines of the last whole iteration
// after it, so a puzzle check never mistakes a stopped search for a move without rivals.
// The node limits stop these WAC searches at many different points. (A search stopped
// before its first iteration ends knows one move only.)
func TestMultiPVKeepsAlternativesWhenStopped(t *testing.T) {
	changed := 0
	for _, w := range wacPositions(t)[:40] {
		p := w.pos
		for _, nodes := range []uint64{3000, 9000, 27000} {
			var last Info
			e := New(Options{Level: MaxLevel, HashMB: 4, Threads: 1})
			res := e.Search(context.Background(), p, Limits{Nodes: nodes, MultiPV: 2}, func(in Info) { last = in })
			if len(last.Lines) == 0 {
				continue // no iteration finished: the search knows of no other line
			}
			if last.Lines[0].PV[0] != res.Move {
				changed++
			}
			if len(res.Lines) != 2 || res.Lines[0].PV[0] != res.Move || res.Lines[1].PV[0] == res.Move {
				t.Errorf("%s at %d nodes: the move %v, lines %v; want two, the move's first", w.id, nodes, res.Move, res.Lines)
			}
		}
	}
	if changed == 0 {
		t.Error("no search changed its move after its last whole iteration: the test checks nothing")
	}
}
