package app

import (
	"testing"

	"siegeworks/rules"
)

// Under Turnover's 2025 rules a Castle in check keeps all its moves, so the header says
// "check!" only for the last Castle; under the 2019 rules any Castle in check is announced
// (it may then only step as a whole set), as a king in chess.
func TestHeaderAnnouncesOnlyTheChecksThatMatter(t *testing.T) {
	for _, c := range []struct {
		v    *rules.Variant
		fen  string
		want bool
	}{
		// White's e4 Castle stands next to Black's d5 Castle; White has another on a1.
		{rules.Turnover2025, "7k/8/8/3k4/4K3/8/8/K7 w - - 0 1", false},
		{rules.Turnover, "7k/8/8/3k4/4K3/8/8/K7 w - - 0 1", true},
		// White's last Castle, on e4, stands next to Black's d5 Castle.
		{rules.Turnover2025, "7k/8/8/3k4/4K3/8/8/8 w - - 0 1", true},
		{rules.Turnover2025, "7k/8/8/8/4K3/8/8/K7 w - - 0 1", false},
		{rules.Chess, "4k3/8/8/8/8/8/8/4K2r w - - 0 1", true},
	} {
		pos, err := rules.ParseFEN(c.v, c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := announcesCheck(pos); got != c.want {
			t.Errorf("%s %s: check announced %v, want %v", c.v.ID, c.fen, got, c.want)
		}
	}
}

func TestStatusMessagesAreSentences(t *testing.T) {
	for in, want := range map[string]string{
		"":                            "",
		"your king would be in check": "Your king would be in check.",
		"Already a sentence.":         "Already a sentence.",
	} {
		if got := sentence(in); got != want {
			t.Errorf("sentence(%q) = %q, want %q", in, got, want)
		}
	}
}
