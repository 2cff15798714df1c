package widgets

import (
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"siegeworks/internal/capture"
	"siegeworks/rules"
)

// TestEveryBoardFollowsTheLook: a new look reaches at once every board on screen — its squares,
// its rim, its pieces, its Catapults and its coordinates — and a board shown later, and the
// piece pictures the package hands out.
func TestEveryBoardFollowsTheLook(t *testing.T) {
	test.NewTempApp(t)
	useVariant(t, theme.VariantLight)
	catapults, err := rules.ParseFEN(rules.CatapultChess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cc3,cd6*")
	if err != nil {
		t.Fatal(err)
	}
	first, w1 := shownBoard(t, startPosition(t, "turret-kwagga"), fyne.NewSize(400, 360))
	second, _ := shownBoard(t, catapults, fyne.NewSize(300, 300))
	// Two boards side by side in one window, like the guide's diagrams.
	third, fourth := NewBoard(startPosition(t, "turnover")), NewBoard(startPosition(t, "chess"))
	w := test.NewWindow(container.NewGridWithColumns(2, third, fourth))
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(600, 300))
	later := NewBoard(startPosition(t, "chess")) // not on screen yet
	shown := []*Board{first, second, third, fourth}

	useLook(t, Look{Scheme: SchemeGreen, Pieces: "flat", Coordinates: false})
	lateWindow := test.NewWindow(later)
	t.Cleanup(lateWindow.Close)
	lateWindow.Resize(fyne.NewSize(300, 300))
	green, _ := schemeByID(SchemeGreen)
	for i, b := range append(shown, later) {
		r := test.TempWidgetRenderer(t, b).(*boardRenderer)
		pictures := 0
		for j, sv := range b.model.squares {
			c := r.cells[j]
			want := green.onLight.dark
			if sv.light {
				want = green.onLight.light
			}
			if c.bg.FillColor != want || c.frame.FillColor != green.onLight.frame {
				t.Fatalf("board %d: %s is drawn %v in a %v rim, want the green scheme's %v in %v",
					i, sv.sq, c.bg.FillColor, c.frame.FillColor, want, green.onLight.frame)
			}
			for _, img := range []*canvas.Image{c.piece, c.marker} {
				if img.Visible() && img.Resource != nil {
					pictures++
					if !strings.HasPrefix(img.Resource.Name(), "flat-") {
						t.Fatalf("board %d: %s shows %s, not a Flat picture", i, sv.sq, img.Resource.Name())
					}
				}
			}
		}
		if pictures == 0 {
			t.Fatalf("board %d shows no pieces", i)
		}
		for _, l := range append(append([]*canvas.Text(nil), r.rankLabels...), r.fileLabels...) {
			if l.Visible() {
				t.Fatalf("board %d still shows the coordinate %q", i, l.Text)
			}
		}
	}
	for _, pic := range []fyne.Resource{PieceImage(rules.Chess, rules.MakePiece(rules.White, rules.King)),
		ChessmanImage(rules.MakePiece(rules.Black, rules.Queen)), CatapultImage(rules.White),
		Picture(rules.TurretChess, "T"), PieceImage(rules.Turnover, rules.MakePiece(rules.Black, rules.King))} {
		if !strings.HasPrefix(pic.Name(), "flat-") {
			t.Errorf("the picture %s is not of the Flat set", pic.Name())
		}
	}
	// Back to the default: the picture is the one it was.
	before := capture.Settled(w1.Canvas())
	SetLook(DefaultLook)
	back := render(t, NewBoard(startPosition(t, "turret-kwagga")), fyne.NewSize(400, 360))
	if differingShare(before, back) == 0 {
		t.Error("the green board looked like the wood one")
	}
	if CurrentLook() != DefaultLook {
		t.Errorf("the look is %+v after SetLook(DefaultLook)", CurrentLook())
	}
}

// TestAnUnknownLookFallsBack: a scheme or piece set the package does not know (a setting
// from another version) is drawn as the default's.
func TestAnUnknownLookFallsBack(t *testing.T) {
	useLook(t, Look{Scheme: "marble", Pieces: "glass", Coordinates: false})
	if l := CurrentLook(); l.Scheme != SchemeWood || l.Pieces != DefaultLook.Pieces || l.Coordinates {
		t.Errorf("the look is %+v", l)
	}
	if len(SchemeChoices()) < 4 || len(PieceSetChoices()) < 2 {
		t.Errorf("%d schemes and %d piece sets", len(SchemeChoices()), len(PieceSetChoices()))
	}
	if SchemeChoices()[0].ID != DefaultLook.Scheme || PieceSetChoices()[0].ID != DefaultLook.Pieces {
		t.Error("the default look is not the first choice")
	}
}

// TestCoordinatesOffHidesThem: without coordinates nothing is drawn around the rim (every
// pixel there is the window's background) and the squares grow into the room; with them,
// the letters and numbers are there.
func TestCoordinatesOffHidesThem(t *testing.T) {
	test.NewTempApp(t)
	useVariant(t, theme.VariantLight)
	size := fyne.NewSize(500, 440)
	outsideTheRim := func(coordinates bool) (square float32, marked int) {
		useLook(t, Look{Scheme: SchemeWood, Pieces: DefaultLook.Pieces, Coordinates: coordinates})
		b, w := shownBoard(t, startPosition(t, "chess"), size)
		img := capture.Settled(w.Canvas())
		scale := float32(img.Bounds().Dx()) / size.Width
		l := b.layout()
		x0, y0 := (l.origin.X-l.frame)*scale, (l.origin.Y-l.frame)*scale
		x1, y1 := (l.origin.X+8*l.square+l.frame)*scale, (l.origin.Y+8*l.square+l.frame)*scale
		bg := color.NRGBAModel.Convert(theme.Current().Color(theme.ColorNameBackground, theme.VariantLight))
		for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
			for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
				if fx, fy := float32(x), float32(y); fx >= x0-1 && fx < x1+1 && fy >= y0-1 && fy < y1+1 {
					continue
				}
				if color.NRGBAModel.Convert(img.At(x, y)) != bg {
					marked++
				}
			}
		}
		return l.square, marked
	}
	withSquare, withMarks := outsideTheRim(true)
	withoutSquare, withoutMarks := outsideTheRim(false)
	if withMarks < 100 {
		t.Fatalf("with coordinates, only %d pixels are drawn outside the rim", withMarks)
	}
	if withoutMarks != 0 {
		t.Errorf("without coordinates, %d pixels are still drawn outside the rim", withoutMarks)
	}
	if withoutSquare <= withSquare {
		t.Errorf("without coordinates the squares are %v units, with them %v: they should grow", withoutSquare, withSquare)
	}
}

// TestEveryLookGolden: every scheme with every piece set draws a position with Turrets and
// Kwaggas, a Kwagga picked up to show its moves, as its golden picture (on a light
// interface; the dark interface's squares are the same scheme dimmed).
func TestEveryLookGolden(t *testing.T) {
	test.NewTempApp(t)
	fen := previewFENs["kwagga-open"]
	pos, err := rules.ParseFEN(rules.TurretKwagga, fen[1])
	if err != nil {
		t.Fatal(err)
	}
	everyLook(t, lightInterface, func(string) {
		l := CurrentLook()
		b, w := shownBoard(t, pos, fyne.NewSize(440, 360))
		b.SetInteractive(true)
		click(b, sq(t, pos, "c3"))
		test.AssertImageMatches(t, "look_"+l.Scheme+"_"+l.Pieces+".png", capture.Settled(w.Canvas()))
	})
}
