package words

import (
	"testing"

	"siegeworks/rules"
)

func TestChecksExplained(t *testing.T) {
	cases := []struct {
		v    *rules.Variant
		fen  string
		want string
		kind rules.AttackKind
	}{
		{rules.Gunnery, "4k3/8/8/8/4B3/8/4P3/3K4 b - - 0 1", "the e2 pawn fires over e4", rules.AttackShot},
		{rules.TurretChess, "9k/8/8/8/8/3T4/2N5/9K b - - 0 1", "the d3 Turret can sling the c2 knight onto i8", rules.AttackSling},
		{rules.CatapultChess, "4k3/8/8/8/8/8/8/1Q2K3 b - - 0 1 Cb1,Ce8", "the b1 queen can teleport onto the Catapult on e8", rules.AttackTeleport},
		{rules.Turnover, "8/8/8/3k4/4K3/8/8/K7 b - - 0 1", "the Castle on e4 stands next to it", rules.AttackCastle},
		{rules.Chess, "4k3/8/8/1B6/8/8/8/4K3 b - - 0 1", "the b5 bishop", rules.AttackDirect},
	}
	for _, c := range cases {
		p, err := rules.ParseFEN(c.v, c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		checks := p.Checks()
		if len(checks) != 1 || checks[0].Kind != c.kind {
			t.Fatalf("%s: checks %+v", c.fen, checks)
		}
		if got := Attack(p.Variant(), checks[0]); got != c.want {
			t.Errorf("%s: %q, want %q", c.fen, got, c.want)
		}
	}
}

// A move refused because of check names what would attack the king (the board's status
// line); other refusals are WhyIllegal alone.
func TestRefused(t *testing.T) {
	cases := []struct{ fen, from, to, want string }{
		// The black bishop on e7 is pinned: leaving the e-file exposes the king to the rook.
		{"4k3/4b3/8/8/8/8/8/4RK2 b - - 0 1", "e7", "d6", "your king would be in check: the e1 rook"},
		{"4k3/4b3/8/8/8/8/8/4RK2 b - - 0 1", "e8", "d8", ""},
		{"4k3/4b3/8/8/8/8/8/4RK2 b - - 0 1", "e7", "e5", "a bishop moves along diagonals"},
		// A refused castle: out of check, and over an attacked square.
		{"4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1", "e1", "c1", "you cannot castle out of check: the e2 rook"},
		{"4k3/8/8/8/8/8/3r4/R3K3 w Q - 0 1", "e1", "c1",
			"the king may not pass over or land on an attacked square, and d1 is attacked: the d2 rook"},
		// The d2 pawn shields the king from the bishop on b4.
		{"rnbqk1nr/pppp1ppp/8/4p3/1b2P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 3", "d2", "d4", "your king would be in check: the b4 bishop"},
	}
	for _, c := range cases {
		p := mustFEN(t, rules.Chess, c.fen)
		if got := Refused(p, mustSquare(t, rules.Chess, c.from), mustSquare(t, rules.Chess, c.to)); got != c.want {
			t.Errorf("%s %s-%s: %q, want %q", c.fen, c.from, c.to, got, c.want)
		}
	}
}

// Several attacks are said in one list.
func TestAttacks(t *testing.T) {
	p := mustFEN(t, rules.Chess, "4k3/8/8/1B6/8/8/4R3/4K3 b - - 0 1")
	if got, want := Attacks(p.Variant(), p.Checks()), "the e2 rook; the b5 bishop"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}
