package learn

import (
	"strings"
	"testing"

	"siegeworks/rules"
	"siegeworks/words"
)

// TestAnEditionHasItsGamesContent: Turnover's 2025 rules have no content of their own; a
// player playing them reads Turnover's guide and course.
func TestAnEditionHasItsGamesContent(t *testing.T) {
	if For(rules.Turnover2025) != For(rules.Turnover) {
		t.Error("the 2025 rules do not open Turnover's guide and course")
	}
	v, err := LoadVariant(rules.Turnover2025)
	if err != nil {
		t.Fatal(err)
	}
	if v.Rules != rules.Turnover || v.Course.Variant != rules.Turnover {
		t.Errorf("the 2025 rules load the content of %s", v.Rules.ID)
	}
}

// TestStageRules: "rules: 2025" plays a stage's levels under Turnover's 2025 rules (their
// positions, moves and goals); the stages without it keep the course's rules; an edition a
// game does not have is refused.
func TestStageRules(t *testing.T) {
	const course = `stage: Old
intro: The 2019 rules.
states: 5.4.2

level: Old step
teaches: 5.4.2
position: 6k1/8/8/8/3K4/2p5/8/K7 w - - 0 1
goal: effect take c3
task: Take the Wall.
target: 1
reply: none

stage: New
rules: 2025
intro: The 2025 rules.
states: 6.2.1

level: New step
teaches: 6.2.1
position: 6k1/8/8/8/3K4/2p5/8/K7 w - - 0 1
goal: effect take c3
task: Take the Wall.
target: 1
reply: none
`
	c, err := ParseCourse(rules.Turnover, course)
	if err != nil {
		t.Fatal(err)
	}
	old, updated := c.Stages[0].Levels[0], c.Stages[1].Levels[0]
	if old.Variant() != rules.Turnover || updated.Variant() != rules.Turnover2025 {
		t.Fatalf("levels played under %s and %s, want turnover and turnover-2025", old.Variant().ID, updated.Variant().ID)
	}
	if got := updated.Position().Variant(); got != rules.Turnover2025 {
		t.Errorf("the 2025 level's position is of %s", got.ID)
	}
	// A Castle not in check steps back and takes only under the 2025 rules.
	if _, ok := old.Solve(1, 10000); ok {
		t.Error("the 2019 level is solved by a move only the 2025 rules allow")
	}
	if _, ok := updated.Solve(1, 10000); !ok {
		t.Error("the 2025 level is not solved by the 2025 Castle's step back")
	}
	for _, bad := range []struct {
		variant *rules.Variant
		edition string
	}{
		{rules.Turnover, "2024"},
		{rules.Chess, "2025"},
	} {
		text := "stage: New\nrules: " + bad.edition + "\nintro: New rules.\n"
		if _, err := ParseCourse(bad.variant, text); err == nil || !strings.Contains(err.Error(), "rules:") {
			t.Errorf("%s: a stage with the rules of %s: %v, want the rules field refused", bad.variant.ID, bad.edition, err)
		}
	}
}

// TestDiagramRules: a guide diagram with "rules: 2025" is a position of the 2025 rules, so a
// move only they allow is shown; without the field it is refused.
func TestDiagramRules(t *testing.T) {
	diagram := "## The 2025 rules\n\n```diagram\nrules: 2025\nposition: 6k1/8/8/8/3K4/2p5/8/K7 w - - 0 1\nmove: d4c3\ncaption: The Castle steps back.\n```\n"
	g, err := ParseGuide(rules.Turnover, diagram)
	if err != nil {
		t.Fatal(err)
	}
	if d := g.Blocks[1].Diagram; d.Position.Variant() != rules.Turnover2025 || d.Move == rules.NoMove {
		t.Errorf("the diagram is of %s with move %v", d.Position.Variant().ID, d.Move)
	}
	if _, err := ParseGuide(rules.Turnover, strings.Replace(diagram, "rules: 2025\n", "", 1)); err == nil {
		t.Error("a 2025 move in a diagram of the 2019 rules was accepted")
	}
	if _, err := ParseGuide(rules.Turnover, strings.Replace(diagram, "rules: 2025", "rules: 1999", 1)); err == nil {
		t.Error("a diagram of an edition Turnover does not have was accepted")
	}
	if _, err := ParseGuide(rules.Turnover, strings.Replace(diagram, "## The 2025 rules\n", "", 1)); err == nil {
		t.Error("a diagram of the 2025 rules with no section heading before it was accepted")
	}
}

// TestEveryEditionIsTaught: a game with several rule sets teaches the later ones in its own
// guide and course (issue 28): a course stage of at least six levels played under them, one
// of which is won by a siege, and guide diagrams of them, one of which shows a siege.
func TestEveryEditionIsTaught(t *testing.T) {
	for _, game := range rules.Games() {
		editions := game.Editions()
		if len(editions) < 2 {
			continue
		}
		v, err := LoadVariant(game)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range editions[1:] {
			levels, sieges := 0, 0
			for _, l := range v.Course.Levels() {
				if l.Variant() != e {
					continue
				}
				levels++
				if line, ok := l.Solve(l.Target, 400000); ok && l.Goal.Kind == GoalMate && endsInSiege(l, line) {
					sieges++
				}
			}
			if levels < 6 || sieges == 0 {
				t.Errorf("%s: %d levels played under the %s rules, %d won by a siege; want at least six and one", game.ID, levels, e.Edition(), sieges)
			}
			diagrams, siegeDiagrams := 0, 0
			for _, b := range v.Guide.Blocks {
				if d := b.Diagram; d != nil && d.Position.Variant() == e {
					diagrams++
					if d.Move != rules.NoMove {
						after := d.Position.Clone()
						after.MakeMove(d.Move)
						if after.Status() == rules.Siege {
							siegeDiagrams++
						}
					}
				}
			}
			if diagrams < 6 || siegeDiagrams == 0 {
				t.Errorf("%s guide: %d diagrams of the %s rules, %d of a siege; want one of each new Castle move and one of a siege", game.ID, diagrams, e.Edition(), siegeDiagrams)
			}
		}
	}
}

// endsInSiege tells whether the level's solution leaves the opponent besieged.
func endsInSiege(l *Level, line []rules.Move) bool {
	a := l.Start()
	for _, m := range line {
		st, err := a.Play(m)
		if err != nil {
			return false
		}
		if st.NeedsReply {
			a.Answer(a.ReplyJob()())
		}
	}
	return a.Position().Status() == rules.Siege
}

// TestGuidePages: a game with editions shows its guide as one page per edition — the 2019
// rules without the 2025 section, and that section, from its heading, as a page of its own —
// in every language; a game with one set of rules shows its whole guide.
func TestGuidePages(t *testing.T) {
	for _, tag := range []string{"en", "pt-BR", "es"} {
		v, err := LoadVariantIn(rules.Turnover, tag)
		if err != nil {
			t.Fatal(err)
		}
		g := v.Guide
		old, updated := g.Page(rules.Turnover), g.Page(rules.Turnover2025)
		if len(old)+len(updated) != len(g.Blocks) || len(updated) == 0 {
			t.Fatalf("%s: pages of %d and %d blocks from a guide of %d", tag, len(old), len(updated), len(g.Blocks))
		}
		if !strings.HasPrefix(updated[0].Text, "## ") {
			t.Errorf("%s: the 2025 page does not start with its heading: %.40q", tag, updated[0].Text)
		}
		for page, blocks := range map[*rules.Variant][]GuideBlock{rules.Turnover: old, rules.Turnover2025: updated} {
			for _, b := range blocks {
				if b.Diagram != nil && b.Diagram.Position.Variant() != page {
					t.Errorf("%s: the %s page shows a diagram of the %s rules (line %d)", tag, page.ID, b.Diagram.Position.Variant().ID, b.Diagram.Line)
				}
				if heading, _, _ := strings.Cut(updated[0].Text, "\n"); page == rules.Turnover && strings.Contains(b.Text, heading) {
					t.Errorf("%s: the 2019 page shows the heading %q", tag, heading)
				}
			}
		}
	}
	chess := For(rules.Chess).Guide
	if len(chess.Page(rules.Chess)) != len(chess.Blocks) {
		t.Error("a game with one set of rules does not show its whole guide")
	}
}

// "Round the Fort" (2025 rules): the tempting move, the Castle's Wall turning the Fort over,
// would leave nothing to bring to the star; the level's only Castle is the last one, so the
// move is refused with the rules' reason instead of being played into a level that can no
// longer be won.
func TestRoundTheFortRefusesTheWallOntoTheFort(t *testing.T) {
	c, err := LoadVariantIn(rules.Turnover, "en")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range c.Course.Levels() {
		if l.ID != "turnover/round-the-fort" {
			continue
		}
		pos := l.Start().Position()
		d4, _ := pos.Variant().Geometry().ParseSquare("d4")
		d3, _ := pos.Variant().Geometry().ParseSquare("d3")
		var legal rules.MoveList
		pos.GenerateLegal(&legal)
		for i := range legal.Len() {
			if m := legal.At(i); m.From() == d4 && m.To() == d3 {
				t.Errorf("%s is allowed, and then the level can no longer be won", m)
			}
		}
		if words.WhyIllegal(pos, d4, d3) == "" {
			t.Error("the Wall onto the Fort is refused without a reason")
		}
		return
	}
	t.Fatal("no level turnover/round-the-fort")
}
