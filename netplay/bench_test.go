package netplay

import (
	"math/rand"
	"testing"
	"time"

	"siegeworks/rules"
	"siegeworks/session"
)

// BenchmarkMoveLatency: a move played at one end until it is on the other end's board
// (the session's EvMoved there), over the loopback, both ends' goroutines standing for the
// apps'. A game that ends is replaced by a new one, untimed.
func BenchmarkMoveLatency(b *testing.B) {
	rng := rand.New(rand.NewSource(1))
	var ends [2]*end
	var arrived [2]chan struct{}
	fresh := func() {
		host, joiner := pair(b, Setup{Variant: rules.TurretChess, HostSide: rules.White})
		ends = [2]*end{host, joiner}
		for i, e := range ends {
			ch := make(chan struct{}, 1)
			arrived[i] = ch
			e.do(func() {
				e.s.Listen(func(ev session.Event) {
					if ev.Kind == session.EvMoved {
						select {
						case ch <- struct{}{}:
						default:
						}
					}
				})
			})
		}
	}
	fresh()
	var total time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var ply int
		var over bool
		ends[0].do(func() { ply, over = ends[0].s.Game().Ply(), ends[0].s.Game().Over() })
		if over || ply >= 200 {
			b.StopTimer()
			fresh()
			ply = 0
			b.StartTimer()
		}
		mover, other := ply%2, 1-ply%2
		select { // the mover's own move is on its board at once: not what is timed
		case <-arrived[mover]:
		default:
		}
		start := time.Now()
		var err error
		ends[mover].do(func() {
			var ml rules.MoveList
			ends[mover].s.Game().Position().GenerateLegal(&ml)
			err = ends[mover].s.PlayHuman(ml.At(rng.Intn(ml.Len())))
		})
		if err != nil {
			b.Fatal(err)
		}
		select {
		case <-arrived[other]:
		case <-time.After(10 * time.Second):
			b.Fatal("the move never arrived")
		}
		total += time.Since(start)
		<-arrived[mover] // drained: the mover saw its own move
	}
	b.ReportMetric(float64(total.Microseconds())/1000/float64(b.N), "ms/move")
}
