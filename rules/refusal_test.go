package rules

import "testing"

// Every rule that refuses a move is named as data: one position for each kind of refusal,
// in every variant that has it. (Package words says each in a sentence; its tests read
// them.)
func TestEveryRefusalNamesItsRule(t *testing.T) {
	cases := []struct {
		v             *Variant
		fen, from, to string
		why           RefusalKind
	}{
		{Chess, "4k3/8/8/8/8/8/3P4/R3K3 w Q - 0 1", "a1", "e5", RefuseShape},
		{Chess, "4k3/8/8/8/8/8/P7/R3K3 w Q - 0 1", "a1", "a5", RefuseBlocked},
		{Chess, "4k3/8/8/8/3n4/8/8/B3K3 w - - 0 1", "a1", "f6", RefuseBlocked},
		{Chess, "4k3/8/8/8/8/8/8/1B2K3 w - - 0 1", "b1", "b5", RefuseShape},
		{Chess, "4k3/8/8/8/8/8/8/1Q2K3 w - - 0 1", "b1", "c3", RefuseShape},
		{Chess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1", "e3", RefuseShape},
		{Chess, "4k3/8/8/8/8/8/8/4KN2 w - - 0 1", "e1", "f1", RefuseOwnPiece},
		{Chess, "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", "e4", "e3", RefusePawnBackward},
		{Chess, "4k3/8/8/4n3/4P3/8/8/4K3 w - - 0 1", "e4", "e5", RefusePawnStraightCapture},
		{Chess, "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", "e4", "f5", RefusePawnDiagonalToEmpty},
		{Chess, "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", "e4", "e6", RefusePawnDoubleStep},
		{Chess, "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e2", "e4", RefuseBlocked},
		{Chess, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2", "c5", RefuseShape},
		{Chess, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "e1", "c1", RefuseCastleKingMoved},
		{Chess, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1", "c1", RefuseCastleRookMoved},
		{TurretChess, "t4k3t/8/8/8/8/8/8/T4K3T w - - 0 1", "z1", "b4", RefuseShape},
		{TurretChess, "t4k3t/8/8/8/8/8/8/T1N2K3T w - - 0 1", "z1", "c1", RefuseBlocked},
		{TurretChess, "t4k3t/8/8/8/8/8/8/T4K3T w - - 0 1", "i1", "i8", RefuseNoPath},
		{TurretKwagga, "9k/8/8/8/8/8/8/1G7K w - - 0 1", "a1", "b3", RefuseShape},
		{Turnover, "k7/8/8/8/8/8/8/K1R5 w - - 0 1", "c1", "d2", RefuseShape},
		{Turnover, "k7/8/8/8/8/8/8/K1B5 w - - 0 1", "c1", "c4", RefuseShape},
		{Turnover, "k7/8/8/8/8/8/8/K1Q5 w - - 0 1", "c1", "d3", RefuseShape},
		{Turnover, "k7/8/8/8/8/8/8/K1N5 w - - 0 1", "c1", "c3", RefuseShape},
		{Turnover, "k7/8/8/8/8/8/2P5/K7 w - - 0 1", "c2", "c4", RefuseShape},
		{Turnover, "k7/8/8/8/8/2P5/8/K7 w - - 0 1", "c3", "c2", RefuseWallBackward},
		{Turnover, "k7/8/8/8/8/2Q5/8/K1R5 w - - 0 1", "c1", "c3", RefuseNoRoom},
		{Turnover, "k7/8/8/8/8/2P5/8/K1R5 w - - 0 1", "c1", "c3", RefuseTowerAndWall},
		{CatapultChess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1*,Cf1", "b1", "b3", RefuseCatapultStep},
		{CatapultChess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1,Cf1", "b1", "b4", RefuseCatapultStep},
		{CatapultChess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1,Cf1,cb8,cf8", "b8", "b7", RefuseEnemyCatapult},
	}
	for _, c := range cases {
		p := mustFEN(t, c.v, c.fen)
		r := p.Refusal(mustSquare(t, c.v, c.from), mustSquare(t, c.v, c.to))
		if r.Why != c.why {
			t.Errorf("%s %s %s-%s: %d, want %d", c.v.ID, c.fen, c.from, c.to, r.Why, c.why)
		}
	}
}

// A refusal names the pieces and squares its rule is about: the piece in the way and where
// it stands, the ring without room, whose turn or Catapult, whether a Catapult has moved.
func TestRefusalNamesItsPieces(t *testing.T) {
	cases := []struct {
		v             *Variant
		fen, from, to string
		want          Refusal // Why, Other, Side, Moved and Ring compared
		at            string  // the square of Other, or ""
	}{
		{Chess, "4k3/8/8/8/8/8/P7/R3K3 w Q - 0 1", "a1", "a5",
			Refusal{Why: RefuseBlocked, Other: MakePiece(White, Pawn)}, "a2"},
		{Chess, "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", "e4", "e6", Refusal{Why: RefusePawnDoubleStep}, ""},
		{Chess, Chess.StartFEN, "e7", "e5", Refusal{Why: RefuseNotYourTurn, Side: White}, ""},
		{Chess, "4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1", "e1", "c1",
			Refusal{Why: RefuseCastleBlocked, Other: MakePiece(White, Knight)}, "b1"},
		{Turnover, "k7/8/8/8/8/2Q5/8/K1R5 w - - 0 1", "c1", "c3",
			Refusal{Why: RefuseNoRoom, Other: MakePiece(White, Queen), Ring: Rook}, "c3"},
		{CatapultChess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1*,Cf1", "b1", "b3",
			Refusal{Why: RefuseCatapultStep, Side: White, Moved: true}, ""},
		{CatapultChess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1,Cf1,cb8,cf8", "b8", "b7",
			Refusal{Why: RefuseEnemyCatapult, Side: Black}, ""},
	}
	for _, c := range cases {
		p := mustFEN(t, c.v, c.fen)
		r := p.Refusal(mustSquare(t, c.v, c.from), mustSquare(t, c.v, c.to))
		w := c.want
		w.At = NoSquare
		if c.at != "" {
			w.At = mustSquare(t, c.v, c.at)
		}
		if r.Why != w.Why || r.Other&idMask != w.Other || r.At != w.At || r.Side != w.Side || r.Moved != w.Moved || r.Ring != w.Ring {
			t.Errorf("%s %s %s-%s: %+v, want %+v", c.v.ID, c.fen, c.from, c.to, r, w)
		}
	}
}
