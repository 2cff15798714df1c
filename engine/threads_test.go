package engine

import (
	"context"
	"sync"
	"testing"
	"time"

	"siegeworks/rules"
)

// The shared table under concurrent stores and probes (run with -race: go test
// -race -run Thread ./engine): every hit gives back exactly what some store wrote
// for that key, never a mix of two stores or another key's entry.
func TestThreadsShareTheTableSafely(t *testing.T) {
	tt := newTT(1)
	const keys = 64 // few keys for many buckets' worth of writers: many collisions
	key := func(i int) uint64 { return splitmix(uint64(i)).next() }
	// Each key's entries: the move says which key, the score and eval agree with each other.
	want := func(k uint64, score int) (rules.Move, int) { return rules.Move(k & 0xFFFFFF), -score }
	var wg sync.WaitGroup
	var mu sync.Mutex
	var bad []string
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			rng := splitmix(uint64(w) + 100)
			for n := 0; n < 20000; n++ {
				i := int(rng.next() % keys)
				// All keys in a few buckets: low bits alike, so they collide.
				k := key(i)&^tt.mask | uint64(i%4)
				if rng.next()&1 == 0 {
					sc := int(rng.next()%2000) - 1000
					m, ev := want(k, sc)
					tt.store(k, m, sc, ev, int(rng.next()%20), boundExact)
					continue
				}
				if e, ok := tt.probe(k); ok {
					m, ev := want(k, int(e.score))
					if rules.Move(e.move) != m || int(e.eval) != ev || e.bound != boundExact {
						mu.Lock()
						bad = append(bad, "a probe returned an entry no store wrote for its key")
						mu.Unlock()
					}
				}
			}
		}(w)
	}
	wg.Wait()
	if len(bad) > 0 {
		t.Fatalf("%d bad probes: %s", len(bad), bad[0])
	}
}

// Many short searches of 2-4 threads, stopped by Stop, by the context or by their
// depth, in every variant: each returns a legal move, and Stop and the context stop
// every thread (Search returns, and the next search starts clean).
func TestThreadsStopAndReturnLegalMoves(t *testing.T) {
	rng := splitmix(7)
	rounds := 12
	if raceEnabled {
		rounds = 6
	}
	for _, v := range rules.Variants {
		eng := New(Options{HashMB: 2, Threads: 2})
		for i := 0; i < rounds; i++ {
			p := randomPosition(v, rng, 24)
			var ml rules.MoveList
			p.GenerateLegal(&ml)
			if ml.Len() == 0 {
				continue
			}
			eng.SetThreads(2 + i%3)
			var res Result
			switch i % 3 {
			case 0: // Stop from the Info callback once the search is under way
				res = eng.Search(context.Background(), p, Limits{Infinite: true}, func(in Info) {
					if in.Depth >= 3 {
						eng.Stop()
					}
				})
			case 1: // the context
				ctx, cancel := context.WithCancel(context.Background())
				res = eng.Search(ctx, p, Limits{Infinite: true}, func(in Info) {
					if in.Depth >= 2 {
						cancel()
					}
				})
				cancel()
			default:
				res = eng.Search(context.Background(), p, Limits{Depth: 4}, nil)
			}
			if !legalIn(p, res.Move) {
				t.Fatalf("%s %s, %d threads: move %s is not legal", v.ID, p.FEN(), eng.Threads(), res.Move)
			}
			if eng.pool.active != 0 {
				t.Fatalf("%s: helpers still running after Search returned", v.ID)
			}
		}
	}
}

func legalIn(p *rules.Position, m rules.Move) bool {
	var ml rules.MoveList
	p.GenerateLegal(&ml)
	for _, x := range ml.Slice() {
		if x == m {
			return true
		}
	}
	return false
}

// Stop ends a 2-thread search promptly (the same margin as TestStopsWithinBudget).
func TestThreadsStopPromptly(t *testing.T) {
	const slack = 300 * time.Millisecond
	eng := New(Options{HashMB: 4, Threads: 2})
	p := rules.NewPosition(rules.TurretChess)
	var stopped time.Time
	res := eng.Search(context.Background(), p, Limits{Infinite: true}, func(in Info) {
		if in.Depth >= 5 && stopped.IsZero() {
			stopped = time.Now()
			eng.Stop()
		}
	})
	if el := time.Since(stopped); el > slack {
		t.Errorf("2 threads: Stop took %v", el)
	}
	if res.Move == rules.NoMove {
		t.Error("a stopped 2-thread search returned no move")
	}
}

// The threads' work is counted: Result.Nodes is every thread's nodes, and a helper
// searched.
func TestThreadsCountEveryThreadsNodes(t *testing.T) {
	eng := New(Options{HashMB: 4, Threads: 2})
	p, _ := rules.ParseFEN(rules.Chess, "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10")
	res := eng.Search(context.Background(), p, Limits{Depth: 7}, nil)
	helper := eng.pool.s[0].nodes
	if helper == 0 {
		t.Fatal("the helper thread searched no node")
	}
	if res.Nodes != eng.s.nodes+helper {
		t.Errorf("Result.Nodes %d, want the main thread's %d + the helper's %d", res.Nodes, eng.s.nodes, helper)
	}
	// Hint is full strength, so it uses the threads too, whatever the level.
	low := New(Options{Level: 2, HashMB: 4, Threads: 2})
	low.Hint(context.Background(), p, Limits{Depth: 5}, nil)
	if len(low.pool.s) == 0 || low.pool.s[0].nodes == 0 {
		t.Error("Hint did not use the helper thread")
	}
}

// Levels 1-7 are deterministic and single-threaded whatever Threads says: the same
// move, score and node count with 4 threads as with 1; so is a node-limited search.
func TestThreadsLeaveTheDeterministicLevelsAlone(t *testing.T) {
	rng := splitmix(31)
	for i := 0; i < 6; i++ {
		p := randomPosition(rules.Chess, rng, 20)
		for level := MinLevel; level < MaxLevel; level++ {
			one := New(Options{Level: level, HashMB: 1, Seed: 5})
			four := New(Options{Level: level, HashMB: 1, Seed: 5, Threads: 4})
			lim := Limits{}
			if level >= 6 {
				// Level 6's full 6 plies take long under the race detector, and level
				// 7's time cap (its safety net) can end it there before its nodes do.
				lim.Depth = 4
			}
			a := one.Search(context.Background(), p, lim, nil)
			b := four.Search(context.Background(), p, lim, nil)
			if a.Move != b.Move || a.Score != b.Score || a.Nodes != b.Nodes {
				t.Fatalf("level %d in %s: %s %d (%d nodes) with 1 thread, %s %d (%d nodes) with 4",
					level, p.FEN(), a.Move, a.Score, a.Nodes, b.Move, b.Score, b.Nodes)
			}
			if len(four.pool.s) != 0 {
				t.Fatalf("level %d started helper threads", level)
			}
		}
		one := New(Options{HashMB: 1})
		four := New(Options{HashMB: 1, Threads: 4})
		a := one.Search(context.Background(), p, Limits{Nodes: 5000}, nil)
		b := four.Search(context.Background(), p, Limits{Nodes: 5000}, nil)
		if a.Move != b.Move || a.Nodes != b.Nodes {
			t.Fatalf("a node-limited search differs with 4 threads: %s (%d) vs %s (%d)", a.Move, a.Nodes, b.Move, b.Nodes)
		}
	}
}

// A multi-threaded search allocates per search, not per node.
func TestThreadsNoAllocationPerNode(t *testing.T) {
	if raceEnabled {
		t.Skip("allocation counts differ under the race detector")
	}
	eng := New(Options{HashMB: 2, Threads: 2})
	p := rules.NewPosition(rules.Chess)
	eng.Search(context.Background(), p, Limits{Depth: 4}, nil)
	small := testing.AllocsPerRun(3, func() {
		eng.Search(context.Background(), p, Limits{Depth: 3}, nil)
	})
	large := testing.AllocsPerRun(3, func() {
		eng.Search(context.Background(), p, Limits{Depth: 8}, nil)
	})
	if large > small+60 {
		t.Errorf("allocations grow with nodes: %v for depth 3, %v for depth 8", small, large)
	}
}
