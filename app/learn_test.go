package app

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"siegeworks/app/sound"
	"siegeworks/learn"
	"siegeworks/rules"
	"siegeworks/words"
)

// playLessonMove plays a move on the lesson board with clicks, choosing the promotion piece
// when the picker opens.
func (h *harness) playLessonMove(m rules.Move) {
	h.t.Helper()
	p := h.learn().play
	test.TapAt(p.board, p.board.SquareCenter(m.From()))
	test.TapAt(p.board, p.board.SquareCenter(m.To()))
	if h.u.dlg.promo != nil {
		h.u.dlg.promo.choose(m.Promotion())
	}
}

// playSolution plays the line the solver finds for the level within its target, move by
// move with clicks, waiting for each reply; it fails the test when there is none.
func (h *harness) playSolution(l *learn.Level) {
	h.t.Helper()
	line, ok := l.Solve(l.Target, 400000)
	if !ok {
		h.t.Fatalf("%s: no solution", l.ID)
	}
	for _, m := range line {
		h.playLessonMove(m)
		h.waitForTurn()
	}
}

// waitForTurn runs posted work until the level takes moves again or is over.
func (h *harness) waitForTurn() {
	h.t.Helper()
	p := h.learn().play
	h.pump("the opponent's reply", 20*time.Second, func() bool {
		return p.attempt.Outcome() != learn.Playing || p.board.Interactive()
	})
}

// startLesson opens a level in Learn.
func (h *harness) startLesson(l *learn.Level) *lessonPlay {
	h.t.Helper()
	h.u.showLearn(l.Course.Variant)
	h.learn().startLevel(l)
	return h.learn().play
}

// firstLevel picks the first level of a course that satisfies ok.
func firstLevel(t *testing.T, v *rules.Variant, ok func(*learn.Level) bool) *learn.Level {
	for _, l := range learn.For(v).Course.Levels() {
		if ok(l) {
			return l
		}
	}
	t.Fatalf("%s: no level fits", v.ID)
	return nil
}

// TestLessonsPlayToSuccess plays a level of every course with the mouse, by the solution
// the search finds: it ends solved with three stars, kept in Preferences, with the success
// sound; the level stays until Enter (or Next level) opens the next.
func TestLessonsPlayToSuccess(t *testing.T) {
	h := newHarness(t, t.TempDir())
	for _, v := range rules.Games() {
		// Prefer a level with an opponent, which exercises the replies.
		l := firstLevel(t, v, func(l *learn.Level) bool { return l.Reply.Kind != learn.ReplyNone })
		h.u.showLearn(v)
		if h.learn().page != "course" {
			t.Fatalf("%s: Learn opened on %q", v.ID, h.learn().page)
		}
		h.learn().buttons["level:"+l.ID].OnTapped()
		p := h.learn().play
		if p == nil || p.level != l || h.learn().page != "level" {
			t.Fatalf("%s: the level did not start", l.ID)
		}
		if !strings.Contains(p.moves.Text, "answers each of your moves") {
			t.Errorf("%s: the panel does not say the other side answers: %q", l.ID, p.moves.Text)
		}
		h.playSolution(l)
		if p.attempt.Outcome() != learn.Solved || p.attempt.Stars() != 3 {
			t.Fatalf("%s: outcome %v with %d stars; feedback %q", l.ID, p.attempt.Outcome(), p.attempt.Stars(), p.feedback.Text)
		}
		if starsOf(h.u.prefs(), l) != 3 {
			t.Errorf("%s: progress not kept", l.ID)
		}
		if h.snd.last() != sound.Success {
			t.Errorf("%s: no success sound (last %v)", l.ID, h.snd.last())
		}
		// The solved level stays, with its message, until the learner moves on.
		h.drain(300 * time.Millisecond)
		if h.learn().play != p || p.feedback.Text == "" || !p.result.Visible() || p.next.Importance != widget.HighImportance {
			t.Fatalf("%s: the solved level did not stay with its message and stars", l.ID)
		}
		if next := l.Course.Next(l); next != nil {
			h.key(fyne.KeyReturn)
			if h.learn().play == nil || h.learn().play.level != next {
				t.Fatalf("%s: Enter did not open the next level", l.ID)
			}
		}
		h.key(fyne.KeyEscape) // back to the course
		if h.learn().page != "course" {
			t.Errorf("Escape from a level shows %q", h.learn().page)
		}
	}
	h.u.backToGame()
	if (h.learn() != nil) || h.u.win.Content() != h.u.game.root {
		t.Error("Back to the game did not return to the game")
	}
}

// TestLessonsPlayToFailure plays a wrong move in a one-move level of every course: the
// level fails, says what happened and offers a retry, which starts it afresh.
func TestLessonsPlayToFailure(t *testing.T) {
	h := newHarness(t, t.TempDir())
	for _, v := range rules.Games() {
		l := firstLevel(t, v, func(l *learn.Level) bool { return l.Limit == 1 })
		p := h.startLesson(l)
		wrong := rules.NoMove
		var ml rules.MoveList
		p.attempt.Position().GenerateLegal(&ml)
		for _, m := range ml.Slice() {
			a := l.Start()
			if st, err := a.Play(m); err == nil && !st.NeedsReply && a.Outcome() == learn.Failed {
				wrong = m
				break
			}
		}
		if wrong == rules.NoMove {
			t.Fatalf("%s: no move fails the level", l.ID)
		}
		h.playLessonMove(wrong)
		if p.attempt.Outcome() != learn.Failed {
			t.Fatalf("%s: %s did not fail the level", l.ID, wrong)
		}
		if p.feedback.Text == "" || p.board.Interactive() {
			t.Errorf("%s: failure not explained (%q) or board still live", l.ID, p.feedback.Text)
		}
		if starsOf(h.u.prefs(), l) != 0 {
			t.Errorf("%s: a failed level earned stars", l.ID)
		}
		if p.hint.Disabled() {
			t.Errorf("%s: no hint after a failure", l.ID)
		}
		h.learn().buttons["retry"].OnTapped()
		np := h.learn().play
		if np == nil || np.attempt.Moves() != 0 || !np.board.Interactive() {
			t.Errorf("%s: Try again did not restart the level", l.ID)
		}
		// A hint after a failure starts the level again with the hint.
		h.playLessonMove(wrong)
		np.showHint()
		if np.attempt.Moves() != 0 || np.attempt.Outcome() != learn.Playing {
			t.Fatalf("%s: Hint after a failure did not start again", l.ID)
		}
		h.pump("the hint", 10*time.Second, func() bool { return np.board.Hint() != rules.NoMove })
	}
}

// TestLessonRefusesWithTheRulesReason: an illegal move in a lesson is refused with the
// rules' own explanation.
func TestLessonRefusesWithTheRulesReason(t *testing.T) {
	h := newHarness(t, t.TempDir())
	p := h.startLesson(learn.For(rules.TurretChess).Course.Levels()[0])
	pos := p.attempt.Position()
	// Find a piece of the player and a square it cannot reach.
	for _, s := range pos.Variant().Geometry().Squares() {
		pc := pos.At(s)
		if pc.IsEmpty() || pc.Color() != pos.SideToMove() {
			continue
		}
		for _, to := range pos.Variant().Geometry().Squares() {
			if why := words.WhyIllegal(pos, s, to); why != "" && to != s && pos.At(to).IsEmpty() {
				test.TapAt(p.board, p.board.SquareCenter(s))
				test.TapAt(p.board, p.board.SquareCenter(to))
				if p.feedback.Text != capitalize(why)+"." {
					t.Fatalf("feedback %q, want the rules' %q", p.feedback.Text, why)
				}
				if p.attempt.Moves() != 0 {
					t.Fatal("a refused move counted")
				}
				return
			}
		}
	}
	t.Fatal("no illegal move found")
}

func TestWelcomeOffersLearnAndPlay(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.u.welcomeFirstTime()
	if h.u.dlg.welcome == nil {
		t.Fatal("no welcome on the first launch")
	}
	h.u.dlg.welcome.buttons["learn:turnover"].OnTapped()
	if !(h.learn() != nil) || h.learn().course.Rules != rules.Turnover {
		t.Fatal("Learn from the welcome did not open the Turnover course")
	}
	h.u.backToGame()
	h.u.showWelcome()
	h.u.dlg.welcome.buttons["play:gunnery"].OnTapped()
	if h.u.dlg.newGame == nil || h.u.dlg.newGame.variant.Selected != rules.Gunnery.Name {
		t.Fatal("Play from the welcome did not offer a Gunnery game")
	}
	h.u.dlg.newGame.dialog.Hide()
	h.u.dlg.welcome = nil
	h.u.welcomeFirstTime()
	if h.u.dlg.welcome != nil {
		t.Error("the welcome opened by itself a second time")
	}
}

// Progress is kept per level and shown per course; a course can be reset.
func TestLessonProgressAndReset(t *testing.T) {
	h := newHarness(t, t.TempDir())
	c := learn.For(rules.Gunnery)
	first := c.Course.Levels()[0]
	h.u.prefs().SetInt(progressKey(first), 2)
	if earned, total := courseStars(h.u.prefs(), c.Course); earned != 2 || total != 3*len(c.Course.Levels()) {
		t.Fatalf("course stars %d of %d", earned, total)
	}
	h.u.showLearn(rules.Gunnery)
	h.learn().buttons["reset"].OnTapped()
	h.u.tapDialogButton(t, "Yes")
	if starsOf(h.u.prefs(), first) != 0 {
		t.Fatal("reset kept the stars")
	}
	if h.learn().page != "course" {
		t.Fatalf("after the reset Learn shows %q", h.learn().page)
	}
}

func TestF1InLearnOpensTheCoursesGuide(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.u.showLearn(rules.Turnover)
	h.press(fyne.KeyF1)
	if g := h.u.guide; g == nil || g.pages[g.shown].variant != rules.Turnover {
		t.Fatal("F1 in the Turnover course does not open the Turnover guide")
	}
}

// Pointing at a piece in a lesson names it — in Turnover, with its rings and how it moves;
// the name gives way when the pointer leaves.
func TestPointingAtAPieceNamesIt(t *testing.T) {
	h := newHarness(t, t.TempDir())
	p := h.startLesson(learn.For(rules.Turnover).Course.Levels()[0])
	pos := p.attempt.Position()
	var at rules.Square
	for _, s := range pos.Variant().Geometry().Squares() {
		if pc := pos.At(s); pc.Kind() == rules.Rook && pc.Color() == pos.SideToMove() {
			at = s
		}
	}
	p.board.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: p.board.SquareCenter(at)}})
	if want := "The white Tower on " + at.String() + ": a lone Tower; moves like a rook."; p.feedback.Text != want {
		t.Fatalf("pointing at the Tower says %q, want %q", p.feedback.Text, want)
	}
	p.board.MouseOut()
	if p.feedback.Text != "" {
		t.Errorf("the name stays after the pointer left: %q", p.feedback.Text)
	}
}
