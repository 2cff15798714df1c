package study

import "testing"

// An evaluation reads the same everywhere: as a short mark beside a line ("#3") and in a
// sentence ("White mates in 3"), both from White's point of view.
func TestEvalTexts(t *testing.T) {
	for _, c := range []struct {
		e            Eval
		short, words string
	}{
		{Eval{CP: 35}, "+0.35", "+0.35"},
		{Eval{CP: -120}, "-1.20", "-1.20"},
		{Eval{CP: 0}, "+0.00", "+0.00"},
		{Eval{CP: 1500, Mate: 3}, "#3", "White mates in 3"},
		{Eval{CP: -1500, Mate: -2}, "#-2", "Black mates in 2"},
	} {
		if got := c.e.String(); got != c.short {
			t.Errorf("%+v: String %q, want %q", c.e, got, c.short)
		}
		if got := c.e.Words(); got != c.words {
			t.Errorf("%+v: Words %q, want %q", c.e, got, c.words)
		}
	}
}
