//go:build linux

package rules

import (
	"runtime"
	"syscall"
	"testing"
)

// threadCPUSeconds is the CPU time of the calling OS thread, so a busy
// machine does not distort a comparison of two runs.
func threadCPUSeconds() float64 {
	var ru syscall.Rusage
	syscall.Getrusage(1 /* RUSAGE_THREAD */, &ru)
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}

// With -variants.long: make/unmake perft of every variant (start and midgame
// positions) runs at no less than 0.6 of the speed of orthodox chess (the
// wiki positions), and Turnover's 2025 rules at no less than 0.8 of it,
// measured in CPU time of the test's thread. (Measured at 0.74 to 0.90 for the
// chess variants on a machine loaded to 12 on two cores; the floor leaves room
// for such load.)
func TestVariantPerftSpeed(t *testing.T) {
	if !*variantsLong {
		t.Skip("speed comparison runs with -variants.long")
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	rate := func(v *Variant, fens []string, depth int) float64 {
		var nodes uint64
		start := threadCPUSeconds()
		for _, f := range fens {
			nodes += mustFEN(t, v, f).Perft(depth)
		}
		return float64(nodes) / (threadCPUSeconds() - start)
	}
	chessFENs := []string{Chess.StartFEN,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"}
	need := map[*Variant]float64{Turnover2025: 0.8}
	fens := map[*Variant][]string{Turnover2025: {Turnover2025.StartFEN}}
	for _, c := range turnover2025PerftPositions[:2] { // the middle games
		fens[Turnover2025] = append(fens[Turnover2025], c.fen)
	}
	for _, v := range xrVariants {
		need[v], fens[v] = 0.6, append([]string{v.StartFEN}, variantRichFENs[v]...)
	}
	variants := append(append([]*Variant{}, xrVariants...), Turnover2025)
	best := map[*Variant]float64{}
	var chess float64
	for round := 0; round < 3; round++ {
		chess = max(chess, rate(Chess, chessFENs, 4))
		for _, v := range variants {
			best[v] = max(best[v], rate(v, fens[v], 4))
		}
	}
	for _, v := range variants {
		t.Logf("%s: %.1f M nodes/s, chess %.1f M nodes/s (%.2f)", v.ID, best[v]/1e6, chess/1e6, best[v]/chess)
		if best[v] < need[v]*chess {
			t.Errorf("%s runs at %.2f of the orthodox speed, below %.1f", v.ID, best[v]/chess, need[v])
		}
	}
}
