//go:build e2e

package e2e

import (
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"siegeworks/i18n"
	"siegeworks/learn"
	"siegeworks/rules"
	"siegeworks/words"
)

// TestTheAppSpeaksPortuguese: on a system whose language is Brazilian Portuguese the app
// speaks it from the first start, with nothing chosen: the menu, a lesson and a refusal
// with its reason — compared with the words the translations give.
func TestTheAppSpeaksPortuguese(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Fatal("no X server: run under xvfb-run (make e2e)")
	}
	pt, err := i18n.InLanguage("pt-BR")
	if err != nil {
		t.Fatal(err)
	}
	i18n.Use(pt, "pt-BR")
	defer i18n.Use(nil, "")
	courses, err := learn.LoadIn("pt-BR")
	if err != nil {
		t.Fatal(err)
	}

	t.Setenv("SIEGEWORKS_E2E_KEEP_WELCOME", "1")
	a := startWith(t, t.TempDir(), "LANGUAGE=", "LC_ALL=", "LC_MESSAGES=", "LANG=pt_BR.UTF-8")
	for _, title := range []string{"Game", "Learn", "Help"} {
		if want := pt.L(title, nil); want == title || !slices.Contains(a.geo.Menu, want) {
			t.Errorf("the menu %v has no %q (%s in Portuguese)", a.geo.Menu, want, title)
		}
	}
	if !a.await("the welcome", func(g geometry) bool { _, ok := g.Buttons["welcome:learn:chess"]; return ok }, 10*time.Second) {
		t.Fatal("no welcome on the first launch")
	}

	// A lesson: the chess course's first level, in Portuguese.
	a.press("welcome:learn:chess")
	if !a.await("the chess course", func(g geometry) bool { return g.View == "course" }, 10*time.Second) {
		t.Fatalf("Learn did not open the course (view %q)", a.geo.View)
	}
	english, err := learn.LoadIn("en")
	if err != nil {
		t.Fatal(err)
	}
	level := courses[rules.Chess.ID].Course.Levels()[0]
	if en := english[rules.Chess.ID].Course.Levels()[0]; level.Task == en.Task || level.ID != en.ID {
		t.Fatalf("the first level is not in Portuguese: %q (%s)", level.Task, level.ID)
	}
	a.press("level:" + level.ID)
	if !a.await("the level", func(g geometry) bool { return g.View == "level" && g.Level == level.ID }, 10*time.Second) {
		t.Fatalf("the level did not open (view %q, level %q)", a.geo.View, a.geo.Level)
	}
	time.Sleep(500 * time.Millisecond)

	// The refusal: a rook does not move diagonally.
	pos := level.Position()
	a1, _ := pos.Variant().Geometry().ParseSquare("a1")
	b2, _ := pos.Variant().Geometry().ParseSquare("b2")
	why := words.WhyIllegal(pos, a1, b2)
	if why == "" {
		t.Fatal("no reason for a rook's diagonal move")
	}
	a.click("a1")
	a.click("b2")
	said := func(g geometry) bool { return strings.Contains(strings.ToLower(g.Says), strings.ToLower(why)) }
	if !a.await("the refusal in Portuguese", said, 10*time.Second) {
		t.Errorf("the lesson says %q, want the Portuguese refusal %q", a.geo.Says, why)
	}
	screenshot(t, t.TempDir(), "e2e-portuguese-refusal.png")
}
