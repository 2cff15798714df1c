package engine

import (
	"time"

	"siegeworks/rules"
)

// The time manager turns the limits into two times, as strong engines do:
//
//   - the optimum, the time a move should take when nothing special happens:
//     a share of the clock (clockMovesToGo moves still to play) plus most of the
//     increment;
//   - the maximum, a hard deadline the search never passes: a few optimums, but
//     never more than a fraction of what is left.
//
// After each completed iteration the search asks stopAfter whether to begin
// another. The optimum is stretched when the best move has just changed or the
// score has dropped (the position is not understood yet: thinking longer pays
// most there) and shrunk when the best move has stayed the same for many
// iterations (more time would only confirm it).
const (
	// clockMovesToGo: with no moves-to-go given, the clock is shared as if
	// this many moves were still to come. 25 spends about half the clock over
	// the next 17 moves; a game rarely needs more than 60 more moves, and the
	// increment comes on top.
	clockMovesToGo = 25
	// maxMovesToGo caps a moves-to-go from the GUI (40/5 and similar).
	maxMovesToGo = 40
	// clockIncShare: this share (in quarters) of the increment is spent on
	// every move; the rest builds a reserve.
	clockIncShare = 3
	// maxOptimums: the hard limit is at most this many optimums...
	maxOptimums = 5
	// ...and at most this share (in tenths) of what is left on the clock.
	maxClockShare = 4
	// defaultMoveOverhead covers the time between the GUI's clock and our
	// search: reading the command, writing the answer, scheduling. Limits.
	// MoveOverhead (the UCI option "Move Overhead") replaces it: a loaded
	// machine can delay a process by a few hundred milliseconds.
	defaultMoveOverhead = 30 * time.Millisecond
	// fixedOverhead is the margin kept from a fixed time per move.
	fixedOverhead = 3 * time.Millisecond
	// The stretch factors, in percent of the optimum. A new best move adds
	// bestMoveChangeStretch (half of it is forgotten at every iteration, so
	// several changes in a row add up); a score drop adds scoreDropStretch per
	// 10 cp below the previous iteration's score, up to scoreDropMaxStretch;
	// a best move unchanged for stableIterations iterations takes off
	// stableShrink. The total stays between minStretch and maxStretch.
	bestMoveChangeStretch = 60
	scoreDropStretch      = 8
	scoreDropMaxStretch   = 80
	stableIterations      = 4
	stableShrink          = 30
	minStretch            = 50
	maxStretch            = 250
	// nextIterationShare: when more than this share (in percent) of the
	// stretched optimum is spent, the next iteration, which usually takes
	// longer than all before it together, is not begun.
	nextIterationShare = 60
	// timeManagedDepth: below this depth iterations are too cheap to judge
	// the best move's stability by; they never stop the search early.
	timeManagedDepth = 5
)

// timeBudget is one search's time plan.
type timeBudget struct {
	timed    bool          // the search stops on time (else depth, nodes or Stop)
	clock    bool          // the time comes from a clock (so stopAfter may stretch it)
	optimum  time.Duration // the planned time for this move
	maximum  time.Duration // the hard deadline after the search's start
	lastBest rules.Move    // best move of the last completed iteration
	lastSc   int           // its score
	changes  int           // stretch from recent best-move changes, in percent
	stable   int           // iterations since the best move last changed
}

// budget plans the time of one search from the limits, the side to move and
// the level (whose own time applies when the limits say nothing).
func budget(lim Limits, us rules.Color, lv Level) timeBudget {
	switch {
	case lim.Infinite:
		return timeBudget{}
	case lim.MoveTime > 0:
		t := max(lim.MoveTime-fixedOverhead, time.Millisecond)
		return timeBudget{timed: true, optimum: t, maximum: t}
	case lim.WTime > 0 || lim.BTime > 0:
		left, inc := lim.WTime, lim.WInc
		if us == rules.Black {
			left, inc = lim.BTime, lim.BInc
		}
		overhead := defaultMoveOverhead
		if lim.MoveOverhead > 0 {
			overhead = lim.MoveOverhead
		}
		return clockBudget(left, inc, lim.MovesToGo, overhead)
	case lim.Depth > 0 || lim.Nodes > 0:
		return timeBudget{}
	}
	return timeBudget{timed: true, optimum: lv.MoveTime, maximum: lv.MoveTime}
}

// clockBudget shares the time left on a clock (with an increment per move and
// moves to go before the next time control, 0 for none), keeping the overhead
// in hand for every move still to come before the increment pays it back.
func clockBudget(left, inc time.Duration, movesToGo int, overhead time.Duration) timeBudget {
	mtg := clockMovesToGo
	if movesToGo > 0 {
		mtg = min(movesToGo, maxMovesToGo)
	}
	avail := max(left-overhead, time.Millisecond)
	opt := avail/time.Duration(mtg) + inc*clockIncShare/4
	hard := min(opt*maxOptimums, avail*maxClockShare/10)
	hard = max(hard, time.Millisecond)
	return timeBudget{timed: true, clock: true, optimum: min(opt, hard), maximum: hard}
}

// stopAfter is asked after each completed iteration: whether the search
// should end now, elapsed into it, given the iteration's best move and score.
func (b *timeBudget) stopAfter(depth int, best rules.Move, score int, elapsed time.Duration) bool {
	if !b.timed {
		return false
	}
	if !b.clock {
		return elapsed >= b.optimum
	}
	stretch := 100
	if depth > 1 {
		b.changes /= 2
		if best != b.lastBest {
			b.changes += bestMoveChangeStretch
			b.stable = 0
		} else {
			b.stable++
		}
		stretch += b.changes
		if drop := b.lastSc - score; drop > 0 && abs(score) < MateBound && abs(b.lastSc) < MateBound {
			stretch += min(drop/10*scoreDropStretch, scoreDropMaxStretch)
		}
		if b.stable >= stableIterations {
			stretch -= stableShrink
		}
	}
	b.lastBest, b.lastSc = best, score
	if depth < timeManagedDepth {
		return false
	}
	stretch = min(max(stretch, minStretch), maxStretch)
	planned := min(b.optimum*time.Duration(stretch)/100, b.maximum)
	return elapsed >= planned*nextIterationShare/100
}
