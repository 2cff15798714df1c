package learn

import (
	"flag"
	"maps"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"siegeworks/rules"
	"siegeworks/words"
)

var only = flag.String("learn.variant", "", "check the lessons of this variant only")

// credits are the inventors the issue asks the guide to name.
var credits = map[string]string{
	"turret": "M. Winther, 2006", "turret-kwagga": "M. Winther, 2006", "gunnery": "M. Winther, 2006",
	"catapult": "Rajdeep Das, 2025", "turnover": "Lúcio José Patrocínio Filho, 2019",
}

// eachVariant runs fn on every game's content (or the one -learn.variant names), each
// loaded on its own so one broken file does not hide the others' results. (An edition of a
// game, such as Turnover's 2025 rules, has its game's content.)
func eachVariant(t *testing.T, fn func(t *testing.T, v *Variant)) {
	for _, rv := range rules.Games() {
		if *only != "" && rv.ID != *only {
			continue
		}
		t.Run(rv.ID, func(t *testing.T) {
			v, err := LoadVariant(rv)
			if err != nil {
				t.Fatal(err)
			}
			fn(t, v)
		})
	}
}

func TestAllContentLoads(t *testing.T) {
	if _, err := Load(); err != nil {
		t.Fatal(err)
	}
}

func TestEveryVariantHasContent(t *testing.T) {
	eachVariant(t, func(t *testing.T, v *Variant) {
		rv := v.Rules
		if v.Credit() != credits[rv.ID] {
			t.Errorf("%s: credit %q, want %q", rv.ID, v.Credit(), credits[rv.ID])
		}
		if v.Tagline == "" || v.Idea == "" || v.Picture == "" {
			t.Errorf("%s: tagline, idea and picture are all needed", rv.ID)
		}
		if strings.Count(v.Idea, ". ")+1 > 3 {
			t.Errorf("%s: the idea should be two sentences: %q", rv.ID, v.Idea)
		}
		if len(v.Guide.Blocks) == 0 || len(v.Course.Stages) == 0 {
			t.Errorf("%s: empty guide or course", rv.ID)
		}
	})
}

// Words and forms players never see outside the notation page.
var (
	fenLike   = regexp.MustCompile(`[pnbrqktgPNBRQKTG1-9]{1,10}/[pnbrqktgPNBRQKTG1-9]{1,10}/`)
	coordMove = regexp.MustCompile(`\b[a-iz][1-8][a-iz][1-8][qrbntg]?\b`)
	formula   = regexp.MustCompile(`\b[A-Z] [=+−-] [A-Z]\b|[A-Z] = [A-Z]`)
	internal  = []string{"seed", "§", "[decided]", "RULES.md", ".go", "FEN", "coordinate notation"}
)

func playerText(t *testing.T, where, text string) {
	t.Helper()
	for _, w := range internal {
		if strings.Contains(text, w) {
			t.Errorf("%s: players would read %q: %q", where, w, excerpt(text, w))
		}
	}
	for _, re := range []*regexp.Regexp{fenLike, coordMove, formula} {
		if m := re.FindString(text); m != "" {
			t.Errorf("%s: technical text %q", where, m)
		}
	}
}

func excerpt(text, w string) string {
	i := strings.Index(text, w)
	lo, hi := max(0, i-40), min(len(text), i+len(w)+40)
	return text[lo:hi]
}

func TestGuides(t *testing.T) {
	eachVariant(t, func(t *testing.T, v *Variant) {
		rv := v.Rules
		prose := ""
		diagrams := 0
		for _, b := range v.Guide.Blocks {
			if b.Diagram != nil {
				diagrams++
				d := b.Diagram
				playerText(t, rv.ID+" guide caption", d.Caption)
				if d.Caption == "" {
					t.Errorf("%s guide: diagram at line %d has no caption", rv.ID, d.Line)
				}
				if d.Move != rules.NoMove && !d.Position.IsLegal(d.Move) {
					t.Errorf("%s guide: diagram at line %d shows an illegal move", rv.ID, d.Line)
				}
				continue
			}
			prose += b.Text + "\n"
		}
		playerText(t, rv.ID+" guide", prose)
		if diagrams < 4 {
			t.Errorf("%s guide: %d diagrams; every new piece and rule needs one", rv.ID, diagrams)
		}
		if v.Inventor != "" && (!strings.Contains(prose, v.Inventor) || !strings.Contains(prose, strconv.Itoa(v.Year))) {
			t.Errorf("%s guide does not name %s and %d", rv.ID, v.Inventor, v.Year)
		}
		switch rv.ID {
		case "turret", "turret-kwagga", "catapult", "turnover":
			if !strings.Contains(prose, "House rule") {
				t.Errorf("%s guide marks no house rule", rv.ID)
			}
		}
	})
	playerNotation := Notation()
	if strings.Contains(playerNotation, "seed") || strings.Contains(playerNotation, "[decided]") {
		t.Error("the notation page shows internal words")
	}
}

func TestCoursesCoverTheRuleBook(t *testing.T) {
	all := map[string]*Variant{}
	for _, rv := range rules.Games() {
		if *only != "" && rv.ID != *only {
			continue
		}
		v, err := LoadVariant(rv)
		if err != nil {
			t.Fatal(err)
		}
		all[rv.ID] = v
	}
	book, err := os.ReadFile("../docs/RULES.md")
	if err != nil {
		t.Fatal(err)
	}
	// Every section of §2–§6: the subsections of 2, 4, 5 and 6, and section 3 itself.
	var sections []string
	for _, line := range strings.Split(string(book), "\n") {
		if m := regexp.MustCompile(`^### ([2456]\.\d+) `).FindStringSubmatch(line); m != nil {
			sections = append(sections, m[1])
		}
		if strings.HasPrefix(line, "## 3. ") {
			sections = append(sections, "3")
		}
	}
	if len(sections) < 22 {
		t.Fatalf("found only %d sections of §2–§6 in the rule book", len(sections))
	}
	taught := map[string]bool{}
	for _, rv := range rules.Games() {
		if *only != "" && rv.ID != *only {
			continue
		}
		c := all[rv.ID].Course
		known := map[string]bool{}
		for _, tp := range TopicsFor(rv.ID) {
			known[tp.ID] = true
		}
		covered := map[string]bool{}
		for _, l := range c.Levels() {
			for _, id := range l.Teaches {
				if !known[id] {
					t.Errorf("%s: level %q teaches unknown topic %q", rv.ID, l.Title, id)
				}
				covered[id] = true
				taught[sectionOf(id)] = true
			}
		}
		for _, tp := range TopicsFor(rv.ID) {
			if !covered[tp.ID] {
				t.Errorf("%s: no level teaches %s (%s)", rv.ID, tp.ID, tp.Rule)
			}
		}
		min := 12
		if rv == rules.Chess {
			min = 10
		}
		if n := len(c.Levels()); n < min {
			t.Errorf("%s: %d levels, want at least %d", rv.ID, n, min)
		}
	}
	for _, s := range sections {
		if *only == "" && !taught[s] {
			t.Errorf("no level teaches section %s of the rule book", s)
		}
	}
}

func TestLevelTexts(t *testing.T) {
	eachVariant(t, func(t *testing.T, v *Variant) {
		rv, c := v.Rules, v.Course
		for _, s := range c.Stages {
			playerText(t, rv.ID+" stage "+s.Title, s.Title+"\n"+s.Intro)
			if len(s.Levels) == 0 {
				t.Errorf("%s: stage %q has no levels", rv.ID, s.Title)
			}
		}
		for _, l := range c.Levels() {
			playerText(t, l.ID, l.Title+"\n"+l.Task+"\n"+l.Done+"\n"+l.Tip)
			if strings.Count(l.Task, ". ") > 1 {
				t.Errorf("%s: the task should be one sentence: %q", l.ID, l.Task)
			}
		}
	})
}

// TestLevelsAreSolvable proves by search that each level's goal can be reached within its
// three-star target against its opponent, and that the level is a real task: some first
// move does not already solve it.
//
// It proves the level solvable a second time with the player's moves limited to the rules
// stated so far: a move that plainly uses a rule (a sling, a teleport, a turnover, a
// Citadel's straight move…) is not tried before an intro states that rule, whatever the
// level says it teaches.
func TestLevelsAreSolvable(t *testing.T) {
	eachVariant(t, func(t *testing.T, v *Variant) {
		known := topicSet(v.Rules.ID)
		stated := statedBy(v.Course)
		for _, l := range v.Course.Levels() {
			t.Run(l.ID, func(t *testing.T) {
				line, ok := l.Solve(l.Target, 400000)
				if !ok {
					t.Fatalf("line %d: no solution within %d moves", l.Line, l.Target)
				}
				a := l.Start()
				var unstated []string // rules the solution uses before an intro states them
				for _, m := range line {
					for _, id := range rulesUsed(a.Position(), m) {
						if known[id] && !stated[l][id] && !slices.Contains(unstated, id) {
							unstated = append(unstated, id)
						}
					}
					st, err := a.Play(m)
					if err != nil {
						t.Fatalf("solution move %s refused: %v", m, err)
					}
					if st.NeedsReply {
						a.Answer(a.ReplyJob()())
					}
				}
				if a.Outcome() != Solved || a.Stars() != 3 {
					t.Fatalf("replaying the solution %v: outcome %v, %d stars", line, a.Outcome(), a.Stars())
				}
				if everyMoveSolves(l) {
					t.Errorf("line %d: every first move solves the level", l.Line)
				}
				// If the solution uses a rule no intro has stated yet, another must do without.
				if len(unstated) == 0 {
					return
				}
				statedOnly := func(p *rules.Position, m rules.Move) bool {
					for _, id := range rulesUsed(p, m) {
						if known[id] && !stated[l][id] {
							return false
						}
					}
					return true
				}
				if _, ok := l.Start().solveUsing(l.Target, 400000, statedOnly); !ok {
					t.Errorf("line %d: not solvable within %d moves using only the rules stated by this stage's intro and the ones before; the solution %v also uses %v",
						l.Line, l.Target, line, unstated)
				}
			})
		}
	})
}

func everyMoveSolves(l *Level) bool {
	a := l.Start()
	var ml rules.MoveList
	a.Position().GenerateLegal(&ml)
	for _, m := range ml.Slice() {
		b := a.clone()
		if _, err := b.Play(m); err != nil || b.Outcome() != Solved {
			return false
		}
	}
	return true
}

// topicSet is the set of a course's rule topic IDs.
func topicSet(id string) map[string]bool {
	known := map[string]bool{}
	for _, tp := range TopicsFor(id) {
		known[tp.ID] = true
	}
	return known
}

// topicRule is a topic's rule in words, for error messages.
func topicRule(variant, id string) string {
	for _, tp := range TopicsFor(variant) {
		if tp.ID == id {
			return tp.Rule
		}
	}
	return "unknown topic"
}

// statedBy maps every level to the rule topics stated by the intros of its own stage and
// every stage before it.
func statedBy(c *Course) map[*Level]map[string]bool {
	out := map[*Level]map[string]bool{}
	stated := map[string]bool{}
	for _, s := range c.Stages {
		for _, id := range s.States {
			stated[id] = true
		}
		for _, l := range s.Levels {
			out[l] = maps.Clone(stated)
		}
	}
	return out
}

// TestRulesStatedBeforeNeeded: every stage says which rules its intro states, and every
// rule a level teaches has been stated by its own stage's intro or an earlier one's, so no
// level needs a rule that only its tip or its done text gives.
func TestRulesStatedBeforeNeeded(t *testing.T) {
	eachVariant(t, func(t *testing.T, v *Variant) {
		rv, c := v.Rules, v.Course
		known := topicSet(rv.ID)
		stated := statedBy(c)
		for _, s := range c.Stages {
			if s.States == nil {
				t.Errorf("%s: stage %q does not say which rules its intro states (states:)", rv.ID, s.Title)
			}
			for _, id := range s.States {
				if !known[id] {
					t.Errorf("%s: stage %q states unknown topic %q", rv.ID, s.Title, id)
				}
			}
		}
		for _, l := range c.Levels() {
			for _, id := range l.Teaches {
				if !stated[l][id] {
					t.Errorf("%s: level %q (line %d) teaches %s (%s) before any stage intro states it",
						rv.ID, l.Title, l.Line, id, topicRule(rv.ID, id))
				}
			}
		}
	})
}

// TestStarsStartUncovered: no star hides under a piece at the start of its level (a star
// under a piece of the player's would also be collected without a move to it).
func TestStarsStartUncovered(t *testing.T) {
	eachVariant(t, func(t *testing.T, v *Variant) {
		for _, l := range v.Course.Levels() {
			if l.Goal.Kind != GoalStars {
				continue
			}
			p := l.Position()
			for _, s := range l.Goal.Squares {
				if pc := p.At(s); !pc.IsEmpty() {
					whose := "an enemy"
					if pc.Color() == p.SideToMove() {
						whose = "the player's own"
					}
					t.Errorf("%s (line %d): the star on %s starts under %s %s", l.ID, l.Line, s, whose,
						words.KindName(v.Rules, pc.Kind()))
				}
			}
		}
	})
}

// Every rule set has content: an edition (Turnover's 2025 rules) has its game's, with the
// same guide and course, so no card, guide or course is ever empty or missing.
func TestEveryEditionHasItsGamesContent(t *testing.T) {
	for _, rv := range rules.Variants {
		c := For(rv)
		if c == nil || c.Guide == nil || c.Course == nil || c.Idea == "" {
			t.Fatalf("%s has no content", rv.ID)
		}
		if c != For(rv.Family()) {
			t.Errorf("%s's content is not its game's (%s)", rv.ID, rv.Family().ID)
		}
	}
	if For(rules.Turnover2025).Rules != rules.Turnover {
		t.Error("Turnover's 2025 rules do not share the Turnover folder")
	}
}
