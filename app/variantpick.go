package app

import (
	"fyne.io/fyne/v2/lang"

	"siegeworks/rules"
)

// variantNames are the variants' names in the player's language, in the order of
// rules.Variants, as the drop-downs list them.
func variantNames() []string {
	names := make([]string, len(rules.Variants))
	for i, v := range rules.Variants {
		names[i] = lang.L(v.Name)
	}
	return names
}

// variantNamed is the variant a drop-down's choice (of variantNames) names (Chess when none
// does).
func variantNamed(name string) *rules.Variant {
	for _, v := range rules.Variants {
		if lang.L(v.Name) == name {
			return v
		}
	}
	return rules.Chess
}

// gameNames are the games' names in the player's language, each game once (rules.Games:
// Turnover once for both of its rule sets), as the lists of games show them.
func gameNames() []string {
	games := rules.Games()
	names := make([]string, len(games))
	for i, v := range games {
		names[i] = lang.L(v.Name)
	}
	return names
}

// gameNamed is the game a choice of gameNames names (Chess when none does).
func gameNamed(name string) *rules.Variant {
	for _, v := range rules.Games() {
		if lang.L(v.Name) == name {
			return v
		}
	}
	return rules.Chess
}
