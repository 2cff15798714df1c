package engine

import (
	"testing"

	"siegeworks/rules"
)

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

// The levels as played per variant: Turnover doubles the temperatures and windows; its
// 2025 rules raise level 1's temperature by a quarter more and search 7 plies at level 6
// (the ladder's reasons are at levelFor); every other variant plays the table as it is.
func TestLevelsPerVariant(t *testing.T) {
	for _, c := range []struct {
		v            *rules.Variant
		level        int
		depth, temp1 int
	}{
		{rules.Chess, 6, 6, 0},
		{rules.Turnover, 6, 6, 0},
		{rules.Turnover2025, 6, 7, 0},
		{rules.Chess, 1, 1, 240},
		{rules.Turnover, 1, 1, 480},
		{rules.Turnover2025, 1, 1, 600},
	} {
		lv := levelFor(c.v, c.level)
		if lv.Depth != c.depth || lv.Temperature != c.temp1 {
			t.Errorf("%s level %d: depth %d, temperature %d; want %d, %d", c.v.ID, c.level, lv.Depth, lv.Temperature, c.depth, c.temp1)
		}
	}
	if lv := levelFor(rules.Turnover2025, 5); lv.Temperature != 2*Levels[5].Temperature || lv.Window != 2*Levels[5].Window {
		t.Errorf("turnover-2025 level 5: temperature %d, window %d", lv.Temperature, lv.Window)
	}
}
