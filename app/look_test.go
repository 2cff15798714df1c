package app

import (
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"siegeworks/learn"
	"siegeworks/rules"
	"siegeworks/widgets"
)

// highContrastFlat is the look the tests choose: white and grey squares, Flat's
// pieces, no coordinates.
var highContrastFlat = widgets.Look{Scheme: widgets.SchemeHighContrast, Pieces: "flat", Coordinates: false}

// TestTheBoardsLookIsRemembered: the board's colours, pieces and coordinates are chosen in
// the settings, apply at once and are there again after a restart; a choice this version
// does not know (from a newer one) reads as the default, a set since renamed as its new name.
func TestTheBoardsLookIsRemembered(t *testing.T) {
	t.Cleanup(func() { widgets.SetLook(widgets.DefaultLook) })
	a := test.NewTempApp(t)
	dir := t.TempDir()
	h := newHarnessOn(t, a, dir)
	if h.u.set.Look != widgets.DefaultLook || widgets.CurrentLook() != widgets.DefaultLook {
		t.Fatalf("a first run's look is %+v, drawn %+v", h.u.set.Look, widgets.CurrentLook())
	}
	h.u.showSettings()
	c := h.u.dlg.look
	if c.scheme.Selected != "Wood" || c.pieces.Selected != "Siegeworks" || !c.coordinates.Checked {
		t.Fatalf("the settings show %q, %q, coordinates %v", c.scheme.Selected, c.pieces.Selected, c.coordinates.Checked)
	}
	c.scheme.SetSelected("High contrast")
	c.pieces.SetSelected("Flat")
	c.coordinates.SetChecked(false)
	if widgets.CurrentLook() != highContrastFlat {
		t.Fatalf("after the choices the boards are drawn %+v", widgets.CurrentLook())
	}
	h.u.closeDialogs()

	widgets.SetLook(widgets.DefaultLook) // as a new run starts
	h2 := newHarnessOn(t, a, dir)
	if h2.u.set.Look != highContrastFlat || widgets.CurrentLook() != highContrastFlat {
		t.Fatalf("after a restart the look is %+v, drawn %+v", h2.u.set.Look, widgets.CurrentLook())
	}
	h2.u.showSettings()
	if c := h2.u.dlg.look; c.scheme.Selected != "High contrast" || c.pieces.Selected != "Flat" || c.coordinates.Checked {
		t.Errorf("after a restart the settings show %q, %q, coordinates %v", c.scheme.Selected, c.pieces.Selected, c.coordinates.Checked)
	}
	h2.u.closeDialogs()

	p := h2.u.prefs()
	p.SetString(prefBoardColors, "marble")
	p.SetString(prefPieceSet, "glass")
	if got := loadSettings(p).Look; got.Scheme != widgets.DefaultLook.Scheme || got.Pieces != widgets.DefaultLook.Pieces || got.Coordinates {
		t.Errorf("unknown choices read as %+v", got)
	}
	// The second set of the first versions with a choice of pieces was renamed: a player
	// whose profile still names it starts with Flat's pieces.
	p.SetString(prefPieceSet, "chessnut")
	widgets.SetLook(widgets.DefaultLook)
	if h3 := newHarnessOn(t, a, dir); h3.u.set.Look.Pieces != "flat" || widgets.CurrentLook().Pieces != "flat" {
		t.Errorf("the renamed piece set reads as %q, drawn %q", h3.u.set.Look.Pieces, widgets.CurrentLook().Pieces)
	}
	for _, want := range []widgets.Look{highContrastFlat, {Scheme: widgets.SchemeGreen, Pieces: "siegeworks", Coordinates: true}} {
		s := loadSettings(p)
		s.Look = want
		s.save(p)
		if got := loadSettings(p).Look; got != want {
			t.Errorf("saved %+v, read back %+v", want, got)
		}
	}
}

// TestEveryBoardFollowsTheLook: a look chosen in the settings reaches at once every board
// of the app — the game's, the analysis board's (which the review shows), the puzzles',
// a lesson's, the editor's (and its palette) and the guide's diagrams — whether it is on
// screen or waits behind another screen.
func TestEveryBoardFollowsTheLook(t *testing.T) {
	t.Cleanup(func() { widgets.SetLook(widgets.DefaultLook) })
	h := newHarness(t, t.TempDir())
	h.start(rules.TurretChess, "", Human(), Human())
	h.move("e2e4")
	screens := map[string]func(){
		"the game":           func() {},
		"the analysis board": h.u.showAnalysis,
		"the puzzles":        h.u.showPuzzles,
		"a lesson": func() {
			h.u.showLearn(rules.TurretChess)
			h.learn().startLevel(learn.For(rules.TurretChess).Course.Levels()[0])
		},
		"the editor": h.u.showEditor,
	}
	boards := map[string][]*widgets.Board{}
	for _, name := range []string{"the game", "the analysis board", "the puzzles", "a lesson", "the editor"} {
		screens[name]()
		boards[name] = boardsIn(h.u.win.Content())
		if len(boards[name]) == 0 {
			t.Fatalf("no board on %s", name)
		}
	}
	h.u.showGuide(rules.TurretChess)
	boards["the guide"] = boardsIn(h.u.guide.win.Content())
	if len(boards["the guide"]) == 0 {
		t.Fatal("no diagram in the guide")
	}
	for name, bs := range boards {
		for _, b := range bs {
			if white, pics, labels := drawnLook(b); white || labels == 0 || len(pics) == 0 || strings.HasPrefix(pics[0], "flat-") {
				t.Fatalf("%s: before the change the board has white squares %v, pictures %v, %d coordinates", name, white, pics, labels)
			}
		}
	}

	h.u.showSettings() // over the editor
	h.u.dlg.look.scheme.SetSelected("High contrast")
	h.u.dlg.look.pieces.SetSelected("Flat")
	h.u.dlg.look.coordinates.SetChecked(false)
	h.u.closeDialogs()
	check := func(name string, b *widgets.Board) {
		t.Helper()
		white, pics, labels := drawnLook(b)
		if !white || labels != 0 || len(pics) == 0 {
			t.Errorf("%s: the board has white squares %v, %d pictures, %d coordinates", name, white, len(pics), labels)
		}
		for _, p := range pics {
			if !strings.HasPrefix(p, "flat-") {
				t.Errorf("%s: the board shows %s, not a Flat picture", name, p)
			}
		}
	}
	for name, bs := range boards {
		for _, b := range bs {
			check(name, b)
		}
	}
	pieces := 0
	for _, img := range imagesIn(h.editor().palette) {
		if name := img.Resource.Name(); strings.Contains(name, "white-") || strings.Contains(name, "black-") {
			pieces++
			if !strings.HasPrefix(name, "flat-") {
				t.Errorf("the editor's palette shows %s", name)
			}
		}
	}
	if pieces == 0 {
		t.Error("the editor's palette shows no pieces")
	}
	h.u.backToGame()
	for _, b := range boardsIn(h.u.win.Content()) {
		check("the game, shown again", b)
	}
}

// boardsIn finds the boards in a tree of canvas objects.
func boardsIn(o fyne.CanvasObject) []*widgets.Board {
	var out []*widgets.Board
	walk(o, func(o fyne.CanvasObject) {
		if b, ok := o.(*widgets.Board); ok {
			out = append(out, b)
		}
	})
	return out
}

// imagesIn finds the images in a tree of canvas objects.
func imagesIn(o fyne.CanvasObject) []*canvas.Image {
	var out []*canvas.Image
	walk(o, func(o fyne.CanvasObject) {
		if img, ok := o.(*canvas.Image); ok && img.Visible() && img.Resource != nil {
			out = append(out, img)
		}
	})
	return out
}

// walk calls f for o and everything inside it: a container's objects, a widget's renderer's.
func walk(o fyne.CanvasObject, f func(fyne.CanvasObject)) {
	f(o)
	switch o := o.(type) {
	case *fyne.Container:
		for _, c := range o.Objects {
			walk(c, f)
		}
	case *widgets.Board:
		// f has seen it; what it draws is drawnLook's business
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(o).Objects() {
			walk(c, f)
		}
	}
}

// drawnLook is what a board draws: whether some squares are white (the high-contrast
// scheme's light squares; no other scheme's are), the names of the pictures it shows and
// how many coordinates.
func drawnLook(b *widgets.Board) (white bool, pictures []string, labels int) {
	for _, o := range test.WidgetRenderer(b).Objects() {
		if !o.Visible() {
			continue
		}
		switch o := o.(type) {
		case *canvas.Rectangle:
			white = white || o.FillColor == color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff}
		case *canvas.Image:
			if o.Resource != nil {
				pictures = append(pictures, o.Resource.Name())
			}
		case *canvas.Text:
			labels++
		}
	}
	return white, pictures, labels
}
