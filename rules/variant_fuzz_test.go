package rules

import "testing"

var variantFuzzSeeds = map[*Variant][]string{
	TurretChess: {
		"trnbqkbnrt/pppppppp/8/8/8/8/PPPPPPPP/TRNBQKBNRT w KQkq - 0 1",
		"10/8/8/8/8/N7/1K6/k9 b - - 0 1",
		"1r3k2r1/8/8/8/8/8/8/1R3K2R1 w KQkq - 0 1",
		"10/3r4/8/3T4/3N4/8/8/K8k w - - 0 1",
		"t8t/8/3k4/8/8/3K4/8/T8T w - - 0 1",
		"trnbqkbnrt/pppppppp/8/8/8/8/PPPPPPPP/TRNBQKBNR w KQkq - 0 1",
		"010/8/8/8/8/8/8/K8k w - - 0 1",
		"11/8/8/8/8/8/8/K8k w - - 0 1",
		"trnbqkbnrt/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/TRNBQKBNRT b KQkq d3 0 2",
	},
	TurretKwagga: {
		"trgbqkbgrt/pppppppp/8/8/8/8/PPPPPPPP/TRGBQKBGRT w KQkq - 0 1",
		"10/8/8/8/G7/8/1K6/k9 b - - 0 1",
		"g9/8/8/3k4/8/3K4/8/9G w - - 0 1",
	},
	Gunnery: {
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"4k3/4p3/4n3/8/8/4N3/4P3/4K3 w - - 5 9",
		"7k/4r3/8/4n3/8/4N3/4P3/6K1 w - - 0 1",
		"4k3/4r3/4n3/8/8/4N3/4P3/4K3 b - - 0 1",
	},
	CatapultChess: {
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 Cb1,Cf1,cb8,cf8",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1 cf8*,cb8,Cd3*,Cb1",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1 -",
		"7k/8/8/8/1q6/8/8/3K4 w - - 0 1 Ca1,Ch1,cb4,cd1",
		"4k3/8/8/8/8/8/1N6/4K1N1 w - - 0 1 cb2,cg1",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1,Cb1",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1,",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1 C",
	},
}

// fuzzVariantFEN: ParseFEN never panics; a FEN it accepts writes back in a
// form that parses to the same FEN; the position's moves make and unmake
// cleanly, their SAN parses back, and move text never panics the parsers.
func fuzzVariantFEN(f *testing.F, v *Variant) {
	for _, s := range variantFuzzSeeds[v] {
		f.Add(s, "e2e4")
	}
	for _, m := range []string{"Tc3/Nd4", "O-O/h", "e2*e7", "Q^xg7", "Cfd3", "z1a1", "a7z8t", "e8=G", ""} {
		f.Add(v.StartFEN, m)
	}
	f.Fuzz(func(t *testing.T, fen, text string) {
		p, err := ParseFEN(v, fen)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		out := p.FEN()
		q, err := ParseFEN(v, out)
		if err != nil {
			t.Fatalf("%q was accepted, but its FEN %q is not: %v", fen, out, err)
		}
		if q.FEN() != out || !p.VerifyHash() {
			t.Fatalf("round trip changed %q to %q", out, q.FEN())
		}
		var ml MoveList
		p.GenerateLegal(&ml)
		for i, m := range ml.Slice() {
			if i >= 40 {
				break
			}
			san := p.SAN(m)
			if back, err := p.ParseSAN(san); err != nil || back != m {
				t.Fatalf("%s: SAN %s of %s parses to %s (%v)", out, san, m, back, err)
			}
			if len(p.Effects(m)) == 0 {
				t.Fatalf("%s: %s has no effects", out, m)
			}
			p.MakeMove(m)
			if !p.VerifyHash() {
				t.Fatalf("%s: hash after %s", out, m)
			}
			p.UnmakeMove()
			if p.FEN() != out {
				t.Fatalf("%s: unmake of %s gives %s", out, m, p.FEN())
			}
		}
		_ = p.Status()
		if m, err := p.ParseMove(text); err == nil && !ml.Contains(m) {
			t.Fatalf("%s: ParseMove(%q) returned %s, not a legal move", out, text, m)
		}
	})
}

func FuzzTurretFEN(f *testing.F)       { fuzzVariantFEN(f, TurretChess) }
func FuzzTurretKwaggaFEN(f *testing.F) { fuzzVariantFEN(f, TurretKwagga) }
func FuzzGunneryFEN(f *testing.F)      { fuzzVariantFEN(f, Gunnery) }
func FuzzCatapultFEN(f *testing.F)     { fuzzVariantFEN(f, CatapultChess) }
