package rules

import "testing"

var fuzzFENSeeds = []string{
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"8/8/1k6/8/2pP4/8/5BK1/8 b - d3 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -",
	"", "8/8/8/8/8/8/8/8 w - - 0 1", "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "k7/8/8/8/8/8/8/7K w - e3 0 1",
	"4k3/8/8/8/8/8/8/4K2R w KQ - 0 1", "K7/8/8/8/8/8/8/7k w - - -1 1", "k7/8/8/8/8/8/8/P6K w - - 0 1",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
}

// FuzzParseFEN: the parser never panics, and whatever it accepts it writes
// back in a form it reads to the same position.
func FuzzParseFEN(f *testing.F) {
	for _, s := range fuzzFENSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, fen string) {
		p, err := ParseFEN(Chess, fen)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		out := p.FEN()
		q, err := ParseFEN(Chess, out)
		if err != nil {
			t.Fatalf("%q was accepted, but its FEN %q is not: %v", fen, out, err)
		}
		if q.FEN() != out || q.Hash() != p.Hash() {
			t.Fatalf("round trip changed %q to %q", out, q.FEN())
		}
		var ml MoveList
		p.GenerateLegal(&ml)
	})
}

var fuzzMoveSeeds = []string{"e4", "Nf3", "e2e4", "e7e8q", "O-O", "O-O-O", "0-0", "Qxd7+", "exd6", "Nbd7",
	"e8=Q#", "a1a1", "zz99", "", "Kxe8", "Tc3/Nd4", "e2*e7", "Q^g7", "P", "x", "=", "h8=", "Ng1f3", "bxa8=N"}

// FuzzParseMove: SAN and coordinate parsing never panic; a move they accept
// is legal and reads back from its own SAN and coordinate names.
func FuzzParseMove(f *testing.F) {
	for _, s := range fuzzMoveSeeds {
		for i := range wikiPositions {
			f.Add(i, s)
		}
	}
	f.Fuzz(func(t *testing.T, which int, text string) {
		if which < 0 {
			which = -which
		}
		p, _ := ParseFEN(Chess, wikiPositions[which%len(wikiPositions)].fen)
		for _, parse := range []func(string) (Move, error){p.ParseSAN, p.ParseCoordinate, p.ParseMove} {
			m, err := parse(text)
			if err != nil {
				continue
			}
			var ml MoveList
			p.GenerateLegal(&ml)
			if !ml.Contains(m) {
				t.Fatalf("%q parsed to illegal move %v", text, m)
			}
			if back, err := p.ParseSAN(p.SAN(m)); err != nil || back != m {
				t.Fatalf("SAN %q of %v does not read back: %v", p.SAN(m), m, err)
			}
			if back, err := p.ParseCoordinate(m.String()); err != nil || back != m {
				t.Fatalf("coordinate %q does not read back: %v", m, err)
			}
		}
	})
}
