package match

import "math"

// The statistics of a match, as fishtest and cutechess compute them: the score of player A,
// the logistic Elo difference it corresponds to, a 95% confidence interval from the
// variance of the outcomes (games: trinomial; pairs of games from one opening with the
// colours swapped: pentanomial), the likelihood of superiority and the GSPRT log
// likelihood ratio.

// Estimate is an Elo difference with its 95% error bar.
type Estimate struct {
	Elo   float64 // logistic Elo difference, A's point of view
	Error float64 // half the width of the 95% interval, in Elo
	// Lo and Hi are the 95% interval's ends in Elo (infinite when the interval of the
	// score reaches 0 or 1).
	Lo, Hi float64
	LOS    float64 // likelihood of superiority, 0..1
	Score  float64 // mean score per game, 0..1
	N      int     // outcomes counted: games (trinomial) or pairs (pentanomial)
}

// z95 is the two-sided 95% quantile of the normal distribution.
const z95 = 1.959963984540054

// TrinomialScores and PentanomialScores are the per-game scores of the outcomes
// counted: losses, draws, wins; and the five results of a pair (0, ½, 1, 1½, 2 points)
// divided by two.
var (
	TrinomialScores   = []float64{0, 0.5, 1}
	PentanomialScores = []float64{0, 0.25, 0.5, 0.75, 1}
)

// EloFromScore is the logistic Elo difference of an expected score.
func EloFromScore(s float64) float64 {
	if s <= 0 {
		return math.Inf(-1)
	}
	if s >= 1 {
		return math.Inf(1)
	}
	return 400 * math.Log10(s/(1-s))
}

// ScoreFromElo is the expected score of a logistic Elo difference.
func ScoreFromElo(elo float64) float64 { return 1 / (1 + math.Pow(10, -elo/400)) }

// meanVar is the number of outcomes, the mean score and the variance of one outcome.
func meanVar(counts []int, scores []float64) (n int, mu, variance float64) {
	for _, c := range counts {
		n += c
	}
	if n == 0 {
		return 0, 0, 0
	}
	for i, c := range counts {
		mu += float64(c) * scores[i]
	}
	mu /= float64(n)
	for i, c := range counts {
		d := scores[i] - mu
		variance += float64(c) * d * d
	}
	return n, mu, variance / float64(n)
}

// Estimate computes the Elo difference, its error bar and the LOS from counts of the
// outcomes whose scores are given (TrinomialScores or PentanomialScores).
func EstimateFrom(counts []int, scores []float64) Estimate {
	n, mu, variance := meanVar(counts, scores)
	e := Estimate{Score: mu, N: n, Elo: EloFromScore(mu)}
	if n == 0 {
		e.Elo = 0
		return e
	}
	stderr := math.Sqrt(variance / float64(n))
	lo, hi := mu-z95*stderr, mu+z95*stderr
	e.Lo, e.Hi = EloFromScore(lo), EloFromScore(hi)
	e.Error = (e.Hi - e.Lo) / 2
	if stderr > 0 {
		e.LOS = 0.5 * (1 + math.Erf((mu-0.5)/stderr/math.Sqrt2))
	} else {
		e.LOS = 0.5
		if mu > 0.5 {
			e.LOS = 1
		} else if mu < 0.5 {
			e.LOS = 0
		}
	}
	return e
}

// SPRT is a sequential probability ratio test of H0: elo = Elo0 against H1: elo = Elo1
// (logistic Elo), with error rates Alpha (accepting H1 when H0 holds) and Beta.
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
}

// Bounds are the log likelihood ratios at which the test stops: below lower H0 is
// accepted, above upper H1.
func (s SPRT) Bounds() (lower, upper float64) {
	return math.Log(s.Beta / (1 - s.Alpha)), math.Log((1 - s.Beta) / s.Alpha)
}

// LLR is the generalised SPRT's log likelihood ratio of counts of outcomes with the given
// scores, in the normal approximation fishtest uses (stat_util.LLR_logistic):
// N·(s1−s0)·(2·mu−s0−s1) / (2·var), with s0 and s1 the scores of Elo0 and Elo1, mu the
// mean score and var the variance of one outcome.
//
// Like fishtest (LLRcalc.regularize), an outcome never seen counts 0.001 times, so that a
// one-sided result (every pair won) has a variance and the test can stop.
func (s SPRT) LLR(counts []int, scores []float64) float64 {
	var n, mu, variance float64
	for _, c := range counts {
		n += max(float64(c), 1e-3)
	}
	if n < 1 {
		return 0
	}
	for i, c := range counts {
		mu += max(float64(c), 1e-3) * scores[i]
	}
	mu /= n
	for i, c := range counts {
		d := scores[i] - mu
		variance += max(float64(c), 1e-3) * d * d
	}
	variance /= n
	s0, s1 := ScoreFromElo(s.Elo0), ScoreFromElo(s.Elo1)
	return n * (s1 - s0) * (2*mu - s0 - s1) / variance / 2
}

// Verdict is the test's state at an LLR.
func (s SPRT) Verdict(llr float64) string {
	lower, upper := s.Bounds()
	switch {
	case llr >= upper:
		return "H1 accepted"
	case llr <= lower:
		return "H0 accepted"
	}
	return "inconclusive"
}
