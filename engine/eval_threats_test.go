package engine

import (
	"slices"
	"testing"

	"siegeworks/rules"
)

// A piece that an enemy pawn attacks is a bonus to the pawn's side; a pawn or
// a king attacked by a pawn is not. Each position is scored with the threat
// weights and again with them at zero: the difference is the threat term alone.
// (Both sides keep a pawn, so no position is scaled down as a drawish ending.)
func TestPawnThreats(t *testing.T) {
	threat := func(v *rules.Variant, fen string) int {
		t.Helper()
		return termScore(t, v, fen, func(p *Params, on bool) {
			p.ThreatPawnMg, p.ThreatPawnEg = 60*b2i(on), 50*b2i(on)
		})
	}
	one := threat(rules.Chess, "6k1/p7/4n3/3P4/8/8/P7/6K1 w - - 0 1") // d5 attacks the knight on e6
	if one < 50 || one > 60 {
		t.Errorf("a knight attacked by a pawn: %d, want between the endgame's 50 and the middlegame's 60", one)
	}
	if got := threat(rules.Chess, "6k1/p3n3/8/3P4/8/8/P7/6K1 w - - 0 1"); got != 0 {
		t.Errorf("a knight the pawn does not attack: %d, want 0", got)
	}
	if fork := threat(rules.Chess, "6k1/p7/2b1n3/3P4/8/8/P7/6K1 w - - 0 1"); fork < 2*50 {
		t.Errorf("a pawn forking a bishop and a knight: %d, want twice a single threat", fork)
	}
	if got := threat(rules.Chess, "6k1/p7/4p3/3P4/8/8/P7/6K1 w - - 0 1"); got != 0 {
		t.Errorf("a pawn attacked by a pawn: %d, want 0", got)
	}
	if got := threat(rules.Chess, "8/p7/4k3/3P4/8/8/P7/6K1 b - - 0 1"); got != 0 {
		t.Errorf("a king in check from a pawn: %d, want 0", got)
	}
	// Black's pawn attacking White's rook counts for Black, whoever is to move.
	if got := threat(rules.Chess, "6k1/p7/8/8/3p4/4R3/P7/6K1 w - - 0 1"); got >= 0 {
		t.Errorf("White's rook attacked by a black pawn scores %d for White", got)
	}
	if got := threat(rules.Chess, "6k1/p7/8/8/3p4/4R3/P7/6K1 b - - 0 1"); got <= 0 {
		t.Errorf("White's rook attacked by a black pawn scores %d for Black to move", got)
	}
	// Every variant with pawns: a Turret attacked by a pawn.
	if got := threat(rules.TurretChess, "t5k3/p7/8/3p4/4T3/8/P7/6K3 w - - 0 1"); got >= 0 {
		t.Errorf("Turret Chess: White's Turret attacked by a black pawn scores %d for White", got)
	}
	// Only chess plays with it: no other variant's SPRT accepted it.
	onlyGroupsHave(t, "pawn-threat", func(q Params) (int, int) { return q.ThreatPawnMg, q.ThreatPawnEg }, "chess")
}

// A piece that an enemy piece worth clearly less attacks is a bonus to the
// attacker's side: a knight or bishop attacking a rook or queen, a rook a
// queen. Equals (a bishop and a knight), a stronger attacker, a defended or
// undefended pawn and the king are not threats by this term.
func TestLesserPieceThreats(t *testing.T) {
	threat := func(fen string) int {
		t.Helper()
		return termScore(t, rules.Chess, fen, func(p *Params, on bool) {
			p.ThreatLesserMg, p.ThreatLesserEg = 60*b2i(on), 50*b2i(on)
		})
	}
	for _, c := range []struct {
		what, fen string
		min, max  int
	}{
		{"a knight attacking a rook", "6k1/p7/3r4/1N6/8/8/P7/6K1 w - - 0 1", 50, 60},
		{"a bishop attacking a queen", "6k1/p7/8/8/3q4/8/P4B2/6K1 w - - 0 1", 50, 60},
		{"a rook attacking a queen", "6k1/p7/8/8/3q4/8/P7/3R2K1 w - - 0 1", 50, 60},
		{"a knight forking a rook and a queen", "6k1/p1q5/3r4/1N6/8/8/P7/6K1 w - - 0 1", 100, 120},
		{"a knight attacking a bishop", "6k1/p7/3b4/1N6/8/8/P7/6K1 w - - 0 1", 0, 0},
		{"a queen attacking a rook", "6k1/p7/8/8/3r4/8/P7/Q5K1 w - - 0 1", 0, 0},
		{"a knight attacking a pawn", "6k1/p7/3p4/1N6/8/8/P7/6K1 w - - 0 1", 0, 0},
		{"a knight checking the king", "8/p7/3k4/1N6/8/8/P7/6K1 b - - 0 1", 0, 0},
		{"a rook behind a piece on the queen's line", "6k1/p7/8/8/3q4/3n4/P7/3R2K1 w - - 0 1", 0, 0},
		// Black's knight attacking White's rook counts for Black, whoever is to move.
		{"White's rook attacked by a black knight, White to move", "6k1/p7/8/8/2n5/4R3/P7/6K1 w - - 0 1", -60, -50},
		{"the same, Black to move", "6k1/p7/8/8/2n5/4R3/P7/6K1 b - - 0 1", 50, 60},
	} {
		if got := threat(c.fen); got < c.min || got > c.max {
			t.Errorf("%s: %d, want %d to %d", c.what, got, c.min, c.max)
		}
	}
	// Chess, Turret (with Turret-Kwagga, which shares its weights) and Gunnery
	// play with it: the variants whose SPRT accepted it.
	onlyGroupsHave(t, "lesser-piece threat", func(q Params) (int, int) { return q.ThreatLesserMg, q.ThreatLesserEg }, "chess", "turret", "gunnery")
}

// termScore is one evaluation term alone: the position scored (from the side
// to move's view) with the variant's shipped weights and the term's weights as
// set(p, true) sets them, less the same with set(p, false), which sets them to
// zero.
func termScore(t *testing.T, v *rules.Variant, fen string, set func(p *Params, on bool)) int {
	t.Helper()
	pos, err := rules.ParseFEN(v, fen)
	if err != nil {
		t.Fatal(err)
	}
	with, without := DefaultParamsFor(v), DefaultParamsFor(v)
	set(&with, true)
	set(&without, false)
	var st evalState
	return newEvaluator(v, with).evaluate(pos, &st) - newEvaluator(v, without).evaluate(pos, &st)
}

// onlyGroupsHave: of every variant's shipped weights, those of the weight groups
// named alone have the term's two weights (middlegame, endgame) not both zero.
func onlyGroupsHave(t *testing.T, term string, weights func(Params) (int, int), groups ...string) {
	t.Helper()
	for _, v := range rules.Variants {
		mg, eg := weights(DefaultParamsFor(v))
		if on := mg != 0 || eg != 0; on != slices.Contains(groups, GroupOf(v)) {
			t.Errorf("%s: %s weights %d / %d", v.ID, term, mg, eg)
		}
	}
}
