package app

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"siegeworks/i18n"
	"siegeworks/internal/capture"
	"siegeworks/learn"
	"siegeworks/rules"
)

// ptChildEnv marks the child process that speaks Portuguese.
const ptChildEnv = "SIEGEWORKS_PORTUGUESE_CHILD"

// TestPortugueseScreens: in Portuguese, which runs about a third longer than English, the
// main window, a lesson's panel after a refusal, the new-game dialog and every page of the
// guide fit at 800x600 with nothing clipped or overlapping, and look as their golden
// pictures (testdata/pt-BR). Fyne's language belongs to the whole process, so the screens
// are made in a child process of this test binary that installs Portuguese first.
func TestPortugueseScreens(t *testing.T) {
	if os.Getenv(ptChildEnv) == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestPortugueseScreens$", "-test.v", "-test.timeout=20m")
		cmd.Env = append(os.Environ(), ptChildEnv+"=1", "LANGUAGE=", "LC_ALL=", "LANG=en_US.UTF-8")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("the Portuguese screens: %v\n%s", err, out)
		}
		return
	}
	if tag := installLanguage("pt-BR"); tag != "pt-BR" || i18n.Current() != "pt-BR" {
		t.Fatalf("installLanguage(pt-BR) speaks %q", tag)
	}
	a := test.NewTempApp(t)
	a.Settings().SetTheme(themeFor(ThemeLight))
	h := newHarnessOn(t, a, t.TempDir())
	h.u.changeSettings(func(s *Settings) { s.Theme = ThemeLight })
	h.u.win.Resize(smallWindow)

	// The main window, a game under way.
	h.start(rules.Chess, "", Human(), Human())
	for _, m := range []string{"e2e4", "e7e5", "g1f3"} {
		h.move(m)
	}
	if s := h.status(); s == "" || strings.Contains(s, "to move") || strings.Contains(s, "Your move") {
		t.Errorf("the status line is not in Portuguese: %q", s)
	}
	assertFits(t, h, "the main window in Portuguese")
	golden(t, "pt-BR/window_small.png", h.u.win.Canvas())

	// The new-game dialog.
	h.u.showNewGame()
	assertFits(t, h, "the new-game dialog in Portuguese")
	golden(t, "pt-BR/newgame_small.png", h.u.win.Canvas())
	// Turnover with its 2025 rules chosen: the rule sets, what they change and the game's
	// description in sight.
	chooseInNewGame(t, h.u.dlg.newGame, rules.Turnover2025)
	assertFits(t, h, "the new-game dialog for Turnover's 2025 rules in Portuguese")
	golden(t, "pt-BR/newgame_turnover_small.png", h.u.win.Canvas())
	h.u.closeDialogs()

	// Learn's courses: the longest name is a card's title, which does not wrap.
	h.u.showLearn(nil)
	assertFits(t, h, "Learn's courses in Portuguese")
	if w := cardSizeFor(rules.Games()).Width; w <= courseCardSize.Width {
		t.Errorf("the course cards stay %v wide for %q", w, lang.L(rules.TurretKwagga.Name))
	}
	h.u.backToGame()

	// A lesson's panel: a castle through check refused, then the level solved.
	level := levelByID(t, "chess/not-through-check")
	p := h.startLesson(level)
	if !strings.Contains(level.Task, "roque") {
		t.Errorf("the lesson's task is not in Portuguese: %q", level.Task)
	}
	pos := p.attempt.Position()
	e1, _ := pos.Variant().Geometry().ParseSquare("e1")
	g1, _ := pos.Variant().Geometry().ParseSquare("g1")
	test.TapAt(p.board, p.board.SquareCenter(e1))
	test.TapAt(p.board, p.board.SquareCenter(g1))
	if refusal := p.feedback.Text; refusal == "" || strings.Contains(refusal, "attacked") {
		t.Errorf("the refusal is not in Portuguese: %q", refusal)
	}
	assertFits(t, h, "a lesson's refusal in Portuguese")
	golden(t, "pt-BR/lesson_refused_small.png", h.u.win.Canvas())
	h.playSolution(level)
	if p.attempt.Outcome() != learn.Solved {
		t.Fatalf("not solved: %q", p.feedback.Text)
	}
	assertFits(t, h, "a solved lesson in Portuguese")
	h.u.backToGame()

	// The guide: every page fits; Turnover's first page, the game invented in Brazil, pinned.
	h.u.showGuide(rules.Turnover)
	g := h.u.guide
	for i := range g.pages {
		g.list.Select(i)
		fitsIn(t, g.win.Canvas(), "the guide's "+g.pages[i].title+" page in Portuguese")
	}
	for i, page := range g.pages {
		if page.title == rules.Turnover.Name { // its name in every language
			g.list.Select(i)
		}
	}
	golden(t, "pt-BR/guide_small.png", g.win.Canvas())
	g.win.Close()
}

func levelByID(t *testing.T, id string) *learn.Level {
	t.Helper()
	for _, v := range rules.Games() {
		for _, l := range learn.For(v).Course.Levels() {
			if l.ID == id {
				return l
			}
		}
	}
	t.Fatalf("no level %s", id)
	return nil
}

func fitsIn(t *testing.T, c fyne.Canvas, what string) {
	t.Helper()
	if p := capture.Problems(c); len(p) > 0 {
		t.Errorf("%s at %v:\n  %s", what, c.Size(), strings.Join(p, "\n  "))
	}
}
