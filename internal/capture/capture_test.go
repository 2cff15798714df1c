package capture

import (
	"image"
	"image/color"
	"os"
	"os/exec"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// A capture taken after the renderers' cache clock has run past its limit still shows the
// window's widgets. The test runs itself again with FYNE_CACHE set to 50 ms (Fyne reads it
// once, at start), which makes every capture after a short wait meet expired renderers —
// what a minute-long test run on a busy machine meets with the default limit.
func TestSettledDrawsAfterTheRenderersExpired(t *testing.T) {
	if os.Getenv("CAPTURE_CHILD") == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestSettledDrawsAfterTheRenderersExpired$", "-test.count=1", "-test.v")
		cmd.Env = append(os.Environ(), "CAPTURE_CHILD=1", "FYNE_CACHE=50ms")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		return
	}
	test.NewTempApp(t)
	w := test.NewWindow(container.NewVBox(widget.NewButton("Press me", nil), layout.NewSpacer()))
	w.Resize(fyne.NewSize(200, 120))
	time.Sleep(200 * time.Millisecond) // older than FYNE_CACHE: every renderer counts as expired
	img := Settled(w.Canvas())
	if !drawnAt(img, image.Pt(100, 20)) {
		t.Fatal("the button is not drawn")
	}
}

// drawnAt tells whether the pixel at p differs from the window's background.
func drawnAt(img image.Image, p image.Point) bool {
	bg := img.At(img.Bounds().Max.X-1, img.Bounds().Max.Y-1)
	return !sameColor(img.At(p.X, p.Y), bg)
}

func sameColor(a, b color.Color) bool {
	r1, g1, b1, a1 := a.RGBA()
	r2, g2, b2, a2 := b.RGBA()
	return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
}
