package l10n

import (
	"bytes"
	"encoding/xml"
	"io"
	"regexp"
	"strings"
	"testing"

	"siegeworks/i18n"
)

// metainfoTexts reads a metainfo strictly (well-formed XML) and returns each element's
// text by its path and language: "component/summary@pt-BR", "component/summary" for English.
func metainfoTexts(t *testing.T, data []byte) map[string][]string {
	t.Helper()
	texts := map[string][]string{}
	d := xml.NewDecoder(bytes.NewReader(data))
	var path, langs []string
	var text strings.Builder
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			path = append(path, tok.Name.Local)
			langs = append(langs, attr(tok, xmlLang, "lang"))
			text.Reset()
		case xml.CharData:
			text.Write(tok)
		case xml.EndElement:
			k := strings.Join(path, "/")
			if l := langs[len(langs)-1]; l != "" {
				k += "@" + l
			}
			texts[k] = append(texts[k], oneLine(text.String()))
			text.Reset()
			path, langs = path[:len(path)-1], langs[:len(langs)-1]
		}
	}
	return texts
}

var translatedElement = regexp.MustCompile(`\n *<(\w+) xml:lang="[^"]+">[^<]*</\w+>`)

func TestMetainfoTranslated(t *testing.T) {
	_, english := English()
	catalogs := fakeCatalogs()
	catalogs[0].Messages["Play and learn chess and its siege variants"] = i18n.Message{Other: "Jogue & aprenda <xadrez>\n e variantes"}
	got, err := Metainfo(english.Data, catalogs)
	if err != nil {
		t.Fatal(err)
	}
	texts := metainfoTexts(t, got)
	en := metainfoTexts(t, english.Data)
	for _, p := range metainfoPaths {
		if len(en[p]) == 0 {
			continue
		}
		for _, tag := range []string{"pt-BR", "es"} {
			want := make([]string, len(en[p]))
			for i, e := range en[p] {
				want[i] = "[" + tag + "] " + e
			}
			if tag == "pt-BR" && p == "component/summary" {
				want = []string{"Jogue & aprenda <xadrez> e variantes"}
			}
			if g := texts[p+"@"+tag]; strings.Join(g, "|") != strings.Join(want, "|") {
				t.Errorf("%s in %s: %q, want %q", p, tag, g, want)
			}
		}
	}
	for _, p := range []string{"component/name@pt-BR", "component/id@es", "component/summary@pt_BR"} {
		if len(texts[p]) > 0 {
			t.Errorf("%s is written", p)
		}
	}
	// Each element's translations follow it, one a line, indented as it is.
	for _, want := range []string{
		"  <summary>Play and learn chess and its siege variants</summary>\n" +
			`  <summary xml:lang="pt-BR">Jogue &amp; aprenda &lt;xadrez&gt; e variantes</summary>` + "\n" +
			`  <summary xml:lang="es">[es] Play and learn chess and its siege variants</summary>` + "\n",
		"    <keyword>chess</keyword>\n" +
			`    <keyword xml:lang="pt-BR">[pt-BR] chess</keyword>` + "\n" +
			`    <keyword xml:lang="es">[es] chess</keyword>` + "\n",
		"    </p>\n" + `    <p xml:lang="pt-BR">[pt-BR] Siegeworks is a board`,
	} {
		if !strings.Contains(string(got), want) {
			t.Errorf("the metainfo lacks\n%s", want)
		}
	}
	if back := translatedElement.ReplaceAll(got, nil); !bytes.Equal(back, english.Data) {
		t.Errorf("without the translations, the metainfo is not the English one:\n%s", back)
	}
}

// A field a language does not translate stays English only.
func TestMetainfoMissingTranslationStaysEnglish(t *testing.T) {
	_, english := English()
	summary := "Play and learn chess and its siege variants"
	es := fakeCatalog("es", Keys(), summary, "chess")
	es.Messages["Chess++"] = i18n.Message{Other: ""}
	got, err := Metainfo(english.Data, []Catalog{es, {Tag: "pt-BR"}})
	if err != nil {
		t.Fatal(err)
	}
	texts := metainfoTexts(t, got)
	if g := texts["component/summary@es"]; len(g) != 0 {
		t.Errorf("an untranslated summary is written: %q", g)
	}
	if g := texts["component/summary"]; len(g) != 1 || g[0] != summary {
		t.Errorf("the English summary is %q", g)
	}
	if g := texts["component/keywords/keyword@es"]; len(g) != 4 {
		t.Errorf("Spanish keywords %q, want the 4 translated", g)
	}
	for k, v := range texts {
		if strings.HasSuffix(k, "@pt-BR") {
			t.Errorf("a language without messages has %s: %q", k, v)
		}
	}
	if none, err := Metainfo(english.Data, nil); err != nil || !bytes.Equal(none, english.Data) {
		t.Errorf("without languages the metainfo is not the English one: %v", err)
	}
}
