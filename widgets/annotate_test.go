package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"siegeworks/internal/capture"
	"siegeworks/rules"
)

func rightDrag(b *Board, from, to rules.Square, mods fyne.KeyModifier) {
	down := &desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: b.SquareCenter(from)}, Button: desktop.MouseButtonSecondary, Modifier: mods}
	up := &desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: b.SquareCenter(to)}, Button: desktop.MouseButtonSecondary, Modifier: mods}
	b.MouseDown(down)
	b.MouseUp(up)
}

func TestArrowsAndCircles(t *testing.T) {
	test.NewTempApp(t)
	pos := rules.NewPosition(rules.Chess)
	b, w := shownBoard(t, pos, testSize)
	e2, e4, d5 := sq(t, pos, "e2"), sq(t, pos, "e4"), sq(t, pos, "d5")
	rightDrag(b, e2, e4, 0)
	rightDrag(b, d5, d5, fyne.KeyModifierShift)
	notes := b.Annotations()
	if len(notes) != 2 || notes[0] != (Annotation{e2, e4, AnnotateGreen}) || notes[1] != (Annotation{d5, d5, AnnotateRed}) {
		t.Fatalf("annotations %+v", notes)
	}
	test.AssertImageMatches(t, "annotations.png", capture.Settled(w.Canvas()))
	// The same shape again removes it; another colour replaces it.
	rightDrag(b, d5, d5, fyne.KeyModifierShift)
	rightDrag(b, e2, e4, fyne.KeyModifierAlt)
	if notes := b.Annotations(); len(notes) != 1 || notes[0].Color != AnnotateBlue {
		t.Fatalf("after toggling: %+v", notes)
	}
	if annotationColorFor(fyne.KeyModifierShift|fyne.KeyModifierAlt) != AnnotateYellow {
		t.Error("Shift+Alt is yellow")
	}
	// Drawing never moves pieces; a left click clears the drawing and still picks up.
	if b.Shown() != pos || b.Selected() != rules.NoSquare {
		t.Fatal("drawing changed the board or the selection")
	}
	click(b, e2)
	if len(b.Annotations()) != 0 || b.Selected() != e2 {
		t.Fatalf("a left click: annotations %v, selected %v", b.Annotations(), b.Selected())
	}
	// A move clears them too.
	rightDrag(b, e2, e4, 0)
	after := pos.Clone()
	m, _ := pos.ParseCoordinate("e2e4")
	after.MakeMove(m)
	b.ShowMove(pos, m, after, false)
	if len(b.Annotations()) != 0 {
		t.Fatal("a move kept the annotations")
	}
}
