package session

import (
	"strings"
	"testing"
	"time"

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

// Clocks run on each side's turn with the increment after every move, are recorded in the
// game, follow undo, travel in the PGN, and a flag fall ends the game — a draw when the
// winner could not have mated.
func TestClocks(t *testing.T) {
	h := newHarness(t)
	s := h.s
	fc := &fakeClock{t: time.Unix(1000, 0)}
	s.Now = fc.now
	s.SetTimeControl(TimeControl{Base: time.Minute, Inc: 2 * time.Second})
	h.start(rules.Chess, "", Human{}, Human{})
	fc.advance(10 * time.Second)
	h.move("e2e4")
	if got := s.ClockLeft(rules.White); got != 52*time.Second {
		t.Fatalf("White after 10 s and the increment: %v", got)
	}
	if d, ok := s.Game().Clock(1); !ok || d != 52*time.Second {
		t.Fatalf("recorded: %v %v", d, ok)
	}
	fc.advance(5 * time.Second)
	if !s.ClockRunning(rules.Black) || s.ClockRunning(rules.White) || s.ClockLeft(rules.Black) != 55*time.Second {
		t.Fatalf("Black's clock: running %v, %v", s.ClockRunning(rules.Black), s.ClockLeft(rules.Black))
	}
	h.move("e7e5")
	pgn := s.PGN()
	if !strings.Contains(pgn, `[TimeControl "60+2"]`) || !strings.Contains(pgn, "{[%clk 0:00:52]}") {
		t.Fatalf("PGN:\n%s", pgn)
	}
	// Undo gives White's turn back with the time it had then.
	fc.advance(20 * time.Second)
	s.Undo()
	if s.Game().Ply() != 1 || s.ClockLeft(rules.Black) != 60*time.Second {
		t.Fatalf("after undo: ply %d, Black %v", s.Game().Ply(), s.ClockLeft(rules.Black))
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
	if h.last().Kind != EvEnded || s.ClocksRunning() {
		t.Fatal("the flag fall did not end the game and stop the clocks")
	}
	// Against a lone knight the flag is a draw.
	s.SetTimeControl(TimeControl{Base: time.Minute})
	h.start(rules.Chess, "4k3/4p3/8/8/8/8/8/2N1K3 b - - 0 1", Human{}, Human{})
	fc.advance(61 * time.Second)
	if !s.CheckFlag() {
		t.Fatal("no flag fall")
	}
	if r, why := s.Game().Result(); r != rules.ResultDraw || why != rules.ReasonTimeNoMate {
		t.Fatalf("result %v %v", r, why)
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
