package rules

import (
	"flag"
	"testing"
	"time"
)

var variantsPerftDepth = flag.Int("variants.perftdepth", 0, "deepest start-position perft for the variant tables (default 3, 5 with -variants.long; 6 is known)")

// Perft of each variant's start position. There is no outside reference for
// these variants: the numbers were produced by this generator after it was
// compared move by move with the rule-text reference generator in
// reference_test.go, which also recomputes depths 1-3 below.
var variantPerftTables = map[*Variant][]uint64{
	TurretChess:   {20, 400, 9298, 214915, 5676677, 148415865},
	TurretKwagga:  {20, 404, 9692, 230815, 6266884, 168765659},
	Gunnery:       {20, 400, 8986, 201099, 5034939, 125132255},
	CatapultChess: {20, 400, 9062, 204463, 5227301, 132664646},
}

func TestVariantPerftTables(t *testing.T) {
	maxDepth := 3
	if *variantsLong {
		maxDepth = 5
	}
	if *variantsPerftDepth > 0 {
		maxDepth = *variantsPerftDepth
	}
	for _, v := range xrVariants {
		table := variantPerftTables[v]
		for d := 1; d <= maxDepth && d <= len(table); d++ {
			p := NewPosition(v)
			start := time.Now()
			got := p.Perft(d) // make and unmake every move, leaves included
			if got != table[d-1] {
				t.Errorf("%s perft(%d) = %d, want %d", v.ID, d, got, table[d-1])
			}
			if d <= 4 {
				if bulk := p.PerftBulk(d); bulk != got {
					t.Errorf("%s: PerftBulk(%d) = %d, Perft %d", v.ID, d, bulk, got)
				}
			}
			if p.FEN() != v.StartFEN || !p.VerifyHash() {
				t.Errorf("%s: perft left %s", v.ID, p.FEN())
			}
			if d >= 4 {
				t.Logf("%s perft(%d) = %d in %v", v.ID, d, got, time.Since(start).Round(time.Millisecond))
			}
		}
	}
}

// xrPerft counts leaves with the reference generator alone.
func xrPerft(t *testing.T, p *xrPos, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	moves := p.legal(t)
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, q := range moves {
		n += xrPerft(t, q, depth-1)
	}
	return n
}

// The reference generator, which shares no code with the fast one, gives the
// same perft numbers: from the start positions (depth 3, or 4 with
// -variants.long) and from the midgame positions (depth 2, or 3).
func TestVariantPerftMatchesReference(t *testing.T) {
	startDepth, richDepth := 3, 2
	if *variantsLong {
		startDepth, richDepth = 4, 3
	}
	for _, v := range xrVariants {
		t.Run(v.ID, func(t *testing.T) {
			t.Parallel()
			p := NewPosition(v)
			if got := xrPerft(t, xrFromPosition(p), startDepth); got != variantPerftTables[v][startDepth-1] {
				t.Errorf("reference perft(%d) = %d, table says %d", startDepth, got, variantPerftTables[v][startDepth-1])
			}
			for _, f := range variantRichFENs[v] {
				p := mustFEN(t, v, f)
				ref := xrPerft(t, xrFromPosition(p), richDepth)
				if fast := p.Perft(richDepth); fast != ref {
					t.Errorf("%s: perft(%d) %d, reference %d", f, richDepth, fast, ref)
				}
			}
		})
	}
}
