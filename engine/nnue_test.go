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
	var kept netState
	for game := 0; game < 20; game++ {
		pos := rules.NewPosition(v)
		for ply := 0; ply < 120; ply++ {
			var fresh netState
			got, want := chessNet.evaluate(pos, &kept), chessNet.evaluate(pos, &fresh)
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
	for _, fen := range []string{
		"r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
		"8/5pk1/6p1/8/3R4/6P1/r4PK1/8 b - - 0 40",
	} {
		pos, err := rules.ParseFEN(v, fen)
		if err != nil {
			t.Fatal(err)
		}
		mirror, err := rules.ParseFEN(v, mirrorFEN(fen))
		if err != nil {
			t.Fatal(err)
		}
		var a, b netState
		if x, y := chessNet.evaluate(pos, &a), chessNet.evaluate(mirror, &b); x != y {
			t.Errorf("%s: %d, mirrored %d", fen, x, y)
		}
	}
}

// mirrorFEN turns the board upside down and swaps the colours (castling and
// en-passant rights dropped; the network does not read them).
func mirrorFEN(fen string) string {
	f := strings.Fields(fen)
	ranks := strings.Split(f[0], "/")
	for i, j := 0, len(ranks)-1; i < j; i, j = i+1, j-1 {
		ranks[i], ranks[j] = ranks[j], ranks[i]
	}
	swap := func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z':
			return r - 'a' + 'A'
		case r >= 'A' && r <= 'Z':
			return r - 'A' + 'a'
		}
		return r
	}
	side := "w"
	if f[1] == "w" {
		side = "b"
	}
	return strings.Map(swap, strings.Join(ranks, "/")) + " " + side + " - - " + f[4] + " " + f[5]
}

// Training lowers the error on positions it has not seen, the network
// written and read back is the same, and its integers give the floating
// point network's scores to within a few centipawns.
func TestNetTraining(t *testing.T) {
	v, _ := rules.VariantByID("chess")
	var lines strings.Builder
	var fens []string
	err := SelfPlay(SelfPlayConfig{Variant: v, Games: 8, Nodes: 300, OpeningPlies: 6, Workers: 2, Seed: 9, Start: DefaultParamsFor(v)},
		func(kept []SelfPlayPosition, r rules.Result) {
			for _, kp := range kept {
				lines.WriteString(TexelLine(kp.FEN, r) + ";" + strconv.Itoa(kp.Score) + "\n")
				fens = append(fens, kp.FEN)
			}
		})
	if err != nil {
		t.Fatal(err)
	}
	samples, err := ReadNetSamples(strings.NewReader(lines.String()))
	if err != nil {
		t.Fatal(err)
	}
	var train, check []NetSample
	var checkFENs []string
	for i, s := range samples {
		if s.Game%4 == 0 {
			check = append(check, s)
			checkFENs = append(checkFENs, fens[i])
		} else {
			train = append(train, s)
		}
	}
	if len(check) < 20 || len(train) < 100 {
		t.Fatalf("%d training and %d held-out positions", len(train), len(check))
	}
	cfg := NetTrainConfig{Train: train, Check: check, K: 1, Lambda: 0.75, Epochs: 1, Batch: 64, LR: 0.001, Seed: 1}
	var losses []string
	nf, fn := trainNetwork(cfg, func(s string) { losses = append(losses, s) })
	before := (&floatNet{}).loss(check, cfg.K, cfg.Lambda) // all zero: every position an even game
	after := fn.loss(check, cfg.K, cfg.Lambda)
	if !(after < before) {
		t.Errorf("held-out loss %.5f after training, %.5f for a network that says 0 everywhere (%v)", after, before, losses)
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
		s := &check[i]
		pos, err := rules.ParseFEN(v, checkFENs[i])
		if err != nil {
			t.Fatal(err)
		}
		var st netState
		got := back.evaluate(pos, &st)
		want := float64(fn.forward(s, &us, &them)) * netScale
		if d := float64(got) - want; d > 4 || d < -4 {
			t.Errorf("%s: integers say %d, floating point %.1f", pos.FEN(), got, want)
		}
	}
	if _, err := ReadNetSamples(strings.NewReader("8/8/8/8/8/8/8/8 w - - 0 1;1-0\n")); err == nil {
		t.Error("a line without a score was read")
	}
	if _, err := ReadNetSamples(strings.NewReader("8/8/8/8/8/8/8/8x w - - 0 1;1-0;5\n")); err == nil {
		t.Error("a broken FEN was read")
	}
}
