package words

import (
	"testing"

	"siegeworks/i18n"
	"siegeworks/rules"
)

// TestPositionProblemsSayTheRulesReasons: in English each problem a player can set up reads
// exactly as the rules' reason, and in another language it is translated (no English left).
func TestPositionProblemsSayTheRulesReasons(t *testing.T) {
	cases := []struct {
		v   *rules.Variant
		fen string
	}{
		{rules.Chess, "8/8/8/8/8/8/8/K1K4k w - - 0 1"},
		{rules.Chess, "k7/8/8/8/8/8/8/K6P w - - 0 1"},
		{rules.Chess, "k6R/8/8/8/8/8/8/K7 w - - 0 1"},
		{rules.Chess, "k7/8/8/8/8/8/8/K7 w K - 0 1"},
		{rules.Chess, "k7/8/8/8/8/8/8/K7 w - e3 0 1"},
		{rules.Turnover, "8/8/8/8/8/8/8/K6k w - - 0 1"},
	}
	pt, err := i18n.InLanguage("pt-BR")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		_, err := rules.ParseFEN(c.v, c.fen)
		if err == nil {
			t.Errorf("%s %s was accepted", c.v.ID, c.fen)
			continue
		}
		fe := err.(*rules.FENError)
		if got := PositionProblem(err); got != fe.Reason {
			t.Errorf("%s: English %q, the rules say %q", c.fen, got, fe.Reason)
		}
		i18n.Use(pt, "pt-BR")
		got := PositionProblem(err)
		i18n.Use(nil, "")
		if got == fe.Reason {
			t.Errorf("%s: %q is not translated", c.fen, got)
		}
	}
}
