package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"siegeworks/rules"
	"siegeworks/session"
)

func (e *editorScreen) tap(t *testing.T, square string, secondary bool) {
	t.Helper()
	sq, err := e.m.v.Geometry().ParseSquare(square)
	if err != nil {
		t.Fatal(err)
	}
	at := &fyne.PointEvent{Position: e.board.SquareCenter(sq)}
	if secondary {
		e.board.TappedSecondary(at)
	} else {
		test.TapAt(e.board, e.board.SquareCenter(sq))
	}
}

// The editor places and removes pieces by click, says exactly why a position cannot be
// played, and plays from a valid one.
func TestPositionEditor(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.u.showEditor()
	e := h.editor()
	if e == nil || h.u.win.Content() != e.root {
		t.Fatal("the editor did not open")
	}
	e.buttons["clear"].OnTapped()
	if !strings.Contains(e.verdict.Text, "white has 0 kings") || !e.play.Disabled() {
		t.Fatalf("an empty board: %q", e.verdict.Text)
	}
	e.buttons["tool:K"].OnTapped()
	e.tap(t, "e1", false)
	e.buttons["tool:k"].OnTapped()
	e.tap(t, "e8", false)
	e.buttons["tool:P"].OnTapped()
	e.tap(t, "a1", false)
	if !strings.Contains(e.verdict.Text, "first or last rank") {
		t.Fatalf("a pawn on a1: %q", e.verdict.Text)
	}
	e.tap(t, "a1", true) // right click empties the square
	e.buttons["tool:R"].OnTapped()
	e.tap(t, "a1", false)
	if e.verdict.Text != "A playable position." || e.play.Disabled() {
		t.Fatalf("K+R v K: %q", e.verdict.Text)
	}
	if got := e.m.fen(); got != "4k3/8/8/8/8/8/8/R3K3 w - - 0 1" {
		t.Fatalf("FEN %q", got)
	}
	e.buttons["copy"].OnTapped()
	if h.app.Clipboard().Content() != e.m.fen() {
		t.Error("Copy position")
	}
	e.black.SetSelected(playerChoice(Computer(1)))
	e.buttons["play"].OnTapped()
	if h.editor() != nil || h.u.sess.Game().StartFEN() != "4k3/8/8/8/8/8/8/R3K3 w - - 0 1" || !session.IsComputer(h.u.sess.Player(rules.Black)) {
		t.Fatalf("play from here: %s, %v", h.u.sess.Game().StartFEN(), h.u.sess.Players())
	}
}

func TestEditorKnowsEveryVariant(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.u.showEditor()
	e := h.editor()
	e.variant.SetSelected(rules.Turnover.Name)
	if e.m.v != rules.Turnover || e.verdict.Text != "A playable position." {
		t.Fatalf("Turnover start: %v %q", e.m.v.ID, e.verdict.Text)
	}
	e.buttons["clear"].OnTapped()
	e.buttons["tool:K"].OnTapped()
	e.tap(t, "a1", false)
	if !strings.Contains(e.verdict.Text, "Castle") {
		t.Fatalf("a Turnover side without a Castle: %q", e.verdict.Text)
	}
	// Turnover's 2025 rules are there too, by name; choosing them keeps the position, judged
	// by their rules, and Play from here plays by them.
	e.buttons["tool:k"].OnTapped()
	e.tap(t, "h8", false)
	kept := e.m.fen()
	e.variant.SetSelected(rules.Turnover2025.Name)
	if e.m.v != rules.Turnover2025 || e.m.fen() != kept || e.verdict.Text != "A playable position." {
		t.Fatalf("Turnover's 2025 rules: %v, %s (was %s), %q", e.m.v.ID, e.m.fen(), kept, e.verdict.Text)
	}
	e.buttons["play"].OnTapped()
	if g := h.u.sess.Game(); g.Variant() != rules.Turnover2025 || g.StartFEN() != kept {
		t.Fatalf("played %v from %s", g.Variant().ID, g.StartFEN())
	}
	h.u.showEditor()
	e = h.editor()
	if e.m.v != rules.Turnover2025 || e.variant.Selected != rules.Turnover2025.Name {
		t.Fatalf("the editor opens a 2025 game's position as %v, %q", e.m.v.ID, e.variant.Selected)
	}
	e.variant.SetSelected(rules.CatapultChess.Name)
	if _, ok := e.buttons["tool:C"]; !ok {
		t.Fatal("no Catapult in the Chess++ palette")
	}
	e.buttons["tool:C"].OnTapped()
	e.moved.SetChecked(true)
	e.tap(t, "d4", false)
	if !strings.Contains(e.verdict.Text, "already has two Catapults") {
		t.Fatalf("a third Catapult: %q", e.verdict.Text)
	}
	e.tap(t, "b1", true) // the knight leaves b1
	e.tap(t, "b1", true) // then the Catapult
	e.tap(t, "d4", false)
	if !strings.Contains(e.m.fen(), "Cd4*") {
		t.Fatalf("a moved Catapult on d4: %s", e.m.fen())
	}
	e.variant.SetSelected(rules.TurretChess.Name)
	if _, ok := e.buttons["tool:T"]; !ok || !e.m.v.Geometry().Contains(rules.SquareAt(rules.FileZ, 0)) {
		t.Fatal("no Turret in the Turret Chess palette")
	}
	e.buttons["tool:T"].OnTapped()
	e.tap(t, "z1", false)
	if !strings.HasSuffix(strings.Fields(e.m.fen())[0], "TRNBQKBNRT") {
		t.Fatalf("a Turret on z1: %s", e.m.fen())
	}
	h.press(fyne.KeyEscape)
	if h.editor() != nil {
		t.Error("Escape did not leave the editor")
	}
}

// Dragging on the editor's board moves a piece; dragging it off the board removes it.
func TestEditorDrags(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.u.showEditor()
	e := h.editor()
	drag := func(from, to fyne.Position) {
		const steps = 4
		dx, dy := (to.X-from.X)/steps, (to.Y-from.Y)/steps
		for i := 1; i <= steps; i++ {
			p := fyne.NewPos(from.X+dx*float32(i), from.Y+dy*float32(i))
			e.board.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}, Dragged: fyne.NewDelta(dx, dy)})
		}
		e.board.DragEnd()
	}
	sq := func(name string) rules.Square { s, _ := e.m.v.Geometry().ParseSquare(name); return s }
	drag(e.board.SquareCenter(sq("g1")), e.board.SquareCenter(sq("f3")))
	if _, ok := e.m.pieces[sq("f3")]; !ok {
		t.Fatal("the knight was not dragged to f3")
	}
	drag(e.board.SquareCenter(sq("a8")), fyne.NewPos(-50, -50))
	if _, ok := e.m.pieces[sq("a8")]; ok {
		t.Fatal("the rook dragged off the board is still there")
	}
}
