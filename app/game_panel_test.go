package app

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"siegeworks/internal/capture"
	"siegeworks/internal/longgame"
	"siegeworks/rules"
	"siegeworks/session"
)

// The game's panel holds still and shows all its words, from 800x600 to 1920x1080: the moves
// stay where they are whether the computer's thinking line takes one line or two, and the
// note that says which position is shown while looking back is whole (it was cut at every
// size), in a game of 1,001 moves each too.
func TestGamePanelHoldsStillAndShowsAllItsWords(t *testing.T) {
	h := newHarness(t, t.TempDir())
	s := h.u.sess
	for _, size := range []fyne.Size{smallWindow, fyne.NewSize(1024, 768), fyne.NewSize(1280, 800), largeWindow} {
		h.u.win.Resize(size)
		h.start(rules.TurretChess, "", Human(), Computer(2))
		s.AILimits = nil
		movesAt := func() float32 {
			capture.LayOut(h.u.win.Canvas())
			return fyne.CurrentApp().Driver().AbsolutePositionForObject(h.u.game.panel.moves).Y
		}
		want := movesAt()
		for _, think := range []session.ThinkInfo{
			{Side: rules.Black, Active: true},
			{Side: rules.Black, Active: true, Depth: 12, Score: -35},
			{Side: rules.Black, Depth: 12, Mate: -3},
			{Side: rules.Black, Active: true, Depth: 3, Score: 5},
		} {
			h.u.game.showThinking(think)
			if got := movesAt(); got != want {
				t.Errorf("%v: with %q the moves are at %.0f, not %.0f", size, h.u.game.panel.thinkLbl.Text(), got, want)
			}
			assertFits(t, h, "the game with "+h.u.game.panel.thinkLbl.Text())
		}
		s.Close()
		g, err := longgame.Play(rules.TurretChess, 1001, 1)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.LoadPGN(rules.WritePGN(g, nil), false); err != nil {
			t.Fatal(err)
		}
		for _, ply := range []int{3, 1500, 0, g.Ply()} {
			s.SetView(ply)
			assertFits(t, h, fmt.Sprintf("a long game looking back at ply %d", ply))
		}
	}
}
