package engine

import (
	"context"
	"testing"
	"time"

	"siegeworks/rules"
)

// BenchmarkStopLatency measures how long Search takes to return after
// Stop (reported as ms-to-stop; the target is well under 50 ms).
//
//	go test -run - -bench StopLatency ./engine
func BenchmarkStopLatency(b *testing.B) { benchmarkStopLatency(b, 1) }

// benchmarkStopLatency stops an infinite search 20 ms after it began, b.N times, with
// the given number of threads, and reports the mean and worst time Search took to return.
func benchmarkStopLatency(b *testing.B, threads int) {
	eng := New(Options{HashMB: 16, Threads: threads})
	p := rules.NewPosition(rules.TurretChess)
	var worst, total time.Duration
	for i := 0; i < b.N; i++ {
		done := make(chan time.Time)
		go func() {
			eng.Search(context.Background(), p, Limits{Infinite: true}, nil)
			done <- time.Now()
		}()
		time.Sleep(20 * time.Millisecond)
		st := time.Now()
		eng.Stop()
		d := (<-done).Sub(st)
		total += d
		worst = max(worst, d)
	}
	b.ReportMetric(float64(total.Microseconds())/float64(b.N)/1000, "ms-to-stop")
	b.ReportMetric(float64(worst.Microseconds())/1000, "worst-ms")
}

// BenchmarkMoveTimeOvershoot measures how far past a 100 ms budget the
// search returns.
func BenchmarkMoveTimeOvershoot(b *testing.B) {
	eng := New(Options{HashMB: 16})
	p := rules.NewPosition(rules.Chess)
	var worst, total time.Duration
	for i := 0; i < b.N; i++ {
		st := time.Now()
		eng.Search(context.Background(), p, Limits{MoveTime: 100 * time.Millisecond}, nil)
		d := time.Since(st) - 100*time.Millisecond
		total += d
		worst = max(worst, d)
	}
	b.ReportMetric(float64(total.Microseconds())/float64(b.N)/1000, "ms-over")
	b.ReportMetric(float64(worst.Microseconds())/1000, "worst-ms")
}

// BenchmarkSearchChess is a fixed-depth search for nodes per second, at
// full strength with the built-in learned evaluation (as level 8 plays) and
// with the hand-written one alone (as levels 1-7 do): what the network
// costs.
//
//	go test -run - -bench SearchChess ./engine
func BenchmarkSearchChess(b *testing.B) {
	p, _ := rules.ParseFEN(rules.Chess, "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10")
	for _, learned := range []bool{true, false} {
		name := map[bool]string{true: "learned", false: "hand-written"}[learned]
		b.Run(name, func(b *testing.B) {
			eng := New(Options{HashMB: 16})
			if !learned {
				if err := eng.LoadNetwork(nil); err != nil {
					b.Fatal(err)
				}
			}
			benchmarkDepth10(b, eng, p)
		})
	}
}

// benchmarkDepth10 searches p to depth 10 from a new game b.N times and
// reports nodes per second and the node count.
func benchmarkDepth10(b *testing.B, eng *Engine, p *rules.Position) {
	var nodes uint64
	for i := 0; i < b.N; i++ {
		eng.NewGame()
		nodes += eng.Search(context.Background(), p, Limits{Depth: 10}, nil).Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

// BenchmarkSearchVariants is a fixed-depth search from a middlegame of each
// variant: nodes per second, and the node count (which changes only when the
// search or the evaluation does).
func BenchmarkSearchVariants(b *testing.B) {
	for _, v := range rules.Variants {
		b.Run(v.ID, func(b *testing.B) {
			p := rules.NewPosition(v)
			opening := New(Options{Level: MaxLevel, HashMB: 1, Seed: 1})
			for i := 0; i < 10; i++ { // a few best moves, so the position is not the start
				r := opening.Search(context.Background(), p, Limits{Depth: 3}, nil)
				if r.Move == rules.NoMove {
					break
				}
				p.MakeMove(r.Move)
			}
			eng := New(Options{HashMB: 16})
			benchmarkDepth10(b, eng, p)
		})
	}
}

// BenchmarkEvaluateChess is chess's static evaluation, with its shipped
// weights, of the 300 Win-at-Chess positions: what one evaluation costs.
//
//	go test -run - -bench EvaluateChess ./engine
func BenchmarkEvaluateChess(b *testing.B) {
	wac := wacPositions(b)
	e := newEvaluator(rules.Chess, DefaultParamsFor(rules.Chess))
	var st evalState
	b.ResetTimer()
	sum := 0
	for i := 0; i < b.N; i++ {
		for _, w := range wac {
			sum += e.evaluate(w.pos, &st)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(wac)), "ns/eval")
	if sum == 1 {
		b.Log(sum) // keeps the evaluations from being optimised away
	}
}
