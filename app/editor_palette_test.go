package app

import (
	"fmt"
	"image"
	"image/color"
	"sort"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"siegeworks/internal/capture"
	"siegeworks/rules"
)

// The palette's pieces are comfortable targets: every button a square of 40 px or more at
// 800x600 and of 60 or more in a 1920x1080 window, all of one size, the piece's picture
// filling most of it, for every variant; and the editor fits.
func TestPaletteTilesAreComfortable(t *testing.T) {
	h := newHarness(t, t.TempDir())
	least := map[fyne.Size]float32{smallWindow: minPaletteTile, largeWindow: 60}
	for _, size := range []fyne.Size{smallWindow, largeWindow} {
		h.u.win.Resize(size)
		h.u.showEditor()
		e := h.editor()
		for _, v := range rules.Variants {
			e.variant.SetSelected(v.Name)
			capture.LayOut(h.u.win.Canvas())
			var sizes []string
			seen := map[fyne.Size]bool{}
			for name, b := range e.buttons {
				if !strings.HasPrefix(name, "tool:") || name == "tool:erase" {
					continue
				}
				s := b.Size()
				seen[s] = true
				sizes = append(sizes, fmt.Sprintf("%s %.0fx%.0f", name, s.Width, s.Height))
				if s.Width < least[size] || s.Height < least[size] || s.Width != s.Height {
					t.Errorf("%v, %s: the palette's %s is %.0fx%.0f, want a square of %.0f or more",
						size, v.Name, name, s.Width, s.Height, least[size])
				}
			}
			for _, o := range test.LaidOutObjects(e.palette) {
				if img, ok := o.(*canvas.Image); ok && img.Size().Width < 0.75*least[size] {
					t.Errorf("%v, %s: a piece drawn %.0f wide", size, v.Name, img.Size().Width)
				}
			}
			if len(seen) != 1 {
				sort.Strings(sizes)
				t.Errorf("%v, %s: tiles of several sizes: %v", size, v.Name, sizes)
			}
			assertFits(t, h, "the editor of "+v.Name)
		}
		h.u.backToGame()
	}
}

// Off the board, a black piece stands out from its tile in the light and the dark theme —
// on the editor's palette, in the promotion picker and in the result of a game Black won:
// its body and its outline each have a contrast of 3:1 or more with the tile (as a white
// piece's outline does, there and in the variants' pictures of the welcome and the
// courses); on the dark window's own background it would all but vanish.
func TestPieceTilesShowBlackPieces(t *testing.T) {
	for _, choice := range []string{ThemeLight, ThemeDark} {
		a := test.NewTempApp(t)
		a.Settings().SetTheme(themeFor(choice))
		h := newHarnessOn(t, a, t.TempDir())
		h.u.changeSettings(func(s *Settings) { s.Theme = choice })
		h.u.win.Resize(smallWindow)
		check := func(where string, tile image.Rectangle, white bool) {
			t.Helper()
			img := capture.Settled(h.u.win.Canvas())
			tileBg, body, outline := pieceColours(img, tile)
			if c := contrast(outline, tileBg); c < 3 {
				t.Errorf("%s theme, %s: outline %v on the tile %v has contrast %.2f:1, want 3:1", choice, where, outline, tileBg, c)
			}
			if c := contrast(body, tileBg); c < 3 && !white { // a white piece reads by its outline, as on a light square
				t.Errorf("%s theme, %s: body %v on the tile %v has contrast %.2f:1, want 3:1", choice, where, body, tileBg, c)
			}
		}
		h.u.showEditor()
		for _, name := range []string{"p", "k", "P"} {
			check("the palette's "+name, paletteTile(t, h.editor(), name), name == "P")
		}
		if choice == ThemeDark {
			_, body, _ := pieceColours(capture.Settled(h.u.win.Canvas()), paletteTile(t, h.editor(), "p"))
			bg := theme.CurrentForWidget(h.u.win.Content()).Color(theme.ColorNameBackground, theme.VariantDark)
			t.Logf("without the tile, the black pawn's body on the dark window: %.2f:1", contrast(body, bg))
		}
		h.u.backToGame()
		h.u.dlg.promo = showPromotionPicker(h.u.win, []rules.Kind{rules.Queen, rules.Knight}, rules.Black, false, func(bool) {}, func(rules.Kind) {})
		check("the promotion picker's queen", overlayTile(t, h, 0), false)
		h.u.closeDialogs()
		for _, m := range []string{"f3", "e5", "g4", "Qh4"} {
			h.move(m)
		}
		h.u.closeDialogs()
		h.u.game.showResult()
		check("the result's king", overlayTile(t, h, 0), false)
		h.u.closeDialogs()
		// The pictures of the variants: the Turret's and the Kwagga's dark lines.
		h.u.showWelcome()
		check("the welcome's Turret", overlayTile(t, h, 1), true)
		check("the welcome's Kwagga", overlayTile(t, h, 2), true)
		h.u.closeDialogs()
		h.u.showLearn(nil)
		check("the courses' Kwagga", nthTile(t, h.u.win.Content(), 2), true)
		h.u.backToGame()
	}
}

// overlayTile is where the i-th piece tile of the dialog on top lies on the window.
func overlayTile(t *testing.T, h *harness, i int) image.Rectangle {
	t.Helper()
	capture.LayOut(h.u.win.Canvas())
	return nthTile(t, h.u.win.Canvas().Overlays().Top(), i)
}

// nthTile is where the i-th piece tile in o lies on the window.
func nthTile(t *testing.T, o fyne.CanvasObject, i int) image.Rectangle {
	t.Helper()
	for _, o := range test.LaidOutObjects(o) {
		if tile, ok := o.(*pieceTile); ok {
			if i == 0 {
				return onWindow(tile)
			}
			i--
		}
	}
	t.Fatal("no such piece tile")
	return image.Rectangle{}
}

func onWindow(o fyne.CanvasObject) image.Rectangle {
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	s := o.Size()
	return image.Rect(int(at.X), int(at.Y), int(at.X+s.Width), int(at.Y+s.Height))
}

// paletteTile is where the palette's tile of the piece named by its letter lies on the
// window.
func paletteTile(t *testing.T, e *editorScreen, letter string) image.Rectangle {
	t.Helper()
	b := e.buttons["tool:"+letter]
	for _, o := range test.LaidOutObjects(e.palette) {
		if tile, ok := o.(*pieceTile); ok {
			at := fyne.CurrentApp().Driver().AbsolutePositionForObject(tile)
			bat := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
			if at.X >= bat.X && at.Y >= bat.Y && at.X < bat.X+b.Size().Width && at.Y < bat.Y+b.Size().Height {
				return onWindow(tile)
			}
		}
	}
	t.Fatalf("no tile for %s", letter)
	return image.Rectangle{}
}

// pieceColours reads a tile as drawn: its background (at the middle of its left edge, left
// of the piece), the darkest colour the piece uses widely (its outline) and its most common
// other colour (its body). The tile's rounded corners are left out.
func pieceColours(img image.Image, r image.Rectangle) (bg, body, outline color.Color) {
	bg = img.At(r.Min.X+1, (r.Min.Y+r.Max.Y)/2)
	count := map[color.NRGBA]int{}
	in := r.Inset(int(theme.InputRadiusSize()) + 1)
	for y := in.Min.Y; y < in.Max.Y; y++ {
		for x := in.Min.X; x < in.Max.X; x++ {
			c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
			if contrast(c, bg) > 1.1 {
				count[c]++
			}
		}
	}
	var dark color.NRGBA
	darkest := 2.0
	for c, n := range count {
		if n >= 8 && luminance(c) < darkest {
			darkest, dark = luminance(c), c
		}
	}
	most := 0
	for c, n := range count {
		if n > most && c != dark {
			most, body = n, c
		}
	}
	return bg, body, dark
}

// The editor's buttons stay put as the verdict changes with the pieces placed, at 800x600 and
// 1920x1080, in every state fitting: Black's knights on both White Catapults (the longest
// reason), no king, a pawn on the first rank, a playable position; in Turnover a side
// without a Castle.
func TestEditorButtonsHoldStill(t *testing.T) {
	h := newHarness(t, t.TempDir())
	for _, size := range []fyne.Size{smallWindow, largeWindow} {
		h.u.win.Resize(size)
		h.u.showEditor()
		e := h.editor()
		e.variant.SetSelected(rules.CatapultChess.Name)
		places := func() string {
			capture.LayOut(h.u.win.Canvas())
			var out []string
			for _, name := range []string{"play", "copy", "back"} {
				b := e.buttons[name]
				out = append(out, fmt.Sprint(name, fyne.CurrentApp().Driver().AbsolutePositionForObject(b), b.Size()))
			}
			return strings.Join(out, "; ")
		}
		want := places()
		same := func(what string) {
			t.Helper()
			if got := places(); got != want {
				t.Errorf("%v, %s (%q): the buttons moved:\n  from %s\n  to   %s", size, what, e.verdict.Text, want, got)
			}
			assertFits(t, h, "the editor with "+what)
		}
		e.buttons["tool:n"].OnTapped()
		e.tap(t, "b1", false)
		e.tap(t, "f1", false)
		same("knights on both Catapults")
		e.buttons["clear"].OnTapped()
		same("an empty board")
		e.buttons["tool:P"].OnTapped()
		e.tap(t, "a1", false)
		same("a pawn on a1")
		e.buttons["start"].OnTapped()
		same("a playable position")
		e.variant.SetSelected(rules.Turnover.Name) // fewer fields: the buttons are higher
		want = places()
		e.buttons["clear"].OnTapped()
		e.buttons["tool:K"].OnTapped()
		e.tap(t, "a1", false)
		same("a Turnover side without a Castle")
		h.u.backToGame()
	}
}
