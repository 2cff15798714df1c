package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"siegeworks/internal/disk"
	"siegeworks/netplay"
	"siegeworks/rules"
	"siegeworks/session"
)

// netGame is one game at a distance as siege host and siege join play it: a session whose
// posted work runs on the command's own goroutine (play's loop, as the app's runs on
// Fyne's), the friend a netplay.Peer, the side here a person typing or a chooser. Every
// wait of the loop is bounded: by the game's end, by -wait for the friend, by Ctrl-C.
type netGame struct {
	out  io.Writer
	lf   localFlags
	ch   chooser // nil: a person types the moves
	name string
	s    *session.Session
	peer *netplay.Peer
	work chan func()
	quit chan struct{} // closed when the loop is over: posted work is dropped

	gameID   string    // the game being played ("" before it begins)
	done     bool      // the loop ends
	outcome  error     // what the command returns
	deadline time.Time // when waiting for the friend gives up (zero: not waiting)
	lost     bool      // the connection dropped and is being re-established
	lastErr  string    // the last reason the host could not be reached, as said
	asked    question  // what the friend asked the person here
	think    thinking
	thinkers sync.WaitGroup
}

// question is a question of the friend's waiting for an answer here.
type question int

const (
	noQuestion question = iota
	drawQuestion
	takebackQuestion
)

// thinking is the chooser's search in progress, for one generation of the game.
type thinking struct {
	on     bool
	gen    uint64
	cancel context.CancelFunc
}

func newNetGame(out io.Writer, lf localFlags, ch chooser, name string) *netGame {
	g := &netGame{out: out, lf: lf, ch: ch, name: name, work: make(chan func(), 1024), quit: make(chan struct{})}
	g.s = session.New(g.post)
	g.s.Listen(g.onSession)
	return g
}

func (g *netGame) options() netplay.Options {
	return netplay.Options{Session: g.s, Post: g.post, Name: g.name, Notify: g.onNet}
}

// post runs f on the loop's goroutine; after the loop it is dropped.
func (g *netGame) post(f func()) {
	select {
	case g.work <- f:
	case <-g.quit:
	}
}

// say writes a line for the player.
func (g *netGame) say(format string, args ...any) {
	fmt.Fprintf(g.out, format+"\n", args...)
}

func (g *netGame) closeChooser() {
	if g.ch != nil {
		g.ch.close()
	}
}

// tooLong stands for a typed line too long to read.
const tooLong = "\x00"

// maxTypedLine bounds a typed line.
const maxTypedLine = 4096

// readTyped reads what is typed, line by line, until the end of input or quit.
func readTyped(in io.Reader, quit <-chan struct{}) <-chan string {
	lines := make(chan string)
	go func() {
		defer close(lines)
		r := bufio.NewReader(in)
		for {
			line, long, err := readLine(r, maxTypedLine)
			if err != nil {
				return
			}
			if long {
				line = tooLong
			}
			select {
			case lines <- line:
			case <-quit:
				return
			}
		}
	}()
	return lines
}

// loopTick is how often the loop looks at the clocks and the waits.
const loopTick = 100 * time.Millisecond

// play runs the game until it ends, the friend is given up on, or the person here leaves;
// then it closes the connection and prints (or writes) the game.
func (g *netGame) play(in io.Reader) error {
	lines := readTyped(in, g.quit)
	stop, unsubscribe := interrupts()
	defer unsubscribe()
	g.deadline = time.Now().Add(*g.lf.wait)
	tick := time.NewTicker(loopTick)
	defer tick.Stop()
	for !g.done {
		select {
		case f := <-g.work:
			f()
		case line, ok := <-lines:
			if !ok {
				lines = nil
				g.endOfInput()
			} else {
				g.typed(line)
			}
		case <-stop:
			g.leave("Ctrl-C")
		case <-tick.C:
			g.tick()
		}
		g.maybeThink()
	}
	g.shutdown()
	if g.gameID != "" {
		if err := g.writeGame(); err != nil && g.outcome == nil {
			g.outcome = err
		}
	}
	return g.outcome
}

// shutdown stops the search, the session and the connection (the friend hears it).
func (g *netGame) shutdown() {
	g.stopThinking()
	g.s.Close()
	close(g.quit)
	if g.peer != nil {
		g.peer.Close()
	}
	g.thinkers.Wait()
	g.closeChooser()
}

// playing tells whether the game at a distance is on.
func (g *netGame) playing() bool { return g.gameID != "" && !g.s.Game().Over() }

// friend is the friend's name.
func (g *netGame) friend() string {
	if g.peer == nil {
		return "Your friend"
	}
	return g.peer.String()
}

// tick lets the flag of the side here fall and gives up waits that lasted too long.
func (g *netGame) tick() {
	if g.playing() {
		g.s.CheckFlag()
	}
	if g.deadline.IsZero() || time.Now().Before(g.deadline) || g.done {
		return
	}
	wait := *g.lf.wait
	switch {
	case g.gameID != "" && g.playing():
		g.say("%s did not come back within %v: the game is adjourned.", g.friend(), wait)
		g.outcome = fmt.Errorf("the connection was lost and did not come back within %v", wait)
	case g.peer != nil && g.peer.Host():
		g.say("Nobody joined within %v: the invitation is closed.", wait)
		g.outcome = fmt.Errorf("nobody joined within %v", wait)
	default:
		why := ""
		if g.lastErr != "" {
			why = " (" + g.lastErr + ")"
		}
		g.outcome = fmt.Errorf("the host could not be reached within %v%s", wait, why)
	}
	g.done = true
}

// endOfInput: a person who closes the input leaves the game (resigning it once it has
// begun); an engine's game goes on.
func (g *netGame) endOfInput() {
	if g.ch == nil {
		g.leave("end of input")
	}
}

// leave resigns the game when it is on, or closes the invitation before it begins.
func (g *netGame) leave(why string) {
	if g.playing() {
		g.say("You resign (%s).", why)
		if err := g.s.Resign(); err != nil {
			g.say("%v", err)
		}
		g.done = true
		return
	}
	if g.gameID == "" {
		g.say("Leaving (%s): the invitation is closed.", why)
	}
	g.done = true
}

// onNet hears the link and the friend.
func (g *netGame) onNet(e netplay.Event) {
	switch e.Kind {
	case netplay.EvStatus:
		g.onStatus(e.Status, e.Err)
	case netplay.EvHello:
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

// maybeThink starts the chooser's search when the side here is to move, and stops a search
// the game has left behind.
func (g *netGame) maybeThink() {
	if g.ch == nil {
		return
	}
	gen := g.s.Generation()
	if g.think.on && g.think.gen == gen {
		return
	}
	g.stopThinking()
	if g.done || !g.playing() || !g.s.HumanToMove() {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	g.think = thinking{on: true, gen: gen, cancel: cancel}
	gm := g.s.Game()
	req := thinkRequest{variant: gm.Variant(), startFEN: gm.StartFEN(), moves: append([]rules.Move(nil), gm.Moves()...), pos: gm.Position().Clone()}
	if g.s.TimeControl().On() {
		req.wtime, req.btime, req.inc = g.s.ClockLeft(rules.White), g.s.ClockLeft(rules.Black), g.s.TimeControl().Inc
	}
	g.thinkers.Add(1)
	go func() {
		defer g.thinkers.Done()
		m, err := g.ch.choose(ctx, req)
		g.post(func() { g.thought(gen, m, err) })
	}()
}

func (g *netGame) stopThinking() {
	if g.think.on {
		g.think.cancel()
		g.think = thinking{}
	}
}

// thought plays the chooser's move, if the game is still where it was.
func (g *netGame) thought(gen uint64, m rules.Move, err error) {
	if gen != g.s.Generation() || !g.think.on || g.think.gen != gen {
		return
	}
	g.think = thinking{}
	if err == nil {
		err = g.s.PlayHuman(m)
	}
	if err != nil {
		g.say("The engine here failed: %v", err)
		g.leave("the engine failed")
	}
}

// writeGame prints the game's PGN, or writes it to -pgn's file.
func (g *netGame) writeGame() error {
	text := g.pgn()
	if *g.lf.pgn == "" {
		g.say("\n%s", strings.TrimRight(text, "\n"))
		return nil
	}
	if err := disk.Write(disk.OS, *g.lf.pgn, []byte(text)); err != nil {
		return fmt.Errorf("the game could not be written to %s: %v", *g.lf.pgn, err)
	}
	g.say("The game is written to %s.", *g.lf.pgn)
	return nil
}
