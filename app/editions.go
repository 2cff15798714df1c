package app

import (
	"slices"

	"fyne.io/fyne/v2/lang"

	"siegeworks/rules"
)

// A game played by more than one rule set (Turnover: its 2019 and its 2025 rules,
// rules.Variant.Editions) is one game in the lists of games; the new-game dialog offers its
// rule sets by name, each with a line on what it changes, and the settings remember the one
// last chosen (Settings.Editions), so the welcome's Play starts the rules the player plays.

// editionName is a rule set's name beside its game's: "2019 rules".
func editionName(v *rules.Variant) string {
	return lang.L("{{.Year}} rules", map[string]any{"Year": v.Edition()})
}

// gameAndEditions is a game's name with its rule sets, for the lists that show a game once:
// "Turnover (2019 and 2025 rules)"; the name alone for a game with one rule set.
func gameAndEditions(game *rules.Variant) string {
	e := game.Editions()
	if len(e) != 2 { // Turnover's two are the only rule sets there are
		return lang.L(game.Name)
	}
	return lang.L("{{.Game}} ({{.First}} and {{.Second}} rules)",
		map[string]any{"Game": lang.L(game.Name), "First": e[0].Edition(), "Second": e[1].Edition()})
}

// editionDifference is the one line that says what a rule set does unlike the game's other
// ones (docs/RULES.md 5.4 and 5.6 for Turnover's 2019 rules, 6.2 and 6.3 for its 2025 rules).
func editionDifference(v *rules.Variant) string {
	switch v {
	case rules.Turnover:
		return lang.L("A Castle not in check dismounts its Wall forward; one in check, or the last one, steps as a whole. No move and not in check is a draw (stalemate).")
	case rules.Turnover2025:
		return lang.L("Every Castle steps one square on every side and takes what stands there; its Wall alone turns over a Fort or Citadel beside it, or goes two squares forward, even in check. No legal move loses (siege).")
	}
	return ""
}

// edition is the rule set of a game the player last chose: the game's first (Turnover's 2019
// rules) until they choose another; the game itself when it has one rule set.
func (s Settings) edition(game *rules.Variant) *rules.Variant {
	for _, id := range s.Editions {
		if v, err := rules.VariantByID(id); err == nil && v.Family() == game.Family() {
			return v
		}
	}
	return game.Family()
}

// chooseVariant makes v the variant last chosen and, for a game with editions, the rule set
// its game is played by from now on.
func (s *Settings) chooseVariant(v *rules.Variant) {
	s.Variant = v.ID
	if v.Editions() == nil {
		return
	}
	s.Editions = slices.DeleteFunc(slices.Clone(s.Editions), func(id string) bool {
		w, err := rules.VariantByID(id)
		return err != nil || w.Family() == v.Family()
	})
	s.Editions = append(s.Editions, v.ID)
}
