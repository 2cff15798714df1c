package main

import (
	"bufio"
	"context"
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
	greeted  bool      // the friend said hello
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
