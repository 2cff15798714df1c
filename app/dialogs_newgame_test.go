package app

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"siegeworks/internal/capture"
	"siegeworks/rules"
)

// The new-game dialog's rows never move, at 800x600 and 1920x1080: not when another
// variant's description shows (nor when Turnover's rule sets show beside it), not when Custom… opens the clock's field, not when what is
// wrong with the start position is said; and it fits in every state.
func TestNewGameDialogHoldsStill(t *testing.T) {
	h := newHarness(t, t.TempDir())
	for _, size := range []fyne.Size{smallWindow, largeWindow} {
		h.u.win.Resize(size)
		h.u.showNewGame()
		d := h.u.dlg.newGame
		places := func() string {
			capture.LayOut(h.u.win.Canvas())
			var out []string
			for _, o := range []fyne.CanvasObject{d.variantRow, d.white, d.black, d.clock, d.customClock, d.fen, d.start} {
				p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
				out = append(out, fmt.Sprintf("%.0f,%.0f %.0fx%.0f", p.X, p.Y, o.Size().Width, o.Size().Height))
			}
			return strings.Join(out, "; ")
		}
		before := places()
		same := func(what string) {
			t.Helper()
			if now := places(); now != before {
				t.Errorf("%v: %s moved the rows:\n  before %s\n  after  %s", size, what, before, now)
			}
			assertFits(t, h, "the new-game dialog after "+what)
		}
		for _, v := range rules.Variants {
			chooseInNewGame(t, d, v)
			same(v.Name + "'s description")
		}
		if !d.customClock.Disabled() {
			t.Error("the custom clock's field takes text before Custom… is chosen")
		}
		d.clock.SetSelected(customClock())
		same("choosing a custom clock")
		if d.customClock.Disabled() {
			t.Error("Custom… leaves the clock's field closed")
		}
		d.customClock.SetText("25+10")
		d.fen.SetText(rules.TurretChess.StartFEN + " and more words to make the message long")
		test.Tap(d.start)
		if d.errLbl.Hidden || strings.Contains(d.errLbl.Text, "bad FEN") {
			t.Fatalf("a broken start position: %q", d.errLbl.Text)
		}
		same("a refused start position")
		d.customClock.SetText("soon")
		d.fen.SetText("")
		test.Tap(d.start)
		if !strings.Contains(d.errLbl.Text, "The clock") {
			t.Fatalf("a broken clock: %q", d.errLbl.Text)
		}
		same("a refused clock")
		h.u.closeDialogs()
	}
}
