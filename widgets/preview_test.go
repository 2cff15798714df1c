package widgets

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"siegeworks/rules"
)

func TestSlingPreview(t *testing.T) {
	test.NewTempApp(t)
	pos := scenePosition(t, "turret-sling")
	b, _ := shownBoard(t, pos, testSize)
	click(b, sq(t, pos, "c3"))
	h := b.Highlights()
	wantSquares(t, "sling destinations", marked(h, HighlightSling), "b3", "b4", "d4")
	wantSquares(t, "plain destinations", marked(h, HighlightMove), "a3", "a5")
	wantSquares(t, "slung pieces", marked(h, HighlightSlung), "b2", "d2", "d3")
	wantSquares(t, "sling victims", marked(h, HighlightSlingCapture), "e5")
	if d := b.sel.destination(sq(t, pos, "b4")); d.badge != rules.MakePiece(rules.White, rules.Knight) {
		t.Errorf("the b4 sling shows %v, want the knight it throws", d.badge)
	}

	// Hovering a destination previews its whole effect: the Turret's ghost on d4, the pawn
	// from b2 landing on e5 and the black pawn there taken.
	hover(b, sq(t, pos, "d4"))
	wantEffects(t, b, pos, "c3d4")
	h = b.Highlights()
	wantSquares(t, "ghosts", marked(h, HighlightGhost), "d4", "e5")
	wantSquares(t, "captured", marked(h, HighlightCapture), "e5")
	if got := b.preview.arrows; len(got) != 2 || got[1] != (arrow{sq(t, pos, "b2"), sq(t, pos, "e5"), arrowSling}) {
		t.Errorf("arrows %v, want the Turret's move and the sling b2-e5", got)
	}
	if b.renderer.over.used() == 0 {
		t.Error("nothing drawn for the preview")
	}

	// Dragging shows the effect of the square under the pointer.
	b.MouseOut()
	if b.Preview() != nil {
		t.Error("the preview outlived the pointer")
	}
	dragTo(b, sq(t, pos, "c3"), sq(t, pos, "b4"), true)
	wantEffects(t, b, pos, "c3b4")
	wantSquares(t, "dragged sling ghosts", marked(b.Highlights(), HighlightGhost), "b4", "a5")
	b.DragEnd()
}

func TestCannonShotPreview(t *testing.T) {
	test.NewTempApp(t)
	pos := scenePosition(t, "gunnery-shot")
	b, _ := shownBoard(t, pos, testSize)
	click(b, sq(t, pos, "e2"))
	h := b.Highlights()
	wantSquares(t, "targets", marked(h, HighlightExplode), "e5", "e8")
	wantSquares(t, "screen", marked(h, HighlightScreen), "e3")
	wantSquares(t, "line of fire", marked(h, HighlightLineOfFire), "e3", "e4", "e5", "e6", "e7")
	if len(b.sel.fire) != 1 || b.sel.fire[0] != (fireLine{sq(t, pos, "e2"), sq(t, pos, "e8")}) {
		t.Errorf("lines of fire %v, want e2-e8", b.sel.fire)
	}
	hover(b, sq(t, pos, "e8"))
	wantEffects(t, b, pos, "e2e8")
	wantSquares(t, "both explode", marked(b.Highlights(), HighlightExplode), "e2", "e8", "e5")
	wantSquares(t, "nothing lands", marked(b.Highlights(), HighlightGhost))
	if got := b.preview.dimmed; len(got) != 2 {
		t.Errorf("faded %v, want the pawn and the queen", got)
	}
}

func TestTeleportPreview(t *testing.T) {
	test.NewTempApp(t)
	pos := scenePosition(t, "catapult-teleport")
	b, _ := shownBoard(t, pos, testSize)
	click(b, sq(t, pos, "f3"))
	h := b.Highlights()
	wantSquares(t, "teleport", marked(h, HighlightTeleport), "f7")
	wantSquares(t, "captures", marked(h, HighlightCapture), "e5", "f7")
	hover(b, sq(t, pos, "f7"))
	wantEffects(t, b, pos, "f3f7")
	wantSquares(t, "ghost", marked(b.Highlights(), HighlightGhost), "f7")
	if a := b.preview.arrows; len(a) != 1 || a[0].kind != arrowTeleport {
		t.Errorf("arrows %v, want one teleport", a)
	}
	// The Catapults stay; the f3 one is now empty.
	r := b.renderer
	for i, sv := range b.model.squares {
		if sv.sq == sq(t, pos, "f3") && !r.cells[i].marker.Visible() {
			t.Error("the Catapult under the teleporting knight is hidden")
		}
	}
}

func TestCatapultCapturePreview(t *testing.T) {
	test.NewTempApp(t)
	pos := scenePosition(t, "catapult-capture")
	b, _ := shownBoard(t, pos, testSize)
	click(b, sq(t, pos, "g4"))
	wantSquares(t, "falls", marked(b.Highlights(), HighlightCatapultCapture), "e5")
	hover(b, sq(t, pos, "e5"))
	wantEffects(t, b, pos, "g4e5")
	wantSquares(t, "both fall", marked(b.preview.marks, HighlightCatapultCapture), "b8", "e5")
}

func TestEmptyCatapultPickUp(t *testing.T) {
	test.NewTempApp(t)
	v, _ := rules.VariantByID("catapult")
	pos, err := rules.ParseFEN(v, "rnbqkbnr/pppppppp/8/8/8/3P4/PPP1PPPP/RNBQKBNR w KQkq - 0 1 Cd2,Cf1,cb8,cf8")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := shownBoard(t, pos, testSize)
	rec := record(b)
	click(b, sq(t, pos, "d2"))
	steps := marked(b.Highlights(), HighlightCatapultStep)
	if len(steps) == 0 || b.Selected() != sq(t, pos, "d2") {
		t.Fatalf("the empty Catapult on d2 shows steps %v", steps)
	}
	hover(b, sq(t, pos, "e3"))
	wantEffects(t, b, pos, "d2e3")
	click(b, sq(t, pos, "e3"))
	if len(rec.moves) != 1 || rec.moves[0] != move(t, pos, "d2e3") {
		t.Errorf("moves %v, want the Catapult step d2e3", rec.moves)
	}
}

func TestTurnoverPreview(t *testing.T) {
	test.NewTempApp(t)
	pos := scenePosition(t, "turnover-choice")
	b, _ := shownBoard(t, pos, testSize)
	click(b, sq(t, pos, "b3"))
	h := b.Highlights()
	wantSquares(t, "turnovers", marked(h, HighlightTurnover), "d5", "e3")
	wantSquares(t, "combination", marked(h, HighlightCombine), "a4")
	wantSquares(t, "take", marked(h, HighlightCapture), "b6")
	for _, c := range []struct {
		to   string
		want rules.Kind
	}{{"d5", rules.Queen}, {"e3", rules.Knight}, {"a4", rules.Knight}} {
		if d := b.sel.destination(sq(t, pos, c.to)); d.badge != rules.MakePiece(rules.White, c.want) {
			t.Errorf("%s makes %v, want a white %v", c.to, d.badge, c.want)
		}
	}
	hover(b, sq(t, pos, "d5"))
	wantEffects(t, b, pos, "b3d5")
	h = b.Highlights()
	wantSquares(t, "turned", marked(h, HighlightTurnover), "d5", "e3")
	// The ghosts: the white Citadel on d5 and the Tower left behind on b3.
	got := map[string]rules.Piece{}
	for _, g := range b.preview.ghosts {
		got[g.sq.String()] = g.piece
	}
	if got["d5"] != rules.MakePiece(rules.White, rules.Queen) || got["b3"] != rules.MakePiece(rules.White, rules.Rook) || len(got) != 2 {
		t.Errorf("ghosts %v, want a white Citadel on d5 and a Tower on b3", got)
	}
	hover(b, sq(t, pos, "b6"))
	wantEffects(t, b, pos, "b3b6")
	wantSquares(t, "take", marked(b.Highlights(), HighlightCapture), "b6")
}

func TestCheckMarks(t *testing.T) {
	test.NewTempApp(t)
	v, _ := rules.VariantByID("chess")
	pos, err := rules.ParseFEN(v, "rnbqkbnr/ppppp2p/5p2/6pQ/3PP3/8/PPP2PPP/RNB1KBNR b KQkq - 1 3")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := shownBoard(t, pos, testSize)
	wantSquares(t, "king in check", marked(b.Highlights(), HighlightCheck), "e8")
	if b.renderer.under.gradients.n != 1 {
		t.Error("no glow under the king in check")
	}
	// Turnover marks every Castle in check, of either side.
	b.SetPosition(scenePosition(t, "turnover-choice"))
	wantSquares(t, "Castles in check", marked(b.Highlights(), HighlightCheck), "d2", "f2")
}

func TestHighlightKindString(t *testing.T) {
	if got := (HighlightSling | HighlightHint).String(); got != "sling|hint" {
		t.Errorf("String = %q", got)
	}
	if got := HighlightKind(0).String(); got != "none" {
		t.Errorf("String = %q", got)
	}
}
