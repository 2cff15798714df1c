package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"siegeworks/learn"
	"siegeworks/rules"
	"siegeworks/widgets"
)

// Turnover's guide has a page of its own for the 2025 rules, which F1 opens in a game of
// them: its diagrams are positions of the 2025 rules and show their moves (the first one a
// Castle not in check stepping back to take, which the 2019 rules forbid); the Turnover page
// keeps to the 2019 rules.
func TestThe2025RulesHaveTheirGuidePage(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.start(rules.Turnover2025, "", Human(), Human())
	h.key(fyne.KeyF1)
	g := h.u.guide
	if g == nil || g.pages[g.shown].variant != rules.Turnover2025 {
		t.Fatal("F1 in a game of the 2025 rules did not open their guide page")
	}
	boards := boardsIn(g.page.Content)
	if len(boards) < 6 {
		t.Fatalf("the 2025 page shows %d diagrams", len(boards))
	}
	for _, b := range boards {
		if v := b.Shown().Variant(); v != rules.Turnover2025 {
			t.Errorf("a diagram on the 2025 page is of %s", v.ID)
		}
	}
	c3, _ := rules.Turnover2025.Geometry().ParseSquare("c3")
	if boards[0].Highlights()[c3]&widgets.HighlightCapture == 0 {
		t.Error("the first 2025 diagram does not show the Castle on d4 stepping back to take on c3")
	}
	h.u.showGuide(rules.Turnover)
	for _, b := range boardsIn(g.page.Content) {
		if v := b.Shown().Variant(); v != rules.Turnover {
			t.Errorf("a diagram on the Turnover page is of %s", v.ID)
		}
	}
	g.win.Close()
}

// Learn lists one course a game: Turnover's course, which ends with the 2025 rules, has one
// card. A level of the 2025 stage says which rules it is played under and takes their moves:
// its solution, a Castle not in check stepping back to take, solves it.
func TestThe2025LevelsArePlayedUnderTheirRules(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.u.showLearn(nil)
	if _, ok := h.learn().buttons["course:"+rules.Turnover2025.ID]; ok {
		t.Error("Learn lists the 2025 rules as a course of their own")
	}
	if _, ok := h.learn().buttons["course:"+rules.Turnover.ID]; !ok {
		t.Fatal("Learn does not list Turnover")
	}
	l := firstLevel(t, rules.Turnover, func(l *learn.Level) bool { return l.Variant() == rules.Turnover2025 })
	p := h.startLesson(l)
	said := false
	for _, o := range p.panel.Objects {
		if lbl, ok := o.(*secondaryLabel); ok && strings.Contains(lbl.Text(), "Turnover (2025 rules) · level") {
			said = true
		}
	}
	if !said {
		t.Error("the 2025 level does not say it is played under the 2025 rules")
	}
	h.playSolution(l)
	if p.attempt.Outcome() != learn.Solved {
		t.Fatalf("%s: the 2025 solution did not solve it: %q", l.ID, p.feedback.Text)
	}
}

// A player who plays Turnover's 2025 rules (the rule set last chosen) and opens Turnover's
// course from the welcome finds its page scrolled to the stage of the 2025 rules; the 2019
// rules open it at the top.
func TestTheCourseOpensAtTheRulesThePlayerPlays(t *testing.T) {
	h := newHarness(t, t.TempDir())
	stageOf2025 := func() fyne.CanvasObject {
		list := h.learn().scroll.Content.(*fyne.Container)
		for i, s := range h.learn().course.Course.Stages {
			if s.Variant == rules.Turnover2025 {
				return list.Objects[i]
			}
		}
		t.Fatal("Turnover's course has no stage of the 2025 rules")
		return nil
	}
	h.u.set.Editions = []string{rules.Turnover2025.ID}
	h.u.showWelcome()
	h.u.dlg.welcome.buttons["learn:turnover"].OnTapped()
	lv := h.learn()
	if lv == nil || lv.page != "course" || lv.course.Rules != rules.Turnover {
		t.Fatal("Learn from the welcome did not open Turnover's course")
	}
	top, height := lv.scroll.Offset.Y, lv.scroll.Size().Height
	if y := stageOf2025().Position().Y; top == 0 || y < top || y >= top+height {
		t.Errorf("the course opened at %v (window %v high), the 2025 stage is at %v", top, height, y)
	}
	h.u.set.Editions = nil
	h.u.showLearn(h.u.settings().edition(rules.Turnover))
	if top := h.learn().scroll.Offset.Y; top != 0 {
		t.Errorf("with the 2019 rules chosen the course opened at %v, not at the top", top)
	}
}
