package capture

import (
	"image"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// Settled is the canvas's picture with every widget, overlays included, laid out.
func Settled(c fyne.Canvas) image.Image {
	c.Capture()
	LayOut(c)
	return c.Capture()
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
