package rules

import (
	"strings"
	"testing"
)

func playAll(t *testing.T, g *Game, moves string) {
	t.Helper()
	for _, s := range strings.Fields(moves) {
		if _, err := g.PlayText(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

func TestGameUndoRedo(t *testing.T) {
	g := NewGame(Chess)
	playAll(t, g, "e4 e5 Nf3 Nc6")
	if g.Ply() != 4 || strings.Join(g.SANs(), " ") != "e4 e5 Nf3 Nc6" {
		t.Fatalf("line %v", g.SANs())
	}
	fenAfter2 := g.PositionAt(2).FEN()
	for i := 0; i < 2; i++ {
		if !g.Undo() {
			t.Fatal("undo failed")
		}
	}
	if g.Position().FEN() != fenAfter2 {
		t.Errorf("after two undos %s, want %s", g.Position().FEN(), fenAfter2)
	}
	if !g.CanRedo() || !g.Redo() || g.SANs()[2] != "Nf3" {
		t.Fatalf("redo: %v", g.SANs())
	}
	// A different move drops what was left to redo.
	playAll(t, g, "Nf6")
	if g.CanRedo() {
		t.Error("redo still possible after a new move")
	}
	for g.Undo() {
	}
	if g.Position().FEN() != Chess.StartFEN {
		t.Errorf("undo to start: %s", g.Position().FEN())
	}
	if _, err := g.PlayText("e5"); err == nil {
		t.Error("illegal move accepted")
	}
	if g.Ply() != 0 {
		t.Error("illegal move changed the game")
	}
}

func TestGameCheckmate(t *testing.T) {
	g := NewGame(Chess)
	playAll(t, g, "f3 e5 g4 Qh4#")
	if r, why := g.Result(); r != ResultBlackWins || why != ReasonCheckmate {
		t.Errorf("result %v %v", r, why)
	}
	if g.SANs()[3] != "Qh4#" {
		t.Errorf("SAN %q", g.SANs()[3])
	}
	if _, err := g.PlayText("a3"); err != ErrGameOver {
		t.Errorf("move after mate: %v", err)
	}
	g.Undo()
	if g.Over() {
		t.Error("undo did not reopen the game")
	}
}

func TestGameRepetition(t *testing.T) {
	g := NewGame(Chess)
	cycle := "Nf3 Nf6 Ng1 Ng8 "
	playAll(t, g, cycle)
	if _, ok := g.ClaimableDraw(); ok {
		t.Error("claim after the second occurrence")
	}
	if err := g.ClaimDraw(); err == nil {
		t.Error("ClaimDraw succeeded without grounds")
	}
	playAll(t, g, cycle)
	if g.RepetitionCount() != 3 {
		t.Fatalf("count %d", g.RepetitionCount())
	}
	if why, ok := g.ClaimableDraw(); !ok || why != ReasonThreefold {
		t.Fatalf("threefold not claimable: %v", why)
	}
	playAll(t, g, cycle+cycle)
	if r, why := g.Result(); r != ResultDraw || why != ReasonFivefold {
		t.Fatalf("fivefold: %v %v", r, why)
	}
	// Claiming at the third occurrence ends the game.
	h := NewGame(Chess)
	playAll(t, h, cycle+cycle)
	if err := h.ClaimDraw(); err != nil {
		t.Fatal(err)
	}
	if r, why := h.Result(); r != ResultDraw || why != ReasonThreefold {
		t.Errorf("%v %v", r, why)
	}
}

// An en-passant square that no legal capture can use does not make the
// position different for repetition (docs/RULES.md §0).
func TestRepetitionIgnoresUnusableEnPassant(t *testing.T) {
	with := mustFEN(t, Chess, "8/8/8/8/1k1pP2R/8/8/4K3 b - e3 0 1")
	without := mustFEN(t, Chess, "8/8/8/8/1k1pP2R/8/8/4K3 b - - 0 1")
	// d4xe3 would expose the black king on b4 to the rook on h4.
	if with.Hash() == without.Hash() {
		t.Error("Hash should include a pseudo-legal en-passant square")
	}
	if with.RepetitionKey() != without.RepetitionKey() {
		t.Error("RepetitionKey must ignore an en-passant square no legal capture uses")
	}
	usable := mustFEN(t, Chess, "8/8/8/8/3pP3/8/8/k3K3 b - e3 0 1")
	usableWithout := mustFEN(t, Chess, "8/8/8/8/3pP3/8/8/k3K3 b - - 0 1")
	if usable.RepetitionKey() == usableWithout.RepetitionKey() {
		t.Error("RepetitionKey must count a usable en-passant square")
	}
}

func TestGameFiftyAndSeventyFive(t *testing.T) {
	g, err := NewGameFromFEN(Chess, "7k/8/8/8/8/8/8/R6K w - - 98 80")
	if err != nil {
		t.Fatal(err)
	}
	playAll(t, g, "Ra2")
	if _, ok := g.ClaimableDraw(); ok {
		t.Error("claimable at 99 plies")
	}
	playAll(t, g, "Kg8")
	if why, ok := g.ClaimableDraw(); !ok || why != ReasonFiftyMove {
		t.Fatalf("50-move claim: %v %v", why, ok)
	}
	h, _ := NewGameFromFEN(Chess, "7k/8/8/8/8/8/8/R6K w - - 148 80")
	playAll(t, h, "Ra2")
	if h.Over() {
		t.Fatal("over at 149 plies")
	}
	playAll(t, h, "Kg8")
	if r, why := h.Result(); r != ResultDraw || why != ReasonSeventyFive {
		t.Errorf("75-move: %v %v", r, why)
	}
	// Checkmate on the 150th ply takes precedence.
	m, _ := NewGameFromFEN(Chess, "7k/8/6K1/8/8/8/8/R7 w - - 149 80")
	playAll(t, m, "Ra8#")
	if r, why := m.Result(); r != ResultWhiteWins || why != ReasonCheckmate {
		t.Errorf("mate at 150 plies: %v %v", r, why)
	}
	// A capture resets the clock.
	c, _ := NewGameFromFEN(Chess, "7k/8/8/8/8/8/r7/R6K w - - 98 80")
	playAll(t, c, "Rxa2")
	if c.Position().HalfmoveClock() != 0 {
		t.Errorf("clock after capture: %d", c.Position().HalfmoveClock())
	}
}

func TestGameResignAndAgreement(t *testing.T) {
	g := NewGame(Chess)
	playAll(t, g, "e4")
	if err := g.Resign(Black); err != nil {
		t.Fatal(err)
	}
	if r, why := g.Result(); r != ResultWhiteWins || why != ReasonResignation {
		t.Errorf("%v %v", r, why)
	}
	if err := g.AgreeDraw(); err != ErrGameOver {
		t.Errorf("agree after resign: %v", err)
	}
	h := NewGame(Chess)
	if err := h.AgreeDraw(); err != nil {
		t.Fatal(err)
	}
	if r, why := h.Result(); r != ResultDraw || why != ReasonAgreement {
		t.Errorf("%v %v", r, why)
	}
}

func TestGameStartsFromFEN(t *testing.T) {
	if _, err := NewGameFromFEN(Chess, "not a fen"); err == nil {
		t.Fatal("bad FEN accepted")
	}
	g, err := NewGameFromFEN(Chess, "7k/8/8/8/8/8/8/K7 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if r, why := g.Result(); r != ResultDraw || why != ReasonInsufficient {
		t.Errorf("K v K: %v %v", r, why)
	}
}
