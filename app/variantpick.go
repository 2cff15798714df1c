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
