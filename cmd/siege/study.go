package main

import (
	"context"
	"errors"
	"flag"
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
	commands["review"] = command{"review a game and write it back annotated: [-movetime MS | -nodes N] [-game N] GAME.pgn", runReview}
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

// plural is "1 game", "3 games".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

func runReview(args []string, _ io.Reader, out io.Writer) error {
	fs := newFlags("review")
	movetime := fs.Int("movetime", 300, "milliseconds of search per position")
	nodes := fs.Uint64("nodes", 0, "nodes of search per position instead of a time")
	quiet := fs.Bool("q", false, "no progress on standard error")
	game := fs.Int("game", 1, "which game of a file of several (1 is the first)")
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
	games := rules.SplitPGN(string(data))
	if *game < 1 || *game > len(games) {
		return fmt.Errorf("%s holds %s; -game %d is not 1-%d", file, plural(len(games), "game"), *game, len(games))
	}
	gameSet := false
	fs.Visit(func(f *flag.Flag) { gameSet = gameSet || f.Name == "game" })
	if len(games) > 1 && !gameSet {
		fmt.Fprintf(stderr, "the file holds %d games; reviewing the first (use -game N for another)\n", len(games))
	}
	chosen := games[*game-1]
	g, tags, err := rules.ReadPGN(chosen.Text)
	if err != nil {
		var pe *rules.PGNError
		if errors.As(err, &pe) && pe.Line > 0 {
			// Lines of the file, not of the game's text.
			err = &rules.PGNError{Line: pe.Line + chosen.Line - 1, Reason: pe.Reason}
		}
		if len(games) > 1 {
			return fmt.Errorf("%s: game %d: %v", file, *game, err)
		}
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
