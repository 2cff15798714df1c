package session

import (
	"strings"
	"testing"
	"time"

	"siegeworks/engine"
	"siegeworks/rules"
)

func TestTimeControls(t *testing.T) {
	for text, want := range map[string]TimeControl{
		"5+3":   {5 * time.Minute, 3 * time.Second},
		"1+0":   {time.Minute, 0},
		"0.5":   {30 * time.Second, 0},
		"":      {},
		"15+10": {15 * time.Minute, 10 * time.Second},
	} {
		tc, err := ParseTimeControl(text)
		if err != nil || tc != want {
			t.Errorf("%q: %v %v", text, tc, err)
		}
		if text != "" && text != "0.5" && tc.String() != text {
			t.Errorf("%q prints as %q", text, tc.String())
		}
	}
	for _, bad := range []string{"x", "5+y", "-1+0", "0+5"} {
		if _, err := ParseTimeControl(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	if tc := TimeControlFromTag("300+3"); tc != (TimeControl{5 * time.Minute, 3 * time.Second}) || tc.PGNTag() != "300+3" {
		t.Errorf("PGN tag: %v", tc)
	}
	if ClockText(4*time.Minute+59*time.Second) != "4:59" || ClockText(9500*time.Millisecond) != "0:09.5" ||
		ClockText(time.Hour+2*time.Minute+3*time.Second) != "1:02:03" {
		t.Errorf("clock text: %q %q", ClockText(4*time.Minute+59*time.Second), ClockText(9500*time.Millisecond))
	}
	tc := TimeControl{Base: 10 * time.Minute}
	if !tc.LowTime(19*time.Second) || !tc.LowTime(59*time.Second) || tc.LowTime(61*time.Second) {
		t.Error("low time: under 20 s or a tenth of the base")
	}
}

// Clocks start once both sides have made their first move (as on lichess), then run on
// each side's turn with the increment after every move; they are recorded in the game,
// follow undo and redo exactly, travel in the PGN, and a flag fall ends the game — a draw
// when the winner could not have mated.
func TestClocks(t *testing.T) {
	h := newHarness(t)
	s := h.s
	fc := &fakeClock{t: time.Unix(1000, 0)}
	s.Now = fc.now
	s.SetTimeControl(TimeControl{Base: time.Minute, Inc: 2 * time.Second})
	h.start(rules.Chess, "", Human{}, Human{})
	if s.ClocksRunning() {
		t.Fatal("a clock runs before White's first move")
	}
	fc.advance(10 * time.Second)
	h.move("e2e4")
	fc.advance(7 * time.Second)
	if s.ClocksRunning() || s.ClockLeft(rules.White) != time.Minute || s.ClockLeft(rules.Black) != time.Minute {
		t.Fatalf("the first moves cost time: White %v, Black %v", s.ClockLeft(rules.White), s.ClockLeft(rules.Black))
	}
	h.move("e7e5")
	if !s.ClockRunning(rules.White) {
		t.Fatal("White's clock does not run after both first moves")
	}
	fc.advance(10 * time.Second)
	h.move("g1f3")
	if got := s.ClockLeft(rules.White); got != 52*time.Second {
		t.Fatalf("White after 10 s and the increment: %v", got)
	}
	if d, ok := s.Game().Clock(3); !ok || d != 52*time.Second {
		t.Fatalf("recorded: %v %v", d, ok)
	}
	fc.advance(5 * time.Second)
	if !s.ClockRunning(rules.Black) || s.ClockRunning(rules.White) || s.ClockLeft(rules.Black) != 55*time.Second {
		t.Fatalf("Black's clock: running %v, %v", s.ClockRunning(rules.Black), s.ClockLeft(rules.Black))
	}
	h.move("b8c6")
	pgn := s.PGN()
	if !strings.Contains(pgn, `[TimeControl "60+2"]`) || !strings.Contains(pgn, "{[%clk 0:00:52]}") {
		t.Fatalf("PGN:\n%s", pgn)
	}
	// Undo gives each side back the time it had then, and redo the time it had after.
	fc.advance(20 * time.Second)
	s.Undo()
	if s.Game().Ply() != 3 || s.ClockLeft(rules.Black) != 60*time.Second || s.ClockLeft(rules.White) != 52*time.Second {
		t.Fatalf("after undo: ply %d, White %v, Black %v", s.Game().Ply(), s.ClockLeft(rules.White), s.ClockLeft(rules.Black))
	}
	fc.advance(9 * time.Second)
	s.Redo()
	if s.Game().Ply() != 4 || s.ClockLeft(rules.Black) != 57*time.Second || s.ClockLeft(rules.White) != 52*time.Second {
		t.Fatalf("after redo: White %v, Black %v, want 0:52 and 0:57", s.ClockLeft(rules.White), s.ClockLeft(rules.Black))
	}
	// Reloaded from the PGN, the clocks are where they were.
	if err := s.LoadPGN(pgn, false); err != nil {
		t.Fatal(err)
	}
	if s.TimeControl() != (TimeControl{time.Minute, 2 * time.Second}) || s.ClockLeft(rules.Black) != 57*time.Second {
		t.Fatalf("reloaded: %v, Black %v", s.TimeControl(), s.ClockLeft(rules.Black))
	}
	// A flag fall: White, to move, runs out against Black's full army.
	fc.advance(53 * time.Second)
	if !s.CheckFlag() {
		t.Fatal("no flag fall")
	}
	if r, why := s.Game().Result(); r != rules.ResultBlackWins || why != rules.ReasonTime {
		t.Fatalf("result %v %v", r, why)
	}
	if h.last().Kind != EvEnded || s.ClocksRunning() || s.ClockLeft(rules.White) != 0 {
		t.Fatal("the flag fall did not end the game and stop the clocks at zero")
	}
	// Against a lone knight the flag is a draw.
	s.SetTimeControl(TimeControl{Base: time.Minute})
	h.start(rules.Chess, "4k3/4p3/8/8/8/8/8/2N1K3 b - - 0 1", Human{}, Human{})
	h.move("e7e6")
	h.move("c1d3")
	fc.advance(61 * time.Second)
	if !s.CheckFlag() {
		t.Fatal("no flag fall")
	}
	if r, why := s.Game().Result(); r != rules.ResultDraw || why != rules.ReasonTimeNoMate {
		t.Fatalf("result %v %v", r, why)
	}
}

// When a game ends by resignation or agreement, each clock shows the time its side has
// left: the running side is charged its turn so far, and nothing runs on.
func TestClocksStopWhereTheGameEnds(t *testing.T) {
	h := newHarness(t)
	s := h.s
	fc := &fakeClock{t: time.Unix(1000, 0)}
	s.Now = fc.now
	s.SetTimeControl(TimeControl{Base: 2 * time.Minute})
	for _, end := range []func() error{s.Resign, func() error { _ = s.OfferDraw(); return s.AnswerDraw(true) }} {
		h.start(rules.Chess, "", Human{}, Human{})
		h.move("e2e4")
		h.move("e7e5")
		fc.advance(14 * time.Second)
		if err := end(); err != nil {
			t.Fatal(err)
		}
		if got := s.ClockLeft(rules.White); got != 106*time.Second {
			t.Fatalf("White at the end: %v, want 1:46", got)
		}
		fc.advance(30 * time.Second)
		if got := s.ClockLeft(rules.White); got != 106*time.Second || s.ClocksRunning() {
			t.Fatalf("the clock ran on after the end: %v", got)
		}
	}
}

// Against the computer a person may pause: the clock stands still, the computer stops
// thinking, nobody moves; Resume goes on where it stood.
func TestPauseAgainstTheComputer(t *testing.T) {
	h := newHarness(t)
	s := h.s
	fc := &fakeClock{t: time.Unix(1000, 0)}
	s.Now = fc.now
	s.SetTimeControl(TimeControl{Base: time.Minute})
	s.AILimits = func(int) engine.Limits { return engine.Limits{Depth: 1} }
	h.start(rules.Chess, "", Human{}, NewComputer(3))
	if !s.CanPause() {
		t.Fatal("no pause against the computer")
	}
	h.move("e2e4")
	h.pump("the reply", 10*time.Second, func() bool { return s.Game().Ply() == 2 })
	s.AILimits = func(int) engine.Limits { return engine.Limits{Infinite: true} }
	h.move("d2d4")
	if !s.Thinking() {
		t.Fatal("the computer does not think")
	}
	fc.advance(5 * time.Second)
	if !s.Pause() || !s.Paused() || s.Thinking() || s.CanPause() {
		t.Fatal("the pause did not stop the computer")
	}
	left := s.ClockLeft(rules.Black)
	fc.advance(time.Hour)
	if s.ClockLeft(rules.Black) != left || s.ClocksRunning() {
		t.Fatal("the clock runs while paused")
	}
	s.Resume()
	if s.Paused() || !s.Thinking() || !s.ClockRunning(rules.Black) {
		t.Fatal("Resume did not go on")
	}
	fc.advance(2 * time.Second)
	if s.ClockLeft(rules.Black) != left-2*time.Second {
		t.Fatalf("after resuming: %v, want %v", s.ClockLeft(rules.Black), left-2*time.Second)
	}
	h2 := newHarness(t)
	if h2.s.CanPause() {
		t.Error("a game between two people here offers a pause")
	}
}

// The computer plays on its clock: its turn carries both sides' time.
func TestTheComputerPlaysOnItsClock(t *testing.T) {
	h := newHarness(t)
	s := h.s
	s.AILimits = nil
	fc := &fakeClock{t: time.Unix(1000, 0)}
	s.Now = fc.now
	s.SetTimeControl(TimeControl{Base: 2 * time.Second, Inc: 0})
	h.start(rules.Chess, "", Human{}, NewComputer(8))
	h.move("e2e4")
	tn := s.jobs.turn
	if tn == nil || !tn.Clocked() || tn.BTime != 2*time.Second || tn.Side() != rules.Black {
		t.Fatalf("the computer's turn: %+v", tn)
	}
	h.pump("the reply on a 2 s clock", 10*time.Second, func() bool { return s.Game().Ply() == 2 })
}
