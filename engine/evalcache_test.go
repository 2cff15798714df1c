package engine

import (
	"testing"

	"siegeworks/rules"
)

// TestEvalCacheGivesTheEvaluatorsScore: in positions of seeded random games of
// every variant, the searcher's evaluation equals the evaluator's, both when
// computed and when it comes from the cache (the second call must find it
// there), so the cache cannot change a search.
func TestEvalCacheGivesTheEvaluatorsScore(t *testing.T) {
	for _, v := range rules.Variants {
		e := New(Options{HashMB: 1})
		s := e.s
		s.ev = e.evaluator(v, true)
		seen := 0
		eachRandomPosition(v, 0xeca^uint64(len(v.ID)), 10, 80, func(p *rules.Position) {
			s.pos = p
			var st evalState
			var ns netState
			want := s.ev.score(p, &st, &ns)
			if got := s.eval(); got != want {
				t.Fatalf("%s: %s: eval %d, the evaluator says %d", v.ID, p.FEN(), got, want)
			}
			slot := &s.evalCache.entries[p.Hash()&(1<<evalCacheBits-1)]
			if !slot.valid || slot.key != p.Hash() || int(slot.score) != want {
				t.Fatalf("%s: %s: the evaluation was not cached", v.ID, p.FEN())
			}
			if got := s.eval(); got != want {
				t.Fatalf("%s: %s: cached eval %d, the evaluator says %d", v.ID, p.FEN(), got, want)
			}
			seen++
		})
		if seen == 0 {
			t.Errorf("%s: no positions", v.ID)
		}
	}
}

// TestEvalCacheForgetsAnotherEvaluator: the same position under other weights
// is evaluated afresh, not read from what the first evaluator left.
func TestEvalCacheForgetsAnotherEvaluator(t *testing.T) {
	s := searcherAt(t, rules.Chess, "4k3/pppp4/8/8/8/5N2/PPPP4/4K3 w - - 0 1") // White a knight up
	first := s.eval()
	p := DefaultParamsFor(rules.Chess)
	p.KnightMg += 40
	p.KnightEg += 40
	s.ev = newEvaluator(rules.Chess, p)
	var st evalState
	want := s.ev.evaluate(s.pos, &st)
	if want == first {
		t.Fatalf("the changed weights do not change the score (%d): the test tests nothing", want)
	}
	if got := s.eval(); got != want {
		t.Fatalf("eval %d after the weights changed, want %d (the first evaluator's was %d)", got, want, first)
	}
}
