package engine

import (
	"testing"

	"siegeworks/rules"
)

// levelOneMatch plays level 1 against another player in every variant: the
// same openings twice with colours swapped, one worker so that the games (and
// so the result) are the same on every run.
func levelOneMatch(t *testing.T, v *rules.Variant, games int, other func(int) Player) MatchResult {
	t.Helper()
	if raceEnabled {
		t.Skip("played without the race detector (make unit-test runs it so): one goroutine, and 20 times faster")
	}
	ops := Openings(v, games/2, 4, 1)
	l1 := func(w int) Player { return &EnginePlayer{E: New(Options{Level: 1, HashMB: 1, Seed: 5})} }
	res, err := RunMatch(v, ops, games, 1, l1, other, 600, nil)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// A person who knows the rules can beat level 1: it loses at least 30% of its
// games to the beginner in every variant.
func TestLevelOneLosesToABeginner(t *testing.T) {
	for _, v := range rules.Variants {
		t.Run(v.ID, func(t *testing.T) {
			res := levelOneMatch(t, v, 40, func(int) Player { return NewBeginnerPlayer(9) })
			t.Logf("level 1 vs beginner: +%d =%d -%d", res.Wins, res.Draws, res.Losses)
			if float64(res.Losses) < 0.3*float64(res.Games) {
				t.Errorf("level 1 lost only %d of %d games to the beginner; want at least 30%%", res.Losses, res.Games)
			}
		})
	}
}

// …and level 1 still plays chess: it beats a random mover.
func TestLevelOneBeatsARandomMover(t *testing.T) {
	for _, v := range rules.Variants {
		t.Run(v.ID, func(t *testing.T) {
			res := levelOneMatch(t, v, 20, func(int) Player { return NewRandomPlayer(9) })
			t.Logf("level 1 vs random: +%d =%d -%d", res.Wins, res.Draws, res.Losses)
			if res.Score() < 0.9 {
				t.Errorf("level 1 scored %.0f%% against a random mover; want at least 90%%", 100*res.Score())
			}
		})
	}
}

// The beginner does what it is built to do: it mates in one, takes when it
// can, and otherwise keeps its queen out of reach.
func TestBeginnerPlayer(t *testing.T) {
	v := rules.Chess
	play := func(fen string, seed uint64) rules.Move {
		g, err := rules.NewGameFromFEN(v, fen)
		if err != nil {
			t.Fatal(err)
		}
		m, _ := NewBeginnerPlayer(seed).Move(g)
		return m
	}
	for seed := uint64(0); seed < 20; seed++ {
		// Mate in one (Ra8#) beats the capture on b1.
		if m := play("6k1/5ppp/8/8/8/8/8/Rb4K1 w - - 0 1", seed); m.String() != "a1a8" {
			t.Fatalf("beginner played %s, not the mate Ra8", m)
		}
	}
	// A capture is taken when there is one.
	if m := play("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", 1); m.String() != "e4d5" {
		t.Fatalf("beginner played %s, not the only capture exd5", m)
	}
	// No capture: the queen never steps where a pawn or a piece can take it.
	b := NewBeginnerPlayer(4)
	for i := 0; i < 50; i++ {
		g, err := rules.NewGameFromFEN(v, "4k3/2p1p3/1n6/8/8/8/8/3QK3 w - - 0 1")
		if err != nil {
			t.Fatal(err)
		}
		m, _ := b.Move(g)
		pos := g.Position()
		pos.MakeMove(m)
		for _, s := range v.Geometry().Squares() {
			if pc := pos.At(s); pc == rules.MakePiece(rules.White, rules.Queen) && pos.Attacked(s, rules.Black) {
				t.Fatalf("beginner hung its queen with %s", m)
			}
		}
	}
}
