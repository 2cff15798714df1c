package rules

import (
	"strings"
	"testing"
)

func vtCat(t *testing.T, pieces, rest string) *Position {
	t.Helper()
	return vtPos(t, CatapultChess, pieces, rest)
}

// moveKind names the kind of the legal move with this coordinate name.
func vtKind(t *testing.T, p *Position, coord string) MoveKind {
	t.Helper()
	m, err := p.ParseCoordinate(coord)
	if err != nil {
		t.Fatalf("%s: %v", p.FEN(), err)
	}
	return m.Kind()
}

// docs/RULES.md §4.1: start position and the Catapult layer.
func TestCatapultStart(t *testing.T) {
	p := NewPosition(CatapultChess)
	if got := p.FEN(); got != "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 Cb1,Cf1,cb8,cf8" {
		t.Errorf("start FEN %s", got)
	}
	// Every Catapult is under a piece, so none can move yet.
	if n := len(vtLegal(p)); n != 20 {
		t.Errorf("%d moves at the start: %v", n, vtLegal(p))
	}
	for c, want := range map[Color][2]string{White: {"b1", "f1"}, Black: {"b8", "f8"}} {
		cs := p.Catapults(c)
		if cs[0].Square.String() != want[0] || cs[1].Square.String() != want[1] || cs[0].Moved || cs[1].Moved {
			t.Errorf("%v Catapults %v", c, cs)
		}
	}
	if c, ok := p.CatapultAt(vtSq(t, CatapultChess, "f8")); !ok || c != Black {
		t.Errorf("no black Catapult on f8")
	}
	// The knight leaves b1; now the b1 Catapult may move.
	vtPlay(t, p, "b1c3")
	vtPlay(t, p, "g8f6")
	vtHas(t, p, true, "b1a3", "b1b3", "b1d3")
	// ... and the bishop on the f1 Catapult may teleport to b1.
	if vtKind(t, p, "f1b1") != Teleport {
		t.Errorf("f1b1 is not a teleport")
	}
	if vtKind(t, p, "b1b3") != CatapultStep {
		t.Errorf("b1b3 is not a Catapult move")
	}
}

// §4.2: moving a Catapult.
func TestCatapultSteps(t *testing.T) {
	p := vtCat(t, "Ke1 ke8 Pc3 ne5 Nh3", "w - - 4 10 Cd4,Ch3*,cf6,cb8")
	// First move: anywhere in the 5x5 block that has no piece and no
	// Catapult (c3 has a pawn, e5 a knight, f6 a black Catapult).
	vtSame(t, "catapult d4", vtFrom(p, "d4"),
		"d4b2 d4b3 d4b4 d4b5 d4b6 d4c2 d4c4 d4c5 d4c6 d4d2 d4d3 d4d5 d4d6 d4e2 d4e3 d4e4 d4e6 d4f2 d4f3 d4f4 d4f5")
	// A Catapult under a piece (the knight on h3) cannot move.
	for _, m := range vtFrom(p, "h3") {
		if vtKind(t, p, m) == CatapultStep {
			t.Errorf("occupied Catapult moves: %s", m)
		}
	}
	// Not a capture, not a pawn move: the clock runs on. Written in order.
	vtAfter(t, p, "d4b6", vtFEN(t, CatapultChess, "Ke1 ke8 Pc3 ne5 Nh3", "b - - 5 10 Ch3*,Cb6*,cf6,cb8"))
	// After its first move it only steps one square.
	vtPlay(t, p, "d4d2")
	vtPlay(t, p, "e8d8")
	vtSame(t, "catapult d2", vtFrom(p, "d2"), "d2c1 d2c2 d2d1 d2d3 d2e2 d2e3")
	// Seed: the queen on the d5 Catapult must leave before it can move.
	p = vtCat(t, "Qd5 Ke1 ke8", "w - - 0 1 Cd5*,Ch1,cb8,cf8")
	vtHas(t, p, true, "d5a2", "d5e5") // queen moves
	if vtKind(t, p, "d5e5") == CatapultStep {
		t.Errorf("d5e5 moves an occupied Catapult")
	}
	vtPlay(t, p, "d5a2")
	vtPlay(t, p, "e8d8")
	vtAfter(t, p, "d5e5", vtFEN(t, CatapultChess, "Qa2 Ke1 kd8", "b - - 3 2 Ch1,Ce5*,cb8,cf8"))
	// Seed: f1 Catapult to d3 on its first move; b8's Catapult then (black
	// to move) reaches the 5x5 block around b8; b1 and f8 are occupied.
	p = vtCat(t, "Ke1 Nb1 ke8 nf8", "w - - 0 1 Cb1,Cf1,cb8,cf8")
	vtPlay(t, p, "f1d3")
	vtSame(t, "catapult b8", vtFrom(p, "b8"), "b8a6 b8a7 b8a8 b8b6 b8b7 b8c6 b8c7 b8c8 b8d6 b8d7 b8d8")
	// f8 is occupied: only the knight moves (and may teleport to b8).
	vtSame(t, "catapult f8 (occupied)", vtFrom(p, "f8"), "f8b8 f8d7 f8e6 f8g6 f8h7")
	if got := p.FEN(); !strings.HasSuffix(got, " Cb1,Cd3*,cb8,cf8") {
		t.Errorf("after f1d3: %s", got)
	}
	vtPlay(t, p, "b8d6")
	vtPlay(t, p, "d3e3")
	vtSame(t, "moved catapult d6", vtFrom(p, "d6"), "d6c5 d6c6 d6c7 d6d5 d6d7 d6e5 d6e6 d6e7")
	// SAN: C + disambiguation + destination.
	p = vtCat(t, "Ke1 ke8", "w - - 0 1 Cb1,Cf1,cb8,cf8")
	for coord, san := range map[string]string{"f1d3": "Cfd3", "b1d3": "Cbd3", "f1g3": "Cg3", "b1a2": "Ca2", "b1d1": "Cbd1", "f1d1": "Cfd1"} {
		m, _ := p.ParseCoordinate(coord)
		if got := p.SAN(m); got != san {
			t.Errorf("SAN of %s: %s, want %s", coord, got, san)
		}
		if back, err := p.ParseSAN(san); err != nil || back != m {
			t.Errorf("ParseSAN(%s) = %v %v", san, back, err)
		}
	}
}

// §4.3: teleports.
func TestCatapultTeleport(t *testing.T) {
	// Seed: the black queen on the b4 Catapult teleports to g7, capturing
	// the white knight standing on Black's other Catapult.
	p := vtCat(t, "qb4 Ng7 kh8 Kh1", "b - - 6 30 Cb1,Cf1,cb4,cg7")
	if vtKind(t, p, "b4g7") != Teleport {
		t.Errorf("b4g7 is not a teleport")
	}
	vtAfter(t, p, "b4g7", vtFEN(t, CatapultChess, "qg7 kh8 Kh1", "w - - 0 31 Cb1,Cf1,cb4,cg7"))
	m, _ := p.ParseCoordinate("b4g7")
	if san := p.SAN(m); san != "Q^xg7" {
		t.Errorf("SAN %s", san)
	}
	if back, err := p.ParseSAN("Q^xg7"); err != nil || back != m {
		t.Errorf("ParseSAN(Q^xg7) = %v %v", back, err)
	}
	// Seed: not onto an own piece.
	p = vtCat(t, "qb4 ng7 kh8 Kh1", "b - - 0 1 Cb1,Cf1,cb4,cg7")
	vtHas(t, p, false, "b4g7")
	// Seed: pawns never teleport.
	p = vtCat(t, "pb4 kh8 Kh1", "b - - 0 1 Cb1,Cf1,cb4,cg7")
	vtSame(t, "pawn on a Catapult", vtFrom(p, "b4"), "b4b3")
	// Seed: never through the opponent's Catapults.
	p = vtCat(t, "Qb4 kh8 Ka1", "w - - 0 1 Cc1,Cf1,cb4,cg7")
	vtHas(t, p, false, "b4g7")
	// Empty destination; a knight (SAN N^g7); every non-pawn piece.
	p = vtCat(t, "Nb4 kh8 Ka1", "w - - 0 1 Cb4,Cg7,ca8,cb8")
	vtAfter(t, p, "b4g7", vtFEN(t, CatapultChess, "Ng7 kh8 Ka1", "b - - 1 1 Cb4,Cg7,ca8,cb8"))
	m, _ = p.ParseCoordinate("b4g7")
	if san := p.SAN(m); san != "N^g7" {
		t.Errorf("SAN %s", san)
	}
	// Both directions; needs both Catapults on the board.
	p = vtCat(t, "Ng7 kh8 Ka1", "w - - 0 1 Cb4,Cg7,ca8,cb8")
	vtHas(t, p, true, "g7b4")
	p = vtCat(t, "Nb4 kh8 Ka1", "w - - 0 1 Cb4,ca8,cb8")
	vtHas(t, p, false, "b4g7")
	// The king teleports too, but never into check.
	p = vtCat(t, "Kb4 ke8", "w - - 0 1 Cb4,Cg7,ca8,cb8")
	vtHas(t, p, true, "b4g7")
	p = vtCat(t, "Kb4 ke8 rg1", "w - - 0 1 Cb4,Cg7,ca8,cb8")
	vtHas(t, p, false, "b4g7")
	// Same piece reaching the other Catapult by an ordinary move: one move.
	p = vtCat(t, "Qb4 kh8 Ka1", "w - - 0 1 Cb4,Cd6,ca8,cb8")
	n := 0
	for _, m := range vtLegal(p) {
		if m == "b4d6" {
			n++
		}
	}
	if n != 1 {
		t.Errorf("b4d6 listed %d times", n)
	}
	// Blocked ordinary path: the teleport still gets there.
	p = vtCat(t, "Qb4 Pc5 kh8 Ka1", "w - - 0 1 Cb4,Cd6,ca8,cb8")
	if vtKind(t, p, "b4d6") != Teleport {
		t.Errorf("b4d6 should be a teleport when c5 is blocked")
	}
	// A teleporting king or rook loses its castling rights.
	p = vtCat(t, "Ke1 Rh1 Ra1 ke8", "w KQ - 0 1 Ch1,Cd5,ca8,cb8")
	vtAfter(t, p, "h1d5", vtFEN(t, CatapultChess, "Ke1 Rd5 Ra1 ke8", "b Q - 1 1 Ch1,Cd5,ca8,cb8"))
	p = vtCat(t, "Ke1 Rh1 ke8", "w K - 0 1 Ce1,Cd5,ca8,cb8")
	vtAfter(t, p, "e1d5", vtFEN(t, CatapultChess, "Kd5 Rh1 ke8", "b - - 1 1 Ce1,Cd5,ca8,cb8"))
}

// §4.3 [decided]: castling wins a name clash with a teleport when castling
// is legal; otherwise the teleport keeps the name.
func TestCatapultCastlingBeatsTeleport(t *testing.T) {
	p := vtCat(t, "Ke1 Rh1 Ra1 ke8", "w KQ - 0 1 Ce1,Cg1,ca8,cb8")
	if vtKind(t, p, "e1g1") != Castling {
		t.Errorf("e1g1 should be castling")
	}
	vtAfter(t, p, "e1g1", vtFEN(t, CatapultChess, "Kg1 Rf1 Ra1 ke8", "b - - 1 1 Ce1,Cg1,ca8,cb8"))
	n := 0
	for _, m := range vtLegal(p) {
		if m == "e1g1" {
			n++
		}
	}
	if n != 1 {
		t.Errorf("e1g1 listed %d times", n)
	}
	// f1 under attack: no castling, so e1g1 is the king's teleport.
	p = vtCat(t, "Ke1 Rh1 ke8 rf8", "w K - 0 1 Ce1,Cg1,ca8,cb8")
	if vtKind(t, p, "e1g1") != Teleport {
		t.Errorf("e1g1 should be a teleport")
	}
	vtAfter(t, p, "e1g1", vtFEN(t, CatapultChess, "Kg1 Rh1 ke8 rf8", "b - - 1 1 Ce1,Cg1,ca8,cb8"))
	// Queen side likewise.
	p = vtCat(t, "Ke1 Ra1 ke8", "w Q - 0 1 Ce1,Cc1,ca8,cb8")
	if vtKind(t, p, "e1c1") != Castling {
		t.Errorf("e1c1 should be castling")
	}
}

// §4.4: teleport attacks, check and castling; the seed's diagrams.
func TestCatapultTeleportAttacks(t *testing.T) {
	// Seed: the black queen on the b4 Catapult checks the white king standing
	// on Black's other Catapult.
	p := vtCat(t, "qb4 ke8 Kd1", "w - - 0 1 Ca1,Ch1,cb4,cd1")
	if !p.InCheck() {
		t.Errorf("%s: queen on b4 should check through the Catapult", p.FEN())
	}
	vtSame(t, "white king in check", vtLegal(p), "d1c1 d1c2 d1e2") // d2 and e1 lie on the queen's diagonal
	// Seed: a pawn there gives no check.
	p = vtCat(t, "pb4 ke8 Kd1", "w - - 0 1 Ca1,Ch1,cb4,cd1")
	if p.InCheck() {
		t.Errorf("%s: a pawn cannot teleport, so no check", p.FEN())
	}
	// Seed: the black king on b4 checks the white king; the white king
	// cannot answer through a black Catapult.
	p = vtCat(t, "kb4 Kd1", "w - - 0 1 Ca1,Ch1,cb4,cd1")
	if !p.InCheck() {
		t.Errorf("%s: the king on b4 should check through the Catapult", p.FEN())
	}
	if _, err := ParseFEN(CatapultChess, vtFEN(t, CatapultChess, "kb4 Kd1", "b - - 0 1 Ca1,Ch1,cb4,cd1")); err == nil {
		t.Errorf("black to move with White in check accepted")
	}
	// Kings check each other: a white king on a white Catapult checks a black
	// king on White's other Catapult, and the other way round.
	p = vtCat(t, "Kb4 kg6", "b - - 0 1 Cb4,Cg6,cb1,cd1")
	if !p.InCheck() {
		t.Errorf("%s: the white king should check through the Catapult", p.FEN())
	}
	// A king may not step onto a square attacked through a Catapult.
	p = vtCat(t, "qb4 ke8 Ke1", "w - - 0 1 Ca1,Ch1,cb4,cf1")
	vtHas(t, p, false, "e1f1")
	vtHas(t, p, true, "e1d1")
	// Seed: the queen at e5 passes the empty c5 Catapult, but the b2 Catapult
	// is occupied by a piece, which stops the queen.
	p = vtCat(t, "Qe5 nb2 Kh1 kg8", "w - - 0 1 Cc5,Ch3,cb2,cf8")
	vtHas(t, p, true, "e5c5", "e5b5", "e5a5", "e5b2")
	vtHas(t, p, false, "e5a1")
}

// §4.4: castling with Catapults between king and rook.
func TestCatapultCastling(t *testing.T) {
	cases := []struct {
		pieces, rest    string
		allowed, denied string
	}{
		// Seed, not allowed: the queen on the g7 Catapult could teleport to
		// d1 (which the king passes).
		{"Ke1 Ra1 kh8 qg7", "w Q - 0 1 Ch1,Ch2,cd1,cg7", "", "e1c1"},
		// The same with the enemy Catapult on b1, which the king does not
		// pass: the extra condition alone forbids castling.
		{"Ke1 Ra1 kh8 qg7 Pb2", "w Q - 0 1 Ch1,Ch2,cb1,cg7", "", "e1c1"},
		// Seed, allowed: a pawn on g7 cannot teleport.
		{"Ke1 Ra1 kh8 pg7", "w Q - 0 1 Ch1,Ch2,cb1,cg7", "e1c1", ""},
		// ... nor can a white piece on Black's Catapult, and an empty one
		// attacks nothing.
		{"Ke1 Ra1 kh8 Ng7", "w Q - 0 1 Ch1,Ch2,cb1,cg7", "e1c1", ""},
		{"Ke1 Ra1 kh8", "w Q - 0 1 Ch1,Ch2,cb1,cg7", "e1c1", ""},
		// An own Catapult between never prevents castling.
		{"Ke1 Ra1 Qg7 kb8", "w Q - 0 1 Cb1,Cg7,ch1,ch2", "e1c1", ""},
		{"Ke1 Rh1 Qb5 ka8", "w K - 0 1 Cf1,Cb5,ca7,cb7", "e1g1", ""},
		// King side: an attacked enemy Catapult on f1 (passed) or g1.
		{"Ke1 Rh1 ka8 nb5", "w K - 0 1 Ca1,Cb1,cf1,cb5", "", "e1g1"},
		{"Ke1 Rh1 ka8 nb5", "w K - 0 1 Ca1,Cb1,cg1,cb5", "", "e1g1"},
		// Black castles the same way.
		{"ke8 rh8 Ka1 Nb4", "b k - 0 1 Cb4,Cf8,ca7,cb7", "", "e8g8"},
		{"ke8 rh8 Ka1 Pb4", "b k - 0 1 Cb4,Cf8,ca7,cb7", "e8g8", ""},
	}
	for _, c := range cases {
		p := vtCat(t, c.pieces, c.rest)
		vtHas(t, p, true, strings.Fields(c.allowed)...)
		vtHas(t, p, false, strings.Fields(c.denied)...)
	}
}

// §4.5: capturing Catapults.
func TestCatapultCapture(t *testing.T) {
	// Seed: the pawn steps onto the c3 Catapult while a white piece already
	// stands on Black's other Catapult: both black Catapults are removed, the
	// pieces stay.
	p := vtCat(t, "Pc2 Nf6 Ka1 kh8", "w - - 7 20 Cb1,Cd1,cc3,cf6")
	vtAfter(t, p, "c2c3", vtFEN(t, CatapultChess, "Pc3 Nf6 Ka1 kh8", "b - - 0 20 Cb1,Cd1"))
	// Seed: the pawn captures the queen on c3: queen and both Catapults go in
	// one move.
	p = vtCat(t, "Pb2 qc3 Nf6 Ka1 kh8", "w - - 7 20 Cb1,Cd1,cc3,cf6")
	vtAfter(t, p, "b2c3", vtFEN(t, CatapultChess, "Pc3 Nf6 Ka1 kh8", "b - - 0 20 Cb1,Cd1"))
	// A piece move that only removes Catapults resets the halfmove clock.
	p = vtCat(t, "Ne2 Nf6 Ka1 kh8", "w - - 7 20 Cb1,Cd1,cc3,cf6")
	vtAfter(t, p, "e2c3", vtFEN(t, CatapultChess, "Nc3 Nf6 Ka1 kh8", "b - - 0 20 Cb1,Cd1"))
	// One Catapult occupied is not enough; an own piece on the other is not
	// enough either.
	vtAfter(t, p, "e2d4", vtFEN(t, CatapultChess, "Nd4 Nf6 Ka1 kh8", "b - - 8 20 Cb1,Cd1,cc3,cf6"))
	p = vtCat(t, "Ne2 nf6 Ka1 kh8", "w - - 7 20 Cb1,Cd1,cc3,cf6")
	vtAfter(t, p, "e2c3", vtFEN(t, CatapultChess, "Nc3 nf6 Ka1 kh8", "b - - 8 20 Cb1,Cd1,cc3,cf6"))
	// Black captures White's Catapults the same way.
	p = vtCat(t, "ne7 nb1 Kh1 ka8", "b - - 3 9 Cb1,Cd5,cc3,cf6")
	vtAfter(t, p, "e7d5", vtFEN(t, CatapultChess, "nd5 nb1 Kh1 ka8", "w - - 0 10 cc3,cf6"))
	// Without Catapults a side can no longer teleport; a last Catapult
	// still moves.
	p = vtCat(t, "Nd4 Ka1 kh8", "w - - 0 1 Cd4,cc3")
	vtHas(t, p, false, "d4c3")
	p = vtCat(t, "Nd4 Ka1 kh8", "w - - 0 1 Cf4,cc3")
	vtHas(t, p, true, "f4h6", "f4g5")
}

// §4.6: insufficient material with Catapults.
func TestCatapultInsufficientMaterial(t *testing.T) {
	for _, c := range []struct {
		pieces, cats string
		want         Status
	}{
		{"Ke1 ke8", "Cb1,Cf1,cb8,cf8", Insufficient},
		{"Ke1 ke8", "-", Insufficient},
		{"Ke1 ke8 Nb1", "Cb1,Cf1", Ongoing},
		{"Ke1 ke8 Nb1", "cb8,cf8", Insufficient},
		{"Ke1 ke8 Nb1", "Ca4,cb8,cf8", Ongoing},
		{"Ke1 ke8 bc8", "Cb1,Cf1", Insufficient},
		{"Ke1 ke8 bc8", "cb8", Ongoing},
		{"Ke1 ke8 bc8 Bf1", "-", Insufficient},
		{"Ke1 ke8 bc8 Bf1", "Ch1", Ongoing},
		{"Ke1 ke8 bc8 Bf1", "ch8", Ongoing},
		{"Ke1 ke8 bf8 Bf1", "-", Ongoing}, // bishops on different colours
		{"Ke1 ke8 Nb1 nb8", "-", Ongoing},
	} {
		p := vtCat(t, c.pieces, "w - - 0 1 "+c.cats)
		if got := p.Status(); got != c.want {
			t.Errorf("%s: %v, want %v", p.FEN(), got, c.want)
		}
	}
}

// §4.1: the seventh FEN field.
func TestCatapultFEN(t *testing.T) {
	for in, out := range map[string]string{
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1 cf8,Cf1*,cb8,Cb1":  "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1,Cf1*,cb8,cf8",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1 Ch8,Ca2*,cb8*,cc1": "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Ca2*,Ch8,cc1,cb8*",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1 -":                 "4k3/8/8/8/8/8/8/4K3 w - - 0 1 -",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1":                   "4k3/8/8/8/8/8/8/4K3 w - - 0 1 -",
		"4k3/8/8/8/8/8/8/4K3 w - -":                       "4k3/8/8/8/8/8/8/4K3 w - - 0 1 -",
		"4k3/8/8/8/8/8/8/4K3 b - - 3 7 ce1":               "4k3/8/8/8/8/8/8/4K3 b - - 3 7 ce1",
	} {
		p, err := ParseFEN(CatapultChess, in)
		if err != nil {
			t.Errorf("%s: %v", in, err)
			continue
		}
		if got := p.FEN(); got != out {
			t.Errorf("%s -> %s, want %s", in, got, out)
		}
	}
	for _, bad := range []string{
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1,Cb1",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1,cb1",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1,Cc1,Cd1",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cz1",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1 Xb1",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1**",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb9",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1,",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1 x",
		// [decided here] both black Catapults hold white pieces: they would
		// already have been removed.
		"4k3/8/8/8/8/8/1N6/4K1N1 w - - 0 1 cb2,cg1",
	} {
		if _, err := ParseFEN(CatapultChess, bad); err == nil {
			t.Errorf("accepted %q", bad)
		}
	}
	for _, v := range []*Variant{Chess, Gunnery, TurretChess} {
		if _, err := ParseFEN(v, strings.Replace(CatapultChess.StartFEN, "rnbqkbnr", map[bool]string{true: "trnbqkbnrt", false: "rnbqkbnr"}[v == TurretChess], 1)); err == nil {
			t.Errorf("%s accepted a Catapult field", v.ID)
		}
	}
}

// §0 position identity includes the Catapults' moved flags: a Catapult that
// went away and came back makes a new position.
func TestCatapultMovedFlagInIdentity(t *testing.T) {
	g, err := NewGameFromFEN(CatapultChess, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 Cb1,Cf1,cb8,cf8")
	if err != nil {
		t.Fatal(err)
	}
	h0 := g.Position().Hash()
	for _, m := range []string{"b1b2", "e8d8", "b2b1", "d8e8"} {
		if _, err := g.PlayText(m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	if g.Position().Hash() == h0 || g.RepetitionCount() != 1 {
		t.Errorf("moved Catapult: same hash or repetition %d", g.RepetitionCount())
	}
	if !strings.HasSuffix(g.Position().FEN(), " Cb1*,Cf1,cb8,cf8") {
		t.Errorf("FEN %s", g.Position().FEN())
	}
	for _, m := range []string{"e1d1", "e8d8", "d1e1", "d8e8"} {
		g.PlayText(m)
	}
	if g.RepetitionCount() != 2 {
		t.Errorf("repetitions %d", g.RepetitionCount())
	}
}
