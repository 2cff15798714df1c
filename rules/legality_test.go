package rules

import "testing"

// lazyLegal is what a search sees of GenerateLazy: the moves Legal accepts, in
// the generator's order.
func lazyLegal(p *Position, ml *MoveList) []Move {
	var lg Legality
	p.GenerateLazy(ml, &lg)
	var out []Move
	for _, m := range ml.Slice() {
		if p.Legal(m, &lg) {
			out = append(out, m)
		}
	}
	return out
}

func sameMoves(a, b []Move) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// lazyPerft counts leaves with GenerateLazy and Legal in place of
// GenerateLegal.
func lazyPerft(p *Position, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var ml MoveList
	var n uint64
	for _, m := range lazyLegal(p, &ml) {
		p.MakeMove(m)
		n += lazyPerft(p, depth-1)
		p.UnmakeMove()
	}
	return n
}

// GenerateLazy filtered by Legal gives exactly GenerateLegal's moves in the
// same order, in every variant, in or out of check.
func TestLazyLegalityIsGenerateLegal(t *testing.T) {
	for _, v := range Variants {
		t.Run(v.ID, func(t *testing.T) {
			var legal, lazy MoveList
			checks := 0
			randomWalk(t, v, 30, 150, func(p *Position) {
				if p.InCheck() {
					checks++
				}
				p.GenerateLegal(&legal)
				if got := lazyLegal(p, &lazy); !sameMoves(got, legal.Slice()) {
					t.Fatalf("%s: lazy %v, legal %v", p.FEN(), got, legal.Slice())
				}
			})
			if checks == 0 {
				t.Fatal("no position in check met: the walk proves nothing about evasions")
			}
		})
	}
}

// The perft counts of the suite and of the wiki positions, counted with lazy
// legality.
func TestLazyPerft(t *testing.T) {
	for _, w := range wikiPositions {
		p, err := ParseFEN(Chess, w.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := lazyPerft(p, 3); got != w.counts[2] {
			t.Errorf("%s depth 3: lazy perft %d, want %d", w.name, got, w.counts[2])
		}
	}
	for i, c := range loadPerftSuite(t) {
		p, err := ParseFEN(Chess, c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if want, ok := c.counts[2]; ok {
			if got := lazyPerft(p, 2); got != want {
				t.Errorf("position %d %q depth 2: lazy perft %d, want %d", i+1, c.fen, got, want)
			}
		}
	}
}

// A teleport that shares its name with a castling survives the lazy
// generator exactly when the castling is illegal.
func TestLazyShadowedTeleport(t *testing.T) {
	var ml MoveList
	for _, c := range []struct {
		pieces, rest string
		want         MoveKind
	}{
		{"Ke1 Rh1 Ra1 ke8", "w KQ - 0 1 Ce1,Cg1,ca8,cb8", Castling},
		{"Ke1 Rh1 ke8 rf8", "w K - 0 1 Ce1,Cg1,ca8,cb8", Teleport},
	} {
		p := vtCat(t, c.pieces, c.rest)
		var kinds []MoveKind
		for _, m := range lazyLegal(p, &ml) {
			if m.String() == "e1g1" {
				kinds = append(kinds, m.Kind())
			}
		}
		if len(kinds) != 1 || kinds[0] != c.want {
			t.Errorf("%s %s: e1g1 as %v, want one %v", c.pieces, c.rest, kinds, c.want)
		}
	}
}

// Legal, with every shortcut it takes to judge a move without making it (the guard's
// squares, a Turret's sling judged from the piece behind it, a king's step, castling judged
// by its generation), says of every pseudo-legal move exactly what making it and asking
// MoverSafe says, in every chess variant, from the start and the rich positions and the
// positions two plies below them. Every kind of shortcut must be met, or the walk proves
// nothing about it.
func TestLegalAgreesWithMaking(t *testing.T) {
	for _, v := range []*Variant{Chess, TurretChess, TurretKwagga, Gunnery, CatapultChess} {
		t.Run(v.ID, func(t *testing.T) {
			fens := append([]string{v.StartFEN}, variantRichFENs[v]...)
			switch v {
			case Chess:
				fens = wikiFENs()
			case TurretChess: // castling short would bare the king to the queen on i1
				fens = append(fens, "tr3k2rt/pppppppp/8/8/8/8/PPPPPPPP/TR3K2Rq w Kkq - 0 1")
			case TurretKwagga: // its rich positions have no castling left
				fens = append(fens, "tr3k2rt/pppppppp/8/8/8/8/PPPPPPPP/TR3K2RT w KQkq - 0 1")
			}
			kinds := map[MoveKind]int{}
			var walk func(p *Position, depth int)
			walk = func(p *Position, depth int) {
				var ml MoveList
				var lg Legality
				p.GenerateLazy(&ml, &lg)
				for _, m := range ml.Slice() {
					if got, want := p.Legal(m, &lg), p.legalByMake(m); got != want {
						t.Fatalf("%s %v: Legal %v, made %v", p.FEN(), m, got, want)
					}
					kinds[m.Kind()]++
					if depth > 1 && p.legalByMake(m) {
						p.MakeMove(m)
						walk(p, depth-1)
						p.UnmakeMove()
					}
				}
			}
			for _, f := range fens {
				walk(mustFEN(t, v, f), 3)
			}
			need := []MoveKind{Normal, Castling}
			switch {
			case v.turrets:
				need = append(need, TurretMove)
			case v.cannons:
				need = append(need, CannonShot)
			case v.catapults:
				need = append(need, Teleport, CatapultStep)
			}
			for _, k := range need {
				if kinds[k] == 0 {
					t.Errorf("no move of kind %d met", k)
				}
			}
		})
	}
}
