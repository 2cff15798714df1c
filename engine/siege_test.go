package engine

import (
	"context"
	"fmt"
	"testing"

	"siegeworks/rules"
)

// Siege positions (Turnover, 2025 rules: a player with no legal move loses).
// Black's last Castle on h8 behind its own blocked Wall; White's Tower
// sieges it from g1 (g8 and g7 in check), and White's Wall on c2 keeps the
// Tower off the c-file, so no move mates.
const (
	siegeInOne = "7k/7p/7P/8/8/8/2P5/K1R5 w - - 0 1"
	// Black also has a Wall on b4 that can step once: 1 Rg1 b3 2 c3 (or cxb3).
	siegeInTwo = "7k/7p/7P/8/1p6/8/1PP5/K1R5 w - - 0 1"
	// Black may take White's Fortress on h8 — and is besieged by Rg1.
	siegeBait = "6kN/7p/7P/8/8/8/2P5/K1R5 b - - 0 1"
)

func siegePos(t *testing.T, v *rules.Variant, fen string) *rules.Position {
	t.Helper()
	pos, err := rules.ParseFEN(v, fen)
	if err != nil {
		t.Fatal(err)
	}
	return pos
}

// The search finds a siege in one and in two — already at the depth that
// reaches the besieged position only in the quiescence search.
func TestSearchFindsSieges(t *testing.T) {
	for _, c := range []struct {
		fen   string
		depth int
		move  string
		plies int
	}{
		{siegeInOne, 1, "c1g1", 1},
		{siegeInOne, 6, "c1g1", 1},
		{siegeInTwo, 3, "c1g1", 3},
		{siegeInTwo, 6, "c1g1", 3},
	} {
		pos := siegePos(t, rules.Turnover2025, c.fen)
		r := New(Options{HashMB: 1}).Search(context.Background(), pos, Limits{Depth: c.depth}, nil)
		if r.Move.String() != c.move || r.Score != MateScore-c.plies {
			t.Errorf("%s at depth %d: %s scoring %d, want %s winning in %d plies (%d)",
				c.fen, c.depth, r.Move, r.Score, c.move, c.plies, MateScore-c.plies)
		}
	}
	// Under the 2019 rules the same move is a stalemate: a draw, not a win.
	pos := siegePos(t, rules.Turnover, siegeInOne)
	if r := New(Options{HashMB: 1}).Search(context.Background(), pos, Limits{Depth: 4}, nil); r.Score >= MateBound {
		t.Errorf("2019 rules: %s scored %d as a win; Rg1 only stalemates", r.Move, r.Score)
	}
}

// The siege ends the game before the fifty-move rule can draw it: the move
// that sieges on the hundredth quiet ply still wins.
func TestSiegeBeatsTheFiftyMoveRule(t *testing.T) {
	fen := "7k/7p/7P/8/8/8/2P5/K1R5 w - - 99 80"
	g, err := rules.NewGameFromFEN(rules.Turnover2025, fen)
	if err != nil {
		t.Fatal(err)
	}
	m, _ := g.Position().ParseMove("c1g1")
	if err := g.Play(m); err != nil {
		t.Fatal(err)
	}
	if r, why := g.Result(); r != rules.ResultWhiteWins || why != rules.ReasonSiege {
		t.Fatalf("after Rg1 on the hundredth ply: %v (%v), want White winning by siege", r, why)
	}
	r := New(Options{HashMB: 1}).Search(context.Background(), siegePos(t, rules.Turnover2025, fen), Limits{Depth: 4}, nil)
	if r.Move.String() != "c1g1" || r.Score != MateScore-1 {
		t.Errorf("played %s scoring %d, want c1g1 winning at once (%d)", r.Move, r.Score, MateScore-1)
	}
}

// The engine does not walk into a siege for a piece: Kxh8 wins a Fortress and
// loses to Rg1. At depth 2 the besieged position is seen only by the
// quiescence search.
func TestSearchAvoidsBeingBesieged(t *testing.T) {
	for _, depth := range []int{2, 5} {
		pos := siegePos(t, rules.Turnover2025, siegeBait)
		r := New(Options{HashMB: 1}).Search(context.Background(), pos, Limits{Depth: depth}, nil)
		if r.Move.String() != "g8f8" {
			t.Errorf("depth %d: played %s (score %d), want g8f8: Kxh8 is besieged by Rg1", depth, r.Move, r.Score)
		}
	}
}

// Level 1 looks at no replies but sees the siege it gives, as it sees a mate.
func TestLevelOneSeesTheSiegeItGives(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		pos := siegePos(t, rules.Turnover2025, siegeInOne)
		r := New(Options{Level: 1, HashMB: 1, Seed: seed}).Search(context.Background(), pos, Limits{}, nil)
		if r.Move.String() != "c1g1" {
			t.Errorf("seed %d: level 1 played %s, not the siege c1g1", seed, r.Move)
		}
	}
}

// A besieged side to move has lost: the search says so and has no move.
func TestSearchOfABesiegedPosition(t *testing.T) {
	pos := siegePos(t, rules.Turnover2025, "7k/7p/7P/8/8/8/2P5/K5R1 b - - 0 1")
	if st := pos.Status(); st != rules.Siege {
		t.Fatalf("status %v, want siege", st)
	}
	r := New(Options{HashMB: 1}).Search(context.Background(), pos, Limits{Depth: 3}, nil)
	if r.Move != rules.NoMove || r.Score != -MateScore {
		t.Errorf("got %s scoring %d, want no move and %d", r.Move, r.Score, -MateScore)
	}
	// Under the 2019 rules it is a stalemate: a draw.
	pos = siegePos(t, rules.Turnover, "7k/7p/7P/8/8/8/2P5/K5R1 b - - 0 1")
	if r := New(Options{HashMB: 1}).Search(context.Background(), pos, Limits{Depth: 3}, nil); r.Score != 0 {
		t.Errorf("2019 rules: scored %d, want 0 (stalemate)", r.Score)
	}
}

// evalWith is the static evaluation under the given weights.
func evalWith(t *testing.T, v *rules.Variant, fen string, p Params) int {
	t.Helper()
	return New(Options{HashMB: 1, Params: &p}).Evaluate(siegePos(t, v, fen))
}

// The evaluation prefers the side with more moves: the same material, and
// White's last Castle hemmed into a1 (one move in all: Black's position is
// the same one turned round) or free on d1. The siege danger (FewMoves) makes
// the difference; without it the two score nearly alike. Under the 2019
// rules, where no move is a draw, the terms are off.
func TestEvalFearsTheSiege(t *testing.T) {
	const hemmed, free = "7k/7p/7P/8/8/p7/P7/K7 w - - 0 1", "7k/7p/7P/8/8/p7/P7/3K4 w - - 0 1"
	def := DefaultParamsFor(rules.Turnover2025)
	if e := evalWith(t, rules.Turnover2025, hemmed, def); e != def.Tempo {
		t.Errorf("the symmetric position scores %d, want the tempo %d", e, def.Tempo)
	}
	gain := evalWith(t, rules.Turnover2025, free, def) - evalWith(t, rules.Turnover2025, hemmed, def)
	off := def
	off.FewMoves, off.CastleStep = 0, 0
	base := evalWith(t, rules.Turnover2025, free, off) - evalWith(t, rules.Turnover2025, hemmed, off)
	t.Logf("freeing the Castle: %+d cp, %+d cp without the 2025 terms", gain, base)
	if gain < base+80 {
		t.Errorf("freeing White's last Castle gains %d cp (%d without the 2025 terms); want at least 80 more", gain, base)
	}
	// More moves for a Castle, the same siege danger: two Castles each.
	const boxed, open = "6kk/7p/7P/8/8/p7/P7/KK6 w - - 0 1", "6kk/7p/7P/8/8/p7/P7/K2K4 w - - 0 1"
	step := def
	step.FewMoves = 0
	off.FewMoves = 0
	if g, b := evalWith(t, rules.Turnover2025, open, step)-evalWith(t, rules.Turnover2025, boxed, step),
		evalWith(t, rules.Turnover2025, open, off)-evalWith(t, rules.Turnover2025, boxed, off); g < b+3*def.CastleStep {
		t.Errorf("a Castle with more steps gains %d cp (%d without CastleStep); want at least %d more", g, b, 3*def.CastleStep)
	}
	for _, fen := range []string{hemmed, free, boxed, open} {
		p := DefaultParamsFor(rules.Turnover)
		q := p
		q.FewMoves, q.CastleStep = 50, 20
		if a, b := evalWith(t, rules.Turnover, fen, p), evalWith(t, rules.Turnover, fen, q); a != b {
			t.Errorf("2019 rules, %s: the 2025 terms changed the score from %d to %d", fen, a, b)
		}
	}
}

// The 2025 rules are tuned as a group of their own, which adds their terms to
// Turnover's. Each edition's values are tuned on its own positions (TUNING.md).
func TestTurnover2025TuningGroup(t *testing.T) {
	if g := GroupOf(rules.Turnover2025); g != "turnover-2025" {
		t.Errorf("GroupOf(turnover-2025) = %q", g)
	}
	if g := GroupOf(rules.Turnover); g != "turnover" {
		t.Errorf("GroupOf(turnover) = %q", g)
	}
	p := DefaultParamsFor(rules.Turnover2025)
	names := map[string]bool{}
	for _, tu := range p.Tunables("turnover-2025") {
		names[tu.Name] = true
	}
	if !names["CastleStep"] || !names["FewMoves"] || !names["CastleV"] {
		t.Errorf("turnover-2025 tunables %v lack the Castle, step or siege weights", names)
	}
	// Each edition plays with the set tuned on its own positions: a set that
	// won in one edition is not carried over to the other untested.
	if o := DefaultParamsFor(rules.Turnover); o.CastleV == p.CastleV && o.TowerV == p.TowerV && o.CastleAttacked == p.CastleAttacked {
		t.Errorf("the 2025 rules play with the 2019 rules' stack values (CastleV %d, TowerV %d)", p.CastleV, p.TowerV)
	}
	q := p
	q.FewMoves++
	if d, want := q.Diff(p), fmt.Sprintf("FewMoves=%d (was %d)", p.FewMoves+1, p.FewMoves); d != want {
		t.Errorf("Diff = %q", d)
	}
}
