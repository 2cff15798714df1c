package rules

import (
	"math/rand/v2"
	"testing"
)

// TestAttacksOnAgreesWithAttacked: along random games of every variant, the attacks listed
// for each square and side exist exactly when Attacked says the square is attacked, and each
// listed attacker is a piece of that side.
func TestAttacksOnAgreesWithAttacked(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	kinds := map[AttackKind]int{}
	for _, v := range Variants {
		for game := 0; game < 30; game++ {
			p := NewPosition(v)
			for ply := 0; ply < 80; ply++ {
				for _, s := range v.geometry.squares {
					for c := White; c <= Black; c++ {
						as := p.AttacksOn(s, c)
						if (len(as) > 0) != p.Attacked(s, c) {
							t.Fatalf("%s %s: %v attacked by %v: Attacked %v, AttacksOn %v", v.ID, p.FEN(), s, c, p.Attacked(s, c), as)
						}
						for _, a := range as {
							if pc := p.At(a.From); pc.IsEmpty() || pc.Color() != c || a.To != s {
								t.Fatalf("%s %s: bad attack %+v", v.ID, p.FEN(), a)
							}
							kinds[a.Kind]++
						}
					}
				}
				var ml MoveList
				p.GenerateLegal(&ml)
				if ml.Len() == 0 {
					break
				}
				p.MakeMove(ml.At(rng.IntN(ml.Len())))
			}
		}
	}
	for k := AttackDirect; k <= AttackCastle; k++ {
		if kinds[k] == 0 {
			t.Errorf("random games never showed an attack of kind %d", k)
		}
	}
}

// Each check carries its kind and its pieces: the attacker, and the piece a Turret slings.
func TestChecksCarryTheirPieces(t *testing.T) {
	cases := []struct {
		v             *Variant
		fen           string
		kind          AttackKind
		piece, slung  Piece
		from, via, to string
	}{
		{Gunnery, "4k3/8/8/8/4B3/8/4P3/3K4 b - - 0 1", AttackShot, MakePiece(White, Pawn), NoPiece, "e2", "e4", "e8"},
		{TurretChess, "9k/8/8/8/8/3T4/2N5/9K b - - 0 1", AttackSling, MakePiece(White, Turret), MakePiece(White, Knight), "d3", "c2", "i8"},
		{CatapultChess, "4k3/8/8/8/8/8/8/1Q2K3 b - - 0 1 Cb1,Ce8", AttackTeleport, MakePiece(White, Queen), NoPiece, "b1", "", "e8"},
		{Turnover, "8/8/8/3k4/4K3/8/8/K7 b - - 0 1", AttackCastle, MakePiece(White, King), NoPiece, "e4", "", "d5"},
		{Chess, "4k3/8/8/1B6/8/8/8/4K3 b - - 0 1", AttackDirect, MakePiece(White, Bishop), NoPiece, "b5", "", "e8"},
	}
	for _, c := range cases {
		p := mustFEN(t, c.v, c.fen)
		checks := p.Checks()
		if len(checks) != 1 {
			t.Fatalf("%s: checks %+v", c.fen, checks)
		}
		via := NoSquare
		if c.via != "" {
			via = mustSquare(t, c.v, c.via)
		}
		a := checks[0]
		if a.Kind != c.kind || a.Piece&idMask != c.piece || a.Slung&idMask != c.slung ||
			a.From != mustSquare(t, c.v, c.from) || a.Via != via || a.To != mustSquare(t, c.v, c.to) {
			t.Errorf("%s: %+v", c.fen, a)
		}
	}
}

func TestRefusalAttacks(t *testing.T) {
	// The black bishop on e7 is pinned: leaving the e-file exposes the king to the rook.
	p, err := ParseFEN(Chess, "4k3/4b3/8/8/8/8/8/4RK2 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	as := p.RefusalAttacks(SquareAt(5, 6), SquareAt(4, 5))
	if len(as) != 1 || as[0].From != SquareAt(5, 0) || as[0].Piece != MakePiece(White, Rook) {
		t.Fatalf("refusal attacks %+v", as)
	}
	if as := p.RefusalAttacks(SquareAt(5, 7), SquareAt(4, 7)); as != nil {
		t.Error("a legal move has no refusal attacks")
	}
	// A refused castle: out of check, and over an attacked square, draws the attacker.
	for _, c := range []struct{ fen, attacker string }{
		{"4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1", "e2"},
		{"4k3/8/8/8/8/8/3r4/R3K3 w Q - 0 1", "d2"},
	} {
		q, err := ParseFEN(Chess, c.fen)
		if err != nil {
			t.Fatal(err)
		}
		as := q.RefusalAttacks(SquareAt(5, 0), SquareAt(3, 0))
		if len(as) != 1 || as[0].From.String() != c.attacker || as[0].Piece != MakePiece(Black, Rook) {
			t.Errorf("%s: castling refusal attacks %+v", c.fen, as)
		}
	}
}
