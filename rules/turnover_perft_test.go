package rules

import (
	"runtime"
	"testing"
)

// Turnover perft from the start position (docs/RULES.md §5.7). Depths 1-5 were
// confirmed by the reference generator of turnover_ref_test.go
// (TestTurnoverPerftReference: 1-4 always, 5 with -turnover.deep); 6 and 7
// come from the fast generator only, which matches the reference on
// hundreds of thousands of random positions.
var turnoverStartPerft = []uint64{1, 16, 256, 5870, 134898, 3670080, 99677744, 3055627851}

// Other positions: a middle game from a random game, a last-Castle ending,
// and two Castles hemmed in by their own Walls; counts confirmed by the
// reference to refDepth.
var turnoverPerftPositions = []struct {
	fen      string
	counts   []uint64
	refDepth int
}{
	{"rrbk2q1/nr1q1rpq/1np3R1/B2p3p/P2PB2P/P1P5/1K1Q1K2/Q2RQ1K1 w - - 5 21", []uint64{1, 56, 2490, 137118, 6084421}, 3},
	{"4k3/8/3r4/8/2K5/8/5b2/8 w - - 0 40", []uint64{1, 4, 112, 652, 17754}, 4},
	{"7k/8/8/8/1b6/n7/PKP5/PKP5 w - - 0 1", []uint64{1, 1, 13, 50, 654}, 4},
}

func TestTurnoverPerftStart(t *testing.T) {
	maxDepth := 5
	if *turnoverDeep {
		maxDepth = 7
	}
	p := NewPosition(Turnover)
	for d := 1; d <= maxDepth; d++ {
		var got uint64
		if d <= 6 {
			got = p.Perft(d) // makes and unmakes every move, leaves included
		} else {
			got = p.PerftBulk(d)
		}
		if got != turnoverStartPerft[d] {
			t.Errorf("perft(%d) = %d, want %d", d, got, turnoverStartPerft[d])
		}
		if d <= 5 {
			if bulk := p.PerftBulk(d); bulk != got {
				t.Errorf("PerftBulk(%d) = %d, Perft %d", d, bulk, got)
			}
		}
	}
	if p.FEN() != Turnover.StartFEN {
		t.Errorf("perft left the position at %s", p.FEN())
	}
	for _, c := range turnoverPerftPositions {
		p := tov(t, c.fen)
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

// refPerft counts leaves with the reference generator.
func refPerft(b trBoard, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	moves := b.legalMoves()
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		n += refPerft(b.apply(m), depth-1)
	}
	return n
}

// TestTurnoverPerftReference: the reference generator, which derives moves
// straight from the rule text, gives the same perft counts.
func TestTurnoverPerftReference(t *testing.T) {
	depth := 4
	if *turnoverDeep {
		depth = 5
	}
	start := trFromPosition(NewPosition(Turnover))
	for d := 1; d <= depth; d++ {
		if got := refPerft(start, d); got != turnoverStartPerft[d] {
			t.Errorf("reference perft(%d) = %d, fast %d", d, got, turnoverStartPerft[d])
		}
	}
	for _, c := range turnoverPerftPositions {
		p := tov(t, c.fen)
		for d := 1; d <= c.refDepth; d++ {
			fast, ref := p.Perft(d), refPerft(trFromPosition(p), d)
			if fast != ref {
				t.Errorf("%s perft(%d): fast %d, reference %d", c.fen, d, fast, ref)
			}
		}
	}
}

// TestTurnoverPerftDivide: the divide at depth 3 sums to perft and every
// first move shows up once.
func TestTurnoverPerftDivide(t *testing.T) {
	p := NewPosition(Turnover)
	var sum uint64
	for _, e := range p.PerftDivide(3) {
		sum += e.Nodes
	}
	if sum != turnoverStartPerft[3] {
		t.Errorf("divide sums to %d, want %d", sum, turnoverStartPerft[3])
	}
}

// TestTurnoverMakeUnmakeAllocationFree: generating, making and unmaking
// Turnover moves allocates nothing once the undo stack has grown.
func TestTurnoverMakeUnmakeAllocationFree(t *testing.T) {
	fens := []string{Turnover.StartFEN}
	for _, c := range turnoverPerftPositions {
		fens = append(fens, c.fen)
	}
	for _, fen := range fens {
		p := tov(t, fen)
		p.Perft(3)
		var ml MoveList
		allocs := testing.AllocsPerRun(20, func() {
			p.GenerateLegal(&ml)
			for _, m := range ml.Slice() {
				p.MakeMove(m)
				_ = p.InCheck()
				p.UnmakeMove()
			}
			p.Perft(2)
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations per run", fen, allocs)
		}
	}
}

// BenchmarkPerftTurnover: full perft (every move made and unmade, leaves
// included) from the start position to depth 5 and from the other positions
// to depth 4; reports nodes per second and heap allocations per node.
func BenchmarkPerftTurnover(b *testing.B) {
	type job struct {
		p     *Position
		depth int
	}
	jobs := []job{{NewPosition(Turnover), 5}}
	for _, c := range turnoverPerftPositions {
		p, err := ParseFEN(Turnover, c.fen)
		if err != nil {
			b.Fatal(err)
		}
		jobs = append(jobs, job{p, 4})
	}
	for _, j := range jobs {
		j.p.Perft(2) // grow the undo stack before measuring
	}
	b.ReportAllocs()
	var nodes uint64
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, j := range jobs {
			nodes += j.p.Perft(j.depth)
		}
	}
	b.StopTimer()
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/float64(nodes), "allocs/node")
}
