package engine

import (
	"errors"
	"math"
	"strings"
	"testing"

	"siegeworks/rules"
)

// randomGamePositions: positions of random games (random moves bring every
// kind of material imbalance), a few from each game.
func randomGamePositions(t *testing.T, v *rules.Variant, n int) []*rules.Position {
	t.Helper()
	rng := splitmix(77)
	var out []*rules.Position
	for len(out) < n {
		pos := rules.NewPosition(v)
		for ply := 0; ply < 120 && len(out) < n; ply++ {
			var ml rules.MoveList
			pos.GenerateLegal(&ml)
			if ml.Len() == 0 {
				break
			}
			pos.MakeMove(ml.At(int(rng.next() % uint64(ml.Len()))))
			if ply >= 6 && ply%3 == 0 {
				c, err := rules.ParseFEN(v, pos.FEN())
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, c)
			}
		}
	}
	return out
}

// labelled: samples whose "results" are exactly what the evaluation with p
// expects at scale k, so p is the one set of weights with no error.
func labelled(v *rules.Variant, p Params, k float64, ps []*rules.Position) []TexelSample {
	ev := newEvaluator(v, p)
	var st evalState
	out := make([]TexelSample, len(ps))
	for i, pos := range ps {
		cp := ev.evaluate(pos, &st)
		if pos.SideToMove() == rules.Black {
			cp = -cp
		}
		out[i] = TexelSample{Pos: pos, Result: texelScale(cp, k)}
	}
	return out
}

// The tuner finds weights it was not told: results made by a known
// evaluation, a start with some of its weights wrong, and the tuned weights
// come back to the known ones; the fitted K is the one the results were made
// with.
func TestTexelTuneRecoversKnownWeights(t *testing.T) {
	v := rules.Variants[0]
	truth := DefaultParams()
	samples := labelled(v, truth, 1.3, randomGamePositions(t, v, 3000))
	if k := FitTexelK(v, truth, samples); math.Abs(k-1.3) > 0.02 {
		t.Errorf("fitted K %.3f, want 1.3", k)
	}
	start := truth
	start.KnightMg, start.RookEg, start.PassedEg, start.MobBishop = 260, 600, 35, 8
	if TexelLoss(v, start, samples, 1.3) <= TexelLoss(v, truth, samples, 1.3) {
		t.Fatal("the wrong weights fit as well as the right ones")
	}
	// Four wrong weights and four right ones free to move (with every weight free, random
	// positions leave some trades between weights, such as a rook's endgame value against
	// the open-file bonus, that the error cannot tell apart).
	only := []string{"KnightMg", "RookEg", "PassedEg", "MobBishop", "BishopMg", "QueenEg", "CentrePct", "Isolated"}
	tuned, _ := TexelTune(TexelConfig{Variant: v, Start: start, Train: samples, K: 1.3, Passes: 30, Only: only}, nil)
	for _, c := range []struct {
		name      string
		got, want int
		within    int
	}{
		{"KnightMg", tuned.KnightMg, truth.KnightMg, 10},
		{"RookEg", tuned.RookEg, truth.RookEg, 10},
		{"PassedEg", tuned.PassedEg, truth.PassedEg, 3},
		{"MobBishop", tuned.MobBishop, truth.MobBishop, 1},
		{"BishopMg", tuned.BishopMg, truth.BishopMg, 10},
		{"QueenEg", tuned.QueenEg, truth.QueenEg, 15},
		{"CentrePct", tuned.CentrePct, truth.CentrePct, 10},
		{"Isolated", tuned.Isolated, truth.Isolated, 3},
	} {
		if abs(c.got-c.want) > c.within {
			t.Errorf("%s tuned to %d, the results were made with %d", c.name, c.got, c.want)
		}
	}
}

func TestReadTexel(t *testing.T) {
	v := rules.Variants[0]
	start := rules.NewPosition(v).FEN()
	text := TexelLine(start, rules.ResultWhiteWins) + "\n\n" + TexelLine(start, rules.ResultDraw) + "\n" + TexelLine(start, rules.ResultBlackWins) + "\n"
	s, err := ReadTexel(v, strings.NewReader(text))
	if err != nil || len(s) != 3 || s[0].Result != 1 || s[1].Result != 0.5 || s[2].Result != 0 {
		t.Fatalf("%v %v", s, err)
	}
	for _, bad := range []string{start + ";2-0", start, "not a fen;1-0"} {
		if _, err := ReadTexel(v, strings.NewReader(TexelLine(start, rules.ResultDraw)+"\n"+bad+"\n")); err == nil || !strings.Contains(err.Error(), "line 2") {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

// Self-play keeps only positions worth learning from: legal, not in check,
// and each labelled with its game's result.
func TestSelfPlayKeepsQuietPositions(t *testing.T) {
	for _, id := range []string{"chess", "turnover-2025"} {
		v, _ := rules.VariantByID(id)
		games, kept := 0, 0
		seen := map[string]bool{}
		err := SelfPlay(SelfPlayConfig{Variant: v, Games: 2, Nodes: 300, OpeningPlies: 4, Workers: 2, Seed: 3, Start: DefaultParamsFor(v)},
			func(positions []SelfPlayPosition, r rules.Result) {
				games++
				if r != rules.ResultWhiteWins && r != rules.ResultDraw && r != rules.ResultBlackWins {
					t.Errorf("%s: result %q", id, r)
				}
				if len(positions) > 0 {
					if seen[positions[0].FEN] {
						t.Errorf("%s: two games kept %s first: the same game twice", id, positions[0].FEN)
					}
					seen[positions[0].FEN] = true
				}
				for _, kp := range positions {
					fen := kp.FEN
					pos, err := rules.ParseFEN(v, fen)
					if err != nil || pos.InCheck() {
						t.Errorf("%s: %s kept (%v)", id, fen, err)
					}
					kept++
				}
			})
		if err != nil || games != 2 || kept < 20 {
			t.Errorf("%s: %v, %d games, %d positions", id, err, games, kept)
		}
	}
}

// A network that cannot be given to the engines is SelfPlay's error, with
// no game played and no worker left waiting.
func TestSelfPlayReportsANetworkItCannotUse(t *testing.T) {
	v, _ := rules.VariantByID("chess")
	broken := errors.New("not a network")
	games := 0
	err := SelfPlay(SelfPlayConfig{Variant: v, Games: 3, Nodes: 300, Workers: 2, Seed: 1, Start: DefaultParamsFor(v),
		Network: func(*Engine) error { return broken }},
		func([]SelfPlayPosition, rules.Result) { games++ })
	if !errors.Is(err, broken) || games != 0 {
		t.Errorf("error %v after %d games", err, games)
	}
}

// ReadTexel tells the games of a self-play file apart: a game's positions go
// on move by move with one result; a new game starts where the moves start
// again or the result changes. Chess++'s positions have a field after the move
// number (the Catapults), which must not hide it.
func TestReadTexelTellsGamesApart(t *testing.T) {
	for _, id := range []string{"chess", "catapult"} {
		v, err := rules.VariantByID(id)
		if err != nil {
			t.Fatal(err)
		}
		pos := rules.NewPosition(v)
		var fens []string
		for _, uci := range []string{"e2e4", "e7e5", "g1f3", "b8c6"} {
			m, err := pos.ParseMove(uci)
			if err != nil {
				t.Fatal(err)
			}
			pos.MakeMove(m)
			fens = append(fens, pos.FEN())
		}
		lines := []string{
			TexelLine(fens[0], rules.ResultWhiteWins), // game 0
			TexelLine(fens[2], rules.ResultWhiteWins), // game 0 goes on (a move skipped: a capture's position is not kept)
			TexelLine(fens[1], rules.ResultWhiteWins), // game 1: back to an earlier move
			TexelLine(fens[3], rules.ResultWhiteWins), // game 1 goes on
			TexelLine(fens[3], rules.ResultDraw),      // game 2: the result changes
			TexelLine(fens[0], rules.ResultDraw),      // game 3
		}
		s, err := ReadTexel(v, strings.NewReader(strings.Join(lines, "\n")))
		if err != nil {
			t.Fatal(err)
		}
		want := []int{0, 0, 1, 1, 2, 3}
		for i, x := range s {
			if x.Game != want[i] {
				t.Errorf("%s, position %d: game %d, want %d", id, i, x.Game, want[i])
			}
		}
	}
}
