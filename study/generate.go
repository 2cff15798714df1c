package study

import (
	"context"
	"fmt"

	"siegeworks/engine"
	"siegeworks/rules"
)

// GenOptions bound puzzle generation.
type GenOptions struct {
	Games      int    // self-play games to play at most
	Want       int    // stop after this many puzzles (0: play every game)
	Seed       uint64 // varies the openings and the players' levels
	PlayNodes  uint64 // the self-play players' budget per move
	ScanNodes  uint64 // the quick look at every position
	DeepNodes  uint64 // the deep search that confirms a puzzle
	CheckNodes uint64 // the budget Verify must pass with (the one the tests use)
	MaxLine    int    // player moves in a solution at most
}

// DefaultGenOptions are what `siege puzzles` uses.
func DefaultGenOptions() GenOptions {
	return GenOptions{Games: 400, Want: 50, Seed: 1, PlayNodes: 5000, ScanNodes: 6000, DeepNodes: 300000,
		CheckNodes: CheckNodes, MaxLine: 3}
}

// CheckNodes is the search budget with which every shipped puzzle is verified by the
// tests (and by the generator before it keeps a puzzle).
const CheckNodes = 150000

// Generate plays self-play games between engine levels that make mistakes and keeps the
// positions where the side to move has one decisive move: unique by a wide margin at the
// deep search, still the choice at the check budget, and not a plain recapture. found
// receives each puzzle; seen holds the FENs already taken (it is updated).
func Generate(ctx context.Context, v *rules.Variant, o GenOptions, seen map[string]bool, found func(*Puzzle), progress func(game int)) error {
	rng := o.Seed*0x9E3779B97F4A7C15 + 1
	next := func() uint64 {
		rng ^= rng << 13
		rng ^= rng >> 7
		rng ^= rng << 17
		return rng
	}
	openings := engine.Openings(v, min(o.Games, 300), 4, o.Seed)
	scan := engine.New(engine.Options{Level: 8, HashMB: 16})
	deep := engine.New(engine.Options{Level: 8, HashMB: 64})
	players := [2]*engine.Engine{engine.New(engine.Options{HashMB: 8}), engine.New(engine.Options{HashMB: 8})}
	n := 0
	for gi, op := range openings {
		if ctx.Err() != nil || (o.Want > 0 && n >= o.Want) {
			break
		}
		if progress != nil {
			progress(gi)
		}
		for c := range players {
			players[c].SetLevel(3 + int(next()%4)) // 3..6: strong enough to set up tactics, weak enough to allow them
			players[c].SetSeed(next())
			players[c].NewGame()
		}
		g := rules.NewGame(v)
		for _, m := range op {
			if err := g.Play(m); err != nil {
				return err
			}
		}
		perGame, lastPly := 0, -100
		for !g.Over() && g.Ply() < 120 && ctx.Err() == nil {
			pos := g.Position()
			if g.Ply() >= 8 && perGame < 4 && g.Ply()-lastPly >= 4 {
				if p := candidate(scan, deep, g, o); p != nil && !seen[p.FEN] {
					seen[p.FEN] = true
					n++
					perGame++
					lastPly = g.Ply()
					p.ID = fmt.Sprintf("%s-%03d", v.ID, n)
					found(p)
					if o.Want > 0 && n >= o.Want {
						break
					}
				}
			}
			r := players[pos.SideToMove()].Search(ctx, pos, engine.Limits{Nodes: o.PlayNodes}, nil)
			if r.Move == rules.NoMove {
				break
			}
			if err := g.Play(r.Move); err != nil {
				return err
			}
		}
	}
	return nil
}

// candidate examines the game's current position as a puzzle.
func candidate(scan, deep *engine.Engine, g *rules.Game, o GenOptions) *Puzzle {
	pos := g.Position()
	v := pos.Variant()
	if !realChoice(pos) {
		return nil
	}
	quick := Examine(scan, pos, engine.Limits{Nodes: o.ScanNodes})
	p := pawn(v)
	if quick.Score < 2*p || quick.Second > quick.Score-2*p {
		return nil
	}
	if recapture(g, quick.Best) {
		return nil
	}
	c := Examine(deep, pos, engine.Limits{Nodes: o.DeepNodes})
	if !c.Unique(v) || recapture(g, c.Best) {
		return nil
	}
	line := []rules.Move{c.Best}
	after := pos.Clone()
	after.MakeMove(c.Best)
	for len(line) < 2*o.MaxLine-1 && after.Status() == rules.Ongoing && c.Reply != rules.NoMove && legal(after, c.Reply) {
		reply := c.Reply
		after.MakeMove(reply)
		if after.Status() != rules.Ongoing {
			after.UnmakeMove()
			break
		}
		next := Examine(deep, after, engine.Limits{Nodes: o.DeepNodes})
		if !next.Unique(v) {
			after.UnmakeMove()
			break
		}
		line = append(line, reply, next.Best)
		after.MakeMove(next.Best)
		c = next
	}
	pz := &Puzzle{Variant: v, FEN: pos.FEN(), Themes: Themes(pos, line)}
	for _, m := range line {
		pz.Line = append(pz.Line, m.String())
	}
	// A line that stops short of mate after a mate score would leave the player
	// guessing; it is kept as a "win" puzzle (Themes marks mate only when it ends so).
	if Verify(pz, o.CheckNodes) != nil {
		return nil
	}
	pz.Rating = rate(pos, line)
	return pz
}

// realChoice tells whether the player has a choice worth a puzzle: at least three legal
// moves (a forced king step out of check is no puzzle).
func realChoice(pos *rules.Position) bool { return legalCount(pos) >= 3 }

// recapture tells whether the move just takes back on the square where the opponent has
// just captured — too easy to be a puzzle.
func recapture(g *rules.Game, m rules.Move) bool {
	if g.Ply() == 0 {
		return false
	}
	prev := g.Moves()[g.Ply()-1]
	before := g.PositionAt(g.Ply() - 1)
	return before.IsCapture(prev) && m.To() == prev.To() && g.Position().IsCapture(m)
}

// rate estimates a puzzle's difficulty from the depth at which a search first settles on
// the solution and from the length of the line.
func rate(pos *rules.Position, line []rules.Move) int {
	e := engine.New(engine.Options{Level: 8, HashMB: 8})
	depth := 10
	settled := false
	e.Hint(context.Background(), pos, engine.Limits{Depth: 10, Nodes: 400000}, func(in engine.Info) {
		switch {
		case len(in.PV) > 0 && in.PV[0] == line[0] && !settled:
			depth, settled = in.Depth, true
		case len(in.PV) > 0 && in.PV[0] != line[0]:
			depth, settled = 10, false
		}
	})
	r := 700 + 130*depth + 250*((len(line)+1)/2-1)
	return min(max(r, 600), 2600)
}
