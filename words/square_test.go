package words

import (
	"testing"

	"siegeworks/rules"
)

func TestSquare(t *testing.T) {
	cases := []struct {
		v       *rules.Variant
		fen, sq string
		want    string
	}{
		{rules.Chess, rules.Chess.StartFEN, "g1", "the white knight on g1"},
		{rules.Chess, rules.Chess.StartFEN, "e4", ""},
		{rules.Turnover, "k7/8/3q4/8/8/8/1R6/K7 w - - 0 1", "d6", "the black Citadel on d6: a Tower inside a Fort; its Fort moves like a queen"},
		{rules.Turnover, "k7/8/3q4/8/8/8/1R6/K7 w - - 0 1", "b2", "the white Tower on b2: a lone Tower; moves like a rook"},
		{rules.CatapultChess, rules.CatapultChess.StartFEN, "b1", "a white Catapult on b1, with the white knight on it"},
		{rules.CatapultChess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cd4*,Cf1", "d4", "a white Catapult on d4 (it has moved)"},
	}
	for _, c := range cases {
		p := mustFEN(t, c.v, c.fen)
		s, err := c.v.Geometry().ParseSquare(c.sq)
		if err != nil {
			t.Fatal(err)
		}
		if got := Square(p, s); got != c.want {
			t.Errorf("%s %s: %q, want %q", c.v.ID, c.sq, got, c.want)
		}
	}
}

// Every Turnover stack says what it is made of and how it moves; a black Catapult that has
// moved, with a piece on it, says both.
func TestSquareTellsStacksAndCatapults(t *testing.T) {
	cases := []struct {
		v       *rules.Variant
		fen, sq string
		want    string
	}{
		{rules.Turnover, "k7/8/8/8/8/8/P7/K7 w - - 0 1", "a2", "the white Wall on a2: a lone Wall; steps forward"},
		{rules.Turnover, "k7/8/8/8/8/2n5/8/K7 w - - 0 1", "c3", "the black Fortress on c3: a Fort inside a Wall; its Wall leaps like a knight"},
		{rules.Turnover, "k7/8/8/8/8/2B5/8/K7 w - - 0 1", "c3", "the white Fort on c3: a lone Fort; moves like a bishop"},
		{rules.Turnover, "k7/8/8/8/8/8/8/K7 w - - 0 1", "a1", "the white Castle on a1: Tower, Fort and Wall together; a side with no Castle left loses"},
		{rules.CatapultChess, "4k3/8/8/3q4/8/8/8/4K3 w - - 0 1 Cb1,Cf1,cd5*,cf8", "d5", "a black Catapult on d5 (it has moved), with the black queen on it"},
		{rules.CatapultChess, "4k3/8/8/3q4/8/8/8/4K3 w - - 0 1 Cb1,Cf1,cd5*,cf8", "f8", "a black Catapult on f8"},
	}
	for _, c := range cases {
		p := mustFEN(t, c.v, c.fen)
		if got := Square(p, mustSquare(t, c.v, c.sq)); got != c.want {
			t.Errorf("%s %s: %q, want %q", c.v.ID, c.sq, got, c.want)
		}
	}
}
