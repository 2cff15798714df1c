package session

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"siegeworks/i18n"
	"siegeworks/rules"
)

// TimeControl is a game's time: Base for each player, plus Inc after every move. The zero
// value is a game without clocks.
type TimeControl struct {
	Base, Inc time.Duration
}

// On tells whether the game has clocks.
func (tc TimeControl) On() bool { return tc.Base > 0 }

// String is the usual short form, minutes + seconds: "5+3"; "" without clocks.
func (tc TimeControl) String() string {
	if !tc.On() {
		return ""
	}
	return fmt.Sprintf("%s+%d", strconv.FormatFloat(tc.Base.Minutes(), 'f', -1, 64), int(tc.Inc.Seconds()))
}

// ParseTimeControl reads "minutes+seconds" ("5+3", "0.5+0", "90+30"); "" is no clock.
func ParseTimeControl(s string) (TimeControl, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return TimeControl{}, nil
	}
	base, inc, ok := strings.Cut(s, "+")
	if !ok {
		inc = "0"
	}
	m, err1 := strconv.ParseFloat(strings.TrimSpace(base), 64)
	sec, err2 := strconv.Atoi(strings.TrimSpace(inc))
	if err1 != nil || err2 != nil || m <= 0 || m > 600 || sec < 0 || sec > 600 {
		return TimeControl{}, errors.New(i18n.L("a time control is minutes + seconds per move, like 5+3"))
	}
	return TimeControl{Base: time.Duration(m * float64(time.Minute)), Inc: time.Duration(sec) * time.Second}, nil
}

// PGNTag is the PGN TimeControl tag: seconds+increment ("300+3").
func (tc TimeControl) PGNTag() string {
	return fmt.Sprintf("%d+%d", int(tc.Base.Seconds()), int(tc.Inc.Seconds()))
}

// TimeControlFromTag reads a PGN TimeControl tag of the form seconds+increment.
func TimeControlFromTag(tag string) TimeControl {
	base, inc, _ := strings.Cut(tag, "+")
	b, err := strconv.Atoi(base)
	if err != nil || b <= 0 {
		return TimeControl{}
	}
	i, _ := strconv.Atoi(inc)
	return TimeControl{Base: time.Duration(b) * time.Second, Inc: time.Duration(i) * time.Second}
}

// TimeControlChoices are the usual time controls a new game offers.
var TimeControlChoices = []string{"1+0", "3+2", "5+3", "10+5", "15+10"}

// LowTime tells whether a clock shows little time: under 20 seconds, or a tenth of the base.
func (tc TimeControl) LowTime(d time.Duration) bool {
	return d < 20*time.Second || d < tc.Base/10
}

// ClockText shows a time left: "4:59", "0:09.5" under ten seconds, "1:02:03" over an hour.
func ClockText(d time.Duration) string {
	if d < 10*time.Second {
		return fmt.Sprintf("0:%04.1f", d.Seconds())
	}
	s := int(d / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// clocks is a session's chess clock: the time each side has left at the start of the
// present turn, and when that turn began. As on lichess, no clock runs before both sides
// have made their first move.
type clocks struct {
	tc        TimeControl
	next      TimeControl // the time control of the next game started
	left      [2]time.Duration
	turnStart time.Time
	paused    bool // a person stopped the game (or left it); the clock stands still
	held      bool // the connection to the person elsewhere is down; the clocks stand still
}

// clockNow is the session's clock source (tests replace it).
func (s *Session) clockNow() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// TimeControl is the game's time control (zero: no clocks).
func (s *Session) TimeControl() TimeControl { return s.clock.tc }

// SetTimeControl sets the time control of the next game Start begins.
func (s *Session) SetTimeControl(tc TimeControl) { s.clock.next = tc }

// ClockLeft is the time side c has left now, counting the present turn's time.
func (s *Session) ClockLeft(c rules.Color) time.Duration {
	left := s.clock.left[c]
	if s.ClockRunning(c) {
		left -= s.clockNow().Sub(s.clock.turnStart)
	}
	return max(left, 0)
}

// ClocksRunning tells whether a clock is running: a clocked game in progress, not paused,
// where both sides have made their first move.
func (s *Session) ClocksRunning() bool {
	return s.clock.tc.On() && !s.game.Over() && !s.clock.paused && !s.clock.held && s.game.Ply() >= 2
}

// ClockRunning tells whether side c's clock is the one running.
func (s *Session) ClockRunning(c rules.Color) bool { return s.ClocksRunning() && s.ToMove() == c }

// resetClocks sets each side's time from the game record (the last time recorded after a
// move of that side), else the full base time, and starts the turn now: after a new game,
// a loaded game, an undo or a redo.
func (s *Session) resetClocks() {
	s.clock.left = [2]time.Duration{s.clock.tc.Base, s.clock.tc.Base}
	for ply := 1; ply <= s.game.Ply(); ply++ {
		if d, ok := s.game.Clock(ply); ok {
			s.clock.left[s.sideAt(ply-1)] = d
		}
	}
	s.clock.turnStart = s.clockNow()
}

// chargeMove takes the time of the turn from the mover's clock and adds the increment (a
// side's first move, made before the clocks run, costs nothing and earns nothing); reported,
// when not negative, is the thinking time the mover measured on their own machine, charged
// instead of the time the turn took here. It returns the time charged, and false when the
// mover's time had already run out (the move does not count).
func (s *Session) chargeMove(reported time.Duration) (time.Duration, bool) {
	if !s.ClocksRunning() {
		return 0, true
	}
	mover := s.ToMove()
	thought := reported
	if thought < 0 {
		thought = s.clockNow().Sub(s.clock.turnStart)
	}
	left := s.clock.left[mover] - thought
	if left <= 0 {
		return thought, false
	}
	s.clock.left[mover] = left + s.clock.tc.Inc
	return thought, true
}

// stopClock charges the running side the time of its turn so far and stops the clock
// there: when the game ends by resignation, agreement or a claim, and on a pause.
func (s *Session) stopClock() {
	if !s.ClocksRunning() {
		return
	}
	side := s.ToMove()
	s.clock.left[side] = s.ClockLeft(side)
	s.clock.turnStart = s.clockNow()
}

// recordMove writes the mover's time into the record and starts the next turn.
func (s *Session) recordMove(mover rules.Color) {
	if !s.clock.tc.On() {
		return
	}
	s.game.SetClock(s.game.Ply(), s.clock.left[mover])
	s.clock.turnStart = s.clockNow()
}

// CheckFlag ends the game when the side to move has run out of time: a loss, or a draw
// when the opponent could not mate. It reports whether the flag fell.
//
// The flag of a person elsewhere falls on their machine, which tells (Concede): here their
// clock only shows the time running out.
func (s *Session) CheckFlag() bool {
	if !s.ClocksRunning() || s.ClockLeft(s.ToMove()) > 0 || IsRemote(s.players[s.ToMove()]) {
		return false
	}
	side := s.ToMove()
	s.stopAll()
	s.clock.left[side] = 0
	if err := s.game.Forfeit(side); err != nil {
		return false
	}
	s.premove = rules.NoMove
	s.changed(true)
	s.tellEnded()
	s.emit(Event{Kind: EvEnded})
	return true
}
