package learn

import (
	"io/fs"
	"strings"
	"testing"

	"siegeworks/i18n"
	"siegeworks/rules"
)

// TestTranslationsAreComplete: every language Siegeworks speaks has every guide, course,
// about file and the notation page translated, and each translation parses and changes only
// words (sameContent: the same levels, positions, goals and diagrams as the English).
func TestTranslationsAreComplete(t *testing.T) {
	for _, l := range i18n.Languages {
		if l.Tag == "en" {
			continue
		}
		t.Run(l.Tag, func(t *testing.T) {
			for _, rv := range rules.Games() {
				for _, name := range []string{"about.txt", "guide.md", "lessons.txt"} {
					if i18n.ContentIn(l.Tag, "learn/"+rv.ID+"/"+name) == nil {
						t.Errorf("%s has no translation of %s's %s", l.Name, rv.Name, name)
					}
				}
				if _, err := LoadVariantIn(rv, l.Tag); err != nil {
					t.Error(err)
				}
			}
			if i18n.ContentIn(l.Tag, "learn/notation.md") == nil {
				t.Errorf("%s has no translation of the notation page", l.Name)
			}
		})
	}
}

// TestTranslatedLevelsKeepTheirIDs: a player's stars are kept by level ID, made from the
// English title; a translated course keeps the English IDs.
func TestTranslatedLevelsKeepTheirIDs(t *testing.T) {
	for _, l := range i18n.Languages {
		for _, rv := range rules.Games() {
			if i18n.ContentIn(l.Tag, "learn/"+rv.ID+"/lessons.txt") == nil {
				continue
			}
			en, err := LoadVariantIn(rv, "en")
			if err != nil {
				t.Fatal(err)
			}
			tr, err := LoadVariantIn(rv, l.Tag)
			if err != nil {
				t.Fatal(err)
			}
			for i, s := range en.Course.Stages {
				for j, lv := range s.Levels {
					if got := tr.Course.Stages[i].Levels[j].ID; got != lv.ID {
						t.Errorf("%s %s: level %d.%d has ID %q, want %q", l.Tag, rv.ID, i+1, j+1, got, lv.ID)
					}
				}
			}
		}
	}
}

// TestNoStrayTranslatedFiles: every file in a language's learn folder translates an
// English original (a misspelt name would silently never be read).
func TestNoStrayTranslatedFiles(t *testing.T) {
	for _, l := range i18n.Languages {
		if l.Tag == "en" {
			continue
		}
		err := fs.WalkDir(i18n.Files(l.Tag), "learn", func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return nil
			}
			if _, err := contentFS.ReadFile("content/" + strings.TrimPrefix(p, "learn/")); err != nil {
				t.Errorf("%s: %s translates no English file", l.Tag, p)
			}
			return nil
		})
		if err != nil {
			t.Error(err)
		}
	}
}

// TestSameContentRefusesChangedData: a translation that changes a position, a goal or a
// diagram is refused; one that changes only titles and texts is accepted.
func TestSameContentRefusesChangedData(t *testing.T) {
	rv := rules.Variants[0]
	load := func() *Variant {
		v, err := LoadVariantIn(rv, "en")
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	o := load()
	words := load()
	lv := words.Course.Stages[0].Levels[0]
	lv.Title, lv.Task, lv.Done, lv.ID = "Outro título", "Outra tarefa", "Feito", "other"
	if err := sameContent(o, words); err != nil || lv.ID != o.Course.Stages[0].Levels[0].ID {
		t.Errorf("a translation of words only: %v, ID %q", err, lv.ID)
	}
	changes := map[string]func(v *Variant){
		"position": func(v *Variant) { v.Course.Stages[0].Levels[0].FEN = "8/8/8/8/8/8/8/8 w - - 0 1" },
		"target":   func(v *Variant) { v.Course.Stages[0].Levels[0].Target++ },
		"level":    func(v *Variant) { v.Course.Stages[0].Levels = v.Course.Stages[0].Levels[1:] },
		"picture":  func(v *Variant) { v.Picture = "X" },
		"diagram": func(v *Variant) {
			for _, b := range v.Guide.Blocks {
				if b.Diagram != nil {
					b.Diagram.FEN = "8/8/8/8/8/8/8/8 w - - 0 1"
					return
				}
			}
		},
	}
	for name, change := range changes {
		v := load()
		change(v)
		if err := sameContent(o, v); err == nil {
			t.Errorf("a translation that changes the %s was accepted", name)
		}
	}
}
