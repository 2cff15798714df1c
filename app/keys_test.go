package app

import (
	"strings"
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
			h.u.run(cmdResign)
		},
		"unsaved": func() { h.u.askUnsaved("testing", func() {}) },
		"variant": func() { h.u.chooseVariant([]*rules.Variant{rules.Chess, rules.Gunnery}, func(*rules.Variant) {}) },
		"result": func() {
			h.u.game.showResult()
		},
	}
	for name, open := range openers {
		open()
		if len(h.u.dlg.open) != 1 {
			t.Fatalf("%s: %d dialogs open", name, len(h.u.dlg.open))
		}
		if name == "new game" {
			// Use the drop-down and the text field: each takes the keyboard focus.
			h.u.win.Canvas().Focus(h.u.dlg.newGame.variant)
			h.u.dlg.newGame.variant.SetSelected(rules.Turnover.Name)
			h.press(fyne.KeyEscape)
			if len(h.u.dlg.open) != 0 {
				t.Fatal("Escape after using the drop-down did not close the new-game dialog")
			}
			open()
			h.u.win.Canvas().Focus(h.u.dlg.newGame.fen)
			h.typeRune('x')
		}
		h.press(fyne.KeyEscape)
		if len(h.u.dlg.open) != 0 {
			t.Fatalf("%s: Escape did not close it", name)
		}
		if h.u.win.Canvas().Focused() != nil {
			t.Fatalf("%s: a closed dialog's widget keeps the focus", name)
		}
		before := h.u.game.board.Flipped()
		h.typeRune('f')
		if h.u.game.board.Flipped() == before {
			t.Fatalf("%s: F does not flip the board right after the dialog closed", name)
		}
	}
}

func TestSecondCtrlNDoesNotStack(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.u.showNewGame()
	first := h.u.dlg.newGame
	h.u.showNewGame()
	if h.u.dlg.newGame != first || len(h.u.dlg.open) != 1 {
		t.Fatalf("a second Ctrl+N stacked another dialog (%d open)", len(h.u.dlg.open))
	}
	h.press(fyne.KeyEscape)
	h.u.showNewGame()
	if len(h.u.dlg.open) != 1 || h.u.dlg.newGame == first {
		t.Fatal("after closing, Ctrl+N does not open a fresh dialog")
	}
}

func TestPromotionPickerEscape(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.start(rules.Chess, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", Human(), Human())
	test.TapAt(h.u.game.board, h.u.game.board.SquareCenter(rules.SquareAt(2, 6)))
	test.TapAt(h.u.game.board, h.u.game.board.SquareCenter(rules.SquareAt(2, 7)))
	if h.u.dlg.promo == nil {
		t.Fatal("no promotion picker")
	}
	h.press(fyne.KeyEscape)
	if h.u.dlg.promo != nil || h.u.sess.Game().Ply() != 0 {
		t.Fatal("Escape did not cancel the promotion")
	}
	before := h.u.game.board.Flipped()
	h.typeRune('f')
	if h.u.game.board.Flipped() == before {
		t.Fatal("F does not work after the promotion picker closed")
	}
}

type testError string

func (e testError) Error() string { return string(e) }

const errTest = testError("something went wrong")

// The shortcut list names every key the window answers: the menus' shortcuts (Ctrl+, and
// the rest), the single keys, the navigation keys, F1, Escape and Ctrl+Shift+Z.
func TestTheShortcutListNamesEveryKey(t *testing.T) {
	h := newHarness(t, t.TempDir())
	listed := map[string]bool{}
	for _, k := range h.u.shortcutList() {
		listed[k.keys] = true
		if k.what == "" {
			t.Errorf("%s says nothing", k.keys)
		}
	}
	want := []string{"Ctrl+N", "Ctrl+O", "Ctrl+S", "Ctrl+Shift+S", "Ctrl+Q", "Ctrl+Z", "Ctrl+Y", "Ctrl+Shift+Z",
		"Ctrl+E", "Ctrl+,", "Ctrl+L", "Ctrl+Shift+A", "Ctrl+Shift+R", "Ctrl+P", "F1", "Esc"}
	for r := range runeCommands {
		want = append(want, strings.ToUpper(string(r)))
	}
	for k := range navCommands {
		want = append(want, string(k))
	}
	for _, k := range want {
		if !listed[k] {
			t.Errorf("the shortcut list does not name %s", k)
		}
	}
}
