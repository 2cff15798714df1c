package rules

import "testing"

func TestWhyIllegal(t *testing.T) {
	sq := func(v *Variant, name string) Square {
		s, err := v.geometry.ParseSquare(name)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	cases := []struct {
		v        *Variant
		fen      string
		from, to string
		want     string
	}{
		{Chess, Chess.StartFEN, "e2", "e4", ""},
		{Chess, Chess.StartFEN, "e3", "e4", "there is no piece there"},
		{Chess, Chess.StartFEN, "e7", "e5", "it is white's turn"},
		{Chess, Chess.StartFEN, "g1", "g3", "a knight leaps two squares one way and one to the side"},
		{Chess, Chess.StartFEN, "d1", "d2", "you cannot capture your own piece"},
		{Chess, "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", "e1", "d2", "your king would be in check there"},
		{TurretChess, "t4k3t/8/8/8/8/8/8/T4K3T w - - 0 1", "i1", "i8", "the board has no squares between i1 and i8 to move along"},
		{Chess, "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "e2", "d3", "your king would be in check"},
		{Chess, "4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1", "a1", "a5", "your king is in check and this move does not stop it"},
		{Chess, "4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1", "e1", "c1", "you cannot castle out of check"},
		{Chess, "4k3/8/8/8/8/8/3r4/R3K3 w Q - 0 1", "e1", "c1", "the king may not pass over or land on an attacked square, and d1 is attacked"},
		{Chess, "4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1", "e1", "c1", "castling needs every square between king and rook empty, and your knight on b1 stands there"},
		{Turnover, Turnover.StartFEN, "b2", "b5", "a Castle's Wall steps one or two squares forward, or one diagonally forward to take or turn over"},
		{Turnover, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1", "e3", "your last Castle moves only as a whole set, one square, never into check"},
		{Turnover, "r3k3/8/8/8/8/8/8/K3K3 w - - 0 1", "e1", "e2", "with two Castles, this one cannot move while the other is in check"},
		{Turnover, "r3k3/8/8/8/8/8/8/K3K3 w - - 0 1", "a1", "a3", "a Castle in check moves only as a whole set, one square in any direction"},
		{TurretChess, "t4k3t/8/8/8/8/8/8/T3nK3T w - - 0 1", "z1", "d1", "a Turret never captures by moving; it slings the piece behind it"},
	}
	for _, c := range cases {
		p := mustFEN(t, c.v, c.fen)
		if got := p.WhyIllegal(sq(c.v, c.from), sq(c.v, c.to)); got != c.want {
			t.Errorf("%s %s-%s: %q, want %q", c.fen, c.from, c.to, got, c.want)
		}
	}
}

func TestWhyIllegalNamesKwaggaAndShotRules(t *testing.T) {
	cases := []struct {
		v             *Variant
		fen, from, to string
		want          string
	}{
		// A Kwagga on a1 with an enemy two leaps away on c7: no capture on a later leap.
		{TurretKwagga, "9k/2r5/8/8/8/8/8/1G7K w - - 0 1", "a1", "c7", "a Kwagga captures only on its first leap"},
		{TurretKwagga, "9k/2p5/8/8/1P6/8/8/1G7K w - - 0 1", "a1", "c7", "a Kwagga leaps on only over empty landing squares, and b4 is taken"},
		{Gunnery, "3k4/4r3/8/8/8/8/4P3/3K4 w - - 0 1", "e2", "e7", "a pawn shoots only with a piece of its own in front of it as a screen"},
		{Gunnery, "3k4/4r3/8/4p3/4N3/8/4P3/3K4 w - - 0 1", "e2", "e7", "an enemy pawn stops the shot: nothing beyond it can be hit"},
		{Gunnery, "3k4/4r3/4B3/8/4N3/8/4P3/3K4 w - - 0 1", "e2", "e7", "a second piece of your own stands in the line of fire"},
	}
	for _, c := range cases {
		p, err := ParseFEN(c.v, c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		from, _ := c.v.Geometry().ParseSquare(c.from)
		to, _ := c.v.Geometry().ParseSquare(c.to)
		if got := p.WhyIllegal(from, to); got != c.want {
			t.Errorf("%s %s-%s: %q, want %q", c.fen, c.from, c.to, got, c.want)
		}
	}
}

func TestWhyIllegalNamesTurnoverRingRules(t *testing.T) {
	cases := []struct{ fen, from, to, want string }{
		{"k7/8/8/8/8/8/3P4/K7 w - - 0 1", "d2", "e3", "a Wall steps diagonally only to take or turn over, never onto an empty square"},
		{"k7/8/8/8/8/3r4/3P4/K7 w - - 0 1", "d2", "d3", "a Wall's forward step never takes: it can only join or turn over a Fort or a Citadel there"},
		{"k7/8/8/8/3p4/8/3R4/K7 w - - 0 1", "d2", "d6", "the black Wall on d4 is in the way: a sliding ring passes only over completely empty squares"},
	}
	for _, c := range cases {
		p, err := ParseFEN(Turnover, c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		from, _ := Turnover.Geometry().ParseSquare(c.from)
		to, _ := Turnover.Geometry().ParseSquare(c.to)
		if got := p.WhyIllegal(from, to); got != c.want {
			t.Errorf("%s %s-%s: %q, want %q", c.fen, c.from, c.to, got, c.want)
		}
	}
}
