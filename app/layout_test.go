package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"siegeworks/internal/capture"
	"siegeworks/rules"
)

// TestSmallAndLargeWindows: below a width where panel and board both fit, the panel gives way
// to the compact bar and the board keeps its size; golden images pin both arrangements.
func TestSmallAndLargeWindows(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(themeFor(ThemeLight))
	h := newHarnessOn(t, a, t.TempDir())
	h.u.changeSettings(func(s *Settings) { s.Theme = ThemeLight })
	h.start(rules.TurretChess, "", Human(), Computer(3))
	h.u.sess.AILimits = nil
	cases := []struct {
		name   string
		size   fyne.Size
		narrow bool
	}{
		{"window_small.png", fyne.NewSize(500, 400), true},
		{"window_large.png", fyne.NewSize(1400, 900), false},
	}
	for _, c := range cases {
		h.u.win.Resize(c.size)
		h.u.game.root.Refresh()
		img := capture.Settled(h.u.win.Canvas())
		if h.u.game.arrange.narrow != c.narrow {
			t.Fatalf("%v: narrow %v", c.size, h.u.game.arrange.narrow)
		}
		board := h.u.game.board.Size()
		side := min(board.Width, board.Height)
		if c.narrow && side < 0.7*(c.size.Height-60) {
			t.Errorf("%v: the board is only %.0f high", c.size, side)
		}
		test.AssertImageMatches(t, c.name, img)
	}
	_ = theme.VariantLight
}
