package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"siegeworks/engine"
	"siegeworks/rules"
	"siegeworks/study"
)

func init() {
	commands["analyse"] = command{"the best lines of a position: -variant V [-fen F] [-multipv 3] [-movetime MS | -nodes N]", runAnalyse}
	commands["review"] = command{"review a game and write it back annotated: [-movetime MS | -nodes N] GAME.pgn", runReview}
}

func runAnalyse(args []string, _ io.Reader, out io.Writer) error {
	fs := newFlags("analyse")
	pf := addPositionFlags(fs)
	multipv := fs.Int("multipv", 3, "number of lines")
	movetime := fs.Int("movetime", 1000, "milliseconds of search")
	nodes := fs.Uint64("nodes", 0, "nodes of search instead of a time")
	hash := fs.Int("hash", 32, "hash size in MiB")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *multipv < 1 || *movetime < 0 || *hash < 1 {
		return errors.New("multipv and hash must be at least 1 and movetime not negative")
	}
	pos, err := pf.position()
	if err != nil {
		return err
	}
	lim := engine.Limits{MoveTime: time.Duration(*movetime) * time.Millisecond}
	if *nodes > 0 {
		lim = engine.Limits{Nodes: *nodes}
	}
	a := study.Analyse(context.Background(), pos, *multipv, lim, *hash)
	if len(a.Lines) == 0 {
		_, err := fmt.Fprintf(out, "no legal move: %s\n", pos.Status())
		return err
	}
	fmt.Fprintf(out, "depth %d nodes %d\n", a.Depth, a.Nodes)
	for i, l := range a.Lines {
		if _, err := fmt.Fprintf(out, "%d. %s  %s\n", i+1, l.Eval, l.Text(pos)); err != nil {
			return err
		}
	}
	return nil
}

func runReview(args []string, _ io.Reader, out io.Writer) error {
	fs := newFlags("review")
	movetime := fs.Int("movetime", 300, "milliseconds of search per position")
	nodes := fs.Uint64("nodes", 0, "nodes of search per position instead of a time")
	quiet := fs.Bool("q", false, "no progress on standard error")
	// The file comes last, after the flags.
	var file string
	if n := len(args); n > 0 && !strings.HasPrefix(args[n-1], "-") {
		file, args = args[n-1], args[:n-1]
	}
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if file == "" {
		return errors.New("give the PGN file to review (siege review game.pgn)")
	}
	data, err := readTextFile(file)
	if err != nil {
		return err
	}
	g, tags, err := rules.ReadPGN(string(data))
	if err != nil {
		return fmt.Errorf("%s: %v", file, err)
	}
	o := study.ReviewOptions{MoveTime: time.Duration(*movetime) * time.Millisecond}
	if *nodes > 0 {
		o = study.ReviewOptions{Nodes: *nodes}
	}
	r, err := study.ReviewGame(context.Background(), g, o, func(done, total int) {
		if !*quiet {
			fmt.Fprintf(stderr, "\rreviewing: %d/%d", done, total)
		}
	})
	if !*quiet {
		fmt.Fprintln(stderr)
	}
	if err != nil {
		return err
	}
	r.Annotate(g)
	summary := r.Summary(g.PositionAt(0))
	tags["Annotator"] = "Siegeworks"
	_, err = fmt.Fprintf(out, "%s\n; %s\n", strings.TrimRight(rules.WritePGN(g, tags), "\n"), strings.Join(summary, "; "))
	return err
}
