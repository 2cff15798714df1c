package words

import (
	"strings"
	"testing"

	"siegeworks/rules"
)

func TestWhyIllegal(t *testing.T) {
	sq := func(v *rules.Variant, name string) rules.Square {
		s, err := v.Geometry().ParseSquare(name)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	cases := []struct {
		v        *rules.Variant
		fen      string
		from, to string
		want     string
	}{
		{rules.Chess, rules.Chess.StartFEN, "e2", "e4", ""},
		{rules.Chess, rules.Chess.StartFEN, "e3", "e4", "there is no piece there"},
		{rules.Chess, rules.Chess.StartFEN, "e7", "e5", "it is white's turn"},
		{rules.Chess, rules.Chess.StartFEN, "g1", "g3", "a knight leaps two squares one way and one to the side"},
		{rules.Chess, rules.Chess.StartFEN, "d1", "d2", "you cannot capture your own piece"},
		{rules.Chess, "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", "e1", "d2", "your king would be in check there"},
		{rules.TurretChess, "t4k3t/8/8/8/8/8/8/T4K3T w - - 0 1", "i1", "i8", "the board has no squares between i1 and i8 to move along"},
		{rules.Chess, "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "e2", "d3", "your king would be in check"},
		{rules.Chess, "4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1", "a1", "a5", "your king is in check and this move does not stop it"},
		{rules.Chess, "4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1", "e1", "c1", "you cannot castle out of check"},
		{rules.Chess, "4k3/8/8/8/8/8/3r4/R3K3 w Q - 0 1", "e1", "c1", "the king may not pass over or land on an attacked square, and d1 is attacked"},
		{rules.Chess, "4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1", "e1", "c1", "castling needs every square between king and rook empty, and your knight on b1 stands there"},
		{rules.Turnover, rules.Turnover.StartFEN, "b2", "b5", "a Castle's Wall steps one or two squares forward, or one diagonally forward to take or turn over"},
		{rules.Turnover, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1", "e3", "your last Castle moves only as a whole set, one square, never into check"},
		{rules.Turnover, "r3k3/8/8/8/8/8/8/K3K3 w - - 0 1", "e1", "e2", "with two Castles, this one cannot move while the other is in check"},
		{rules.Turnover, "r3k3/8/8/8/8/8/8/K3K3 w - - 0 1", "a1", "a3", "a Castle in check moves only as a whole set, one square in any direction"},
		{rules.TurretChess, "t4k3t/8/8/8/8/8/8/T3nK3T w - - 0 1", "z1", "d1", "a Turret never captures by moving; it slings the piece behind it"},
	}
	for _, c := range cases {
		p := mustFEN(t, c.v, c.fen)
		if got := WhyIllegal(p, sq(c.v, c.from), sq(c.v, c.to)); got != c.want {
			t.Errorf("%s %s-%s: %q, want %q", c.fen, c.from, c.to, got, c.want)
		}
	}
}

func TestWhyIllegalNamesKwaggaAndShotRules(t *testing.T) {
	cases := []struct {
		v             *rules.Variant
		fen, from, to string
		want          string
	}{
		// A Kwagga on a1 with an enemy two leaps away on c7: no capture on a later leap.
		{rules.TurretKwagga, "9k/2r5/8/8/8/8/8/1G7K w - - 0 1", "a1", "c7", "a Kwagga captures only on its first leap"},
		{rules.TurretKwagga, "9k/2p5/8/8/1P6/8/8/1G7K w - - 0 1", "a1", "c7", "a Kwagga leaps on only over empty landing squares, and b4 is taken"},
		{rules.Gunnery, "3k4/4r3/8/8/8/8/4P3/3K4 w - - 0 1", "e2", "e7", "a pawn shoots only with a piece of its own in front of it as a screen"},
		{rules.Gunnery, "3k4/4r3/8/4p3/4N3/8/4P3/3K4 w - - 0 1", "e2", "e7", "an enemy pawn stops the shot: nothing beyond it can be hit"},
		{rules.Gunnery, "3k4/4r3/4B3/8/4N3/8/4P3/3K4 w - - 0 1", "e2", "e7", "a second piece of your own stands in the line of fire"},
	}
	for _, c := range cases {
		p := mustFEN(t, c.v, c.fen)
		from, _ := c.v.Geometry().ParseSquare(c.from)
		to, _ := c.v.Geometry().ParseSquare(c.to)
		if got := WhyIllegal(p, from, to); got != c.want {
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
		p := mustFEN(t, rules.Turnover, c.fen)
		from, _ := rules.Turnover.Geometry().ParseSquare(c.from)
		to, _ := rules.Turnover.Geometry().ParseSquare(c.to)
		if got := WhyIllegal(p, from, to); got != c.want {
			t.Errorf("%s %s-%s: %q, want %q", c.fen, c.from, c.to, got, c.want)
		}
	}
}

// Every rule that refuses a move says which rule and which piece: one position for each
// kind of refusal, in every variant that has it.
func TestEveryRefusalNamesItsRule(t *testing.T) {
	cases := []struct {
		v             *rules.Variant
		fen, from, to string
		why           rules.RefusalKind
		want          string
	}{
		{rules.Chess, "4k3/8/8/8/8/8/3P4/R3K3 w Q - 0 1", "a1", "e5", rules.RefuseShape, "a rook moves along ranks and files"},
		{rules.Chess, "4k3/8/8/8/8/8/P7/R3K3 w Q - 0 1", "a1", "a5", rules.RefuseBlocked, "your pawn on a2 is in the way"},
		{rules.Chess, "4k3/8/8/8/3n4/8/8/B3K3 w - - 0 1", "a1", "f6", rules.RefuseBlocked, "the black knight on d4 is in the way"},
		{rules.Chess, "4k3/8/8/8/8/8/8/1B2K3 w - - 0 1", "b1", "b5", rules.RefuseShape, "a bishop moves along diagonals"},
		{rules.Chess, "4k3/8/8/8/8/8/8/1Q2K3 w - - 0 1", "b1", "c3", rules.RefuseShape, "a queen moves along ranks, files and diagonals"},
		{rules.Chess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1", "e3", rules.RefuseShape, "a king steps one square in any direction"},
		{rules.Chess, "4k3/8/8/8/8/8/8/4KN2 w - - 0 1", "e1", "f1", rules.RefuseOwnPiece, "you cannot capture your own piece"},
		{rules.Chess, "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", "e4", "e3", rules.RefusePawnBackward, "a pawn never moves backwards or sideways"},
		{rules.Chess, "4k3/8/8/4n3/4P3/8/8/4K3 w - - 0 1", "e4", "e5", rules.RefusePawnStraightCapture, "a pawn never takes straight ahead; it captures one square diagonally forward"},
		{rules.Chess, "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", "e4", "f5", rules.RefusePawnDiagonalToEmpty, "a pawn moves diagonally only to capture"},
		{rules.Chess, "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", "e4", "e6", rules.RefusePawnDoubleStep, "a pawn steps two squares only from its first square"},
		{rules.Chess, "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e2", "e4", rules.RefuseBlocked, "the black knight on e3 is in the way"},
		{rules.Chess, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2", "c5", rules.RefuseShape, "a pawn steps one square forward (two from its first square) and captures one square diagonally forward"},
		{rules.Chess, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "e1", "c1", rules.RefuseCastleKingMoved, "the king has already moved, so it cannot castle"},
		{rules.Chess, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1", "c1", rules.RefuseCastleRookMoved, "that rook has moved (or is gone), so you cannot castle on that side"},
		{rules.TurretChess, "t4k3t/8/8/8/8/8/8/T4K3T w - - 0 1", "z1", "b4", rules.RefuseShape, "a Turret glides like a queen, along ranks, files and diagonals, over empty squares only"},
		{rules.TurretChess, "t4k3t/8/8/8/8/8/8/T1N2K3T w - - 0 1", "z1", "c1", rules.RefuseBlocked, "your knight on b1 is in the way"},
		{rules.TurretChess, "t4k3t/8/8/8/8/8/8/T4K3T w - - 0 1", "i1", "i8", rules.RefuseNoPath, "the board has no squares between i1 and i8 to move along"},
		{rules.TurretKwagga, "9k/8/8/8/8/8/8/1G7K w - - 0 1", "a1", "b3", rules.RefuseShape, "a Kwagga leaps three squares one way and one to the side, and may repeat the same leap over empty landing squares"},
		{rules.Turnover, "k7/8/8/8/8/8/8/K1R5 w - - 0 1", "c1", "d2", rules.RefuseShape, "a Tower moves along ranks and files"},
		{rules.Turnover, "k7/8/8/8/8/8/8/K1B5 w - - 0 1", "c1", "c4", rules.RefuseShape, "a Fort moves along diagonals"},
		{rules.Turnover, "k7/8/8/8/8/8/8/K1Q5 w - - 0 1", "c1", "d3", rules.RefuseShape, "a Citadel's Fort moves like a queen, along ranks, files and diagonals; the Tower stays behind"},
		{rules.Turnover, "k7/8/8/8/8/8/8/K1N5 w - - 0 1", "c1", "c3", rules.RefuseShape, "a Fortress's Wall leaps like a knight, two squares one way and one to the side; the Fort stays behind"},
		{rules.Turnover, "k7/8/8/8/8/8/2P5/K7 w - - 0 1", "c2", "c4", rules.RefuseShape, "a Wall steps one square forward, or one diagonally forward to take or turn over"},
		{rules.Turnover, "k7/8/8/8/8/2P5/8/K7 w - - 0 1", "c3", "c2", rules.RefuseWallBackward, "a Wall never moves backwards or sideways"},
		{rules.Turnover, "k7/8/8/8/8/2Q5/8/K1R5 w - - 0 1", "c1", "c3", rules.RefuseNoRoom, "your Citadel on c3 already has a Tower, so your Tower cannot join it"},
		{rules.Turnover, "k7/8/8/8/8/2P5/8/K1R5 w - - 0 1", "c1", "c3", rules.RefuseTowerAndWall, "a Tower and a Wall never share a stack, so your Wall on c3 cannot take it in"},
		{rules.CatapultChess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1*,Cf1", "b1", "b3", rules.RefuseCatapultStep, "this Catapult has moved before, so it steps only one square, onto a square with no piece and no Catapult"},
		{rules.CatapultChess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1,Cf1", "b1", "b4", rules.RefuseCatapultStep, "a Catapult steps one or two squares in any direction, onto a square with no piece and no Catapult"},
		{rules.CatapultChess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1,Cf1,cb8,cf8", "b8", "b7", rules.RefuseEnemyCatapult, "that Catapult belongs to black"},
	}
	for _, c := range cases {
		p := mustFEN(t, c.v, c.fen)
		from, err1 := c.v.Geometry().ParseSquare(c.from)
		to, err2 := c.v.Geometry().ParseSquare(c.to)
		if err1 != nil || err2 != nil {
			t.Fatalf("%s-%s: %v %v", c.from, c.to, err1, err2)
		}
		r := p.Refusal(from, to)
		if r.Why != c.why || Refusal(r) != c.want {
			t.Errorf("%s %s %s-%s: %d %q, want %d %q", c.v.ID, c.fen, c.from, c.to, r.Why, Refusal(r), c.why, c.want)
		}
	}
}

// No refusal falls back on a sentence that names no rule: every move of every piece of the
// side to move to every square, in the start positions and in positions from random games
// of every variant, is either legal or refused by a named rule.
func TestNoRefusalIsGeneric(t *testing.T) {
	for _, v := range rules.Variants {
		for i, pos := range samplePositions(t, v, 12) {
			g := v.Geometry()
			for _, from := range g.Squares() {
				pc := pos.At(from)
				if pc == rules.NoPiece || pc.Color() != pos.SideToMove() {
					continue
				}
				for _, to := range g.Squares() {
					r := pos.Refusal(from, to)
					text := Refusal(r)
					if r.Why == rules.RefuseNone || r.Why == rules.RefuseSameSquare {
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
func samplePositions(t *testing.T, v *rules.Variant, n int) []*rules.Position {
	t.Helper()
	out := []*rules.Position{rules.NewPosition(v)}
	pos := rules.NewPosition(v)
	seed := uint32(7)
	for len(out) < n {
		var ml rules.MoveList
		pos.GenerateLegal(&ml)
		if ml.Len() == 0 || pos.Ply() > 60 {
			pos = rules.NewPosition(v)
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
