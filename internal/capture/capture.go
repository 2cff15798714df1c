package capture

import (
	"bytes"
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// settlePasses bounds the layout passes Settled makes.
const settlePasses = 4

// Settled is the canvas's picture with every widget, overlays included, laid out. Layout
// runs from each container down to its children, so a container whose size depends on a
// child's (a scroll around a wrapped text, whose height follows its width) may need a
// second pass once the child has been laid out: the passes go on until two pictures agree,
// at most settlePasses times. (Renderers that Fyne's cache has let expire in a long test
// run on a busy machine are made anew with none of that laid out.)
func Settled(c fyne.Canvas) image.Image {
	img := c.Capture()
	for range settlePasses {
		LayOut(c)
		next := c.Capture()
		if samePicture(img, next) {
			break
		}
		img = next
	}
	return img
}

// samePicture: a and b have the same size and pixels.
func samePicture(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	if pa, ok := a.(*image.NRGBA); ok {
		if pb, ok := b.(*image.NRGBA); ok {
			return bytes.Equal(pa.Pix, pb.Pix)
		}
	}
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			if !sameColor(a.At(x, y), b.At(x, y)) {
				return false
			}
		}
	}
	return true
}

// sameColor: a and b are the same colour, alpha included.
func sameColor(a, b color.Color) bool {
	r1, g1, b1, a1 := a.RGBA()
	r2, g2, b2, a2 := b.RGBA()
	return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
}

// LayOut lays every widget on the canvas out at its present size.
func LayOut(c fyne.Canvas) {
	if content := c.Content(); content != nil {
		layOut(content)
	}
	for _, o := range c.Overlays().List() {
		layOut(o)
	}
}

func layOut(o fyne.CanvasObject) {
	switch o := o.(type) {
	case fyne.Widget:
		r := test.WidgetRenderer(o)
		r.Layout(o.Size())
		for _, child := range r.Objects() {
			layOut(child)
		}
	case *fyne.Container:
		if o.Layout != nil {
			o.Layout.Layout(o.Objects, o.Size())
		}
		for _, child := range o.Objects {
			layOut(child)
		}
	}
}
