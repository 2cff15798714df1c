package main

import (
	"errors"
	"fmt"
	"io"

	"siegeworks/engine"
	"siegeworks/rules"
)

func init() {
	commands["tune"] = command{"self-play SPSA tuning of the evaluation: -variant V [-iterations N] [-games G] [-nodes N] [-verify G] [-concurrency C] [-seed S]", runTune}
}

func runTune(args []string, _ io.Reader, out io.Writer) error {
	fs := newFlags("tune")
	variant := fs.String("variant", "chess", "variant identifier")
	iters := fs.Int("iterations", 20, "SPSA iterations")
	games := fs.Int("games", 8, "games per iteration (even)")
	nodes := fs.Uint64("nodes", 3000, "nodes per move")
	verify := fs.Int("verify", 40, "games of tuned against default at the end (0: none)")
	conc := fs.Int("concurrency", 2, "games played at once")
	seed := fs.Uint64("seed", 1, "seed")
	rate := fs.Float64("rate", 2, "learning rate")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *iters < 1 || *games < 2 || *nodes < 100 || *conc < 1 {
		return errors.New("need iterations >= 1, games >= 2, nodes >= 100, concurrency >= 1")
	}
	v, err := rules.VariantByID(*variant)
	if err != nil {
		return err
	}
	var werr error
	logf := func(s string) {
		if werr == nil {
			_, werr = fmt.Fprintln(out, s)
		}
	}
	cfg := engine.TuneConfig{Variant: v, Iterations: *iters, Games: *games, Nodes: *nodes, Workers: *conc, Seed: *seed, Rate: *rate, Start: engine.DefaultParamsFor(v)}
	tuned, err := engine.Tune(cfg, logf)
	if err != nil {
		return err
	}
	logf("tuned: " + tuned.Diff(engine.DefaultParamsFor(v)))
	if *verify > 0 {
		def := engine.DefaultParamsFor(v)
		ops := engine.Openings(v, (*verify+1)/2, 4, *seed+99)
		newT := func(int) engine.Player {
			return &engine.EnginePlayer{E: engine.New(engine.Options{HashMB: 4, Params: &tuned}), Limits: engine.Limits{Nodes: *nodes}}
		}
		newD := func(int) engine.Player {
			return &engine.EnginePlayer{E: engine.New(engine.Options{HashMB: 4, Params: &def}), Limits: engine.Limits{Nodes: *nodes}}
		}
		res, err := engine.RunMatch(v, ops, *verify, *conc, newT, newD, 250, nil)
		if err != nil {
			return err
		}
		logf(fmt.Sprintf("verify tuned vs default: +%d =%d -%d  %.1f%%  Elo %+.0f", res.Wins, res.Draws, res.Losses, 100*res.Score(), res.Elo()))
	}
	return werr
}
