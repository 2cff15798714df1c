package engine

import (
	"math"

	"siegeworks/rules"
)

// chooseHuman picks among the root moves the way the low levels play: the
// moves whose exact score is within the level's window of the best are
// weighted by a softmax with the level's temperature. With the blunder
// check (level 3 and up) a forced mate is always played and a move that
// allows a forced mate is never chosen unless every move does.
func (e *Engine) chooseHuman(moves []rules.Move, scores []int, exact []bool, lv Level, key uint64) rules.Move {
	best := scores[0]
	if lv.BlunderCheck && best >= MateBound {
		return moves[0]
	}
	rng := splitmix(e.opts.Seed ^ key ^ 0x9e3779b97f4a7c15)
	var w [maxMoves]float64
	total := 0.0
	for i := range moves {
		if !exact[i] || scores[i] < best-lv.Window {
			continue
		}
		if lv.BlunderCheck && scores[i] <= -MateBound && best > -MateBound {
			continue
		}
		w[i] = math.Exp(float64(scores[i]-best) / float64(lv.Temperature))
		total += w[i]
	}
	if total == 0 {
		return moves[0]
	}
	x := float64(rng.next()>>11) / float64(1<<53) * total
	for i := range moves {
		if w[i] == 0 {
			continue
		}
		x -= w[i]
		if x <= 0 {
			return moves[i]
		}
	}
	return moves[0]
}

// splitmixRNG is SplitMix64: small and seeded, so a choice made with it (a
// level's, the beginner's, the random mover's) depends on its seed alone.
type splitmixRNG struct{ s uint64 }

func splitmix(seed uint64) *splitmixRNG { return &splitmixRNG{seed} }

func (r *splitmixRNG) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
