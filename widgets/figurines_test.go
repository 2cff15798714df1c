package widgets

import (
	"image"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"siegeworks/internal/capture"
	"siegeworks/rules"
)

// figurineLine is a line of moves to show: a variant, the position it starts from, the moves
// in any notation the game reads, and the pieces each move's letters name, as FEN letters
// (upper case White, lower case Black; "C" a Catapult).
type figurineLine struct {
	name    string
	variant *rules.Variant
	fen     string // "" for the variant's start
	moves   []string
	named   []string
}

var figurineLines = []figurineLine{
	{"chess", rules.Chess, "",
		[]string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6", "O-O", "Qd6", "d4", "exd4", "Nxd4", "Bd7", "Re1", "O-O-O"},
		[]string{"", "", "N", "n", "B", "", "B", "", "", "q", "", "", "N", "b", "R", ""}},
	{"chess promotions", rules.Chess, "4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1",
		[]string{"b8=Q+", "Kd7", "Qb7+", "Ke6", "Kd2", "g1=N"},
		[]string{"Q", "k", "Q", "k", "K", "n"}},
	// A Turret slings its own pawn, which becomes a queen; a Black Turret slings a White
	// bishop, drawn White.
	{"turret", rules.TurretChess, "3r6/1T6/6Bk/5t2/8/2T5/2P5/8K1 w - - 0 1",
		[]string{"c3c7", "f5d3"},
		[]string{"TPQ", "tB"}},
	{"kwaggas", rules.TurretKwagga, "", []string{"Gc4", "Gf5"}, []string{"G", "g"}},
	// A Wall becomes a Citadel; Black's last Castle steps as a whole.
	{"turnover", rules.Turnover, "7k/4P3/8/8/8/8/8/K1K5 w - - 0 1",
		[]string{"e7e8", "h8g7"},
		[]string{"Q", "k"}},
	{"catapults", rules.CatapultChess, "7k/8/8/8/1Q6/8/8/R6K w - - 0 1 Cb4,Cg7,ca8,cb8",
		[]string{"b4g7", "h8g7", "Cd3"},
		[]string{"Q", "k", "C"}},
}

// play plays the line and gives what a move list is given.
func (fl figurineLine) play(t *testing.T) (start *rules.Position, moves []rules.Move, sans []string) {
	t.Helper()
	g := rules.NewGame(fl.variant)
	if fl.fen != "" {
		var err error
		if g, err = rules.NewGameFromFEN(fl.variant, fl.fen); err != nil {
			t.Fatal(err)
		}
	}
	for _, text := range fl.moves {
		if _, err := g.PlayText(text); err != nil {
			t.Fatalf("%s: %s: %v", fl.name, text, err)
		}
	}
	return g.PositionAt(0), g.Moves(), g.SANs()
}

// showLine shows a line in a move list on screen, size wide and high.
func showLine(t *testing.T, fl figurineLine, size fyne.Size) (*MoveList, fyne.Window) {
	t.Helper()
	start, moves, sans := fl.play(t)
	l := NewMoveList()
	l.SetLine(start, moves, sans)
	w := test.NewWindow(l)
	t.Cleanup(w.Close)
	w.Resize(size)
	capture.LayOut(w.Canvas())
	return l, w
}

// artOf is the picture a FEN letter of figurineLine.named stands for.
func artOf(v *rules.Variant, letter byte) fyne.Resource {
	c := rules.White
	if letter >= 'a' {
		c = rules.Black
	}
	if letter == 'C' || letter == 'c' {
		return CatapultMarker(c, true)
	}
	return PieceImage(v, rules.MakePiece(c, rules.KindFromLetter(string(letter))))
}

// drawnMove is a move as its cell draws it: the text, each picture written "□", and the
// names of the pictures' art.
type drawnMove struct {
	text string
	arts []string
}

// drawnMoves are the moves a list on screen draws, by their text.
func drawnMoves(l *MoveList) map[string]drawnMove {
	out := map[string]drawnMove{}
	for _, o := range test.LaidOutObjects(l) {
		c, ok := o.(*moveCell)
		if !ok || !c.Visible() || c.text == "" {
			continue
		}
		var d drawnMove
		for _, run := range test.WidgetRenderer(c).(*moveCellRenderer).runs {
			if run.text != nil {
				d.text += run.text.Text
			} else {
				d.text += "□"
				d.arts = append(d.arts, run.art.Name())
			}
		}
		out[c.text] = d
	}
	return out
}

// TestMoveListDrawsFigurines: with the look's figurines every piece letter of every move is
// drawn as the picture of the piece it names — the mover, the piece a Turret slings (of
// either colour), a promotion's new piece, a Kwagga, a Turnover Castle and Citadel, a
// Catapult — in the colour of its side; without them, and again when they are turned off,
// the moves are letters. The lists on screen follow the look at once.
func TestMoveListDrawsFigurines(t *testing.T) {
	test.NewTempApp(t)
	useVariant(t, theme.VariantLight)
	for _, fl := range figurineLines {
		t.Run(fl.name, func(t *testing.T) {
			useLook(t, DefaultLook)
			l, _ := showLine(t, fl, fyne.NewSize(300, 400))
			_, _, sans := fl.play(t)
			letters := func(when string) {
				drawn := drawnMoves(l)
				for _, san := range sans {
					if d := drawn[san]; d.text != san || len(d.arts) > 0 {
						t.Errorf("%s, %s is drawn %q with pictures %v", when, san, d.text, d.arts)
					}
				}
			}
			letters("without figurines")

			useLook(t, Look{Scheme: SchemeWood, Pieces: DefaultLook.Pieces, Coordinates: true, Figurines: true})
			drawn := drawnMoves(l)
			for i, san := range sans {
				var want drawnMove
				for j := 0; j < len(san); j++ {
					if c := san[j]; c >= 'A' && c <= 'Z' && c != 'O' {
						want.text += "□"
						want.arts = append(want.arts, artOf(fl.variant, fl.named[i][len(want.arts)]).Name())
					} else {
						want.text += string(c)
					}
				}
				if d := drawn[san]; d.text != want.text || strings.Join(d.arts, " ") != strings.Join(want.arts, " ") {
					t.Errorf("with figurines, %s is drawn %q with %v, want %q with %v", san, d.text, d.arts, want.text, want.arts)
				}
			}

			useLook(t, DefaultLook)
			letters("with figurines turned off")
		})
	}
}

// The pictures are the piece set's: another set draws other pictures.
func TestMoveListFigurinesFollowThePieceSet(t *testing.T) {
	test.NewTempApp(t)
	useLook(t, Look{Scheme: SchemeWood, Pieces: "siegeworks", Figurines: true})
	l, _ := showLine(t, figurineLines[0], fyne.NewSize(300, 400))
	before := drawnMoves(l)["Nf3"].arts
	useLook(t, Look{Scheme: SchemeWood, Pieces: "flat", Figurines: true})
	after := drawnMoves(l)["Nf3"].arts
	if len(before) != 1 || len(after) != 1 || before[0] == after[0] ||
		after[0] != ChessmanImage(rules.MakePiece(rules.White, rules.Knight)).Name() {
		t.Fatalf("Nf3's knight is %v in Siegeworks' set, %v in Flat", before, after)
	}
}

// A list given the moves' text alone (no positions) cannot tell the pieces: letters.
func TestMoveListWithoutPositionsKeepsLetters(t *testing.T) {
	test.NewTempApp(t)
	useLook(t, Look{Scheme: SchemeWood, Pieces: "siegeworks", Figurines: true})
	l := NewMoveList()
	w := test.NewWindow(l)
	defer w.Close()
	w.Resize(fyne.NewSize(300, 300))
	l.SetMoves([]string{"e4", "e5", "Nf3"}, 1, false)
	capture.LayOut(w.Canvas())
	if d := drawnMoves(l)["Nf3"]; d.text != "Nf3" || len(d.arts) > 0 {
		t.Fatalf("Nf3 without its position is drawn %q with %v", d.text, d.arts)
	}
}

// Every picture is sized to its move's text, a chessman stands on the text's baseline and a
// stack is centred on it, and every run stays inside its cell — in a list so narrow that the
// longest moves are drawn smaller.
func TestMoveListFigurinesSitOnTheText(t *testing.T) {
	test.NewTempApp(t)
	useLook(t, Look{Scheme: SchemeWood, Pieces: "siegeworks", Figurines: true})
	for _, fl := range figurineLines {
		for _, width := range []float32{300, 200} {
			l, _ := showLine(t, fl, fyne.NewSize(width, 400))
			for _, o := range test.LaidOutObjects(l) {
				c, ok := o.(*moveCell)
				if !ok || !c.Visible() || c.text == "" {
					continue
				}
				r := test.WidgetRenderer(c).(*moveCellRenderer)
				var ts, base float32
				for _, run := range r.runs {
					if run.text != nil {
						ts = run.text.TextSize
						_, b := fyne.CurrentApp().Driver().RenderedTextSize("M", ts, run.text.TextStyle, nil)
						base = run.text.Position().Y + b
					}
				}
				for _, run := range r.runs {
					var o fyne.CanvasObject = run.text
					if run.pic != nil {
						o = run.pic
						side, _, corner := figureSpot(ts, run.round)
						if got := run.pic.Size(); got.Width != side || got.Height != side || side < ts {
							t.Errorf("%s, %.0f wide: %s's picture is %v beside text of %.1f", fl.name, width, c.text, got, ts)
						}
						if got := run.pic.Position().Y - base; got < corner.Y-0.5 || got > corner.Y+0.5 {
							t.Errorf("%s, %.0f wide: %s's picture stands %.1f from the baseline, want %.1f", fl.name, width, c.text, got, corner.Y)
						}
					}
					p, s := o.Position(), o.Size()
					if p.X < 0 || p.Y < 0 || p.X+s.Width > c.Size().Width+0.5 || p.Y+s.Height > c.Size().Height+0.5 {
						t.Errorf("%s, %.0f wide: a run of %s at %v %v leaves its cell %v", fl.name, width, c.text, p, s, c.Size())
					}
				}
			}
		}
	}
}

// In both themes every piece stands out from the list as its letters do, a Black piece on
// the dark theme's background and a White one on the light theme's as well: much of its
// picture differs plainly from the background. (Black's pieces without their contour are
// all but invisible on the dark theme: 1% to 6% of their pictures.)
func TestMoveListFigurinesStandOut(t *testing.T) {
	for _, v := range bothInterfaces {
		test.NewTempApp(t)
		useVariant(t, v)
		useLook(t, Look{Scheme: SchemeWood, Pieces: "siegeworks", Figurines: true})
		fl := figurineLines[1] // both colours' kings and queens, a Black knight
		_, w := showLine(t, fl, fyne.NewSize(300, 200))
		img := capture.Settled(w.Canvas())
		bg := theme.Color(theme.ColorNameBackground)
		pictures := 0
		for c, cellAt := range cellsOn(w.Canvas().Content()) {
			if c.text == "" {
				continue
			}
			r := test.WidgetRenderer(c).(*moveCellRenderer)
			for _, run := range r.runs {
				if run.pic == nil {
					continue
				}
				pictures++
				at := cellAt.Add(run.pic.Position())
				box := image.Rect(int(at.X), int(at.Y), int(at.X+run.pic.Size().Width), int(at.Y+run.pic.Size().Height))
				plain := 0
				for y := box.Min.Y; y < box.Max.Y; y++ {
					for x := box.Min.X; x < box.Max.X; x++ {
						if deltaE(img.At(x, y), bg) >= 30 {
							plain++
						}
					}
				}
				if share := float64(plain) / float64(box.Dx()*box.Dy()); share < 0.15 {
					t.Errorf("%s: %s's picture %s: %.0f%% of it stands out from the background", map[fyne.ThemeVariant]string{theme.VariantLight: "light", theme.VariantDark: "dark"}[v], c.text, run.art.Name(), 100*share)
				}
			}
		}
		if pictures != 6 {
			t.Errorf("%d pictures drawn, want 6", pictures)
		}
	}
}

// cellsOn are the move cells drawn on a canvas whose content is root, and where each is.
func cellsOn(root fyne.CanvasObject) map[*moveCell]fyne.Position {
	out := map[*moveCell]fyne.Position{}
	var walk func(o fyne.CanvasObject, origin fyne.Position)
	walk = func(o fyne.CanvasObject, origin fyne.Position) {
		if !o.Visible() {
			return
		}
		at := origin.Add(o.Position())
		switch o := o.(type) {
		case *moveCell:
			out[o] = at
		case fyne.Widget:
			for _, child := range test.WidgetRenderer(o).Objects() {
				walk(child, at)
			}
		case *fyne.Container:
			for _, child := range o.Objects {
				walk(child, at)
			}
		}
	}
	walk(root, fyne.Position{})
	return out
}

// The golden pictures: a move list of each kind of variant with figurines, in the light and
// the dark theme.
func TestMoveListFigurinesGolden(t *testing.T) {
	for _, v := range bothInterfaces {
		test.NewTempApp(t)
		useVariant(t, v)
		useLook(t, Look{Scheme: SchemeWood, Pieces: "siegeworks", Figurines: true})
		var lists []fyne.CanvasObject
		for _, i := range []int{1, 2, 4, 5} { // promotions, Turrets, Turnover, Catapults
			fl := figurineLines[i]
			start, moves, sans := fl.play(t)
			l := NewMoveList()
			l.SetLine(start, moves, sans)
			l.SetCurrent(2)
			lists = append(lists, l)
		}
		w := test.NewWindow(container.NewGridWithColumns(2, lists...))
		w.Resize(fyne.NewSize(520, 260))
		name := map[fyne.ThemeVariant]string{theme.VariantLight: "movelist_figurines.png", theme.VariantDark: "movelist_figurines_dark.png"}[v]
		test.AssertImageMatches(t, name, capture.Settled(w.Canvas()))
		w.Close()
	}
}
