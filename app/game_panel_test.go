package app

import (
	"fmt"
	"math/rand"
	"testing"

	"fyne.io/fyne/v2"

	"siegeworks/internal/capture"
	"siegeworks/internal/longgame"
	"siegeworks/rules"
	"siegeworks/session"
	"siegeworks/words"
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

// The status line shows what a move would do and a premove's note whole, in two lines at
// 800x600 (the longest of a few hundred games' moves, in every variant: they were cut to
// one line with "…"), and the board stays where it is whatever the line says.
func TestStatusLineShowsLongWordsWhole(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.u.win.Resize(smallWindow)
	boardAt := func() string {
		capture.LayOut(h.u.win.Canvas())
		b := h.u.game.board
		return fmt.Sprint(fyne.CurrentApp().Driver().AbsolutePositionForObject(b), b.Size())
	}
	h.u.game.status.say("")
	want := boardAt()
	rnd := rand.New(rand.NewSource(1))
	for _, v := range rules.Variants {
		longest := ""
		for range 10 {
			g := rules.NewGame(v)
			for ply := 0; ply < 80 && !g.Over(); ply++ {
				var ml rules.MoveList
				g.Position().GenerateLegal(&ml)
				for _, m := range ml.Slice() {
					if d := words.Move(g.Position(), m); len(d) > len(longest) {
						longest = d
					}
				}
				if err := g.Play(ml.Slice()[rnd.Intn(ml.Len())]); err != nil {
					t.Fatal(err)
				}
			}
		}
		for _, words := range []func(){
			func() { h.u.game.status.preview(longest) },
			func() { h.u.game.status.preview(""); h.u.game.status.say(premoveWords(longest)) },
		} {
			words()
			assertFits(t, h, fmt.Sprintf("%s: the status line saying %q", v.Name, h.status()))
			if got := boardAt(); got != want {
				t.Errorf("%s: the board moved to %s (from %s) with %q", v.Name, got, want, h.status())
			}
		}
		h.u.game.status.say("")
	}
}
