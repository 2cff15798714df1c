package widgets

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"siegeworks/rules"
)

var _ desktop.Mouseable = (*Board)(nil)

// AnnotationColor is the colour of a drawn arrow or circle, chosen with modifier keys as on
// lichess: none green, Shift red, Alt blue, Shift+Alt (or Ctrl) yellow.
type AnnotationColor uint8

const (
	AnnotateGreen AnnotationColor = iota
	AnnotateRed
	AnnotateBlue
	AnnotateYellow
)

var annotationColors = [...]color.NRGBA{
	AnnotateGreen:  {R: 0x15, G: 0x78, B: 0x1b, A: 0xb0},
	AnnotateRed:    {R: 0xc8, G: 0x22, B: 0x22, A: 0xb0},
	AnnotateBlue:   {R: 0x1f, G: 0x5f, B: 0xc8, A: 0xb0},
	AnnotateYellow: {R: 0xe0, G: 0xa8, B: 0x00, A: 0xc0},
}

// Annotation is an arrow the player drew from one square to another, or a circle when From
// and To are the same square.
type Annotation struct {
	From, To rules.Square
	Color    AnnotationColor
}

// annotationColorFor reads the modifier keys held while drawing.
func annotationColorFor(m fyne.KeyModifier) AnnotationColor {
	shift, alt := m&fyne.KeyModifierShift != 0, m&fyne.KeyModifierAlt != 0
	switch {
	case shift && alt, m&fyne.KeyModifierControl != 0:
		return AnnotateYellow
	case shift:
		return AnnotateRed
	case alt:
		return AnnotateBlue
	}
	return AnnotateGreen
}

// Annotations lists the arrows and circles drawn on the board.
func (b *Board) Annotations() []Annotation { return slices.Clone(b.notes) }

// ClearAnnotations removes every arrow and circle.
func (b *Board) ClearAnnotations() {
	if len(b.notes) > 0 {
		b.notes = nil
		b.Refresh()
	}
}

// MouseDown is part of desktop.Mouseable: the right button starts an arrow or a circle.
func (b *Board) MouseDown(ev *desktop.MouseEvent) {
	if ev.Modifier&fyne.KeyModifierAlt != 0 && b.OnAltClick != nil {
		b.OnAltClick()
	}
	if ev.Button != desktop.MouseButtonSecondary || b.work == nil {
		return
	}
	if sq, ok := b.SquareAt(ev.Position); ok {
		b.noteFrom = sq
	}
}

// MouseUp is part of desktop.Mouseable: releasing the right button on another square draws
// an arrow, on the same square a circle; drawing the same shape again removes it. Moving
// pieces is never affected.
func (b *Board) MouseUp(ev *desktop.MouseEvent) {
	from := b.noteFrom
	b.noteFrom = rules.NoSquare
	if ev.Button != desktop.MouseButtonSecondary || from == rules.NoSquare || b.premove != rules.NoMove {
		return // with a premove queued the right click cancels it (TappedSecondary) instead
	}
	to, ok := b.SquareAt(ev.Position)
	if !ok {
		return
	}
	n := Annotation{From: from, To: to, Color: annotationColorFor(ev.Modifier)}
	if i := slices.Index(b.notes, n); i >= 0 {
		b.notes = slices.Delete(b.notes, i, i+1)
	} else {
		// One shape per pair of squares: a new colour replaces the old one.
		b.notes = slices.DeleteFunc(b.notes, func(x Annotation) bool { return x.From == n.From && x.To == n.To })
		b.notes = append(b.notes, n)
	}
	b.Refresh()
}

// SetEngineArrows shows the analysis's moves as arrows (the best first, drawn boldest); an
// annotation from a square to itself is a circle (a puzzle's hint at the piece to move).
// They stay until replaced: clicks and moves do not clear them as they do the player's.
func (b *Board) SetEngineArrows(arrows []Annotation) {
	if slices.Equal(arrows, b.engineNotes) {
		return
	}
	b.engineNotes = slices.Clone(arrows)
	b.Refresh()
}

// EngineArrows are the arrows set by SetEngineArrows.
func (b *Board) EngineArrows() []Annotation { return slices.Clone(b.engineNotes) }

// drawAnnotations draws the analysis's arrows, then the player's arrows and circles.
func (r *boardRenderer) drawAnnotations(l boardLayout) {
	for i, n := range r.board.engineNotes {
		from, to := geomOf(l, n.From), geomOf(l, n.To)
		c := annotationColors[n.Color]
		if i > 0 {
			c.A /= 2
		}
		s := from.side
		if n.From == n.To {
			r.over.circle(from.centre, 0.44*s, nil, c, max(2, 0.08*s))
			continue
		}
		r.over.polygon(arrowPoints(from.centre, to.centre, 0.13*s, 0.40*s, 0.34*s), c)
	}
	for _, n := range r.board.notes {
		from, to := geomOf(l, n.From), geomOf(l, n.To)
		c := annotationColors[n.Color]
		s := from.side
		if n.From == n.To {
			r.over.circle(from.centre, 0.44*s, nil, c, max(2, 0.08*s))
			continue
		}
		r.over.polygon(arrowPoints(from.centre, to.centre, 0.17*s, 0.46*s, 0.38*s), c)
	}
}
