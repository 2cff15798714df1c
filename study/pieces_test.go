package study

import (
	"testing"

	"siegeworks/i18n"
	"siegeworks/rules"
)

// keys speaks every message as its key, filled, as a language without translations would.
type keys struct{}

func (keys) L(key string, args i18n.Args) string        { return i18n.Fill(key, args) }
func (keys) N(key string, _ int, args i18n.Args) string { return i18n.Fill(key, args) }

// TestCountsSpeltInEnglishOnly: English spells small counts out ("two pawns"); another
// language gets them in figures, since its number words change with the noun they count.
func TestCountsSpeltInEnglishOnly(t *testing.T) {
	v := rules.Chess
	if got := pieceCount(v, rules.Pawn, 2, false); got != "two pawns" {
		t.Errorf("English: %q, want %q", got, "two pawns")
	}
	if got := pieceCount(v, rules.Queen, 1, true); got != "a new queen" {
		t.Errorf("English: %q, want %q", got, "a new queen")
	}
	i18n.Use(keys{}, "xx")
	defer i18n.Use(nil, "")
	if got := pieceCount(v, rules.Pawn, 2, false); got != "2 pawns" {
		t.Errorf("another language: %q, want the count in figures, %q", got, "2 pawns")
	}
}
