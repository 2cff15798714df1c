package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"siegeworks/engine"
	"siegeworks/rules"
)

func init() {
	commands["nettrain"] = command{"train a learned evaluation of orthodox chess (played with the UCI option EvalFile; engine/chess.nnue is one) on self-play positions with the search's scores: -data FILE[,FILE…] -out FILE [-epochs 12] [-batch 16384] [-lr 0.001] [-lambda 0.75] [-residual] [-init FILE] [-holdout 20] [-limit N] [-seed S]", runNetTrain}
}

func runNetTrain(args []string, _ io.Reader, out io.Writer) error {
	fs := newFlags("nettrain")
	data := fs.String("data", "", "files of \"FEN;result;score\" lines from siege selfplay -scores, separated by commas")
	outFile := fs.String("out", "", "the network file to write")
	epochs := fs.Int("epochs", 12, "passes over the training positions")
	batch := fs.Int("batch", 16384, "positions a step")
	lr := fs.Float64("lr", 0.001, "Adam's step at the start (it decays tenfold over the run)")
	lambda := fs.Float64("lambda", 0.75, "weight of the search's score in what a position teaches; the game's result gets the rest")
	holdout := fs.Int("holdout", 20, "every Nth game's positions are held out to check for overfitting (0: none)")
	seed := fs.Uint64("seed", 1, "seed of the initial weights and the order of the positions")
	limit := fs.Int("limit", 0, "train on only the first N training positions, the held-out ones unchanged (0: all; for learning curves)")
	residual := fs.Bool("residual", false, "learn a correction to the hand-written evaluation rather than the whole evaluation")
	initFile := fs.String("init", "", "start from this network's weights instead of random ones (<built-in> for the one built in), to go on training it on new positions; it must be residual exactly when -residual is given")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *data == "" || *outFile == "" || *epochs < 1 || *batch < 1 || *holdout < 0 || *lambda < 0 || *lambda > 1 {
		return errors.New("need -data FILE, -out FILE, epochs >= 1, batch >= 1, holdout >= 0, lambda in 0..1")
	}
	var init *engine.NetworkFile
	if *initFile != "" {
		nf, err := readNetworkFile(*initFile)
		if err != nil {
			return fmt.Errorf("-init: %v", err)
		}
		if nf.Residual() != *residual {
			return fmt.Errorf("-init: %s is %s, and this training is %s: give -residual exactly when the network has it", *initFile, residualWords(nf.Residual()), residualWords(*residual))
		}
		init = nf
	}
	chess, _ := rules.VariantByID("chess")
	var train, check []engine.NetSample
	var forK []engine.TexelSample
	for _, name := range strings.Split(*data, ",") {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		samples, err := engine.ReadNetSamples(bufio.NewReader(f))
		f.Close()
		if err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
		for _, s := range samples {
			if *holdout > 0 && int(s.Game)%*holdout == 0 {
				check = append(check, s)
			} else {
				train = append(train, s)
			}
		}
		if len(forK) < 100000 {
			ts, err := firstTexelSamples(chess, name, 100000-len(forK))
			if err != nil {
				return err
			}
			forK = append(forK, ts...)
		}
	}
	if len(train) == 0 {
		return errors.New("no positions to train on")
	}
	if *limit > 0 && *limit < len(train) {
		train = train[:*limit]
	}
	if *residual {
		if err := engine.SetHandWrittenBase(train); err != nil {
			return err
		}
		if err := engine.SetHandWrittenBase(check); err != nil {
			return err
		}
	}
	k := engine.FitTexelK(chess, engine.DefaultParamsFor(chess), forK)
	fmt.Fprintf(out, "%d training positions, %d held out; K %.3f (the hand-written evaluation's fit)\n", len(train), len(check), k)
	if len(check) > 0 {
		hw, err := engine.HandWrittenLoss(check, k, *lambda)
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "the hand-written evaluation's held-out loss: %.6f\n", hw)
	}
	nf := engine.TrainNetwork(engine.NetTrainConfig{Train: train, Check: check, K: k, Lambda: *lambda, Epochs: *epochs, Batch: *batch, LR: *lr, Seed: *seed, Residual: *residual, Init: init},
		func(s string) { fmt.Fprintln(out, s) })
	f, err := os.Create(*outFile)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	if err := nf.Write(w); err != nil {
		f.Close()
		return err
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	_, err = fmt.Fprintf(out, "network written to %s\n", *outFile)
	return err
}

// readNetworkFile reads a network file, or the built-in network for
// <built-in>.
func readNetworkFile(name string) (*engine.NetworkFile, error) {
	if name == "<built-in>" {
		return engine.BuiltInNetworkFile(), nil
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return engine.ReadNetworkFile(bufio.NewReader(f))
}

// residualWords says what a network learns, for -init's error message.
func residualWords(residual bool) string {
	if residual {
		return "a correction to the hand-written evaluation"
	}
	return "a whole evaluation"
}

// firstTexelSamples reads the first n lines of a data file as Texel samples
// (for fitting K with the hand-written evaluation).
func firstTexelSamples(v *rules.Variant, name string, n int) ([]engine.TexelSample, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var b strings.Builder
	sc := bufio.NewScanner(f)
	for i := 0; i < n && sc.Scan(); i++ {
		b.WriteString(sc.Text())
		b.WriteByte('\n')
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	samples, err := engine.ReadTexel(v, strings.NewReader(b.String()))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return samples, nil
}

// chooseNetwork makes eng play chess at full strength with the learned
// evaluation in the named file (siege nettrain writes one), with the one
// built in for <built-in> (the default), or with the hand-written one alone
// for an empty name. It says which in words; a file that cannot be read is
// an error and changes nothing.
func chooseNetwork(eng *engine.Engine, name string) (string, error) {
	switch name {
	case "", "<empty>":
		_ = eng.LoadNetwork(nil)
		return "the hand-written evaluation", nil
	case "<built-in>":
		eng.UseBuiltInNetwork()
		return "the built-in network", nil
	}
	f, err := os.Open(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	if err := eng.LoadNetwork(bufio.NewReader(f)); err != nil {
		return "", err
	}
	return "chess is evaluated with the network in " + name, nil
}
