package i18n_test

import (
	"bufio"
	"bytes"
	"io/fs"
	"regexp"
	"strings"
	"testing"

	"siegeworks/i18n"
)

// glossary reads a language's glossary.txt: English term → accepted forms, preferred first.
func glossary(t *testing.T, tag string) map[string][]string {
	t.Helper()
	b, err := fs.ReadFile(i18n.Files(tag), "glossary.txt")
	if err != nil {
		t.Fatalf("%s has no glossary: %v", tag, err)
	}
	g := map[string][]string{}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		en, tr, ok := strings.Cut(line, " = ")
		if !ok || strings.TrimSpace(en) == "" || strings.TrimSpace(tr) == "" {
			t.Errorf("%s glossary line %d is not `English = translation`: %q", tag, n, line)
			continue
		}
		en = strings.TrimSpace(en)
		if _, dup := g[en]; dup {
			t.Errorf("%s glossary line %d: %q twice", tag, n, en)
		}
		for _, f := range strings.Split(tr, "|") {
			g[en] = append(g[en], strings.TrimSpace(f))
		}
	}
	return g
}

// keptTerms are the glossary terms every translation must use: the pieces of every game
// and the rules' names, which a player must recognise from one screen to the next.
var keptTerms = []string{
	"king", "queen", "rook", "bishop", "knight", "pawn", "cannon",
	"checkmate", "stalemate", "castling", "promotion",
	// Proper names, capitalised in English ("Catapult the rook" is no Catapult).
	"Turret", "Kwagga", "Catapult",
	// Turnover's rings and stacks ("castle" and "wall" are also chess words).
	"Tower", "Fort", "Wall", "Citadel", "Fortress", "Castle",
}

// notTheTerm are English files that use a kept term's word for something else.
var notTheTerm = map[[2]string]string{
	{"learn/turret/lessons.txt", "Catapult"}: "a verb in a level's title: Catapult the rook",
}

// turnoverTerms are checked in Turnover's content only.
var turnoverTerms = map[string]bool{"Tower": true, "Fort": true, "Wall": true, "Citadel": true, "Fortress": true, "Castle": true}

// chessPieces are the pieces as chess players of each language say them.
var chessPieces = map[string][]string{
	"pt-BR": {"rei", "dama", "torre", "bispo", "cavalo", "peão"},
	"es":    {"rey", "dama", "torre", "alfil", "caballo", "peón"},
}

func TestGlossaryNamesThePiecesAsPlayersDo(t *testing.T) {
	for tag, want := range chessPieces {
		g := glossary(t, tag)
		for i, en := range keptTerms[:6] {
			if forms := g[en]; len(forms) == 0 || !strings.EqualFold(forms[0], want[i]) {
				t.Errorf("%s glossary: %s = %v, want %s", tag, en, forms, want[i])
			}
		}
		for _, en := range keptTerms {
			if len(g[strings.ToLower(en)]) == 0 {
				t.Errorf("%s glossary has no %q", tag, en)
			}
		}
	}
}

// usesTerm reports whether English text names the term (as a word, or its plural); a
// capitalised term only as written.
func usesTerm(text, term string) bool {
	flags := "(?i)"
	if term != strings.ToLower(term) {
		flags = ""
	}
	return regexp.MustCompile(flags + `\b` + regexp.QuoteMeta(term) + `s?\b`).MatchString(text)
}

func hasForm(text string, forms []string) bool {
	low := strings.ToLower(text)
	for _, f := range forms {
		if strings.Contains(low, strings.ToLower(f)) {
			return true
		}
	}
	return false
}

// TestTranslationsKeepTheGlossary: where the English names a piece or a rule of the
// glossary's kept terms, the translation uses the glossary's word for it — in every message
// and in every translated guide, course and page.
func TestTranslationsKeepTheGlossary(t *testing.T) {
	en, err := i18n.Messages("en")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range i18n.Languages {
		if l.Tag == "en" {
			continue
		}
		g := glossary(t, l.Tag)
		msgs, err := i18n.Messages(l.Tag)
		if err != nil {
			t.Fatal(err)
		}
		for key, m := range msgs {
			english := key
			if e, ok := en[key]; ok && e.Other != "" {
				english = e.Other
			}
			for _, term := range keptTerms {
				if forms := g[strings.ToLower(term)]; usesTerm(english, term) && !hasForm(m.Other, forms) {
					t.Errorf("%s: %q translates %q without the glossary's %q (%v)", l.Tag, m.Other, english, term, forms)
				}
			}
		}
		err = fs.WalkDir(i18n.Files(l.Tag), "learn", func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			tr, _ := fs.ReadFile(i18n.Files(l.Tag), p)
			orig := englishContent(t, strings.TrimPrefix(p, "learn/"))
			for _, term := range keptTerms {
				if _, other := notTheTerm[[2]string{p, term}]; other || turnoverTerms[term] && !strings.HasPrefix(p, "learn/turnover/") {
					continue
				}
				if forms := g[strings.ToLower(term)]; usesTerm(orig, term) && !hasForm(string(tr), forms) {
					t.Errorf("%s %s: the English names %q, the translation never says %v", l.Tag, p, term, forms)
				}
			}
			return nil
		})
		if err != nil {
			t.Error(err)
		}
	}
}
