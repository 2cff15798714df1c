package widgets

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"siegeworks/internal/capture"
	"siegeworks/internal/longgame"
	"siegeworks/rules"
)

func TestMoveListRows(t *testing.T) {
	test.NewTempApp(t)
	l := NewMoveList()
	l.SetMoves([]string{"e4", "e5", "Nf3"}, 1, false)
	want := [][3]string{{"1.", "e4", "e5"}, {"2.", "Nf3", ""}}
	if l.rows() != len(want) {
		t.Fatalf("%d rows", l.rows())
	}
	for r, w := range want {
		if n, a, b := l.Row(r); [3]string{n, a, b} != w {
			t.Errorf("row %d = %q %q %q, want %v", r, n, a, b, w)
		}
	}
	// A game set up with Black to move starts with "12. …  Nf6".
	l.SetMoves([]string{"Nf6", "c4"}, 12, true)
	if n, a, b := l.Row(0); n != "12." || a != "…" || b != "Nf6" {
		t.Fatalf("row 0 = %q %q %q", n, a, b)
	}
	if n, a, b := l.Row(1); n != "13." || a != "c4" || b != "" {
		t.Fatalf("row 1 = %q %q %q", n, a, b)
	}
	l.SetCurrent(9)
	if l.Current() != 2 {
		t.Fatalf("current %d: not clamped", l.Current())
	}
}

func TestMoveListTapsSelectPlies(t *testing.T) {
	test.NewTempApp(t)
	l := NewMoveList()
	var got []int
	l.OnSelect = func(ply int) { got = append(got, ply) }
	w := test.NewWindow(l)
	defer w.Close()
	w.Resize(fyne.NewSize(300, 400))
	l.SetMoves([]string{"e4", "e5", "Nf3", "Nc6"}, 1, false)
	l.SetCurrent(4)
	var cells []*moveCell
	for _, o := range test.LaidOutObjects(l) {
		if c, ok := o.(*moveCell); ok && c.Visible() && c.text != "" {
			cells = append(cells, c)
		}
	}
	if len(cells) != 4 {
		t.Fatalf("%d move cells shown, want 4", len(cells))
	}
	selected := 0
	for _, c := range cells {
		if c.selected {
			selected++
			if c.text != "Nc6" {
				t.Errorf("%s is highlighted, want Nc6", c.text)
			}
		}
	}
	if selected != 1 {
		t.Fatalf("%d cells highlighted", selected)
	}
	for _, c := range cells {
		if c.text == "e5" {
			test.Tap(c)
		}
	}
	if len(got) != 1 || got[0] != 2 {
		t.Fatalf("tapping e5 selected %v, want ply 2", got)
	}
}

func TestMoveListEmptyWhenBlackStartsWithoutMoves(t *testing.T) {
	test.NewTempApp(t)
	l := NewMoveList()
	l.SetMoves(nil, 12, true)
	if n := l.rows(); n != 0 {
		t.Fatalf("%d rows for a game with no moves", n)
	}
	l.SetMoves([]string{"e5"}, 12, true)
	if n, w, b := l.Row(0); n != "12." || w != "…" || b != "e5" {
		t.Fatalf("row 0 = %q %q %q", n, w, b)
	}
}

// Move numbers of 1,000 and more are shown whole: a legal game of 1,001 moves each, scrolled
// to its end, draws every number and move in its room, in a list as narrow as the game's
// panel makes it in a small window.
func TestMoveListShowsFourDigitMoveNumbers(t *testing.T) {
	test.NewTempApp(t)
	g, err := longgame.Play(rules.Chess, 1001, 1)
	if err != nil {
		t.Fatal(err)
	}
	l := NewMoveList()
	w := test.NewWindow(l)
	defer w.Close()
	w.Resize(fyne.NewSize(250, 300))
	l.SetMoves(g.SANs(), 1, false)
	l.SetCurrent(g.Ply())
	capture.LayOut(w.Canvas())
	shown := map[string]bool{}
	for _, o := range test.LaidOutObjects(l) {
		if txt, ok := o.(*canvas.Text); ok && txt.Visible() {
			shown[txt.Text] = true
		}
	}
	if !shown["1001."] || !shown["1000."] {
		t.Fatalf("the last rows are not shown: %v", shown)
	}
	if p := capture.Problems(w.Canvas()); len(p) > 0 {
		t.Errorf("the end of a 1,001-move game:\n  %s", strings.Join(p, "\n  "))
	}
}

// The longest moves the variants write (a Turret's disambiguated sling capturing with a
// promotion and mate, with a review's mark) are drawn smaller in a narrow list, never over
// the next move; a move that fits keeps the usual size.
func TestMoveListFitsTheLongestMoves(t *testing.T) {
	test.NewTempApp(t)
	l := NewMoveList()
	w := test.NewWindow(l)
	defer w.Close()
	w.Resize(fyne.NewSize(264, 300))
	l.SetMoves([]string{"Tz1c3/Pxd8=Q#??", "e5", "Tbc3/Pxd8=Q+", "Kd2-e3"}, 1, false)
	capture.LayOut(w.Canvas())
	if p := capture.Problems(w.Canvas()); len(p) > 0 {
		t.Errorf("long moves:\n  %s", strings.Join(p, "\n  "))
	}
	for _, o := range test.LaidOutObjects(l) {
		if txt, ok := o.(*canvas.Text); ok && txt.Text == "e5" && txt.TextSize != theme.TextSize() {
			t.Errorf("e5 is drawn at %.1f, not the usual %.1f", txt.TextSize, theme.TextSize())
		}
	}
}
