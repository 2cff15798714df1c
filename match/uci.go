package match

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"siegeworks/rules"
)

// UCIConfig says how to run a UCI engine: the program, its arguments and the options to set
// (name, value) after the handshake. UCI_Variant is sent by the player for every variant
// but orthodox chess.
type UCIConfig struct {
	Command string
	Args    []string
	Options [][2]string
	Env     []string // added to this process's environment
	// Startup bounds the handshake and every isready (default 10 s).
	Startup time.Duration
}

// UCIPlayer is a UCI engine in a subprocess. A process that dies or hangs is killed and a
// new one started for the next game.
type UCIPlayer struct {
	cfg     UCIConfig
	name    string
	cmd     *exec.Cmd
	stdin   io.WriteCloser
	lines   chan string   // the engine's output lines; closed when it exits
	exited  chan struct{} // closed when the process has been waited for
	variant string        // the UCI_Variant set in the running process
}

// NewUCIPlayer makes the player; the process starts with the first game.
func NewUCIPlayer(cfg UCIConfig) *UCIPlayer {
	if cfg.Startup <= 0 {
		cfg.Startup = 10 * time.Second
	}
	return &UCIPlayer{cfg: cfg, name: filepath.Base(cfg.Command)}
}

// Name is the engine's "id name", or its program's name before it has said one.
func (p *UCIPlayer) Name() string { return p.name }

func (p *UCIPlayer) start() error {
	cmd := exec.Command(p.cfg.Command, p.cfg.Args...)
	if len(p.cfg.Env) > 0 {
		cmd.Env = append(os.Environ(), p.cfg.Env...)
	}
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("%s does not start: %v", p.cfg.Command, err)
	}
	lines, exited := make(chan string, 1024), make(chan struct{})
	go func() {
		defer close(exited)
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 64*1024), 1024*1024)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
		_ = cmd.Wait()
	}()
	p.cmd, p.stdin, p.lines, p.exited, p.variant = cmd, stdin, lines, exited, "chess"
	if err := p.send("uci"); err != nil {
		return err
	}
	if _, err := p.await("uciok", p.cfg.Startup); err != nil {
		return err
	}
	for _, o := range p.cfg.Options {
		if err := p.send("setoption name " + o[0] + " value " + o[1]); err != nil {
			return err
		}
	}
	return nil
}

func (p *UCIPlayer) send(line string) error {
	if _, err := io.WriteString(p.stdin, line+"\n"); err != nil {
		return fmt.Errorf("engine gone (%v)", err)
	}
	return nil
}

// await reads lines until one starts with word, which it returns; an exit or the timeout
// is an error. It also picks up "id name".
func (p *UCIPlayer) await(word string, timeout time.Duration) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	return p.awaitCtx(ctx, word)
}

func (p *UCIPlayer) awaitCtx(ctx context.Context, word string) (string, error) {
	for {
		select {
		case line, ok := <-p.lines:
			if !ok {
				return "", errors.New("the engine exited")
			}
			if name, ok := strings.CutPrefix(line, "id name "); ok {
				p.name = strings.TrimSpace(name)
				// Two builds of one engine (version against version) are told apart by
				// their programs' names.
				if prog := filepath.Base(p.cfg.Command); !strings.Contains(strings.ToLower(p.name), strings.ToLower(prog)) {
					p.name += " (" + prog + ")"
				}
			}
			if f := strings.Fields(line); len(f) > 0 && f[0] == word {
				return line, nil
			}
		case <-ctx.Done():
			return "", fmt.Errorf("no %q from the engine in time", word)
		}
	}
}

func (p *UCIPlayer) alive() bool {
	if p.cmd == nil {
		return false
	}
	select {
	case <-p.exited:
		return false
	default:
		return true
	}
}

// kill ends the process at once.
func (p *UCIPlayer) kill() {
	if p.cmd != nil && p.cmd.Process != nil {
		_ = p.cmd.Process.Kill()
	}
	if p.stdin != nil {
		_ = p.stdin.Close()
	}
	p.cmd, p.stdin, p.lines = nil, nil, nil
}

// NewGame starts the process if it is not running, sets the variant and waits for the
// engine to be ready.
func (p *UCIPlayer) NewGame(v *rules.Variant) error {
	if !p.alive() {
		p.kill()
		if err := p.start(); err != nil {
			p.kill()
			return err
		}
	}
	if p.variant != v.ID {
		if err := p.send("setoption name UCI_Variant value " + v.ID); err != nil {
			p.kill()
			return err
		}
		p.variant = v.ID
	}
	if err := p.send("ucinewgame"); err != nil {
		p.kill()
		return err
	}
	if err := p.send("isready"); err != nil {
		p.kill()
		return err
	}
	if _, err := p.await("readyok", p.cfg.Startup); err != nil {
		p.kill()
		return err
	}
	return nil
}

// Move sends the game and the clock and waits for bestmove until ctx ends. A process that
// exits, does not answer or answers with something not a legal move is killed and the
// error says which.
func (p *UCIPlayer) Move(ctx context.Context, g *rules.Game, c Clock) (rules.Move, error) {
	if p.lines == nil {
		return rules.NoMove, errors.New("the engine is not running")
	}
	// Drop what the engine said since its last move.
	for drained := false; !drained; {
		select {
		case _, ok := <-p.lines:
			if !ok {
				p.kill()
				return rules.NoMove, errors.New("the engine exited")
			}
		default:
			drained = true
		}
	}
	var sb strings.Builder
	if g.StartFEN() == rules.NewPosition(g.Variant()).FEN() {
		sb.WriteString("position startpos")
	} else {
		sb.WriteString("position fen " + g.StartFEN())
	}
	if len(g.Moves()) > 0 {
		sb.WriteString(" moves")
		for _, m := range g.Moves() {
			sb.WriteString(" " + m.String())
		}
	}
	goLine := fmt.Sprintf("go movetime %d", c.MoveTime.Milliseconds())
	switch {
	case c.Nodes > 0:
		goLine = fmt.Sprintf("go nodes %d", c.Nodes)
	case c.Timed():
		goLine = fmt.Sprintf("go wtime %d btime %d winc %d binc %d", c.WTime.Milliseconds(), c.BTime.Milliseconds(), c.WInc.Milliseconds(), c.BInc.Milliseconds())
	}
	if err := p.send(sb.String()); err != nil {
		p.kill()
		return rules.NoMove, err
	}
	if err := p.send(goLine); err != nil {
		p.kill()
		return rules.NoMove, err
	}
	line, err := p.awaitCtx(ctx, "bestmove")
	if err != nil {
		p.kill()
		if ctx.Err() != nil {
			return rules.NoMove, ErrNoReply
		}
		return rules.NoMove, err
	}
	f := strings.Fields(line)
	if len(f) < 2 {
		p.kill()
		return rules.NoMove, fmt.Errorf("garbled reply %q", line)
	}
	m, err := g.Position().ParseCoordinate(f[1])
	if err != nil {
		p.kill()
		return rules.NoMove, fmt.Errorf("illegal move %q (%v)", f[1], err)
	}
	return m, nil
}

// Close asks the engine to quit and kills it if it has not within a second.
func (p *UCIPlayer) Close() {
	if p.cmd == nil {
		return
	}
	_ = p.send("quit")
	_ = p.stdin.Close()
	lines := p.lines
	timer := time.NewTimer(time.Second)
	defer timer.Stop()
	for {
		select {
		case _, ok := <-lines:
			if ok {
				continue
			}
		case <-timer.C:
		}
		break
	}
	p.kill()
}
