package rules

import (
	"math/rand"
	"testing"
)

// MayGiveCheck never says no to a move that gives check, in random games of
// every variant, and in orthodox chess it rules out most quiet moves.
func TestMayGiveCheckMissesNoCheck(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for _, v := range Variants {
		ruledOut, moves := 0, 0
		for game := 0; game < 20; game++ {
			p := NewPosition(v)
			var ml MoveList
			for ply := 0; ply < 120; ply++ {
				p.GenerateLegal(&ml)
				if ml.Len() == 0 || p.Lost() {
					break
				}
				for _, m := range ml.Slice() {
					may := p.MayGiveCheck(m)
					p.MakeMove(m)
					gives := p.InCheck()
					p.UnmakeMove()
					if gives && !may {
						t.Fatalf("%s: %s gives check in %s but MayGiveCheck says no", v.ID, m, p.FEN())
					}
					moves++
					if !may {
						ruledOut++
					}
				}
				p.MakeMove(ml.At(rng.Intn(ml.Len())))
			}
		}
		if v == Chess && ruledOut*2 < moves {
			t.Errorf("chess: only %d of %d moves ruled out", ruledOut, moves)
		}
	}
}
