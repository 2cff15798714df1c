package app

import (
	"time"

	"fyne.io/fyne/v2/widget"

	"siegeworks/rules"
	"siegeworks/session"
)

// clockTick is how often a running clock is redrawn and checked for a flag.
const clockTick = 100 * time.Millisecond

// showPlayers writes the two player lines: who plays, whose turn it is and, in a clocked
// game, each side's time — the running clock highlighted, little time left in red.
func (g *gameScreen) showPlayers() {
	s := g.sess
	tc := s.TimeControl()
	for c, lbl := range g.panel.players {
		side := rules.Color(c)
		toMove := !s.Game().Over() && s.ToMove() == side
		lbl.TextStyle.Bold = toMove
		lbl.Importance = widget.MediumImportance
		if toMove {
			lbl.Importance = widget.HighImportance
		}
		text := colorName(side) + ": " + s.Player(side).String()
		if tc.On() {
			left := s.ClockLeft(side)
			text += "  ·  " + session.ClockText(left)
			if tc.LowTime(left) {
				lbl.Importance = widget.DangerImportance
			}
		}
		lbl.SetText(text)
	}
	g.ensureClockTicker()
}

// ensureClockTicker runs the clock display while a clock runs, and only then (an idle
// window uses no time).
func (g *gameScreen) ensureClockTicker() {
	if !g.sess.ClocksRunning() || g.ticking {
		return
	}
	g.ticking = true
	go func() {
		t := time.NewTicker(clockTick)
		defer t.Stop()
		for range t.C {
			running := make(chan bool, 1)
			g.h.post(func() {
				if g.sess.CheckFlag() {
					g.status.say(colorName(g.sess.Game().Position().SideToMove()) + "'s time ran out.")
				}
				g.showPlayersOnly()
				r := g.sess.ClocksRunning()
				if !r {
					g.ticking = false
				}
				running <- r
			})
			if !<-running {
				return
			}
		}
	}()
}

// showPlayersOnly refreshes the player lines without restarting the ticker.
func (g *gameScreen) showPlayersOnly() {
	ticking := g.ticking
	g.ticking = true // showPlayers must not start a second ticker
	g.showPlayers()
	g.ticking = ticking
}
