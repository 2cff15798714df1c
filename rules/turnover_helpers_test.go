package rules

import (
	"flag"
	"fmt"
	"sort"
	"strings"
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

// tovFEN builds a Turnover FEN from pieces written as letter and square,
// e.g. "Ke4" (a white Castle on e4) or "rd8" (a black Tower on d8).
func tovFEN(side string, halfmove int, pieces ...string) string {
	var board [8][8]byte // [rank][file]
	for _, s := range pieces {
		sq := tsq(s[1:])
		board[sq.Rank()][sq.File()-1] = s[0]
	}
	var sb strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			if board[r][f] == 0 {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteByte(byte('0' + empty))
				empty = 0
			}
			sb.WriteByte(board[r][f])
		}
		if empty > 0 {
			sb.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			sb.WriteByte('/')
		}
	}
	return fmt.Sprintf("%s %s - - %d 1", sb.String(), side, halfmove)
}

// tovSet builds a position from tovFEN's arguments or fails the test.
func tovSet(t testing.TB, side string, pieces ...string) *Position {
	t.Helper()
	return tov(t, tovFEN(side, 10, pieces...))
}

// tovMove finds a legal move by its coordinate name ("K" prefix for a
// whole-set step) or fails the test.
func tovMove(t testing.TB, p *Position, name string) Move {
	t.Helper()
	m, ok := tovLegal(p)[name]
	if !ok {
		t.Fatalf("%s: %s is not legal; legal: %v", p.FEN(), name, tovNames(p))
	}
	return m
}

// tovNames lists the legal moves' names, sorted.
func tovNames(p *Position) []string {
	var out []string
	for n := range tovLegal(p) {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// tovFrom lists the sorted names of the legal moves from one square.
func tovFrom(p *Position, from string) []string {
	var out []string
	for _, n := range tovNames(p) {
		if strings.TrimPrefix(n, "K")[:2] == from {
			out = append(out, n)
		}
	}
	return out
}
