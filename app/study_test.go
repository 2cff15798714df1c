package app

import (
	"strings"
	"testing"
	"time"

	"siegeworks/rules"
	"siegeworks/study"
)

// TestAnalysisBoardLeavesTheGameAlone: the analysis board reports lines for the shown
// position, a move tried there does not reach the game, stepping re-analyses, and leaving
// stops the engine.
func TestAnalysisBoardLeavesTheGameAlone(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.start(rules.Chess, "", Human(), Human())
	h.move("e4")
	h.u.showAnalysis()
	a := h.analysis()
	if a == nil {
		t.Fatal("no analysis board")
	}
	h.pump("three lines", 10*time.Second, func() bool { return len(a.last.Lines) == 3 && a.last.Depth >= 3 })
	if a.board.EngineArrows() == nil {
		t.Error("no best-move arrow")
	}
	pos := a.line.position()
	m, _ := pos.ParseMove("c5")
	a.play(m)
	if got := h.sans(); len(got) != 1 {
		t.Fatalf("the game changed: %v", got)
	}
	if !a.line.inVariation() {
		t.Error("c5 did not start a variation")
	}
	h.pump("lines for the new position", 10*time.Second, func() bool {
		return len(a.last.Lines) > 0 && a.last.Position.SideToMove() == rules.White
	})
	a.do(cmdPrev)
	if a.line.ply != 1 {
		t.Errorf("Left went to ply %d", a.line.ply)
	}
	a.toggleAnalysis()
	if a.analyser.Running() {
		t.Error("Stop analysis left the engine running")
	}
	a.toggleAnalysis()
	h.u.backToGame()
	if a.analyser.Running() || h.analysis() != nil {
		t.Error("leaving did not stop the analysis")
	}
}

// TestReviewInTheApp: the review marks the planted blunder in the move list, keeps the
// review with the game (so Save writes it) and draws the graph.
func TestReviewInTheApp(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.start(rules.Chess, "", Human(), Human())
	for _, m := range []string{"e4", "e5", "Qg4", "Nf6", "Qxg7", "Bxg7"} {
		h.move(m)
	}
	h.u.reviewGame()
	h.pump("the review", 60*time.Second, func() bool { return h.analysis() != nil && h.analysis().review != nil })
	a := h.analysis()
	if a.review.Moves[4].Judgement != study.Blunder {
		t.Errorf("Qxg7 judged %q", a.review.Moves[4].Judgement.Name())
	}
	if !a.graph.Visible() {
		t.Error("no evaluation graph")
	}
	pgn := rules.WritePGN(h.u.sess.Game(), nil)
	if !strings.Contains(pgn, "$4") || !strings.Contains(pgn, "[%eval") {
		t.Errorf("the game's PGN does not carry the review:\n%s", pgn)
	}
	// Before the blunder the better move is drawn; after it the panel says where to see it.
	a.graph.OnSelect(4)
	if a.line.ply != 4 || a.better == rules.NoMove || !strings.Contains(a.summary.Text, "Next, Qxg7??") {
		t.Errorf("the graph's point 4 shows ply %d, better move %v, %q", a.line.ply, a.better, a.summary.Text)
	}
	a.graph.OnSelect(5)
	if a.line.ply != 5 || !strings.Contains(a.summary.Text, "Qxg7?? was a blunder") {
		t.Errorf("the graph's point 5 shows ply %d: %q", a.line.ply, a.summary.Text)
	}
	h.u.backToGame()
}

// TestPuzzleModeSolveAndFail: the line solves the puzzle (rating up, streak, recorded); a
// wrong move fails the next one (rating down, streak reset).
func TestPuzzleModeSolveAndFail(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.start(rules.Chess, "", Human(), Human())
	h.u.showPuzzles()
	p := h.puzzles()
	if p == nil || p.puzzle == nil {
		t.Fatal("no puzzle shown")
	}
	prefs := h.u.prefs()
	moves, err := p.puzzle.Moves()
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < len(moves); i += 2 {
		p.onMove(moves[i])
		if i+1 < len(moves) {
			h.pump("the forced reply", 5*time.Second, func() bool { return p.board.Interactive() })
		}
	}
	if p.attempt.State() != study.Solved {
		t.Fatalf("the line did not solve %s", p.puzzle.ID)
	}
	solvedID := p.puzzle.ID
	if r := prefs.IntWithFallback(puzzleRatingKey(p.variant), startRating); r <= startRating {
		t.Errorf("rating %d after a solve", r)
	}
	if prefs.Int(puzzleStreakKey(p.variant)) != 1 || !contains(prefs.StringList(puzzleDoneKey(p.variant)), solvedID) {
		t.Error("the solve is not recorded")
	}
	p.nextPuzzle()
	if p.puzzle.ID == solvedID {
		t.Fatal("the solved puzzle came again")
	}
	before := prefs.IntWithFallback(puzzleRatingKey(p.variant), startRating)
	want := p.attempt.Expected()
	var ml rules.MoveList
	p.attempt.Position().GenerateLegal(&ml)
	for _, m := range ml.Slice() {
		after := p.attempt.Position()
		after.MakeMove(m)
		if m != want && after.Status() == rules.Ongoing {
			p.onMove(m)
			break
		}
	}
	if p.attempt.State() != study.Failed {
		t.Fatal("a wrong move did not fail the puzzle")
	}
	if r := prefs.Int(puzzleRatingKey(p.variant)); r >= before || prefs.Int(puzzleStreakKey(p.variant)) != 0 {
		t.Errorf("after a failure: rating %d (was %d), streak %d", r, before, prefs.Int(puzzleStreakKey(p.variant)))
	}
	h.pump("the refutation", 5*time.Second, func() bool { return strings.Contains(p.feedback.Text, "answers") })
	h.u.backToGame()
}

// In a finished position the analysis board says how it ended, the bar shows the result,
// and there is no analysis to stop.
func TestAnalysisOfAFinishedPosition(t *testing.T) {
	h := newHarness(t, t.TempDir())
	for _, m := range []string{"f3", "e5", "g4", "Qh4"} {
		h.move(m)
	}
	h.u.showAnalysis()
	a := h.analysis()
	if !a.toggle.Disabled() || !strings.Contains(a.status.Text(), "Black has mated") {
		t.Fatalf("a mated position: toggle disabled %v, status %q", a.toggle.Disabled(), a.status.Text())
	}
	a.do(cmdPrev)
	if a.toggle.Disabled() {
		t.Error("the analysis cannot run one move earlier")
	}
	h.u.backToGame()
}
