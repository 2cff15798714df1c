package netplay

import (
	"fmt"
	"math/rand"
	"testing"

	"siegeworks/rules"
)

// TestNoGameLostThroughAFaultyNetwork: games played through a proxy that delays,
// duplicates and cuts frames and drops connections end the same on both boards, every move
// made arriving (each end waits for the other's move before it moves), none forked; the
// joiner's status goes to lost (reconnecting) and back to connected.
func TestNoGameLostThroughAFaultyNetwork(t *testing.T) {
	made := map[string]int{}
	for seed := int64(1); seed <= 3; seed++ {
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) {
			var proxy *faultProxy
			host, joiner := pairVia(t, Setup{Variant: rules.TurretChess, HostSide: rules.White}, func(addr string) string {
				proxy = newFaultProxy(t, addr, seed, 6)
				return proxy.addr()
			})
			rng := rand.New(rand.NewSource(seed))
			ends := [2]*end{host, joiner} // White, Black
			for ply := 0; ply < 60; ply++ {
				mover, other := ends[ply%2], ends[1-ply%2]
				var over bool
				mover.do(func() { over = mover.s.Game().Over() })
				if over {
					break
				}
				var err error
				mover.do(func() {
					var ml rules.MoveList
					mover.s.Game().Position().GenerateLegal(&ml)
					err = mover.s.PlayHuman(ml.At(rng.Intn(ml.Len())))
				})
				if err != nil {
					t.Fatalf("%s at ply %d: %v", mover.name, ply, err)
				}
				other.await(fmt.Sprintf("ply %d", ply+1), func() bool { return other.s.Game().Ply() == ply+1 })
			}
			joiner.do(func() {
				if !joiner.s.Game().Over() {
					_ = joiner.s.Resign()
				}
			})
			host.await("the end", func() bool { return host.s.Game().Over() })
			sameEverywhere(t, host, joiner)
			for _, k := range []string{faultDelay, faultDuplicate, faultCut, faultDrop} {
				made[k] += proxy.faults(k)
			}
			if proxy.faults(faultDuplicate)+proxy.faults(faultCut)+proxy.faults(faultDrop) == 0 {
				return
			}
			lost, back := false, false
			joiner.mu.Lock()
			for _, ev := range joiner.events {
				if ev.Kind != EvStatus {
					continue
				}
				if ev.Status == Lost {
					lost = true
				}
				if lost && ev.Status == Connected {
					back = true
				}
			}
			joiner.mu.Unlock()
			if !lost || !back {
				t.Errorf("the joiner's status never went to lost and back (lost %v, back %v)", lost, back)
			}
		})
	}
	for _, k := range []string{faultDelay, faultDuplicate, faultCut, faultDrop} {
		if made[k] == 0 {
			t.Errorf("the proxy never made a %s fault: %v", k, made)
		}
	}
}
