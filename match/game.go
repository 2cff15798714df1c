package match

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"siegeworks/rules"
)

// TimeControl is a match's clock: Base per side and Inc added after every move, or, when
// Base is zero, MoveTime for every move, or, when Nodes is set, that many nodes a move and
// no clock (for changes that leave the speed alone, such as evaluation weights: the result
// then does not depend on the machine's load, and a game from a given opening is the same
// every time, so a match of Nodes needs as many openings as pairs).
type TimeControl struct {
	Base, Inc, MoveTime time.Duration
	Nodes               uint64
}

// nodeTimeLimit is how long a player of a node-limited match may think before it is given
// up for hung: far more than any sensible node count takes.
const nodeTimeLimit = time.Minute

// ParseTimeControl reads "seconds+increment" ("10+0.1", "60", "0.5+0.05").
func ParseTimeControl(s string) (TimeControl, error) {
	base, inc, _ := strings.Cut(s, "+")
	b, err := strconv.ParseFloat(base, 64)
	if err != nil || b <= 0 {
		return TimeControl{}, fmt.Errorf("time control %q is not seconds+increment like 10+0.1", s)
	}
	tc := TimeControl{Base: seconds(b)}
	if inc != "" {
		i, err := strconv.ParseFloat(inc, 64)
		if err != nil || i < 0 {
			return TimeControl{}, fmt.Errorf("time control %q is not seconds+increment like 10+0.1", s)
		}
		tc.Inc = seconds(i)
	}
	return tc, nil
}

func seconds(f float64) time.Duration { return time.Duration(f * float64(time.Second)) }

// String is the PGN TimeControl tag: "10+0.1", or "1/0.1" (one move in 0.1 s, again and
// again) for a fixed time per move.
func (tc TimeControl) String() string {
	sec := func(d time.Duration) string { return strconv.FormatFloat(d.Seconds(), 'f', -1, 64) }
	if tc.Nodes > 0 {
		return "-" // PGN's "no time control"; the Event line and the runner's output say the nodes
	}
	if tc.Base == 0 {
		return "1/" + sec(tc.MoveTime)
	}
	if tc.Inc == 0 {
		return sec(tc.Base)
	}
	return sec(tc.Base) + "+" + sec(tc.Inc)
}

// Opening is a named move sequence from the variant's start position.
type Opening struct {
	Name  string
	Moves []rules.Move
}

// GameOptions are the rules of a match game beyond the variant's: the clock, a cap on the
// plies (the game is then a draw by "move limit") and the margin a player may overrun its
// time by before it is given up for hung (a move that comes within the margin still loses
// on time when the clocks run).
type GameOptions struct {
	TC       TimeControl
	MaxPlies int
	Margin   time.Duration
}

// ReasonMoveLimit ends a game drawn at the ply cap; it is the runner's, not a rule's.
const ReasonMoveLimit rules.Reason = "move limit"

// Played is a finished game and, when a player lost it by a fault rather than on the board
// (time, no reply, a crash, an illegal or garbled move), a sentence saying so.
type Played struct {
	Game  *rules.Game
	Fault string
}

func colorName(c rules.Color) string {
	if c == rules.White {
		return "White"
	}
	return "Black"
}

func winFor(c rules.Color) rules.Result {
	if c == rules.White {
		return rules.ResultWhiteWins
	}
	return rules.ResultBlackWins
}

// PlayGame plays a game after the opening. It ends by the rules alone — checkmate,
// stalemate, the variant's own endings, insufficient material, repetition and the 50-move
// rule (claimed for the players as soon as they may) — or on time (a draw when the other
// side cannot mate), by a player's fault, or at the ply cap.
func PlayGame(v *rules.Variant, op Opening, white, black Player, o GameOptions) (Played, error) {
	g := rules.NewGame(v)
	for _, m := range op.Moves {
		if err := g.Play(m); err != nil {
			return Played{}, fmt.Errorf("opening %s: %v", op.Name, err)
		}
	}
	players := [2]Player{white, black}
	sides := [2]rules.Color{rules.White, rules.Black}
	lose := func(c rules.Color, why string) Played {
		text := fmt.Sprintf("%s (%s) %s", colorName(c), players[sideIndex(c)].Name(), why)
		g.RecordResult(winFor(c.Other()), rules.Reason("forfeit: "+text))
		return Played{Game: g, Fault: text}
	}
	for i, p := range players {
		if err := p.NewGame(v); err != nil {
			return lose(sides[i], "could not start a game: "+err.Error()), nil
		}
	}
	timed := o.TC.Base > 0 && o.TC.Nodes == 0
	left := [2]time.Duration{o.TC.Base, o.TC.Base}
	for !g.Over() {
		if _, ok := g.ClaimableDraw(); ok {
			if err := g.ClaimDraw(); err != nil {
				return Played{}, err
			}
			break
		}
		if o.MaxPlies > 0 && g.Ply() >= o.MaxPlies {
			g.RecordResult(rules.ResultDraw, ReasonMoveLimit)
			break
		}
		us := g.Position().SideToMove()
		i := sideIndex(us)
		c := Clock{MoveTime: o.TC.MoveTime}
		budget := o.TC.MoveTime
		switch {
		case o.TC.Nodes > 0:
			c, budget = Clock{Nodes: o.TC.Nodes}, nodeTimeLimit
		case timed:
			c = Clock{WTime: left[0], BTime: left[1], WInc: o.TC.Inc, BInc: o.TC.Inc}
			budget = left[i]
		}
		ctx, cancel := context.WithTimeout(context.Background(), budget+o.Margin)
		start := time.Now()
		m, err := players[i].Move(ctx, g, c)
		elapsed := time.Since(start)
		cancel()
		if errors.Is(err, ErrNoReply) && timed {
			_ = g.Forfeit(us)
			return Played{Game: g, Fault: fmt.Sprintf("%s (%s) gave no move within its time plus %v", colorName(us), players[i].Name(), o.Margin)}, nil
		}
		if err != nil {
			return lose(us, err.Error()), nil
		}
		if timed {
			left[i] -= elapsed
			if left[i] < 0 {
				_ = g.Forfeit(us)
				return Played{Game: g, Fault: fmt.Sprintf("%s (%s) overstepped its time by %v", colorName(us), players[i].Name(), (-left[i]).Round(time.Millisecond))}, nil
			}
			left[i] += o.TC.Inc
		}
		if err := g.Play(m); err != nil {
			return lose(us, fmt.Sprintf("played the illegal move %s", m)), nil
		}
		if timed {
			g.SetClock(g.Ply(), left[i])
		}
	}
	return Played{Game: g}, nil
}

func sideIndex(c rules.Color) int {
	if c == rules.White {
		return 0
	}
	return 1
}
