package rules

import (
	"math/rand"
	"testing"
)

// PawnAttackers counts the pawns that capture diagonally forward onto a
// square, for the side they belong to, and never wraps round the board's edge.
func TestPawnAttackersCountsDiagonalPawns(t *testing.T) {
	p := vtPos(t, Chess, "Ke1 ke8 Ne4 pd5 pf5 Pb2 Ph2 pa5", "w - - 0 1")
	for _, c := range []struct {
		sq   string
		by   Color
		want int
	}{
		{"e4", Black, 2}, // both black pawns, capturing down the board
		{"e4", White, 0},
		{"d4", Black, 0}, // straight ahead is not a capture
		{"c4", Black, 1},
		{"b4", Black, 1}, // the a-pawn, from the edge file
		{"a3", White, 1}, // the b-pawn
		{"g3", White, 1}, // the h-pawn
		{"a3", Black, 0}, // nothing wraps from the h-file
		{"c1", White, 0}, // a white pawn does not capture backwards
	} {
		if got := p.PawnAttackers(vtSq(t, Chess, c.sq), c.by); got != c.want {
			t.Errorf("PawnAttackers(%s, %v) = %d, want %d", c.sq, c.by, got, c.want)
		}
	}
}

// In every variant PawnAttackers agrees with the pawn captures AttacksOn lists,
// on every square of positions reached by random play.
func TestPawnAttackersAgreesWithAttacksOn(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	for _, v := range Variants {
		for game := 0; game < 20; game++ {
			p := NewPosition(v)
			var ml MoveList
			for ply := 0; ply < 60; ply++ {
				for _, s := range v.Geometry().Squares() {
					for _, by := range []Color{White, Black} {
						want := 0
						for _, a := range p.AttacksOn(s, by) {
							if a.Kind == AttackDirect && a.Piece.Kind() == Pawn && !v.turnover {
								want++
							}
						}
						if got := p.PawnAttackers(s, by); got != want {
							t.Fatalf("%s %s: PawnAttackers(%v, %v) = %d, AttacksOn lists %d", v.Name, p.FEN(), s, by, got, want)
						}
					}
				}
				p.GenerateLegal(&ml)
				if ml.Len() == 0 {
					break
				}
				p.MakeMove(ml.At(rng.Intn(ml.Len())))
			}
		}
	}
}
