package l10n

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestKeysOfTheProjectFiles: Keys holds the desktop entry's GenericName, Comment and
// Keywords and every summary, developer name, paragraph, list item, caption and keyword
// of the metainfo, as found here by simpler means, on one line each.
func TestKeysOfTheProjectFiles(t *testing.T) {
	keys := Keys()
	desktop, metainfo := English()
	var want []string
	for _, line := range strings.Split(string(desktop.Data), "\n") {
		for _, k := range []string{"GenericName=", "Comment=", "Keywords="} {
			if v, ok := strings.CutPrefix(line, k); ok {
				want = append(want, v)
			}
		}
	}
	if len(want) != 3 {
		t.Fatalf("the desktop entry has %d of GenericName, Comment, Keywords", len(want))
	}
	element := regexp.MustCompile(`(?s)<(summary|developer_name|p|li|caption|keyword)>(.*?)</`)
	for _, m := range element.FindAllStringSubmatch(string(metainfo.Data), -1) {
		want = append(want, strings.Join(strings.Fields(m[2]), " "))
	}
	for _, w := range want {
		if !slices.Contains(keys, w) {
			t.Errorf("Keys lacks %q", w)
		}
	}
	slices.Sort(want)
	if got := len(slices.Compact(want)); got != len(keys) {
		t.Errorf("Keys has %d keys, the files %d fields with different texts: %q", len(keys), got, keys)
	}
	for _, k := range keys {
		if k != oneLine(k) || k == "" {
			t.Errorf("key %q is not one trimmed line", k)
		}
	}
	for _, w := range []string{"Chess Variants", "chess;variants;turret;gunnery;catapult;turnover;board game;learn;", "Play and learn chess and its siege variants", "A game of chess, with the side panel", "Chess++"} {
		if !slices.Contains(keys, w) {
			t.Errorf("Keys lacks %q", w)
		}
	}
	for _, n := range []string{"Siegeworks", "io.siegeworks.app", "Game;BoardGame;", "pointing"} {
		if slices.Contains(keys, n) {
			t.Errorf("Keys has %q, which is not translated", n)
		}
	}
}

// Every kind of translatable field is found, and nothing else.
func TestFieldsOfEveryKind(t *testing.T) {
	desktop := `[Desktop Entry]
Name=Siegeworks
GenericName = Chess Variants
Comment=Play\sand learn
Exec=siegeworks
Keywords=chess;board game;

[Desktop Action new]
Name=New game
Comment=Not the entry's
`
	fields, err := desktopFields([]byte(desktop))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range fields {
		got = append(got, f.key+"="+f.english)
	}
	if want := []string{"GenericName=Chess Variants", "Comment=Play and learn", "Keywords=chess;board game;"}; !slices.Equal(got, want) {
		t.Errorf("desktop fields %q, want %q", got, want)
	}

	metainfo := `<?xml version="1.0" encoding="UTF-8"?>
<component type="desktop-application">
  <id>x</id>
  <name>Siegeworks</name>
  <summary>Play &amp; learn</summary>
  <developer_name>The developers</developer_name>
  <description>
    <!-- a comment -->
    <p>
      One paragraph
      on two lines.
    </p>
    <ul><li>First</li><li>Second</li></ul>
    <ol>
      <li>Third</li>
    </ol>
    <p></p>
  </description>
  <screenshots>
    <screenshot type="default"><caption>A caption</caption><image>https://x/a.png</image></screenshot>
  </screenshots>
  <keywords><keyword>chess</keyword></keywords>
  <releases>
    <release version="2"><description><p>New</p><ul><li>Newer</li></ul></description></release>
    <release version="1"><description translate="no"><p>Old</p></description></release>
  </releases>
  <custom><value key="p">Not text for players</value></custom>
</component>
`
	mfields, err := metainfoFields([]byte(metainfo))
	if err != nil {
		t.Fatal(err)
	}
	got = nil
	for _, f := range mfields {
		got = append(got, f.name+": "+f.english)
	}
	want := []string{
		"summary: Play & learn", "developer_name: The developers", "p: One paragraph on two lines.",
		"li: First", "li: Second", "li: Third", "caption: A caption", "keyword: chess", "p: New", "li: Newer",
	}
	if !slices.Equal(got, want) {
		t.Errorf("metainfo fields\n%q\nwant\n%q", got, want)
	}
}

// A field translated in the file itself, or holding markup, is refused: translations come
// from the language folders, and a message is text.
func TestFieldsRefused(t *testing.T) {
	if _, err := desktopFields([]byte("[Desktop Entry]\nComment=Play\nComment[de]=Spielen\n")); err == nil {
		t.Error("a desktop entry translated by hand is taken")
	}
	if _, err := desktopFields([]byte("[Desktop Entry]\nComment\n")); err == nil {
		t.Error("a line without = is taken")
	}
	for _, bad := range []string{
		`<component><summary>Play</summary><summary xml:lang="de">Spielen</summary></component>`,
		`<component><description><p>Play <em>now</em></p></description></component>`,
		`<component><summary>Play</component>`,
	} {
		if _, err := metainfoFields([]byte(bad)); err == nil {
			t.Errorf("metainfo taken: %s", bad)
		}
	}
}
