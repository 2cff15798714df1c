package rules

import (
	"flag"
	"testing"
)

// turnoverDeep runs the slow Turnover checks at full size: deeper perft,
// more reference comparisons, a longer soak.
var turnoverDeep = flag.Bool("turnover.deep", false, "run the long Turnover perft, reference and soak tests")

// tov parses a Turnover FEN or fails the test.
func tov(t testing.TB, fen string) *Position {
	t.Helper()
	p, err := ParseFEN(Turnover, fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

// tsq names a square.
func tsq(name string) Square {
	s, err := standardBoard.ParseSquare(name)
	if err != nil {
		panic(err)
	}
	return s
}

// tovLegal lists the legal moves in coordinate notation, "K" before whole-set
// Castle steps.
func tovLegal(p *Position) map[string]Move {
	var ml MoveList
	p.GenerateLegal(&ml)
	out := map[string]Move{}
	for _, m := range ml.Slice() {
		name := m.String()
		if m.Kind() == SetMove {
			name = "K" + name
		}
		out[name] = m
	}
	return out
}
