package app

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/rules"
	"siegeworks/session"
)

// clockTick is how often a running clock is redrawn and checked for a flag.
const clockTick = 100 * time.Millisecond

// clockTextSize is the size of a big clock's digits.
const clockTextSize = 26

// playerBar is one side's line at the board's edge — the top one for the player whose pieces
// stand at the top, following a flip: who plays that side and, in a clocked game, a big
// clock, lit while it runs and red when little time is left.
type playerBar struct {
	side     rules.Color
	name     *widget.Label
	clock    *canvas.Text
	face     *canvas.Rectangle // behind the clock
	clockBox *fyne.Container
	root     *fyne.Container
	running  bool // the clock is the one running
	low      bool // little time is left
}

func newPlayerBar() *playerBar {
	b := &playerBar{name: widget.NewLabel("")}
	b.name.Truncation = fyne.TextTruncateEllipsis
	b.clock = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	b.clock.TextSize = clockTextSize
	b.clock.TextStyle = fyne.TextStyle{Monospace: true, Bold: true}
	b.face = canvas.NewRectangle(color.Transparent)
	b.face.CornerRadius = 6
	b.clockBox = container.NewStack(b.face, container.NewPadded(b.clock))
	b.root = container.NewBorder(nil, nil, nil, b.clockBox, b.name)
	return b
}

// show writes the bar for its side: the player, whose turn it is and the time left.
func (b *playerBar) show(s *session.Session) {
	side := b.side
	toMove := !s.Game().Over() && s.ToMove() == side
	b.name.TextStyle.Bold = toMove
	b.name.Importance = widget.MediumImportance
	if toMove {
		b.name.Importance = widget.HighImportance
	}
	b.name.SetText(sideTitle(side) + " · " + s.Player(side).String())
	tc := s.TimeControl()
	b.clockBox.Hidden = !tc.On()
	if !tc.On() {
		return
	}
	left := s.ClockLeft(side)
	b.running, b.low = s.ClockRunning(side), tc.LowTime(left)
	text, face := theme.Color(theme.ColorNameForeground), theme.Color(theme.ColorNameInputBackground)
	switch {
	case b.low && (b.running || left == 0):
		text, face = theme.Color(theme.ColorNameForegroundOnError), theme.Color(theme.ColorNameError)
	case b.running:
		text, face = theme.Color(theme.ColorNameForegroundOnPrimary), theme.Color(theme.ColorNamePrimary)
	case b.low:
		text = theme.Color(theme.ColorNameError)
	}
	b.clock.Text, b.clock.Color, b.face.FillColor = session.ClockText(left), text, face
	b.clock.Refresh()
	b.face.Refresh()
	b.clockBox.Refresh()
}

// boardArea is the board between the two player bars.
func (g *gameScreen) boardArea() fyne.CanvasObject {
	g.area = container.NewBorder(g.bars[0].root, g.bars[1].root, nil, nil, g.board)
	return g.area
}

// showPlayers writes the two player bars, the top one for the side at the top of the board.
func (g *gameScreen) showPlayers() {
	top := rules.Black
	if g.board.Flipped() {
		top = rules.White
	}
	g.bars[0].side, g.bars[1].side = top, top.Other()
	// In a small window without clocks the compact bar says whose turn it is, and the
	// board keeps the room the two bars would take.
	hide := g.arrange.narrow && !g.sess.TimeControl().On()
	for _, b := range g.bars {
		b.show(g.sess)
		if b.root.Hidden != hide {
			b.root.Hidden = hide
			if g.area != nil {
				g.area.Refresh()
			}
		}
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
					if g.sess.Game().Position().SideToMove() == rules.White {
						g.status.say(lang.L("White's time ran out."))
					} else {
						g.status.say(lang.L("Black's time ran out."))
					}
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

// showPlayersOnly refreshes the player bars without restarting the ticker.
func (g *gameScreen) showPlayersOnly() {
	ticking := g.ticking
	g.ticking = true // showPlayers must not start a second ticker
	g.showPlayers()
	g.ticking = ticking
}

// sideTitle is a side as the player bars name it, in the player's language: "White".
func sideTitle(c rules.Color) string {
	if c == rules.Black {
		return lang.L("Black")
	}
	return lang.L("White")
}
