package i18n_test

import (
	"os"
	"path/filepath"
	"testing"

	"siegeworks/packaging/l10n"
	"siegeworks/rules"
	"siegeworks/widgets"
)

// dataKeys are the keys that come from data rather than from a literal in the code: the
// code translates them where it shows them (lang.L(v.Name)).
func dataKeys() []string {
	var keys []string
	for _, v := range rules.Variants {
		keys = append(keys, v.Name)
	}
	// The boards' colour schemes and piece sets (their names as the Settings list them;
	// these tests speak English).
	for _, c := range append(widgets.SchemeChoices(), widgets.PieceSetChoices()...) {
		keys = append(keys, c.Name)
	}
	// The desktop entry's and the metainfo's translated fields.
	keys = append(keys, l10n.Keys()...)
	return keys
}

// englishContent is the English original of a translated content file.
func englishContent(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "learn", "content", name))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return string(b)
}
