package rules

import (
	"sort"
	"strconv"
	"strings"
	"testing"
)

// vtFEN writes a FEN from a piece list such as "Ke1 ke8 Td4 Nd3" (upper case
// White, lower case Black) and the remaining fields, e.g. "w - - 0 1" or
// "w - - 0 1 Cb1,Cf1,cb8,cf8". It is independent of the FEN writer under
// test, so expected positions can be stated piece by piece.
func vtFEN(t testing.TB, v *Variant, pieces, rest string) string {
	t.Helper()
	g := v.Geometry()
	board := map[Square]byte{}
	for _, item := range strings.Fields(pieces) {
		s, err := g.ParseSquare(item[1:])
		if err != nil || len(item) != 3 {
			t.Fatalf("vtFEN: bad item %q", item)
		}
		board[s] = item[0]
	}
	var sb strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := g.MinFile(); f <= g.MaxFile(); f++ {
			s := SquareAt(f, r)
			if !g.Contains(s) {
				continue
			}
			if ch, ok := board[s]; ok {
				if empty > 0 {
					sb.WriteString(strconv.Itoa(empty))
				}
				empty = 0
				sb.WriteByte(ch)
			} else {
				empty++
			}
		}
		if empty > 0 {
			sb.WriteString(strconv.Itoa(empty))
		}
		if r > 0 {
			sb.WriteByte('/')
		}
	}
	return sb.String() + " " + rest
}

// vtPos parses a position given as a piece list and the other FEN fields.
func vtPos(t testing.TB, v *Variant, pieces, rest string) *Position {
	t.Helper()
	fen := vtFEN(t, v, pieces, rest)
	p, err := ParseFEN(v, fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

// vtLegal lists the legal moves in coordinate notation, sorted.
func vtLegal(p *Position) []string {
	var ml MoveList
	p.GenerateLegal(&ml)
	var out []string
	for _, m := range ml.Slice() {
		out = append(out, m.String())
	}
	sort.Strings(out)
	return out
}

// vtFrom lists the legal moves starting on the square, sorted.
func vtFrom(p *Position, from string) []string {
	var out []string
	for _, m := range vtLegal(p) {
		if strings.HasPrefix(m, from) {
			out = append(out, m)
		}
	}
	return out
}

// vtHas checks that each named move is legal (want true) or not (want false).
func vtHas(t *testing.T, p *Position, want bool, moves ...string) {
	t.Helper()
	legal := map[string]bool{}
	for _, m := range vtLegal(p) {
		legal[m] = true
	}
	for _, m := range moves {
		if legal[m] != want {
			if want {
				t.Errorf("%s: %s should be legal; legal moves: %v", p.FEN(), m, vtLegal(p))
			} else {
				t.Errorf("%s: %s should not be legal", p.FEN(), m)
			}
		}
	}
}

// vtSame compares two sorted move lists.
func vtSame(t *testing.T, what string, got []string, want string) {
	t.Helper()
	w := strings.Fields(want)
	sort.Strings(w)
	got = append([]string(nil), got...)
	sort.Strings(got)
	if strings.Join(got, " ") != strings.Join(w, " ") {
		t.Errorf("%s: got %v, want %v", what, got, w)
	}
}

// vtPlay makes a legal move given in coordinate notation and returns it.
func vtPlay(t *testing.T, p *Position, coord string) Move {
	t.Helper()
	m, err := p.ParseCoordinate(coord)
	if err != nil {
		t.Fatalf("%s: %v", p.FEN(), err)
	}
	p.MakeMove(m)
	return m
}

// vtAfter plays the move and checks the FEN that results, then takes it back.
func vtAfter(t *testing.T, p *Position, coord, want string) {
	t.Helper()
	before := p.FEN()
	vtPlay(t, p, coord)
	if got := p.FEN(); got != want {
		t.Errorf("%s after %s:\n got %s\nwant %s", before, coord, got, want)
	}
	p.UnmakeMove()
	if p.FEN() != before {
		t.Errorf("unmake of %s gives %s", coord, p.FEN())
	}
}

// vtSq names a square of the variant's board.
func vtSq(t testing.TB, v *Variant, name string) Square {
	t.Helper()
	s, err := v.Geometry().ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
