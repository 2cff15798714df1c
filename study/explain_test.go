package study

import (
	"regexp"
	"strings"
	"testing"

	"siegeworks/rules"
	"siegeworks/words"
)

// Every shipped puzzle's solution is explained with one sentence per move: each reads
// well, begins with what the rules say the move does, and is right about captures, checks
// and mates; the last one says how the line wins.
func TestEverySolutionIsExplained(t *testing.T) {
	for _, v := range rules.Variants {
		t.Run(v.ID, func(t *testing.T) {
			t.Parallel()
			for _, p := range Puzzles(v) {
				moves, _ := p.Moves()
				notes := p.Explain(ExplainNodes)
				if len(notes) != len(moves) {
					t.Fatalf("%s: %d sentences for %d moves", p.ID, len(notes), len(moves))
				}
				pos := p.Position()
				for i, n := range notes {
					m := moves[i]
					checkNote(t, p.ID, pos, m, n, i == len(moves)-1)
					pos.MakeMove(m)
				}
			}
		})
	}
}

func checkNote(t *testing.T, id string, pos *rules.Position, m rules.Move, n LineNote, last bool) {
	t.Helper()
	if n.Move != m || !strings.HasSuffix(n.Label, pos.SAN(m)) {
		t.Errorf("%s: note for %s is labelled %q", id, pos.SAN(m), n.Label)
	}
	if problems := sentenceProblems(n.Text); len(problems) > 0 {
		t.Errorf("%s %s: %q: %v", id, n.Label, n.Text, problems)
	}
	action := words.Action(pos, m)
	if !strings.HasPrefix(n.Text, action+" — ") {
		t.Errorf("%s %s: %q does not begin with what the move does, %q", id, n.Label, n.Text, action)
	}
	if inner := numbers.ReplaceAllString(strings.TrimSuffix(n.Text, "."), ""); strings.Contains(inner, ".") {
		t.Errorf("%s %s: more than one sentence: %q", id, n.Label, n.Text)
	}
	var t1 tally
	t1.add(pos, m)
	captures := len(t1.lost[pos.SideToMove().Other()])+len(t1.lost[pos.SideToMove()]) > 0 || t1.catapults != [2]bool{}
	if said := strings.Contains(action, "captur") || strings.Contains(action, "taking") ||
		strings.Contains(action, "fires at") || strings.Contains(action, "turning over"); said != captures {
		t.Errorf("%s %s: takes something %v, the words say %v: %q", id, n.Label, captures, said, n.Text)
	}
	after := pos.Clone()
	after.MakeMove(m)
	mate := after.Status() == rules.Checkmate
	if strings.Contains(n.Text, "checkmate") != mate {
		t.Errorf("%s %s: mate %v: %q", id, n.Label, mate, n.Text)
	}
	why := strings.SplitN(n.Text, " — ", 2)[1]
	if check := len(after.Checks()) > 0 && !mate; check && !strings.Contains(why, "check") {
		t.Errorf("%s %s: gives check, the words do not say so: %q", id, n.Label, n.Text)
	}
	if last && !mate && after.Status() != rules.NoCastles &&
		!strings.Contains(why, "has won") && !strings.Contains(why, "has a new") &&
		!strings.Contains(why, "computer counts") && !strings.Contains(why, "mates") {
		t.Errorf("%s %s: the last move's words do not say how it wins: %q", id, n.Label, n.Text)
	}
}

// numbers are move numbers ("18.", "18...") and evaluations ("+4.35"): their full stops
// end no sentence.
var numbers = regexp.MustCompile(`\d+\.(\.\.)?|\d\.\d`)
