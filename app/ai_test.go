package app

import (
	"strings"
	"testing"
	"time"

	"siegeworks/engine"
	"siegeworks/rules"
)

func TestTheComputerReplies(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.start(rules.Chess, "", Human(), Computer(1))
	h.move("e2e4")
	s := h.u.sess
	if !s.Thinking() || h.u.board.Interactive() || h.u.thinking.Hidden {
		t.Fatal("the computer is not shown thinking")
	}
	h.pump("the computer's reply", 10*time.Second, func() bool { return s.Game().Ply() == 2 })
	if s.Thinking() || !h.u.board.Interactive() || !h.u.thinking.Hidden {
		t.Fatal("the board did not come back to the person")
	}
	if h.events[len(h.events)-1] != EvThinking {
		t.Logf("events %v", h.events)
	}
	// Undo after its move takes back to the person's turn: two plies.
	h.u.undo()
	if s.Game().Ply() != 0 || !s.HumanToMove() {
		t.Fatalf("after undo: ply %d", s.Game().Ply())
	}
	if s.Thinking() {
		t.Fatal("the computer started thinking after the undo")
	}
	// Redo replays both.
	h.u.redo()
	if s.Game().Ply() != 2 || !s.HumanToMove() {
		t.Fatalf("after redo: ply %d", s.Game().Ply())
	}
}

func TestUndoWhileTheComputerThinks(t *testing.T) {
	h := newHarness(t, t.TempDir())
	s := h.u.sess
	s.AILimits = func(int) engine.Limits { return engine.Limits{Infinite: true} }
	h.start(rules.Chess, "", Human(), Computer(8))
	h.move("d2d4")
	h.pump("the first thinking report", 10*time.Second, func() bool { return strings.Contains(h.u.thinkLbl.Text(), "depth") })
	job := s.ai
	start := time.Now()
	h.u.undo()
	if s.Game().Ply() != 0 || s.Thinking() || !h.u.board.Interactive() || !h.u.thinking.Hidden {
		t.Fatalf("undo while thinking: ply %d thinking %v", s.Game().Ply(), s.Thinking())
	}
	select {
	case <-job.done:
	case <-time.After(2 * time.Second):
		t.Fatal("the search did not stop")
	}
	if d := time.Since(start); d > 500*time.Millisecond {
		t.Errorf("the search took %v to stop", d)
	}
	h.drain(200 * time.Millisecond) // its result must be dropped
	if s.Game().Ply() != 0 {
		t.Fatal("a stale computer move was played")
	}
	s.AILimits = func(int) engine.Limits { return engine.Limits{MoveTime: 30 * time.Millisecond} }
	h.move("e2e4")
	h.pump("a reply after the undo", 10*time.Second, func() bool { return s.Game().Ply() == 2 })
}

func TestComputerPlaysWhite(t *testing.T) {
	h := newHarness(t, t.TempDir())
	s := h.u.sess
	h.start(rules.TurretChess, "", Computer(2), Human())
	h.pump("the computer's first move", 10*time.Second, func() bool { return s.Game().Ply() == 1 })
	if !s.HumanToMove() {
		t.Fatal("the person is not to move")
	}
	if s.CanUndo() {
		t.Fatal("undo offered with no earlier turn of the person")
	}
}

func TestWatchingTwoComputers(t *testing.T) {
	h := newHarness(t, t.TempDir())
	s := h.u.sess
	h.start(rules.Turnover, "", Computer(1), Computer(1))
	h.pump("four moves", 20*time.Second, func() bool { return s.Game().Ply() >= 4 })
	if h.u.board.Interactive() || s.CanUndo() || s.CanHint() || s.CanResign() {
		t.Fatal("a person can act in a game between computers")
	}
	// Looking back pauses the game; returning resumes it.
	s.SetView(1)
	h.pump("the running search", 10*time.Second, func() bool { return !s.Thinking() })
	n := s.Game().Ply()
	h.drain(150 * time.Millisecond)
	if s.Game().Ply() != n || s.Thinking() {
		t.Fatal("the computers play on while the person looks back")
	}
	if s.ViewPly() != 1 {
		t.Fatal("a computer move moved the view")
	}
	s.SetView(n)
	h.pump("play to resume", 10*time.Second, func() bool { return s.Game().Ply() > n })
}

func TestHint(t *testing.T) {
	h := newHarness(t, t.TempDir())
	s := h.u.sess
	// White mates in one: Qh5xf7 is not it; Ra1-a8 is.
	h.start(rules.Chess, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", Human(), Human())
	h.u.hint()
	h.pump("the hint", 10*time.Second, func() bool { return strings.HasPrefix(h.u.status.Text, "Hint:") })
	if !strings.Contains(h.u.status.Text, "Ra8#") {
		t.Fatalf("hint %q, want Ra8#", h.u.status.Text)
	}
	// A hint that arrives after a move is dropped.
	s.HintLimits = engine.Limits{MoveTime: 300 * time.Millisecond}
	h.u.hint()
	h.move("g1f1")
	h.drain(400 * time.Millisecond)
	if strings.HasPrefix(h.u.status.Text, "Hint:") {
		t.Fatal("a stale hint was shown")
	}
}

func TestTheComputerWeighsDrawOffers(t *testing.T) {
	h := newHarness(t, t.TempDir())
	s := h.u.sess
	// The computer (Black) has a bare king against a queen: it accepts.
	h.start(rules.Chess, "4k3/8/8/8/8/8/3Q4/4K3 w - - 0 1", Human(), Computer(4))
	h.u.offerDraw()
	h.pump("the answer", 10*time.Second, func() bool { return s.Game().Over() })
	if r, why := s.Game().Result(); r != rules.ResultDraw || why != rules.ReasonAgreement {
		t.Fatalf("result %v %v", r, why)
	}
	// At the start it declines.
	h.start(rules.Chess, "", Human(), Computer(4))
	h.u.offerDraw()
	h.pump("the answer", 10*time.Second, func() bool { return strings.Contains(h.u.status.Text, "declines") })
	if s.Game().Over() {
		t.Fatal("the computer accepted a draw at the start")
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
	if got := h.u.thinkLbl.Text(); !strings.Contains(got, "chose its move at depth 3") {
		t.Fatalf("thinking line %q", got)
	}
}
