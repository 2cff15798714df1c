package session

import (
	"testing"
	"time"

	"siegeworks/engine"
	"siegeworks/rules"
)

func TestTheComputerReplies(t *testing.T) {
	h := newHarness(t)
	s := h.s
	h.start(rules.Chess, "", Human{}, NewComputer(1))
	h.move("e2e4")
	if !s.Thinking() || s.HumanToMove() {
		t.Fatal("the computer is not thinking")
	}
	if e := h.last(); e.Kind != EvThinking || !e.Think.Active || e.Think.Side != rules.Black {
		t.Fatalf("last event %+v, want Black thinking", e)
	}
	h.pump("the computer's reply", 10*time.Second, func() bool { return s.Game().Ply() == 2 })
	if s.Thinking() || !s.HumanToMove() {
		t.Fatal("the turn did not come back to the person")
	}
	// Undo after its move takes back to the person's turn: two plies.
	if !s.Undo() || s.Game().Ply() != 0 || !s.HumanToMove() {
		t.Fatalf("after undo: ply %d", s.Game().Ply())
	}
	if s.Thinking() {
		t.Fatal("the computer started thinking after the undo")
	}
	// Redo replays both.
	if !s.Redo() || s.Game().Ply() != 2 || !s.HumanToMove() {
		t.Fatalf("after redo: ply %d", s.Game().Ply())
	}
}

func TestUndoWhileTheComputerThinks(t *testing.T) {
	h := newHarness(t)
	s := h.s
	s.AILimits = func(int) engine.Limits { return engine.Limits{Infinite: true} }
	h.start(rules.Chess, "", Human{}, NewComputer(8))
	h.move("d2d4")
	h.pump("the first thinking report", 10*time.Second, func() bool {
		e := h.last()
		return e.Kind == EvThinking && e.Think.Depth > 0
	})
	eng := s.engines.bySide[rules.Black]
	job := s.engines.lastJob[eng]
	start := time.Now()
	s.Undo()
	if s.Game().Ply() != 0 || s.Thinking() || !s.HumanToMove() {
		t.Fatalf("undo while thinking: ply %d thinking %v", s.Game().Ply(), s.Thinking())
	}
	select {
	case <-job.done:
	case <-time.After(2 * time.Second):
		t.Fatal("the search did not stop")
	}
	if d := time.Since(start); d > time.Second {
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
	h := newHarness(t)
	s := h.s
	h.start(rules.TurretChess, "", NewComputer(2), Human{})
	h.pump("the computer's first move", 10*time.Second, func() bool { return s.Game().Ply() == 1 })
	if !s.HumanToMove() {
		t.Fatal("the person is not to move")
	}
	if s.CanUndo() {
		t.Fatal("undo offered with no earlier turn of the person")
	}
}

func TestWatchingTwoComputers(t *testing.T) {
	h := newHarness(t)
	s := h.s
	h.start(rules.Turnover, "", NewComputer(1), NewComputer(1))
	h.pump("four moves", 20*time.Second, func() bool { return s.Game().Ply() >= 4 })
	if s.HumanToMove() || s.CanUndo() || s.CanHint() || s.CanResign() || s.CanOfferDraw() {
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
	h := newHarness(t)
	s := h.s
	h.start(rules.Chess, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", Human{}, Human{})
	if !s.Hint() || s.CanHint() {
		t.Fatal("the hint did not start, or a second one could")
	}
	h.pump("the hint", 10*time.Second, func() bool { return h.last().Kind == EvHint })
	if got := s.Game().Position().SAN(h.last().Move); got != "Ra8#" {
		t.Fatalf("hint %s, want Ra8#", got)
	}
	// A hint that arrives after a move is dropped.
	s.HintLimits = engine.Limits{MoveTime: 300 * time.Millisecond}
	s.Hint()
	h.move("g1f1")
	n := len(h.events)
	h.drain(400 * time.Millisecond)
	if h.sawEvent(n, EvHint) {
		t.Fatal("a stale hint was delivered")
	}
}

func TestTheComputerWeighsDrawOffers(t *testing.T) {
	h := newHarness(t)
	s := h.s
	// The computer (Black) has a bare king against a queen: it accepts.
	h.start(rules.Chess, "4k3/8/8/8/8/8/3Q4/4K3 w - - 0 1", Human{}, NewComputer(4))
	if err := s.OfferDraw(); err != nil || s.CanOfferDraw() {
		t.Fatalf("offer: %v; a second offer possible %v", err, s.CanOfferDraw())
	}
	h.pump("the answer", 10*time.Second, func() bool { return s.Game().Over() })
	if r, why := s.Game().Result(); r != rules.ResultDraw || why != rules.ReasonAgreement {
		t.Fatalf("result %v %v", r, why)
	}
	// At the start it declines.
	h.start(rules.Chess, "", Human{}, NewComputer(4))
	_ = s.OfferDraw()
	h.pump("the answer", 10*time.Second, func() bool { return h.last().Kind == EvDrawDeclined })
	if s.Game().Over() || !s.CanOfferDraw() {
		t.Fatal("the computer accepted a draw at the start, or no new offer can be made")
	}
}

// Between people the offer goes to the other person, who answers it.
func TestResignAndDrawBetweenPeople(t *testing.T) {
	h := newHarness(t)
	s := h.s
	h.move("e2e4")
	if err := s.Resign(); err != nil {
		t.Fatal(err)
	}
	if r, why := s.Game().Result(); r != rules.ResultWhiteWins || why != rules.ReasonResignation {
		t.Fatalf("result %v %v", r, why)
	}
	if h.last().Kind != EvEnded || s.HumanToMove() {
		t.Fatal("no end of the game")
	}
	h.start(rules.Chess, "", Human{}, Human{})
	if err := s.OfferDraw(); err != nil {
		t.Fatal(err)
	}
	if e := h.last(); e.Kind != EvDrawOffered || e.Side != rules.White {
		t.Fatalf("the offer was not put to the other player: %+v", e)
	}
	_ = s.AnswerDraw(false)
	if s.Game().Over() {
		t.Fatal("a declined draw ended the game")
	}
	_ = s.AnswerDraw(true)
	if r, why := s.Game().Result(); r != rules.ResultDraw || why != rules.ReasonAgreement {
		t.Fatalf("result %v %v", r, why)
	}
}

// The finished thinking report carries the depth of the search that chose the move.
func TestThinkingReportsTheChosenDepth(t *testing.T) {
	h := newHarness(t)
	s := h.s
	s.AILimits = func(int) engine.Limits { return engine.Limits{Depth: 3} }
	h.start(rules.Chess, "", Human{}, NewComputer(8))
	h.move("e2e4")
	h.pump("the computer's reply", 20*time.Second, func() bool { return s.Game().Ply() == 2 })
	var done ThinkInfo
	for _, e := range h.events {
		if e.Kind == EvThinking && !e.Think.Active && e.Think.Depth > 0 {
			done = e.Think
		}
	}
	if done.Depth != 3 || done.Side != rules.Black {
		t.Fatalf("finished report %+v, want depth 3 for Black", done)
	}
}

func TestEnginesAreReusedAcrossGames(t *testing.T) {
	h := newHarness(t)
	s := h.s
	h.start(rules.Chess, "", Human{}, NewComputer(1))
	h.move("e2e4")
	h.pump("the reply", 10*time.Second, func() bool { return s.Game().Ply() == 2 })
	first := s.engines.bySide[rules.Black]
	h.start(rules.Gunnery, "", Human{}, NewComputer(1))
	h.move("e2e4")
	h.pump("the reply", 10*time.Second, func() bool { return s.Game().Ply() == 2 })
	if s.engines.bySide[rules.Black] != first {
		t.Fatal("a new game made a new engine instead of reusing the idle one")
	}
}

// The computer searches with the session's Threads (level 8 only: the engine keeps the
// lower levels single-threaded), and hints use every core.
func TestTheComputerUsesTheThreadsSetting(t *testing.T) {
	h := newHarness(t)
	s := h.s
	s.AILimits = func(int) engine.Limits { return engine.Limits{Depth: 2} }
	s.Threads = 2
	h.start(rules.Chess, "", Human{}, NewComputer(8))
	h.move("e2e4")
	h.pump("the computer's reply", 10*time.Second, func() bool { return s.Game().Ply() == 2 })
	if got := s.engines.bySide[rules.Black].Threads(); got != 2 {
		t.Errorf("the computer searched with %d threads, want 2", got)
	}
	s.Threads = 0
	h.start(rules.Chess, "", Human{}, NewComputer(8))
	h.move("d2d4")
	h.pump("the computer's reply in the next game", 10*time.Second, func() bool { return s.Game().Ply() == 2 })
	if got := s.engines.bySide[rules.Black].Threads(); got != 1 {
		t.Errorf("with Threads 0 the computer searched with %d threads, want 1", got)
	}
	if got, want := s.engines.hintEngine(s.Seed).Threads(), engine.DefaultThreads(); got != want {
		t.Errorf("the hint engine has %d threads, want every core (%d)", got, want)
	}
}
