package widgets

import (
	"image"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"siegeworks/internal/capture"
	"siegeworks/rules"
)

// fixedVariant is the default theme pinned to one variant, so test images do not depend on
// the test driver's own theme.
type fixedVariant struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (t fixedVariant) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

func useVariant(t *testing.T, v fyne.ThemeVariant) {
	t.Helper()
	test.ApplyTheme(t, fixedVariant{theme.DefaultTheme(), v})
}

func startPosition(t *testing.T, id string) *rules.Position {
	t.Helper()
	v, err := rules.VariantByID(id)
	if err != nil {
		t.Fatal(err)
	}
	return rules.NewPosition(v)
}

// render draws a board in a test window of the given size and returns the image.
func render(t *testing.T, b *Board, size fyne.Size) image.Image {
	t.Helper()
	w := test.NewWindow(b)
	t.Cleanup(w.Close)
	w.SetPadded(false)
	w.Resize(size)
	return capture.Settled(w.Canvas())
}

func TestBoardGoldenImages(t *testing.T) {
	test.NewTempApp(t)
	useVariant(t, theme.VariantLight)
	// Gunnery Chess starts from the orthodox position, so it must draw the
	// very same picture.
	golden := map[string]string{"chess": "chess", "turret": "turret", "turret-kwagga": "turret-kwagga",
		"catapult": "catapult", "turnover": "turnover", "gunnery": "chess"}
	for id, name := range golden {
		t.Run(id, func(t *testing.T) {
			img := render(t, NewBoard(startPosition(t, id)), fyne.NewSize(520, 440))
			test.AssertImageMatches(t, "board_"+name+".png", img)
		})
	}
}

func TestBoardGoldenDarkFlipped(t *testing.T) {
	test.NewTempApp(t)
	useVariant(t, theme.VariantDark)
	b := NewBoard(startPosition(t, "turret"))
	b.SetFlipped(true)
	test.AssertImageMatches(t, "board_turret_dark_flipped.png", render(t, b, fyne.NewSize(520, 440)))
}

// pieceImageAt finds the piece image drawn on a square.
func pieceImageAt(t *testing.T, b *Board, file, rank int) *canvas.Image {
	t.Helper()
	r := test.TempWidgetRenderer(t, b).(*boardRenderer)
	for i, sv := range b.model.squares {
		if sv.file == file && sv.rank == rank {
			return r.cells[i].piece
		}
	}
	t.Fatalf("no square at file %d rank %d", file, rank)
	return nil
}

func TestFlipPutsA1TopRight(t *testing.T) {
	test.NewTempApp(t)
	for _, id := range []string{"chess", "turret"} {
		t.Run(id, func(t *testing.T) {
			b := NewBoard(startPosition(t, id))
			w := test.NewWindow(b)
			defer w.Close()
			w.SetPadded(false)
			w.Resize(fyne.NewSize(600, 500))

			a1 := pieceImageAt(t, b, rules.FileA, 0)
			h8 := pieceImageAt(t, b, rules.FileH, 7)
			if !(a1.Position().X < h8.Position().X && a1.Position().Y > h8.Position().Y) {
				t.Fatalf("unflipped: a1 at %v should be bottom-left of h8 at %v", a1.Position(), h8.Position())
			}
			b.Flip()
			if !b.Flipped() {
				t.Fatal("Flip did not flip")
			}
			a1, h8 = pieceImageAt(t, b, rules.FileA, 0), pieceImageAt(t, b, rules.FileH, 7)
			if !(a1.Position().X > h8.Position().X && a1.Position().Y < h8.Position().Y) {
				t.Fatalf("flipped: a1 at %v should be top-right of h8 at %v", a1.Position(), h8.Position())
			}
			// a1 is in the top row, and only squares of files right of a lie further right.
			for i, sv := range b.model.squares {
				p := test.TempWidgetRenderer(t, b).(*boardRenderer).cells[i].bg.Position()
				if p.Y < a1.Position().Y {
					t.Fatalf("%c%d is above a1 on the flipped board", fileLetters[sv.file], sv.rank+1)
				}
				if p.X > a1.Position().X && sv.file > rules.FileA {
					t.Fatalf("%c%d is right of a1 on the flipped board", fileLetters[sv.file], sv.rank+1)
				}
			}
			// The white rook that starts on a1 is drawn there.
			if a1.Hidden || a1.Resource == nil || !strings.HasPrefix(a1.Resource.Name(), "white-rook.svg@") {
				t.Fatalf("a1 shows %v, want the white rook", a1.Resource.Name())
			}
			b.SetFlipped(false)
			if b.Flipped() {
				t.Fatal("SetFlipped(false) left the board flipped")
			}
		})
	}
}

func TestSquareAt(t *testing.T) {
	test.NewTempApp(t)
	b := NewBoard(startPosition(t, "turret"))
	w := test.NewWindow(b)
	defer w.Close()
	w.SetPadded(false)
	w.Resize(fyne.NewSize(600, 500))
	l := newLayout(b.Size(), &b.model, false, edgesOf(look))
	centre := func(file, rank int) fyne.Position {
		return l.squarePos(file, rank).AddXY(l.square/2, l.square/2)
	}
	for _, tc := range []struct {
		file, rank int
		want       string
	}{{rules.FileZ, 0, "z1"}, {rules.FileI, 7, "i8"}, {rules.FileA, 0, "a1"}, {rules.FileA + 4, 3, "e4"}} {
		sq, ok := b.SquareAt(centre(tc.file, tc.rank))
		if !ok || sq.String() != tc.want {
			t.Errorf("SquareAt(centre of %s) = %v, %v", tc.want, sq, ok)
		}
	}
	if _, ok := b.SquareAt(centre(rules.FileZ, 3)); ok {
		t.Error("z4 does not exist but SquareAt found it")
	}
	if _, ok := b.SquareAt(fyne.NewPos(1, 1)); ok {
		t.Error("the top-left corner of the widget is off the board")
	}
	b.Flip()
	l = newLayout(b.Size(), &b.model, true, edgesOf(look))
	if sq, ok := b.SquareAt(l.squarePos(rules.FileZ, 0).AddXY(1, 1)); !ok || sq.String() != "z1" {
		t.Errorf("flipped: SquareAt(z1) = %v, %v", sq, ok)
	}
}

func TestSquaresStaySquareAndCentred(t *testing.T) {
	m := modelOf(nil)
	for _, size := range []fyne.Size{{Width: 900, Height: 400}, {Width: 300, Height: 900}, {Width: 640, Height: 640}} {
		l := newLayout(size, &m, false, edgesOf(look))
		boxW := l.square*float32(m.files()) + l.strip + 2*l.frame
		boxH := l.square*ranks + l.strip + 2*l.frame
		if boxW > size.Width+0.5 || boxH > size.Height+0.5 {
			t.Errorf("%v: board %vx%v does not fit", size, boxW, boxH)
		}
		left := l.origin.X - l.strip - l.frame
		right := size.Width - (l.origin.X + l.square*float32(m.files()) + l.frame)
		if d := left - right; d > 1 || d < -1 {
			t.Errorf("%v: not centred, %v left and %v right", size, left, right)
		}
	}
	if min := minBoardSize(&m, edgesOf(look)); min.Width > 300 || min.Height > 300 {
		t.Errorf("MinSize %v is not modest", min)
	}
}

func TestColoursFollowThemeVariant(t *testing.T) {
	test.NewTempApp(t)
	b := NewBoard(startPosition(t, "chess"))
	w := test.NewWindow(b)
	defer w.Close()
	useVariant(t, theme.VariantLight)
	b.Refresh()
	light := paletteFor(b)
	useVariant(t, theme.VariantDark)
	b.Refresh()
	dark := paletteFor(b)
	if light.light == dark.light || light.dark == dark.dark {
		t.Fatal("the board's colours do not change with the theme variant")
	}
	r := test.TempWidgetRenderer(t, b).(*boardRenderer)
	for i, sv := range b.model.squares {
		want := dark.dark
		if sv.light {
			want = dark.light
		}
		if r.cells[i].bg.FillColor != want {
			t.Fatalf("square %d drawn %v, want %v", i, r.cells[i].bg.FillColor, want)
		}
	}
}

func TestSetPositionChangesShape(t *testing.T) {
	test.NewTempApp(t)
	b := NewBoard(startPosition(t, "chess"))
	w := test.NewWindow(b)
	defer w.Close()
	r := test.TempWidgetRenderer(t, b).(*boardRenderer)
	if len(r.cells) != 64 || len(r.fileLabels) != 8 {
		t.Fatalf("chess board has %d squares and %d file labels", len(r.cells), len(r.fileLabels))
	}
	b.SetPosition(startPosition(t, "turret"))
	if len(r.cells) != 68 || len(r.fileLabels) != 10 {
		t.Fatalf("Gustavian board has %d squares and %d file labels", len(r.cells), len(r.fileLabels))
	}
	if r.fileLabels[0].Text != "z" || r.fileLabels[9].Text != "i" {
		t.Fatalf("Gustavian file labels run %q..%q", r.fileLabels[0].Text, r.fileLabels[9].Text)
	}
	b.SetPosition(nil)
	if len(r.cells) != 64 {
		t.Fatalf("empty board has %d squares", len(r.cells))
	}
	for _, c := range r.cells {
		if c.piece.Visible() || c.marker.Visible() {
			t.Fatal("the empty board shows a piece")
		}
	}
}

// TestBoardPicturesShowEveryPiece: in both themes, every variant's start position and the
// positions that show every kind of art (at a normal and a small size, about 40 units a
// square) draw their pieces. With SIEGEWORKS_PREVIEW set to a directory, the pictures are
// also written there for a person to look at.
func TestBoardPicturesShowEveryPiece(t *testing.T) {
	dir := os.Getenv("SIEGEWORKS_PREVIEW")
	check := func(name string, pos *rules.Position, size fyne.Size) {
		t.Helper()
		img := render(t, NewBoard(pos), size)
		empty := render(t, NewBoard(emptyBoard(t, pos.Variant())), size)
		if share := differingShare(img, empty); share < 0.03 {
			t.Errorf("%s at %v: the pieces cover only %.3f of the picture", name, size, share)
		}
		if dir != "" {
			writePNG(t, filepath.Join(dir, name+".png"), img)
		}
	}
	test.NewTempApp(t)
	for _, variant := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		useVariant(t, variant)
		suffix := map[fyne.ThemeVariant]string{theme.VariantLight: "-light", theme.VariantDark: "-dark"}[variant]
		for _, v := range rules.Variants {
			check(v.ID+suffix, startPosition(t, v.ID), fyne.NewSize(760, 640))
		}
	}
	useVariant(t, theme.VariantLight)
	for name, fen := range previewFENs {
		v, err := rules.VariantByID(fen[0])
		if err != nil {
			t.Fatal(err)
		}
		pos, err := rules.ParseFEN(v, fen[1])
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		check(name, pos, fyne.NewSize(760, 640))
		check(name+"-small", pos, fyne.NewSize(420, 360))
	}
}

// emptyBoard is a variant's board with nothing on it.
func emptyBoard(t *testing.T, v *rules.Variant) *rules.Position {
	t.Helper()
	placement := rules.WritePlacement(v, func(rules.Square) rules.Piece { return rules.NoPiece })
	pos, err := rules.ParseBoard(v, placement)
	if err != nil {
		t.Fatal(err)
	}
	return pos
}

// previewFENs are positions that show every kind of art: all six Turnover stacks, and
// Catapults both under pieces and on empty squares.
var previewFENs = map[string][2]string{
	"turnover-stacks": {"turnover", "r1b1p1q1/n1k5/8/8/8/8/5K1N/1Q1P1B1R w - - 0 1"},
	"kwagga-open":     {"turret-kwagga", "trgbqk1grt/pppp1ppp/5b2/4p3/4P3/2G5/PPPP1PPP/TR1BQKBGRT w KQkq - 0 1"},
	"catapult-open":   {"catapult", "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 0 1 Cd4,Cf1,ce5,cb8"},
}

// A lesson's star does not hide the legal-move dot of its square: picking up a piece that
// can go there changes the star's centre, where the dot is drawn over it.
func TestStarsLeaveTheDotsInSight(t *testing.T) {
	test.NewTempApp(t)
	useVariant(t, theme.VariantLight)
	pos, err := rules.ParseFEN(rules.Chess, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	b, w := shownBoard(t, pos, fyne.NewSize(480, 480))
	star := sq(t, pos, "a5")
	b.SetStars([]rules.Square{star})
	b.SetInteractive(true)
	centre := func() color.NRGBA {
		c := b.SquareCenter(star)
		img := capture.Settled(w.Canvas())
		return color.NRGBAModel.Convert(img.At(int(c.X), int(c.Y))).(color.NRGBA)
	}
	before := centre()
	click(b, sq(t, pos, "a1"))
	if after := centre(); after == before {
		t.Errorf("the star square's centre stays %v when the rook is picked up: the star covers the dot", after)
	}
}
