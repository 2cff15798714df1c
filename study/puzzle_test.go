package study

import (
	"strings"
	"testing"

	"siegeworks/engine"
	"siegeworks/rules"
)

// minPuzzles is the shipped set's size per variant: at least 40 for every siege variant and
// some for orthodox chess.
func minPuzzles(v *rules.Variant) int {
	if v == rules.Chess {
		return 15
	}
	return 40
}

// TestShippedPuzzles: every puzzle parses, is labelled with the themes its moves show, and
// holds under search — each player move is the search's choice and unique by the puzzle
// margin at the check budget. The set is large enough in every variant.
func TestShippedPuzzles(t *testing.T) {
	for _, v := range rules.Variants {
		t.Run(v.ID, func(t *testing.T) {
			t.Parallel()
			ps, err := readPuzzles(v)
			if err != nil {
				t.Fatal(err)
			}
			if len(ps) < minPuzzles(v) {
				t.Errorf("%d puzzles, want at least %d", len(ps), minPuzzles(v))
			}
			ids, fens := map[string]bool{}, map[string]bool{}
			for _, p := range ps {
				if ids[p.ID] || fens[p.FEN] {
					t.Errorf("%s: a repeated id or position", p.ID)
				}
				ids[p.ID], fens[p.FEN] = true, true
				moves, err := p.Moves()
				if err != nil {
					t.Fatalf("%s: %v", p.ID, err)
				}
				want := Themes(p.Position(), moves)
				if len(want) != len(p.Themes) {
					t.Errorf("%s: themes %v, the moves show %v", p.ID, p.Themes, want)
				} else {
					for i := range want {
						if want[i] != p.Themes[i] {
							t.Errorf("%s: themes %v, the moves show %v", p.ID, p.Themes, want)
						}
					}
				}
				if !realChoice(p.Position()) {
					t.Errorf("%s: fewer than three legal moves: no real choice", p.ID)
				}
				if p.Rating < 600 || p.Rating > 2600 {
					t.Errorf("%s: rating %d", p.ID, p.Rating)
				}
				if err := Verify(p, CheckNodes); err != nil {
					t.Errorf("%s: %v", p.ID, err)
				}
			}
		})
	}
}

// TestPuzzleThemesFromEffects: a sling, a cannon shot, a teleport and a mate (a siege under
// Turnover's 2025 rules) are named from the moves' effects.
func TestPuzzleThemesFromEffects(t *testing.T) {
	cases := []struct {
		v     *rules.Variant
		fen   string
		moves []string
		want  Theme
	}{
		{rules.Chess, "6k1/5ppp/8/8/8/8/8/3R2K1 w - - 0 1", []string{"d1d8"}, ThemeMate},
		{rules.Chess, "8/P7/7k/8/8/8/8/6K1 w - - 0 1", []string{"a7a8q"}, ThemePromotion},
		// A siege wins under Turnover's 2025 rules (the game ends as by a mate); under the
		// 2019 rules the same move only stalemates.
		{rules.Turnover2025, "7k/7p/7P/8/8/8/2P5/K1R5 w - - 0 1", []string{"c1g1"}, ThemeMate},
		{rules.Turnover, "7k/7p/7P/8/8/8/2P5/K1R5 w - - 0 1", []string{"c1g1"}, ThemeMaterial},
	}
	for _, c := range cases {
		pos, err := rules.ParseFEN(c.v, c.fen)
		if err != nil {
			t.Fatal(err)
		}
		var line []rules.Move
		q := pos.Clone()
		for _, s := range c.moves {
			m, err := q.ParseMove(s)
			if err != nil {
				t.Fatal(err)
			}
			line = append(line, m)
			q.MakeMove(m)
		}
		got := Themes(pos, line)
		if len(got) == 0 || got[0] != c.want {
			t.Errorf("%s %v: themes %v, want %s first", c.fen, c.moves, got, c.want)
		}
	}
}

// TestTurnover2025Puzzles: Turnover's 2025 rules have a set of their own, found by the
// variant's id and solved under those rules (TestShippedPuzzles checks each puzzle), none
// taken from the 2019 set, and in some of them the player moves a Castle (a whole-set step
// or take, or its Wall's turnover or dismount).
func TestTurnover2025Puzzles(t *testing.T) {
	ps := Puzzles(rules.Turnover2025)
	if len(ps) < 40 {
		t.Fatalf("%d puzzles for Turnover's 2025 rules, want at least 40", len(ps))
	}
	old := map[string]bool{}
	for _, p := range Puzzles(rules.Turnover) {
		old[p.FEN] = true
	}
	castle := 0
	for _, p := range ps {
		if p.Variant != rules.Turnover2025 || !strings.HasPrefix(p.ID, "turnover-2025-") {
			t.Errorf("%s: variant %s", p.ID, p.Variant.ID)
		}
		if old[p.FEN] {
			t.Errorf("%s: the position is also a 2019 puzzle", p.ID)
		}
		moves, err := p.Moves()
		if err != nil {
			t.Fatal(err)
		}
		pos := p.Position()
		moved := false
		for i, m := range moves {
			moved = moved || (i%2 == 0 && pos.At(m.From()).Kind() == rules.King)
			pos.MakeMove(m)
		}
		if moved {
			castle++
		}
	}
	if castle < minCastlePuzzles2025 {
		t.Errorf("%d puzzles where a Castle moves, want at least %d", castle, minCastlePuzzles2025)
	}
}

// minCastlePuzzles2025: the 2025 puzzles in which the player moves a Castle.
const minCastlePuzzles2025 = 5

// TestParsePuzzleRefusesBrokenLines: a wrong field count, an unknown theme, an illegal move
// and a line ending with the opponent's move are refused with a reason.
func TestParsePuzzleRefusesBrokenLines(t *testing.T) {
	fen := "6k1/5ppp/8/8/8/8/8/3R2K1 w - - 0 1"
	for _, line := range []string{
		"x ; mate ; 900 ; " + fen,
		"x ; fork ; 900 ; " + fen + " ; d1d8",
		"x ; mate ; 900 ; " + fen + " ; d1d9",
		"x ; mate ; 900 ; " + fen + " ; d1d7 g8h8",
		"x ; mate ; high ; " + fen + " ; d1d8",
	} {
		if _, err := ParsePuzzle(rules.Chess, line); err == nil {
			t.Errorf("accepted %q", line)
		}
	}
	p, err := ParsePuzzle(rules.Chess, "x ; mate ; 900 ; "+fen+" ; d1d8")
	if err != nil {
		t.Fatal(err)
	}
	if p.Goal() != "White to move and mate" || p.PlayerMoves() != 1 {
		t.Errorf("goal %q, %d moves", p.Goal(), p.PlayerMoves())
	}
	if back, err := ParsePuzzle(rules.Chess, p.String()); err != nil || back.String() != p.String() {
		t.Errorf("round trip: %v %q", err, p.String())
	}
}

// TestExamineNeverAssumesNoRival: a search stopped before it weighed a second move does not
// make the best one unique; with one legal move there is no rival at all; and a whole search
// reports the other move's own score.
func TestExamineNeverAssumesNoRival(t *testing.T) {
	// Rxd8 takes the undefended queen with mate: unique by far once searched.
	pos, err := rules.ParseFEN(rules.Chess, "3q2k1/5ppp/8/8/8/8/6PP/3R2K1 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	rxd8, err := pos.ParseSAN("Rxd8+")
	if err != nil {
		t.Fatal(err)
	}
	stopped := engine.Result{Move: rxd8, Score: 900, PV: []rules.Move{rxd8}, Lines: []engine.Line{{Score: 900, PV: []rules.Move{rxd8}}}}
	if c := checkOf(pos, stopped); c.Second != c.Score || c.Unique(rules.Chess) {
		t.Errorf("a search that weighed one move: best %d, second %d, unique %v", c.Score, c.Second, c.Unique(rules.Chess))
	}
	e := engine.New(engine.Options{Level: engine.MaxLevel, HashMB: 4})
	if c := Examine(e, pos, engine.Limits{Depth: 5}); c.Best != rxd8 || !c.Unique(rules.Chess) || c.Second <= -engine.MateBound {
		t.Errorf("searched: %v, best %d, second %d; want the capture, unique, and the second line's score", c.Best, c.Score, c.Second)
	}
	one, err := rules.ParseFEN(rules.Chess, "7k/8/8/8/8/8/6q1/7K w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if c := Examine(e, one, engine.Limits{Depth: 3}); c.Second != -engine.Infinity {
		t.Errorf("one legal move: second %d, want none", c.Second)
	}
}
