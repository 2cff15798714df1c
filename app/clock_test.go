package app

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/widget"

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
	if tc := timeControlFromTag("300+3"); tc != (TimeControl{5 * time.Minute, 3 * time.Second}) || tc.pgnTag() != "300+3" {
		t.Errorf("PGN tag: %v", tc)
	}
	if clockText(4*time.Minute+59*time.Second) != "4:59" || clockText(9500*time.Millisecond) != "0:09.5" {
		t.Errorf("clock text: %q %q", clockText(4*time.Minute+59*time.Second), clockText(9500*time.Millisecond))
	}
}

// fakeClock is a controllable time source.
type fakeClock struct{ t time.Time }

func (f *fakeClock) now() time.Time          { return f.t }
func (f *fakeClock) advance(d time.Duration) { f.t = f.t.Add(d) }

// Clocks run on each side's turn with the increment after every move, are recorded in the
// game, follow undo, travel in the PGN, and a flag fall ends the game — a draw when the
// winner could not have mated.
func TestClocks(t *testing.T) {
	h := newHarness(t, t.TempDir())
	s := h.u.sess
	fc := &fakeClock{t: time.Unix(1000, 0)}
	s.Now = fc.now
	s.SetTimeControl(TimeControl{Base: time.Minute, Inc: 2 * time.Second})
	h.start(rules.Chess, "", Human(), Human())
	fc.advance(10 * time.Second)
	h.move("e2e4")
	if got := s.ClockLeft(rules.White); got != 52*time.Second {
		t.Fatalf("White after 10 s and the increment: %v", got)
	}
	if d, ok := s.Game().Clock(1); !ok || d != 52*time.Second {
		t.Fatalf("recorded: %v %v", d, ok)
	}
	fc.advance(5 * time.Second)
	if !s.ClockRunning(rules.Black) || s.ClockLeft(rules.Black) != 55*time.Second {
		t.Fatalf("Black's clock: running %v, %v", s.ClockRunning(rules.Black), s.ClockLeft(rules.Black))
	}
	h.u.refresh(false)
	if !strings.Contains(h.u.players[rules.Black].Text, "0:55") {
		t.Errorf("Black's line %q", h.u.players[rules.Black].Text)
	}
	h.move("e7e5")
	pgn := s.PGN()
	if !strings.Contains(pgn, `[TimeControl "60+2"]`) || !strings.Contains(pgn, "{[%clk 0:00:52]}") {
		t.Fatalf("PGN:\n%s", pgn)
	}
	// Undo gives White's turn back with the time it had then.
	fc.advance(20 * time.Second)
	h.u.undo()
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
	if h.u.players[rules.White].Importance != widget.DangerImportance {
		h.u.refresh(false)
	}
	// Against a lone knight the flag is a draw.
	s.SetTimeControl(TimeControl{Base: time.Minute})
	h.start(rules.Chess, "4k3/4p3/8/8/8/8/8/2N1K3 b - - 0 1", Human(), Human())
	fc.advance(61 * time.Second)
	if !s.CheckFlag() {
		t.Fatal("no flag fall")
	}
	if r, why := s.Game().Result(); r != rules.ResultDraw || why != rules.ReasonTimeNoMate {
		t.Fatalf("result %v %v", r, why)
	}
}

// The low-time mark: under 20 seconds the running side's line turns red.
func TestLowTimeIsMarked(t *testing.T) {
	h := newHarness(t, t.TempDir())
	fc := &fakeClock{t: time.Unix(1000, 0)}
	h.u.sess.Now = fc.now
	h.u.sess.SetTimeControl(TimeControl{Base: time.Minute})
	h.start(rules.Chess, "", Human(), Human())
	fc.advance(45 * time.Second)
	h.u.refresh(false)
	if h.u.players[rules.White].Importance != widget.DangerImportance || h.u.players[rules.Black].Importance == widget.DangerImportance {
		t.Fatalf("importance: White %v, Black %v", h.u.players[rules.White].Importance, h.u.players[rules.Black].Importance)
	}
}

// The new-game dialog offers the usual time controls and a custom one, and remembers it.
func TestNewGameWithAClock(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.u.showNewGame()
	d := h.u.newGame
	d.clock.SetSelected("5+3")
	h.u.startNewGame(d)
	if tc := h.u.sess.TimeControl(); tc != (TimeControl{5 * time.Minute, 3 * time.Second}) {
		t.Fatalf("time control %v", tc)
	}
	if loadSettings(h.app.Preferences()).Clock != "5+3" {
		t.Error("the clock choice is not remembered")
	}
	h.u.showNewGame()
	d = h.u.newGame
	d.clock.SetSelected(customClock)
	d.customClock.SetText("nonsense")
	h.u.startNewGame(d)
	if d.errLbl.Hidden || !strings.Contains(d.errLbl.Text, "minutes + seconds") {
		t.Fatalf("a bad custom clock: %q", d.errLbl.Text)
	}
	d.customClock.SetText("25+10")
	h.u.startNewGame(d)
	if tc := h.u.sess.TimeControl(); tc.String() != "25+10" {
		t.Fatalf("custom clock %v", tc)
	}
}
