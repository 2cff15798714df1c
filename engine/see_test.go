package engine

import (
	"testing"

	"siegeworks/rules"
)

// seeOf runs the static exchange evaluation of a move given in coordinates.
func seeOf(t *testing.T, v *rules.Variant, fen, move string) (got int, val *[rules.KindCount]int) {
	t.Helper()
	pos, err := rules.ParseFEN(v, fen)
	if err != nil {
		t.Fatal(err)
	}
	m, err := pos.ParseMove(move)
	if err != nil {
		t.Fatalf("%s: %v", move, err)
	}
	e := New(Options{HashMB: 1})
	s := e.s
	s.pos = pos
	s.ev = e.evaluator(v, true)
	before := pos.FEN()
	taken, _ := s.gain(m)
	got = s.see(m, taken)
	if pos.FEN() != before {
		t.Fatalf("see changed the position: %s -> %s", before, pos.FEN())
	}
	return got, &s.ev.value
}

func TestStaticExchange(t *testing.T) {
	cases := []struct {
		name   string
		v      *rules.Variant
		fen    string
		move   string
		expect func(val *[rules.KindCount]int) int
	}{
		{"queen takes an undefended pawn", rules.Chess, "4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1", "d1d5",
			func(val *[rules.KindCount]int) int { return val[rules.Pawn] }},
		{"queen takes a pawn a pawn defends", rules.Chess, "4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1", "d1d5",
			func(val *[rules.KindCount]int) int { return val[rules.Pawn] - val[rules.Queen] }},
		{"rook takes, the defender cannot go on", rules.Chess, "3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5",
			func(val *[rules.KindCount]int) int { return val[rules.Pawn] }},
		{"sling onto an undefended pawn", rules.TurretChess, "7k2/3p4/8/8/8/8/3T4/4N3K1 w - - 0 1", "d2d6",
			func(val *[rules.KindCount]int) int { return val[rules.Pawn] }},
		{"sling onto a pawn the rook behind defends", rules.TurretChess, "4r2k2/3p4/8/8/8/8/3T4/4N3K1 w - - 0 1", "d2d6",
			func(val *[rules.KindCount]int) int { return val[rules.Pawn] - val[rules.Knight] }},
		{"a shot loses the shooter and ends the exchange", rules.Gunnery, "7k/8/3r4/8/8/3N4/3P4/K7 w - - 0 1", "d2d6",
			func(val *[rules.KindCount]int) int { return val[rules.Rook] - val[rules.Pawn] }},
		{"the queen is shot back", rules.Gunnery, "7k/3p4/3b4/3n4/8/8/8/K2Q4 w - - 0 1", "d1d5",
			func(val *[rules.KindCount]int) int { return val[rules.Knight] - (val[rules.Queen] - val[rules.Pawn]) }},
		{"the queen is taken back by a teleport", rules.CatapultChess, "r6k/8/8/4p3/8/8/8/4Q2K w - - 0 1 Cb1,Cf1,ca8,ce5", "e1e5",
			func(val *[rules.KindCount]int) int { return val[rules.Pawn] - val[rules.Queen] }},
		{"no teleport without a piece on the other Catapult", rules.CatapultChess, "7k/r7/8/4p3/8/8/8/4Q2K w - - 0 1 Cb1,Cf1,ca8,ce5", "e1e5",
			func(val *[rules.KindCount]int) int { return val[rules.Pawn] }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, val := seeOf(t, c.v, c.fen, c.move)
			if want := c.expect(val); got != want {
				t.Errorf("see %s = %d, want %d", c.move, got, want)
			}
		})
	}
}

// TestQuietExchangeShortcut: mayLoseMoreThan answers no only when the exchange
// played out agrees — a quiet move whose static exchange loses more than the
// threshold is never let through unexamined. Every legal quiet move of the
// positions of seeded random games, in every variant but Turnover (whose moves
// are not pruned by their exchange), against every depth's threshold.
func TestQuietExchangeShortcut(t *testing.T) {
	for _, v := range rules.Variants {
		if v.IsTurnover() {
			continue
		}
		e := New(Options{HashMB: 1})
		s := e.s
		s.ev = e.evaluator(v, true)
		skipped, losing := 0, 0
		eachRandomPosition(v, 0x5ee^uint64(len(v.ID)), 20, 80, func(p *rules.Position) {
			s.pos = p
			var ml rules.MoveList
			p.GenerateLegal(&ml)
			for _, m := range ml.Slice() {
				if s.noisy(m) {
					continue
				}
				exchange := s.see(m, 0)
				for depth := 1; depth <= seePruneMaxDepth; depth++ {
					threshold := quietSEEThreshold(depth)
					if exchange < threshold {
						losing++
					}
					if !s.mayLoseMoreThan(m, threshold) {
						skipped++
						if exchange < threshold {
							t.Fatalf("%s: %s, %s at depth %d: the shortcut skips an exchange of %d (threshold %d)",
								v.ID, p.FEN(), p.SAN(m), depth, exchange, threshold)
						}
					}
				}
			}
		})
		if skipped == 0 || losing == 0 {
			t.Errorf("%s: %d moves skipped and %d losing ones seen: the positions test nothing", v.ID, skipped, losing)
		}
	}
}
