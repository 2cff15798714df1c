package rules

import (
	"runtime"
	"testing"
)

// benchPerft runs perft over the positions and reports throughput in nodes
// per second and heap allocations per node.
func benchPerft(b *testing.B, v *Variant, fens []string, depth int, bulk bool) {
	positions := make([]*Position, len(fens))
	for i, f := range fens {
		p, err := ParseFEN(v, f)
		if err != nil {
			b.Fatal(err)
		}
		positions[i] = p
		p.Perft(1) // grow the undo stack before measuring
	}
	var nodes uint64
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, p := range positions {
			if bulk {
				nodes += p.PerftBulk(depth)
			} else {
				nodes += p.Perft(depth)
			}
		}
	}
	b.StopTimer()
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/float64(nodes), "allocs/node")
}

func wikiFENs() []string {
	fens := make([]string, len(wikiPositions))
	for i, w := range wikiPositions {
		fens[i] = w.fen
	}
	return fens
}

// BenchmarkPerftChess makes and unmakes every move down to the leaves.
func BenchmarkPerftChess(b *testing.B) { benchPerft(b, Chess, wikiFENs(), 4, false) }

// BenchmarkPerftChessBulk counts the last ply's moves without making them.
func BenchmarkPerftChessBulk(b *testing.B) { benchPerft(b, Chess, wikiFENs(), 4, true) }

// TestMakeUnmakeAllocationFree: generating, making and unmaking moves
// allocates nothing once the undo stack has grown.
func TestMakeUnmakeAllocationFree(t *testing.T) {
	for _, w := range wikiPositions {
		assertAllocationFree(t, mustFEN(t, Chess, w.fen), w.name)
	}
}

func assertAllocationFree(t *testing.T, p *Position, name string) {
	t.Helper()
	p.Perft(3)
	var ml MoveList
	allocs := testing.AllocsPerRun(10, func() {
		p.GenerateLegal(&ml)
		for _, m := range ml.Slice() {
			p.MakeMove(m)
			p.UnmakeMove()
		}
		p.Perft(2)
	})
	if allocs != 0 {
		t.Errorf("%s: %v allocations per run", name, allocs)
	}
}
