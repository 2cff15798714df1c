package match

import (
	"math"
	"testing"
)

func near(t *testing.T, what string, got, want, tol float64) {
	t.Helper()
	if math.Abs(got-want) > tol {
		t.Errorf("%s = %.6f, want %.6f", what, got, want)
	}
}

// The numbers below are worked by hand from the formulas (fishtest's stat_util, cutechess's
// Elo interval), so that a change in the code that changes a number is seen.
func TestTrinomialEstimate(t *testing.T) {
	// 60 wins, 20 draws, 20 losses: mu = (60+10)/100 = 0.7.
	// var = (60·0.3² + 20·0.2² + 20·0.7²)/100 = (5.4+0.8+9.8)/100 = 0.16; stderr = 0.04.
	// Elo = -400·log10(1/0.7-1) = 147.19; interval 0.7 ± 0.0784: 0.6216 .. 0.7784;
	// Elo(0.7784) = 218.25, Elo(0.6216) = 86.23, half width 66.01.
	// LOS = Phi(0.2/0.04) = Phi(5) = 0.99999971.
	e := EstimateFrom([]int{20, 20, 60}, TrinomialScores)
	near(t, "score", e.Score, 0.7, 1e-12)
	near(t, "elo", e.Elo, 147.19, 0.01)
	near(t, "error", e.Error, (EloFromScore(0.7+z95*0.04)-EloFromScore(0.7-z95*0.04))/2, 1e-9)
	near(t, "error", e.Error, 66.01, 0.01)
	near(t, "los", e.LOS, 0.9999997133, 1e-9)
	if e.N != 100 {
		t.Errorf("N = %d", e.N)
	}
}

func TestPentanomialEstimate(t *testing.T) {
	// Pairs: 0 point ×5, ½ ×10, 1 ×20, 1½ ×10, 2 ×5 (50 pairs): symmetric, mu = 0.5.
	// var = (5·0.25 + 10·0.0625 + 0 + 10·0.0625 + 5·0.25)/50 = 3.75/50 = 0.075,
	// stderr = sqrt(0.075/50) = 0.0387298; interval 0.5 ± 0.0759090:
	// Elo(0.5759090) = 53.16 = −Elo(0.4240910), so the error bar is ±53.16, the Elo 0, LOS ½.
	e := EstimateFrom([]int{5, 10, 20, 10, 5}, PentanomialScores)
	near(t, "elo", e.Elo, 0, 1e-9)
	near(t, "error", e.Error, 53.16, 0.01)
	near(t, "los", e.LOS, 0.5, 1e-12)
}

func TestSPRT(t *testing.T) {
	s := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	lo, hi := s.Bounds()
	near(t, "lower", lo, -2.944439, 1e-6) // ln(0.05/0.95)
	near(t, "upper", hi, 2.944439, 1e-6)
	// Pentanomial [100, 800, 2000, 900, 200] (4000 pairs):
	// mu = (800·0.25 + 2000·0.5 + 900·0.75 + 200)/4000 = 2075/4000 = 0.51875.
	// var = Σ c·(x−mu)² / N = (100·0.2691016 + 800·0.0725391 + 2000·0.0003516
	//       + 900·0.0533203 + 200·0.2316016)/4000 = 0.0449609; s0 = 0.5,
	// s1 = 1/(1+10^(-5/400)) = 0.5071951.
	// LLR = 4000·0.0071951·(1.0375−1.0071951)/0.0449609/2 = 9.6994.
	counts := []int{100, 800, 2000, 900, 200}
	_, mu, v := meanVar(counts, PentanomialScores)
	near(t, "mu", mu, 0.51875, 1e-12)
	near(t, "var", v, 0.0449609375, 1e-9)
	s1 := ScoreFromElo(5)
	near(t, "s1", s1, 0.5071951, 1e-7)
	llr := s.LLR(counts, PentanomialScores)
	near(t, "llr", llr, 4000*(s1-0.5)*(2*0.51875-0.5-s1)/0.0449609375/2, 1e-9)
	near(t, "llr", llr, 9.6994, 0.0001)
	if s.Verdict(llr) != "H1 accepted" {
		t.Errorf("verdict %q", s.Verdict(llr))
	}
	// A dead-level trinomial result leans to H0: mu = 0.5 < (s0+s1)/2.
	// [300, 400, 300]: var = 0.15, LLR = 1000·0.0071951·(1−1.0071951)/0.15/2 = −0.17256.
	llr = s.LLR([]int{300, 400, 300}, TrinomialScores)
	near(t, "llr", llr, -0.17256, 0.00001)
	if s.Verdict(llr) != "inconclusive" || s.Verdict(-3) != "H0 accepted" {
		t.Errorf("verdicts %q %q", s.Verdict(llr), s.Verdict(-3))
	}
	// Every pair won: the unseen outcomes count 0.001 times, and the test accepts H1.
	if llr := s.LLR([]int{0, 0, 0, 0, 3}, PentanomialScores); s.Verdict(llr) != "H1 accepted" {
		t.Errorf("three pairs won: LLR %.3f", llr)
	}
	if s.LLR(nil, PentanomialScores) != 0 {
		t.Error("LLR of no pairs")
	}
}

func TestEloOfAnEvenScoreIsZero(t *testing.T) {
	if e := EloFromScore(0.5); e != 0 || math.Signbit(e) {
		t.Errorf("Elo of ½: %v", e)
	}
}
