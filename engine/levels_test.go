package engine

import "testing"

// The ratings shown to players rise with the level, by steps of roughly even
// size (the Engine issue: "steps roughly even from a beginner to full
// strength"), from a beginner's to a strong club player's.
func TestLevelRatingsRiseEvenly(t *testing.T) {
	if Levels[MinLevel].Rating < 400 || Levels[MinLevel].Rating > 1000 {
		t.Errorf("level %d is rated %d, not a beginner's rating", MinLevel, Levels[MinLevel].Rating)
	}
	for l := MinLevel + 1; l <= MaxLevel; l++ {
		step := Levels[l].Rating - Levels[l-1].Rating
		if step < 100 || step > 350 {
			t.Errorf("level %d is %d above level %d; the steps should be 100-350", l, step, l-1)
		}
	}
}
