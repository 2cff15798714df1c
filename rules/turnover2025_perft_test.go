package rules

import "testing"

// Turnover 2025 perft from the start position (docs/RULES.md §6; the start is
// §5.7's). Depths 1-4 are confirmed by the reference generator of
// turnover2025_ref_test.go on every run and depth 5 with -turnover.deep
// (TestTurnover2025PerftReference); depth 5 of the fast generator runs only
// with -turnover.deep too.
var turnover2025StartPerft = []uint64{1, 41, 1681, 70624, 2965589, 128382924}

// Other positions: two middle games of random 2025 games, the last-Castle
// ending of the 2019 table (the counts differ from 2019 from depth 3: a
// besieged side has no moves where 2019 stalemated it, and the last Castle
// may form a new one) and a position one move before a siege. Counts
// confirmed by the reference to refDepth, one more with -turnover.deep.
var turnover2025PerftPositions = []struct {
	fen      string
	counts   []uint64
	refDepth int
}{
	{"k1q1kQk1/1k1r1bk1/P1p2p2/3p4/Q2P1b2/2P5/RBK1K3/2R1KKK1 b - - 2 16", []uint64{1, 52, 2873, 150291, 8288108}, 3},
	{"k1k1rpkb/1k1rpq2/3pb1r1/5bK1/2P1b3/3K1B1P/K1RK4/3K1K1R b - - 0 17", []uint64{1, 53, 2484, 135043, 6454764}, 3},
	{"4k3/8/3r4/8/2K5/8/5b2/8 w - - 0 40", []uint64{1, 4, 112, 650, 17716, 89169}, 4},
	{"1r5k/8/8/8/8/6r1/8/K7 b - - 0 1", []uint64{1, 30, 40, 1157, 3233, 90568}, 4},
}

func TestTurnover2025PerftStart(t *testing.T) {
	maxDepth := 4
	if *turnoverDeep {
		maxDepth = 5
	}
	p := NewPosition(Turnover2025)
	for d := 1; d <= maxDepth; d++ {
		if got := p.Perft(d); got != turnover2025StartPerft[d] {
			t.Errorf("perft(%d) = %d, want %d", d, got, turnover2025StartPerft[d])
		}
		if bulk := p.PerftBulk(d); bulk != turnover2025StartPerft[d] {
			t.Errorf("PerftBulk(%d) = %d, want %d", d, bulk, turnover2025StartPerft[d])
		}
	}
	if p.FEN() != Turnover2025.StartFEN || !p.VerifyHash() {
		t.Errorf("perft left the position at %s", p.FEN())
	}
	for _, c := range turnover2025PerftPositions {
		p := t25(t, c.fen)
		for d, want := range c.counts {
			if d > maxDepth {
				break
			}
			if got := p.Perft(d); got != want {
				t.Errorf("%s perft(%d) = %d, want %d", c.fen, d, got, want)
			}
		}
	}
}

// TestTurnover2025PerftReference: the reference generator, written from the
// rule text, gives the same counts.
func TestTurnover2025PerftReference(t *testing.T) {
	depth, extra := 4, 0
	if *turnoverDeep {
		depth, extra = 5, 1
	}
	start := trFromPosition(NewPosition(Turnover2025))
	for d := 1; d <= depth; d++ {
		if got := refPerft(start, d); got != turnover2025StartPerft[d] {
			t.Errorf("reference perft(%d) = %d, table %d", d, got, turnover2025StartPerft[d])
		}
	}
	for _, c := range turnover2025PerftPositions {
		ref := trFromPosition(t25(t, c.fen))
		for d := 1; d <= c.refDepth+extra && d < len(c.counts); d++ {
			if got := refPerft(ref, d); got != c.counts[d] {
				t.Errorf("%s reference perft(%d) = %d, table %d", c.fen, d, got, c.counts[d])
			}
		}
	}
}

// TestTurnover2025MakeUnmakeAllocationFree: generating, making and unmaking
// 2025 moves allocates nothing once the undo stack has grown.
func TestTurnover2025MakeUnmakeAllocationFree(t *testing.T) {
	assertAllocationFree(t, NewPosition(Turnover2025), Turnover2025.StartFEN)
	for _, c := range turnover2025PerftPositions {
		assertAllocationFree(t, t25(t, c.fen), c.fen)
	}
}
