package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"siegeworks/engine"
	"siegeworks/rules"
)

func init() {
	commands["selfplay"] = command{"collect positions for the evaluation tuner from self-play: -variant V -games N [-nodes 2500] [-plies 6] [-concurrency C] [-seed S] [-scores] [-evalfile <built-in>|FILE] -out FILE (appended, one \"FEN;result\" a line)", runSelfPlay}
	commands["texel"] = command{"tune the evaluation on self-play positions by Texel's method: -variant V -data FILE[,FILE…] [-passes 40] [-holdout 10] [-weights A,B,…]", runTexel}
}

func runSelfPlay(args []string, _ io.Reader, out io.Writer) error {
	fs := newFlags("selfplay")
	variant := fs.String("variant", "chess", "variant identifier")
	games := fs.Int("games", 100, "games to play")
	nodes := fs.Uint64("nodes", 2500, "nodes per move")
	plies := fs.Int("plies", 6, "random plies of each opening")
	conc := fs.Int("concurrency", 2, "games played at once")
	seed := fs.Uint64("seed", 1, "seed of the openings")
	outFile := fs.String("out", "", "file the positions are appended to")
	scores := fs.Bool("scores", false, "add the search's score (centipawns, White's view) to each line: \"FEN;result;score\", for the learned evaluation (siege nettrain)")
	evalFile := fs.String("evalfile", "", "play chess with a learned evaluation, as the UCI option EvalFile: <built-in> or a file from siege nettrain (default: the hand-written evaluation alone, the one texel tunes)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *outFile == "" || *games < 1 || *nodes < 100 || *conc < 1 || *plies < 0 {
		return errors.New("need -out FILE, games >= 1, nodes >= 100, concurrency >= 1")
	}
	v, err := rules.VariantByID(*variant)
	if err != nil {
		return err
	}
	var network func(*engine.Engine) error
	if *evalFile != "" {
		// Read and check the network once, before the first game.
		if _, err := chooseNetwork(engine.New(engine.Options{HashMB: 1}), *evalFile); err != nil {
			return fmt.Errorf("-evalfile: %v", err)
		}
		network = func(e *engine.Engine) error {
			_, err := chooseNetwork(e, *evalFile)
			return err
		}
	}
	f, err := os.OpenFile(*outFile, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	tally := map[rules.Result]int{}
	positions := 0
	var werr error
	cfg := engine.SelfPlayConfig{Variant: v, Games: *games, Nodes: *nodes, OpeningPlies: *plies, Workers: *conc, Seed: *seed, Start: engine.DefaultParamsFor(v), Network: network}
	err = engine.SelfPlay(cfg, func(kept []engine.SelfPlayPosition, r rules.Result) {
		tally[r]++
		for _, kp := range kept {
			line := engine.TexelLine(kp.FEN, r)
			if *scores {
				line += ";" + strconv.Itoa(kp.Score)
			}
			if _, e := w.WriteString(line + "\n"); e != nil && werr == nil {
				werr = e
			}
		}
		positions += len(kept)
	})
	if e := w.Flush(); e != nil && werr == nil {
		werr = e
	}
	if e := f.Close(); e != nil && werr == nil {
		werr = e
	}
	if err != nil {
		return err
	}
	if werr != nil {
		return werr
	}
	_, err = fmt.Fprintf(out, "%s: %d games (1-0 %d, draws %d, 0-1 %d), %d positions appended to %s\n", v.ID, *games, tally[rules.ResultWhiteWins], tally[rules.ResultDraw], tally[rules.ResultBlackWins], positions, *outFile)
	return err
}

func runTexel(args []string, _ io.Reader, out io.Writer) error {
	fs := newFlags("texel")
	variant := fs.String("variant", "chess", "variant identifier (its weight group is tuned)")
	data := fs.String("data", "", "files of \"FEN;result\" lines from siege selfplay, separated by commas")
	passes := fs.Int("passes", 40, "passes over the weights at most")
	holdout := fs.Int("holdout", 10, "every Nth game's positions are held out to check for overfitting (0: none)")
	only := fs.String("weights", "", "tune only these weights, separated by commas (default: all of the variant's group)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *data == "" || *passes < 1 || *holdout < 0 {
		return errors.New("need -data FILE, passes >= 1, holdout >= 0")
	}
	v, err := rules.VariantByID(*variant)
	if err != nil {
		return err
	}
	var train, check []engine.TexelSample
	for _, name := range strings.Split(*data, ",") {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		samples, err := engine.ReadTexel(v, f)
		f.Close()
		if err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
		for _, s := range samples {
			if *holdout > 0 && s.Game%*holdout == 0 {
				check = append(check, s)
			} else {
				train = append(train, s)
			}
		}
	}
	if len(train) == 0 {
		return errors.New("no positions to tune on")
	}
	var werr error
	logf := func(s string) {
		if werr == nil {
			_, werr = fmt.Fprintln(out, s)
		}
	}
	start := engine.DefaultParamsFor(v)
	cfg := engine.TexelConfig{Variant: v, Start: start, Train: train, Check: check, Passes: *passes}
	if *only != "" {
		cfg.Only = strings.Split(*only, ",")
		known := map[string]bool{}
		for _, t := range start.TexelTunables(engine.GroupOf(v)) {
			known[t.Name] = true
		}
		for _, name := range cfg.Only {
			if !known[name] {
				return fmt.Errorf("%s has no weight %q to tune", v.ID, name)
			}
		}
	}
	tuned, k := engine.TexelTune(cfg, logf)
	logf(fmt.Sprintf("K %.3f; tuned: %s", k, tuned.Diff(start)))
	return werr
}
