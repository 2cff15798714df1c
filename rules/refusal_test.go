package rules

import (
	"strings"
	"testing"
)

// Every rule that refuses a move says which rule and which piece: one position for each
// kind of refusal, in every variant that has it.
func TestEveryRefusalNamesItsRule(t *testing.T) {
	cases := []struct {
		v             *Variant
		fen, from, to string
		why           RefusalKind
		want          string
	}{
		{Chess, "4k3/8/8/8/8/8/3P4/R3K3 w Q - 0 1", "a1", "e5", RefuseShape, "a rook moves along ranks and files"},
		{Chess, "4k3/8/8/8/8/8/P7/R3K3 w Q - 0 1", "a1", "a5", RefuseBlocked, "your pawn on a2 is in the way"},
		{Chess, "4k3/8/8/8/3n4/8/8/B3K3 w - - 0 1", "a1", "f6", RefuseBlocked, "the black knight on d4 is in the way"},
		{Chess, "4k3/8/8/8/8/8/8/1B2K3 w - - 0 1", "b1", "b5", RefuseShape, "a bishop moves along diagonals"},
		{Chess, "4k3/8/8/8/8/8/8/1Q2K3 w - - 0 1", "b1", "c3", RefuseShape, "a queen moves along ranks, files and diagonals"},
		{Chess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1", "e3", RefuseShape, "a king steps one square in any direction"},
		{Chess, "4k3/8/8/8/8/8/8/4KN2 w - - 0 1", "e1", "f1", RefuseOwnPiece, "you cannot capture your own piece"},
		{Chess, "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", "e4", "e3", RefusePawnBackward, "a pawn never moves backwards or sideways"},
		{Chess, "4k3/8/8/4n3/4P3/8/8/4K3 w - - 0 1", "e4", "e5", RefusePawnStraightCapture, "a pawn never takes straight ahead; it captures one square diagonally forward"},
		{Chess, "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", "e4", "f5", RefusePawnDiagonalToEmpty, "a pawn moves diagonally only to capture"},
		{Chess, "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", "e4", "e6", RefusePawnDoubleStep, "a pawn steps two squares only from its first square"},
		{Chess, "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e2", "e4", RefuseBlocked, "the black knight on e3 is in the way"},
		{Chess, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2", "c5", RefuseShape, "a pawn steps one square forward (two from its first square) and captures one square diagonally forward"},
		{Chess, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "e1", "c1", RefuseCastleKingMoved, "the king has already moved, so it cannot castle"},
		{Chess, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1", "c1", RefuseCastleRookMoved, "that rook has moved (or is gone), so you cannot castle on that side"},
		{TurretChess, "t4k3t/8/8/8/8/8/8/T4K3T w - - 0 1", "z1", "b4", RefuseShape, "a Turret glides like a queen, along ranks, files and diagonals, over empty squares only"},
		{TurretChess, "t4k3t/8/8/8/8/8/8/T1N2K3T w - - 0 1", "z1", "c1", RefuseBlocked, "your knight on b1 is in the way"},
		{TurretChess, "t4k3t/8/8/8/8/8/8/T4K3T w - - 0 1", "i1", "i8", RefuseNoPath, "the board has no squares between i1 and i8 to move along"},
		{TurretKwagga, "9k/8/8/8/8/8/8/1G7K w - - 0 1", "a1", "b3", RefuseShape, "a Kwagga leaps three squares one way and one to the side, and may repeat the same leap over empty landing squares"},
		{Turnover, "k7/8/8/8/8/8/8/K1R5 w - - 0 1", "c1", "d2", RefuseShape, "a Tower moves along ranks and files"},
		{Turnover, "k7/8/8/8/8/8/8/K1B5 w - - 0 1", "c1", "c4", RefuseShape, "a Fort moves along diagonals"},
		{Turnover, "k7/8/8/8/8/8/8/K1Q5 w - - 0 1", "c1", "d3", RefuseShape, "a Citadel's Fort moves like a queen, along ranks, files and diagonals; the Tower stays behind"},
		{Turnover, "k7/8/8/8/8/8/8/K1N5 w - - 0 1", "c1", "c3", RefuseShape, "a Fortress's Wall leaps like a knight, two squares one way and one to the side; the Fort stays behind"},
		{Turnover, "k7/8/8/8/8/8/2P5/K7 w - - 0 1", "c2", "c4", RefuseShape, "a Wall steps one square forward, or one diagonally forward to take or turn over"},
		{Turnover, "k7/8/8/8/8/2P5/8/K7 w - - 0 1", "c3", "c2", RefuseWallBackward, "a Wall never moves backwards or sideways"},
		{Turnover, "k7/8/8/8/8/2Q5/8/K1R5 w - - 0 1", "c1", "c3", RefuseNoRoom, "your Citadel on c3 already has a Tower, so your Tower cannot join it"},
		{Turnover, "k7/8/8/8/8/2P5/8/K1R5 w - - 0 1", "c1", "c3", RefuseTowerAndWall, "a Tower and a Wall never share a stack, so your Wall on c3 cannot take it in"},
		{CatapultChess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1*,Cf1", "b1", "b3", RefuseCatapultStep, "this Catapult has moved before, so it steps only one square, onto a square with no piece and no Catapult"},
		{CatapultChess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1,Cf1", "b1", "b4", RefuseCatapultStep, "a Catapult steps one or two squares in any direction, onto a square with no piece and no Catapult"},
		{CatapultChess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1,Cf1,cb8,cf8", "b8", "b7", RefuseEnemyCatapult, "that Catapult belongs to black"},
	}
	for _, c := range cases {
		p := mustFEN(t, c.v, c.fen)
		from, err1 := c.v.Geometry().ParseSquare(c.from)
		to, err2 := c.v.Geometry().ParseSquare(c.to)
		if err1 != nil || err2 != nil {
			t.Fatalf("%s-%s: %v %v", c.from, c.to, err1, err2)
		}
		r := p.Refusal(from, to)
		if r.Why != c.why || r.String() != c.want {
			t.Errorf("%s %s %s-%s: %d %q, want %d %q", c.v.ID, c.fen, c.from, c.to, r.Why, r.String(), c.why, c.want)
		}
	}
}

// No refusal falls back on a sentence that names no rule: every move of every piece of the
// side to move to every square, in the start positions and in positions from random games
// of every variant, is either legal or refused by a named rule.
func TestNoRefusalIsGeneric(t *testing.T) {
	for _, v := range Variants {
		for i, pos := range samplePositions(t, v, 12) {
			g := v.geometry
			for _, from := range g.Squares() {
				pc := pos.At(from)
				if pc == NoPiece || pc.Color() != pos.SideToMove() {
					continue
				}
				for _, to := range g.Squares() {
					r := pos.Refusal(from, to)
					text := r.String()
					if r.Why == RefuseNone || r.Why == RefuseSameSquare {
						continue
					}
					if strings.Contains(text, "cannot move there") || strings.Contains(text, "not possible here") {
						t.Errorf("%s position %d (%s) %s-%s: %q", v.ID, i, pos.FEN(), from, to, text)
					}
				}
			}
		}
	}
}

// samplePositions are the start position and positions along a few quiet random games.
func samplePositions(t *testing.T, v *Variant, n int) []*Position {
	t.Helper()
	out := []*Position{NewPosition(v)}
	pos := NewPosition(v)
	seed := uint32(7)
	for len(out) < n {
		var ml MoveList
		pos.GenerateLegal(&ml)
		if ml.Len() == 0 || pos.Ply() > 60 {
			pos = NewPosition(v)
			continue
		}
		seed = seed*1664525 + 1013904223
		pos.MakeMove(ml.At(int(seed>>8) % ml.Len()))
		if pos.Ply()%5 == 0 {
			out = append(out, pos.Clone())
		}
	}
	return out
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
