package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"

	"siegeworks/engine"
	"siegeworks/rules"
)

func init() {
	commands["uci"] = command{fmt.Sprintf("speak the UCI protocol on standard input/output (UCI_Variant, Skill Level %d-%d, Hash, Threads, Move Overhead, EvalFile)", engine.MinLevel, engine.MaxLevel), runUCI}
}

// uciSession is the state of one UCI conversation. Commands are read on
// the calling goroutine; a search runs on its own goroutine so that stop,
// isready and quit are answered while it thinks.
type uciSession struct {
	outMu sync.Mutex
	out   io.Writer
	werr  error

	eng     *engine.Engine
	variant *rules.Variant
	pos     *rules.Position

	cancel context.CancelFunc
	done   chan struct{}

	overhead time.Duration // the Move Overhead option (0: the engine's default)
}

func (u *uciSession) println(s string) {
	u.outMu.Lock()
	defer u.outMu.Unlock()
	if u.werr == nil {
		_, u.werr = fmt.Fprintln(u.out, s)
	}
}

func (u *uciSession) err() error {
	u.outMu.Lock()
	defer u.outMu.Unlock()
	return u.werr
}

func runUCI(args []string, in io.Reader, out io.Writer) error {
	fs := newFlags("uci")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	u := &uciSession{out: out, eng: engine.New(engine.Options{Level: engine.MaxLevel, HashMB: 16, Seed: 1}), variant: rules.Chess}
	u.pos = rules.NewPosition(u.variant)
	r := bufio.NewReaderSize(in, 64<<10)
	var rerr error
	for {
		line, long, err := readLine(r, maxUCILine)
		if err != nil {
			if err != io.EOF {
				rerr = err
			}
			break
		}
		if long {
			// Junk, like an unknown command: said and skipped.
			u.println(fmt.Sprintf("info string error: a line of more than %d bytes skipped", maxUCILine))
		} else if !u.handle(strings.Fields(line)) {
			break
		}
		if u.err() != nil {
			break
		}
	}
	u.stopSearch()
	if rerr != nil {
		return rerr
	}
	return u.err()
}

// maxUCILine is the longest UCI command line read (a position with thousands of moves is
// far shorter); a longer line is skipped.
const maxUCILine = 1 << 20

// readLine reads the next line from r, without its line end. A line longer than limit bytes
// is read to its end but not kept: long is true and line empty, so that memory stays
// bounded whatever the input. err is io.EOF only when no line is left; a last line without
// a line end is a line.
func readLine(r *bufio.Reader, limit int) (line string, long bool, err error) {
	var buf []byte
	read := false
	for {
		chunk, rerr := r.ReadSlice('\n')
		read = read || len(chunk) > 0
		if !long {
			if len(buf)+len(chunk) > limit+2 { // room for "\r\n"
				long, buf = true, nil
			} else {
				buf = append(buf, chunk...)
			}
		}
		switch {
		case rerr == bufio.ErrBufferFull:
			continue
		case rerr == io.EOF && read:
		case rerr != nil:
			return "", false, rerr
		}
		if long {
			return "", true, nil
		}
		line = strings.TrimRight(string(buf), "\r\n")
		if len(line) > limit {
			return "", true, nil
		}
		return line, false, nil
	}
}

func (u *uciSession) stopSearch() {
	if u.cancel != nil {
		u.cancel()
		<-u.done
		u.cancel = nil
	}
}

// handle runs one command; false means quit.
func (u *uciSession) handle(f []string) bool {
	if len(f) == 0 {
		return true
	}
	switch f[0] {
	case "uci":
		u.println("id name Siegeworks")
		u.println("id author the Siegeworks developers")
		ids := make([]string, 0, len(rules.Variants))
		for _, v := range rules.Variants {
			ids = append(ids, "var "+v.ID)
		}
		u.println("option name UCI_Variant type combo default chess " + strings.Join(ids, " "))
		u.println(fmt.Sprintf("option name Skill Level type spin default %d min %d max %d", engine.MaxLevel, engine.MinLevel, engine.MaxLevel))
		u.println(fmt.Sprintf("option name Threads type spin default 1 min 1 max %d", engine.MaxThreads))
		u.println("option name Hash type spin default 16 min 1 max 4096")
		u.println("option name Move Overhead type spin default 30 min 0 max 5000")
		u.println("option name EvalFile type string default <built-in>")
		u.println("uciok")
	case "isready":
		u.println("readyok")
	case "ucinewgame":
		u.stopSearch()
		u.eng.NewGame()
		u.pos = rules.NewPosition(u.variant)
	case "setoption":
		u.stopSearch()
		u.setOption(f[1:])
	case "position":
		u.stopSearch()
		if err := u.setPosition(f[1:]); err != nil {
			u.println("info string error: " + oneLine(err.Error()))
		}
	case "go":
		u.stopSearch()
		u.goSearch(f[1:])
	case "stop":
		u.stopSearch()
	case "quit":
		return false
	case "d":
		u.println("info string " + u.pos.FEN())
	default:
		u.println("info string unknown command " + f[0])
	}
	return true
}

func oneLine(s string) string { return strings.ReplaceAll(s, "\n", " ") }

func (u *uciSession) setOption(f []string) {
	// setoption name <id...> [value <x...>]
	var name, value []string
	cur := &name
	for _, t := range f {
		switch t {
		case "name":
			cur = &name
		case "value":
			cur = &value
		default:
			*cur = append(*cur, t)
		}
	}
	n := strings.ToLower(strings.Join(name, " "))
	val := strings.Join(value, " ")
	switch n {
	case "uci_variant":
		v, err := rules.VariantByID(val)
		if err != nil {
			u.println("info string error: " + oneLine(err.Error()))
			return
		}
		u.variant = v
		u.pos = rules.NewPosition(v)
	case "skill level":
		l, err := strconv.Atoi(val)
		if err != nil || l < engine.MinLevel || l > engine.MaxLevel {
			u.println(fmt.Sprintf("info string error: Skill Level must be %d-%d", engine.MinLevel, engine.MaxLevel))
			return
		}
		u.eng.SetLevel(l)
	case "threads":
		n, err := strconv.Atoi(val)
		if err != nil || n < 1 || n > engine.MaxThreads {
			u.println(fmt.Sprintf("info string error: Threads must be 1-%d", engine.MaxThreads))
			return
		}
		u.eng.SetThreads(n) // full strength only: Skill Level 1-7 stay single-threaded
	case "hash":
		mb, err := strconv.Atoi(val)
		if err != nil || mb < 1 || mb > 4096 {
			u.println("info string error: Hash must be 1-4096")
			return
		}
		u.eng.SetHash(mb)
	case "move overhead":
		n, err := strconv.Atoi(val)
		if err != nil || n < 0 || n > 5000 {
			u.println("info string error: Move Overhead must be 0-5000")
			return
		}
		u.overhead = time.Duration(n) * time.Millisecond
	case "evalfile":
		u.loadNetwork(val)
	default:
		u.println("info string unknown option " + strings.Join(name, " "))
	}
}

// loadNetwork is the option EvalFile (chooseNetwork); a file that cannot be
// read is reported and changes nothing.
func (u *uciSession) loadNetwork(name string) {
	what, err := chooseNetwork(u.eng, name)
	if err != nil {
		u.println("info string error: EvalFile: " + oneLine(err.Error()))
		return
	}
	u.println("info string EvalFile: " + what)
}

func (u *uciSession) setPosition(f []string) error {
	if len(f) == 0 {
		return fmt.Errorf("position needs startpos or fen")
	}
	var p *rules.Position
	rest := f[1:]
	switch f[0] {
	case "startpos":
		p = rules.NewPosition(u.variant)
	case "fen":
		i := 0
		for i < len(rest) && rest[i] != "moves" {
			i++
		}
		var err error
		p, err = rules.ParseFEN(u.variant, strings.Join(rest[:i], " "))
		if err != nil {
			return err
		}
		rest = rest[i:]
	default:
		return fmt.Errorf("position needs startpos or fen, not %q", f[0])
	}
	if len(rest) > 0 {
		if rest[0] != "moves" {
			return fmt.Errorf("unexpected %q", rest[0])
		}
		// Like Stockfish, an illegal or malformed move ends the list: the moves before it
		// stand, and the refusal is reported, numbered as players number moves.
		start := p.Clone()
		for i, t := range rest[1:] {
			m, err := p.ParseCoordinate(t)
			if err != nil {
				u.pos = p
				return fmt.Errorf("move %s refused (%v); the moves before it stand", rules.MoveLabel(start, i+1, shownMove(t)), err)
			}
			p.MakeMove(m)
		}
	}
	u.pos = p
	return nil
}

// quickMoveTime bounds the search of a go without limits (a depth-1 search takes far less).
const quickMoveTime = 50 * time.Millisecond

func (u *uciSession) goSearch(f []string) {
	lim := engine.Limits{MoveOverhead: u.overhead}
	// num is the number after f[i]; a missing, malformed or negative one is 0, no limit
	// (a negative node count must not become a huge unsigned one).
	num := func(i int) int {
		if i+1 >= len(f) {
			return 0
		}
		n, err := strconv.Atoi(f[i+1])
		if err != nil || n < 0 {
			return 0
		}
		return n
	}
	ms := func(i int) time.Duration { return time.Duration(num(i)) * time.Millisecond }
	for i := 0; i < len(f); i++ {
		switch f[i] {
		case "movetime":
			lim.MoveTime = ms(i)
		case "wtime":
			lim.WTime = ms(i)
		case "btime":
			lim.BTime = ms(i)
		case "winc":
			lim.WInc = ms(i)
		case "binc":
			lim.BInc = ms(i)
		case "movestogo":
			lim.MovesToGo = num(i)
		case "depth":
			lim.Depth = num(i)
		case "nodes":
			lim.Nodes = uint64(num(i))
		case "infinite":
			lim.Infinite = true
		}
	}
	if !lim.Infinite && lim.MoveTime == 0 && lim.WTime == 0 && lim.BTime == 0 && lim.Depth == 0 && lim.Nodes == 0 {
		// No limit, or only zero ones (go, go movetime 0, go depth 0, go nodes 0): the
		// answer comes at once, from the quickest search that gives a legal move. Only go
		// infinite waits for stop.
		lim = engine.Limits{Depth: 1, MoveTime: quickMoveTime}
	}
	ctx, cancel := context.WithCancel(context.Background())
	u.cancel = cancel
	u.done = make(chan struct{})
	pos := u.pos.Clone()
	go func() {
		defer close(u.done)
		res := u.eng.Search(ctx, pos, lim, func(in engine.Info) { u.println(formatInfo(in)) })
		if lim.Infinite {
			// UCI: with "go infinite" the answer waits for stop.
			<-ctx.Done()
		}
		u.println("bestmove " + res.Move.String())
	}()
}
