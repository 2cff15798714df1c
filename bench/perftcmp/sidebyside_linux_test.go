//go:build linux

package perftcmp

import (
	"runtime"
	"syscall"
	"testing"
)

// threadCPUSeconds is the CPU time of the calling OS thread, so that other work on a shared
// machine does not distort the comparison.
func threadCPUSeconds() float64 {
	var ru syscall.Rusage
	syscall.Getrusage(1 /* RUSAGE_THREAD */, &ru)
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}

// BenchmarkPerftSideBySide runs Siegeworks, zurichess and CounterGo in turn in every iteration
// on one locked thread and reports each one's M nodes/s in that thread's CPU time, and
// Siegeworks' speed as a fraction of each of the others'.
func BenchmarkPerftSideBySide(b *testing.B) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	gens := []generator{siegeworks(b), zurichess(b), counterGo(b)}
	for _, g := range gens {
		check(b, g)
	}
	nodes := make([]uint64, len(gens))
	seconds := make([]float64, len(gens))
	b.ResetTimer()
	for n := 0; n < b.N; n++ {
		for i, g := range gens {
			start := threadCPUSeconds()
			nodes[i] += g.all()
			seconds[i] += threadCPUSeconds() - start
		}
	}
	b.StopTimer()
	rate := make([]float64, len(gens))
	for i, g := range gens {
		rate[i] = float64(nodes[i]) / seconds[i] / 1e6
		b.ReportMetric(rate[i], g.name+"-Mnodes/s")
	}
	b.ReportMetric(rate[0]/rate[1], "of-zurichess")
	b.ReportMetric(rate[0]/rate[2], "of-CounterGo")
	b.ReportMetric(0, "ns/op")
}
