package learn

import (
	"strings"
	"testing"

	"siegeworks/rules"
)

// A scripted opponent plays its moves while they are legal and hands over to the engine
// once the player leaves the script; a failed level says why; stars follow the moves used.
func TestScriptedRepliesAndOutcomes(t *testing.T) {
	c, err := ParseCourse(rules.Chess, `
stage: Test
level: Script
teaches: 1.rook
position: 4k3/8/8/8/8/8/8/R3K3 w - - 0 1
goal: stars a6 h6
task: Collect the stars.
target: 2
limit: 4
reply: moves e8d8 d8c8
`)
	if err != nil {
		t.Fatal(err)
	}
	l := c.Levels()[0]
	a := l.Start()
	mv := func(s string) rules.Move {
		m, err := a.Position().ParseCoordinate(s)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	st, err := a.Play(mv("a1a6"))
	if err != nil || !st.NeedsReply {
		t.Fatalf("first move: %v %+v", err, st)
	}
	if r := a.ReplyJob()(); r.String() != "e8d8" {
		t.Fatalf("scripted reply %s, want e8d8", r)
	}
	a.Answer(mv("e8d8"))
	st, _ = a.Play(mv("a6h6"))
	if a.Outcome() != Solved || a.Stars() != 3 || st.Stars != 3 {
		t.Fatalf("outcome %v, %d stars", a.Outcome(), a.Stars())
	}

	// Leaving the script: the engine answers.
	a = l.Start()
	a.Play(mv("a1a2"))
	a.Answer(mv("e8e7")) // not the script's e8d8
	a.Play(mv("a2a6"))
	if r := a.ReplyJob()(); r == rules.NoMove || r.String() == "d8c8" {
		t.Fatalf("after leaving the script the reply is %s", r)
	}

	// Too many moves: the level fails and says so.
	a = l.Start()
	for _, m := range []string{"a1a2", "a2a3", "a3a4", "a4a5"} {
		st, err := a.Play(mv(m))
		if err != nil {
			t.Fatal(err)
		}
		if st.NeedsReply {
			a.Answer(a.ReplyJob()())
		}
	}
	if a.Outcome() != Failed {
		t.Fatalf("four moves without the stars: %v", a.Outcome())
	}
	if l.StarsFor(2) != 3 || l.StarsFor(3) != 2 || l.StarsFor(4) != 1 {
		t.Errorf("stars for 2, 3, 4 moves: %d %d %d", l.StarsFor(2), l.StarsFor(3), l.StarsFor(4))
	}
}

// A level solved after a hint earns two stars at most, however few the moves.
func TestHintsCostAStar(t *testing.T) {
	c, err := ParseCourse(rules.Chess, `
stage: Test
level: Hint
teaches: 1.rook
position: 4k3/8/8/8/8/8/8/R3K3 w - - 0 1
goal: stars a6
task: Bring the rook to the star.
target: 1
reply: none
`)
	if err != nil {
		t.Fatal(err)
	}
	a := c.Levels()[0].Start()
	hint := a.HintJob()()
	if hint.String() != "a1a6" || !a.Hinted() {
		t.Fatalf("hint %s, hinted %v", hint, a.Hinted())
	}
	if _, err := a.Play(hint); err != nil || a.Outcome() != Solved || a.Stars() != HintedStars {
		t.Fatalf("solved with a hint: %v %v, %d stars", err, a.Outcome(), a.Stars())
	}
	b := c.Levels()[0].Start()
	if _, err := b.Play(hint); err != nil || b.Stars() != 3 {
		t.Fatalf("solved without: %v, %d stars", err, b.Stars())
	}
}

// A check the exercise refuses (the other side never moves) is refused as the exercise's
// rule, not the game's: the sentence says so.
func TestTheExerciseSaysWhenItRefuses(t *testing.T) {
	c, err := ParseCourse(rules.Chess, `
stage: Test
level: No check
teaches: 1.rook
position: 4k3/8/8/8/8/8/8/R3K3 w - - 0 1
goal: stars h6
task: Bring the rook to the star.
target: 2
reply: none
`)
	if err != nil {
		t.Fatal(err)
	}
	a := c.Levels()[0].Start()
	m, _ := a.Position().ParseCoordinate("a1a8")
	why := a.Refusal(m)
	if !strings.Contains(why, "in this exercise the other side does not move") {
		t.Fatalf("a refused check says %q", why)
	}
}

func TestBadLessonFilesAreRefused(t *testing.T) {
	bad := []string{
		"level: x", // a level before a stage
		"stage: s\nlevel: x\nteaches: 1.rook\nposition: 4k3/8/8/8/8/8/8/4K3 w - - 0 1\ntask: t.\ntarget: 1", // no goal
		"stage: s\nlevel: x\nteaches: 1.rook\nposition: 8/8 w\ngoal: mate\ntask: t.\ntarget: 1",             // bad position
		"stage: s\nlevel: x\nteaches: 1.rook\nposition: 4k3/8/8/8/8/8/8/4K3 w - - 0 1\ngoal: fly\ntask: t.\ntarget: 1",
		"stage: s\nlevel: x\nteaches: 1.rook\nposition: 4k3/8/8/8/8/8/8/4K3 w - - 0 1\ngoal: mate\ntask: t.\ntarget: 1\nreply: maybe",
	}
	for _, text := range bad {
		if _, err := ParseCourse(rules.Chess, text); err == nil {
			t.Errorf("accepted:\n%s", text)
		}
	}
}
