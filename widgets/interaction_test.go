package widgets

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"siegeworks/rules"
	"siegeworks/words"
)

var testSize = fyne.NewSize(600, 520)

// recorder collects what the board reports to the app.
type recorder struct {
	moves  []rules.Move
	status []string
}

func record(b *Board) *recorder {
	r := &recorder{}
	b.OnMove = func(m rules.Move) { r.moves = append(r.moves, m) }
	b.OnStatus = func(s string) { r.status = append(r.status, s) }
	return r
}

func move(t testing.TB, pos *rules.Position, text string) rules.Move {
	t.Helper()
	m, err := pos.ParseCoordinate(text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// marked lists the squares (by name) that carry every mark of k.
func marked(h map[rules.Square]HighlightKind, k HighlightKind) []string {
	var out []string
	for s, v := range h {
		if v.Has(k) {
			out = append(out, s.String())
		}
	}
	slices.Sort(out)
	return out
}

func wantSquares(t *testing.T, what string, got []string, want ...string) {
	t.Helper()
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("%s: got %v, want %v", what, got, want)
	}
}

func wantEffects(t *testing.T, b *Board, pos *rules.Position, text string) {
	t.Helper()
	m := move(t, pos, text)
	want := pos.Clone().Effects(m)
	if b.PreviewMove() != m {
		t.Fatalf("previewed move %v, want %v", b.PreviewMove(), m)
	}
	if got := b.Preview(); !slices.Equal(got, want) {
		t.Fatalf("preview effects %v, want %v", got, want)
	}
}

func TestPickUpShowsDestinations(t *testing.T) {
	test.NewTempApp(t)
	pos := startPosition(t, "chess")
	b, _ := shownBoard(t, pos, testSize)
	click(b, sq(t, pos, "e2"))
	h := b.Highlights()
	wantSquares(t, "selected", marked(h, HighlightSelected), "e2")
	wantSquares(t, "moves", marked(h, HighlightMove), "e3", "e4")
	if len(h) != 3 {
		t.Errorf("marks beyond the pawn and its two squares: %v", h)
	}
	click(b, sq(t, pos, "g1"))
	wantSquares(t, "switched", marked(b.Highlights(), HighlightSelected), "g1")
	wantSquares(t, "knight moves", marked(b.Highlights(), HighlightMove), "f3", "h3")
	click(b, sq(t, pos, "g1"))
	if b.Selected() != rules.NoSquare || len(b.Highlights()) != 0 {
		t.Errorf("clicking the piece again left %v selected, marks %v", b.Selected(), b.Highlights())
	}
	click(b, sq(t, pos, "e7"))
	if b.Selected() != rules.NoSquare {
		t.Error("picked up a piece of the side not to move")
	}
}

func TestClickClickMove(t *testing.T) {
	test.NewTempApp(t)
	pos := startPosition(t, "chess")
	b, _ := shownBoard(t, pos, testSize)
	rec := record(b)
	click(b, sq(t, pos, "e2"))
	click(b, sq(t, pos, "e4"))
	if want := move(t, pos, "e2e4"); !slices.Equal(rec.moves, []rules.Move{want}) {
		t.Fatalf("OnMove got %v, want [%v]", rec.moves, want)
	}
	if b.Selected() != rules.NoSquare {
		t.Error("the selection outlived the move")
	}
}

func TestDragDropMove(t *testing.T) {
	test.NewTempApp(t)
	pos := startPosition(t, "chess")
	b, _ := shownBoard(t, pos, testSize)
	rec := record(b)
	dragTo(b, sq(t, pos, "g1"), sq(t, pos, "f3"), true)
	if b.Selected() != sq(t, pos, "g1") {
		t.Fatalf("dragging did not pick the knight up (selected %v)", b.Selected())
	}
	if !b.renderer.dragImg.Visible() {
		t.Error("the dragged knight is not drawn under the pointer")
	}
	wantSquares(t, "preview under the pointer", marked(b.Highlights(), HighlightPreview), "f3")
	b.DragEnd()
	if want := move(t, pos, "g1f3"); !slices.Equal(rec.moves, []rules.Move{want}) {
		t.Fatalf("OnMove got %v, want [%v]", rec.moves, want)
	}
	if b.renderer.dragImg.Visible() {
		t.Error("the dragged piece is still drawn after the drop")
	}
}

func TestIllegalDropSnapsBackAndSaysWhy(t *testing.T) {
	test.NewTempApp(t)
	// The d2 pawn shields the king from the bishop on b4.
	v, _ := rules.VariantByID("chess")
	pos, err := rules.ParseFEN(v, "rnbqk1nr/pppp1ppp/8/4p3/1b2P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 3")
	if err != nil {
		t.Fatal(err)
	}
	fen := pos.FEN()
	b, _ := shownBoard(t, pos, testSize)
	rec := record(b)
	for _, c := range []struct{ from, to string }{{"d2", "d4"}, {"e4", "e6"}, {"g1", "g3"}} {
		dragTo(b, sq(t, pos, c.from), sq(t, pos, c.to), false)
		want := words.Refused(pos, sq(t, pos, c.from), sq(t, pos, c.to))
		if want == "" {
			t.Fatalf("%s%s is legal; the test needs an illegal drop", c.from, c.to)
		}
		if len(rec.status) == 0 || rec.status[len(rec.status)-1] != want {
			t.Errorf("%s-%s: status %q, want %q", c.from, c.to, rec.status, want)
		}
		if b.Selected() != rules.NoSquare || b.Shown() != pos || pos.FEN() != fen {
			t.Errorf("%s-%s: the refused drop changed the board", c.from, c.to)
		}
	}
	if rec.status[0] != "your king would be in check: the b4 bishop" {
		t.Errorf("the pinned pawn's refusal is %q", rec.status[0])
	}
	dragTo(b, sq(t, pos, "d2"), sq(t, pos, "d4"), false)
	if lines := b.AttackLines(); len(lines) != 1 || lines[0].From != sq(t, pos, "b4") {
		t.Errorf("the refusal draws %+v, want the b4 bishop's line", lines)
	}
	if len(rec.moves) != 0 {
		t.Errorf("illegal drops made moves %v", rec.moves)
	}
	// The next pick-up clears the refusal from the status line.
	click(b, sq(t, pos, "e1"))
	if rec.status[len(rec.status)-1] != "" {
		t.Errorf("picking a piece up left the status %q", rec.status[len(rec.status)-1])
	}
	// A click on an illegal square says why too.
	click(b, sq(t, pos, "e1"))
	click(b, sq(t, pos, "g1"))
	click(b, sq(t, pos, "g4"))
	if got := rec.status[len(rec.status)-1]; got != "a knight leaps two squares one way and one to the side" {
		t.Errorf("clicking an unreachable square says %q", got)
	}
}

func TestDropOnOwnSquareKeepsSelection(t *testing.T) {
	test.NewTempApp(t)
	pos := startPosition(t, "chess")
	b, _ := shownBoard(t, pos, testSize)
	rec := record(b)
	e2 := sq(t, pos, "e2")
	start := b.SquareCenter(e2)
	dragToPoint(b, start, start.AddXY(8, 6), false)
	if b.Selected() != e2 || len(rec.moves)+len(rec.status) != 0 {
		t.Fatalf("a small wiggle: selected %v, moves %v, status %v", b.Selected(), rec.moves, rec.status)
	}
	b.TappedSecondary(&fyne.PointEvent{})
	if b.Selected() != rules.NoSquare {
		t.Error("a right click did not drop the selection")
	}
	// A drop off the board snaps back silently.
	dragToPoint(b, start, fyne.NewPos(2, 2), false)
	if b.Selected() != rules.NoSquare || len(rec.moves)+len(rec.status) != 0 {
		t.Errorf("a drop off the board: selected %v, moves %v, status %v", b.Selected(), rec.moves, rec.status)
	}
}

func TestNoInputWhenNotInteractive(t *testing.T) {
	test.NewTempApp(t)
	pos := startPosition(t, "chess")
	b, _ := shownBoard(t, pos, testSize)
	rec := record(b)
	click(b, sq(t, pos, "e2"))
	b.SetInteractive(false)
	if b.Selected() != rules.NoSquare {
		t.Error("turning input off kept the selection")
	}
	click(b, sq(t, pos, "e2"))
	click(b, sq(t, pos, "e4"))
	dragTo(b, sq(t, pos, "d2"), sq(t, pos, "d4"), false)
	if b.Selected() != rules.NoSquare || len(rec.moves) != 0 {
		t.Errorf("a board without input picked up %v, moved %v", b.Selected(), rec.moves)
	}
	b.SetInteractive(true)
	click(b, sq(t, pos, "e2"))
	click(b, sq(t, pos, "e4"))
	if len(rec.moves) != 1 {
		t.Error("input did not come back")
	}
}

func TestHiddenLegalMovesStillMove(t *testing.T) {
	test.NewTempApp(t)
	pos := startPosition(t, "chess")
	b, _ := shownBoard(t, pos, testSize)
	rec := record(b)
	b.SetShowLegalMoves(false)
	click(b, sq(t, pos, "e2"))
	hover(b, sq(t, pos, "e4"))
	h := b.Highlights()
	if len(h) != 1 || !h[sq(t, pos, "e2")].Has(HighlightSelected) || b.Preview() != nil {
		t.Errorf("with legal moves hidden the board shows %v, preview %v", h, b.Preview())
	}
	r := b.renderer
	if r.under.used()+r.over.used()+r.badges.used() != 0 {
		t.Error("marks drawn with legal moves hidden")
	}
	click(b, sq(t, pos, "e4"))
	if len(rec.moves) != 1 {
		t.Error("no move with legal moves hidden")
	}
}

func TestFlippedBoardMoves(t *testing.T) {
	test.NewTempApp(t)
	pos := startPosition(t, "turret")
	b, _ := shownBoard(t, pos, testSize)
	b.SetFlipped(true)
	rec := record(b)
	click(b, sq(t, pos, "z1")) // a Turret with nowhere to go: picked up, no destinations
	if b.Selected() != sq(t, pos, "z1") || len(marked(b.Highlights(), HighlightMove)) != 0 {
		t.Errorf("flipped z1: selected %v, marks %v", b.Selected(), b.Highlights())
	}
	dragTo(b, sq(t, pos, "b1"), sq(t, pos, "c3"), false)
	if want := move(t, pos, "b1c3"); len(rec.moves) != 1 || rec.moves[0] != want {
		t.Errorf("flipped drag made %v, want %v", rec.moves, want)
	}
}

func TestNewPositionMidDragIgnoresTheRest(t *testing.T) {
	test.NewTempApp(t)
	pos := startPosition(t, "chess")
	b, _ := shownBoard(t, pos, testSize)
	rec := record(b)
	dragTo(b, sq(t, pos, "g1"), sq(t, pos, "g3"), true)
	b.SetPosition(pos) // say, an undo by keyboard while the mouse is down
	dragToPoint(b, b.SquareCenter(sq(t, pos, "g3")), b.SquareCenter(sq(t, pos, "f3")), false)
	if b.Selected() != rules.NoSquare || len(rec.moves) != 0 {
		t.Errorf("the rest of an abandoned drag picked up %v and moved %v", b.Selected(), rec.moves)
	}
	if b.renderer.dragImg.Visible() {
		t.Error("the abandoned piece is still drawn")
	}
}

// TestCanvasEvents goes through the test canvas's own event dispatch: a tap on the canvas and
// the mouse moved over it reach the board like real input.
func TestCanvasEvents(t *testing.T) {
	test.NewTempApp(t)
	pos := scenePosition(t, "gunnery-shot")
	b, w := shownBoard(t, pos, testSize)
	rec := record(b)
	c := w.Canvas()
	test.TapCanvas(c, b.SquareCenter(sq(t, pos, "e2")))
	test.MoveMouse(c, b.SquareCenter(sq(t, pos, "e5")))
	wantEffects(t, b, pos, "e2e5")
	test.TapCanvas(c, b.SquareCenter(sq(t, pos, "e5")))
	if len(rec.moves) != 1 || rec.moves[0] != move(t, pos, "e2e5") {
		t.Errorf("moves %v, want the shot e2e5", rec.moves)
	}
}

func TestLiftedPieceFadesItsSquare(t *testing.T) {
	test.NewTempApp(t)
	pos := startPosition(t, "chess")
	b, _ := shownBoard(t, pos, testSize)
	g1 := sq(t, pos, "g1")
	click(b, g1) // already picked up: the drag must still redraw
	start := b.SquareCenter(g1)
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: start.AddXY(5, 0)}, Dragged: fyne.NewDelta(5, 0)})
	for i, sv := range b.model.squares {
		if sv.sq == g1 && b.renderer.cells[i].piece.Translucency == 0 {
			t.Error("the lifted knight's square is not faded")
		}
	}
	if !b.renderer.dragImg.Visible() {
		t.Error("the lifted knight is not drawn under the pointer")
	}
	b.DragEnd()
}
