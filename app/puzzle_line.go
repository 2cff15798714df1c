package app

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/rules"
	"siegeworks/study"
	"siegeworks/words"
)

// puzzleLine is a puzzle's solution shown after it is solved or given up: the board steps
// through it move by move, both sides, with a sentence for each move.
type puzzleLine struct {
	start *rules.Position
	moves []rules.Move
	ply   int // the moves shown so far
}

func (l *puzzleLine) positionAt(ply int) *rules.Position {
	pos := l.start.Clone()
	for _, m := range l.moves[:ply] {
		pos.MakeMove(m)
	}
	return pos
}

// linePanel is the part of the puzzles' panel that shows the solution.
type linePanel struct {
	box                     *fyne.Container
	where                   *widget.Label // "Move 2 of 3: 18... Kf7"
	note                    *widget.Label // why the move is played
	first, prev, next, last *widget.Button
}

// autoPlayPause is the time each move of the solution stays on the board when it plays
// itself out.
const autoPlayPause = 1500 * time.Millisecond

func (p *puzzleScreen) buildLinePanel() {
	lp := &p.linePart
	lp.where = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	lp.where.Wrapping = fyne.TextWrapWord
	lp.note = wrapped("")
	lp.first = p.button("line-first", "", theme.MediaSkipPreviousIcon(), func() { p.userStep(cmdFirst) })
	lp.prev = p.button("line-back", lang.L("Back"), theme.NavigateBackIcon(), func() { p.userStep(cmdPrev) })
	lp.next = p.button("line-forward", lang.L("Forward"), theme.NavigateNextIcon(), func() { p.userStep(cmdNext) })
	lp.last = p.button("line-last", "", theme.MediaSkipNextIcon(), func() { p.userStep(cmdLast) })
	nav := container.NewBorder(nil, nil, lp.first, lp.last, container.NewGridWithColumns(2, lp.prev, lp.next))
	lp.box = container.NewVBox(nav, lp.where, lp.note)
	lp.box.Hide()
}

// showSolution plays the whole line on the board from the start, one move at a time, with
// a sentence for each; the player may step through it at any time.
func (p *puzzleScreen) showSolution() {
	p.gen++ // drops a reply or a refutation still on its way
	if p.attempt.State() == study.Solving {
		p.hints++ // seeing the solution counts as help
	}
	p.board.SetInteractive(false)
	p.offerAnalysis(true)
	p.solution.Disable()
	p.setImportance(p.solution, widget.MediumImportance)
	p.say(lang.L("The solution is {{.Line}}.", map[string]any{"Line": p.solutionText()}))
	p.showLine(false)
	p.stepTo(0)
	p.autoPlay()
}

// solutionText is the line as players write it: "18. Qh4+ Kf7 19. Qxd8".
func (p *puzzleScreen) solutionText() string {
	moves, _ := p.puzzle.Moves()
	pos := p.puzzle.Position()
	var words []string
	for i, m := range moves {
		text := pos.SAN(m)
		if i == 0 || pos.SideToMove() == rules.White {
			text = rules.MoveLabel(pos, 1, text)
		}
		words = append(words, text)
		pos.MakeMove(m)
	}
	return strings.Join(words, " ")
}

// userStep is a step the player asks for: it stops the line playing itself out.
func (p *puzzleScreen) userStep(c command) {
	p.gen++
	p.do(c)
}

// showLine shows the solution's part of the panel, at the line's end (the board shows it
// already) or at its start. Every check is marked again: the answer is known.
func (p *puzzleScreen) showLine(atEnd bool) {
	moves, _ := p.puzzle.Moves()
	p.line = &puzzleLine{start: p.puzzle.Position(), moves: moves}
	p.board.SetOwnChecksOnly(false)
	p.board.SetInteractive(false)
	p.board.SetHint(rules.NoMove)
	p.board.SetEngineArrows(nil)
	p.linePart.box.Show()
	p.intro.Hide()
	if atEnd {
		p.line.ply = len(moves) // the board shows the end already, its last move still moving
	}
	p.showNote()
}

// hideLine goes back to solving: no line is shown.
func (p *puzzleScreen) hideLine() {
	p.line = nil
	p.linePart.box.Hide()
	p.intro.Show()
}

// stepTo shows the line after ply moves: one step forward plays the move with its
// animation and sound, any other step shows the position with its last move marked.
func (p *puzzleScreen) stepTo(ply int) {
	l := p.line
	ply = min(max(ply, 0), len(l.moves))
	after := l.positionAt(ply)
	switch {
	case ply == 0:
		p.board.SetPosition(after)
	case ply == l.ply+1:
		before := l.positionAt(ply - 1)
		p.board.ShowMove(before, l.moves[ply-1], after, true)
		p.h.play(moveSound(before, l.moves[ply-1], after, false))
	default:
		p.board.ShowMove(l.positionAt(ply-1), l.moves[ply-1], after, false)
	}
	l.ply = ply
	p.showNote()
}

// showNote says where the line is and why its last move shown is played.
func (p *puzzleScreen) showNote() {
	l, lp := p.line, &p.linePart
	n := len(l.moves)
	setEnabled(lp.first, l.ply > 0)
	setEnabled(lp.prev, l.ply > 0)
	setEnabled(lp.next, l.ply < n)
	setEnabled(lp.last, l.ply < n)
	if l.ply == 0 {
		lp.where.SetText(lang.L("The solution, from the start position"))
		if l.start.SideToMove() == rules.Black {
			lp.note.SetText(lang.L("Black to move. Press Forward (or the right arrow key) to see the solution one move at a time."))
		} else {
			lp.note.SetText(lang.L("White to move. Press Forward (or the right arrow key) to see the solution one move at a time."))
		}
	} else {
		m := l.moves[l.ply-1]
		before := l.positionAt(l.ply - 1)
		lp.where.SetText(lang.L("The solution, move {{.Number}} of {{.Count}}: {{.Move}}",
			map[string]any{"Number": l.ply, "Count": n, "Move": rules.MoveLabel(l.start, l.ply, before.SAN(m))}))
		if p.notes.of == p.puzzle.ID && l.ply <= len(p.notes.list) {
			lp.note.SetText(p.notes.list[l.ply-1].Text)
		} else {
			lp.note.SetText(lang.L("{{.Move}}. (Working out why…)", map[string]any{"Move": capitalize(words.Action(before, m))}))
		}
	}
	p.panel.Refresh()
}

// autoPlay plays the line out from where it is shown, a move at a time, until the player
// steps through it or leaves.
func (p *puzzleScreen) autoPlay() {
	gen := p.gen
	left := len(p.line.moves) - p.line.ply
	go func() {
		for range left {
			time.Sleep(autoPlayPause)
			p.h.post(func() {
				if p.gen == gen && p.line != nil && p.line.ply < len(p.line.moves) {
					p.stepTo(p.line.ply + 1)
				}
			})
		}
	}()
}

// explainInBackground works out the sentences of the puzzle's solution (the engine looks
// past the line's end) and hands them to the panel.
func (p *puzzleScreen) explainInBackground() {
	pz := p.puzzle
	if p.notes.of == pz.ID {
		return
	}
	p.notes = puzzleNotes{}
	go func() {
		notes := pz.Explain(study.ExplainNodes)
		p.h.post(func() {
			if p.puzzle != pz {
				return
			}
			p.notes = puzzleNotes{of: pz.ID, list: notes}
			if p.line != nil {
				p.showNote()
			}
		})
	}()
}

// openAnalysis opens the analysis board on the puzzle: the solution at the move shown, or
// the moves played in the attempt; its back button leads back here.
func (p *puzzleScreen) openAnalysis() {
	moves, ply := p.played, len(p.played)
	if p.line != nil {
		moves, ply = p.line.moves, p.line.ply
	}
	g, err := rules.NewGameFromFEN(p.variant, p.puzzle.FEN)
	if err != nil {
		p.h.showError(lang.L("The puzzle cannot be analysed"), err)
		return
	}
	for _, m := range moves {
		if err := g.Play(m); err != nil {
			p.h.showError(lang.L("The puzzle cannot be analysed"), err)
			return
		}
	}
	p.gen++ // the line stops playing itself out
	a := newAnalysisScreen(p.h, nil, g, ply, p.board.Flipped())
	a.returnTo(lang.L("Back to the puzzles"), func() { p.h.showScreen(p) })
	p.h.showScreen(a)
}
