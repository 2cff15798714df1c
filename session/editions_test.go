package session

import (
	"strings"
	"testing"

	"siegeworks/rules"
)

// A game by Turnover's 2025 rules is saved as such (its PGN's Variant tag names the rule
// set) and the autosave brings it back by those rules, with a move only they allow; an old
// Turnover PGN, its Variant tag "Turnover" or "turnover", opens by the 2019 rules.
func TestTurnoverRuleSetsTravelInThePGNAndTheAutosave(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t)
	h.start(rules.Turnover2025, "", Human{}, Human{})
	h.move("b2a3") // a whole Castle's diagonal step: no move by the 2019 rules
	h.move("b7a6")
	h.move("d2d3") // a whole Castle's step, where the 2019 rules step the Wall alone
	want := h.s.Game().Position().FEN()
	if !strings.Contains(h.s.PGN(), `[Variant "turnover-2025"]`) {
		t.Fatalf("the PGN does not name the rule set:\n%s", h.s.PGN())
	}
	if err := h.s.SaveAutosave(dir); err != nil {
		t.Fatal(err)
	}
	h2 := newHarness(t)
	if r, err := h2.s.RestoreAutosave(dir); !r.Found || r.Damage != nil || err != nil {
		t.Fatalf("restore: %+v %v", r, err)
	}
	if g := h2.s.Game(); g.Variant() != rules.Turnover2025 || g.Position().FEN() != want {
		t.Fatalf("restored %v at %s, want turnover-2025 at %s", g.Variant().ID, g.Position().FEN(), want)
	}

	for _, tag := range []string{"Turnover", "turnover"} {
		pgn := `[Variant "` + tag + `"]` + "\n\n1. d2d3 b7b6 *\n"
		if err := h2.s.LoadPGN(pgn, false); err != nil {
			t.Fatalf("%s: %v", tag, err)
		}
		g := h2.s.Game()
		if g.Variant() != rules.Turnover {
			t.Fatalf("an old PGN (Variant %q) opens as %v", tag, g.Variant().ID)
		}
		// By the 2019 rules d2d3 moves the Wall alone: a Citadel stays on d2.
		if p := g.Position(); !strings.HasPrefix(strings.Fields(p.FEN())[0], "k1k1k1k1/1q1k1k1k/1p6/8/8/3P4/1K1Q1K1K/") {
			t.Errorf("%s: the 2019 rules gave %s", tag, p.FEN())
		}
	}
	if err := h2.s.LoadPGN("[Variant \"Turnover\"]\n\n1. b2a3 *\n", false); err == nil {
		t.Error("an old PGN plays a move only the 2025 rules allow")
	}
}
