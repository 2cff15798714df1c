package app

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/widget"

	"siegeworks/rules"
	"siegeworks/session"
)

// fakeClock is a controllable time source.
type fakeClock struct{ t time.Time }

func (f *fakeClock) now() time.Time          { return f.t }
func (f *fakeClock) advance(d time.Duration) { f.t = f.t.Add(d) }

// The panel shows each side's clock beside its player, the running one highlighted; undo
// shows the time given back; a flag fall is said in the status line and the loser's clock
// shows red.
func TestClocksInThePanel(t *testing.T) {
	h := newHarness(t, t.TempDir())
	s := h.u.sess
	fc := &fakeClock{t: time.Unix(1000, 0)}
	s.Now = fc.now
	s.SetTimeControl(session.TimeControl{Base: time.Minute, Inc: 2 * time.Second})
	h.start(rules.Chess, "", Human(), Human())
	players := &h.u.game.panel.players
	if !strings.Contains(players[rules.White].Text, "1:00") || players[rules.White].Importance != widget.HighImportance {
		t.Fatalf("White's line at the start %q", players[rules.White].Text)
	}
	h.move("e2e4") // the first moves are free, as on lichess
	h.move("e7e5")
	fc.advance(10 * time.Second)
	h.move("g1f3")
	fc.advance(5 * time.Second)
	h.u.game.refresh(false)
	if !strings.Contains(players[rules.Black].Text, "0:55") || !strings.Contains(players[rules.White].Text, "0:52") {
		t.Errorf("lines %q / %q", players[rules.White].Text, players[rules.Black].Text)
	}
	if players[rules.Black].Importance != widget.HighImportance || players[rules.White].Importance != widget.MediumImportance {
		t.Error("the running clock is not the highlighted one")
	}
	h.u.run(cmdUndo)
	if !strings.Contains(players[rules.White].Text, "1:00") {
		t.Errorf("after undo White's line %q", players[rules.White].Text)
	}
	h.move("g1f3")
	fc.advance(61 * time.Second)
	h.pump("the flag fall", 5*time.Second, func() bool { return s.Game().Over() })
	if !strings.Contains(h.status(), "Black's time ran out") {
		t.Errorf("status %q", h.status())
	}
	if players[rules.Black].Importance != widget.DangerImportance || !strings.Contains(players[rules.Black].Text, "0:00.0") {
		t.Errorf("Black's line after the flag %q", players[rules.Black].Text)
	}
}

// The low-time mark: under 20 seconds the running side's line turns red.
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
	if h.u.game.panel.players[rules.White].Importance != widget.DangerImportance || h.u.game.panel.players[rules.Black].Importance == widget.DangerImportance {
		t.Fatalf("importance: White %v, Black %v", h.u.game.panel.players[rules.White].Importance, h.u.game.panel.players[rules.Black].Importance)
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
	if loadSettings(h.app.Preferences()).Clock != "5+3" {
		t.Error("the clock choice is not remembered")
	}
	h.u.showNewGame()
	d = h.u.dlg.newGame
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
