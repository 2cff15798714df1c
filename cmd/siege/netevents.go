package main

import (
	"errors"
	"fmt"
	"time"

	"siegeworks/netplay"
	"siegeworks/rules"
	"siegeworks/session"
)

// What the friend, the link and the game tell a game at a distance, said to the person here.

// onNet hears the link and the friend.
func (g *netGame) onNet(e netplay.Event) {
	switch e.Kind {
	case netplay.EvStatus:
		g.onStatus(e.Status, e.Err)
	case netplay.EvHello:
		if g.greeted { // the friend came back
			return
		}
		g.greeted = true
		if g.peer.Host() {
			g.say("%s joined.", e.Text)
		} else {
			g.say("Connected: %s hosts the game.", e.Text)
		}
	case netplay.EvChat:
		g.say("%s says: %s", g.friend(), e.Text)
	case netplay.EvRefused:
		g.say("%s's program refused: %s", g.friend(), e.Text)
	case netplay.EvNote:
		g.say("%s", e.Text)
	case netplay.EvRematchOffered:
		g.peer.AnswerRematch(false)
	}
}

func (g *netGame) onStatus(st netplay.Status, err error) {
	switch st {
	case netplay.Connecting:
		if err != nil && err.Error() != g.lastErr {
			g.lastErr = err.Error()
			g.say("Cannot reach the host yet (%v); trying again until %s…", err, g.deadline.Format("15:04:05"))
		}
	case netplay.Connected:
		if g.lost {
			g.lost = false
			g.deadline = time.Time{}
			g.say("Connected again; the game goes on.")
		}
	case netplay.Lost:
		if g.done || (g.gameID != "" && !g.playing()) {
			return
		}
		if !g.lost {
			g.lost = true
			g.deadline = time.Now().Add(*g.lf.wait)
			g.say("Connection lost — reconnecting… (the game is kept; waiting up to %v for %s)", *g.lf.wait, g.friend())
		}
	case netplay.Failed:
		var refused *netplay.RefusedError
		switch {
		case errors.Is(err, netplay.ErrWrongCode):
			g.outcome = errors.New("the host refused the invitation code: check it with your friend (a number and three words), and that their game is still waiting")
		case errors.As(err, &refused):
			g.outcome = refused
		default:
			g.outcome = fmt.Errorf("the connection failed: %v", err)
		}
		g.say("%v", g.outcome)
		g.done = true
	}
}

// onSession hears the game.
func (g *netGame) onSession(ev session.Event) {
	switch ev.Kind {
	case session.EvReset:
		g.onReset()
	case session.EvMoved:
		g.onMoved(ev)
	case session.EvEnded:
		g.say("%s", g.resultWords())
		g.done = true
	case session.EvDrawOffered:
		if g.ch != nil {
			g.say("%s offers a draw; the engine here declines.", g.friend())
			_ = g.s.AnswerDraw(false)
			return
		}
		g.asked = drawQuestion
		g.say("%s offers a draw: type accept or decline.", g.friend())
	case session.EvDrawDeclined:
		if ev.Text != "" {
			g.say("%s", ev.Text)
		} else {
			g.say("%s declines the draw.", g.friend())
		}
	case session.EvTakebackRequested:
		if g.ch != nil {
			g.say("%s asks to take back their last move; the engine here declines.", g.friend())
			g.s.AnswerTakeback(false)
			return
		}
		g.asked = takebackQuestion
		g.say("%s asks to take back their last move: type accept or decline.", g.friend())
	case session.EvTakebackAnswered:
		if ev.Accept {
			g.say("%s agrees: your last move is taken back.", g.friend())
		} else {
			g.say("%s declines to take back your move.", g.friend())
		}
	}
}

// onReset: the game began, or moves were taken back.
func (g *netGame) onReset() {
	if g.s.ID() == g.gameID {
		if g.playing() {
			g.say("The board now:")
			g.showBoard()
			g.prompt()
		}
		return
	}
	g.gameID = g.s.ID()
	g.deadline, g.lost = time.Time{}, false
	v := g.s.Game().Variant()
	here, _ := g.s.LocalSide()
	g.say("The game begins: %s%s. You play %s, %s plays %s.", v.Name, clockWords(g.s.TimeControl()), sideWord(here), g.friend(), sideWord(here.Other()))
	if g.ch != nil {
		if err := g.ch.prepare(v); err != nil {
			g.say("%v", err)
			g.leave("the engine cannot play")
			return
		}
		g.say("%s plays your moves. Type help for what you can type.", g.ch.name())
	} else {
		g.say("Type your moves (like e4, Nf3, O-O or g1f3); help lists the commands.")
	}
	g.showBoard()
	g.prompt()
}

func (g *netGame) onMoved(ev session.Event) {
	gm := g.s.Game()
	ply := gm.Ply()
	label := rules.MoveLabel(gm.PositionAt(0), ply, gm.SANs()[ply-1])
	if ev.ByComputer {
		g.say("%s plays %s", g.friend(), label)
	} else {
		g.say("You play %s", label)
	}
	if g.ch == nil {
		g.showBoard()
	} else if c := g.clocksText(); c != "" {
		g.say("%s", c)
	}
	if ev.ByComputer {
		g.prompt()
	}
}

// resultWords says how the game ended, for the person here.
func (g *netGame) resultWords() string {
	r, why := g.s.Game().Result()
	here, _ := g.s.LocalSide()
	verdict := "A draw."
	switch {
	case r == rules.ResultWhiteWins && here == rules.White, r == rules.ResultBlackWins && here == rules.Black:
		verdict = "You win."
	case r == rules.ResultWhiteWins, r == rules.ResultBlackWins:
		verdict = g.friend() + " wins."
	}
	return fmt.Sprintf("Game over: %s (%s). %s", r, why, verdict)
}
