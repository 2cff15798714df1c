package study

import (
	"context"
	"embed"
	"fmt"
	"strconv"
	"strings"

	"siegeworks/engine"
	"siegeworks/i18n"
	"siegeworks/rules"
)

// Puzzle is a position where one move — or a short forced line — wins decisively.
type Puzzle struct {
	ID      string
	Variant *rules.Variant
	FEN     string
	// Line is the solution in coordinate notation: the player's move, the opponent's
	// reply, the player's next move, and so on; it ends with a player's move.
	Line   []string
	Themes []Theme
	Rating int
}

// Position is the puzzle's start position (the player to move).
func (p *Puzzle) Position() *rules.Position {
	pos, err := rules.ParseFEN(p.Variant, p.FEN)
	if err != nil {
		panic(fmt.Sprintf("puzzle %s: %v", p.ID, err)) // the shipped set is checked by tests
	}
	return pos
}

// Moves is the solution line as moves, each legal in turn from the start position.
func (p *Puzzle) Moves() ([]rules.Move, error) {
	pos, err := rules.ParseFEN(p.Variant, p.FEN)
	if err != nil {
		return nil, err
	}
	var out []rules.Move
	for i, text := range p.Line {
		m, err := pos.ParseMove(text)
		if err != nil {
			return nil, fmt.Errorf("move %d (%s): %v", i+1, text, err)
		}
		out = append(out, m)
		pos.MakeMove(m)
	}
	return out, nil
}

// Goal is the task in words: "White to move and win", "Black to move and mate".
func (p *Puzzle) Goal() string {
	black := p.Position().SideToMove() == rules.Black
	switch {
	case p.Has(ThemeMate) && black:
		return i18n.L("Black to move and mate")
	case p.Has(ThemeMate):
		return i18n.L("White to move and mate")
	case black:
		return i18n.L("Black to move and win")
	}
	return i18n.L("White to move and win")
}

// Has tells whether the puzzle carries the theme.
func (p *Puzzle) Has(t Theme) bool {
	for _, x := range p.Themes {
		if x == t {
			return true
		}
	}
	return false
}

// PlayerMoves is the number of moves the player must find.
func (p *Puzzle) PlayerMoves() int { return (len(p.Line) + 1) / 2 }

// String is the puzzle's line in the puzzle files.
func (p *Puzzle) String() string {
	themes := make([]string, len(p.Themes))
	for i, t := range p.Themes {
		themes[i] = string(t)
	}
	return strings.Join([]string{p.ID, strings.Join(themes, " "), strconv.Itoa(p.Rating), p.FEN,
		strings.Join(p.Line, " ")}, " ; ")
}

// ParsePuzzle reads one line of a puzzle file: id ; themes ; rating ; FEN ; line.
func ParsePuzzle(v *rules.Variant, text string) (*Puzzle, error) {
	f := strings.Split(text, ";")
	if len(f) != 5 {
		return nil, fmt.Errorf("want 5 fields separated by ';', got %d", len(f))
	}
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	p := &Puzzle{ID: f[0], Variant: v, FEN: f[3], Line: strings.Fields(f[4])}
	for _, t := range strings.Fields(f[1]) {
		th := Theme(t)
		if th.Name() == "" {
			return nil, fmt.Errorf("%s: unknown theme %q", p.ID, t)
		}
		p.Themes = append(p.Themes, th)
	}
	r, err := strconv.Atoi(f[2])
	if err != nil {
		return nil, fmt.Errorf("%s: rating %q: %v", p.ID, f[2], err)
	}
	p.Rating = r
	if len(p.Line) == 0 || len(p.Line)%2 == 0 {
		return nil, fmt.Errorf("%s: the line must end with the player's move (%d moves)", p.ID, len(p.Line))
	}
	if _, err := p.Moves(); err != nil {
		return nil, fmt.Errorf("%s: %v", p.ID, err)
	}
	return p, nil
}

//go:embed puzzles/*.txt
var puzzleFiles embed.FS

// Puzzles is the shipped set of a variant, in file order (nil when it has none).
func Puzzles(v *rules.Variant) []*Puzzle {
	ps, err := readPuzzles(v)
	if err != nil {
		panic(err) // the shipped files are checked by tests
	}
	return ps
}

func readPuzzles(v *rules.Variant) ([]*Puzzle, error) {
	data, err := puzzleFiles.ReadFile("puzzles/" + v.ID + ".txt")
	if err != nil {
		return nil, nil
	}
	var out []*Puzzle
	for n, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p, err := ParsePuzzle(v, line)
		if err != nil {
			return nil, fmt.Errorf("puzzles/%s.txt:%d: %v", v.ID, n+1, err)
		}
		out = append(out, p)
	}
	return out, nil
}

// Check is what a search says about a position as a puzzle: the best move, its score and
// the best score of any other move, for the side to move.
type Check struct {
	Best          rules.Move
	Score, Second int
	Reply         rules.Move // the opponent's best answer to Best (NoMove when the game ends)
}

// Unique tells whether the best move wins decisively (by 3 pawns) and every other move falls
// far short (3 pawns worse, and no better than +1.5): what a new puzzle must show.
func (c Check) Unique(v *rules.Variant) bool { return c.uniqueBy(v, 3, 3, 3) }

// StillUnique is the looser test a shipped puzzle must keep passing (2 pawns, 2 pawns worse,
// no better than +2.5), so that an engine change that moves a score by a few tenths of a pawn
// does not turn a sound puzzle away: the gap between the two keeps the set stable.
func (c Check) StillUnique(v *rules.Variant) bool { return c.uniqueBy(v, 2, 2, 5) }

// uniqueBy: the best scores at least win pawns, every other move at least gap pawns less and
// at most ceiling half-pawns.
func (c Check) uniqueBy(v *rules.Variant, win, gap, ceiling int) bool {
	p := pawn(v)
	winning := c.Score >= win*p || c.Score >= engine.MateBound
	return winning && c.Second <= min(c.Score-gap*p, ceiling*p/2) && !(isMate(c.Score) && isMate(c.Second))
}

// Examine searches the position with two lines. Second is the other line's score (as good
// as the best when the search stopped before it had one, -Infinity with one legal move).
func Examine(e *engine.Engine, pos *rules.Position, lim engine.Limits) Check {
	lim.MultiPV = 2
	return checkOf(pos, e.Hint(context.Background(), pos, lim, nil))
}

// checkOf reads a two-line search of pos as a puzzle check.
func checkOf(pos *rules.Position, r engine.Result) Check {
	c := Check{Best: r.Move, Score: r.Score, Second: -engine.Infinity, Reply: rules.NoMove}
	if len(r.Lines) > 1 {
		c.Second = r.Lines[1].Score
	} else if legalCount(pos) > 1 {
		// Stopped before it weighed another move: nothing shows the best one stands alone.
		c.Second = c.Score
	}
	if len(r.PV) > 1 {
		c.Reply = r.PV[1]
	}
	return c
}

// Verify searches every player move of the puzzle within the node budget: each must be the
// search's choice and still unique (StillUnique). It returns nil when the puzzle holds.
func Verify(p *Puzzle, nodes uint64) error {
	moves, err := p.Moves()
	if err != nil {
		return err
	}
	pos := p.Position()
	e := engine.New(engine.Options{Level: 8, HashMB: 8})
	for i, m := range moves {
		if i%2 == 0 {
			c := Examine(e, pos, engine.Limits{Nodes: nodes})
			if c.Best != m {
				return fmt.Errorf("move %d: the search prefers %s to %s", i/2+1, pos.SAN(c.Best), pos.SAN(m))
			}
			if !c.StillUnique(p.Variant) {
				return fmt.Errorf("move %d (%s): not unique (best %d, second %d)", i/2+1, pos.SAN(m), c.Score, c.Second)
			}
		}
		pos.MakeMove(m)
	}
	return nil
}
