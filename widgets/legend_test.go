package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"siegeworks/internal/capture"
)

// TestLegendDrawsEveryMark: every entry of the legend draws something on its square.
func TestLegendDrawsEveryMark(t *testing.T) {
	test.NewTempApp(t)
	g := cellGeom{centre: fyne.NewPos(legendSide/2, legendSide/2), side: legendSide}
	for _, e := range legendEntries() {
		l := newLayer()
		e.draw(l, g)
		l.finish()
		if l.used() == 0 || e.text == "" {
			t.Errorf("legend entry %q draws nothing", e.text)
		}
	}
	w := test.NewWindow(NewLegend())
	w.Resize(fyne.NewSize(480, 900))
	test.AssertImageMatches(t, "legend.png", capture.Settled(w.Canvas()))
}
