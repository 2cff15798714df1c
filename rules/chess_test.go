package rules

import (
	"strings"
	"testing"
)

func mustFEN(t testing.TB, v *Variant, fen string) *Position {
	t.Helper()
	p, err := ParseFEN(v, fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

func legalNames(p *Position) map[string]bool {
	var ml MoveList
	p.GenerateLegal(&ml)
	out := map[string]bool{}
	for _, m := range ml.Slice() {
		out[m.String()] = true
	}
	return out
}

func TestFENCanonical(t *testing.T) {
	p := NewPosition(Chess)
	m, err := p.ParseCoordinate("e2e4")
	if err != nil {
		t.Fatal(err)
	}
	p.MakeMove(m)
	// The en-passant field names the square passed over after every double
	// step, even when no pawn can take.
	if got, want := p.FEN(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"; got != want {
		t.Errorf("after e4: %q, want %q", got, want)
	}
	for _, fen := range []string{
		"r3k2r/8/8/8/8/8/8/R3K2R w Kq - 12 40",
		"4k3/8/8/8/8/8/8/4K3 b - - 99 120",
	} {
		if got := mustFEN(t, Chess, fen).FEN(); got != fen {
			t.Errorf("round trip %q -> %q", fen, got)
		}
	}
	// Four fields are accepted, with clocks 0 and 1.
	if got := mustFEN(t, Chess, "4k3/8/8/8/8/8/8/4K3 w - -").FEN(); got != "4k3/8/8/8/8/8/8/4K3 w - - 0 1" {
		t.Errorf("four-field FEN: %q", got)
	}
}

func TestFENErrors(t *testing.T) {
	cases := map[string]string{
		"":                                        "empty",
		"8/8/8/8/8/8/8/8 w - - 0 1":               "kings",
		"4k3/8/8/8/8/8/8/4K3 x - - 0 1":           "side to move",
		"4k3/8/8/8/8/8/8/4K4 w - - 0 1":           "describes 9 squares",
		"4k3/8/8/8/8/8/8 w - - 0 1":               "7 ranks",
		"4k3/8/8/8/8/8/8/4K2X w - - 0 1":          "not a piece",
		"4k3/8/8/8/8/8/8/4K2T w - - 0 1":          "not a piece",
		"4k3/8/8/8/8/8/8/4K3 w K - 0 1":           "castling",
		"4k3/8/8/8/8/8/8/4K2R w QK - 0 1":         "castling",
		"4k3/8/8/8/8/8/8/4K3 w - e3 0 1":          "en passant",
		"4k3/8/8/8/8/8/8/4K3 w - - x 1":           "halfmove",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 0":           "fullmove",
		"4k3/8/8/8/8/8/8/P3K3 w - - 0 1":          "first or last rank",
		"4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1":         "not to move",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1":       "fields",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra 2 3": "fields",
		"4k3/8/8/8/8/8/8/4K3 w - - 0":             "fields",
		"4k3/8/8/8/8/8/8/0K7 w - - 0 1":           "0 empty",
	}
	for fen, want := range cases {
		_, err := ParseFEN(Chess, fen)
		if err == nil {
			t.Errorf("%q accepted", fen)
			continue
		}
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %q does not mention %q", fen, err, want)
		}
	}
}

func TestSAN(t *testing.T) {
	cases := []struct {
		fen, coord, san string
	}{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "g1f3", "Nf3"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e4", "e4"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "O-O"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", "O-O-O"},
		{"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "a1a8", "Ra8+"},
		{"6k1/5ppp/8/8/8/8/8/R3K3 w Q - 0 1", "a1a8", "Ra8#"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "exd6"},
		{"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q", "b8=Q+"},
		{"r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7a8n", "bxa8=N"},
		// Disambiguation by file, by rank, and by both.
		{"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "b1d2", "Nbd2"},
		{"4k3/8/8/8/R7/8/8/R3K3 w - - 0 1", "a1a2", "R1a2"},
		{"4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", "a1b2", "Qa1b2"},
		// A pinned knight does not need to be told apart.
		{"4k3/8/8/8/8/8/8/1N2KN1r w - - 0 1", "b1d2", "Nd2"},
	}
	for _, c := range cases {
		p := mustFEN(t, Chess, c.fen)
		m, err := p.ParseCoordinate(c.coord)
		if err != nil {
			t.Errorf("%s %s: %v", c.fen, c.coord, err)
			continue
		}
		if got := p.SAN(m); got != c.san {
			t.Errorf("%s %s: SAN %q, want %q", c.fen, c.coord, got, c.san)
		}
		back, err := p.ParseSAN(c.san)
		if err != nil || back != m {
			t.Errorf("ParseSAN(%q) = %v, %v; want %v", c.san, back, err, m)
		}
	}
}

func TestSANLenientForms(t *testing.T) {
	p := NewPosition(Chess)
	for _, text := range []string{"Nf3", "Ngf3", "Ng1f3", "Nf3+", "Nf3!?", "g1f3"} {
		m, err := p.ParseMove(text)
		if err != nil || m.String() != "g1f3" {
			t.Errorf("%q: %v %v", text, m, err)
		}
	}
	q := mustFEN(t, Chess, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	if m, err := q.ParseSAN("0-0"); err != nil || m.String() != "e1g1" {
		t.Errorf("0-0: %v %v", m, err)
	}
	for _, bad := range []string{"Nf4", "e5", "Ke3", "Qh5", "", "xx", "e2e5", "e7e8q", "N"} {
		if m, err := p.ParseMove(bad); err == nil {
			t.Errorf("%q accepted as %v", bad, m)
		}
	}
	// An ambiguous move must be disambiguated.
	r := mustFEN(t, Chess, "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1")
	if _, err := r.ParseSAN("Nd2"); err == nil {
		t.Error("ambiguous Nd2 accepted")
	}
}

func TestCoordinateErrors(t *testing.T) {
	p := mustFEN(t, Chess, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1")
	for text, want := range map[string]string{
		"b7b8":  "promotion letter",
		"b7b8x": "not a piece letter",
		"z1a1":  "not on the 8x8 board",
		"e1e3":  "not a legal move",
		"e1":    "not a coordinate move",
	} {
		_, err := p.ParseCoordinate(text)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want mention of %q", text, err, want)
		}
	}
}

func TestCastlingRules(t *testing.T) {
	cases := []struct {
		name, fen string
		want      map[string]bool
	}{
		{"both wings", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", map[string]bool{"e1g1": true, "e1c1": true}},
		{"king in check", "r3k2r/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", map[string]bool{"e1g1": false, "e1c1": false}},
		{"passes an attacked square", "r3k2r/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", map[string]bool{"e1g1": false, "e1c1": true}},
		{"lands on an attacked square", "r3k2r/8/8/8/8/8/2r5/R3K2R w KQ - 0 1", map[string]bool{"e1g1": true, "e1c1": false}},
		{"rook passes an attacked b1", "r3k2r/8/8/8/8/8/1r6/R3K2R w KQ - 0 1", map[string]bool{"e1c1": true}},
		{"piece between", "r3k2r/8/8/8/8/8/8/RN2K1NR w KQ - 0 1", map[string]bool{"e1g1": false, "e1c1": false}},
		{"no right", "r3k2r/8/8/8/8/8/8/R3K2R w K - 0 1", map[string]bool{"e1g1": true, "e1c1": false}},
		{"no extended castling in chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQ - 0 1", map[string]bool{"e1h1": false, "e1b1": false}},
	}
	for _, c := range cases {
		got := legalNames(mustFEN(t, Chess, c.fen))
		for mv, want := range c.want {
			if got[mv] != want {
				t.Errorf("%s: %s legal = %v, want %v", c.name, mv, got[mv], want)
			}
		}
	}
}

// TestCastlingRightsFollowPieces: moving king or rook, or losing the rook,
// removes exactly the right rights, and equal rights give equal hashes.
func TestCastlingRightsFollowPieces(t *testing.T) {
	play := func(fen string, moves ...string) *Position {
		p := mustFEN(t, Chess, fen)
		for _, s := range moves {
			m, err := p.ParseMove(s)
			if err != nil {
				t.Fatalf("%s: %v", s, err)
			}
			p.MakeMove(m)
		}
		return p
	}
	start := "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
	if got := play(start, "h1h2", "a8a7").FEN(); !strings.Contains(got, " Qk ") {
		t.Errorf("after Rh2 Ra7: %s", got)
	}
	if got := play(start, "e1e2").FEN(); !strings.Contains(got, " kq ") {
		t.Errorf("after Ke2: %s", got)
	}
	if got := play(start, "a1a8").FEN(); !strings.Contains(got, " Kk ") {
		t.Errorf("after Rxa8: %s", got)
	}
	// King went away and back: no rights, same hash as a FEN without rights.
	back := play(start, "e1e2", "e8e7", "e2e1", "e7e8")
	fresh := mustFEN(t, Chess, "r3k2r/8/8/8/8/8/8/R3K2R w - - 4 3")
	if back.FEN() != fresh.FEN() || back.Hash() != fresh.Hash() {
		t.Errorf("king round trip: %s %x vs %s %x", back.FEN(), back.Hash(), fresh.FEN(), fresh.Hash())
	}
	// Both rooks moved away and back: the king's flag no longer matters.
	rooks := play(start, "a1a2", "a8a7", "a2a1", "a7a8", "h1h2", "h8h7", "h2h1", "h7h8")
	if rooks.Hash() != mustFEN(t, Chess, "r3k2r/8/8/8/8/8/8/R3K2R w - - 8 5").Hash() {
		t.Errorf("rook round trips: %s", rooks.FEN())
	}
}

func TestStatus(t *testing.T) {
	cases := map[string]Status{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1": Ongoing,
		"7k/6Q1/6K1/8/8/8/8/8 b - - 0 1":                           Checkmate,
		"7k/8/6QK/8/8/8/8/8 b - - 0 1":                             Stalemate,
		"8/8/4k3/8/8/3K4/8/8 w - - 0 1":                            Insufficient,
		"8/8/4k3/8/8/3KB3/8/8 w - - 0 1":                           Insufficient,
		"8/8/4k3/8/8/3KN3/8/8 b - - 0 1":                           Insufficient,
		"8/8/4kb2/8/8/3KB3/8/8 w - - 0 1":                          Insufficient, // both bishops on dark squares
		"8/8/4k1b1/8/8/3KB3/8/8 w - - 0 1":                         Ongoing,      // opposite colours
		"8/8/4kn2/8/8/3KN3/8/8 w - - 0 1":                          Ongoing,
		"8/8/4k3/8/8/3KBB2/8/8 w - - 0 1":                          Ongoing,
		"8/8/4k3/8/8/3K4/4P3/8 w - - 0 1":                          Ongoing,
		// Stalemate with material that would also be insufficient.
		"k7/2K5/1B6/8/8/8/8/8 b - - 0 1": Stalemate,
	}
	for fen, want := range cases {
		if got := mustFEN(t, Chess, fen).Status(); got != want {
			t.Errorf("%s: %v, want %v", fen, got, want)
		}
	}
}

// TestUnmakeRestores plays random games and checks that every move is
// exactly undone and the incremental hash never drifts.
func TestUnmakeRestores(t *testing.T) {
	rng := newTestRand(1)
	for game := 0; game < 200; game++ {
		p := NewPosition(Chess)
		var ml MoveList
		for ply := 0; ply < 200; ply++ {
			p.GenerateLegal(&ml)
			if ml.Len() == 0 {
				break
			}
			before, hash := p.FEN(), p.Hash()
			m := ml.At(rng.intn(ml.Len()))
			p.MakeMove(m)
			if !p.VerifyHash() {
				t.Fatalf("hash drift after %v in %s", m, before)
			}
			p.UnmakeMove()
			if p.FEN() != before || p.Hash() != hash {
				t.Fatalf("unmake %v: %s -> %s", m, before, p.FEN())
			}
			p.MakeMove(m)
		}
	}
}

// testRand is a tiny deterministic generator for test playouts.
type testRand struct{ s uint64 }

func newTestRand(seed uint64) *testRand { return &testRand{seed*0x9e3779b97f4a7c15 + 1} }

func (r *testRand) intn(n int) int {
	r.s ^= r.s << 13
	r.s ^= r.s >> 7
	r.s ^= r.s << 17
	return int(r.s % uint64(n))
}
