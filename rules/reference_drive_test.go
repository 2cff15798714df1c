package rules

import (
	"math/rand/v2"
	"testing"
)

// xrPlayout plays random legal moves from p, comparing with the reference
// at every node; it returns the number of positions and moves checked.
func xrPlayout(t *testing.T, p *Position, rng *rand.Rand, plies int) (positions, moves int) {
	t.Helper()
	for i := 0; i < plies; i++ {
		moves += xrCompare(t, p)
		positions++
		if t.Failed() {
			return
		}
		var ml MoveList
		p.GenerateLegal(&ml)
		if ml.Len() == 0 {
			return
		}
		p.MakeMove(ml.At(rng.IntN(ml.Len())))
	}
	return
}

func TestVariantReferenceStartPlayouts(t *testing.T) {
	games, plies := 6, 60
	if *variantsLong {
		games, plies = 60, 120
	}
	for _, v := range xrVariants {
		t.Run(v.ID, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(1, uint64(len(v.ID))))
			np, nm := 0, 0
			for g := 0; g < games && !t.Failed(); g++ {
				a, b := xrPlayout(t, NewPosition(v), rng, plies)
				np += a
				nm += b
			}
			t.Logf("%d positions, %d moves compared", np, nm)
		})
	}
}
