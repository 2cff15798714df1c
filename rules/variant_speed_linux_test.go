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
// positions) runs at no less than half the speed of orthodox chess (the
// wiki positions), measured in CPU time of the test's thread.
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
	best := map[*Variant]float64{}
	var chess float64
	for round := 0; round < 3; round++ {
		chess = max(chess, rate(Chess, chessFENs, 4))
		for _, v := range xrVariants {
			best[v] = max(best[v], rate(v, append([]string{v.StartFEN}, variantRichFENs[v]...), 4))
		}
	}
	for _, v := range xrVariants {
		t.Logf("%s: %.1f M nodes/s, chess %.1f M nodes/s (%.2f)", v.ID, best[v]/1e6, chess/1e6, best[v]/chess)
		if best[v] < chess/2 {
			t.Errorf("%s runs at %.2f of the orthodox speed", v.ID, best[v]/chess)
		}
	}
}
