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
		{Chess, Chess.StartFEN, "g1", "g3", "a knight cannot move there"},
		{Chess, Chess.StartFEN, "d1", "d2", "you cannot capture your own piece"},
		{Chess, "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", "e1", "d2", "your king would be in check there"},
		{TurretChess, "t4k3t/8/8/8/8/8/8/T4K3T w - - 0 1", "i1", "i8", "a turret cannot move there"},
		{Chess, "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "e2", "d3", "your king would be in check"},
		{Chess, "4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1", "a1", "a5", "your king is in check and this move does not stop it"},
		{Chess, "4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1", "e1", "c1", "you cannot castle out of check"},
		{Chess, "4k3/8/8/8/8/8/3r4/R3K3 w Q - 0 1", "e1", "c1", "the king may not pass over or land on an attacked square"},
		{Chess, "4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1", "e1", "c1", "castling needs every square between king and rook empty"},
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
