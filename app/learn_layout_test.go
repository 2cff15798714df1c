package app

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"siegeworks/internal/capture"
	"siegeworks/learn"
	"siegeworks/rules"
)

// The sizes every screen must fit: a small laptop's window and a full-HD screen.
var (
	smallWindow = fyne.NewSize(800, 600)
	largeWindow = fyne.NewSize(1920, 1080)
)

// assertFits fails the test when anything in the window is clipped or sticks out.
func assertFits(t *testing.T, h *harness, what string) {
	t.Helper()
	if p := capture.Problems(h.u.win.Canvas()); len(p) > 0 {
		t.Errorf("%s at %v:\n  %s", what, h.u.win.Canvas().Size(), strings.Join(p, "\n  "))
	}
}

// Learn fits from 800x600 to 1920x1080: the courses, every course page, the first level of
// every course and a level whose intro is the longest.
func TestLearnFitsEveryWindow(t *testing.T) {
	h := newHarness(t, t.TempDir())
	for _, size := range []fyne.Size{smallWindow, largeWindow} {
		h.u.win.Resize(size)
		h.u.showLearn(nil)
		assertFits(t, h, "the courses")
		for _, v := range rules.Games() {
			h.u.showLearn(v)
			assertFits(t, h, v.ID+"'s course page")
			longest := learn.For(v).Course.Levels()[0]
			for _, l := range learn.For(v).Course.Levels() {
				if len(l.Stage.Intro)+len(l.Task) > len(longest.Stage.Intro)+len(longest.Task) {
					longest = l
				}
			}
			for _, l := range []*learn.Level{learn.For(v).Course.Levels()[0], longest} {
				h.learn().startLevel(l)
				assertFits(t, h, fmt.Sprintf("level %s", l.ID))
			}
		}
		h.u.backToGame()
	}
}

// A level where a move was refused and the level then solved keeps its panel in order:
// the stars, the message and the buttons each in their own place, at both sizes.
func TestARefusedThenSolvedLevelFits(t *testing.T) {
	h := newHarness(t, t.TempDir())
	for _, size := range []fyne.Size{smallWindow, largeWindow} {
		h.u.win.Resize(size)
		refuseThenSolve(t, h)
		assertFits(t, h, "the solved level after a refusal")
	}
}

// refuseThenSolve plays the castling lesson "Not through check": a castle through check,
// refused with the attacker's line, then the solution.
func refuseThenSolve(t *testing.T, h *harness) {
	t.Helper()
	var level *learn.Level
	for _, l := range learn.For(rules.Chess).Course.Levels() {
		if l.Title == "Not through check" {
			level = l
		}
	}
	if level == nil {
		t.Fatal("no castling level")
	}
	{
		p := h.startLesson(level)
		pos := p.attempt.Position()
		e1, _ := pos.Variant().Geometry().ParseSquare("e1")
		g1, _ := pos.Variant().Geometry().ParseSquare("g1")
		test.TapAt(p.board, p.board.SquareCenter(e1))
		test.TapAt(p.board, p.board.SquareCenter(g1)) // through check: refused
		if !strings.Contains(p.feedback.Text, "attacked") {
			t.Fatalf("the refused castle says %q", p.feedback.Text)
		}
		if len(p.board.AttackLines()) == 0 {
			t.Error("the refused castle draws no attacker's line")
		}
		h.playSolution(level)
		if p.attempt.Outcome() != learn.Solved {
			t.Fatalf("not solved: %q", p.feedback.Text)
		}
	}
}

// The welcome shows every variant at once, Learn and Play beside each, from 800x600 up.
func TestTheWelcomeShowsEveryVariant(t *testing.T) {
	h := newHarness(t, t.TempDir())
	for _, size := range []fyne.Size{smallWindow, largeWindow} {
		h.u.win.Resize(size)
		h.u.showWelcome()
		capture.LayOut(h.u.win.Canvas())
		assertFits(t, h, "the welcome")
		driver := fyne.CurrentApp().Driver()
		closeAt := driver.AbsolutePositionForObject(h.u.dlg.welcome.buttons["close"])
		for _, v := range rules.Games() {
			b := h.u.dlg.welcome.buttons["learn:"+v.ID]
			at := driver.AbsolutePositionForObject(b)
			if at.Y+b.Size().Height > closeAt.Y || at.Y < 0 {
				t.Errorf("%v: %s's Learn button at y %.0f is out of sight (Close at %.0f)", size, v.Name, at.Y, closeAt.Y)
			}
		}
		h.u.closeDialogs()
	}
}

// The guide opens sized after the main window, every page fits, and its diagrams grow with
// the window.
func TestTheGuideFitsAndItsDiagramsGrow(t *testing.T) {
	var widths []float32
	for _, size := range []fyne.Size{smallWindow, largeWindow} {
		h := newHarness(t, t.TempDir())
		h.u.win.Resize(size)
		h.u.showGuide(rules.TurretChess)
		g := h.u.guide
		gs := g.win.Canvas().Size()
		if gs.Width > size.Width || gs.Width < 0.6*size.Width && gs.Width > 700 {
			t.Errorf("main window %v: the guide opens at %v", size, gs)
		}
		for i, p := range g.pages {
			g.list.Select(i)
			if p := capture.Problems(g.win.Canvas()); len(p) > 0 {
				t.Errorf("the guide's %s page at %v:\n  %s", g.pages[i].title, gs, strings.Join(p, "\n  "))
			}
			_ = p
		}
		g.list.Select(1) // Turret Chess: diagrams
		widths = append(widths, g.diagram.Width)
		g.win.Close()
	}
	if widths[1] <= widths[0] {
		t.Errorf("the diagrams are %.0f wide in the small guide and %.0f in the large one", widths[0], widths[1])
	}
}

// golden pins what a screen looks like, in the light theme, as a picture in testdata.
func golden(t *testing.T, name string, c fyne.Canvas) {
	t.Helper()
	test.AssertImageMatches(t, name, capture.Settled(c))
}

// Golden pictures of Learn at the small and the large size: a lesson, a course page, the
// welcome and the guide, and a lesson solved after a refusal (its panel in order).
func TestLearnGoldenImages(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(themeFor(ThemeLight))
	first := learn.For(rules.Turnover).Course.Levels()[0]
	for _, size := range []struct {
		name string
		size fyne.Size
	}{{"small", smallWindow}, {"large", largeWindow}} {
		h := newHarnessOn(t, a, t.TempDir())
		h.u.changeSettings(func(s *Settings) { s.Theme = ThemeLight })
		h.u.win.Resize(size.size)
		h.startLesson(first)
		golden(t, "learn_level_"+size.name+".png", h.u.win.Canvas())
		h.u.showLearn(rules.Turnover)
		golden(t, "learn_course_"+size.name+".png", h.u.win.Canvas())
		h.u.backToGame()
		h.u.showWelcome()
		golden(t, "welcome_"+size.name+".png", h.u.win.Canvas())
		h.u.closeDialogs()
		h.u.showGuide(rules.Gunnery)
		golden(t, "guide_"+size.name+".png", h.u.guide.win.Canvas())
		h.u.guide.win.Close()
		if size.name == "small" {
			refuseThenSolve(t, h)
			golden(t, "learn_refused_solved_small.png", h.u.win.Canvas())
		}
	}
}
