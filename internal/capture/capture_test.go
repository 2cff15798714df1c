package capture

import (
	"image"
	"image/color"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
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
	if !inChildWithShortCache(t) {
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

// A wrapped text in a vertical scroll, too long for it, is captured alike before and after
// the renderers expired: the scroll bar and the shadow at the scroll's foot are drawn both
// times. A renderer made anew lays the scroll out before the text inside it has wrapped to
// its width, so a single pass of layout measured the text at its old height and hid the bar.
// (Run in a child process with FYNE_CACHE at 50 ms, as above.)
func TestSettledScrollAfterTheRenderersExpired(t *testing.T) {
	if !inChildWithShortCache(t) {
		return
	}
	test.NewTempApp(t)
	text := widget.NewLabel(strings.Repeat("Rings of one colour fit one inside another. ", 12))
	text.Wrapping = fyne.TextWrapWord
	w := test.NewWindow(container.NewBorder(nil, widget.NewButton("Next level", nil), nil, nil, container.NewVScroll(text)))
	w.Resize(fyne.NewSize(240, 200))
	fresh := Settled(w.Canvas())
	for i := range 3 {
		time.Sleep(200 * time.Millisecond) // older than FYNE_CACHE: every renderer counts as expired
		if again := Settled(w.Canvas()); !samePicture(fresh, again) {
			t.Fatalf("capture %d after the renderers expired differs from the first", i+1)
		}
	}
}

// inChildWithShortCache runs the calling test again in a child process with FYNE_CACHE at
// 50 ms (Fyne reads it once, at start) and reports whether this is that child; in the
// parent the test has then passed or failed with the child's output.
func inChildWithShortCache(t *testing.T) bool {
	t.Helper()
	if os.Getenv("CAPTURE_CHILD") != "" {
		return true
	}
	cmd := exec.Command(os.Args[0], "-test.run=^"+t.Name()+"$", "-test.count=1", "-test.v")
	cmd.Env = append(os.Environ(), "CAPTURE_CHILD=1", "FYNE_CACHE=50ms")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	return false
}

// drawnAt tells whether the pixel at p differs from the window's background.
func drawnAt(img image.Image, p image.Point) bool {
	bg := img.At(img.Bounds().Max.X-1, img.Bounds().Max.Y-1)
	return !sameColor(img.At(p.X, p.Y), bg)
}

// squeeze lays its objects out at a fixed size whatever they need.
type squeeze struct{ size fyne.Size }

func (s squeeze) Layout(objs []fyne.CanvasObject, _ fyne.Size) {
	for _, o := range objs {
		o.Resize(s.size)
	}
}
func (s squeeze) MinSize([]fyne.CanvasObject) fyne.Size { return s.size }

// Problems finds a label squeezed below its size and a button outside the window, and
// nothing in a layout that fits; a long column inside a vertical scroll is not a problem.
func TestProblemsFindsClippedAndStrayWidgets(t *testing.T) {
	test.NewTempApp(t)
	good := test.NewWindow(container.NewVBox(widget.NewLabel("All is well"), widget.NewButton("OK", nil)))
	good.Resize(fyne.NewSize(300, 200))
	if p := Problems(good.Canvas()); len(p) != 0 {
		t.Errorf("a layout that fits: %v", p)
	}
	squeezed := test.NewWindow(container.NewVBox(
		container.New(squeeze{fyne.NewSize(40, 10)}, widget.NewLabel("Far too long for the room")),
	))
	squeezed.Resize(fyne.NewSize(300, 200))
	if p := Problems(squeezed.Canvas()); len(p) != 1 || !strings.Contains(p[0], "Far too long") {
		t.Errorf("a squeezed label: %v", p)
	}
	b := widget.NewButton("Away", nil)
	stray := test.NewWindow(container.NewWithoutLayout(b))
	stray.Resize(fyne.NewSize(200, 100))
	b.Resize(b.MinSize())
	b.Move(fyne.NewPos(180, 20))
	if p := Problems(stray.Canvas()); len(p) != 1 || !strings.Contains(p[0], "sticks out") {
		t.Errorf("a button off the window's edge: %v", p)
	}
	col := container.NewVBox()
	for range 40 {
		col.Add(widget.NewLabel("a line"))
	}
	scroll := test.NewWindow(container.NewVScroll(col))
	scroll.Resize(fyne.NewSize(200, 200))
	if p := Problems(scroll.Canvas()); len(p) != 0 {
		t.Errorf("a long scrolled column: %v", p)
	}
}

// meantCut is a label that shortens on purpose.
type meantCut struct{ widget.Label }

func (*meantCut) ShortensOnPurpose() {}

// TestACutMeantIsNoProblem: a label that says it shortens on purpose is not reported for its
// "…"; a plain one is.
func TestACutMeantIsNoProblem(t *testing.T) {
	test.NewTempApp(t)
	meant := &meantCut{}
	meant.Text, meant.Truncation = "A name long enough to be cut short", fyne.TextTruncateEllipsis
	meant.ExtendBaseWidget(meant)
	plain := widget.NewLabel("A name long enough to be cut short")
	plain.Truncation = fyne.TextTruncateEllipsis
	w := test.NewWindow(container.NewVBox(withWidthOf(60, meant), withWidthOf(60, plain)))
	defer w.Close()
	w.Resize(fyne.NewSize(200, 200))
	got := Problems(w.Canvas())
	if len(got) != 1 || !strings.Contains(got[0], "widget.Label") {
		t.Fatalf("problems %v", got)
	}
}

func withWidthOf(w float32, o fyne.CanvasObject) fyne.CanvasObject {
	return container.New(squeeze{fyne.NewSize(w, 40)}, o)
}

// Problems finds text a widget draws itself (a canvas.Text) drawn outside the widget or the
// window — given less room than it needs, a text is drawn whole past its box, as its
// alignment puts it — and passes such text that stays inside.
func TestProblemsFindsDrawnTextCut(t *testing.T) {
	test.NewTempApp(t)
	fits := test.NewWindow(newDrawnText("12.", fyne.NewPos(2, 2)))
	fits.Resize(fyne.NewSize(200, 100))
	if p := Problems(fits.Canvas()); len(p) != 0 {
		t.Errorf("text that fits: %v", p)
	}
	number := canvas.NewText("1000.", color.Black)
	number.Alignment = fyne.TextAlignTrailing
	squeezed := test.NewWindow(container.NewVBox(container.New(squeeze{fyne.NewSize(20, 20)}, number)))
	squeezed.Resize(fyne.NewSize(200, 100))
	if p := Problems(squeezed.Canvas()); len(p) != 1 || !strings.Contains(p[0], `"1000." drawn at -`) {
		t.Errorf("a squeezed text drawn past the window's edge: %v", p)
	}
	number.Alignment = fyne.TextAlignLeading
	if p := Problems(squeezed.Canvas()); len(p) != 0 {
		t.Errorf("a squeezed text with room to spare beside it: %v", p)
	}
	out := newDrawnText("Tz1c3/Pxd8=Q#", fyne.NewPos(30, 2))
	over := test.NewWindow(container.NewHBox(out))
	over.Resize(fyne.NewSize(400, 100))
	if p := Problems(over.Canvas()); len(p) != 1 || !strings.Contains(p[0], "leaves its widget") {
		t.Errorf("text drawn past its widget's edge: %v", p)
	}
}

// drawnText is a widget 60x30 that draws its text at a position of its own.
type drawnText struct {
	widget.BaseWidget
	text *canvas.Text
	at   fyne.Position
}

func newDrawnText(s string, at fyne.Position) *drawnText {
	d := &drawnText{text: canvas.NewText(s, color.Black), at: at}
	d.ExtendBaseWidget(d)
	return d
}

func (d *drawnText) CreateRenderer() fyne.WidgetRenderer { return &drawnTextRenderer{d} }

type drawnTextRenderer struct{ d *drawnText }

func (r *drawnTextRenderer) Layout(fyne.Size) {
	r.d.text.Move(r.d.at)
	r.d.text.Resize(r.d.text.MinSize())
}
func (r *drawnTextRenderer) MinSize() fyne.Size           { return fyne.NewSize(60, 30) }
func (r *drawnTextRenderer) Refresh()                     {}
func (r *drawnTextRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.d.text} }
func (r *drawnTextRenderer) Destroy()                     {}
