package app

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"siegeworks/engine"
	"siegeworks/rules"
	"siegeworks/session"
)

// Against the computer the panel offers Pause: the clock stands still until Resume; and
// leaving the game for another screen pauses it and says so on return.
func TestPausingAGameAgainstTheComputer(t *testing.T) {
	h := newHarness(t, t.TempDir())
	s := h.u.sess
	fc := &fakeClock{t: time.Unix(1000, 0)}
	s.Now = fc.now
	s.AILimits = func(int) engine.Limits { return engine.Limits{Depth: 1} }
	s.SetTimeControl(session.TimeControl{Base: 3 * time.Minute})
	h.start(rules.Chess, "", Human(), Computer(2))
	b := h.u.game.panel.buttons
	if b.pause.Disabled() || b.pause.Text != "Pause" {
		t.Fatalf("pause button: %q disabled %v", b.pause.Text, b.pause.Disabled())
	}
	h.move("e2e4")
	h.pump("the reply", 10*time.Second, func() bool { return s.Game().Ply() == 2 })
	test := func(what string, cond bool) {
		t.Helper()
		if !cond {
			t.Errorf("%s (status %q, state %q)", what, h.status(), h.u.game.panel.state.Text)
		}
	}
	b.pause.OnTapped()
	test("the game did not pause", s.Paused() && b.pause.Text == "Resume" && !h.u.game.board.Interactive())
	test("the state does not say paused", strings.HasPrefix(h.u.game.panel.state.Text, "Paused"))
	left := s.ClockLeft(rules.White)
	fc.advance(time.Minute)
	test("the clock ran while paused", s.ClockLeft(rules.White) == left)
	b.pause.OnTapped()
	test("Resume did not go on", !s.Paused() && h.u.game.board.Interactive() && b.pause.Text == "Pause")
	// Off to Learn and back: the game waited.
	h.u.showLearn(nil)
	test("leaving the game did not pause it", s.Paused())
	fc.advance(time.Minute)
	h.u.backToGame()
	test("the clock ran while away", s.ClockLeft(rules.White) == left)
	test("the return does not say the game was paused", strings.Contains(h.status(), "paused while you were away"))
	// Between two people there is no pause.
	h.start(rules.Chess, "", Human(), Human())
	test("a pause between two people here", b.pause.Disabled())
}

// Undo at the start of a new game brings the replaced game back and says so on its button;
// Redo then brings the new game back, and says so too.
func TestUndoAndRedoANewGame(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.move("e2e4")
	h.u.replaceGame("testing", func() bool {
		return h.u.sess.NewGame(rules.Gunnery, "", [2]session.Player{Human(), Human()}) == nil
	})
	b := h.u.game.panel.buttons
	s := h.u.sess
	if s.Game().Variant() != rules.Gunnery || b.undo.Text != "Undo new game" || b.undo.Disabled() {
		t.Fatalf("at the start of the new game: %v, undo %q", s.Game().Variant(), b.undo.Text)
	}
	h.u.run(cmdUndo)
	if s.Game().Variant() != rules.Chess || s.Game().Ply() != 1 {
		t.Fatalf("undo brought back %v with %d moves", s.Game().Variant(), s.Game().Ply())
	}
	if b.redo.Text != "Redo new game" || b.redo.Disabled() || h.u.menu.redo.Label != "Redo new game" {
		t.Fatalf("redo says %q (menu %q)", b.redo.Text, h.u.menu.redo.Label)
	}
	h.u.run(cmdRedo)
	if s.Game().Variant() != rules.Gunnery || b.undo.Text != "Undo new game" {
		t.Fatalf("redo brought back %v; undo says %q", s.Game().Variant(), b.undo.Text)
	}
}

// Alt held for a click on the board (a blue arrow) never opens the menu bar when Alt is
// let go; Alt alone still does.
func TestAltClickDoesNotOpenTheMenu(t *testing.T) {
	h := newHarness(t, t.TempDir())
	dismissed := 0
	old := dismissMenu
	dismissMenu = func(fyne.Canvas) { dismissed++ }
	t.Cleanup(func() { dismissMenu = old })
	b := h.u.game.board
	at := b.SquareCenter(rules.SquareAt(5, 1))
	ev := &desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: at}, Button: desktop.MouseButtonSecondary, Modifier: fyne.KeyModifierAlt}
	b.MouseDown(ev)
	b.MouseUp(ev)
	h.u.keyUp(&fyne.KeyEvent{Name: desktop.KeyAltLeft})
	if dismissed != 1 {
		t.Fatalf("the menu was dismissed %d times after Alt and a right click", dismissed)
	}
	h.u.keyUp(&fyne.KeyEvent{Name: desktop.KeyAltLeft})
	if dismissed != 1 {
		t.Fatal("Alt alone no longer opens the menu")
	}
}
