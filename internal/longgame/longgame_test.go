package longgame

import (
	"slices"
	"testing"

	"siegeworks/rules"
)

// A game of 1,001 moves each is legal (it reads back from its PGN), still going, and the
// same for the same seed.
func TestPlaysAThousandMovesAndMore(t *testing.T) {
	for _, v := range []*rules.Variant{rules.Chess, rules.TurretChess} {
		g, err := Play(v, 1001, 1)
		if err != nil {
			t.Fatalf("%s: %v", v.ID, err)
		}
		if g.Ply() != 2002 || g.Over() {
			t.Fatalf("%s: %d plies, over %v", v.ID, g.Ply(), g.Over())
		}
		back, _, err := rules.ReadPGN(rules.WritePGN(g, nil))
		if err != nil || !slices.Equal(back.SANs(), g.SANs()) {
			t.Fatalf("%s: the game does not read back: %v", v.ID, err)
		}
		again, _ := Play(v, 1001, 1)
		if !slices.Equal(again.SANs(), g.SANs()) {
			t.Fatalf("%s: the same seed played another game", v.ID)
		}
	}
}
