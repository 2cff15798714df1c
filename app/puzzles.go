package app

import (
	"context"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/app/sound"
	"siegeworks/engine"
	"siegeworks/rules"
	"siegeworks/study"
	"siegeworks/widgets"
	"siegeworks/words"
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
	counted  bool   // the attempt already changed the rating (a retry or a hint counts no more)
	hints    int    // hints given in the attempt (any hint keeps the rating as it is)
	hintStep int    // hints given for the move the player looks for now
	gen      int    // bumped for each new attempt: late answers are dropped
	failNote string // what follows the refutation in a failure's message
	// played are the moves shown on the board since the puzzle's start (the player's, the
	// replies, a refutation): what "Analyse this position" opens when no line is shown.
	played []rules.Move
	// line is the solution shown move by move after the puzzle is solved or given up (nil
	// while the player solves); notes its sentences, worked out in the background.
	line  *puzzleLine
	notes puzzleNotes
}

// puzzleNotes are the sentences of a puzzle's solution, one per move.
type puzzleNotes struct {
	of   string // the puzzle's ID ("" while they are worked out)
	list []study.LineNote
}

// puzzlePanel is what the puzzles show beside the board.
type puzzlePanel struct {
	panel    *fyne.Container
	intro    *widget.Label // hidden while the solution is shown, which needs the room
	goal     *widget.Label
	feedback *widget.Label
	score    *secondaryLabel
	pick     *escSelect
	hint     *widget.Button
	solution *widget.Button
	retry    *widget.Button
	next     *widget.Button
	analyse  *widget.Button
	linePart linePanel
}

// showPuzzles opens the puzzles of the game's variant (its game's first rule set's when that
// rule set has none, orthodox chess's when neither has).
func (u *ui) showPuzzles() {
	if _, ok := showing[*puzzleScreen](u); ok {
		return
	}
	played := u.sess.Game().Variant()
	v := rules.Chess
	for _, w := range []*rules.Variant{played.Family(), played} {
		if len(study.Puzzles(w)) > 0 {
			v = w
		}
	}
	p := &puzzleScreen{h: u, variant: v, buttons: namedButtons{}}
	p.build()
	u.switchTo(p)
	p.nextPuzzle()
}

func (p *puzzleScreen) view() fyne.CanvasObject { return p.root }
func (p *puzzleScreen) leave()                  { p.gen++ }
func (p *puzzleScreen) typed(rune) bool         { return false }

// can: H gives a hint while the player solves; the arrow keys, Home and End step through
// the solution once it is shown.
func (p *puzzleScreen) can(c command) bool {
	switch c {
	case cmdHint:
		return p.attempt != nil && p.attempt.State() == study.Solving && p.line == nil
	case cmdFirst, cmdPrev:
		return p.line != nil && p.line.ply > 0
	case cmdNext, cmdLast:
		return p.line != nil && p.line.ply < len(p.line.moves)
	}
	return false
}

func (p *puzzleScreen) do(c command) {
	if !p.can(c) {
		return
	}
	switch c {
	case cmdHint:
		p.showHint()
	case cmdFirst:
		p.stepTo(0)
	case cmdPrev:
		p.stepTo(p.line.ply - 1)
	case cmdNext:
		p.stepTo(p.line.ply + 1)
	case cmdLast:
		p.stepTo(len(p.line.moves))
	}
}

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
			names = append(names, lang.L(v.Name))
		}
	}
	p.pick = h.newSelect(names, func(name string) {
		for _, v := range rules.Variants {
			if lang.L(v.Name) == name && v != p.variant {
				p.variant = v
				p.nextPuzzle()
			}
		}
	})
	p.pick.SetSelected(lang.L(p.variant.Name))
	p.goal = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.goal.SizeName = theme.SizeNameSubHeadingText
	p.goal.Wrapping = fyne.TextWrapWord
	p.feedback = widget.NewLabel("")
	p.feedback.Wrapping = fyne.TextWrapWord
	p.score = newSecondaryLabel("")
	p.score.Wrapping = fyne.TextWrapWord
	p.score.Truncation = fyne.TextTruncateOff
	p.hint = p.button("hint", lang.L("Hint"), theme.SearchIcon(), p.showHint)
	p.solution = p.button("solution", lang.L("Show the solution"), theme.VisibilityIcon(), p.showSolution)
	p.retry = p.button("retry", lang.L("Try again"), theme.ViewRefreshIcon(), func() { p.begin() })
	p.next = p.button("next", lang.L("Next puzzle"), theme.NavigateNextIcon(), p.nextPuzzle)
	p.analyse = p.button("analyse", lang.L("Analyse this position"), theme.SearchIcon(), p.openAnalysis)
	p.buildLinePanel()
	title := widget.NewLabelWithStyle(lang.L("Puzzles"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameSubHeadingText
	p.intro = wrapped(lang.L("Positions from computer games where one move wins. Find it — and the moves after it, if the opponent's answer is forced."))
	p.panel = container.NewVBox(
		container.NewGridWithColumns(1, p.button("back-to-game", lang.L("Back to the game"), theme.HomeIcon(), h.backToGame)),
		title, p.intro, widget.NewForm(widget.NewFormItem(lang.L("Variant"), p.pick)), p.score,
		widget.NewSeparator(), p.goal, p.feedback, p.linePart.box,
		container.NewGridWithColumns(2, p.hint, p.solution, p.retry, p.next), p.analyse,
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
	p.explainInBackground()
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
	p.hints, p.hintStep = 0, 0
	p.attempt = p.puzzle.Start()
	p.played = nil
	p.hideLine()
	pos := p.attempt.Position()
	p.board.SetFlipped(pos.SideToMove() == rules.Black)
	// While the player solves, only the checks the player must answer are marked: a check
	// on the opponent's Castle (Turnover) would point straight at the answer.
	p.board.SetOwnChecksOnly(true)
	p.board.SetPosition(pos)
	p.board.SetHint(rules.NoMove)
	p.board.SetEngineArrows(nil)
	p.board.SetInteractive(true)
	p.goal.SetText(lang.L(p.puzzle.Goal()) + ".")
	p.say(bySide(pos.SideToMove(), lang.L("Find the best move for White."), lang.L("Find the best move for Black.")))
	p.offerAnalysis(false)
	p.solution.Enable()
	p.setImportance(p.next, widget.MediumImportance)
	p.setImportance(p.solution, widget.MediumImportance)
	p.updateScore()
}

// offerAnalysis offers "Analyse this position" instead of hints once the attempt is over
// (or the other way round).
func (p *puzzleScreen) offerAnalysis(on bool) {
	if on {
		p.hint.Disable()
		p.analyse.Show()
	} else {
		p.analyse.Hide()
		p.hint.Enable()
	}
}

func (p *puzzleScreen) setImportance(b *widget.Button, i widget.Importance) {
	b.Importance = i
	b.Refresh()
}

func (p *puzzleScreen) updateScore() {
	prefs := p.h.prefs()
	done := len(prefs.StringList(puzzleDoneKey(p.variant)))
	defer p.panel.Refresh()
	p.score.SetText(lang.L("Your rating in {{.Variant}}: {{.Rating}} · streak {{.Streak}} · solved {{.Solved}} of {{.Total}} · this puzzle: {{.Puzzle}}",
		map[string]any{"Variant": lang.L(p.variant.Name), "Rating": prefs.IntWithFallback(puzzleRatingKey(p.variant), startRating),
			"Streak": prefs.Int(puzzleStreakKey(p.variant)), "Solved": done, "Total": len(study.Puzzles(p.variant)), "Puzzle": p.puzzle.Rating}))
}

// onMove checks the player's move against the puzzle.
func (p *puzzleScreen) onMove(m rules.Move) {
	st := p.attempt.Play(m)
	p.played = append(p.played, m)
	p.hintStep = 0
	p.board.ShowMove(st.Before, m, st.After, true)
	p.board.SetHint(rules.NoMove)
	p.board.SetEngineArrows(nil)
	p.h.play(moveSound(st.Before, m, st.After, false))
	switch p.attempt.State() {
	case study.Solved:
		p.finish(true)
	case study.Failed:
		p.finish(false)
		p.refute(st.After)
	default:
		p.board.SetInteractive(false)
		p.say(lang.L("Good move! {{.Move}}.", map[string]any{"Move": capitalize(words.Move(st.Before, m))}))
		gen := p.gen
		go func() {
			time.Sleep(replyPause)
			p.h.post(func() {
				if p.gen != gen {
					return
				}
				p.played = append(p.played, st.Reply)
				p.board.ShowMove(st.After, st.Reply, st.AfterReply, true)
				a := map[string]any{"Move": st.After.SAN(st.Reply)}
				p.say(bySide(st.After.SideToMove(), lang.L("White answers {{.Move}}. Keep going.", a), lang.L("Black answers {{.Move}}. Keep going.", a)))
				p.board.SetInteractive(true)
			})
		}()
	}
}

// finish scores the attempt: the first try without a hint changes the rating and streak.
func (p *puzzleScreen) finish(solved bool) {
	p.board.SetInteractive(false)
	p.offerAnalysis(true)
	prefs := p.h.prefs()
	v := p.variant
	old := prefs.IntWithFallback(puzzleRatingKey(v), startRating)
	change := ""
	if !p.counted && p.hints == 0 {
		p.counted = true
		rating := study.NewRating(old, p.puzzle.Rating, solved)
		prefs.SetInt(puzzleRatingKey(v), rating)
		change = " " + lang.L("Rating {{.Old}}, now {{.New}}.", map[string]any{"Old": old, "New": rating})
		if solved {
			prefs.SetInt(puzzleStreakKey(v), prefs.Int(puzzleStreakKey(v))+1)
		} else {
			prefs.SetInt(puzzleStreakKey(v), 0)
		}
	}
	var themes []string
	for _, t := range p.puzzle.Themes {
		themes = append(themes, lang.L(t.Name()))
	}
	if solved {
		done := prefs.StringList(puzzleDoneKey(v))
		if !contains(done, p.puzzle.ID) {
			prefs.SetStringList(puzzleDoneKey(v), append(done, p.puzzle.ID))
		}
		p.h.play(sound.Success)
		p.say(lang.L("Solved! Theme: {{.Themes}}.", map[string]any{"Themes": strings.Join(themes, ", ")}) + change)
		p.setImportance(p.next, widget.HighImportance)
		p.showLine(true)
	} else {
		p.failNote = strings.TrimSpace(change + " " + lang.L("Try again, or see the solution move by move."))
		p.say(lang.L("Not this one. {{.Note}}", map[string]any{"Note": p.failNote}))
		p.setImportance(p.solution, widget.HighImportance)
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
		e := engine.New(engine.Options{Level: engine.MaxLevel, HashMB: 4, Threads: engine.DefaultThreads()})
		r := e.Hint(context.Background(), after, engine.Limits{MoveTime: 400 * time.Millisecond}, nil)
		p.h.post(func() {
			if p.gen != gen || r.Move == rules.NoMove {
				return
			}
			reply := after.Clone()
			reply.MakeMove(r.Move)
			p.played = append(p.played, r.Move)
			p.board.ShowMove(after, r.Move, reply, true)
			a := map[string]any{"Move": after.SAN(r.Move), "Note": p.failNote}
			p.say(bySide(after.SideToMove(), lang.L("Not this one: White answers {{.Move}}. {{.Note}}", a),
				lang.L("Not this one: Black answers {{.Move}}. {{.Note}}", a)))
		})
	}()
}

// showHint gives the next hint for the move the line wants: the idea, then the piece to
// move (circled), then the move (marked).
func (p *puzzleScreen) showHint() {
	hints := p.attempt.Hints()
	if len(hints) == 0 {
		return
	}
	h := hints[min(p.hintStep, len(hints)-1)]
	p.hints++
	p.hintStep++
	switch {
	case h.Move != rules.NoMove:
		p.board.SetEngineArrows(nil)
		p.board.SetHint(h.Move)
	case h.Piece != rules.NoSquare:
		p.board.SetEngineArrows([]widgets.Annotation{{From: h.Piece, To: h.Piece, Color: widgets.AnnotateGreen}})
	}
	p.say(lang.L("Hint: {{.Hint}}", map[string]any{"Hint": h.Text}))
}
