package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"siegeworks/engine"
	"siegeworks/rules"
)

// A chooser picks the moves of the side played here when a program plays it: the built-in
// engine or an external UCI engine. choose runs on a goroutine of its own and returns when
// it has a move, when ctx ends, or when its time is up; calls never overlap (a mutex keeps
// them one at a time).
type chooser interface {
	name() string
	// prepare readies the chooser for a new game of v (an error: it cannot play it).
	prepare(v *rules.Variant) error
	choose(ctx context.Context, t thinkRequest) (rules.Move, error)
	close()
}

// thinkRequest is what a chooser needs: the game so far (copies: the chooser reads them on
// its own goroutine) and the clocks.
type thinkRequest struct {
	variant      *rules.Variant
	startFEN     string
	moves        []rules.Move
	pos          *rules.Position // after the moves, with them in its history
	wtime, btime time.Duration
	inc          time.Duration
}

func (t thinkRequest) clocked() bool { return t.wtime > 0 || t.btime > 0 }

// limits are the search limits of a request: the fixed ones asked for, and the clocks.
func (t thinkRequest) limits(fixed engine.Limits) engine.Limits {
	lim := fixed
	if t.clocked() {
		lim.WTime, lim.BTime, lim.WInc, lim.BInc = t.wtime, t.btime, t.inc, t.inc
	}
	return lim
}

// builtinChooser is the built-in engine at its top level, bounded by a depth, a time, or both.
type builtinChooser struct {
	mu    sync.Mutex
	eng   *engine.Engine
	fixed engine.Limits
	label string
}

// parseBuiltin reads -builtin's value: a depth ("3"), a time per move ("200ms", "2s") or
// both ("3/200ms", whichever comes first).
func parseBuiltin(spec string) (engine.Limits, error) {
	var lim engine.Limits
	bad := fmt.Errorf("-builtin is a depth (4), a time per move (500ms, 2s) or both (4/500ms), not %q", spec)
	for _, part := range strings.Split(spec, "/") {
		part = strings.TrimSpace(part)
		if d, err := strconv.Atoi(part); err == nil {
			if d < 1 || d > 64 || lim.Depth != 0 {
				return lim, bad
			}
			lim.Depth = d
			continue
		}
		t, err := time.ParseDuration(part)
		if err != nil || t <= 0 || lim.MoveTime != 0 {
			return lim, bad
		}
		lim.MoveTime = t
	}
	return lim, nil
}

func newBuiltinChooser(spec string) (*builtinChooser, error) {
	lim, err := parseBuiltin(spec)
	if err != nil {
		return nil, err
	}
	return &builtinChooser{
		eng:   engine.New(engine.Options{Level: engine.MaxLevel, HashMB: 16, Seed: 1}),
		fixed: lim,
		label: "Siegeworks engine (" + spec + ")",
	}, nil
}

func (b *builtinChooser) name() string { return b.label }

func (b *builtinChooser) choose(ctx context.Context, t thinkRequest) (rules.Move, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	res := b.eng.Search(ctx, t.pos, t.limits(b.fixed), nil)
	if ctx.Err() != nil {
		return rules.NoMove, ctx.Err()
	}
	if res.Move == rules.NoMove {
		return rules.NoMove, errors.New("the engine found no move")
	}
	return res.Move, nil
}

func (b *builtinChooser) prepare(*rules.Variant) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.eng.NewGame()
	return nil
}

func (b *builtinChooser) close() {}

// uciChooser is an external program that speaks UCI, started by the command line of
// -engine; every wait for it is bounded.
type uciChooser struct {
	mu       sync.Mutex
	cmd      *exec.Cmd
	in       io.WriteCloser
	lines    chan string // what the engine says, line by line; closed when it stops
	id       string
	variants []string // the UCI_Variant values it offers
	movetime time.Duration
	quit     chan struct{} // closed by close: the engine's lines are dropped
	waited   chan struct{} // closed when the process has been waited for
}

// uciAnswerTime bounds the engine's answers to uci and isready, and how much longer than
// its time for a move it may take to say bestmove.
const uciAnswerTime = 10 * time.Second

// startUCIEngine starts the engine of the command line (a program and its arguments, split at
// spaces) and asks its name and variants; prepare readies it for a game.
func startUCIEngine(commandLine string, movetime time.Duration) (*uciChooser, error) {
	f := strings.Fields(commandLine)
	if len(f) == 0 {
		return nil, errors.New("-engine needs a program to run")
	}
	cmd := exec.Command(f[0], f[1:]...)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	outPipe, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("the engine %s could not be started: %v", f[0], err)
	}
	u := &uciChooser{cmd: cmd, in: in, lines: make(chan string, 256), id: f[0], movetime: movetime,
		quit: make(chan struct{}), waited: make(chan struct{})}
	go func() {
		// Reads until the engine's output ends (after close, what it says is dropped),
		// then waits for the process.
		defer close(u.waited)
		r := bufio.NewReaderSize(outPipe, 64<<10)
		for {
			line, long, err := readLine(r, maxUCILine)
			if err != nil {
				break
			}
			if long {
				continue
			}
			select {
			case u.lines <- line:
			case <-u.quit:
			}
		}
		close(u.lines)
		_ = cmd.Wait()
	}()
	err = u.exchange("uci", "uciok", func(line string) {
		if name, ok := strings.CutPrefix(line, "id name "); ok {
			u.id = strings.TrimSpace(name)
		}
		if rest, ok := strings.CutPrefix(line, "option name UCI_Variant "); ok {
			f := strings.Fields(rest)
			for i := 0; i+1 < len(f); i++ {
				if f[i] == "var" {
					u.variants = append(u.variants, f[i+1])
				}
			}
		}
	})
	if err != nil {
		u.close()
		return nil, fmt.Errorf("the engine %s: %v", f[0], err)
	}
	return u, nil
}

// prepare makes the engine ready for a new game of v.
func (u *uciChooser) prepare(v *rules.Variant) error {
	u.mu.Lock()
	defer u.mu.Unlock()
	var err error
	if v != rules.Chess {
		if !slices.Contains(u.variants, v.ID) {
			return fmt.Errorf("the engine %s does not play %s (its UCI_Variant option does not offer %s)", u.id, v.Name, v.ID)
		}
		err = u.send("setoption name UCI_Variant value " + v.ID)
	}
	if err == nil {
		err = u.send("ucinewgame")
	}
	if err == nil {
		err = u.exchange("isready", "readyok", nil)
	}
	if err != nil {
		return fmt.Errorf("the engine %s: %v", u.id, err)
	}
	return nil
}

func (u *uciChooser) name() string { return u.id }

func (u *uciChooser) send(line string) error {
	_, err := io.WriteString(u.in, line+"\n")
	return err
}

// exchange sends a command and reads the engine's lines (each given to seen) until one
// starts with want, within uciAnswerTime.
func (u *uciChooser) exchange(cmd, want string, seen func(string)) error {
	if err := u.send(cmd); err != nil {
		return err
	}
	_, err := u.await(want, time.Now().Add(uciAnswerTime), nil, seen)
	return err
}

// await reads lines until one starts with want (returned), the deadline passes, stop is
// closed, or the engine stops talking.
func (u *uciChooser) await(want string, deadline time.Time, stop <-chan struct{}, seen func(string)) (string, error) {
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	for {
		select {
		case line, ok := <-u.lines:
			if !ok {
				return "", errors.New("it stopped")
			}
			if seen != nil {
				seen(line)
			}
			if line == want || strings.HasPrefix(line, want+" ") {
				return line, nil
			}
		case <-timer.C:
			return "", fmt.Errorf("no %q within %v", want, uciAnswerTime)
		case <-stop:
			return "", context.Canceled
		}
	}
}

func (u *uciChooser) choose(ctx context.Context, t thinkRequest) (rules.Move, error) {
	u.mu.Lock()
	defer u.mu.Unlock()
	var pos strings.Builder
	pos.WriteString("position ")
	if t.startFEN == t.variant.StartFEN {
		pos.WriteString("startpos")
	} else {
		pos.WriteString("fen " + t.startFEN)
	}
	if len(t.moves) > 0 {
		pos.WriteString(" moves")
		for _, m := range t.moves {
			pos.WriteString(" " + m.String())
		}
	}
	goCmd := fmt.Sprintf("go movetime %d", u.movetime.Milliseconds())
	budget := u.movetime
	if t.clocked() {
		goCmd = fmt.Sprintf("go wtime %d btime %d winc %d binc %d", t.wtime.Milliseconds(), t.btime.Milliseconds(), t.inc.Milliseconds(), t.inc.Milliseconds())
		budget = max(t.wtime, t.btime)
	}
	if err := u.send(pos.String()); err != nil {
		return rules.NoMove, err
	}
	if err := u.send(goCmd); err != nil {
		return rules.NoMove, err
	}
	deadline := time.Now().Add(budget + uciAnswerTime)
	line, err := u.await("bestmove", deadline, ctx.Done(), nil)
	if errors.Is(err, context.Canceled) {
		// Taken back or ended: the engine stops, and its answer is read and dropped.
		_ = u.send("stop")
		_, _ = u.await("bestmove", time.Now().Add(uciAnswerTime), nil, nil)
		return rules.NoMove, ctx.Err()
	}
	if err != nil {
		return rules.NoMove, fmt.Errorf("the engine %s: %v", u.id, err)
	}
	f := strings.Fields(line)
	if len(f) < 2 {
		return rules.NoMove, fmt.Errorf("the engine %s said %q, with no move", u.id, line)
	}
	m, err := t.pos.ParseCoordinate(f[1])
	if err != nil {
		return rules.NoMove, fmt.Errorf("the engine %s chose %s: %v", u.id, shownMove(f[1]), err)
	}
	return m, nil
}

// close asks the engine to quit and ends it if it does not within a second.
func (u *uciChooser) close() {
	_ = u.send("quit")
	_ = u.in.Close()
	close(u.quit)
	select {
	case <-u.waited:
	case <-time.After(time.Second):
		_ = u.cmd.Process.Kill()
		<-u.waited
	}
}
