package main

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"siegeworks/engine"
	"siegeworks/rules"
)

func init() {
	commands["match"] = command{fmt.Sprintf("play a match: -variant V -white L -black L -games N -movetime MS [-seed S] [-concurrency C]; L is a level %d-%d, random or beginner", engine.MinLevel, engine.MaxLevel), runMatch}
	commands["ladder"] = command{"level ladder: each level against the one below, level 1 against a random mover: [-variant V|all] [-games N] [-movetime MS] [-from L] [-to L] [-concurrency C]", runLadder}
}

// playerFactory makes a player for a level name (a number from
// engine.MinLevel to engine.MaxLevel, "random" or "beginner").
func playerFactory(name string, movetime time.Duration, seed uint64) (func(int) engine.Player, error) {
	switch name {
	case "random":
		return func(w int) engine.Player { return engine.NewRandomPlayer(seed*31 + uint64(w) + 7) }, nil
	case "beginner":
		return func(w int) engine.Player { return engine.NewBeginnerPlayer(seed*31 + uint64(w) + 11) }, nil
	}
	var level int
	if _, err := fmt.Sscanf(name, "%d", &level); err != nil || level < engine.MinLevel || level > engine.MaxLevel {
		return nil, fmt.Errorf("player %q is not a level %d-%d, random or beginner", name, engine.MinLevel, engine.MaxLevel)
	}
	return func(w int) engine.Player {
		e := engine.New(engine.Options{Level: level, HashMB: 16, Seed: seed*1000 + uint64(w)*17 + uint64(level)})
		return &engine.EnginePlayer{E: e, Limits: engine.Limits{MoveTime: movetime}}
	}, nil
}

func runMatch(args []string, _ io.Reader, out io.Writer) error {
	fs := newFlags("match")
	variant := fs.String("variant", "chess", "variant identifier")
	white := fs.String("white", strconv.Itoa(engine.MaxLevel), fmt.Sprintf("first player: level %d-%d, random or beginner (plays White in odd games)", engine.MinLevel, engine.MaxLevel))
	black := fs.String("black", "1", "second player")
	games := fs.Int("games", 10, "number of games (even: each opening twice)")
	movetime := fs.Int("movetime", 100, "milliseconds per move")
	seed := fs.Uint64("seed", 1, "seed for openings and the low levels")
	conc := fs.Int("concurrency", 1, "games played at once")
	maxPlies := fs.Int("maxplies", 300, "plies after which a game is a draw")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *games < 1 || *movetime < 1 || *conc < 1 {
		return errors.New("games, movetime and concurrency must be positive")
	}
	v, err := rules.VariantByID(*variant)
	if err != nil {
		return err
	}
	mt := time.Duration(*movetime) * time.Millisecond
	a, err := playerFactory(*white, mt, *seed)
	if err != nil {
		return err
	}
	b, err := playerFactory(*black, mt, *seed+1)
	if err != nil {
		return err
	}
	ops := engine.Openings(v, (*games+1)/2, 4, *seed)
	if len(ops) == 0 {
		return errors.New("no opening found")
	}
	st := time.Now()
	res, err := engine.RunMatch(v, ops, *games, *conc, a, b, *maxPlies, nil)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(out, "%s: %s vs %s: +%d =%d -%d  score %.1f/%d (%.1f%%, Elo %+.0f)  %.1f plies/game  %.0f s\n",
		v.ID, *white, *black, res.Wins, res.Draws, res.Losses,
		float64(res.Wins)+float64(res.Draws)/2, res.Games, 100*res.Score(), res.Elo(),
		float64(res.Plies)/float64(max(res.Games, 1)), time.Since(st).Seconds())
	return err
}

func runLadder(args []string, _ io.Reader, out io.Writer) error {
	fs := newFlags("ladder")
	variant := fs.String("variant", "all", "variant identifier or all")
	games := fs.Int("games", 40, "games per pairing")
	movetime := fs.Int("movetime", 10000, "milliseconds per move, a cap: the levels' own depth and node limits normally end the search first")
	from := fs.Int("from", engine.MinLevel, fmt.Sprintf("lowest level (%d also plays a random mover)", engine.MinLevel))
	to := fs.Int("to", engine.MaxLevel, "highest level")
	seed := fs.Uint64("seed", 1, "seed")
	conc := fs.Int("concurrency", 2, "games played at once")
	l8nodes := fs.Uint64("l8nodes", 240000, fmt.Sprintf("node limit per move for level %d, the top level (0: use -movetime), so that the ladder does not depend on the machine's load", engine.MaxLevel))
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *from < engine.MinLevel || *to > engine.MaxLevel || *from > *to || *games < 2 {
		return fmt.Errorf("need %d <= from <= to <= %d and at least 2 games", engine.MinLevel, engine.MaxLevel)
	}
	vs := rules.Variants
	if *variant != "all" {
		v, err := rules.VariantByID(*variant)
		if err != nil {
			return err
		}
		vs = []*rules.Variant{v}
	}
	mt := time.Duration(*movetime) * time.Millisecond
	for _, v := range vs {
		ops := engine.Openings(v, (*games+1)/2, 4, *seed)
		if len(ops) == 0 {
			return fmt.Errorf("%s: no opening found", v.ID)
		}
		for l := *from; l <= *to; l++ {
			lower := fmt.Sprint(l - 1)
			if l == 1 {
				lower = "random"
			}
			a, _ := playerFactory(fmt.Sprint(l), mt, *seed)
			if l == engine.MaxLevel && *l8nodes > 0 {
				a = func(w int) engine.Player {
					e := engine.New(engine.Options{Level: engine.MaxLevel, HashMB: 16, Seed: *seed})
					return &engine.EnginePlayer{E: e, Limits: engine.Limits{Nodes: *l8nodes}}
				}
			}
			b, err := playerFactory(lower, mt, *seed+1)
			if err != nil {
				return err
			}
			st := time.Now()
			res, err := engine.RunMatch(v, ops, *games, *conc, a, b, 300, nil)
			if err != nil {
				return fmt.Errorf("%s level %d: %v", v.ID, l, err)
			}
			verdict := "ok"
			need := 0.65
			if l == 1 {
				need = 0.9 // level 1 is blind to replies, made to be beaten by beginners
			}
			if res.Score() < need {
				verdict = "BELOW TARGET"
			}
			if _, err := fmt.Fprintf(out, "%-14s L%d vs %-6s +%2d =%2d -%2d  %5.1f%%  %s  (%.0f s)\n", v.ID, l, strings.Replace(lower, "random", "random", 1),
				res.Wins, res.Draws, res.Losses, 100*res.Score(), verdict, time.Since(st).Seconds()); err != nil {
				return err
			}
		}
	}
	return nil
}
