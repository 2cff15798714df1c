package engine

import (
	"testing"
	"time"

	"siegeworks/rules"
)

func TestClockBudgetShares(t *testing.T) {
	ms := time.Millisecond
	for _, c := range []struct {
		left, inc time.Duration
		mtg       int
	}{
		{10 * time.Second, 100 * ms, 0},
		{60 * time.Second, 0, 0},
		{2 * time.Second, 100 * ms, 0},
		{300 * ms, 100 * ms, 0},
		{5 * ms, 0, 0},
		{30 * time.Second, 0, 1},
		{30 * time.Second, 0, 5},
	} {
		b := clockBudget(c.left, c.inc, c.mtg, defaultMoveOverhead)
		if !b.timed || !b.clock {
			t.Fatalf("%v+%v: clock budget not timed", c.left, c.inc)
		}
		if b.optimum > b.maximum {
			t.Errorf("%v+%v mtg %d: optimum %v beyond maximum %v", c.left, c.inc, c.mtg, b.optimum, b.maximum)
		}
		// Never more than a share of what is left, whatever the increment:
		// the increment arrives only after the move.
		if lim := max(c.left*maxClockShare/10, time.Millisecond); b.maximum > lim {
			t.Errorf("%v+%v mtg %d: maximum %v, more than %v", c.left, c.inc, c.mtg, b.maximum, lim)
		}
	}
	// 10 s + 0.1 s: about a twenty-fifth of the clock plus most of the
	// increment, several times that at most.
	b := clockBudget(10*time.Second, 100*time.Millisecond, 0, defaultMoveOverhead)
	if b.optimum < 400*ms || b.optimum > 550*ms {
		t.Errorf("10+0.1: optimum %v, want 0.4-0.55 s", b.optimum)
	}
	if b.maximum < 2*b.optimum {
		t.Errorf("10+0.1: maximum %v leaves no room to think longer than %v", b.maximum, b.optimum)
	}
	// A larger overhead leaves more in hand.
	if slow := clockBudget(time.Second, 0, 0, 300*time.Millisecond); slow.maximum > 280*time.Millisecond {
		t.Errorf("1 s left with 300 ms overhead: maximum %v", slow.maximum)
	}
	// One move to the time control: spend more, but not everything.
	one := clockBudget(30*time.Second, 0, 1, defaultMoveOverhead)
	if one.optimum < 5*time.Second || one.maximum >= 30*time.Second {
		t.Errorf("one move to go with 30 s: optimum %v, maximum %v", one.optimum, one.maximum)
	}
}

// The stretched time: longer when the best move changes or the score drops,
// shorter when the best move stays, never past the maximum.
func TestStopAfterStretches(t *testing.T) {
	const ms = time.Millisecond
	a, c := rules.Move(1), rules.Move(2)
	// A plan of 1 s optimum; the next iteration is not begun after 60% of
	// the (stretched) optimum.
	run := func(bests []rules.Move, scores []int) (stopAt time.Duration) {
		for el := 10 * ms; el < 10*time.Second; el += 10 * ms {
			b := timeBudget{timed: true, clock: true, optimum: time.Second, maximum: 3 * time.Second}
			stopped := false
			for i := range bests {
				if b.stopAfter(timeManagedDepth+i-len(bests)+1, bests[i], scores[i], el) {
					stopped = true
					break
				}
			}
			if stopped {
				return el
			}
		}
		return 10 * time.Second
	}
	plain := run([]rules.Move{a, a, c, c}, []int{20, 20, 20, 20})
	changed := run([]rules.Move{a, a, a, c}, []int{20, 20, 20, 20})
	dropped := run([]rules.Move{a, a, a, a}, []int{20, 20, 20, -60})
	stable := run([]rules.Move{a, a, a, a, a, a, a}, []int{20, 20, 20, 20, 20, 20, 20})
	if !(changed > plain) {
		t.Errorf("a new best move did not give more time: %v, %v without", changed, plain)
	}
	if !(dropped > stable) {
		t.Errorf("a score drop did not give more time: %v, %v without", dropped, stable)
	}
	if !(stable < plain) {
		t.Errorf("a stable best move did not save time: %v, %v when it changed earlier", stable, plain)
	}
	// Everything changing at once is capped by the maximum.
	wild := run([]rules.Move{a, c, a, c, a, c}, []int{300, 200, 100, 0, -100, -200})
	if wild > 3*time.Second*nextIterationShare/100 {
		t.Errorf("stretched past the maximum: %v", wild)
	}
	// Shallow iterations never stop the search.
	b := timeBudget{timed: true, clock: true, optimum: ms, maximum: 3 * ms}
	if b.stopAfter(timeManagedDepth-1, a, 0, time.Second) {
		t.Error("stopped before the time-managed depth")
	}
	// A fixed time per move is used whole.
	f := budget(Limits{MoveTime: time.Second}, rules.White, Levels[MaxLevel])
	if f.stopAfter(20, a, 0, 900*ms) || !f.stopAfter(20, a, 0, time.Second) {
		t.Error("a fixed move time is not used whole")
	}
}
