package engine

import (
	"context"

	"testing"

	"siegeworks/rules"
)

// TestRepetitionAcrossATurnover: in Turnover a turnover resets the move clock, yet a later
// turnover can turn the rings back, so the search (like Game.RepetitionCount) looks past
// the reset; in the other variants an irreversible move ends the search for repetitions.
func TestRepetitionAcrossATurnover(t *testing.T) {
	for _, c := range []struct {
		v    *rules.Variant
		want bool
	}{{rules.Turnover, true}, {rules.Chess, false}} {
		p := rules.NewPosition(c.v) // move clock 0: the last move was irreversible
		s := &searcher{searchSubject: searchSubject{pos: p, turnover: c.v.IsTurnover()}}
		const key = 0xfeed
		s.keys[0], s.keys[1], s.keys[2], s.keys[3], s.keys[4] = key, 1, 2, 3, key
		if got := s.isRepetition(4); got != c.want {
			t.Errorf("%s: repetition across the reset found = %v, want %v", c.v.ID, got, c.want)
		}
	}
}

// TestInsufficientMaterialInsideTheSearch: king and bishop against a king cannot win, so
// every line scores a draw, though the bishop is worth three pawns.
func TestInsufficientMaterialInsideTheSearch(t *testing.T) {
	p, err := rules.ParseFEN(rules.Chess, "k7/8/8/8/8/8/1B6/7K w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	r := New(Options{Level: MaxLevel, HashMB: 1}).Search(context.Background(), p, Limits{Depth: 4}, nil)
	if r.Score != 0 {
		t.Errorf("king and bishop against king scores %d, want 0", r.Score)
	}
}
