package rules

import (
	"fmt"
	"regexp"
	"strconv"
	"time"
)

// ReasonTimeNoMate: a side's time ran out, but its opponent could not have mated.
const ReasonTimeNoMate Reason = "time forfeit against insufficient material"

// CannotMate tells whether side c has too little to checkmate by the variant's
// insufficient-material rule (docs/RULES.md §1, §2.5, §3, §4.6; Turnover has none): a lone king,
// or in orthodox chess, Gunnery Chess and Chess++ (while c has no Catapult) a king with a
// single bishop or knight. A flag fall against such a side is a draw.
func (p *Position) CannotMate(c Color) bool {
	v := p.variant
	if v.turnover {
		return false
	}
	var others, minors int
	for k := Pawn; k < kindCount; k++ {
		if k == King {
			continue
		}
		n := int(p.count[c][k])
		others += n
		if k == Knight || k == Bishop {
			minors += n
		}
	}
	switch {
	case others == 0:
		return true
	case v.turrets || others != 1 || minors != 1:
		return false
	}
	hasCatapult := p.catapults[c][0].Square != NoSquare || p.catapults[c][1].Square != NoSquare
	return !hasCatapult
}

// SetClock records the time the player who made the ply-th move (1 = the first) had left
// after it, for the record (PGN %clk comments).
func (g *Game) SetClock(ply int, left time.Duration) {
	if ply < 1 || ply > len(g.moves) {
		return
	}
	for len(g.clocks) < ply {
		g.clocks = append(g.clocks, -1)
	}
	g.clocks[ply-1] = left
}

// Clock is the time recorded after the ply-th move; ok is false when none was.
func (g *Game) Clock(ply int) (time.Duration, bool) {
	if ply < 1 || ply > len(g.clocks) || g.clocks[ply-1] < 0 {
		return 0, false
	}
	return g.clocks[ply-1], true
}

// clockComment is the PGN comment for a remaining time: {[%clk 0:04:59]}; under a minute
// and not on a whole second, with tenths ({[%clk 0:00:07.4]}), which fast games need.
func clockComment(d time.Duration) string {
	if r := d.Round(100 * time.Millisecond); r >= 0 && r < time.Minute && r%time.Second != 0 {
		return fmt.Sprintf("{[%%clk 0:00:%04.1f]}", r.Seconds())
	}
	s := int(d.Round(time.Second) / time.Second)
	return fmt.Sprintf("{[%%clk %d:%02d:%02d]}", s/3600, s/60%60, s%60)
}

var clockInComment = regexp.MustCompile(`\[%clk\s+(\d+):(\d\d):(\d\d(?:\.\d+)?)\]`)

// parseClockComment reads a %clk command from a comment's text.
func parseClockComment(comment string) (time.Duration, bool) {
	m := clockInComment.FindStringSubmatch(comment)
	if m == nil {
		return 0, false
	}
	h, _ := strconv.Atoi(m[1])
	mi, _ := strconv.Atoi(m[2])
	sec, _ := strconv.ParseFloat(m[3], 64)
	return time.Duration(h)*time.Hour + time.Duration(mi)*time.Minute + time.Duration(sec*float64(time.Second)), true
}
