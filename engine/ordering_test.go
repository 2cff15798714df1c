package engine

import (
	"sync/atomic"
	"testing"

	"siegeworks/rules"
)

// searcherAt sets up a searcher on a position, as Search does, for tests that
// call its parts.
func searcherAt(t *testing.T, v *rules.Variant, fen string) *searcher {
	t.Helper()
	pos, err := rules.ParseFEN(v, fen)
	if err != nil {
		t.Fatal(err)
	}
	e := New(Options{HashMB: 1})
	s := e.s
	s.pos = pos
	s.ev = e.evaluator(v, true)
	s.turnover = v.IsTurnover()
	s.stopFlag, s.cancelled = &e.stop, new(atomic.Bool)
	return s
}

// pick takes the best score and leaves the other moves in the generator's
// order, so that moves dropped unsearched never reorder the rest; a score's
// lowest bit (the unexchanged mark) does not count.
func TestPickKeepsTheGeneratorOrder(t *testing.T) {
	s := searcherAt(t, rules.Chess, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	ml := &s.ml[0]
	s.pos.GenerateLegal(ml)
	orig := append([]rules.Move(nil), ml.Slice()...)
	for i := range orig {
		s.sc[0][i] = 0
	}
	s.sc[0][7] = 40
	s.sc[0][12] = 41 // 40 with the mark: no better than place 7
	var got []rules.Move
	for k := 0; k < ml.Len(); k++ {
		got = append(got, s.pick(0, k))
	}
	want := []rules.Move{orig[7], orig[12]}
	for i, m := range orig {
		if i != 7 && i != 12 {
			want = append(want, m)
		}
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("pick order %v, want %v", got, want)
		}
	}
}

// A capture that risks more than it takes is judged by its exchange only
// when its turn comes: a losing one goes after the quiet moves, a sound one
// keeps its place among the good captures.
func TestLosingCapturesWaitForTheirTurn(t *testing.T) {
	// Both risk more than the pawn on d5. After Qxd5 the f6 knight takes the
	// queen; after Nxd5 Nxd5 the queen takes back and is not taken.
	s := searcherAt(t, rules.Chess, "4k3/8/5n2/3p4/8/2N5/8/3QK3 w - - 0 1")
	ml := &s.ml[0]
	s.pos.GenerateLegal(ml)
	s.scoreMoves(0, rules.NoMove)
	var order []string
	for k := 0; k < ml.Len(); k++ {
		m := s.pick(0, k)
		if !s.exchangeChecked(0, k, m) {
			k--
			continue
		}
		order = append(order, s.pos.SAN(m))
	}
	place := map[string]int{}
	for i, san := range order {
		place[san] = i
	}
	qxd5, ok1 := place["Qxd5"]
	nxd5, ok2 := place["Nxd5"]
	if !ok1 || !ok2 {
		t.Fatalf("order %v lacks a capture on d5", order)
	}
	if qxd5 != len(order)-1 {
		t.Errorf("Qxd5 loses the queen for a pawn but comes at place %d of %d: %v", qxd5, len(order), order)
	}
	if nxd5 != 0 {
		t.Errorf("Nxd5 wins a pawn in the exchange and should come first: %v", order)
	}
}

// The search finds mate and stalemate where the side to move has moves that
// follow the movement rules but are all illegal (a pinned knight): legality is
// asked move by move.
func TestSearchJudgesPositionsWithoutLegalMoves(t *testing.T) {
	cases := []struct {
		name, fen string
		want      int
	}{
		{"stalemate, the knight pinned", "kn5R/8/1K6/8/8/8/8/8 b - - 0 1", 0},
		{"mate, the knight pinned", "kn5R/1Q6/1K6/8/8/8/8/8 b - - 0 1", -MateScore + 1},
	}
	for _, c := range cases {
		for depth := 1; depth <= 3; depth++ {
			s := searcherAt(t, rules.Chess, c.fen)
			if got := s.search(-Infinity, Infinity, depth, 1, true, false); got != c.want {
				t.Errorf("%s, depth %d: search %d, want %d", c.name, depth, got, c.want)
			}
		}
		if c.want != 0 {
			s := searcherAt(t, rules.Chess, c.fen)
			if got := s.qsearch(-Infinity, Infinity, 1, 0); got != c.want {
				t.Errorf("%s: quiescence search %d, want %d", c.name, got, c.want)
			}
		}
	}
}
