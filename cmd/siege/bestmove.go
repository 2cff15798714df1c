package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"siegeworks/engine"
	"siegeworks/rules"
)

func init() {
	commands["bestmove"] = command{"search a move: -variant V [-fen F] [-moves \"e2e4 e7e5\"] -movetime MS [-level L] [-depth D] [-nodes N] [-hash MB] [-seed S]; info lines, then the move alone", runBestmove}
}

// formatInfo renders an engine.Info as a UCI info line.
func formatInfo(in engine.Info) string {
	var b strings.Builder
	fmt.Fprintf(&b, "info depth %d seldepth %d score ", in.Depth, in.SelDepth)
	if in.Mate != 0 {
		fmt.Fprintf(&b, "mate %d", in.Mate)
	} else {
		fmt.Fprintf(&b, "cp %d", in.Score)
	}
	fmt.Fprintf(&b, " nodes %d nps %d time %d hashfull %d pv", in.Nodes, in.NPS, in.Time.Milliseconds(), in.HashFull)
	for _, m := range in.PV {
		b.WriteString(" ")
		b.WriteString(m.String())
	}
	return b.String()
}

// shownMove is a move's text as given, quoted when it holds anything but printable
// characters.
func shownMove(t string) string {
	if q := strconv.Quote(t); q[1:len(q)-1] != t {
		return q
	}
	return t
}

// applyMoves plays coordinate moves on the position (keeping them in its
// undo stack so the engine sees the repetition history).
func applyMoves(p *rules.Position, moves []string) error {
	start := p.Clone()
	for i, t := range moves {
		m, err := p.ParseCoordinate(t)
		if err != nil {
			return fmt.Errorf("move %s: %v", rules.MoveLabel(start, i+1, shownMove(t)), err)
		}
		p.MakeMove(m)
	}
	return nil
}

func runBestmove(args []string, _ io.Reader, out io.Writer) error {
	fs := newFlags("bestmove")
	pf := addPositionFlags(fs)
	moves := fs.String("moves", "", "coordinate moves to play from the position first")
	movetime := fs.Int("movetime", 1000, "milliseconds for the move")
	level := fs.Int("level", engine.MaxLevel, fmt.Sprintf("level %d-%d", engine.MinLevel, engine.MaxLevel))
	depth := fs.Int("depth", 0, "maximum depth (0: none)")
	nodes := fs.Uint64("nodes", 0, "maximum nodes (0: none)")
	hash := fs.Int("hash", 16, "hash size in MiB")
	seed := fs.Uint64("seed", 1, "seed for the low levels")
	threads := fs.Int("threads", 1, fmt.Sprintf("search threads at level %d (1-%d)", engine.MaxLevel, engine.MaxThreads))
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *level < engine.MinLevel || *level > engine.MaxLevel {
		return fmt.Errorf("level %d is not %d-%d", *level, engine.MinLevel, engine.MaxLevel)
	}
	if *movetime < 0 || *depth < 0 || *hash < 1 {
		return errors.New("movetime and depth must not be negative and hash must be at least 1")
	}
	if *threads < 1 || *threads > engine.MaxThreads {
		return fmt.Errorf("threads must be 1-%d", engine.MaxThreads)
	}
	p, err := pf.position()
	if err != nil {
		return err
	}
	if err := applyMoves(p, strings.Fields(*moves)); err != nil {
		return err
	}
	eng := engine.New(engine.Options{Level: *level, HashMB: *hash, Seed: *seed, Threads: *threads})
	lim := engine.Limits{MoveTime: time.Duration(*movetime) * time.Millisecond, Depth: *depth, Nodes: *nodes}
	if *movetime == 0 && (*depth > 0 || *nodes > 0) {
		lim.MoveTime = 0
	}
	var werr error
	res := eng.Search(context.Background(), p, lim, func(in engine.Info) {
		if werr == nil {
			_, werr = fmt.Fprintln(out, formatInfo(in))
		}
	})
	if werr != nil {
		return werr
	}
	if res.Move == rules.NoMove {
		return fmt.Errorf("no legal move: the game is over (%s)", p.Status())
	}
	_, err = fmt.Fprintln(out, res.Move)
	return err
}
