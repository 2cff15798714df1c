package app

import "siegeworks/rules"

// variantNames are the variants' names, as the drop-downs list them.
func variantNames() []string {
	names := make([]string, len(rules.Variants))
	for i, v := range rules.Variants {
		names[i] = v.Name
	}
	return names
}

// variantNamed is the variant a drop-down's choice names (Chess when none does).
func variantNamed(name string) *rules.Variant {
	for _, v := range rules.Variants {
		if v.Name == name {
			return v
		}
	}
	return rules.Chess
}
