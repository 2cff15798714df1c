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

func TestDescribeSquare(t *testing.T) {
	cases := []struct {
		v       *Variant
		fen, sq string
		want    string
	}{
		{Chess, Chess.StartFEN, "g1", "the white knight on g1"},
		{Chess, Chess.StartFEN, "e4", ""},
		{Turnover, "k7/8/3q4/8/8/8/1R6/K7 w - - 0 1", "d6", "the black Citadel on d6: a Tower inside a Fort; its Fort moves like a queen"},
		{Turnover, "k7/8/3q4/8/8/8/1R6/K7 w - - 0 1", "b2", "the white Tower on b2: a lone Tower; moves like a rook"},
		{CatapultChess, CatapultChess.StartFEN, "b1", "a white Catapult on b1, with the white knight on it"},
		{CatapultChess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cd4*,Cf1", "d4", "a white Catapult on d4 (it has moved)"},
	}
	for _, c := range cases {
		p := mustFEN(t, c.v, c.fen)
		s, err := c.v.Geometry().ParseSquare(c.sq)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.DescribeSquare(s); got != c.want {
			t.Errorf("%s %s: %q, want %q", c.v.ID, c.sq, got, c.want)
		}
	}
}

// Before the promotion piece is chosen, the promotion says so instead of naming a queen.
func TestDescribeUnchosenPromotion(t *testing.T) {
	p := mustFEN(t, Chess, "8/5P2/8/8/8/8/k7/7K w - - 0 1")
	m, err := p.ParseMove("f7f8q")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := p.DescribeUnchosen(m), "Pawn to f8, promoting: you choose the piece"; got != want {
		t.Errorf("unchosen: %q, want %q", got, want)
	}
	if got := p.Describe(m); got != "Pawn to f8, becoming a queen" {
		t.Errorf("chosen: %q", got)
	}
}

// An onlooker's description names the sides by colour and leaves the outcome to the caller.
func TestDescribeAction(t *testing.T) {
	cases := []struct {
		v         *Variant
		fen, move string
		want      string
	}{
		{Turnover, "k7/8/8/8/8/4b3/3P4/K7 w - - 0 1", "d2e3",
			"Wall moves from d2 to e3, turning over the black Fort on e3: it becomes a white Fortress"},
		{Turnover, "k7/8/8/8/8/4B3/3P4/K7 w - - 0 1", "d2e3",
			"Wall moves from d2 to e3, joining the white Fort there to make a Fortress"},
		{Chess, "6k1/5ppp/8/8/8/8/8/3R2K1 w - - 0 1", "d1d8", "Rook to d8"},
		{CatapultChess, "4k3/8/8/8/8/8/8/1Q2K3 w - - 0 1 Cb1,Cf7,cb8,cg8", "b1f7",
			"Queen teleports from b1 to the Catapult on f7"},
	}
	for _, c := range cases {
		p := mustFEN(t, c.v, c.fen)
		m, err := p.ParseCoordinate(c.move)
		if err != nil {
			t.Fatalf("%s: %v", c.move, err)
		}
		if got := p.DescribeAction(m); got != c.want {
			t.Errorf("%s %s:\n got %q\nwant %q", c.v.ID, c.move, got, c.want)
		}
	}
}
