package engine

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"siegeworks/rules"
)

// Training the learned evaluation (nnue.go) from self-play positions, each
// with the search's score and its game's result (siege selfplay -scores).
// The network learns, in floating point, to predict a blend of the two as
// an expected score (texelScale), and is then rounded to integers.

// NetSample is a training position: its pieces as inputs from White's side,
// who is to move, and the search's score and the game's result, both from
// White's view.
type NetSample struct {
	feats  [32]uint16
	n      uint8
	black  bool // Black to move
	Score  float32
	Result float32
	Game   int32
	FEN    string
	// Base is what the network's output is added to, in units of netScale
	// centipawns for the side to move: the hand-written evaluation when the
	// network learns a correction to it (SetHandWrittenBase), else 0.
	Base float32
}

// ReadNetSamples reads lines "FEN;result;score" (siege selfplay -scores) of
// orthodox chess positions. Games are told apart as ReadTexel does.
func ReadNetSamples(in io.Reader) ([]NetSample, error) {
	chess, _ := rules.VariantByID("chess")
	var out []NetSample
	var games gameCounter
	sc := bufio.NewScanner(in)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		parts := strings.Split(line, ";")
		if len(parts) != 3 {
			return nil, fmt.Errorf("line %d: want FEN;result;score", n)
		}
		result, ok := texelResult(parts[1])
		if !ok {
			return nil, fmt.Errorf("line %d: result %q", n, parts[1])
		}
		score, err := strconv.Atoi(parts[2])
		if err != nil {
			return nil, fmt.Errorf("line %d: score %q", n, parts[2])
		}
		pos, err := rules.ParseFEN(chess, parts[0])
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		s := NetSample{Score: float32(score), Result: float32(result), FEN: parts[0], black: pos.SideToMove() == rules.Black}
		for sq := range 64 {
			if code := netPieceCode(pos.At(netSquares[sq])); code != 0 && s.n < 32 {
				s.feats[s.n] = uint16(netFeature(code, sq, rules.White))
				s.n++
			}
		}
		s.Game = int32(games.next(result, 2*pos.FullmoveNumber()+int(pos.SideToMove())))
		out = append(out, s)
	}
	return out, sc.Err()
}

// blackFeature is White's input f (netFeature) seen from Black's side.
func blackFeature(f int) int { return netFeature(uint8(f/64+1), f%64, rules.Black) }

// NetTrainConfig drives TrainNetwork.
type NetTrainConfig struct {
	Train, Check []NetSample
	K            float64 // the logistic scale of scores (texelScale)
	Lambda       float64 // weight of the search's score in the target; the game's result gets the rest
	Epochs       int
	Batch        int
	LR           float64 // Adam's step at the start; it decays tenfold over the run
	Seed         uint64
	Residual     bool // the network learns a correction to the hand-written evaluation (the samples' Base)
	// Init, when set, is the network training starts from (its weights,
	// unrounded back to floats) instead of random weights: a network
	// already trained goes on learning from new positions without the old
	// ones. It must be residual exactly when Residual is.
	Init *NetworkFile
}

// floatNet is the network during training.
type floatNet struct {
	w1 [netInputs * netHidden]float32
	b1 [netHidden]float32
	w2 [2 * netHidden]float32
	b2 [1]float32
}

// params lists the network's weights as one flat view each.
func (f *floatNet) params() [][]float32 {
	return [][]float32{f.w1[:], f.b1[:], f.w2[:], f.b2[:]}
}

// TrainNetwork trains a network with Adam on cfg.Train, reporting the loss
// on cfg.Check after each epoch, and returns it in the form the engine
// reads (write it with WriteNetwork).
func TrainNetwork(cfg NetTrainConfig, logf func(string)) *NetworkFile {
	nf, _ := trainNetwork(cfg, logf)
	return nf
}

// trainNetwork is TrainNetwork, also returning the network before rounding.
func trainNetwork(cfg NetTrainConfig, logf func(string)) (*NetworkFile, *floatNet) {
	rng := rand.New(rand.NewPCG(cfg.Seed, 7))
	net := new(floatNet)
	if cfg.Init != nil {
		net.unquantize(cfg.Init.n)
	} else {
		for i := range net.w1 {
			net.w1[i] = float32(rng.Float64()*0.2 - 0.1)
		}
		outInit := 0.06
		if cfg.Residual {
			outInit = 0.005 // start at the hand-written evaluation, nearly unchanged
		}
		for i := range net.w2 {
			net.w2[i] = float32((rng.Float64()*2 - 1) * outInit)
		}
	}
	workers := max(runtime.GOMAXPROCS(0), 1)
	grads := make([]*floatNet, workers)
	for i := range grads {
		grads[i] = new(floatNet)
	}
	m, v := new(floatNet), new(floatNet)
	step := 0
	order := make([]int, len(cfg.Train))
	for i := range order {
		order[i] = i
	}
	for epoch := 1; epoch <= cfg.Epochs; epoch++ {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		lr := cfg.LR * math.Pow(0.1, float64(epoch-1)/float64(max(cfg.Epochs-1, 1)))
		var trainLoss float64
		for at := 0; at < len(order); at += cfg.Batch {
			batch := order[at:min(at+cfg.Batch, len(order))]
			var wg sync.WaitGroup
			losses := make([]float64, workers)
			for w := range workers {
				wg.Add(1)
				go func(w int) {
					defer wg.Done()
					g := grads[w]
					*g = floatNet{}
					for i := w; i < len(batch); i += workers {
						losses[w] += net.backprop(&cfg.Train[batch[i]], g, cfg.K, cfg.Lambda)
					}
				}(w)
			}
			wg.Wait()
			for _, l := range losses {
				trainLoss += l
			}
			step++
			net.adam(grads, m, v, lr, step, float32(1/float64(len(batch))))
		}
		logf(fmt.Sprintf("epoch %d: training loss %.6f, held-out loss %.6f (step %.5f)",
			epoch, trainLoss/float64(max(len(order), 1)), net.loss(cfg.Check, cfg.K, cfg.Lambda), lr))
	}
	nf := net.quantize()
	nf.n.residual = cfg.Residual
	return nf, net
}

// target is what a sample teaches, as an expected score for the side to
// move.
func (s *NetSample) target(k, lambda float64) float64 {
	score, result := float64(s.Score), float64(s.Result)
	if s.black {
		score, result = -score, 1-result
	}
	return lambda*texelScaleF(score, k) + (1-lambda)*result
}

func texelScaleF(cp, k float64) float64 { return 1 / (1 + math.Pow(10, -k*cp/400)) }

// forward computes the two halves of the hidden layer (before clipping) and
// the output in centipawns/netScale.
func (f *floatNet) forward(s *NetSample, us, them *[netHidden]float32) float32 {
	*us, *them = f.b1, f.b1
	own, other := us, them
	if s.black {
		own, other = them, us
	}
	for _, x := range s.feats[:s.n] {
		addRow(own, f.w1[int(x)*netHidden:][:netHidden])
		addRow(other, f.w1[blackFeature(int(x))*netHidden:][:netHidden])
	}
	out := f.b2[0] + s.Base
	for i := range netHidden {
		out += f.w2[i]*clip01(us[i]) + f.w2[netHidden+i]*clip01(them[i])
	}
	return out
}

func addRow(acc *[netHidden]float32, w []float32) {
	for i := range acc {
		acc[i] += w[i]
	}
}

func clip01(x float32) float32 { return min(max(x, 0), 1) }

// backprop adds the gradient of one sample's squared error to g and returns
// the error.
func (f *floatNet) backprop(s *NetSample, g *floatNet, k, lambda float64) float64 {
	var us, them [netHidden]float32
	out := f.forward(s, &us, &them)
	pred := texelScaleF(float64(out)*netScale, k)
	diff := pred - s.target(k, lambda)
	// d(pred)/d(out) for pred = 1/(1+10^(-k·out·netScale/400)).
	dOut := float32(2 * diff * pred * (1 - pred) * k * math.Ln10 * netScale / 400)
	g.b2[0] += dOut
	var dUs, dThem [netHidden]float32
	for i := range netHidden {
		g.w2[i] += dOut * clip01(us[i])
		g.w2[netHidden+i] += dOut * clip01(them[i])
		if us[i] > 0 && us[i] < 1 {
			dUs[i] = dOut * f.w2[i]
		}
		if them[i] > 0 && them[i] < 1 {
			dThem[i] = dOut * f.w2[netHidden+i]
		}
	}
	dOwn, dOther := &dUs, &dThem
	if s.black {
		dOwn, dOther = dOther, dOwn
	}
	for i := range netHidden {
		g.b1[i] += dOwn[i] + dOther[i]
	}
	for _, x := range s.feats[:s.n] {
		row := g.w1[int(x)*netHidden:][:netHidden]
		for i := range row {
			row[i] += dOwn[i]
		}
		row = g.w1[blackFeature(int(x))*netHidden:][:netHidden]
		for i := range row {
			row[i] += dOther[i]
		}
	}
	return diff * diff
}

// adam applies the summed gradients of the workers, scaled by scale, with
// Adam's update, and keeps the weights within what the integers can hold.
func (f *floatNet) adam(grads []*floatNet, m, v *floatNet, lr float64, step int, scale float32) {
	const b1, b2, eps = 0.9, 0.999, 1e-8
	c1 := 1 - math.Pow(b1, float64(step))
	c2 := 1 - math.Pow(b2, float64(step))
	alpha := float32(lr * math.Sqrt(c2) / c1)
	ps, ms, vs := f.params(), m.params(), v.params()
	gs := make([][][]float32, len(grads))
	for w, g := range grads {
		gs[w] = g.params()
	}
	for p := range ps {
		limit := float32(0.96) // the accumulator's int16 holds a bias and 32 pieces' weights (nnue.go)
		if p >= 2 {
			limit = 4 // 4·netQB fits an int16
		}
		for i := range ps[p] {
			var g float32
			for w := range gs {
				g += gs[w][p][i]
			}
			g *= scale
			ms[p][i] = b1*ms[p][i] + (1-b1)*g
			vs[p][i] = b2*vs[p][i] + (1-b2)*g*g
			x := ps[p][i] - alpha*ms[p][i]/(float32(math.Sqrt(float64(vs[p][i])))+eps)
			ps[p][i] = min(max(x, -limit), limit)
		}
	}
}

// loss is the mean squared error over samples.
func (f *floatNet) loss(samples []NetSample, k, lambda float64) float64 {
	if len(samples) == 0 {
		return 0
	}
	var sum float64
	var us, them [netHidden]float32
	for i := range samples {
		out := f.forward(&samples[i], &us, &them)
		d := texelScaleF(float64(out)*netScale, k) - samples[i].target(k, lambda)
		sum += d * d
	}
	return sum / float64(len(samples))
}

// NetworkFile is a trained, quantized network.
type NetworkFile struct{ n *network }

// Write stores it as the engine's network file.
func (nf *NetworkFile) Write(w io.Writer) error { return nf.n.write(w) }

func (f *floatNet) quantize() *NetworkFile {
	n := new(network)
	q := func(x float32, s float64) int16 { return int16(math.Round(float64(x) * s)) }
	for in := range netInputs {
		for h := range netHidden {
			n.featureW[in][h] = q(f.w1[in*netHidden+h], netQA)
		}
	}
	for h := range netHidden {
		n.featureB[h] = q(f.b1[h], netQA)
	}
	for i := range n.outW {
		n.outW[i] = q(f.w2[i], netQB)
	}
	n.outB = int64(math.Round(float64(f.b2[0]) * netQA * netQB))
	return &NetworkFile{n}
}

// unquantize sets f to the weights of n, the inverse of quantize (up to
// quantize's rounding).
func (f *floatNet) unquantize(n *network) {
	for in := range netInputs {
		for h := range netHidden {
			f.w1[in*netHidden+h] = float32(float64(n.featureW[in][h]) / netQA)
		}
	}
	for h := range netHidden {
		f.b1[h] = float32(float64(n.featureB[h]) / netQA)
	}
	for i := range n.outW {
		f.w2[i] = float32(float64(n.outW[i]) / netQB)
	}
	f.b2[0] = float32(float64(n.outB) / (netQA * netQB))
}

// ReadNetworkFile reads a network file (as siege nettrain writes one), to
// start a training from it (NetTrainConfig.Init).
func ReadNetworkFile(r io.Reader) (*NetworkFile, error) {
	n, err := readNetwork(r)
	if err != nil {
		return nil, err
	}
	return &NetworkFile{n}, nil
}

// BuiltInNetworkFile is the network built into the program (chess.nnue), to
// start a training from it; it is shared, and training only reads it.
func BuiltInNetworkFile() *NetworkFile { return &NetworkFile{builtInChessNet()} }

// Residual reports whether the network is a correction to the hand-written
// evaluation rather than the whole evaluation.
func (nf *NetworkFile) Residual() bool { return nf.n.residual }

// HandWrittenLoss is the hand-written evaluation's error on samples, with
// the same targets as the network's: the yardstick a network must beat.
func HandWrittenLoss(samples []NetSample, k, lambda float64) (float64, error) {
	v, _ := rules.VariantByID("chess")
	ev := newEvaluator(v, DefaultParamsFor(v))
	var st evalState
	var sum float64
	for i := range samples {
		pos, err := rules.ParseFEN(v, samples[i].FEN)
		if err != nil {
			return 0, err
		}
		d := texelScaleF(float64(ev.evaluate(pos, &st)), k) - samples[i].target(k, lambda)
		sum += d * d
	}
	return sum / float64(max(len(samples), 1)), nil
}

// SetHandWrittenBase sets each sample's Base to the hand-written
// evaluation, for a network that learns a correction to it.
func SetHandWrittenBase(samples []NetSample) error {
	v, _ := rules.VariantByID("chess")
	ev := newEvaluator(v, DefaultParamsFor(v))
	var st evalState
	for i := range samples {
		pos, err := rules.ParseFEN(v, samples[i].FEN)
		if err != nil {
			return err
		}
		samples[i].Base = float32(ev.evaluate(pos, &st)) / netScale
	}
	return nil
}
