package app

import (
	"time"

	"fyne.io/fyne/v2/widget"

	"siegeworks/rules"
)

// clockTick is how often a running clock is redrawn and checked for a flag.
const clockTick = 100 * time.Millisecond

// showPlayers writes the two player lines: who plays, whose turn it is and, in a clocked
// game, each side's time — the running clock highlighted, little time left in red.
func (u *ui) showPlayers() {
	s := u.sess
	g := s.Game()
	tc := s.TimeControl()
	for c, lbl := range u.players {
		side := rules.Color(c)
		toMove := !g.Over() && s.ToMove() == side
		lbl.TextStyle.Bold = toMove
		lbl.Importance = widget.MediumImportance
		if toMove {
			lbl.Importance = widget.HighImportance
		}
		text := colorName(side) + ": " + s.Player(side).String()
		if tc.On() {
			left := s.ClockLeft(side)
			text += "  ·  " + clockText(left)
			if tc.lowTime(left) {
				lbl.Importance = widget.DangerImportance
			}
		}
		lbl.SetText(text)
	}
	u.ensureClockTicker()
}

// ensureClockTicker runs the clock display while a clock runs, and only then (an idle
// window uses no time).
func (u *ui) ensureClockTicker() {
	if !u.sess.clockRunning() || u.clockTicking {
		return
	}
	u.clockTicking = true
	go func() {
		t := time.NewTicker(clockTick)
		defer t.Stop()
		for range t.C {
			running := make(chan bool, 1)
			u.cfg.post(func() {
				if u.sess.CheckFlag() {
					u.setStatus(colorName(u.sess.Game().Position().SideToMove()) + "'s time ran out.")
				}
				u.showPlayersOnly()
				r := u.sess.clockRunning()
				if !r {
					u.clockTicking = false
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
func (u *ui) showPlayersOnly() {
	ticking := u.clockTicking
	u.clockTicking = true // showPlayers must not start a second ticker
	u.showPlayers()
	u.clockTicking = ticking
}
