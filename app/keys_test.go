package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"siegeworks/rules"
)

// press delivers a key as the desktop driver does: to the focused widget if there is one,
// else to the window's key handler.
func (h *harness) press(name fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: name}
	if f := h.u.win.Canvas().Focused(); f != nil {
		f.TypedKey(ev)
		return
	}
	h.u.win.Canvas().OnTypedKey()(ev)
}

func (h *harness) typeRune(r rune) {
	if f := h.u.win.Canvas().Focused(); f != nil {
		f.TypedRune(r)
		return
	}
	h.u.win.Canvas().OnTypedRune()(r)
}

// TestEveryDialogClosesOnEscapeAndKeysWorkAfter opens each dialog, closes it with Escape
// (also after a drop-down or text field inside it took the focus) and checks that the
// board's F key works at once, without a click.
func TestEveryDialogClosesOnEscapeAndKeysWorkAfter(t *testing.T) {
	h := newHarness(t, t.TempDir())
	openers := map[string]func(){
		"settings":  h.u.showSettings,
		"new game":  h.u.showNewGame,
		"about":     h.u.showAbout,
		"shortcuts": h.u.showShortcuts,
		"welcome":   h.u.showWelcome,
		"error":     func() { h.u.showError("Oops", errTest) },
		"resign": func() {
			h.move("e2e4")
			h.u.resign()
		},
		"unsaved": func() { h.u.askUnsaved("testing", func() {}) },
		"variant": func() { h.u.chooseVariant([]*rules.Variant{rules.Chess, rules.Gunnery}, func(*rules.Variant) {}) },
		"result": func() {
			h.u.showResult()
		},
	}
	for name, open := range openers {
		open()
		if len(h.u.dialogs) != 1 {
			t.Fatalf("%s: %d dialogs open", name, len(h.u.dialogs))
		}
		if name == "new game" {
			// Use the drop-down and the text field: each takes the keyboard focus.
			h.u.win.Canvas().Focus(h.u.newGame.variant)
			h.u.newGame.variant.SetSelected(rules.Turnover.Name)
			h.press(fyne.KeyEscape)
			if len(h.u.dialogs) != 0 {
				t.Fatal("Escape after using the drop-down did not close the new-game dialog")
			}
			open()
			h.u.win.Canvas().Focus(h.u.newGame.fen)
			h.typeRune('x')
		}
		h.press(fyne.KeyEscape)
		if len(h.u.dialogs) != 0 {
			t.Fatalf("%s: Escape did not close it", name)
		}
		if h.u.win.Canvas().Focused() != nil {
			t.Fatalf("%s: a closed dialog's widget keeps the focus", name)
		}
		before := h.u.board.Flipped()
		h.typeRune('f')
		if h.u.board.Flipped() == before {
			t.Fatalf("%s: F does not flip the board right after the dialog closed", name)
		}
	}
}

func TestSecondCtrlNDoesNotStack(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.u.showNewGame()
	first := h.u.newGame
	h.u.showNewGame()
	if h.u.newGame != first || len(h.u.dialogs) != 1 {
		t.Fatalf("a second Ctrl+N stacked another dialog (%d open)", len(h.u.dialogs))
	}
	h.press(fyne.KeyEscape)
	h.u.showNewGame()
	if len(h.u.dialogs) != 1 || h.u.newGame == first {
		t.Fatal("after closing, Ctrl+N does not open a fresh dialog")
	}
}

func TestPromotionPickerEscape(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.start(rules.Chess, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", Human(), Human())
	test.TapAt(h.u.board, h.u.board.SquareCenter(rules.SquareAt(2, 6)))
	test.TapAt(h.u.board, h.u.board.SquareCenter(rules.SquareAt(2, 7)))
	if h.u.promo == nil {
		t.Fatal("no promotion picker")
	}
	h.press(fyne.KeyEscape)
	if h.u.promo != nil || h.u.sess.Game().Ply() != 0 {
		t.Fatal("Escape did not cancel the promotion")
	}
	before := h.u.board.Flipped()
	h.typeRune('f')
	if h.u.board.Flipped() == before {
		t.Fatal("F does not work after the promotion picker closed")
	}
}

type testError string

func (e testError) Error() string { return string(e) }

const errTest = testError("something went wrong")
