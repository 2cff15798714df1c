package rules

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// FEN both ways for each variant: canonical FENs survive a round trip; the
// Gustavian board's ranks of 10 and 8 squares and two-digit runs; the
// Catapult field read in any order and written in canonical order.
func TestVariantFENRoundTrips(t *testing.T) {
	cases := []struct {
		v        *Variant
		in, want string
	}{
		{TurretChess, "10/8/8/8/8/8/8/K8k w - - 0 1", ""},
		{TurretChess, "k9/8/8/8/8/8/8/9K b - - 12 40", ""},
		{TurretChess, "t8t/8/3k4/8/8/3K4/8/T8T w - - 0 1", ""},
		{TurretChess, "trnbqkbnrt/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/TRNBQKBNRT b KQkq d3 0 2", ""},
		{TurretChess, "1r3k2r1/8/8/8/8/8/8/1R3K2R1 w Kq - 0 1", ""},
		{TurretKwagga, "trgbqkbgrt/pppppppp/8/8/8/8/PPPPPPPP/TRGBQKBGRT w KQkq - 0 1", ""},
		{TurretKwagga, "g9/8/8/3k4/8/3K4/8/9G w - - 0 1", ""},
		{Gunnery, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ""},
		{Gunnery, "4k3/4p3/4n3/8/8/4N3/4P3/4K3 w - - 5 9", ""},
		{CatapultChess, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 Cb1,Cf1,cb8,cf8", ""},
		{CatapultChess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 cf8*,cb8,Cd3*,Cb1", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1,Cd3*,cb8,cf8*"},
		{CatapultChess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cd3", ""},
		{CatapultChess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 ch8*,cg1", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 cg1,ch8*"},
		// A 7th field at all is optional; six fields mean no Catapults.
		{CatapultChess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 -"},
	}
	for _, c := range cases {
		want := c.want
		if want == "" {
			want = c.in
		}
		p, err := ParseFEN(c.v, c.in)
		if err != nil {
			t.Errorf("%s %s: %v", c.v.ID, c.in, err)
			continue
		}
		if got := p.FEN(); got != want {
			t.Errorf("%s %s -> %s, want %s", c.v.ID, c.in, got, want)
		}
	}
	// The run "10" is one number on a ten-square rank, not 1 and 0.
	p := mustFEN(t, TurretChess, "10/8/8/8/8/8/8/K8k w - - 0 1")
	if p.At(vtSq(t, TurretChess, "z1")) != MakePiece(White, King) || p.At(vtSq(t, TurretChess, "i1")) != MakePiece(Black, King) {
		t.Errorf("K8k: kings not on z1 and i1")
	}
	for _, bad := range []string{
		"010/8/8/8/8/8/8/K8k w - - 0 1",
		"9/8/8/8/8/8/8/K8k w - - 0 1",
		"55/8/8/8/8/8/8/K8k w - - 0 1",
		"11/8/8/8/8/8/8/K8k w - - 0 1",
	} {
		if _, err := ParseFEN(TurretChess, bad); err == nil {
			t.Errorf("accepted %q", bad)
		}
	}
}

// Random positions and games of every variant: FEN parses back to itself;
// every legal move's SAN and coordinate name parse back to that move.
func TestVariantNotationRoundTrips(t *testing.T) {
	positions := 400
	if *variantsLong {
		positions = 2000
	}
	for _, v := range xrVariants {
		t.Run(v.ID, func(t *testing.T) {
			t.Parallel()
			rng := rand.New(rand.NewPCG(5, uint64(len(v.ID))))
			moves := 0
			for i := 0; i < positions && !t.Failed(); i++ {
				var p *Position
				if i%2 == 0 {
					p = NewPosition(v)
					for n := rng.IntN(60); n > 0; n-- {
						var ml MoveList
						p.GenerateLegal(&ml)
						if ml.Len() == 0 {
							break
						}
						p.MakeMove(ml.At(rng.IntN(ml.Len())))
					}
				} else {
					var err error
					if p, err = ParseFEN(v, xrRandomPosition(rng, v)); err != nil {
						continue
					}
				}
				fen := p.FEN()
				q, err := ParseFEN(v, fen)
				if err != nil || q.FEN() != fen {
					t.Errorf("%s does not parse back (%v)", fen, err)
				}
				var ml MoveList
				p.GenerateLegal(&ml)
				sans := map[string]Move{}
				for _, m := range ml.Slice() {
					moves++
					san := p.SAN(m)
					if prev, dup := sans[san]; dup {
						t.Errorf("%s: %s and %s are both %s", fen, prev, m, san)
					}
					sans[san] = m
					if back, err := p.ParseSAN(san); err != nil || back != m {
						t.Errorf("%s: SAN %s of %s parses to %s (%v)", fen, san, m, back, err)
					}
					if back, err := p.ParseCoordinate(m.String()); err != nil || back != m {
						t.Errorf("%s: %s parses to %s (%v)", fen, m, back, err)
					}
					if back, err := p.ParseMove(m.String()); err != nil || back != m {
						t.Errorf("%s: ParseMove(%s) = %s (%v)", fen, m, back, err)
					}
				}
			}
			t.Logf("%d moves", moves)
		})
	}
}

// The extended SAN of docs/RULES.md §2.3.8, §2.4, §3, §4.2 and §4.3, both ways.
func TestVariantSANExamples(t *testing.T) {
	cases := []struct {
		v            *Variant
		pieces, rest string
		coord, san   string
	}{
		{TurretChess, "Tb2 Kh1 kh8", "w - - 0 1", "b2c3", "Tc3"},
		{TurretChess, "Tb2 Na1 Kh1 kg8", "w - - 0 1", "b2c3", "Tc3/Nd4"},
		{TurretChess, "Tc3 Pc2 Tb7 rc8 Kh1 kh6", "w - - 0 1", "c3c7", "Tcc7/Pxc8=Q"},
		{TurretChess, "Tc3 Pc2 Tb7 rc8 Kh1 kh6", "w - - 0 1", "b7c7", "Tbc7"},
		{TurretChess, "Tc3 Pc2 Tb7 Na7 rc8 Kh1 kh6", "w - - 0 1", "b7c7", "Tbc7/Nd7"},
		{TurretChess, "Tc2 Tc6 Nc1 Kh1 kh8", "w - - 0 1", "c2c4", "T2c4/Nc5"},
		{TurretChess, "Td2 Nd1 Kh1 ke8", "w - - 0 1", "d2d5", "Td5/Nd6+"},
		{TurretChess, "Ke1 Rh1 ke8", "w K - 0 1", "e1h1", "O-O/h"},
		{TurretChess, "Ke1 Ra1 ke8", "w Q - 0 1", "e1b1", "O-O-O/b"},
		{TurretChess, "Pe7 Kh1 kh6", "w - - 0 1", "e7e8t", "e8=T"},
		{TurretChess, "Pa7 tz8 Kh1 kh6", "w - - 0 1", "a7z8q", "axz8=Q"},
		{TurretKwagga, "Pe7 Kh1 kh6", "w - - 0 1", "e7e8g", "e8=G"},
		{TurretKwagga, "Ga1 Kh1 kh8", "w - - 0 1", "a1c7", "Gc7"},
		{Gunnery, "Pe2 Ne3 ne5 re7 Kg1 kh8", "w - - 0 1", "e2e7", "e2*e7"},
		{Gunnery, "Pe2 Ne3 ne5 re7 Kg1 kh8", "w - - 0 1", "e2e5", "e2*e5"},
		{CatapultChess, "Ke1 ke8", "w - - 0 1 Cb1,Cf1,cb8,cf8", "f1d3", "Cfd3"},
		{CatapultChess, "Ke1 ke8", "w - - 0 1 Cb1,Cg1,cb8,cf8", "b1d3", "Cd3"},
		{CatapultChess, "Qb4 Kh1 kh8", "w - - 0 1 Cb4,Cg7,ca8,cb8", "b4g7", "Q^g7+"},
		{CatapultChess, "Nb4 ng7 Kh1 kh8", "w - - 0 1 Cb4,Cg7,ca8,cb8", "b4g7", "N^xg7"},
		{CatapultChess, "Kb4 kh5", "w - - 0 1 Cb4,Cg7,ca8,cb8", "b4g7", "K^g7"},
	}
	for _, c := range cases {
		p := vtPos(t, c.v, c.pieces, c.rest)
		m, err := p.ParseCoordinate(c.coord)
		if err != nil {
			t.Errorf("%s: %v", p.FEN(), err)
			continue
		}
		if got := p.SAN(m); got != c.san {
			t.Errorf("%s %s: SAN %s, want %s", p.FEN(), c.coord, got, c.san)
		}
		if back, err := p.ParseSAN(c.san); err != nil || back != m {
			t.Errorf("%s: ParseSAN(%s) = %s (%v)", p.FEN(), c.san, back, err)
		}
		if back, err := p.ParseMove(c.san); err != nil || back != m {
			t.Errorf("%s: ParseMove(%s) = %s (%v)", p.FEN(), c.san, back, err)
		}
		if got := m.String(); got != c.coord {
			t.Errorf("coordinate %s, want %s", got, c.coord)
		}
	}
	// Coordinate notation: upper-case letters are read too; a wrong square
	// for the board is an error.
	p := vtPos(t, TurretChess, "Tb2 Na1 Kh1 kg8", "w - - 0 1")
	if _, err := p.ParseCoordinate("B2C3"); err != nil {
		t.Errorf("B2C3: %v", err)
	}
	for _, bad := range []string{"b2c3q", "z2z3", "j1j2", "b2d3", "Tc3/Nd5"} {
		if m, err := p.ParseMove(bad); err == nil {
			t.Errorf("%s parsed as %s", bad, m)
		}
	}
	if _, err := NewPosition(Gunnery).ParseCoordinate("z1a1"); err == nil || !strings.Contains(err.Error(), "z1") {
		t.Errorf("z1 on the 8x8 board: %v", err)
	}
}
