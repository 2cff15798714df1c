package engine

import (
	"context"
	"fmt"
	"testing"
	"time"

	"siegeworks/rules"
)

// timeToDepthFENs are middlegames of orthodox chess for the time-to-depth measurement.
var timeToDepthFENs = []string{
	"r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
	"r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
	"r2q1rk1/1b2bppp/p2ppn2/1p6/3NP3/1BN1B3/PPP2PPP/R2Q1RK1 w - - 0 12",
	"2r2rk1/pp1nqppp/2p1pn2/3p4/2PP4/1PN1PN2/P2Q1PPP/2R2RK1 b - - 0 14",
}

// BenchmarkThreadsTimeToDepth is the time a fresh engine takes to complete depth 12
// from each of the middlegames, with 1 and with 2 threads (ms-to-depth-12: the mean per
// position; nodes/s counts every thread).
//
//	go test -run - -bench ThreadsTimeToDepth -benchtime 1x ./engine
func BenchmarkThreadsTimeToDepth(b *testing.B) {
	const depth = 12
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads-%d", threads), func(b *testing.B) {
			eng := New(Options{HashMB: 16, Threads: threads})
			var total time.Duration
			var nodes uint64
			for i := 0; i < b.N; i++ {
				for _, fen := range timeToDepthFENs {
					p, err := rules.ParseFEN(rules.Chess, fen)
					if err != nil {
						b.Fatal(err)
					}
					eng.NewGame()
					st := time.Now()
					r := eng.Search(context.Background(), p, Limits{Depth: depth}, nil)
					total += time.Since(st)
					nodes += r.Nodes
				}
			}
			n := float64(b.N * len(timeToDepthFENs))
			b.ReportMetric(float64(total.Milliseconds())/n, fmt.Sprintf("ms-to-depth-%d", depth))
			b.ReportMetric(float64(nodes)/total.Seconds(), "nodes/s")
		})
	}
}

// BenchmarkThreadsStopLatency is BenchmarkStopLatency with 2 threads: how long Search
// takes to return after Stop, every thread stopped (target: well under 50 ms).
//
//	go test -run - -bench ThreadsStopLatency ./engine
func BenchmarkThreadsStopLatency(b *testing.B) { benchmarkStopLatency(b, 2) }
