package capture

import (
	"fmt"
	"reflect"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Problems lists what is wrong with the layout of everything shown on the canvas: text
// widgets given less room than they need (clipped or drawn over their neighbours), text a
// custom widget draws (canvas.Text) drawn outside the widget (given less room than it needs,
// it is drawn whole past its box), and widgets that stick out of the window or of the container holding them.
// Inside a scrolling container only the side that does not scroll counts. Each problem
// names the widget by its type and text.
func Problems(c fyne.Canvas) []string {
	var out []string
	bounds := rect{0, 0, c.Size().Width, c.Size().Height}
	if content := c.Content(); content != nil {
		walk(content, fyne.NewPos(0, 0), bounds, bounds, &out)
	}
	for _, o := range c.Overlays().List() {
		walk(o, fyne.NewPos(0, 0), bounds, bounds, &out)
	}
	return out
}

// shortensOnPurpose is a text widget that cuts its text with "…" by design (a player's name
// in a list of games); its cut is not a problem, its size and place still are.
type shortensOnPurpose interface{ ShortensOnPurpose() }

// tolerance absorbs rounding in layouts.
const tolerance = 0.5

type rect struct{ x, y, w, h float32 }

func (r rect) contains(o rect) bool {
	return o.x >= r.x-tolerance && o.y >= r.y-tolerance &&
		o.x+o.w <= r.x+r.w+tolerance && o.y+o.h <= r.y+r.h+tolerance
}

// walk checks o, placed at its parent's origin plus its own position, against the area it
// must stay inside, and goes on into what it holds; owner is the area of the widget that
// draws o.
func walk(o fyne.CanvasObject, origin fyne.Position, inside, owner rect, out *[]string) {
	if o == nil || !o.Visible() {
		return
	}
	pos := origin.Add(o.Position())
	size := o.Size()
	r := rect{pos.X, pos.Y, size.Width, size.Height}
	if size.Width <= 0 || size.Height <= 0 {
		return // not laid out here (an empty slot of a layout)
	}
	if w, ok := o.(fyne.Widget); ok && textual(w) {
		min := o.MinSize()
		if size.Width+tolerance < min.Width || size.Height+tolerance < min.Height {
			*out = append(*out, fmt.Sprintf("%s is %.0fx%.0f but needs %.0fx%.0f", name(o), size.Width, size.Height, min.Width, min.Height))
		}
		if _, meant := o.(shortensOnPurpose); meant {
			// A list's name column shortening a long name with "…" is meant.
		} else if text, need, ok := truncated(w); ok && need > size.Width+tolerance {
			*out = append(*out, fmt.Sprintf("%s is cut: %q needs %.0f wide, has %.0f", name(o), text, need, size.Width))
		}
		if !inside.contains(r) {
			*out = append(*out, fmt.Sprintf("%s at %.0f,%.0f %.0fx%.0f sticks out of %.0f,%.0f %.0fx%.0f", name(o),
				r.x, r.y, r.w, r.h, inside.x, inside.y, inside.w, inside.h))
		}
		return
	}
	switch o := o.(type) {
	case *canvas.Text:
		// A text is drawn whole from where its alignment puts it, even past its own box:
		// it is cut (or drawn over a neighbour) where it leaves its widget or the window.
		if o.Text == "" {
			return
		}
		drawn := r
		drawn.w = o.MinSize().Width
		switch o.Alignment {
		case fyne.TextAlignTrailing:
			drawn.x = r.x + r.w - drawn.w
		case fyne.TextAlignCenter:
			drawn.x = r.x + (r.w-drawn.w)/2
		}
		if !owner.contains(drawn) || !inside.contains(drawn) {
			*out = append(*out, fmt.Sprintf("text %q drawn at %.0f,%.0f %.0fx%.0f (in a box %.0f wide) leaves its widget at %.0f,%.0f %.0fx%.0f",
				o.Text, drawn.x, drawn.y, drawn.w, drawn.h, r.w, owner.x, owner.y, owner.w, owner.h))
		}
	case *fyne.Container:
		for _, child := range o.Objects {
			walk(child, pos, inside, owner, out)
		}
	case fyne.Widget:
		if _, scrolls := o.(*widget.Entry); scrolls {
			return
		}
		inner := inside
		if s, ok := scrollDirection(o); ok {
			// The content of a scroll stays inside it only across the scrolling direction.
			inner = r
			if s.vertical {
				inner.y, inner.h = -1e9, 2e9
			}
			if s.horizontal {
				inner.x, inner.w = -1e9, 2e9
			}
		}
		for _, child := range test.WidgetRenderer(o).Objects() {
			walk(child, pos, inner, r, out)
		}
	}
}

// truncated gives the text of a label or rich text that cuts its text short to fit (with
// an ellipsis, or just clipped) and the width the whole text needs.
func truncated(w fyne.Widget) (text string, need float32, ok bool) {
	pad := 2 * theme.InnerPadding()
	switch l := innermost(w).(type) {
	case *widget.Label:
		if l.Truncation == fyne.TextTruncateOff || l.Wrapping != fyne.TextWrapOff || strings.Contains(l.Text, "\n") {
			return "", 0, false
		}
		size := theme.TextSize()
		if l.SizeName != "" {
			size = theme.Size(l.SizeName)
		}
		return l.Text, fyne.MeasureText(l.Text, size, l.TextStyle).Width + pad, true
	case *widget.RichText:
		if l.Truncation == fyne.TextTruncateOff || l.Wrapping != fyne.TextWrapOff {
			return "", 0, false
		}
		text := l.String()
		return text, fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{}).Width + pad, true
	}
	return "", 0, false
}

// innermost is the standard widget a widget extends (by embedding it first), or the widget.
func innermost(w fyne.Widget) fyne.Widget {
	v := reflect.ValueOf(w)
	if v.Kind() == reflect.Pointer && v.Elem().Kind() == reflect.Struct && v.Elem().NumField() > 0 {
		f := v.Elem().Field(0)
		if f.CanAddr() {
			if inner, ok := f.Addr().Interface().(fyne.Widget); ok && inner != w {
				return innermost(inner)
			}
		}
	}
	return w
}

// textual tells whether a widget shows text that must not be cut: labels, buttons, checks,
// rich text, hyperlinks, the drop-downs' and radio groups' text.
func textual(w fyne.Widget) bool {
	switch w.(type) {
	case *widget.Label, *widget.Button, *widget.Check, *widget.RichText, *widget.Hyperlink,
		*widget.Select, *widget.RadioGroup:
		return true
	}
	// Widgets that extend one of those (a label in another colour, a drop-down that hands
	// Escape on) embed it as their first field.
	v := reflect.ValueOf(w)
	if v.Kind() == reflect.Pointer && v.Elem().Kind() == reflect.Struct && v.Elem().NumField() > 0 {
		f := v.Elem().Field(0)
		if f.CanAddr() {
			if inner, ok := f.Addr().Interface().(fyne.Widget); ok && inner != w {
				return textual(inner)
			}
		}
	}
	return false
}

type scrolling struct{ vertical, horizontal bool }

// scrollDirection tells whether a widget is a scroll container, and which way it scrolls.
func scrollDirection(w fyne.Widget) (scrolling, bool) {
	t := reflect.TypeOf(w).String()
	if t != "*container.Scroll" && t != "*widget.Scroll" {
		return scrolling{}, false
	}
	dir := reflect.ValueOf(w).Elem().FieldByName("Direction")
	if !dir.IsValid() {
		return scrolling{true, true}, true
	}
	switch dir.Int() {
	case 0: // ScrollBoth
		return scrolling{true, true}, true
	case 1: // ScrollHorizontalOnly
		return scrolling{false, true}, true
	case 2: // ScrollVerticalOnly
		return scrolling{true, false}, true
	}
	return scrolling{}, true
}

// name is a widget's type and, if it has one, its text.
func name(o fyne.CanvasObject) string {
	t := strings.TrimPrefix(reflect.TypeOf(o).String(), "*")
	switch w := o.(type) {
	case *widget.Label:
		return fmt.Sprintf("%s %q", t, w.Text)
	case *widget.Button:
		return fmt.Sprintf("%s %q", t, w.Text)
	case *widget.Check:
		return fmt.Sprintf("%s %q", t, w.Text)
	case *widget.RichText:
		return fmt.Sprintf("%s %q", t, w.String())
	}
	if s, ok := o.(fmt.Stringer); ok {
		return fmt.Sprintf("%s %q", t, s.String())
	}
	return t
}
