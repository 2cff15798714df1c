package i18n_test

import "siegeworks/rules"

// dataKeys are the keys that come from data rather than from a literal in the code: the
// code translates them where it shows them (lang.L(v.Name)).
func dataKeys() []string {
	var keys []string
	for _, v := range rules.Variants {
		keys = append(keys, v.Name)
	}
	return keys
}
