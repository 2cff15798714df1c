package rules

import "testing"

func TestDescribe(t *testing.T) {
	cases := []struct {
		v         *Variant
		fen, move string
		want      string
	}{
		{TurretChess, "9k/8/2r5/8/8/2T5/2N5/9K w - - 0 1", "c3c5",
			"Turret to c5, slinging the c2 knight onto c6, where it captures the black rook on c6"},
		{Gunnery, "3k4/4r3/8/8/4B3/8/4P3/3K4 w - - 0 1", "e2e7",
			"The e2 pawn fires at the black rook on e7: both are removed"},
		{CatapultChess, "4k3/8/8/8/8/8/8/1Q2K3 w - - 0 1 Cb1,Cf7,cb8,cg8", "b1f7",
			"Queen teleports from b1 to the Catapult on f7 — check"},
		{Chess, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "King castles kingside to g1, the rook goes to f1"},
		{Turnover, "k7/8/8/8/8/4b3/3P4/K7 w - - 0 1", "d2e3",
			"Wall moves from d2 to e3, turning over the black Fort on e3: it becomes your Fortress"},
	}
	for _, c := range cases {
		p, err := ParseFEN(c.v, c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		m, err := p.ParseCoordinate(c.move)
		if err != nil {
			t.Fatalf("%s: %v", c.move, err)
		}
		if got := p.Describe(m); got != c.want {
			t.Errorf("%s %s:\n got %q\nwant %q", c.v.ID, c.move, got, c.want)
		}
	}
}
