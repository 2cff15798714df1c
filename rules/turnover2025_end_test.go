package rules

import (
	"reflect"
	"testing"
)

// TestTurnover2025LastCastleSafety: §6.3 — a move is illegal when afterwards
// the mover has exactly one Castle in check, or none. So the last Castle
// never dismounts onto an empty square or a Fort, and never steps into
// check; but its Wall onto a Citadel forms a new Castle and leaves the
// player one Castle — legal when that Castle is not in check (decided by the
// first sentence of §6.3; "the last Castle never dismounts" describes the
// usual case).
func TestTurnover2025LastCastleSafety(t *testing.T) {
	cases := []struct {
		why    string
		pieces []string
		move   string
		legal  bool
	}{
		{"last Castle dismounts to an empty square", nil, "e4e6", false},
		{"last Castle's Wall onto an own Fort", []string{"Bf3"}, "e4f3", false},
		{"last Castle's Wall onto an enemy Fort", []string{"bf5"}, "e4f5", false},
		{"last Castle dismounts onto an enemy Fort", []string{"be6"}, "e4e6", false},
		{"last Castle's Wall onto an own Citadel: a new Castle", []string{"Qd5"}, "e4d5", true},
		{"last Castle's Wall turns over a Citadel: a new Castle", []string{"qf5"}, "e4f5", true},
		{"last Castle dismounts onto an own Citadel: a new Castle", []string{"Qe6"}, "e4e6", true},
		{"the new Castle would be in check", []string{"Qe6", "ra6"}, "e4e6", false},
		{"the new Castle would stand next to an enemy Castle", []string{"qf5", "kg6"}, "e4f5", false},
		{"step to a free square", nil, "Ke4d4", true},
		{"step into check from a Tower", []string{"rd8"}, "Ke4d4", false},
		{"step next to an enemy Castle", []string{"kc6"}, "Ke4d5", false},
		{"take a Tower that is guarded", []string{"rd5", "rd8"}, "Ke4d5", false},
		{"take a Tower that is not guarded", []string{"rd5"}, "Ke4d5", true},
	}
	for _, c := range cases {
		p := t25Set(t, "w", append([]string{"Ke4", "kh8", "ka8"}, c.pieces...)...)
		if _, ok := tovLegal(p)[c.move]; ok != c.legal {
			t.Errorf("%s (%s): %s legal %v, want %v", c.why, p.FEN(), c.move, ok, c.legal)
		}
	}
	// With a second Castle the plain dismounts are legal.
	p := t25Set(t, "w", "Ke4", "Kb1", "kh8", "Bf3")
	for _, m := range []string{"e4e6", "e4f3"} {
		if _, ok := tovLegal(p)[m]; !ok {
			t.Errorf("with two Castles %s must be legal: %v", m, tovNames(p))
		}
	}
	// A move of another stack that uncovers the last Castle is illegal.
	p = t25Set(t, "w", "Ke4", "Re6", "re8", "kh8")
	if _, ok := tovLegal(p)["e6d6"]; ok {
		t.Error("e6d6 uncovers the last Castle on the e-file")
	}
}

// TestTurnover2025Promotion: §5.5 stays — a Castle ending on its last rank
// becomes a Citadel, so the last Castle may not step there nor form a Castle
// there; with a second Castle both are legal.
func TestTurnover2025Promotion(t *testing.T) {
	for _, c := range []struct {
		why    string
		pieces []string
		move   string
		san    string
	}{
		{"whole-set step", []string{"Ke7"}, "Ke7e8", "Ke7-e8=Q"},
		{"whole-set take", []string{"Ke7", "rd8"}, "Ke7d8", "Ke7xd8=Q"},
		{"Wall turns over a Citadel", []string{"Ke7", "qf8"}, "e7f8", "e7~f8=Q"},
		{"dismount onto an own Citadel", []string{"Kd6", "Qd8"}, "d6d8", "d6~d8=Q"},
	} {
		last := t25Set(t, "w", append([]string{"ka3", "kh3"}, c.pieces...)...)
		if _, ok := tovLegal(last)[c.move]; ok {
			t.Errorf("%s: the last Castle may not promote (%s)", c.why, c.move)
		}
		p := t25Set(t, "w", append([]string{"Kc1", "ka3", "kh3"}, c.pieces...)...)
		m := tovMove(t, p, c.move)
		if got := p.SAN(m); got != c.san {
			t.Errorf("%s: SAN %q, want %q", c.why, got, c.san)
		}
		p.MakeMove(m)
		if p.At(m.To()) != MakePiece(White, Queen) || p.Count(White, King) != 1 {
			t.Errorf("%s: after %s %s", c.why, c.move, p.FEN())
		}
	}
}

// TestTurnover2025GameEnd: §6.3 — no legal move loses: checkmate when the
// last Castle is in check, siege when it is not (for both colours, as a
// status and as the game's result); no Castle loses; the 2019 rules call the
// same siege a stalemate and draw it.
func TestTurnover2025GameEnd(t *testing.T) {
	cases := []struct {
		fen    string
		status Status
		check  bool
		result Result
		reason Reason
		old    Status // the 2019 status of the same position
	}{
		// a1 is free, a2 b1 b2 are covered by the Towers: siege.
		{"1r5k/8/8/8/8/8/7r/K7 w - - 0 1", Siege, false, ResultBlackWins, ReasonSiege, Stalemate},
		{"k7/7R/8/8/8/8/8/1R5K b - - 0 1", Siege, false, ResultWhiteWins, ReasonSiege, Stalemate},
		// The same with a1 in check from a5: checkmate.
		{"1r5k/8/8/r7/8/8/7r/K7 w - - 0 1", Checkmate, true, ResultBlackWins, ReasonCheckmate, Checkmate},
		{"k7/7R/8/R7/8/8/8/1R5K b - - 0 1", Checkmate, true, ResultWhiteWins, ReasonCheckmate, Checkmate},
		// No Castle: lost.
		{"4k3/8/8/8/8/8/8/R7 w - - 0 1", NoCastles, false, ResultBlackWins, ReasonNoCastles, NoCastles},
		// The 2019 two-Castle stalemate: now b2 takes the Fortress or the Tower.
		{"7k/8/8/8/8/n1r5/PKP5/PKP5 w - - 0 1", Ongoing, false, ResultNone, "", Stalemate},
	}
	for _, c := range cases {
		p := t25(t, c.fen)
		if got := p.Status(); got != c.status {
			t.Errorf("%s: status %s, want %s (moves %v)", c.fen, got, c.status, tovNames(p))
		}
		if got := p.InCheck(); got != c.check {
			t.Errorf("%s: InCheck %v, want %v", c.fen, got, c.check)
		}
		if got := p.Status().Lost(); got != (c.result != ResultNone) {
			t.Errorf("%s: Lost %v", c.fen, got)
		}
		g, err := NewGameFromFEN(Turnover2025, c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if r, why := g.Result(); r != c.result || why != c.reason {
			t.Errorf("%s: game result %s (%s), want %s (%s)", c.fen, r, why, c.result, c.reason)
		}
		if got := tov(t, c.fen).Status(); got != c.old {
			t.Errorf("%s: 2019 status %s, want %s", c.fen, got, c.old)
		}
	}
	// A move that besieges the opponent ends the game; its SAN has no mark.
	g, err := NewGameFromFEN(Turnover2025, "1r5k/8/8/8/8/6r1/8/K7 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.PlayText("g3g2"); err != nil {
		t.Fatal(err)
	}
	if r, why := g.Result(); r != ResultBlackWins || why != ReasonSiege {
		t.Errorf("after the besieging move: %s (%s)", r, why)
	}
	if got := g.SANs(); !reflect.DeepEqual(got, []string{"g3-g2"}) {
		t.Errorf("SANs %v", got)
	}
}

// TestTurnover2025HalfmoveClock: §6.3 — the clock resets only on a take and
// on a turnover of an enemy stack, whichever Castle move makes it; a
// whole-set step, a dismount, a Wall step and combining count on.
func TestTurnover2025HalfmoveClock(t *testing.T) {
	checkHalfmoveClock(t, t25Set, []clockCase{
		{"whole-set step", []string{"Ke4"}, "Ke4e5", 11},
		{"dismount", []string{"Ke4"}, "e4e6", 11},
		{"Wall step", []string{"Pe4"}, "e4e5", 11},
		{"Castle's Wall combines with an own Fort", []string{"Ke4", "Bf5"}, "e4f5", 11},
		{"dismount combines with an own Citadel", []string{"Ke4", "Qe6"}, "e4e6", 11},
		{"whole-set take", []string{"Ke4", "pf5"}, "Ke4f5", 0},
		{"Castle's Wall turns over a Fort", []string{"Ke4", "bd4"}, "e4d4", 0},
		{"dismount turns over a Citadel", []string{"Ke4", "qe6"}, "e4e6", 0},
	})
}
