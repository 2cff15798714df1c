package rules

import "testing"

// Midgame positions reached by random play from each start position, used by
// the benchmarks and as starting points of the soak and reference tests.
var variantRichFENs = map[*Variant][]string{
	TurretChess: {
		"2nbqkt3/t2pb2r/rpp3pp/3npp2/pP1PPPQP/P1P3P1/T5BR/1RNB1K1N1T b Q f3 0 17",
		"trnbqkb1rt/pp3p1p/4p3/2pp1np1/6PP/6TN/PPPPPPB1/TRNBQK2R1 b KQkq - 3 8",
		"t2rqk2rt/pbnppp1p/1pp3pb/8/P2Tn1P1/2PPQ3/1P1BPP1P/1RN2KBNRT b KQk - 6 12",
		"tr1bqkb1r1/pppppp2/n4tTn/1Q4pp/7P/2P1P3/PP1P1PP1/TRNB1KBNR1 w KQkq - 1 8",
	},
	TurretKwagga: {
		"t2b1kbr2/rpqppp2/p3t2p/gPp3pg/P1G2P1P/R5R1/T1PPP1PT/BQ3KBG2 b - - 3 17",
		"tr1bqk1gr1/1ppppp1t/2bT2p1/pG5p/P4G2/3PP3/1PPgKPPP/1R1B1QB1RT w kq - 4 13",
		"1rgbqkbg1r/t1ppp1p1/p4p1p/1p3t2/Q1P1P3/3B4/PP1P1PPP/TRGBK1RG1T b q - 5 8",
		"1r1bqk4/2pp1p1t/pp1b3r/2g1p1pp/3PPP1P/1P2Q3/P1P1BtPR/TRGB1K1GgT b Qq - 2 14",
	},
	Gunnery: {
		"rnbq1k2/2pp1pp1/p3pn1r/1pb5/P1P4p/RP2PBP1/2NPNP1P/2BQK2R b K - 0 13",
		"rnb1kbnr/pp1p1p2/4pqp1/2p4p/2P2QP1/3P4/PP2PP1P/RNB1KBNR w KQkq - 3 8",
		"r1b1kbnr/pp1np2p/3q2p1/1Qpp1p2/1P2P1P1/N4P2/P1PP3P/R1B1KBNR w KQkq - 3 9",
		"r1bq2nr/1ppkp1bp/p1n5/3p1pp1/P1P1P3/1P6/1BQPKPPP/RN3BNR b - - 4 11",
	},
	CatapultChess: {
		"2b1k1nr/1pp1b2p/1rn1p3/2Pq1pp1/p4PN1/P2p1N2/1PBPP1PP/R1BQK2R b Qk - 5 17 Cc2*,Cg3*,cb8,cd8*",
		"r1bq2nr/pp2nkpp/3ppp2/b1p5/PP3B2/R1NP2P1/2P1PP1P/1B1QK1NR b K - 2 13 Cb1,Cf4*,cb6*,cd7*",
		"r1b1qb1r/p5p1/n2ppnk1/2pP1p1p/6P1/1pP1B2P/PPQKPP2/RN3BNR b - - 5 17 Cf1,Cd3*,cb8,cf8",
		"3qk1nr/rppbnpbp/p2pp3/8/2NP4/1PP3p1/PB2PPPP/R2QKBNR b KQk - 2 15 Cf1,Ca3*,cc6*,ce7*",
	},
}

// variantBench runs make/unmake perft (every leaf made and unmade) from the
// start position and the rich positions, reporting nodes/s and allocs/node.
func variantBench(b *testing.B, v *Variant, depth int) {
	benchPerft(b, v, append([]string{v.StartFEN}, variantRichFENs[v]...), depth, false)
}

func BenchmarkPerftTurret(b *testing.B)       { variantBench(b, TurretChess, 3) }
func BenchmarkPerftTurretKwagga(b *testing.B) { variantBench(b, TurretKwagga, 3) }
func BenchmarkPerftGunnery(b *testing.B)      { variantBench(b, Gunnery, 3) }
func BenchmarkPerftCatapult(b *testing.B)     { variantBench(b, CatapultChess, 3) }

// Move generation, make and unmake allocate nothing in any of these
// variants (once the undo stack has grown).
func TestVariantMakeUnmakeAllocationFree(t *testing.T) {
	for _, v := range xrVariants {
		for _, f := range append([]string{v.StartFEN}, variantRichFENs[v]...) {
			assertAllocationFree(t, mustFEN(t, v, f), v.ID+" "+f)
		}
	}
}

// BenchmarkPerftTurnover2025: make/unmake perft of Turnover's 2025 rules from
// the start and the two middle games of its perft table.
func BenchmarkPerftTurnover2025(b *testing.B) {
	fens := []string{Turnover2025.StartFEN}
	for _, c := range turnover2025PerftPositions[:2] {
		fens = append(fens, c.fen)
	}
	benchPerft(b, Turnover2025, fens, 4, false)
}
