package app

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"siegeworks/rules"
	"siegeworks/study"
	"siegeworks/widgets"
)

// showPuzzle opens the puzzles on one puzzle and waits for its solution's sentences.
func (h *harness) showPuzzle(v *rules.Variant, id string) *puzzleScreen {
	h.t.Helper()
	if h.puzzles() == nil {
		h.u.showPuzzles()
	}
	p := h.puzzles()
	for _, pz := range study.Puzzles(v) {
		if pz.ID == id {
			p.variant = v
			p.puzzle = pz
			p.explainInBackground()
			p.begin()
			h.pump("the solution's sentences", 20*time.Second, func() bool { return p.notes.of == id })
			return p
		}
	}
	h.t.Fatalf("no puzzle %s", id)
	return nil
}

// solve plays the puzzle's line as the player, waiting for each forced reply.
func (h *harness) solve(p *puzzleScreen) {
	h.t.Helper()
	moves, _ := p.puzzle.Moves()
	for i := 0; i < len(moves); i += 2 {
		p.onMove(moves[i])
		if i+1 < len(moves) {
			h.pump("the forced reply", 5*time.Second, func() bool { return p.board.Interactive() })
		}
	}
	if p.attempt.State() != study.Solved {
		h.t.Fatalf("the line did not solve %s", p.puzzle.ID)
	}
}

// The hints go from the idea to the piece (circled) to the move (marked), in sentences,
// and start again from the idea for the player's next move; H gives them too, and none is
// left once the puzzle is over.
func TestPuzzleHintsGoFromIdeaToMove(t *testing.T) {
	h := newHarness(t, t.TempDir())
	p := h.showPuzzle(rules.Chess, "chess-006")
	moves, _ := p.puzzle.Moves()
	h.typeRune('h')
	if got := p.feedback.Text; got != "Hint: You can win a queen in two moves." ||
		p.board.EngineArrows() != nil || p.board.Hint() != rules.NoMove {
		t.Errorf("first hint %q, circles %v, hint move %v", got, p.board.EngineArrows(), p.board.Hint())
	}
	p.showHint()
	circle := widgets.Annotation{From: moves[0].From(), To: moves[0].From(), Color: widgets.AnnotateGreen}
	if got := p.feedback.Text; got != "Hint: Move the queen on h5." || len(p.board.EngineArrows()) != 1 ||
		p.board.EngineArrows()[0] != circle {
		t.Errorf("second hint %q, circles %v", got, p.board.EngineArrows())
	}
	p.showHint()
	if got := p.feedback.Text; !strings.HasPrefix(got, "Hint: Play Qh4+.") || p.board.Hint() != moves[0] || p.board.EngineArrows() != nil {
		t.Errorf("third hint %q, hint move %v", got, p.board.Hint())
	}
	p.onMove(moves[0])
	h.pump("the forced reply", 5*time.Second, func() bool { return p.board.Interactive() })
	if p.board.Hint() != rules.NoMove {
		t.Error("the hint's marks stay after the move")
	}
	p.showHint()
	if got := p.feedback.Text; got != "Hint: Something can be taken now." {
		t.Errorf("the next move's first hint is %q", got)
	}
	p.onMove(moves[2])
	if p.attempt.State() != study.Solved || p.can(cmdHint) {
		t.Error("a hint is offered after the puzzle is solved")
	}
}

// A solved puzzle explains its line: the panel shows the last move's sentence, and Back and
// Forward (the buttons or the arrow keys) step through the line on the board, both sides,
// with the last move marked and a sentence for every move.
func TestSolvedPuzzleExplainsItsLine(t *testing.T) {
	h := newHarness(t, t.TempDir())
	p := h.showPuzzle(rules.Chess, "chess-006")
	h.solve(p)
	moves, _ := p.puzzle.Moves()
	notes := p.puzzle.Explain(study.ExplainNodes)
	if p.line == nil || p.line.ply != len(moves) || !p.linePart.box.Visible() {
		t.Fatal("the solved puzzle shows no line")
	}
	if p.linePart.note.Text != notes[len(notes)-1].Text {
		t.Errorf("at the end the panel says %q, want %q", p.linePart.note.Text, notes[len(notes)-1].Text)
	}
	h.press(fyne.KeyHome)
	if p.line.ply != 0 || p.board.Shown().FEN() != p.puzzle.Position().FEN() {
		t.Fatalf("Home shows ply %d, %s", p.line.ply, p.board.Shown().FEN())
	}
	if p.board.Interactive() {
		t.Error("the board takes moves while the line is shown")
	}
	pos := p.puzzle.Position()
	for i, m := range moves {
		before := pos.Clone()
		pos.MakeMove(m)
		if i%2 == 0 {
			h.press(fyne.KeyRight)
		} else {
			test.Tap(p.linePart.next)
		}
		if p.line.ply != i+1 || p.board.Shown().FEN() != pos.FEN() {
			t.Fatalf("step %d shows ply %d, %s", i+1, p.line.ply, p.board.Shown().FEN())
		}
		if marks := p.board.Highlights(); !marks[m.From()].Has(widgets.HighlightLastMove) || !marks[m.To()].Has(widgets.HighlightLastMove) {
			t.Errorf("step %d: %s is not marked as the last move", i+1, before.SAN(m))
		}
		if p.linePart.note.Text != notes[i].Text || !strings.Contains(p.linePart.where.Text, notes[i].Label) {
			t.Errorf("step %d: %q / %q, want %q / %q", i+1, p.linePart.where.Text, p.linePart.note.Text, notes[i].Label, notes[i].Text)
		}
	}
	if !p.linePart.next.Disabled() || p.can(cmdNext) {
		t.Error("Forward is offered at the end of the line")
	}
	h.press(fyne.KeyLeft)
	test.Tap(p.linePart.prev)
	if p.line.ply != len(moves)-2 || p.linePart.note.Text != notes[len(moves)-3].Text {
		t.Errorf("two steps back show ply %d: %q", p.line.ply, p.linePart.note.Text)
	}
	p.begin()
	if p.line != nil || p.linePart.box.Visible() {
		t.Error("Try again still shows the line")
	}
}

// After a failure "Show the solution" plays the line out by itself from the start, a move
// at a time with its sentence.
func TestShowTheSolutionPlaysTheLineOut(t *testing.T) {
	h := newHarness(t, t.TempDir())
	p := h.showPuzzle(rules.Gunnery, "gunnery-027")
	var ml rules.MoveList
	p.attempt.Position().GenerateLegal(&ml)
	for _, m := range ml.Slice() {
		if m != p.attempt.Expected() {
			p.onMove(m)
			break
		}
	}
	if p.attempt.State() != study.Failed || p.line != nil || !p.analyse.Visible() {
		t.Fatal("a wrong move did not fail the puzzle, or the solution shows at once")
	}
	test.Tap(p.solution)
	moves, _ := p.puzzle.Moves()
	if p.line == nil || p.line.ply != 0 || p.board.Shown().FEN() != p.puzzle.Position().FEN() {
		t.Fatal("the solution does not start from the puzzle's position")
	}
	notes := p.puzzle.Explain(study.ExplainNodes)
	h.pump("the line played out", 20*time.Second, func() bool { return p.line.ply == len(moves) })
	if p.linePart.note.Text != notes[len(notes)-1].Text || !strings.Contains(p.feedback.Text, "d2*d8") {
		t.Errorf("after the line: %q, %q", p.feedback.Text, p.linePart.note.Text)
	}
	if last := p.board.LastMove(); len(last) == 0 {
		t.Error("no last move marked")
	}
}

// "Analyse this position" opens the analysis board on the puzzle at the move shown; its
// back button and Escape lead back to the same puzzle.
func TestAnalyseAPuzzle(t *testing.T) {
	h := newHarness(t, t.TempDir())
	p := h.showPuzzle(rules.Chess, "chess-008")
	h.solve(p)
	p.do(cmdPrev)
	shown := p.board.Shown().FEN()
	test.Tap(p.analyse)
	a := h.analysis()
	if a == nil {
		t.Fatal("no analysis board")
	}
	if got := a.line.position().FEN(); got != shown || a.line.ply != 2 || len(a.line.main) != 3 {
		t.Errorf("the analysis shows %s at ply %d, want the puzzle's %s", got, a.line.ply, shown)
	}
	back := a.buttons["back-to-game"]
	if back.Text != "Back to the puzzles" || a.buttons["review"] != nil {
		t.Errorf("back button %q, and a button to review a game that is none", back.Text)
	}
	test.Tap(back)
	if h.puzzles() != p || p.line == nil || p.line.ply != 2 {
		t.Fatal("back did not return to the puzzle as it was")
	}
	test.Tap(p.analyse)
	h.press(fyne.KeyEscape)
	if h.puzzles() != p {
		t.Error("Escape did not return to the puzzles")
	}
	h.u.backToGame()
}

// In a Turnover puzzle the opponent's Castle may already stand in check: the board used to
// draw that check's line, from the piece that takes the Castle to the Castle — the answer.
// While the player solves only the player's own checks are marked; once the line is shown
// every check is.
func TestPuzzleCheckLinesDoNotGiveTheAnswerAway(t *testing.T) {
	h := newHarness(t, t.TempDir())
	p := h.showPuzzle(rules.Turnover, "turnover-016")
	start := p.puzzle.Position()
	answer := p.attempt.Expected()
	theirs := start.CastlesInCheck(start.SideToMove().Other(), nil)
	if !slices.Contains(theirs, answer.To()) {
		t.Fatalf("the test needs the answer to take a Castle in check; in check %v, answer %v", theirs, answer)
	}
	if lines := p.board.AttackLines(); len(lines) != 0 || p.board.Highlights()[answer.To()].Has(widgets.HighlightCheck) {
		t.Errorf("at the start the board points at the answer: %v", lines)
	}
	p.showHint()
	p.showHint()
	if len(p.board.AttackLines()) != 0 {
		t.Error("a hint brought the check lines back")
	}
	h.solve(p)
	end := p.board.Shown()
	if want := len(end.Checks()); want == 0 || len(p.board.AttackLines()) < want {
		t.Errorf("after the move the check on the side to move shows %v, want %d lines", p.board.AttackLines(), want)
	}
	p.do(cmdFirst)
	if len(p.board.AttackLines()) == 0 {
		t.Error("with the line shown, the start's checks are not marked")
	}
}

// The puzzles fit from 800x600 to 1920x1080 while the player solves, after hints, and with
// the solution shown at every move of the puzzle of each variant whose sentences are the
// longest.
func TestPuzzlesFitWithTheirSolution(t *testing.T) {
	var longest []*study.Puzzle // each variant's puzzle with the longest sentence
	for _, v := range rules.Variants {
		var best *study.Puzzle
		most := 0
		for _, pz := range study.Puzzles(v) {
			for _, note := range pz.Explain(study.ExplainNodes) {
				if len(note.Text) > most {
					best, most = pz, len(note.Text)
				}
			}
		}
		if best != nil {
			longest = append(longest, best)
		}
	}
	for _, size := range []fyne.Size{smallWindow, largeWindow} {
		h := newHarness(t, t.TempDir())
		h.u.win.Resize(size)
		for _, pz := range longest {
			p := h.showPuzzle(pz.Variant, pz.ID)
			for range 3 {
				p.showHint()
			}
			assertFits(t, h, pz.ID+" after three hints")
			test.Tap(p.solution)
			for ply := 0; ply <= len(pz.Line); ply++ {
				p.stepTo(ply)
				assertFits(t, h, pz.ID+" at a move of its solution")
			}
		}
		h.u.backToGame()
	}
}
