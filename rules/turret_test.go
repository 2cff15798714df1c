package rules

import (
	"strings"
	"testing"
)

// docs/RULES.md §2.1: the Gustavian board.
func TestTurretGustavianBoard(t *testing.T) {
	g := TurretChess.Geometry()
	if n := len(g.Squares()); n != 68 {
		t.Errorf("Gustavian board has %d squares, want 68", n)
	}
	if n := len(Chess.Geometry().Squares()); n != 64 {
		t.Errorf("8x8 board has %d squares", n)
	}
	for _, name := range []string{"z1", "i1", "z8", "i8", "a1", "h8"} {
		if _, err := g.ParseSquare(name); err != nil {
			t.Errorf("%s should exist: %v", name, err)
		}
		if s, _ := g.ParseSquare(name); s.String() != name {
			t.Errorf("square %s prints as %s", name, s)
		}
	}
	for r := 2; r <= 7; r++ {
		for _, f := range "zi" {
			name := string(f) + string(rune('0'+r))
			if _, err := g.ParseSquare(name); err == nil {
				t.Errorf("%s should not exist", name)
			}
		}
	}
	for _, name := range []string{"z1", "i1", "z8", "i8"} {
		if _, err := Chess.Geometry().ParseSquare(name); err == nil {
			t.Errorf("%s exists on the 8x8 board", name)
		}
	}
	// Colours continue the checkering: a1 dark, z1 light, i1 dark, h1 light.
	for name, light := range map[string]bool{"a1": false, "z1": true, "i1": false, "h1": true, "z8": false, "i8": true, "a8": true} {
		if s := vtSq(t, TurretChess, name); s.IsLight() != light {
			t.Errorf("%s light = %v, want %v", name, s.IsLight(), light)
		}
	}
}

// Lines and knight moves run through the extra squares (§2.1).
func TestTurretGustavianLines(t *testing.T) {
	// Rank 1 is ten squares long.
	p := vtPos(t, TurretChess, "Rz1 Ke3 ke8", "w - - 0 1")
	vtSame(t, "rook z1", vtFrom(p, "z1"), "z1a1 z1b1 z1c1 z1d1 z1e1 z1f1 z1g1 z1h1 z1i1")
	// i1 lies on the diagonal i1 h2 g3 ... b8.
	p = vtPos(t, TurretChess, "Bi1 Kd3 ka8", "w - - 0 1")
	vtSame(t, "bishop i1", vtFrom(p, "i1"), "i1h2 i1g3 i1f4 i1e5 i1d6 i1c7 i1b8")
	// z1 lies on the diagonal z1 a2 b3 c4 d5 e6 f7 g8; z8 and i8 end rank 8.
	p = vtPos(t, TurretChess, "Qd5 Kd1 kh6", "w - - 0 1")
	vtSame(t, "queen d5", vtFrom(p, "d5"),
		"d5d6 d5d7 d5d8 d5d4 d5d3 d5d2 d5e5 d5f5 d5g5 d5h5 d5c5 d5b5 d5a5 "+
			"d5e6 d5f7 d5g8 d5c6 d5b7 d5a8 d5e4 d5f3 d5g2 d5h1 d5c4 d5b3 d5a2 d5z1")
	p = vtPos(t, TurretChess, "Ra8 Ke3 kh6", "w - - 0 1")
	vtHas(t, p, true, "a8z8", "a8h8", "a8i8")
	// Knight moves from z1 reach a3 and b2; from b7, z8 is a knight move.
	p = vtPos(t, TurretChess, "Nz1 Nb7 Ke4 kh4", "w - - 0 1")
	vtSame(t, "knight z1", vtFrom(p, "z1"), "z1a3 z1b2")
	vtSame(t, "knight b7", vtFrom(p, "b7"), "b7a5 b7c5 b7d6 b7d8 b7z8")
	// A rook on a2 has no square to its left.
	p = vtPos(t, TurretChess, "Ra2 Kh1 kh8", "w - - 0 1")
	vtHas(t, p, false, "a2z2")
}

// §2.2: the start position and its FEN.
func TestTurretStartFEN(t *testing.T) {
	for _, c := range []struct {
		v   *Variant
		fen string
	}{
		{TurretChess, "trnbqkbnrt/pppppppp/8/8/8/8/PPPPPPPP/TRNBQKBNRT w KQkq - 0 1"},
		{TurretKwagga, "trgbqkbgrt/pppppppp/8/8/8/8/PPPPPPPP/TRGBQKBGRT w KQkq - 0 1"},
	} {
		if c.v.StartFEN != c.fen {
			t.Errorf("%s start FEN %q", c.v.ID, c.v.StartFEN)
		}
		p := NewPosition(c.v)
		if p.FEN() != c.fen {
			t.Errorf("%s start position writes %q", c.v.ID, p.FEN())
		}
		for sq, pc := range map[string]Piece{"z1": MakePiece(White, Turret), "i1": MakePiece(White, Turret),
			"z8": MakePiece(Black, Turret), "i8": MakePiece(Black, Turret)} {
			if got := p.At(vtSq(t, c.v, sq)); got&idMask != pc {
				t.Errorf("%s: %s holds %v", c.v.ID, sq, got)
			}
		}
		if n := len(vtLegal(p)); n != 20 {
			t.Errorf("%s: %d moves at the start, want 20: %v", c.v.ID, n, vtLegal(p))
		}
	}
	for _, bad := range []string{
		"trnbqkbnrt/pppppppp/8/8/8/8/PPPPPPPP/TRNBQKBNR w KQkq - 0 1",    // rank 1 has 9 squares
		"trnbqkbnrt/pppppppp/8/8/8/8/PPPPPPPP1/TRNBQKBNRT w KQkq - 0 1",  // rank 2 has 9
		"trnbqkbnrt/pppppppp/10/8/8/8/PPPPPPPP/TRNBQKBNRT w KQkq - 0 1",  // rank 6 has 10
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",       // 8x8 FEN
		"trnbqkbnrt/pppppppp/8/8/8/8/PPPPPPPP/TRNBQKBNRT w KQkq z3 0 1",  // no z3
		"trgbqkbgrt/pppppppp/8/8/8/8/PPPPPPPP/TRGBQKBGRT w KQkq - 0 1",   // Kwaggas in turret
		"trnbqkbnrt/pppppppp/8/8/8/8/PPPPPPPP/TRNBQKBNRT w KQkq - 0 1 -", // seventh field
	} {
		if _, err := ParseFEN(TurretChess, bad); err == nil {
			t.Errorf("turret accepted %q", bad)
		}
	}
	if _, err := ParseFEN(TurretKwagga, TurretChess.StartFEN); err == nil {
		t.Errorf("turret-kwagga accepted knights")
	}
	if _, err := ParseFEN(Chess, TurretChess.StartFEN); err == nil {
		t.Errorf("chess accepted a Gustavian FEN")
	}
}

// §2.3.1-3: movement, ammunition and the sling.
func TestTurretMovesAndSlings(t *testing.T) {
	pieces := "Td4 Nd3 Nb4 Kh1 rd8 pf6 be3 kh8"
	p := vtPos(t, TurretChess, pieces, "w - - 5 9")
	// Queen lines to empty squares only: never a capture by moving (e3, f6
	// and d8 hold black pieces), nothing through the knights on d3 and b4.
	vtSame(t, "turret d4", vtFrom(p, "d4"),
		"d4d5 d4d6 d4d7 d4e4 d4f4 d4g4 d4h4 d4c4 d4e5 d4c5 d4b6 d4a7 d4z8 d4c3 d4b2 d4a1")
	after := func(pcs, rest string) string { return vtFEN(t, TurretChess, pcs, rest) }
	// North: the knight behind (d3) is hurled to the square beyond the
	// Turret's destination; on d8 it captures the rook.
	vtAfter(t, p, "d4d5", after("Td5 Nd6 Nb4 Kh1 rd8 pf6 be3 kh8", "b - - 6 9"))
	vtAfter(t, p, "d4d7", after("Td7 Nd8 Nb4 Kh1 pf6 be3 kh8", "b - - 0 9"))
	// North-west: the black bishop on e3 is behind; a piece of either
	// colour is slung, here as far as z8.
	vtAfter(t, p, "d4c5", after("Tc5 Nd3 Nb4 Kh1 rd8 pf6 bb6 kh8", "b - - 6 9"))
	vtAfter(t, p, "d4a7", after("Ta7 Nd3 Nb4 Kh1 rd8 pf6 bz8 kh8", "b - - 6 9"))
	vtAfter(t, p, "d4z8", after("Tz8 Nd3 Nb4 Kh1 rd8 pf6 be3 kh8", "b - - 6 9")) // nothing beyond z8
	// East: only the square directly behind counts; c4 is empty, so the
	// knight on b4 stays.
	vtAfter(t, p, "d4g4", after("Tg4 Nd3 Nb4 Kh1 rd8 pf6 be3 kh8", "b - - 6 9"))
	// South-west: e5 behind is empty.
	vtAfter(t, p, "d4a1", after("Ta1 Nd3 Nb4 Kh1 rd8 pf6 be3 kh8", "b - - 6 9"))

	// A slung enemy piece captures an enemy of the mover: a black knight
	// hurled by White onto a black pawn takes it.
	p = vtPos(t, TurretChess, "Tc3 nc2 pc6 Ka1 kh8", "w - - 0 1")
	vtAfter(t, p, "c3c5", vtFEN(t, TurretChess, "Tc5 nc6 Ka1 kh8", "b - - 0 1"))
	vtAfter(t, p, "c3c4", vtFEN(t, TurretChess, "Tc4 nc5 pc6 Ka1 kh8", "b - - 1 1"))
	// A Turret slings Turrets and kings too (§2.3.3).
	p = vtPos(t, TurretChess, "Tc3 tc2 Ka1 kh8", "w - - 0 1")
	vtAfter(t, p, "c3c6", vtFEN(t, TurretChess, "Tc6 tc7 Ka1 kh8", "b - - 1 1"))
}

// §2.3.4: the cases in which no sling happens; the Turret still moves.
func TestTurretNoSling(t *testing.T) {
	// Landing square off the board (beyond d8).
	p := vtPos(t, TurretChess, "Td6 Nd5 Ka1 kh6", "w - - 0 1")
	vtAfter(t, p, "d6d7", vtFEN(t, TurretChess, "Td7 Nd8 Ka1 kh6", "b - - 1 1"))
	vtAfter(t, p, "d6d8", vtFEN(t, TurretChess, "Td8 Nd5 Ka1 kh6", "b - - 1 1"))
	// Off the board through a hole: from b2 west to a2 the landing square
	// would be z2, which does not exist.
	p = vtPos(t, TurretChess, "Tb2 Pc2 Kh1 kh8", "w - - 0 1")
	vtAfter(t, p, "b2a2", vtFEN(t, TurretChess, "Ta2 Pc2 Kh1 kh8", "b - - 1 1"))
	// Landing square holding a piece of the moving side.
	p = vtPos(t, TurretChess, "Td4 Nd3 Pd7 Ka1 kh6", "w - - 0 1")
	vtAfter(t, p, "d4d5", vtFEN(t, TurretChess, "Td5 Nd6 Pd7 Ka1 kh6", "b - - 1 1"))
	vtAfter(t, p, "d4d6", vtFEN(t, TurretChess, "Td6 Nd3 Pd7 Ka1 kh6", "b - - 1 1"))
	// ... but an enemy piece there is captured, even by a slung enemy piece.
	p = vtPos(t, TurretChess, "Td4 nd3 pd7 Ka1 kh6", "w - - 0 1")
	vtAfter(t, p, "d4d6", vtFEN(t, TurretChess, "Td6 nd7 Ka1 kh6", "b - - 0 1"))
	// A pawn never lands on its own first rank: a white pawn not on rank 1,
	// a black pawn not on rank 8, whoever moves the Turret.
	p = vtPos(t, TurretChess, "Td3 Pd4 Kh5 ka8", "w - - 0 1")
	vtAfter(t, p, "d3d2", vtFEN(t, TurretChess, "Td2 Pd4 Kh5 ka8", "b - - 1 1"))
	p = vtPos(t, TurretChess, "td3 Pd4 Kh5 ka8", "b - - 0 1")
	vtAfter(t, p, "d3d2", vtFEN(t, TurretChess, "td2 Pd4 Kh5 ka8", "w - - 1 2"))
	p = vtPos(t, TurretChess, "Td6 pd5 Kh1 kh6", "w - - 0 1")
	vtAfter(t, p, "d6d7", vtFEN(t, TurretChess, "Td7 pd5 Kh1 kh6", "b - - 1 1"))
	// The sling is compulsory: there is exactly one move d4-d5 and it slings.
	p = vtPos(t, TurretChess, "Td4 Nd3 Ka1 kh6", "w - - 0 1")
	n := 0
	for _, m := range vtLegal(p) {
		if m == "d4d5" {
			n++
		}
	}
	if n != 1 {
		t.Errorf("d4d5 listed %d times", n)
	}
}

// §2.3.5: slung pawns.
func TestTurretSlungPawns(t *testing.T) {
	// A white pawn slung onto rank 8 becomes a white queen (capturing there).
	p := vtPos(t, TurretChess, "Td6 Pd5 Kh1 rd8 ka6", "w - - 7 1")
	vtAfter(t, p, "d6d7", vtFEN(t, TurretChess, "Td7 Qd8 Kh1 ka6", "b - - 0 1"))
	// A black pawn slung by White onto rank 1 becomes a black queen.
	p = vtPos(t, TurretChess, "Td3 pd4 Ka6 kh8", "w - - 7 1")
	vtAfter(t, p, "d3d2", vtFEN(t, TurretChess, "Td2 qd1 Ka6 kh8", "b - - 8 1"))
	// A slung pawn has not made a pawn move (the clock runs on) and never
	// creates an en-passant square.
	p = vtPos(t, TurretChess, "Td3 Pd2 pe5 Kh1 kh8", "w - - 7 1")
	vtAfter(t, p, "d3d4", vtFEN(t, TurretChess, "Td4 Pd5 pe5 Kh1 kh8", "b - - 8 1"))
	vtPlay(t, p, "d3d4")
	for _, m := range vtLegal(p) {
		if mv, _ := p.ParseCoordinate(m); mv.Kind() == EnPassant {
			t.Errorf("en passant %s after a sling", m)
		}
	}
	// A pawn that stands on its second rank, however it got there, may make
	// the double step: Black slings the white pawn from g6 to c2.
	p = vtPos(t, TurretChess, "Pg6 tf5 Kh1 ka8", "b - - 0 1")
	vtPlay(t, p, "f5d3")
	if got, want := p.FEN(), vtFEN(t, TurretChess, "Pc2 td3 Kh1 ka8", "w - - 1 2"); got != want {
		t.Fatalf("after f5d3: %s, want %s", got, want)
	}
	vtHas(t, p, true, "c2c3", "c2c4")
	vtAfter(t, p, "c2c4", vtFEN(t, TurretChess, "Pc4 td3 Kh1 ka8", "b - c3 0 2"))
}

// §2.3.6: slung kings.
func TestTurretSlungKings(t *testing.T) {
	// The mover's own king may be slung, but not onto an attacked square.
	p := vtPos(t, TurretChess, "Ke1 Te2 ra4 kh8", "w - - 0 1")
	vtHas(t, p, false, "e2e3") // would land the king on e4, attacked by the rook
	vtHas(t, p, true, "e2e4", "e2e5", "e2e6", "e2e7", "e2e8")
	vtAfter(t, p, "e2e4", vtFEN(t, TurretChess, "Ke5 Te4 ra4 kh8", "b - - 1 1"))
	vtAfter(t, p, "e2e8", vtFEN(t, TurretChess, "Ke1 Te8 ra4 kh8", "b - - 1 1")) // nothing beyond e8
	// The opponent's king may be slung anywhere rule 4 allows, even onto an
	// attacked square, and captures a piece of its own side there.
	p = vtPos(t, TurretChess, "Te5 ke6 ne2 Ra2 Kh1", "w - - 3 1")
	vtHas(t, p, true, "e5e3", "e5e4")
	vtPlay(t, p, "e5e3")
	if got, want := p.FEN(), vtFEN(t, TurretChess, "Te3 ke2 Ra2 Kh1", "b - - 0 1"); got != want {
		t.Errorf("after e5e3: %s, want %s", got, want)
	}
	if !p.InCheck() {
		t.Errorf("the black king slung onto e2 should be in check from the rook")
	}
	// A sling that takes away the piece shielding the mover's king is
	// illegal like any other move that leaves the king in check.
	p = vtPos(t, TurretChess, "Ke1 Be2 Tf3 re8 kh8", "w - - 0 1")
	vtHas(t, p, false, "f3g4")                // slings the bishop from e2 to h5
	vtHas(t, p, true, "f3h5", "f3f4", "f3g3") // no sling beyond h5 (i6 does not exist); other lines
}

// §2.3.7: Turret attacks count for check.
func TestTurretAttacks(t *testing.T) {
	// A Turret two or more squares away with a piece behind it gives check.
	p := vtPos(t, TurretChess, "Td2 Nd1 Kh1 kd8", "b - - 0 1")
	if !p.InCheck() {
		t.Errorf("%s: black should be in check", p.FEN())
	}
	vtSame(t, "king d8 in check", vtLegal(p), "d8c8 d8e8 d8c7 d8e7") // d7 is attacked too
	if _, err := ParseFEN(TurretChess, vtFEN(t, TurretChess, "Td2 Nd1 Kh1 kd8", "w - - 0 1")); err == nil {
		t.Errorf("FEN with the side not to move in Turret check accepted")
	}
	// Nothing behind it: no attack at all.
	p = vtPos(t, TurretChess, "Td2 Kh1 kd8", "b - - 0 1")
	if p.InCheck() {
		t.Errorf("%s: a Turret without ammunition gives check", p.FEN())
	}
	vtHas(t, p, true, "d8d7")
	// Never the square right in front of it.
	p = vtPos(t, TurretChess, "Td7 Nd6 Kh1 kd8", "b - - 0 1")
	if p.InCheck() {
		t.Errorf("%s: an adjacent Turret gives check", p.FEN())
	}
	// Ammunition of either colour; but a pawn that may not land on its own
	// first rank attacks nothing there.
	p = vtPos(t, TurretChess, "Td3 pd2 Kh1 kd8", "b - - 0 1")
	if p.InCheck() {
		t.Errorf("%s: a black pawn cannot be slung onto rank 8", p.FEN())
	}
	vtSame(t, "king d8, black pawn ammo", vtLegal(p), "d8c8 d8e8 d8c7 d8e7 d2d1q d2d1r d2d1b d2d1n d2d1t") // d7 attacked
	p = vtPos(t, TurretChess, "Td3 Pd2 Kh1 kd8", "b - - 0 1")
	if !p.InCheck() {
		t.Errorf("%s: a white pawn slung onto d8 captures the king", p.FEN())
	}
	// The attack runs through the extra squares: from i1 along rank 1.
	p = vtPos(t, TurretChess, "Th1 Ni1 Kh8 ka1", "b - - 0 1")
	if !p.InCheck() {
		t.Errorf("%s: a1 should be attacked along rank 1", p.FEN())
	}
}

// §2.3.7, §0: Turret attacks count for castling.
func TestTurretAttacksAndCastling(t *testing.T) {
	cases := []struct {
		pieces  string
		allowed string
		refused string
	}{
		{"Ke1 Rh1 ke8 tf3 nf4", "", "e1g1 e1h1"},     // f1 attacked (sling of f4)
		{"Ke1 Rh1 ke8 tf3", "e1g1 e1h1", ""},         // nothing behind the Turret
		{"Ke1 Rh1 ke8 tf3 pf4", "", "e1g1 e1h1"},     // a black pawn may land on f1
		{"Ke1 Rh1 ke8 tf3 Pf4", "e1g1 e1h1", ""},     // a white pawn may not
		{"Ke1 Rh1 ke8 th3 nh4", "e1g1", "e1h1"},      // only h1 (under the rook) attacked
		{"Ke1 Rh1 ke8 tg3 ng4", "", "e1g1 e1h1"},     // g1 attacked
		{"Ke1 Ra1 ke8 tb3 nb4", "e1c1", "e1b1"},      // only b1 attacked
		{"Ke1 Ra1 ke8 te3 ne4 Pe2", "e1c1 e1b1", ""}, // the Turret's line is blocked
	}
	for _, c := range cases {
		rights := "K"
		if strings.Contains(c.pieces, "Ra1") {
			rights = "Q"
		}
		p := vtPos(t, TurretChess, c.pieces, "w "+rights+" - 0 1")
		vtHas(t, p, true, strings.Fields(c.allowed)...)
		vtHas(t, p, false, strings.Fields(c.refused)...)
	}
	// In check by a Turret: no castling.
	p := vtPos(t, TurretChess, "Ke1 Rh1 ke8 te3 ne4", "w K - 0 1")
	if !p.InCheck() {
		t.Fatalf("%s: the king should be in check", p.FEN())
	}
	vtHas(t, p, false, "e1g1", "e1h1")
}

// §2.4: unmoved flags survive slings; a king or rook slung away and back may
// still castle, one that moved by itself may not.
func TestTurretUnmovedFlagsSurviveSlings(t *testing.T) {
	p := vtPos(t, TurretChess, "Ke1 Rh1 Pa2 te2 kh8 ph7", "b K - 0 1")
	vtPlay(t, p, "e2e3") // the white king is slung to e4
	if got, want := p.FEN(), vtFEN(t, TurretChess, "Ke4 Rh1 Pa2 te3 kh8 ph7", "w - - 1 2"); got != want {
		t.Fatalf("after e2e3: %s, want %s", got, want)
	}
	vtPlay(t, p, "a2a3")
	vtPlay(t, p, "e3e2") // and back to e1
	if got, want := p.FEN(), vtFEN(t, TurretChess, "Ke1 Rh1 Pa3 te2 kh8 ph7", "w K - 1 3"); got != want {
		t.Fatalf("after e3e2: %s, want %s", got, want)
	}
	vtHas(t, p, true, "e1g1", "e1h1")

	// The rook too.
	p = vtPos(t, TurretChess, "Ke1 Rh1 Pa2 th2 ka8 pa7", "b K - 0 1")
	vtPlay(t, p, "h2h3") // the rook is slung to h4
	if got := p.FEN(); !strings.Contains(got, " w - - ") {
		t.Errorf("castling field with the rook away: %s", got)
	}
	vtPlay(t, p, "a2a3")
	vtPlay(t, p, "h3h2") // and back to h1
	if got, want := p.FEN(), vtFEN(t, TurretChess, "Ke1 Rh1 Pa3 th2 ka8 pa7", "w K - 1 3"); got != want {
		t.Fatalf("after h3h2: %s, want %s", got, want)
	}
	vtHas(t, p, true, "e1g1", "e1h1")

	// A king that moved by itself has lost the right for good.
	p = vtPos(t, TurretChess, "Ke1 Rh1 kh8 ph7", "w K - 0 1")
	for _, m := range []string{"e1d1", "h8g8", "d1e1", "g8h8"} {
		vtPlay(t, p, m)
	}
	vtHas(t, p, false, "e1g1", "e1h1")
	if !strings.Contains(p.FEN(), " w - - ") {
		t.Errorf("castling field after the king's walk: %s", p.FEN())
	}
	// [decided] A FEN cannot express an unmoved piece away from home: a
	// slung, unmoved king reloaded from FEN has lost its right.
	p = vtPos(t, TurretChess, "Ke1 Rh1 Pa2 te2 kh8 ph7", "b K - 0 1")
	vtPlay(t, p, "e2e3")
	q, err := ParseFEN(TurretChess, p.FEN())
	if err != nil {
		t.Fatal(err)
	}
	vtPlay(t, q, "a2a3")
	vtPlay(t, q, "e3e2")
	vtHas(t, q, false, "e1g1", "e1h1")
}

// §2.4: extended castling both ways, for both sides.
func TestTurretExtendedCastling(t *testing.T) {
	const rest = " Tz1 Ti1 tz8 ti8 Pa2 Pb2 Pc2 Pd2 Pe2 Pf2 Pg2 Ph2 pa7 pb7 pc7 pd7 pe7 pf7 pg7 ph7"
	p := vtPos(t, TurretChess, "Ke1 Ra1 Rh1 ke8 ra8 rh8"+rest, "w KQkq - 3 10")
	vtSame(t, "white king", vtFrom(p, "e1"), "e1d1 e1f1 e1g1 e1h1 e1c1 e1b1")
	f := func(pcs, rest2 string) string { return vtFEN(t, TurretChess, pcs+rest, rest2) }
	vtAfter(t, p, "e1g1", f("Kg1 Ra1 Rf1 ke8 ra8 rh8", "b kq - 4 10"))
	vtAfter(t, p, "e1h1", f("Kh1 Ra1 Rf1 ke8 ra8 rh8", "b kq - 4 10"))
	vtAfter(t, p, "e1c1", f("Kc1 Rd1 Rh1 ke8 ra8 rh8", "b kq - 4 10"))
	vtAfter(t, p, "e1b1", f("Kb1 Rd1 Rh1 ke8 ra8 rh8", "b kq - 4 10"))
	for coord, san := range map[string]string{"e1g1": "O-O", "e1h1": "O-O/h", "e1c1": "O-O-O", "e1b1": "O-O-O/b"} {
		m, _ := p.ParseCoordinate(coord)
		if got := p.SAN(m); got != san {
			t.Errorf("SAN of %s: %s, want %s", coord, got, san)
		}
		if back, err := p.ParseSAN(san); err != nil || back != m {
			t.Errorf("ParseSAN(%s) = %v, %v", san, back, err)
		}
	}
	p = vtPos(t, TurretChess, "Ke1 Ra1 Rh1 ke8 ra8 rh8"+rest, "b KQkq - 3 10")
	vtAfter(t, p, "e8h8", f("Ke1 Ra1 Rh1 kh8 ra8 rf8", "w KQ - 4 11"))
	vtAfter(t, p, "e8b8", f("Ke1 Ra1 Rh1 kb8 rd8 rh8", "w KQ - 4 11"))
	m, _ := p.ParseCoordinate("e8h8")
	if san := p.SAN(m); san != "O-O/h" {
		t.Errorf("black SAN %s", san)
	}
	// The three-square form needs its landing square safe too.
	p = vtPos(t, TurretChess, "Ke1 Ra1 Rh1 ke8 rh5 rb5", "w KQ - 0 1")
	vtHas(t, p, true, "e1g1", "e1c1")
	vtHas(t, p, false, "e1h1", "e1b1")
	// Every square between king and rook must be empty (b1 on the queen side).
	p = vtPos(t, TurretChess, "Ke1 Ra1 Nb1 ke8", "w Q - 0 1")
	vtHas(t, p, false, "e1c1", "e1b1")
	// Orthodox chess has no extended castling.
	p = vtPos(t, Chess, "Ke1 Ra1 Rh1 ke8", "w KQ - 0 1")
	vtHas(t, p, true, "e1g1", "e1c1")
	vtHas(t, p, false, "e1h1", "e1b1")
}

// §2.5: promotion by the pawn's own move includes the Turret (and the Kwagga
// instead of the knight in turret-kwagga); the extra squares are promotion
// squares too.
func TestTurretPromotion(t *testing.T) {
	p := vtPos(t, TurretChess, "Pe7 Pa7 Kh1 kh6 tz8", "w - - 0 1")
	vtSame(t, "turret promotions", append(vtFrom(p, "e7"), vtFrom(p, "a7")...),
		"e7e8q e7e8r e7e8b e7e8n e7e8t a7a8q a7a8r a7a8b a7a8n a7a8t a7z8q a7z8r a7z8b a7z8n a7z8t")
	vtAfter(t, p, "a7z8t", vtFEN(t, TurretChess, "Tz8 Pe7 Kh1 kh6", "b - - 0 1"))
	p = vtPos(t, TurretKwagga, "Pe7 Kh1 kh6", "w - - 0 1")
	vtSame(t, "turret-kwagga promotions", vtFrom(p, "e7"), "e7e8q e7e8r e7e8b e7e8g e7e8t")
	vtAfter(t, p, "e7e8g", vtFEN(t, TurretKwagga, "Ge8 Kh1 kh6", "b - - 0 1"))
	if _, err := p.ParseCoordinate("e7e8n"); err == nil {
		t.Errorf("turret-kwagga promotes to a knight")
	}
	// A promoted Turret works at once: T on e8 with the queen... (it slings).
	p = vtPos(t, TurretChess, "Pe7 Kh1 kh6", "w - - 0 1")
	vtPlay(t, p, "e7e8t")
	if got := p.At(vtSq(t, TurretChess, "e8")); got != MakePiece(White, Turret) {
		t.Errorf("e8 holds %v", got)
	}
}

// §2.5 [decided]: only king against king is insufficient material on the
// Gustavian board, where a lone minor piece can mate in a corner.
func TestTurretInsufficientMaterial(t *testing.T) {
	cases := []struct {
		v    *Variant
		fen  string
		want Status
	}{
		{TurretChess, "10/8/8/4k3/8/8/4K3/10 w - - 0 1", Insufficient},
		{TurretChess, "10/8/8/4k3/8/8/4K3/2N7 w - - 0 1", Ongoing},
		{TurretChess, "10/8/8/4k3/8/8/4K3/3B6 w - - 0 1", Ongoing},
		{TurretChess, "10/8/8/4k3/8/8/4K3/T9 w - - 0 1", Ongoing},
		{TurretKwagga, "10/8/8/4k3/8/8/4K3/2G7 w - - 0 1", Ongoing},
		{TurretChess, "10/8/8/4k3/8/8/4K3/2b2B4 w - - 0 1", Ongoing},
		// The rule book's example: a lone knight mates on z1.
		{TurretChess, "10/8/8/8/8/N7/1K6/k9 b - - 0 1", Checkmate},
		// A lone bishop and a lone Kwagga can too.
		{TurretChess, "10/8/8/8/2B5/8/1K6/k9 b - - 0 1", Checkmate},
		{TurretKwagga, "10/8/8/8/G7/8/1K6/k9 b - - 0 1", Checkmate},
		// Same material on the 8x8 board is a draw in orthodox chess.
		{Chess, "8/8/8/8/8/N7/2K5/k7 b - - 0 1", Insufficient},
	}
	for _, c := range cases {
		p, err := ParseFEN(c.v, c.fen)
		if err != nil {
			t.Errorf("%s: %v", c.fen, err)
			continue
		}
		if got := p.Status(); got != c.want {
			t.Errorf("%s %s: status %v, want %v", c.v.ID, c.fen, got, c.want)
		}
	}
}

// §0: the halfmove clock resets on a sling capture, not on a slung pawn.
func TestTurretHalfmoveClock(t *testing.T) {
	p := vtPos(t, TurretChess, "Td4 Pd3 pd7 Kh1 kh8", "w - - 12 30")
	vtAfter(t, p, "d4d5", vtFEN(t, TurretChess, "Td5 Pd6 pd7 Kh1 kh8", "b - - 13 30")) // slung pawn: no reset
	vtAfter(t, p, "d4d6", vtFEN(t, TurretChess, "Td6 Pd7 Kh1 kh8", "b - - 0 30"))      // captured: reset
	vtAfter(t, p, "d4e4", vtFEN(t, TurretChess, "Te4 Pd3 pd7 Kh1 kh8", "b - - 13 30"))
}

// §0 position identity: a king slung away and back keeps its unmoved flag,
// so the position repeats exactly (same hash, same castling rights).
func TestTurretRepetitionAfterSlings(t *testing.T) {
	g, err := NewGameFromFEN(TurretChess, vtFEN(t, TurretChess, "Ke1 Rh1 Nb1 te2 ka8", "b K - 0 1"))
	if err != nil {
		t.Fatal(err)
	}
	h0 := g.Position().Hash()
	for _, m := range []string{"e2e3", "b1c3", "e3e2", "c3b1"} {
		if _, err := g.PlayText(m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	if g.Position().Hash() != h0 || g.RepetitionCount() != 2 {
		t.Errorf("after the king's round trip: hash %x (was %x), repetitions %d", g.Position().Hash(), h0, g.RepetitionCount())
	}
}
