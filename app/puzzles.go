package app

import (
	"context"
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/app/sound"
	"siegeworks/engine"
	"siegeworks/rules"
	"siegeworks/study"
	"siegeworks/widgets"
)

// Preferences of the puzzles, per variant.
func puzzleRatingKey(v *rules.Variant) string { return "puzzles." + v.ID + ".rating" }
func puzzleStreakKey(v *rules.Variant) string { return "puzzles." + v.ID + ".streak" }
func puzzleDoneKey(v *rules.Variant) string   { return "puzzles." + v.ID + ".done" }

// startRating is a newcomer's puzzle rating.
const startRating = 1200

// puzzleScreen is Study → Puzzles: one puzzle at a time for a variant, chosen near the
// player's rating among those not yet solved; the rating, the streak and the solved puzzles
// are kept in Preferences per variant.
type puzzleScreen struct {
	puzzlePanel
	h        host
	variant  *rules.Variant
	puzzle   *study.Puzzle
	attempt  *study.PuzzleAttempt
	board    *widgets.Board
	root     *fyne.Container
	buttons  namedButtons
	counted  bool // the attempt already changed the rating (a retry or a hint counts no more)
	hints    int
	gen      int    // bumped for each new attempt: late answers are dropped
	failNote string // what follows the refutation in a failure's message
}

// puzzlePanel is what the puzzles show beside the board.
type puzzlePanel struct {
	panel    *fyne.Container
	goal     *widget.Label
	feedback *widget.Label
	score    *secondaryLabel
	pick     *escSelect
	hint     *widget.Button
	solution *widget.Button
	retry    *widget.Button
	next     *widget.Button
}

// showPuzzles opens the puzzles of the game's variant (orthodox chess when it has none).
func (u *ui) showPuzzles() {
	if _, ok := showing[*puzzleScreen](u); ok {
		return
	}
	v := u.sess.Game().Variant()
	if len(study.Puzzles(v)) == 0 {
		v = rules.Chess
	}
	p := &puzzleScreen{h: u, variant: v, buttons: namedButtons{}}
	p.build()
	u.switchTo(p)
	p.nextPuzzle()
}

func (p *puzzleScreen) view() fyne.CanvasObject { return p.root }
func (p *puzzleScreen) leave()                  { p.gen++ }
func (p *puzzleScreen) typed(rune) bool         { return false }
func (p *puzzleScreen) can(command) bool        { return false }
func (p *puzzleScreen) do(command)              {}

func (p *puzzleScreen) geometry() screenGeometry {
	g := screenGeometry{board: p.board, variant: p.variant, view: "puzzles", buttons: p.buttons}
	if p.puzzle != nil {
		g.level = p.puzzle.ID
	}
	return g
}

// say shows a message under the goal and lays the panel out again (its height changes).
func (p *puzzleScreen) say(text string) {
	p.feedback.SetText(text)
	p.panel.Refresh()
}

func (p *puzzleScreen) button(name, label string, icon fyne.Resource, tapped func()) *widget.Button {
	return p.buttons.add(name, label, icon, tapped)
}

func (p *puzzleScreen) build() {
	h := p.h
	p.board = h.newBoard(p.onMove, func(msg string) { p.say(msg) })
	var names []string
	for _, v := range rules.Variants {
		if len(study.Puzzles(v)) > 0 {
			names = append(names, v.Name)
		}
	}
	p.pick = h.newSelect(names, func(name string) {
		for _, v := range rules.Variants {
			if v.Name == name && v != p.variant {
				p.variant = v
				p.nextPuzzle()
			}
		}
	})
	p.pick.SetSelected(p.variant.Name)
	p.goal = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.goal.SizeName = theme.SizeNameSubHeadingText
	p.goal.Wrapping = fyne.TextWrapWord
	p.feedback = widget.NewLabel("")
	p.feedback.Wrapping = fyne.TextWrapWord
	p.score = newSecondaryLabel("")
	p.score.Wrapping = fyne.TextWrapWord
	p.score.Truncation = fyne.TextTruncateOff
	p.hint = p.button("hint", "Hint", theme.SearchIcon(), p.showHint)
	p.solution = p.button("solution", "Show the solution", theme.VisibilityIcon(), p.showSolution)
	p.retry = p.button("retry", "Try again", theme.ViewRefreshIcon(), func() { p.begin() })
	p.next = p.button("next", "Next puzzle", theme.NavigateNextIcon(), p.nextPuzzle)
	title := widget.NewLabelWithStyle("Puzzles", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameSubHeadingText
	intro := widget.NewLabel("Positions from computer games where one move wins. Find it — and the moves after it, if the opponent's answer is forced.")
	intro.Wrapping = fyne.TextWrapWord
	p.panel = container.NewVBox(
		container.NewGridWithColumns(1, p.button("back-to-game", "Back to the game", theme.HomeIcon(), h.backToGame)),
		title, intro, widget.NewForm(widget.NewFormItem("Variant", p.pick)), p.score,
		widget.NewSeparator(), p.goal, p.feedback,
		container.NewGridWithColumns(2, p.hint, p.solution, p.retry, p.next),
	)
	p.root = beside(p.board, sidePanel(360, p.panel))
}

// nextPuzzle picks the unsolved puzzle nearest the player's rating (the set starts over
// once every puzzle is solved).
func (p *puzzleScreen) nextPuzzle() {
	prefs := p.h.prefs()
	done := map[string]bool{}
	for _, id := range prefs.StringList(puzzleDoneKey(p.variant)) {
		done[id] = true
	}
	all := study.Puzzles(p.variant)
	rating := prefs.IntWithFallback(puzzleRatingKey(p.variant), startRating)
	var best *study.Puzzle
	for _, pz := range all {
		if done[pz.ID] || (p.puzzle != nil && pz.ID == p.puzzle.ID && len(done) < len(all)-1) {
			continue
		}
		if best == nil || abs(pz.Rating-rating) < abs(best.Rating-rating) {
			best = pz
		}
	}
	if best == nil {
		prefs.SetStringList(puzzleDoneKey(p.variant), nil)
		best = all[0]
	}
	p.puzzle = best
	p.counted = false
	p.begin()
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// begin starts (or restarts) an attempt at the puzzle.
func (p *puzzleScreen) begin() {
	p.gen++
	p.hints = 0
	p.attempt = p.puzzle.Start()
	pos := p.attempt.Position()
	p.board.SetFlipped(pos.SideToMove() == rules.Black)
	p.board.SetPosition(pos)
	p.board.SetHint(rules.NoMove)
	p.board.SetEngineArrows(nil)
	p.board.SetInteractive(true)
	p.goal.SetText(p.puzzle.Goal() + ".")
	p.say(fmt.Sprintf("Find the best move for %s.", sideName(pos.SideToMove())))
	p.hint.Enable()
	p.solution.Enable()
	p.next.Importance = widget.MediumImportance
	p.next.Refresh()
	p.updateScore()
}

func sideName(c rules.Color) string {
	if c == rules.Black {
		return "Black"
	}
	return "White"
}

func (p *puzzleScreen) updateScore() {
	prefs := p.h.prefs()
	done := len(prefs.StringList(puzzleDoneKey(p.variant)))
	defer p.panel.Refresh()
	p.score.SetText(fmt.Sprintf("Your rating in %s: %d · streak %d · solved %d of %d · this puzzle: %d",
		p.variant.Name, prefs.IntWithFallback(puzzleRatingKey(p.variant), startRating),
		prefs.Int(puzzleStreakKey(p.variant)), done, len(study.Puzzles(p.variant)), p.puzzle.Rating))
}

// onMove checks the player's move against the puzzle.
func (p *puzzleScreen) onMove(m rules.Move) {
	st := p.attempt.Play(m)
	p.board.ShowMove(st.Before, m, st.After, true)
	p.board.SetHint(rules.NoMove)
	p.h.play(moveSound(st.Before, m, st.After, false))
	switch p.attempt.State() {
	case study.Solved:
		p.finish(true)
	case study.Failed:
		p.finish(false)
		p.refute(st.After)
	default:
		p.board.SetInteractive(false)
		p.say("Good move! " + capitalize(st.Before.Describe(m)) + ".")
		gen := p.gen
		go func() {
			time.Sleep(replyPause)
			p.h.post(func() {
				if p.gen != gen {
					return
				}
				p.board.ShowMove(st.After, st.Reply, st.AfterReply, true)
				p.say(fmt.Sprintf("%s answers %s. Keep going.", sideName(st.After.SideToMove()), st.After.SAN(st.Reply)))
				p.board.SetInteractive(true)
			})
		}()
	}
}

// finish scores the attempt: the first try without a hint changes the rating and streak.
func (p *puzzleScreen) finish(solved bool) {
	p.board.SetInteractive(false)
	p.hint.Disable()
	prefs := p.h.prefs()
	v := p.variant
	old := prefs.IntWithFallback(puzzleRatingKey(v), startRating)
	change := ""
	if !p.counted && p.hints == 0 {
		p.counted = true
		rating := study.NewRating(old, p.puzzle.Rating, solved)
		prefs.SetInt(puzzleRatingKey(v), rating)
		change = fmt.Sprintf(" Rating %d, now %d.", old, rating)
		if solved {
			prefs.SetInt(puzzleStreakKey(v), prefs.Int(puzzleStreakKey(v))+1)
		} else {
			prefs.SetInt(puzzleStreakKey(v), 0)
		}
	}
	var themes []string
	for _, t := range p.puzzle.Themes {
		themes = append(themes, t.Name())
	}
	if solved {
		done := prefs.StringList(puzzleDoneKey(v))
		if !contains(done, p.puzzle.ID) {
			prefs.SetStringList(puzzleDoneKey(v), append(done, p.puzzle.ID))
		}
		p.h.play(sound.Success)
		p.say("Solved! Theme: " + strings.Join(themes, ", ") + "." + change)
		p.next.Importance = widget.HighImportance
		p.next.Refresh()
	} else {
		p.failNote = strings.TrimSpace(change + " Try again, or see the solution.")
		p.say("Not this one. " + p.failNote)
	}
	p.updateScore()
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// refute finds and shows the opponent's best answer to the wrong move.
func (p *puzzleScreen) refute(after *rules.Position) {
	if after.Status() != rules.Ongoing {
		return
	}
	gen := p.gen
	go func() {
		e := engine.New(engine.Options{Level: engine.MaxLevel, HashMB: 4})
		r := e.Hint(context.Background(), after, engine.Limits{MoveTime: 400 * time.Millisecond}, nil)
		p.h.post(func() {
			if p.gen != gen || r.Move == rules.NoMove {
				return
			}
			reply := after.Clone()
			reply.MakeMove(r.Move)
			p.board.ShowMove(after, r.Move, reply, true)
			p.say(fmt.Sprintf("Not this one: %s answers %s. %s", sideName(after.SideToMove()),
				after.SAN(r.Move), p.failNote))
		})
	}()
}

// showHint names the theme first, then marks the piece to move.
func (p *puzzleScreen) showHint() {
	if p.attempt.State() != study.Solving {
		return
	}
	p.hints++
	m := p.attempt.Expected()
	if p.hints == 1 {
		p.say("Hint: " + p.puzzle.Themes[0].Hint() + ".")
		return
	}
	p.board.SetHint(m)
	p.say("Hint: " + p.attempt.Position().Describe(m) + ".")
}

// showSolution plays the whole line on the board, one move at a time.
func (p *puzzleScreen) showSolution() {
	p.begin()
	p.hints++ // seeing the solution counts as help
	p.board.SetInteractive(false)
	p.hint.Disable()
	p.solution.Disable()
	moves, _ := p.puzzle.Moves()
	gen := p.gen
	pos := p.puzzle.Position()
	var words []string
	for _, m := range moves {
		words = append(words, pos.SAN(m))
		pos.MakeMove(m)
	}
	p.say("The solution: " + strings.Join(words, " ") + ".")
	go func() {
		pos := p.puzzle.Position()
		for _, m := range moves {
			time.Sleep(700 * time.Millisecond)
			before := pos.Clone()
			pos.MakeMove(m)
			after := pos.Clone()
			p.h.post(func() {
				if p.gen == gen {
					p.board.ShowMove(before, m, after, true)
				}
			})
		}
	}()
}
