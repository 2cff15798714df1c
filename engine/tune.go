package engine

import (
	"fmt"

	"siegeworks/rules"
)

// TuneConfig drives the self-play tuner.
type TuneConfig struct {
	Variant    *rules.Variant
	Group      string // which Tunables (default: from the variant)
	Iterations int
	Games      int    // games per iteration (even)
	Nodes      uint64 // node limit per move
	Workers    int
	Seed       uint64
	Rate       float64 // learning rate (steps per unit of score difference)
	Start      Params  // usually DefaultParamsFor(Variant)
}

// GroupOf is the Tunables group for a variant. Turnover's 2025 rules (a
// player with no legal move loses) have a group of their own: their Castle
// and siege terms (CastleStep, FewMoves) are tuned on them alone.
func GroupOf(v *rules.Variant) string {
	switch {
	case v.IsTurnover() && v.NoMoveLoses():
		return "turnover-2025"
	case v.IsTurnover():
		return "turnover"
	case v.HasTurrets():
		return "turret"
	case v.HasCannons():
		return "gunnery"
	case v.HasCatapults():
		return "catapult"
	}
	return "chess"
}

// Tune runs SPSA (simultaneous perturbation stochastic approximation) on
// the group's weights: each iteration perturbs every weight by ±step at
// random, plays the "+" engine against the "−" engine from varied openings
// with colours swapped, and moves every weight in the direction that
// scored better. logf receives one line per iteration.
func Tune(cfg TuneConfig, logf func(string)) (Params, error) {
	if cfg.Group == "" {
		cfg.Group = GroupOf(cfg.Variant)
	}
	if cfg.Games < 2 {
		cfg.Games = 2
	}
	if cfg.Rate == 0 {
		cfg.Rate = 2
	}
	theta := cfg.Start
	rng := splitmix(cfg.Seed + 12345)
	ops := Openings(cfg.Variant, 64, 4, cfg.Seed)
	if len(ops) == 0 {
		return theta, fmt.Errorf("no openings for %s", cfg.Variant.ID)
	}
	n := len(theta.Tunables(cfg.Group))
	// The weights move in fractions of a step; keep them as floats.
	cur := make([]float64, n)
	for i, t := range theta.Tunables(cfg.Group) {
		cur[i] = float64(*t.Ptr)
	}
	for it := 0; it < cfg.Iterations; it++ {
		delta := make([]int, n)
		plus, minus := theta, theta
		pt, mt := plus.Tunables(cfg.Group), minus.Tunables(cfg.Group)
		for i := range delta {
			delta[i] = 1
			if rng.next()&1 == 0 {
				delta[i] = -1
			}
			*pt[i].Ptr = clampInt(*pt[i].Ptr+delta[i]*pt[i].Step, pt[i].Min, pt[i].Max)
			*mt[i].Ptr = clampInt(*mt[i].Ptr-delta[i]*mt[i].Step, mt[i].Min, mt[i].Max)
		}
		// Different openings each iteration.
		start := (it * cfg.Games / 2) % len(ops)
		iterOps := make([]Opening, 0, cfg.Games/2)
		for k := 0; k < cfg.Games/2; k++ {
			iterOps = append(iterOps, ops[(start+k)%len(ops)])
		}
		pp, mp := plus, minus
		newP := func(w int) Player {
			return &EnginePlayer{E: New(Options{HashMB: 4, Params: &pp}), Limits: Limits{Nodes: cfg.Nodes}}
		}
		newM := func(w int) Player {
			return &EnginePlayer{E: New(Options{HashMB: 4, Params: &mp}), Limits: Limits{Nodes: cfg.Nodes}}
		}
		res, err := RunMatch(cfg.Variant, iterOps, cfg.Games, cfg.Workers, newP, newM, 250, nil)
		if err != nil {
			return theta, err
		}
		r := res.Score() - 0.5
		tt := theta.Tunables(cfg.Group)
		for i := range tt {
			cur[i] += cfg.Rate * r * float64(delta[i]*tt[i].Step)
			cur[i] = max(float64(tt[i].Min), min(float64(tt[i].Max), cur[i]))
			*tt[i].Ptr = int(cur[i] + 0.5)
		}
		if logf != nil {
			logf(fmt.Sprintf("iter %d: plus +%d =%d -%d (%.2f)  now: %s", it+1, res.Wins, res.Draws, res.Losses, res.Score(), theta.Diff(cfg.Start)))
		}
	}
	return theta, nil
}

func clampInt(x, lo, hi int) int {
	return max(lo, min(hi, x))
}
