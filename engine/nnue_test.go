package engine

import (
	"bytes"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"siegeworks/rules"
)

// The accumulator kept by difference is exactly the one computed afresh, at
// every position of random games, whichever position it last saw.
func TestNetIncrementalMatchesFresh(t *testing.T) {
	v, _ := rules.VariantByID("chess")
	rng := rand.New(rand.NewPCG(3, 4))
	net := randomNetwork(5)
	var kept netState
	for game := 0; game < 20; game++ {
		pos := rules.NewPosition(v)
		for ply := 0; ply < 120; ply++ {
			var fresh netState
			got, want := net.evaluate(pos, &kept), net.evaluate(pos, &fresh)
			if got != want || kept.acc != fresh.acc {
				t.Fatalf("game %d ply %d (%s): kept %d, fresh %d", game, ply, pos.FEN(), got, want)
			}
			var ml rules.MoveList
			pos.GenerateLegal(&ml)
			if ml.Len() == 0 {
				break
			}
			pos.MakeMove(ml.At(rng.IntN(ml.Len())))
		}
	}
}

// The evaluation is the same for a position and its mirror image with the
// colours swapped, as the two sides share the network's weights.
func TestNetColourSymmetry(t *testing.T) {
	v, _ := rules.VariantByID("chess")
	net := randomNetwork(6)
	for _, fen := range []string{
		"r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
		"8/5pk1/6p1/8/3R4/6P1/r4PK1/8 b - - 0 40",
	} {
		pos, err := rules.ParseFEN(v, fen)
		if err != nil {
			t.Fatal(err)
		}
		mirror, err := rules.ParseFEN(v, colourFlipped(fen))
		if err != nil {
			t.Fatal(err)
		}
		var a, b netState
		if x, y := net.evaluate(pos, &a), net.evaluate(mirror, &b); x != y {
			t.Errorf("%s: %d, mirrored %d", fen, x, y)
		}
	}
}

// randomNetwork has weights at random, within what training allows.
func randomNetwork(seed uint64) *network {
	rng := rand.New(rand.NewPCG(seed, 1))
	n := new(network)
	for f := range n.featureW {
		for h := range n.featureW[f] {
			n.featureW[f][h] = int16(rng.IntN(401) - 200)
		}
	}
	for h := range n.featureB {
		n.featureB[h] = int16(rng.IntN(1025))
	}
	for i := range n.outW {
		n.outW[i] = int16(rng.IntN(8193) - 4096)
	}
	n.outB = int64(rng.IntN(1 << 20))
	return n
}

// Training teaches a network what the positions' scores say: here material
// (a pawn 100, a knight or bishop 300, a rook 500, a queen 900), on
// positions of random games. The network must predict positions it has not
// seen far better than one that says 0 everywhere; written and read back it
// is the same; and its integers give the floating point network's scores to
// within a few centipawns.
func TestNetTraining(t *testing.T) {
	v, _ := rules.VariantByID("chess")
	rng := rand.New(rand.NewPCG(11, 12))
	worth := [...]int{rules.Pawn: 100, rules.Knight: 300, rules.Bishop: 300, rules.Rook: 500, rules.Queen: 900, rules.King: 0}
	var lines strings.Builder
	var fens []string
	for game := 0; game < 80; game++ {
		pos := rules.NewPosition(v)
		for ply := 0; ply < 100; ply++ {
			var ml rules.MoveList
			pos.GenerateLegal(&ml)
			if ml.Len() == 0 {
				break
			}
			pos.MakeMove(ml.At(rng.IntN(ml.Len())))
			material := 0
			for _, sq := range v.Geometry().Squares() {
				if pc := pos.At(sq); pc != rules.NoPiece {
					material += worth[pc.Kind()] * (1 - 2*int(pc.Color()))
				}
			}
			result := rules.ResultDraw
			if material > 0 {
				result = rules.ResultWhiteWins
			} else if material < 0 {
				result = rules.ResultBlackWins
			}
			lines.WriteString(TexelLine(pos.FEN(), result) + ";" + strconv.Itoa(material) + "\n")
			fens = append(fens, pos.FEN())
		}
	}
	samples, err := ReadNetSamples(strings.NewReader(lines.String()))
	if err != nil {
		t.Fatal(err)
	}
	if len(samples) != len(fens) {
		t.Fatalf("%d lines read as %d samples", len(fens), len(samples))
	}
	var train, check []NetSample
	var checkFENs []string
	for i, s := range samples {
		if i%5 == 0 {
			check = append(check, s)
			checkFENs = append(checkFENs, fens[i])
		} else {
			train = append(train, s)
		}
	}
	cfg := NetTrainConfig{Train: train, Check: check, K: 1, Lambda: 0.75, Epochs: 10, Batch: 64, LR: 0.004, Seed: 1}
	var log []string
	nf, fn := trainNetwork(cfg, func(s string) { log = append(log, s) })
	zero := (&floatNet{}).loss(check, cfg.K, cfg.Lambda)
	after := fn.loss(check, cfg.K, cfg.Lambda)
	if !(after < zero/4) {
		t.Errorf("held-out loss %.5f after training, %.5f for a network that says 0 everywhere (%v)", after, zero, log)
	}
	var buf bytes.Buffer
	if err := nf.Write(&buf); err != nil {
		t.Fatal(err)
	}
	back, err := readNetwork(&buf)
	if err != nil || *back != *nf.n {
		t.Fatalf("read back: %v", err)
	}
	var us, them [netHidden]float32
	for i := range check {
		pos, err := rules.ParseFEN(v, checkFENs[i])
		if err != nil {
			t.Fatal(err)
		}
		var st netState
		got := back.evaluate(pos, &st)
		want := float64(fn.forward(&check[i], &us, &them)) * netScale
		if d := float64(got) - want; d > 3 || d < -3 {
			t.Errorf("%s: integers say %d, floating point %.1f", pos.FEN(), got, want)
		}
	}
	for _, bad := range []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;1-0\n",      // no score
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1;1-0;5\n",    // no such piece
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;2-0;5\n",    // no such result
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;1-0;five\n", // no number
	} {
		if _, err := ReadNetSamples(strings.NewReader(bad)); err == nil || !strings.Contains(err.Error(), "line 1") {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

// A training can start from a trained network (NetTrainConfig.Init): its
// weights come back from the integers exactly, and with a step of zero the
// training returns the network it started from.
func TestNetTrainingFromANetwork(t *testing.T) {
	start := BuiltInNetworkFile()
	var f floatNet
	f.unquantize(start.n)
	if back := f.quantize(); back.n.featureW != start.n.featureW || back.n.featureB != start.n.featureB ||
		back.n.outW != start.n.outW || back.n.outB != start.n.outB {
		t.Fatal("the built-in network's weights do not survive unquantize and quantize")
	}
	samples, err := ReadNetSamples(strings.NewReader(
		"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1;1/2-1/2;20\n" +
			"rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2;1-0;35\n"))
	if err != nil {
		t.Fatal(err)
	}
	if err := SetHandWrittenBase(samples); err != nil {
		t.Fatal(err)
	}
	cfg := NetTrainConfig{Train: samples, K: 1, Lambda: 0.75, Epochs: 1, Batch: 2, LR: 0, Seed: 1, Residual: true, Init: start}
	nf := TrainNetwork(cfg, func(string) {})
	if *nf.n != *start.n {
		t.Error("a training at step 0 from the built-in network did not return it")
	}
	cfg.Init = nil
	if nf := TrainNetwork(cfg, func(string) {}); *nf.n == *start.n {
		t.Error("a training from random weights returned the built-in network")
	}
}

func TestNetShiftIsTheScale(t *testing.T) {
	if 1<<netShift != netQA*netQB {
		t.Fatalf("netShift %d, netQA·netQB %d", netShift, netQA*netQB)
	}
}

// An engine given a network evaluates chess with it (or, for a correction
// network, with the hand-written evaluation plus it) and searches with it;
// the other variants keep their own evaluations; a broken file is refused and
// changes nothing; nil goes back to the hand-written evaluation.
func TestLoadNetwork(t *testing.T) {
	chess, _ := rules.VariantByID("chess")
	turret, _ := rules.VariantByID("turret")
	pos, _ := rules.ParseFEN(chess, "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4")
	tpos := rules.NewPosition(turret)
	e := New(Options{HashMB: 1})
	builtIn := e.Evaluate(pos) // the default
	handOnly := New(Options{HashMB: 1})
	if err := handOnly.LoadNetwork(nil); err != nil {
		t.Fatal(err)
	}
	if !evaluatesSomeDifferently(t, e, handOnly) {
		t.Error("the built-in network changes nothing")
	}
	if err := e.LoadNetwork(nil); err != nil {
		t.Fatal(err)
	}
	hand, handTurret := e.Evaluate(pos), e.Evaluate(tpos)
	net := randomNetwork(7)
	var st netState
	plain := net.evaluate(pos, &st)
	for _, residual := range []bool{false, true} {
		net.residual = residual
		var file bytes.Buffer
		if err := net.write(&file); err != nil {
			t.Fatal(err)
		}
		if err := e.LoadNetwork(&file); err != nil {
			t.Fatal(err)
		}
		want := plain
		if residual {
			want += hand
		}
		if got := e.Evaluate(pos); got != want {
			t.Errorf("residual %v: Evaluate %d, want %d", residual, got, want)
		}
		if got := e.Evaluate(tpos); got != handTurret {
			t.Errorf("residual %v: Turret's evaluation %d, was %d", residual, got, handTurret)
		}
		r := e.Search(t.Context(), pos, Limits{Depth: 5}, nil)
		var ml rules.MoveList
		pos.GenerateLegal(&ml)
		if !ml.Contains(r.Move) {
			t.Errorf("residual %v: search returned %v", residual, r.Move)
		}
		var short bytes.Buffer
		if err := net.write(&short); err != nil {
			t.Fatal(err)
		}
		for _, broken := range [][]byte{short.Bytes()[:short.Len()-1], append(short.Bytes(), 0), []byte("not a network")} {
			if err := e.LoadNetwork(bytes.NewReader(broken)); err == nil {
				t.Errorf("a broken file (%d bytes) was read", len(broken))
			}
		}
		if got := e.Evaluate(pos); got != want {
			t.Errorf("after a broken file: Evaluate %d, want %d", got, want)
		}
	}
	if err := e.LoadNetwork(nil); err != nil || e.Evaluate(pos) != hand {
		t.Errorf("back to the hand-written evaluation: %v, %d, want %d", err, e.Evaluate(pos), hand)
	}
	e.UseBuiltInNetwork()
	if got := e.Evaluate(pos); got != builtIn || evaluatesSomeDifferently(t, e, New(Options{HashMB: 1})) || !evaluatesSomeDifferently(t, e, handOnly) {
		t.Errorf("back to the built-in network: Evaluate %d, want %d, and every position as a new engine evaluates it", got, builtIn)
	}
}

// The built-in network reads, is a correction to the hand-written
// evaluation, and corrects it by a little (a pawn's worth or less in the
// opening, where the hand-written evaluation is close to right).
func TestBuiltInNetwork(t *testing.T) {
	n := builtInChessNet()
	if !n.residual {
		t.Fatal("the built-in network is not a correction")
	}
	var st netState
	pos := rules.NewPosition(rules.Chess)
	if c := n.evaluate(pos, &st); c < -100 || c > 100 {
		t.Errorf("the correction at the start: %d cp", c)
	}
}

// Only full strength (level 8, and so Hint and the analysis) plays chess
// with the learned evaluation, by default; levels 1-7 search with the
// hand-written one their ratings were measured with, and the variants with
// their own.
func TestOnlyFullStrengthUsesTheNetwork(t *testing.T) {
	for level := MinLevel; level <= MaxLevel; level++ {
		if got, want := Levels[level].Learned, level == MaxLevel; got != want {
			t.Errorf("level %d: Learned %v", level, got)
		}
	}
	pos, _ := rules.ParseFEN(rules.Chess, "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4")
	search := func(level int, learned bool) Result {
		e := New(Options{HashMB: 1, Level: level})
		if !learned {
			if err := e.LoadNetwork(nil); err != nil {
				t.Fatal(err)
			}
		}
		return e.Search(t.Context(), pos, Limits{Depth: 6}, nil)
	}
	if a, b := search(7, true), search(7, false); a.Nodes != b.Nodes || a.Score != b.Score {
		t.Errorf("level 7 with the network %d nodes, score %d; without %d, %d", a.Nodes, a.Score, b.Nodes, b.Score)
	}
	if a, b := search(8, true), search(8, false); a.Nodes == b.Nodes && a.Score == b.Score {
		t.Errorf("level 8 searched alike with the network and without: %d nodes, score %d", a.Nodes, a.Score)
	}
	chessParams := DefaultParamsFor(rules.Chess)
	if !evaluatesSomeDifferently(t, New(Options{HashMB: 1}), New(Options{HashMB: 1, Params: &chessParams})) {
		t.Error("a new engine evaluates every position as the hand-written evaluation does: the network is not the default")
	}
	turret := rules.NewPosition(rules.TurretChess)
	e, h := New(Options{HashMB: 1}), New(Options{HashMB: 1})
	if err := h.LoadNetwork(nil); err != nil {
		t.Fatal(err)
	}
	if e.Evaluate(turret) != h.Evaluate(turret) {
		t.Error("Turret Chess is evaluated with the chess network")
	}
}

// An accumulator computed for one network is not reused for another: the
// searcher's state would otherwise hold the old network's sums after
// LoadNetwork.
func TestNetStateFollowsTheNetwork(t *testing.T) {
	a, b := randomNetwork(1), randomNetwork(2)
	pos := rules.NewPosition(rules.Chess)
	var st, fresh netState
	a.evaluate(pos, &st)
	if got, want := b.evaluate(pos, &st), b.evaluate(pos, &fresh); got != want {
		t.Errorf("network b after a: %d, fresh %d", got, want)
	}
}

// TestNetKernelsMatchGo holds the kernels the search runs (SSE2 assembly on
// amd64) to the Go ones that say what they compute, on accumulators and
// weights anywhere in int16's range, where sums wrap and activations clamp.
func TestNetKernelsMatchGo(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 9))
	edge := []int16{-32768, -32767, -1025, -1, 0, 1, netQA - 1, netQA, netQA + 1, 32767}
	fill := func(a *[netHidden]int16) {
		for i := range a {
			if rng.IntN(3) == 0 {
				a[i] = edge[rng.IntN(len(edge))]
			} else {
				a[i] = int16(rng.IntN(1 << 16))
			}
		}
	}
	for round := range 500 {
		var acc, w [netHidden]int16
		fill(&acc)
		fill(&w)
		if got, want := activatedDot(&acc, &w), activatedDotGo(&acc, &w); got != want {
			t.Fatalf("round %d: activatedDot %d, want %d", round, got, want)
		}
		a1, a2 := acc, acc
		accAdd(&a1, &w)
		accAddGo(&a2, &w)
		if a1 != a2 {
			t.Fatalf("round %d: accAdd differs from accAddGo", round)
		}
		accSub(&a1, &w)
		accSubGo(&a2, &w)
		if a1 != a2 || a1 != acc {
			t.Fatalf("round %d: accSub differs from accSubGo, or does not undo accAdd", round)
		}
	}
	// The largest sum there can be: every activation at netQA, every
	// weight at its extreme.
	var acc, w [netHidden]int16
	for i := range acc {
		acc[i], w[i] = netQA, -32768
	}
	if got, want := activatedDot(&acc, &w), int64(netHidden)*netQA*-32768; got != want {
		t.Fatalf("the largest sum: %d, want %d", got, want)
	}
}

// evaluatesSomeDifferently says whether two engines disagree on at least one
// of a few varied chess positions. A network may correct any one position by
// nothing after rounding, so a test that a network is in use asks about
// several: openings, a middlegame and a rook ending.
func evaluatesSomeDifferently(t *testing.T, a, b *Engine) bool {
	t.Helper()
	for _, fen := range []string{
		"r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
		"rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
		"r2q1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R2Q1RK1 w - - 0 10",
		"8/5pk1/6p1/3R4/5P2/6PK/r7/8 b - - 0 45",
	} {
		pos, err := rules.ParseFEN(rules.Chess, fen)
		if err != nil {
			t.Fatal(err)
		}
		if a.Evaluate(pos) != b.Evaluate(pos) {
			return true
		}
	}
	return false
}
