package widgets

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/test"

	"siegeworks/internal/capture"
)

// The bar's evaluation is never cut, as narrow as the bar may be: "-12.34" (it needed 32 px
// of a 30 px bar) at the caption's size, a score of a hundred pawns and more smaller.
func TestEvalBarTextFits(t *testing.T) {
	test.NewTempApp(t)
	b := NewEvalBar()
	w := test.NewWindow(container.NewBorder(nil, nil, b, layout.NewSpacer()))
	defer w.Close()
	w.Resize(fyne.NewSize(300, 300))
	for _, text := range []string{"+0.35", "-12.34", "#-12", "+123.45", "½-½"} {
		for _, chance := range []float64{0.2, 0.8} {
			b.Set(chance, text)
			capture.LayOut(w.Canvas())
			if p := capture.Problems(w.Canvas()); len(p) > 0 {
				t.Errorf("%s at %.0f wide:\n  %s", text, b.Size().Width, strings.Join(p, "\n  "))
			}
		}
	}
}
