package rules

import "testing"

// docs/RULES.md §3: the cannon shot of pawns.
func TestGunneryShots(t *testing.T) {
	// Screen of any kind directly or further in front; beyond it every enemy
	// piece on the file can be shot, flying over enemy non-pawns.
	p := vtPos(t, Gunnery, "Pe2 Ne3 ne5 re7 Kg1 kh8", "w - - 9 20")
	vtSame(t, "pawn e2", vtFrom(p, "e2"), "e2e5 e2e7")
	// Both pieces vanish, the screen stays, nothing lands; it is a capture
	// and a pawn move for the clock.
	vtAfter(t, p, "e2e7", vtFEN(t, Gunnery, "Ne3 ne5 Kg1 kh8", "b - - 0 20"))
	vtAfter(t, p, "e2e5", vtFEN(t, Gunnery, "Ne3 re7 Kg1 kh8", "b - - 0 20"))
	// An enemy pawn can be shot, nothing beyond it.
	p = vtPos(t, Gunnery, "Pe2 Ne3 pe5 re7 Kg1 kh8", "w - - 0 1")
	vtSame(t, "pawn e2, enemy pawn on e5", vtFrom(p, "e2"), "e2e5")
	// A second piece of the shooter's side stops the line.
	p = vtPos(t, Gunnery, "Pe2 Ne3 Be5 re7 Kg1 kh7", "w - - 0 1")
	vtSame(t, "pawn e2, own bishop on e5", vtFrom(p, "e2"), "")
	// The screen may stand further away; screens of any kind: pawn, king.
	p = vtPos(t, Gunnery, "Pe2 Pe4 re6 Kg1 kh8", "w - - 0 1")
	vtSame(t, "pawn e2, pawn screen on e4", vtFrom(p, "e2"), "e2e3 e2e6")
	p = vtPos(t, Gunnery, "Pa2 Ka3 ra7 kh8", "w - - 0 1")
	vtSame(t, "pawn a2, king screen", vtFrom(p, "a2"), "a2a7")
	// No screen: no shot. An enemy piece first: no screen either.
	p = vtPos(t, Gunnery, "Pe2 re6 Kg1 kh8", "w - - 0 1")
	vtSame(t, "pawn e2, no screen", vtFrom(p, "e2"), "e2e3 e2e4")
	p = vtPos(t, Gunnery, "Pe2 ne3 re6 Kg1 kh8", "w - - 0 1")
	vtSame(t, "pawn e2, enemy in front", vtFrom(p, "e2"), "")
	// A shot right past the screen has the name of a double step, which the
	// screen makes impossible; it creates no en-passant square.
	p = vtPos(t, Gunnery, "Pe2 Ne3 ne4 Kg1 kh8 pd4", "w - - 0 1")
	vtSame(t, "pawn e2, target on e4", vtFrom(p, "e2"), "e2e4")
	vtAfter(t, p, "e2e4", vtFEN(t, Gunnery, "Ne3 Kg1 kh8 pd4", "b - - 0 1"))
	// Shots are never promotions, even onto the last rank.
	p = vtPos(t, Gunnery, "Pe5 Ne6 re8 Kg1 kh6", "w - - 0 1")
	vtHas(t, p, true, "e5e8")
	vtHas(t, p, false, "e5e8q")
	vtAfter(t, p, "e5e8", vtFEN(t, Gunnery, "Ne6 Kg1 kh6", "b - - 0 1"))
	// Black shoots down the board, from its start rank.
	p = vtPos(t, Gunnery, "pe7 ne6 Re4 Qe2 Kh1 ka8", "b - - 0 1")
	vtSame(t, "pawn e7", vtFrom(p, "e7"), "e7e4 e7e2")
	vtAfter(t, p, "e7e2", vtFEN(t, Gunnery, "ne6 Re4 Kh1 ka8", "w - - 0 2"))
	// No shots in the start position (the first piece ahead is an enemy).
	p = NewPosition(Gunnery)
	if n := len(vtLegal(p)); n != 20 {
		t.Errorf("gunnery start: %d moves", n)
	}
}

// §3: a pawn that can shoot the king gives check; a move that exposes the
// mover's king to a shot is illegal.
func TestGunneryCheck(t *testing.T) {
	p := vtPos(t, Gunnery, "Pe2 Ne3 ke7 Kg1", "b - - 0 1")
	if !p.InCheck() {
		t.Fatalf("%s: the pawn on e2 shoots the king", p.FEN())
	}
	vtSame(t, "king e7 under fire", vtLegal(p), "e7d6 e7d7 e7d8 e7f6 e7f7 e7f8")
	if _, err := ParseFEN(Gunnery, vtFEN(t, Gunnery, "Pe2 Ne3 ke7 Kg1", "w - - 0 1")); err == nil {
		t.Errorf("FEN with the side not to move under fire accepted")
	}
	// An own pawn shields the king; moving it off the file exposes the king.
	p = vtPos(t, Gunnery, "Ke1 Pe3 nd4 ne6 pe7 kh8", "w - - 0 1")
	if p.InCheck() {
		t.Fatalf("%s: the pawn on e3 shields the king", p.FEN())
	}
	vtHas(t, p, false, "e3d4")
	vtHas(t, p, true, "e3e4")
	// A second black piece stops the shot; taking it with a piece (which the
	// shot flies over) exposes the king, taking it with a pawn does not.
	p = vtPos(t, Gunnery, "Ke1 Nc3 Pd3 be4 ne6 pe7 kh8", "w - - 0 1")
	vtHas(t, p, false, "c3e4")
	vtHas(t, p, true, "d3e4", "c3d5")
	// Castling through a square under fire is illegal.
	p = vtPos(t, Gunnery, "Ke1 Rh1 pf7 nf6 ka8", "w K - 0 1")
	vtHas(t, p, false, "e1g1")
	p = vtPos(t, Gunnery, "Ke1 Rh1 pf7 ka8", "w K - 0 1")
	vtHas(t, p, true, "e1g1")
}

// §3: notation and material.
func TestGunneryNotationAndMaterial(t *testing.T) {
	p := vtPos(t, Gunnery, "Pe2 Ne3 ne5 re7 Kg1 kh8", "w - - 0 1")
	m, err := p.ParseCoordinate("e2e7")
	if err != nil || m.Kind() != CannonShot {
		t.Fatalf("e2e7: %v %v", m, err)
	}
	if san := p.SAN(m); san != "e2*e7" {
		t.Errorf("SAN %s", san)
	}
	if back, err := p.ParseSAN("e2*e7"); err != nil || back != m {
		t.Errorf("ParseSAN(e2*e7) = %v %v", back, err)
	}
	// A piece that becomes the screen gives check.
	p = vtPos(t, Gunnery, "Pe2 Nc4 ke7 Kg1", "w - - 0 1")
	m, _ = p.ParseCoordinate("c4e3")
	if san := p.SAN(m); san != "Ne3+" {
		t.Errorf("screen check: SAN %s", san)
	}
	for fen, want := range map[string]Status{
		"4k3/8/8/8/8/8/8/1N2K3 w - - 0 1":   Insufficient,
		"4k3/8/8/8/8/8/8/2B1K3 w - - 0 1":   Insufficient,
		"2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1": Ongoing, // bishops on different colours
		"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1":   Ongoing,
	} {
		p, err := ParseFEN(Gunnery, fen)
		if err != nil {
			t.Fatal(err)
		}
		if s := p.Status(); s != want {
			t.Errorf("%s: %v, want %v", fen, s, want)
		}
	}
}
