package app

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"siegeworks/engine"
	"siegeworks/rules"
)

// The window while the computer thinks: the indicator shows, the board waits; after the
// reply the board is the person's again, and Undo takes both moves back.
func TestTheWindowFollowsTheComputer(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.start(rules.Chess, "", Human(), Computer(1))
	h.move("e2e4")
	s := h.u.sess
	if !s.Thinking() || h.u.game.board.Interactive() || h.u.game.panel.thinking.Hidden {
		t.Fatal("the computer is not shown thinking")
	}
	h.pump("the computer's reply", 10*time.Second, func() bool { return s.Game().Ply() == 2 })
	if s.Thinking() || !h.u.game.board.Interactive() || !h.u.game.panel.thinking.Hidden {
		t.Fatal("the board did not come back to the person")
	}
	h.u.run(cmdUndo)
	if s.Game().Ply() != 0 || !h.u.game.board.Interactive() {
		t.Fatalf("after undo: ply %d", s.Game().Ply())
	}
	h.u.run(cmdRedo)
	if s.Game().Ply() != 2 || !h.u.game.board.Interactive() {
		t.Fatalf("after redo: ply %d", s.Game().Ply())
	}
}

// Undo while the computer thinks stops the indicator and gives the board back at once.
func TestUndoWhileTheComputerThinks(t *testing.T) {
	h := newHarness(t, t.TempDir())
	s := h.u.sess
	s.AILimits = func(int) engine.Limits { return engine.Limits{Infinite: true} }
	h.start(rules.Chess, "", Human(), Computer(8))
	h.move("d2d4")
	h.pump("the first thinking report", 10*time.Second, func() bool {
		return strings.Contains(h.u.game.panel.thinkLbl.Text(), "depth")
	})
	h.u.run(cmdUndo)
	if s.Game().Ply() != 0 || s.Thinking() || !h.u.game.board.Interactive() || !h.u.game.panel.thinking.Hidden {
		t.Fatalf("undo while thinking: ply %d thinking %v", s.Game().Ply(), s.Thinking())
	}
	h.drain(200 * time.Millisecond) // its result must be dropped
	if s.Game().Ply() != 0 {
		t.Fatal("a stale computer move was played")
	}
}

// In a game between computers no button lets a person act.
func TestWatchingTwoComputers(t *testing.T) {
	h := newHarness(t, t.TempDir())
	s := h.u.sess
	h.start(rules.Turnover, "", Computer(1), Computer(1))
	h.pump("two moves", 20*time.Second, func() bool { return s.Game().Ply() >= 2 })
	b := h.u.game.panel.buttons
	if h.u.game.board.Interactive() || !b.undo.Disabled() || !b.hint.Disabled() || !b.resign.Disabled() || !b.draw.Disabled() {
		t.Fatal("a person can act in a game between computers")
	}
	if !strings.Contains(h.status(), "Two computers are playing") {
		t.Errorf("status %q", h.status())
	}
	h.key(fyne.KeyLeft)
	h.pump("the running search", 10*time.Second, func() bool { return !s.Thinking() })
	if !strings.Contains(h.status(), "Paused while you look back") {
		t.Errorf("status %q", h.status())
	}
}

func TestHintInTheWindow(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.start(rules.Chess, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", Human(), Human())
	h.u.run(cmdHint)
	if !strings.Contains(h.status(), "Looking for a good move") || !h.u.game.panel.buttons.hint.Disabled() {
		t.Fatalf("while looking: status %q", h.status())
	}
	h.pump("the hint", 10*time.Second, func() bool { return strings.HasPrefix(h.status(), "Hint:") })
	if !strings.Contains(h.status(), "Ra8#") || h.u.game.board.Hint() == rules.NoMove {
		t.Fatalf("hint %q, want Ra8# marked on the board", h.status())
	}
	h.key(fyne.KeyEscape)
	if h.u.game.board.Hint() != rules.NoMove {
		t.Error("Escape did not clear the hint")
	}
}

func TestTheComputerAnswersADrawOffer(t *testing.T) {
	h := newHarness(t, t.TempDir())
	s := h.u.sess
	h.start(rules.Chess, "", Human(), Computer(4))
	h.u.run(cmdOffer)
	if s.Game().Over() || len(h.u.dlg.open) == 0 {
		t.Fatal("the offer did not ask first")
	}
	h.u.tapDialogButton(t, "Offer draw")
	if !strings.Contains(h.status(), "considering") || !h.u.game.panel.buttons.draw.Disabled() {
		t.Fatalf("while it weighs the offer: status %q", h.status())
	}
	h.pump("the answer", 10*time.Second, func() bool { return strings.Contains(h.status(), "declines") })
	if s.Game().Over() || h.u.game.panel.buttons.draw.Disabled() {
		t.Fatal("the computer accepted a draw at the start, or no new offer can be made")
	}
}

// A draw offer asks first: Cancel offers nothing.
func TestADrawOfferAsksFirst(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.start(rules.Chess, "4k3/8/8/8/8/8/3Q4/4K3 w - - 0 1", Human(), Computer(4))
	h.u.run(cmdOffer)
	h.u.tapDialogButton(t, "Cancel")
	h.drain(400 * time.Millisecond)
	if h.u.sess.Game().Over() || strings.Contains(h.status(), "considering") {
		t.Fatal("a cancelled offer was made")
	}
}

// The thinking line, once the computer has moved, reports the depth of the search that
// chose the move.
func TestThinkingLineReportsTheChosenDepth(t *testing.T) {
	h := newHarness(t, t.TempDir())
	s := h.u.sess
	s.AILimits = func(int) engine.Limits { return engine.Limits{Depth: 3} }
	h.start(rules.Chess, "", Human(), Computer(8))
	h.move("e2e4")
	h.pump("the computer's reply", 20*time.Second, func() bool { return s.Game().Ply() == 2 })
	h.drain(50 * time.Millisecond)
	if got := h.u.game.panel.thinkLbl.Text(); !strings.Contains(got, "chose its move at depth 3") {
		t.Fatalf("thinking line %q", got)
	}
}
