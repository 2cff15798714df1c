package l10n

import (
	"strings"
	"testing"

	"siegeworks/i18n"
)

// fakeCatalog translates every key but those in except, as "[tag] key".
func fakeCatalog(tag string, keys []string, except ...string) Catalog {
	c := Catalog{Tag: tag, Messages: map[string]i18n.Message{}}
	for _, k := range keys {
		c.Messages[k] = i18n.Message{Other: "[" + tag + "] " + k}
	}
	for _, k := range except {
		delete(c.Messages, k)
	}
	return c
}

// fakeCatalogs translate every key of both files into Portuguese and Spanish.
func fakeCatalogs() []Catalog {
	return []Catalog{fakeCatalog("pt-BR", Keys()), fakeCatalog("es", Keys())}
}

func TestPosixLocale(t *testing.T) {
	for tag, want := range map[string]string{
		"pt-BR": "pt_BR", "es": "es", "es-419": "es_419", "sr-Latn-RS": "sr_RS@latin", "de-DE": "de_DE",
	} {
		if got := posixLocale(tag); got != want {
			t.Errorf("posixLocale(%q) = %q, want %q", tag, got, want)
		}
	}
}

func TestOneLine(t *testing.T) {
	if got := oneLine("\n  Turnover by Lúcio\n\t over enemy  stacks \r\n"); got != "Turnover by Lúcio over enemy stacks" {
		t.Errorf("oneLine = %q", got)
	}
	if got := oneLine("a\u00a0b"); got != "a\u00a0b" {
		t.Errorf("oneLine broke a no-break space: %q", got)
	}
}

// A translation written over several lines, or with spaces around it, is one line.
func TestTranslationIsOneLine(t *testing.T) {
	c := Catalog{Tag: "es", Messages: map[string]i18n.Message{"a": {Other: "  una\n  línea "}, "b": {Other: " \n "}}}
	if got, ok := c.translation("a"); !ok || got != "una línea" {
		t.Errorf("translation = %q, %v", got, ok)
	}
	if got, ok := c.translation("b"); ok {
		t.Errorf("a blank translation counts as one: %q", got)
	}
	if got, ok := c.translation("c"); ok {
		t.Errorf("a missing translation counts as one: %q", got)
	}
}

func TestCatalogsAreTheLanguagesButEnglish(t *testing.T) {
	cs, err := Catalogs()
	if err != nil {
		t.Fatal(err)
	}
	var tags []string
	for _, c := range cs {
		tags = append(tags, c.Tag)
	}
	var want []string
	for _, l := range i18n.Languages[1:] {
		want = append(want, l.Tag)
	}
	if strings.Join(tags, " ") != strings.Join(want, " ") || i18n.Languages[0].Tag != "en" {
		t.Errorf("catalogs %v, want %v", tags, want)
	}
}
