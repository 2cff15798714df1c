// Package perftcmp measures Siegeworks' move generation beside zurichess's board package in
// one run, on the same six positions and depth as rules.BenchmarkPerftChess: legal perft to
// depth 4 with make and unmake at every leaf. It is a module of its own so that the product
// never depends on zurichess; run it with
//
//	cd bench/perftcmp && go test -bench . -benchtime 5x
//
// or `make perft-compare` from the top.
package perftcmp

import (
	"testing"

	zboard "bitbucket.org/zurichess/board"

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

// measure checks each position's count once, then times the perft of all six.
func measure(b *testing.B, perft func(i int) uint64) {
	for i, w := range positions {
		if n := perft(i); n != w.depth4 {
			b.Fatalf("%s: %d leaves, want %d", w.fen, n, w.depth4)
		}
	}
	b.ResetTimer()
	var nodes uint64
	for n := 0; n < b.N; n++ {
		for i := range positions {
			nodes += perft(i)
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

func BenchmarkPerftSiegeworks(b *testing.B) {
	ps := make([]*rules.Position, len(positions))
	for i, w := range positions {
		p, err := rules.ParseFEN(rules.Chess, w.fen)
		if err != nil {
			b.Fatal(err)
		}
		ps[i] = p
	}
	measure(b, func(i int) uint64 { return ps[i].Perft(depth) })
}

func BenchmarkPerftZurichess(b *testing.B) {
	ps := make([]*zboard.Position, len(positions))
	moves := make([]zboard.Move, 0, 1024)
	for i, w := range positions {
		p, err := zboard.PositionFromFEN(w.fen)
		if err != nil {
			b.Fatal(err)
		}
		ps[i] = p
	}
	measure(b, func(i int) uint64 { return zurichessPerft(ps[i], depth, &moves) })
}
