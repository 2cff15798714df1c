package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"siegeworks/internal/capture"
)

// TestBoardGoldenPreviews pins the look of a picked-up piece with the full preview of one of
// its destinations, for each kind of side effect.
func TestBoardGoldenPreviews(t *testing.T) {
	test.NewTempApp(t)
	useVariant(t, theme.VariantLight)
	for _, c := range []struct{ name, scene, pick, over string }{
		{"sling", "turret-sling", "c3", "d4"},
		{"shot", "gunnery-shot", "e2", "e8"},
		{"teleport", "catapult-teleport", "f3", "f7"},
		{"turnover", "turnover-choice", "b3", "d5"},
	} {
		t.Run(c.name, func(t *testing.T) {
			pos := scenePosition(t, c.scene)
			b, w := shownBoard(t, pos, fyne.NewSize(520, 440))
			click(b, sq(t, pos, c.pick))
			hover(b, sq(t, pos, c.over))
			test.AssertImageMatches(t, "preview_"+c.name+".png", capture.Settled(w.Canvas()))
		})
	}
}
