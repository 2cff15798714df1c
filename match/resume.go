package match

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"siegeworks/rules"
)

// Resumed is what an earlier run of a match left in its PGN file: the pairs it finished,
// counted again so that a test a session had to stop goes on where it stopped (an SPRT
// between Elo 0 and 5 takes thousands of games, more than two cores play in a session),
// and the games' first moves, by which a node-limited match leaves out the openings played.
type Resumed struct {
	// Tally counts the file's finished pairs, but a pair whose two games are move for move
	// an earlier pair's only once: that is the same games again, not new evidence (a
	// node-limited match replayed them so from an opening played again, before it played
	// each opening once).
	Tally Tally
	// Names are the players A (White in each pair's first game) and B as the file names
	// them.
	Names [2]string
	// Pairs is the pairs counted, Repeats the pairs left out as an earlier pair's copy,
	// Unpaired the games whose pair the run did not finish (left out too).
	Pairs, Repeats, Unpaired int
	// LastRound is the highest round in the file: the resumed match numbers on from it.
	LastRound int
	games     [][]rules.Move
	prefixes  map[int]map[string]int // by length: the first moves of every game, as keys, and how many games began so
}

// ReadResumed reads the games an earlier run of a match in v wrote (siege match -pgn).
// A game that does not read, a game of another variant, a round twice or more than one
// pair of players is an error that names the game: the file is not that match's.
func ReadResumed(v *rules.Variant, text string) (*Resumed, error) {
	type half struct {
		aPoints int // A's half-points: 0, 1 or 2
		why     rules.Reason
		moves   []rules.Move
	}
	r := &Resumed{prefixes: map[int]map[string]int{}}
	rounds := map[int]half{}
	for n, t := range rules.SplitPGN(text) {
		if strings.TrimSpace(t.Text) == "" {
			continue
		}
		where := fmt.Sprintf("game %d (line %d)", n+1, t.Line)
		g, tags, err := rules.ReadPGN(t.Text)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", where, err)
		}
		if g.Variant() != v {
			return nil, fmt.Errorf("%s is a game of %s, not of %s", where, g.Variant().Name, v.Name)
		}
		round, err := strconv.Atoi(tags["Round"])
		if err != nil || round < 1 {
			return nil, fmt.Errorf("%s has no round number a match gives (Round %q)", where, tags["Round"])
		}
		if _, twice := rounds[round]; twice {
			return nil, fmt.Errorf("%s is round %d again: the file holds more than one match", where, round)
		}
		res, why := g.Result()
		if res == rules.ResultNone {
			return nil, fmt.Errorf("%s (round %d) has no result", where, round)
		}
		a, b := tags["White"], tags["Black"]
		aWhite := round%2 == 1
		if !aWhite {
			a, b = b, a
		}
		switch {
		case r.Names[0] == "":
			r.Names = [2]string{a, b}
		case r.Names != [2]string{a, b}:
			return nil, fmt.Errorf("%s (round %d) is %s against %s, the file's first games %s against %s: the file holds more than one match",
				where, round, a, b, r.Names[0], r.Names[1])
		}
		rounds[round] = half{aPoints: aHalfPoints(res, aWhite), why: why, moves: g.Moves()}
		r.LastRound = max(r.LastRound, round)
		r.games = append(r.games, g.Moves())
	}
	seen := map[[2]string]bool{}
	for round := 1; round <= r.LastRound; round += 2 {
		first, ok1 := rounds[round]
		second, ok2 := rounds[round+1]
		if ok1 != ok2 {
			r.Unpaired++
		}
		if !ok1 || !ok2 {
			continue
		}
		games := [2]string{movesKey(first.moves), movesKey(second.moves)}
		if seen[games] {
			r.Repeats++
			continue
		}
		seen[games] = true
		r.Pairs++
		r.Tally.Pairs[first.aPoints+second.aPoints]++
		if slices.Equal(first.moves, second.moves) {
			r.Tally.Alike++
		}
		for _, h := range []half{first, second} {
			switch h.aPoints {
			case 2:
				r.Tally.Wins++
			case 1:
				r.Tally.Draws++
			default:
				r.Tally.Losses++
			}
			switch {
			case h.why == ReasonMoveLimit:
				r.Tally.MoveLimit++
			case strings.HasPrefix(string(h.why), "forfeit: "):
				r.Tally.Faults++
			}
		}
	}
	if r.Names[0] == "" {
		return nil, fmt.Errorf("no game to resume")
	}
	r.Tally.Resumed = r.Tally.Games()
	return r, nil
}

// Played reports whether the file has a game from op: one whose first moves are op's. A
// node-limited match leaves such openings out (it would replay their games); a timed one
// plays them again, the ones played least first (InTurn). A game from another opening
// that went on into op's moves counts too: the match then leaves out an opening it need
// not have, which costs nothing.
func (r *Resumed) Played(op Opening) bool { return r.times(op) > 0 }

// InTurn orders the openings of a timed match that goes on: the ones the file played
// least first, each group in the order given. A match plays its openings in turn, so a
// run of 20 games stopped and resumed to 40 plays openings 11-20 next, as a run of 40
// would, not openings 1-10 again.
func (r *Resumed) InTurn(ops []Opening) []Opening {
	in := slices.Clone(ops)
	slices.SortStableFunc(in, func(a, b Opening) int { return r.times(a) - r.times(b) })
	return in
}

// times counts the file's games that began with op's moves.
func (r *Resumed) times(op Opening) int {
	n := len(op.Moves)
	set, ok := r.prefixes[n]
	if !ok {
		set = map[string]int{}
		for _, moves := range r.games {
			if len(moves) >= n {
				set[movesKey(moves[:n])]++
			}
		}
		r.prefixes[n] = set
	}
	return set[movesKey(op.Moves)]
}

func movesKey(moves []rules.Move) string {
	var b strings.Builder
	for _, m := range moves {
		b.WriteString(m.String())
		b.WriteByte(' ')
	}
	return b.String()
}
