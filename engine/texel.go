package engine

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"runtime"
	"slices"
	"strings"
	"sync"

	"siegeworks/rules"
)

// Texel's tuning method: the evaluation, turned into an expected score by a
// logistic curve, should predict the results of the games its positions came
// from. The weights that make the mean squared error smallest are the tuned
// ones. Positions come from self-play (selfplay.go), each labelled with its
// game's result.

// TexelSample is a position and the result of its game, from White's view
// (1 a win, ½ a draw, 0 a loss).
type TexelSample struct {
	Pos    *rules.Position
	Result float64
	Game   int // which game of the file it came from, counted from 0 (see ReadTexel)
}

// TexelLine is one sample as a line of a data file: "FEN;1-0".
func TexelLine(fen string, r rules.Result) string {
	return fen + ";" + string(r)
}

// ReadTexel reads a data file of TexelLine lines for v; a line that is not
// a legal position and a result is an error naming the line.
//
// It also tells the games apart, so that positions can be held out game by
// game: siege selfplay writes each game's positions together and in the
// order they were played, so a new game begins where the result changes or
// the move count does not go on (the FEN's move number and side to move).
// Positions of one game share its result and most of its pieces: held out one
// by one, they would let a tuner that learns which games were won look as if
// it generalised.
func ReadTexel(v *rules.Variant, in io.Reader) ([]TexelSample, error) {
	var out []TexelSample
	var games gameCounter
	sc := bufio.NewScanner(in)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		fen, res, ok := strings.Cut(line, ";")
		res, _, _ = strings.Cut(res, ";") // a score after the result (siege selfplay -scores) is not read here
		r, known := texelResult(res)
		if !ok || !known {
			return nil, fmt.Errorf("line %d: not \"FEN;result\" with a result 1-0, 1/2-1/2 or 0-1", n)
		}
		pos, err := rules.ParseFEN(v, fen)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		game := games.next(r, 2*pos.FullmoveNumber()+int(pos.SideToMove()))
		out = append(out, TexelSample{Pos: pos, Result: r, Game: game})
	}
	return out, sc.Err()
}

// texelResult reads a game's result from White's view (1, ½ or 0).
func texelResult(res string) (float64, bool) {
	switch res {
	case string(rules.ResultWhiteWins):
		return 1, true
	case string(rules.ResultDraw):
		return 0.5, true
	case string(rules.ResultBlackWins):
		return 0, true
	}
	return 0, false
}

// gameCounter numbers the games of a data file as its positions come: a
// new game begins where the result changes or the ply does not go on.
type gameCounter struct {
	game, lastPly int
	lastResult    float64
	started       bool
}

// next is the game of a position with this result and ply.
func (g *gameCounter) next(result float64, ply int) int {
	if g.started && (result != g.lastResult || ply <= g.lastPly) {
		g.game++
	}
	g.started, g.lastResult, g.lastPly = true, result, ply
	return g.game
}

// texelScale turns centipawns into an expected score: 1/(1+10^(-K·cp/400)).
func texelScale(cp int, k float64) float64 {
	return 1 / (1 + math.Pow(10, -k*float64(cp)/400))
}

// TexelLoss is the mean squared error between the results and what the
// evaluation with p expects, over the samples (in parallel on every core).
func TexelLoss(v *rules.Variant, p Params, samples []TexelSample, k float64) float64 {
	if len(samples) == 0 {
		return 0
	}
	ev := newEvaluator(v, p)
	workers := min(runtime.GOMAXPROCS(0), len(samples))
	sums := make([]float64, workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			var st evalState
			for i := w; i < len(samples); i += workers {
				s := &samples[i]
				cp := ev.evaluate(s.Pos, &st)
				if s.Pos.SideToMove() == rules.Black {
					cp = -cp
				}
				d := s.Result - texelScale(cp, k)
				sums[w] += d * d
			}
		}(w)
	}
	wg.Wait()
	var sum float64
	for _, x := range sums {
		sum += x
	}
	return sum / float64(len(samples))
}

// FitTexelK finds the logistic curve's K that fits the evaluation with p
// best (golden-section search over 0.1-3): the scale at which centipawns
// predict results. It stays fixed while the weights are tuned, so that the
// tuner cannot lower the error by inflating every weight at once.
func FitTexelK(v *rules.Variant, p Params, samples []TexelSample) float64 {
	lo, hi := 0.1, 3.0
	const phi = 0.6180339887
	a, b := hi-phi*(hi-lo), lo+phi*(hi-lo)
	fa, fb := TexelLoss(v, p, samples, a), TexelLoss(v, p, samples, b)
	for i := 0; i < 30; i++ {
		if fa < fb {
			hi, b, fb = b, a, fa
			a = hi - phi*(hi-lo)
			fa = TexelLoss(v, p, samples, a)
		} else {
			lo, a, fa = a, b, fb
			b = lo + phi*(hi-lo)
			fb = TexelLoss(v, p, samples, b)
		}
	}
	return (lo + hi) / 2
}

// TexelConfig drives TexelTune.
type TexelConfig struct {
	Variant *rules.Variant
	Group   string // which weights (default: the variant's group)
	Start   Params
	Train   []TexelSample
	Check   []TexelSample // held out: reported, never tuned on
	K       float64       // 0: fitted on Train with Start
	Passes  int           // at most this many passes over the weights
	Only    []string      // tune only these weights of the group (none: all)
}

// TexelTune is Texel's local search, coarse to fine: each weight in turn
// moves by its step while that lowers the training error; a weight that
// cannot move halves its step (down to 1). It stops when no weight moves at
// the finest steps, or after cfg.Passes passes. logf gets a line a pass.
func TexelTune(cfg TexelConfig, logf func(string)) (Params, float64) {
	if cfg.Group == "" {
		cfg.Group = GroupOf(cfg.Variant)
	}
	if cfg.K == 0 {
		cfg.K = FitTexelK(cfg.Variant, cfg.Start, cfg.Train)
	}
	p := cfg.Start
	loss := func() float64 { return TexelLoss(cfg.Variant, p, cfg.Train, cfg.K) }
	best := loss()
	ts := p.TexelTunables(cfg.Group)
	if len(cfg.Only) > 0 {
		keep := ts[:0]
		for _, t := range ts {
			if slices.Contains(cfg.Only, t.Name) {
				keep = append(keep, t)
			}
		}
		ts = keep
	}
	steps := make([]int, len(ts))
	for i, t := range ts {
		steps[i] = max(1, t.Step/2)
	}
	if logf != nil {
		logf(fmt.Sprintf("K %.3f, %d training and %d held-out positions; start: train %.6f, held out %.6f",
			cfg.K, len(cfg.Train), len(cfg.Check), best, TexelLoss(cfg.Variant, p, cfg.Check, cfg.K)))
	}
	for pass := 1; pass <= cfg.Passes; pass++ {
		moved, finest := 0, true
		for i, t := range ts {
			improved := false
			for _, dir := range []int{1, -1} {
				for {
					old := *t.Ptr
					next := clampInt(old+dir*steps[i], t.Min, t.Max)
					if next == old {
						break
					}
					*t.Ptr = next
					if l := loss(); l < best {
						best, improved = l, true
						continue
					}
					*t.Ptr = old
					break
				}
				if improved {
					break
				}
			}
			if improved {
				moved++
			} else if steps[i] > 1 {
				steps[i] /= 2
			}
			if steps[i] > 1 {
				finest = false
			}
		}
		if logf != nil {
			logf(fmt.Sprintf("pass %d: %d weights moved; train %.6f, held out %.6f; %s", pass, moved, best,
				TexelLoss(cfg.Variant, p, cfg.Check, cfg.K), p.Diff(cfg.Start)))
		}
		if moved == 0 && finest {
			break
		}
	}
	return p, cfg.K
}
