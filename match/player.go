// Package match plays games and matches between players — the engine's levels, a random
// mover, a beginner and any UCI engine run as a subprocess — under a real clock, ends
// games by the rules alone, writes PGN and computes the result with its Elo error bar and
// an SPRT. It is a measuring tool: the engine package stays the AI.
package match

import (
	"context"
	"errors"
	"fmt"
	"time"

	"siegeworks/engine"
	"siegeworks/rules"
)

// Clock is what a player is told when asked for a move: the clocks (WTime, BTime and the
// increments), or, when both clocks are zero, a fixed time per move, or, when Nodes is set,
// a number of nodes to search.
type Clock struct {
	WTime, BTime, WInc, BInc time.Duration
	MoveTime                 time.Duration
	Nodes                    uint64
}

// Timed reports whether the clocks run (rather than a fixed time per move).
func (c Clock) Timed() bool { return c.WTime > 0 || c.BTime > 0 }

// Player chooses moves. Move returns when it has a move or when ctx ends (then with an
// error); calls never overlap.
type Player interface {
	Name() string
	// NewGame readies the player for a new game of v.
	NewGame(v *rules.Variant) error
	Move(ctx context.Context, g *rules.Game, c Clock) (rules.Move, error)
	Close()
}

// ErrNoReply is a player's failure to move before its deadline.
var ErrNoReply = errors.New("no move before its time plus the margin")

// LevelPlayer is one of the engine's levels, told the clock as search limits.
type LevelPlayer struct {
	Level int
	E     *engine.Engine
}

// NewLevelPlayer makes a level with its own engine and hash table (MB; 0: the engine's
// default).
func NewLevelPlayer(level int, seed uint64, hashMB int) *LevelPlayer {
	return &LevelPlayer{Level: level, E: engine.New(engine.Options{Level: level, HashMB: hashMB, Seed: seed})}
}

func (p *LevelPlayer) Name() string { return fmt.Sprintf("Siegeworks level %d", p.Level) }

func (p *LevelPlayer) NewGame(*rules.Variant) error { p.E.NewGame(); return nil }

func (p *LevelPlayer) Move(ctx context.Context, g *rules.Game, c Clock) (rules.Move, error) {
	lim := engine.Limits{MoveTime: c.MoveTime}
	switch {
	case c.Nodes > 0:
		lim = engine.Limits{Nodes: c.Nodes}
	case c.Timed():
		lim = engine.Limits{WTime: c.WTime, BTime: c.BTime, WInc: c.WInc, BInc: c.BInc}
	}
	r := p.E.Search(ctx, g.Position(), lim, nil)
	if ctx.Err() != nil {
		return rules.NoMove, ErrNoReply
	}
	if r.Move == rules.NoMove {
		return rules.NoMove, errors.New("the engine found no move")
	}
	return r.Move, nil
}

func (p *LevelPlayer) Close() {}

// SimplePlayer adapts the engine's untimed players (random, beginner), which answer at
// once.
type SimplePlayer struct {
	Label string
	P     engine.Player
}

func (p *SimplePlayer) Name() string { return p.Label }

func (p *SimplePlayer) NewGame(*rules.Variant) error { p.P.NewGame(); return nil }

func (p *SimplePlayer) Move(_ context.Context, g *rules.Game, _ Clock) (rules.Move, error) {
	m, _ := p.P.Move(g)
	if m == rules.NoMove {
		return m, errors.New("no move")
	}
	return m, nil
}

func (p *SimplePlayer) Close() {}
