package engine

import (
	"testing"

	"siegeworks/rules"
)

// qsearchOf runs the quiescence search alone (as at the horizon of the main
// search) from a position, for the side to move.
func qsearchOf(t *testing.T, v *rules.Variant, fen string) int {
	t.Helper()
	s := searcherAt(t, v, fen)
	pos := s.pos
	before := pos.FEN()
	score := s.qsearch(-Infinity, Infinity, 1, 0)
	if pos.FEN() != before {
		t.Fatalf("qsearch changed the position: %s -> %s", before, pos.FEN())
	}
	return score
}

// The first ply of the quiescence search tries quiet checks, so a mate by a
// quiet move just past the horizon is seen; a quiet move that is not a check
// is not searched there.
func TestQuiescenceSeesQuietMates(t *testing.T) {
	cases := []struct {
		name, fen string
		mate      bool
	}{
		{"back-rank mate by a rook move", "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", true},
		{"smothered mate by a knight move", "6rk/6pp/8/6N1/8/8/6PP/6K1 w - - 0 1", true},
		{"a check the king walks out of", "6k1/6pp/8/8/8/8/5PPP/R5K1 w - - 0 1", false},
		{"no check, no mate", "6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1", false},
	}
	for _, c := range cases {
		got := qsearchOf(t, rules.Chess, c.fen)
		if (got >= MateBound) != c.mate {
			t.Errorf("%s: quiescence score %d, mate expected: %v", c.name, got, c.mate)
		}
	}
}

// In Turnover the quiescence search stops after turnoverQSearchPlies plies:
// turnovers hand the rings back and forth, so without the limit it chains
// them nearly without end. The position is from Turnover self-play (seed 21,
// 4,000 nodes a move; engine/TUNING.md); its root's first look at the moves
// took 1.4 million nodes without the limit, 14,000 with it.
func TestTurnoverQuiescenceIsBounded(t *testing.T) {
	const fen = "1R2q1q1/pQ3k1k/6p1/1pp5/1P1Bb3/3P1P2/1qbr1QPK/1r2Q1Q1 b - - 9 26"
	s := searcherAt(t, rules.Turnover, fen)
	var ml rules.MoveList
	s.pos.GenerateLegal(&ml)
	for _, m := range ml.Slice() {
		s.pos.MakeMove(m)
		s.qsearch(-Infinity, Infinity, 1, 0)
		s.pos.UnmakeMove()
	}
	if s.nodes > 50000 {
		t.Errorf("the quiescence searches of the %d root moves took %d nodes (at most 50,000 expected)", ml.Len(), s.nodes)
	}
}
