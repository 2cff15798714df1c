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

func TestNetShiftIsTheScale(t *testing.T) {
	if 1<<netShift != netQA*netQB {
		t.Fatalf("netShift %d, netQA·netQB %d", netShift, netQA*netQB)
	}
}
