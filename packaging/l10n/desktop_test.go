package l10n

import (
	"strings"
	"testing"

	"siegeworks/i18n"
)

// desktopEntries reads a desktop entry's [Desktop Entry] group, failing on a key twice.
func desktopEntries(t *testing.T, data []byte) (keys []string, values map[string]string) {
	t.Helper()
	values = map[string]string{}
	lines := strings.Split(string(data), "\n")
	if lines[0] != "[Desktop Entry]" {
		t.Fatalf("the entry starts with %q", lines[0])
	}
	for _, line := range lines[1:] {
		if line == "" {
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok || strings.HasPrefix(line, "[") {
			t.Fatalf("not a key=value line: %q", line)
		}
		if _, twice := values[k]; twice {
			t.Errorf("%s twice", k)
		}
		keys, values[k] = append(keys, k), v
	}
	return keys, values
}

func TestDesktopTranslated(t *testing.T) {
	english, _ := English()
	catalogs := fakeCatalogs()
	catalogs[0].Messages["Chess Variants"] = i18n.Message{Other: `Variantes de xadrez \ C:`}
	catalogs[1].Messages["chess;variants;turret;gunnery;catapult;turnover;board game;learn;"] = i18n.Message{Other: "ajedrez;variantes"}
	got, err := Desktop(english.Data, catalogs)
	if err != nil {
		t.Fatal(err)
	}
	keys, values := desktopEntries(t, got)
	comment := "Play and learn Turret Chess, Gunnery Chess, Chess++, Turnover and chess"
	for k, want := range map[string]string{
		"GenericName[pt_BR]": `Variantes de xadrez \\ C:`,
		"GenericName[es]":    "[es] Chess Variants",
		"Comment[pt_BR]":     "[pt-BR] " + comment,
		"Comment[es]":        "[es] " + comment,
		"Keywords[pt_BR]":    "[pt-BR] chess;variants;turret;gunnery;catapult;turnover;board game;learn;",
		"Keywords[es]":       "ajedrez;variantes;",
		"Comment":            comment,
		"Name":               "Siegeworks",
	} {
		if values[k] != want {
			t.Errorf("%s=%q, want %q", k, values[k], want)
		}
	}
	for _, k := range []string{"Name[pt_BR]", "Exec[es]", "Comment[pt-BR]"} {
		if _, ok := values[k]; ok {
			t.Errorf("%s is written", k)
		}
	}
	// Each field's translations follow it, in the catalogues' order.
	joined := strings.Join(keys, " ")
	for _, k := range desktopKeys {
		if !strings.Contains(joined, k+" "+k+"[pt_BR] "+k+"[es]") {
			t.Errorf("the translations of %s do not follow it: %s", k, joined)
		}
	}
	// Without the translated lines, the English entry as it was.
	var kept []string
	for _, line := range strings.Split(string(got), "\n") {
		if k, _, _ := strings.Cut(line, "="); !strings.Contains(k, "[") || strings.HasPrefix(line, "[") {
			kept = append(kept, line)
		}
	}
	if strings.Join(kept, "\n") != string(english.Data) {
		t.Errorf("the English lines changed:\n%s", strings.Join(kept, "\n"))
	}
}

// A field a language does not translate, or translates with nothing, stays English only.
func TestDesktopMissingTranslationStaysEnglish(t *testing.T) {
	english, _ := English()
	pt := fakeCatalog("pt-BR", Keys(), "Chess Variants")
	pt.Messages["chess;variants;turret;gunnery;catapult;turnover;board game;learn;"] = i18n.Message{Other: " "}
	got, err := Desktop(english.Data, []Catalog{pt, {Tag: "es"}})
	if err != nil {
		t.Fatal(err)
	}
	_, values := desktopEntries(t, got)
	for _, k := range []string{"GenericName[pt_BR]", "Keywords[pt_BR]", "GenericName[es]", "Comment[es]", "Keywords[es]"} {
		if v, ok := values[k]; ok {
			t.Errorf("%s=%q is written", k, v)
		}
	}
	if values["Comment[pt_BR]"] == "" || values["GenericName"] != "Chess Variants" || values["Keywords"] == "" {
		t.Errorf("the English fields or the one translation are lost: %v", values)
	}
	if none, err := Desktop(english.Data, nil); err != nil || string(none) != string(english.Data) {
		t.Errorf("without languages the entry is not the English one: %v", err)
	}
}
