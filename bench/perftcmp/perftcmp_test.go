// Package perftcmp measures Siegeworks' move generation beside two of the fastest Go move
// generators in one run, on the same six positions and depth as rules.BenchmarkPerftChess:
// legal perft to depth 4, every leaf made (and, where the generator makes and unmakes, unmade).
//
//   - zurichess's board package (bitbucket.org/zurichess/board): pseudo-legal moves, each made
//     with DoMove, kept when it does not leave the mover in check, and taken back with UndoMove.
//   - CounterGo's move generator (github.com/ChizhovVadim/CounterGo/pkg/common): copy-make, as
//     CounterGo's own perft does it: pseudo-legal moves (only check evasions when in check),
//     each made into a child position by MakeMove, which answers whether it was legal; nothing
//     is unmade, the parent is simply used again.
//
// It is a module of its own so that the product never depends on either; run it with
//
//	cd bench/perftcmp && go test -run - -bench . -benchtime 3x
//
// or `make perft-compare` from the top. BenchmarkPerftSideBySide runs the three in turn inside
// each iteration, timing each with the CPU time of the benchmark's own thread (the machine is
// shared), and reports each one's M nodes/s and Siegeworks' ratio to the other two.
package perftcmp

import (
	"testing"

	zboard "bitbucket.org/zurichess/board"
	counter "github.com/ChizhovVadim/CounterGo/pkg/common"

	"siegeworks/rules"
)

// The six perft positions of the Chess Programming Wiki and their depth-4 counts.
var positions = []struct {
	fen    string
	depth4 uint64
}{
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 197281},
	{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4085603},
	{"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 43238},
	{"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 422333},
	{"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 2103487},
	{"r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 3894594},
}

const depth = 4

// zurichessPerft is zurichess's own way to count legal moves: pseudo-legal moves, each made
// and kept when it does not leave the mover in check (as its HasLegalMoves does).
func zurichessPerft(pos *zboard.Position, depth int, moves *[]zboard.Move) uint64 {
	if depth == 0 {
		return 1
	}
	start := len(*moves)
	pos.GenerateMoves(zboard.All, moves)
	var n uint64
	for i := start; i < len(*moves); i++ {
		pos.DoMove((*moves)[i])
		if !pos.IsChecked(pos.Them()) {
			n += zurichessPerft(pos, depth-1, moves)
		}
		pos.UndoMove()
	}
	*moves = (*moves)[:start]
	return n
}

// counterPerft is CounterGo's own perft (cmd/tests/perft.go), copy-make: every move, the
// last ply's included, is made into the child position, which MakeMove reports legal or not.
func counterPerft(p *counter.Position, depth int) uint64 {
	var n uint64
	var buffer [counter.MaxMoves]counter.OrderedMove
	var child counter.Position
	ml := p.GenerateMoves(buffer[:])
	for i := range ml {
		if p.MakeMove(ml[i].Move, &child) {
			if depth > 1 {
				n += counterPerft(&child, depth-1)
			} else {
				n++
			}
		}
	}
	return n
}

// generator is one move generator set up on the six positions: perft(i) counts position i.
type generator struct {
	name  string
	perft func(i int) uint64
}

func siegeworks(tb testing.TB) generator {
	ps := make([]*rules.Position, len(positions))
	for i, w := range positions {
		p, err := rules.ParseFEN(rules.Chess, w.fen)
		if err != nil {
			tb.Fatal(err)
		}
		ps[i] = p
	}
	return generator{"Siegeworks", func(i int) uint64 { return ps[i].Perft(depth) }}
}

func zurichess(tb testing.TB) generator {
	ps := make([]*zboard.Position, len(positions))
	moves := make([]zboard.Move, 0, 1024)
	for i, w := range positions {
		p, err := zboard.PositionFromFEN(w.fen)
		if err != nil {
			tb.Fatal(err)
		}
		ps[i] = p
	}
	return generator{"zurichess", func(i int) uint64 { return zurichessPerft(ps[i], depth, &moves) }}
}

func counterGo(tb testing.TB) generator {
	ps := make([]counter.Position, len(positions))
	for i, w := range positions {
		p, err := counter.NewPositionFromFEN(w.fen)
		if err != nil {
			tb.Fatal(err)
		}
		ps[i] = p
	}
	return generator{"CounterGo", func(i int) uint64 { return counterPerft(&ps[i], depth) }}
}

// check fails unless the generator counts every position's known number of leaves.
func check(tb testing.TB, g generator) {
	for i, w := range positions {
		if n := g.perft(i); n != w.depth4 {
			tb.Fatalf("%s, %s: %d leaves, want %d", g.name, w.fen, n, w.depth4)
		}
	}
}

// all counts the six positions once.
func (g generator) all() uint64 {
	var nodes uint64
	for i := range positions {
		nodes += g.perft(i)
	}
	return nodes
}

func TestCounts(t *testing.T) {
	for _, g := range []generator{siegeworks(t), zurichess(t), counterGo(t)} {
		check(t, g)
	}
}

// measure times the perft of all six positions b.N times in wall-clock time.
func measure(b *testing.B, g generator) {
	check(b, g)
	b.ResetTimer()
	var nodes uint64
	for n := 0; n < b.N; n++ {
		nodes += g.all()
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
	b.ReportMetric(0, "ns/op")
}

func BenchmarkPerftSiegeworks(b *testing.B) { measure(b, siegeworks(b)) }
func BenchmarkPerftZurichess(b *testing.B)  { measure(b, zurichess(b)) }
func BenchmarkPerftCounterGo(b *testing.B)  { measure(b, counterGo(b)) }
