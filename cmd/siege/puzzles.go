package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"siegeworks/engine"
	"siegeworks/rules"
	"siegeworks/study"
)

func init() {
	commands["puzzles"] = command{"make puzzles from self-play, or -check the shipped ones: -variant V [-want N] [-games N] [-seed S] [-check -movetime MS]", runPuzzles}
}

// runPuzzles generates puzzles (printed as puzzle-file lines) or, with -check, measures how
// many shipped puzzles the engine solves at a fixed time per move.
func runPuzzles(args []string, _ io.Reader, out io.Writer) error {
	fs := newFlags("puzzles")
	variant := fs.String("variant", "", "the variant (required)")
	o := study.DefaultGenOptions()
	fs.IntVar(&o.Want, "want", o.Want, "stop after this many puzzles")
	fs.IntVar(&o.Games, "games", o.Games, "self-play games at most")
	fs.Uint64Var(&o.Seed, "seed", o.Seed, "varies the games")
	fs.Uint64Var(&o.DeepNodes, "deep", o.DeepNodes, "nodes of the confirming search")
	skip := fs.String("skip", "", "a puzzle file whose positions are not to be taken again")
	check := fs.Bool("check", false, "solve the shipped puzzles instead, and report the solve rate")
	movetime := fs.Int("movetime", 1000, "with -check: milliseconds per move")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	v, err := rules.VariantByID(*variant)
	if err != nil {
		return err
	}
	if *check {
		return checkPuzzles(v, time.Duration(*movetime)*time.Millisecond, out)
	}
	seen := map[string]bool{}
	if *skip != "" {
		data, err := readTextFile(*skip)
		if err != nil {
			return err
		}
		for _, line := range strings.Split(string(data), "\n") {
			if f := strings.Split(line, ";"); len(f) == 5 {
				seen[strings.TrimSpace(f[3])] = true
			}
		}
	}
	return study.Generate(context.Background(), v, o, seen, func(p *study.Puzzle) {
		fmt.Fprintln(out, p.String())
	}, func(game int) {
		fmt.Fprintf(stderr, "game %d\n", game+1)
	})
}

// checkPuzzles solves every shipped puzzle of the variant with a fresh full-strength engine
// at movetime per player move; a puzzle counts as solved when every player move is found.
func checkPuzzles(v *rules.Variant, movetime time.Duration, out io.Writer) error {
	ps := study.Puzzles(v)
	if len(ps) == 0 {
		return fmt.Errorf("no puzzles for %s", v.ID)
	}
	solved := 0
	for _, p := range ps {
		moves, err := p.Moves()
		if err != nil {
			return err
		}
		e := engine.New(engine.Options{Level: engine.MaxLevel, HashMB: 64})
		pos := p.Position()
		ok := true
		for i, m := range moves {
			if i%2 == 0 {
				r := e.Hint(context.Background(), pos, engine.Limits{MoveTime: movetime}, nil)
				if r.Move != m {
					ok = false
					fmt.Fprintf(out, "%s: missed %s (played %s)\n", p.ID, pos.SAN(m), pos.SAN(r.Move))
					break
				}
			}
			pos.MakeMove(m)
		}
		if ok {
			solved++
		}
	}
	fmt.Fprintf(out, "%s: solved %d of %d puzzles at %v per move\n", v.Name, solved, len(ps), movetime)
	return nil
}
