package app

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"siegeworks/app/sound"
	"siegeworks/rules"
	"siegeworks/session"
	"siegeworks/widgets"
)

func TestNewGameDialog(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.move("e2e4")
	h.u.showNewGame()
	// Keys do not reach the game behind the dialog; Escape closes it.
	h.key(fyne.KeyLeft)
	if h.u.sess.Browsing() {
		t.Fatal("an arrow key stepped back behind the dialog")
	}
	h.key(fyne.KeyEscape)
	if h.u.win.Canvas().Overlays().Top() != nil {
		t.Fatal("Escape did not close the new-game dialog")
	}
	h.u.showNewGame()
	d := h.u.dlg.newGame
	if len(d.variant.Options) != len(rules.Games()) || d.variant.Selected != "Chess" {
		t.Fatalf("variants %v, selected %q", d.variant.Options, d.variant.Selected)
	}
	if len(d.white.Options) != 9 || d.white.Selected != "Human" {
		t.Fatalf("players %v", d.white.Options)
	}
	d.variant.SetSelected("Turret Chess")
	if !strings.Contains(d.blurb.Text, "M. Winther, 2006") || !strings.Contains(d.blurb.Text, "Turret") {
		t.Fatalf("blurb %q", d.blurb.Text)
	}
	d.black.SetSelected(playerChoice(session.NewComputer(2)))
	d.fen.SetText(rules.Chess.StartFEN)
	test.Tap(d.start)
	if d.errLbl.Hidden || !strings.Contains(d.errLbl.Text, "It is a position of Chess") {
		t.Fatalf("error %q", d.errLbl.Text)
	}
	if h.u.sess.Game().Ply() != 1 {
		t.Fatal("a refused start position changed the game")
	}
	d.fen.SetText("")
	if !d.errLbl.Hidden {
		t.Fatal("the error stays after the FEN changed")
	}
	test.Tap(d.start) // the game in progress (1. e4) goes into the library: no question
	s := h.u.sess
	if s.Game().Variant() != rules.TurretChess || s.Game().Ply() != 0 || s.Player(rules.Black) != Computer(2) || s.Player(rules.White) != Human() {
		t.Fatalf("started %v %v", s.Game().Variant(), s.Players())
	}
	if h.u.game.board.Flipped() {
		t.Fatal("the board turned away from White, the person")
	}
	set := loadSettings(h.u.prefs())
	if set.Variant != "turret" || set.Black != Computer(2) {
		t.Fatalf("the choice was not remembered: %+v", set)
	}
	h.u.showNewGame()
	if h.u.dlg.newGame.variant.Selected != "Turret Chess" || h.u.dlg.newGame.black.Selected != playerChoice(session.NewComputer(2)) {
		t.Fatal("the dialog does not offer the last choice")
	}
	// The person playing Black sees the board from Black's side.
	h.u.dlg.newGame.white.SetSelected(playerChoice(session.NewComputer(1)))
	h.u.dlg.newGame.black.SetSelected("Human")
	test.Tap(h.u.dlg.newGame.start)
	if !h.u.game.board.Flipped() {
		t.Fatal("the board does not face Black")
	}
}

func TestResultDialogAndHeader(t *testing.T) {
	h := newHarness(t, t.TempDir())
	for _, m := range []string{"f2f3", "e7e5", "g2g4", "d8h4"} {
		h.move(m)
	}
	if h.u.game.panel.state.Text != "Checkmate — Black wins" || h.snd.last() != sound.GameEnd {
		t.Fatalf("header %q sound %v", h.u.game.panel.state.Text, h.snd.last())
	}
	if n := len(h.snd.played); n != 4 || h.snd.played[2] != sound.Move {
		t.Fatalf("sounds %v: want three moves and one game end", h.snd.played)
	}
	if !strings.Contains(h.status(), "Game over") {
		t.Fatalf("status %q", h.status())
	}
	head, detail := resultParts(rules.ResultBlackWins, rules.ReasonCheckmate)
	if head != "Black wins" || detail != "by checkmate" {
		t.Fatal(head, detail)
	}
	h.pump("the result dialog", 5*time.Second, func() bool { return h.u.win.Canvas().Overlays().Top() != nil })
	if h.u.sess.CanResign() || h.u.sess.CanOfferDraw() || h.u.game.board.Interactive() {
		t.Fatal("actions stay available after the end")
	}
	h.u.run(cmdUndo)
	if h.u.sess.Game().Over() || !h.u.game.board.Interactive() {
		t.Fatal("undo did not reopen the game")
	}
}

func TestMoveSounds(t *testing.T) {
	cases := []struct {
		variant *rules.Variant
		fen     string
		move    string
		want    sound.Effect
	}{
		{rules.Chess, rules.Chess.StartFEN, "e2e4", sound.Move},
		{rules.TurretChess, "k9/8/8/8/8/8/8/NT7K w - - 0 1", "a1c1", sound.Sling},
		{rules.Gunnery, "4k3/4p3/8/8/8/4N3/4P3/K7 w - - 0 1", "e2e7", sound.Shot},
		{rules.Chess, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5", sound.Capture},
		{rules.Chess, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8", sound.Check},
	}
	for _, c := range cases {
		pos, err := rules.ParseFEN(c.variant, c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := pos.ParseMove(c.move)
		if err != nil {
			t.Fatalf("%s: %v", c.move, err)
		}
		after := pos.Clone()
		after.MakeMove(m)
		if got := moveSound(pos, m, after, false); got != c.want {
			t.Errorf("%s %s: %v, want %v", c.variant.ID, c.move, got, c.want)
		}
	}
	if effectSound([]rules.Effect{{Kind: rules.EffectTeleport}, {Kind: rules.EffectCapture}}) != sound.Teleport {
		t.Error("a teleport that captures sounds as a capture")
	}
	if effectSound([]rules.Effect{{Kind: rules.EffectTurnover}}) != sound.Turnover {
		t.Error("turnover")
	}
}

func TestGuideWindow(t *testing.T) {
	h := newHarness(t, t.TempDir())
	for _, v := range rules.Variants {
		h.start(v, "", Human(), Human())
		h.key(fyne.KeyF1)
		g := h.u.guide
		if g == nil || g.pages[g.shown].variant != v {
			t.Fatalf("%s: F1 did not open its guide", v.ID)
		}
		if !strings.Contains(g.win.Title(), v.Name) {
			t.Errorf("%s: guide window title %q", v.ID, g.win.Title())
		}
		boards := 0
		var walk func(o fyne.CanvasObject)
		walk = func(o fyne.CanvasObject) {
			switch x := o.(type) {
			case *widgets.Board:
				boards++
				if x.Interactive() {
					t.Errorf("%s: a guide diagram takes moves", v.ID)
				}
			case *fyne.Container:
				for _, c := range x.Objects {
					walk(c)
				}
			}
		}
		walk(g.page.Content)
		if boards < 4 {
			t.Errorf("%s: the guide page shows %d diagrams", v.ID, boards)
		}
	}
	h.u.showNotation()
	if h.u.guide.pages[h.u.guide.shown].variant != nil {
		t.Error("Help → Notation did not show the notation page")
	}
	h.u.showAbout()
	h.u.showShortcuts()
	h.u.showSettings()
}

// TestReplacingAnUnsavedGameAsksAndUndoBringsItBack: without a games library (no storage
// folder), New game over an unsaved game in progress asks first; Cancel keeps it, Discard
// replaces it, and Undo brings it back.
func TestReplacingAnUnsavedGameAsksAndUndoBringsItBack(t *testing.T) {
	h := newHarness(t, "")
	h.move("e2e4")
	h.move("e7e5")
	want := h.sans()
	h.u.showNewGame()
	h.u.startNewGame(h.u.dlg.newGame)
	if h.u.dlg.unsaved == nil {
		t.Fatal("no Save/Discard/Cancel question for an unsaved game")
	}
	h.u.closeDialogs() // Escape: Cancel
	if !slices.Equal(h.sans(), want) {
		t.Fatal("cancelling the question changed the game")
	}
	h.u.showNewGame()
	h.u.startNewGame(h.u.dlg.newGame)
	h.u.askUnsavedDiscard(t)
	if h.u.sess.Game().Ply() != 0 {
		t.Fatal("Discard did not start the new game")
	}
	if !h.u.sess.CanReturnToPrevious() || h.u.menu.undo.Label != "Undo new game" || h.u.game.panel.buttons.undo.Text != "Undo new game" {
		t.Fatalf("Undo does not offer the previous game (%q)", h.u.menu.undo.Label)
	}
	h.u.run(cmdUndo)
	if !slices.Equal(h.sans(), want) {
		t.Fatalf("Undo brought back %v, want %v", h.sans(), want)
	}
	// A saved game is replaced without a question.
	path := t.TempDir() + "/saved.pgn"
	if err := h.u.savePath(path); err != nil {
		t.Fatal(err)
	}
	h.u.showNewGame()
	h.u.startNewGame(h.u.dlg.newGame)
	if h.u.dlg.unsaved != nil || h.u.sess.Game().Ply() != 0 {
		t.Fatal("a saved game still asked, or was not replaced")
	}
}

// askUnsavedDiscard presses Discard in the open question.
func (u *ui) askUnsavedDiscard(t *testing.T) {
	t.Helper()
	if u.dlg.unsaved == nil {
		t.Fatal("no question open")
	}
	u.tapDialogButton(t, "Discard")
}

// tapDialogButton taps the first button with the text in the open dialogs.
func (u *ui) tapDialogButton(t *testing.T, text string) {
	t.Helper()
	found := false
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Button:
			if x.Text == text && !found {
				found = true
				x.OnTapped()
			}
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c)
			}
		}
	}
	for _, o := range u.win.Canvas().Overlays().List() {
		walk(o)
	}
	if !found {
		t.Fatalf("no %q button in the open dialogs", text)
	}
}

func TestPastedPositionKeepsTheVariantOrAsks(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.start(rules.Gunnery, "", Human(), Human())
	fen := "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
	if err := h.u.pasteFENText(fen); err != nil {
		t.Fatal(err)
	}
	if h.u.sess.Game().Variant() != rules.Gunnery || h.u.dlg.variant != nil {
		t.Fatalf("a position that fits Gunnery Chess became %s", h.u.sess.Game().Variant().ID)
	}
	h.start(rules.TurretChess, "", Human(), Human())
	if err := h.u.pasteFENText(fen); err != nil {
		t.Fatal(err)
	}
	if h.u.dlg.variant == nil {
		t.Fatal("an 8x8 position pasted in Turret Chess did not ask which game it is")
	}
	h.u.chooseVariantPick(t, rules.CatapultChess)
	if h.u.sess.Game().Variant() != rules.CatapultChess {
		t.Fatalf("picked Chess++, got %s", h.u.sess.Game().Variant().ID)
	}
}

func (u *ui) chooseVariantPick(t *testing.T, v *rules.Variant) {
	t.Helper()
	u.tapDialogButton(t, v.Name)
}
