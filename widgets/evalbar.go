package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Light and dark of the evaluation bar and graph: White's share is light.
var (
	evalLight = color.NRGBA{R: 0xf2, G: 0xf0, B: 0xea, A: 0xff}
	evalDark  = color.NRGBA{R: 0x40, G: 0x3e, B: 0x3b, A: 0xff}
)

// EvalBar is the vertical bar beside the analysis board: White's share of it (light) is
// White's winning chance, drawn from the bottom when White is at the bottom of the board.
type EvalBar struct {
	widget.BaseWidget
	chance  float64 // White's chance in [0, 1]
	text    string  // the evaluation in words ("+0.35", "#3")
	flipped bool    // Black at the bottom
}

// NewEvalBar makes an even bar.
func NewEvalBar() *EvalBar {
	b := &EvalBar{chance: 0.5}
	b.ExtendBaseWidget(b)
	return b
}

// Set shows White's winning chance and the evaluation's text.
func (b *EvalBar) Set(whiteChance float64, text string) {
	b.chance, b.text = min(max(whiteChance, 0), 1), text
	b.Refresh()
}

// SetFlipped puts White's share at the top (the board shows Black at the bottom).
func (b *EvalBar) SetFlipped(on bool) {
	b.flipped = on
	b.Refresh()
}

// WhiteShare is the fraction of the bar drawn light (for tests).
func (b *EvalBar) WhiteShare() float64 { return b.chance }

func (b *EvalBar) CreateRenderer() fyne.WidgetRenderer {
	r := &evalBarRenderer{bar: b, dark: canvas.NewRectangle(evalDark), light: canvas.NewRectangle(evalLight),
		label: canvas.NewText("", evalDark)}
	r.dark.StrokeColor = color.NRGBA{A: 0x60}
	r.dark.StrokeWidth = 1
	r.label.Alignment = fyne.TextAlignCenter
	return r
}

type evalBarRenderer struct {
	bar         *EvalBar
	dark, light *canvas.Rectangle
	label       *canvas.Text
}

func (r *evalBarRenderer) Layout(size fyne.Size) {
	r.dark.Resize(size)
	h := float32(r.bar.chance) * size.Height
	r.light.Resize(fyne.NewSize(size.Width, h))
	whiteBottom := !r.bar.flipped
	if whiteBottom {
		r.light.Move(fyne.NewPos(0, size.Height-h))
	} else {
		r.light.Move(fyne.NewPos(0, 0))
	}
	// The text sits at the end of the side that is ahead, on that side's colour.
	r.fitLabel(size.Width - 2*barLabelMargin)
	ts := r.label.MinSize()
	whiteAhead := r.bar.chance >= 0.5
	atBottom := whiteAhead == whiteBottom
	y := float32(2)
	if atBottom {
		y = size.Height - ts.Height - 2
	}
	r.label.Color = evalLight
	if whiteAhead {
		r.label.Color = evalDark
	}
	r.label.Move(fyne.NewPos(barLabelMargin, y))
	r.label.Resize(fyne.NewSize(size.Width-2*barLabelMargin, ts.Height))
}

// fitLabel sizes the text to the bar: the caption's size, smaller for a text wider than the
// bar (an evaluation of a hundred pawns or more) rather than cut.
func (r *evalBarRenderer) fitLabel(width float32) {
	r.label.TextSize = theme.CaptionTextSize()
	for w := r.label.MinSize().Width; w > width && width > 0 && r.label.TextSize > 4; w = r.label.MinSize().Width {
		r.label.TextSize *= 0.98 * width / w // glyphs do not scale exactly: until it fits
	}
}

// MinSize is room for "-10.00" and the like at the caption's size.
func (r *evalBarRenderer) MinSize() fyne.Size {
	w := fyne.MeasureText("-00.00", theme.CaptionTextSize(), fyne.TextStyle{}).Width + 2*barLabelMargin
	return fyne.NewSize(max(30, w), 100)
}

// barLabelMargin is the room left and right of the bar's text.
const barLabelMargin = 2

func (r *evalBarRenderer) Refresh() {
	r.label.Text = r.bar.text
	r.Layout(r.bar.Size())
	canvas.Refresh(r.bar)
}

func (r *evalBarRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.dark, r.light, r.label}
}

func (r *evalBarRenderer) Destroy() {}
