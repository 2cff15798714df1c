package app

import (
	"strings"
	"testing"
	"time"

	"siegeworks/rules"
	"siegeworks/session"
)

// fakeClock is a controllable time source.
type fakeClock struct{ t time.Time }

func (f *fakeClock) now() time.Time          { return f.t }
func (f *fakeClock) advance(d time.Duration) { f.t = f.t.Add(d) }

// bar is the player bar that shows side c.
func (h *harness) bar(c rules.Color) *playerBar {
	for _, b := range h.u.game.bars {
		if b.side == c {
			return b
		}
	}
	h.t.Fatalf("no bar shows %v", c)
	return nil
}

// Big clocks above and below the board, each on the side of the player it belongs to,
// following a flip: the running one lit; undo shows the time given back; a flag fall is
// said in the status line and the loser's clock shows red at zero.
func TestClocksOnTheBoardsEdges(t *testing.T) {
	h := newHarness(t, t.TempDir())
	s := h.u.sess
	fc := &fakeClock{t: time.Unix(1000, 0)}
	s.Now = fc.now
	s.SetTimeControl(session.TimeControl{Base: time.Minute, Inc: 2 * time.Second})
	h.start(rules.Chess, "", Human(), Human())
	g := h.u.game
	if g.bars[0].side != rules.Black || g.bars[1].side != rules.White {
		t.Fatal("White's bar is not at the bottom of an unflipped board")
	}
	if got := h.bar(rules.White).clock.Text; got != "1:00" || h.bar(rules.White).clockBox.Hidden {
		t.Fatalf("White's clock at the start %q", got)
	}
	h.move("e2e4") // the first moves are free, as on lichess
	h.move("e7e5")
	fc.advance(10 * time.Second)
	h.move("g1f3")
	fc.advance(5 * time.Second)
	g.refresh(false)
	if h.bar(rules.Black).clock.Text != "0:55" || h.bar(rules.White).clock.Text != "0:52" {
		t.Errorf("clocks %q / %q", h.bar(rules.White).clock.Text, h.bar(rules.Black).clock.Text)
	}
	if !h.bar(rules.Black).running || h.bar(rules.White).running {
		t.Error("the running clock is not the lit one")
	}
	h.u.run(cmdFlip)
	if g.bars[0].side != rules.White || g.bars[0].clock.Text != "0:52" {
		t.Error("the clocks did not follow the flip")
	}
	h.u.run(cmdFlip)
	h.u.run(cmdUndo)
	if h.bar(rules.White).clock.Text != "1:00" {
		t.Errorf("after undo White's clock %q", h.bar(rules.White).clock.Text)
	}
	h.move("g1f3")
	h.u.game.board.OnPointAt("the black knight on b8") // the pointer rests on a piece
	fc.advance(61 * time.Second)
	h.pump("the flag fall", 5*time.Second, func() bool { return s.Game().Over() })
	if strings.Contains(h.status(), "knight on b8") {
		t.Errorf("the pointer's words stay after the flag fall: %q", h.status())
	}
	if !strings.Contains(h.status(), "Black's time ran out") {
		t.Errorf("status %q", h.status())
	}
	if b := h.bar(rules.Black); !b.low || b.clock.Text != "0:00.0" {
		t.Errorf("Black's clock after the flag %q (low %v)", b.clock.Text, b.low)
	}
	// Without a clock the bars name the players only.
	s.SetTimeControl(session.TimeControl{})
	h.start(rules.Chess, "", Human(), Computer(2))
	if !g.bars[0].clockBox.Hidden || !strings.Contains(h.bar(rules.Black).name.Text, "Computer (level 2)") {
		t.Errorf("without a clock: %q, clock hidden %v", h.bar(rules.Black).name.Text, g.bars[0].clockBox.Hidden)
	}
}

// The low-time mark: under 20 seconds the running side's clock turns red.
func TestLowTimeIsMarked(t *testing.T) {
	h := newHarness(t, t.TempDir())
	fc := &fakeClock{t: time.Unix(1000, 0)}
	h.u.sess.Now = fc.now
	h.u.sess.SetTimeControl(session.TimeControl{Base: time.Minute})
	h.start(rules.Chess, "", Human(), Human())
	h.move("e2e4")
	h.move("e7e5")
	fc.advance(45 * time.Second)
	h.u.game.refresh(false)
	if !h.bar(rules.White).low || h.bar(rules.Black).low {
		t.Fatalf("low: White %v, Black %v", h.bar(rules.White).low, h.bar(rules.Black).low)
	}
}

// The new-game dialog offers the usual time controls and a custom one, and remembers it.
func TestNewGameWithAClock(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.u.showNewGame()
	d := h.u.dlg.newGame
	d.clock.SetSelected("5+3")
	h.u.startNewGame(d)
	if tc := h.u.sess.TimeControl(); tc != (session.TimeControl{Base: 5 * time.Minute, Inc: 3 * time.Second}) {
		t.Fatalf("time control %v", tc)
	}
	if loadSettings(h.u.prefs()).Clock != "5+3" {
		t.Error("the clock choice is not remembered")
	}
	h.u.showNewGame()
	d = h.u.dlg.newGame
	d.clock.SetSelected(customClock())
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
