package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"siegeworks/rules"
	"siegeworks/widgets"
)

func findBoard(o fyne.CanvasObject) *widgets.Board {
	if b, ok := o.(*widgets.Board); ok {
		return b
	}
	if c, ok := o.(*fyne.Container); ok {
		for _, child := range c.Objects {
			if b := findBoard(child); b != nil {
				return b
			}
		}
	}
	return nil
}

func TestMainWindowShowsTheOrthodoxStart(t *testing.T) {
	a := test.NewTempApp(t)
	v, err := startVariant("")
	if err != nil {
		t.Fatal(err)
	}
	if v.ID != "chess" {
		t.Fatalf("default variant %q, want chess", v.ID)
	}
	w := newMainWindow(a, rules.NewPosition(v))
	defer w.Close()
	if w.Title() != "Siegeworks" {
		t.Fatalf("title %q", w.Title())
	}
	if s := w.Canvas().Size(); s.Width < 800 || s.Height < 600 {
		t.Fatalf("window opens at %v, too small for the board", s)
	}
	b := findBoard(w.Content())
	if b == nil {
		t.Fatal("the window shows no board")
	}
	if got := b.Shown().At(rules.SquareAt(rules.FileA+4, 0)); got.Kind() != rules.King || got.Color() != rules.White {
		t.Fatalf("e1 holds %v, want the white king", got)
	}
	test.TypeOnCanvas(w.Canvas(), "f")
	if !b.Flipped() {
		t.Fatal("typing f did not flip the board")
	}
}

func TestStartVariant(t *testing.T) {
	v, err := startVariant("turret")
	if err != nil || v.ID != "turret" {
		t.Fatalf("startVariant(turret) = %v, %v", v, err)
	}
	if _, err := startVariant("checkers"); err == nil {
		t.Fatal("an unknown variant was accepted")
	}
}
