package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"siegeworks/engine"
	"siegeworks/rules"
)

func init() {
	commands["bench"] = command{"search a fixed position set per variant to a fixed depth and print nodes/s: [-depth D] [-variant V|all] [-hash MB] [-threads N]", runBench}
}

// benchPositions is the fixed set for a variant: the start position and
// the positions after 8, 16 and 24 plies of a deterministic depth-2
// self-play game from it.
func benchPositions(v *rules.Variant) []*rules.Position {
	eng := engine.New(engine.Options{Level: engine.MaxLevel, HashMB: 1})
	g := rules.NewGame(v)
	out := []*rules.Position{rules.NewPosition(v)}
	for ply := 1; ply <= 24 && !g.Over(); ply++ {
		eng.NewGame()
		r := eng.Search(context.Background(), g.Position(), engine.Limits{Depth: 2}, nil)
		if r.Move == rules.NoMove || g.Play(r.Move) != nil {
			break
		}
		if ply%8 == 0 {
			p, err := rules.ParseFEN(v, g.Position().FEN())
			if err == nil {
				out = append(out, p)
			}
		}
	}
	return out
}

func runBench(args []string, _ io.Reader, out io.Writer) error {
	fs := newFlags("bench")
	depth := fs.Int("depth", 11, "search depth per position")
	variant := fs.String("variant", "all", "variant identifier or all")
	hash := fs.Int("hash", 16, "hash size in MiB")
	threads := fs.Int("threads", 1, "search threads (the time to depth is what improves with more)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *depth < 1 || *depth > 30 {
		return errors.New("depth must be 1-30")
	}
	if *threads < 1 || *threads > engine.MaxThreads {
		return fmt.Errorf("threads must be 1-%d", engine.MaxThreads)
	}
	vs := rules.Variants
	if *variant != "all" {
		v, err := rules.VariantByID(*variant)
		if err != nil {
			return err
		}
		vs = []*rules.Variant{v}
	}
	var allNodes uint64
	var allTime, allCPU time.Duration
	for _, v := range vs {
		eng := engine.New(engine.Options{Level: engine.MaxLevel, HashMB: *hash, Threads: *threads})
		var nodes uint64
		var el, cpu time.Duration
		ps := benchPositions(v)
		for _, p := range ps {
			eng.NewGame()
			st, c0 := time.Now(), cpuTime()
			r := eng.Search(context.Background(), p, engine.Limits{Depth: *depth}, nil)
			el += time.Since(st)
			cpu += cpuTime() - c0
			nodes += r.Nodes
		}
		allNodes += nodes
		allTime += el
		allCPU += cpu
		if _, err := fmt.Fprintf(out, "%-14s %2d positions  depth %d  %9d nodes  %7.2f s  %8.0f nps  (%8.0f nodes per CPU second)\n",
			v.ID, len(ps), *depth, nodes, el.Seconds(), float64(nodes)/el.Seconds(), perSecond(nodes, cpu)); err != nil {
			return err
		}
	}
	_, err := fmt.Fprintf(out, "total %d nodes %.0f nps (%.0f nodes per CPU second)\n", allNodes, float64(allNodes)/allTime.Seconds(), perSecond(allNodes, allCPU))
	return err
}

func perSecond(n uint64, d time.Duration) float64 {
	if d <= 0 {
		return 0
	}
	return float64(n) / d.Seconds()
}
