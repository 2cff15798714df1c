package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/rules"
	"siegeworks/study"
	"siegeworks/widgets"
)

// analysisView is Study → Analysis board: the game's moves on a board of their own, the
// engine analysing the shown position in the background (evaluation bar, three best lines,
// the best move as an arrow), moves tried freely as a variation, and the game review with
// its evaluation graph. The game itself is never changed, except that a finished review is
// kept with its moves (and so saved in the PGN).
type analysisScreen struct {
	analysisPanel
	h        host
	line     *studyLine
	variant  *rules.Variant
	board    *widgets.Board
	root     *fyne.Container
	buttons  namedButtons
	analyser *study.Analyser
	paused   bool           // the player stopped the analysis
	last     study.Analysis // the latest report for the shown position
	review   *study.Review  // the review of the main line, if any
	shownKey uint64         // the shown position's hash: reports for others are dropped
	better   rules.Move     // the review's better move for the move just shown, if any
	left     bool           // the window shows another screen now
	// reviewGame reviews the game (the window's Review game); nil when the board analyses
	// something else (a puzzle).
	reviewGame func()
	// back leaves the analysis board for the screen it was opened from (nil: the game).
	back func()
}

// analysisPanel is what the analysis board shows beside the board.
type analysisPanel struct {
	bar      *widgets.EvalBar
	graph    *widgets.EvalGraph
	moves    *widgets.MoveList
	lines    []*engineLine
	status   *secondaryLabel
	varLabel *widget.Label
	toggle   *widget.Button
	toMain   *widget.Button
	summary  *widget.Label
	side     *fyne.Container // the panel beside the board
}

// showAnalysis opens the analysis board on the game at the ply shown.
func (u *ui) showAnalysis() {
	if _, ok := showing[*analysisScreen](u); ok {
		return
	}
	u.switchTo(newAnalysisScreen(u, u.reviewGame, u.sess.Game(), u.sess.ViewPly(), u.game.board.Flipped()))
}

// newAnalysisScreen is the analysis board on a game, at a ply; review reviews the game (nil:
// the game cannot be reviewed, and its button is hidden).
func newAnalysisScreen(h host, review func(), g *rules.Game, ply int, flipped bool) *analysisScreen {
	a := &analysisScreen{h: h, variant: g.Variant(), buttons: namedButtons{}, reviewGame: review}
	a.line = newStudyLine(g.PositionAt(0), g.Moves(), ply)
	if r, ok := study.FromAnnotations(g); ok {
		a.review = r
	}
	a.build(flipped)
	a.analyser = study.NewAnalyser(h.settings().AnalysisHashMB(), func(an study.Analysis) {
		h.post(func() { a.report(an) })
	})
	a.show(false)
	return a
}

func (a *analysisScreen) view() fyne.CanvasObject { return a.root }

// leave stops the engine.
func (a *analysisScreen) leave() {
	a.left = true
	a.analyser.Stop()
}

func (a *analysisScreen) typed(rune) bool { return false }

// returnTo makes the back button (and Escape) lead to the screen the board was opened from
// instead of the game: "Back to the puzzles".
func (a *analysisScreen) returnTo(label string, back func()) {
	a.back = back
	b := a.buttons["back-to-game"]
	b.SetText(label)
	b.OnTapped = back
}

func (a *analysisScreen) geometry() screenGeometry {
	return screenGeometry{board: a.board, variant: a.variant, view: "analysis", buttons: a.buttons}
}

// can: the arrow keys, Home and End step through the line.
func (a *analysisScreen) can(c command) bool {
	switch c {
	case cmdBack:
		return a.back != nil
	case cmdFirst, cmdPrev:
		return a.line.ply > 0
	case cmdNext, cmdLast:
		return a.line.ply < len(a.line.path())
	}
	return false
}

func (a *analysisScreen) do(c command) {
	switch c {
	case cmdBack:
		a.back()
		return
	case cmdFirst:
		a.line.setPly(0)
	case cmdPrev:
		a.line.step(-1)
	case cmdNext:
		a.line.step(1)
	case cmdLast:
		a.line.setPly(len(a.line.path()))
	default:
		return
	}
	a.show(false)
}

func (a *analysisScreen) button(name, label string, icon fyne.Resource, tapped func()) *widget.Button {
	return a.buttons.add(name, label, icon, tapped)
}

func (a *analysisScreen) build(flipped bool) {
	h := a.h
	a.board = h.newBoard(a.play, func(msg string) { a.status.SetText(msg) })
	a.board.SetFlipped(flipped)
	a.bar = widgets.NewEvalBar()
	a.bar.SetFlipped(a.board.Flipped())
	a.graph = widgets.NewEvalGraph()
	a.graph.OnSelect = func(ply int) {
		a.line.backToMain()
		a.line.setPly(ply)
		a.show(false)
	}
	a.moves = widgets.NewMoveList()
	a.moves.OnSelect = func(ply int) {
		a.line.setPly(ply)
		a.show(false)
	}
	for i := 0; i < 3; i++ {
		b := a.button(fmt.Sprintf("line%d", i+1), "", nil, func() { a.playLine(i) })
		a.lines = append(a.lines, newEngineLine(b))
	}
	a.status = newSecondaryLabel("")
	a.varLabel = widget.NewLabel("")
	a.varLabel.Wrapping = fyne.TextWrapWord
	a.toggle = a.button("toggle", lang.L("Stop analysis"), theme.MediaPauseIcon(), a.toggleAnalysis)
	a.toMain = a.button("main-line", lang.L("Back to the game's moves"), theme.NavigateBackIcon(), func() {
		a.line.backToMain()
		a.show(false)
	})
	a.summary = widget.NewLabel("")
	a.summary.Wrapping = fyne.TextWrapWord
	title := widget.NewLabelWithStyle(lang.L("Analysis · {{.Variant}}", map[string]any{"Variant": lang.L(a.variant.Name)}), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameSubHeadingText
	nav := container.NewGridWithColumns(4,
		a.button("first", "", theme.MediaSkipPreviousIcon(), func() { a.line.setPly(0); a.show(false) }),
		a.button("prev", "", theme.NavigateBackIcon(), func() { a.line.step(-1); a.show(false) }),
		a.button("next", "", theme.NavigateNextIcon(), func() { a.line.step(1); a.show(false) }),
		a.button("last", "", theme.MediaSkipNextIcon(), func() { a.line.setPly(len(a.line.path())); a.show(false) }),
	)
	back := a.button("back-to-game", lang.L("Back to the game"), theme.HomeIcon(), h.backToGame)
	row := container.NewGridWithColumns(1, back)
	if a.reviewGame != nil {
		row = container.NewGridWithColumns(2, a.button("review", lang.L("Review game"), theme.SearchIcon(), a.reviewGame), back)
	}
	top := container.NewVBox(row, title, a.toggle, a.status)
	for _, l := range a.lines {
		top.Add(l.view())
	}
	top.Add(widget.NewSeparator())
	// The step buttons are at the panel's foot, where the variation's note, the review's
	// words and its graph coming and going above them never move them.
	bottom := container.NewVBox(a.varLabel, a.toMain, a.summary, a.graph, nav)
	// The panel's rows come and go (the variation, the graph): it is laid out again after
	// each change.
	a.side = container.NewBorder(top, bottom, nil, nil, a.moves)
	side := withWidth(380, container.NewPadded(a.side))
	boardArea := container.NewBorder(nil, nil, container.NewPadded(a.bar), nil, container.NewPadded(a.board))
	a.root = container.NewBorder(nil, nil, nil, side, boardArea)
}

// play takes a move made on the board: it extends or starts a variation.
func (a *analysisScreen) play(m rules.Move) {
	before := a.line.position()
	if err := a.line.play(m); err != nil {
		a.status.SetText(capitalize(err.Error()) + ".")
		a.board.SetPosition(before)
		return
	}
	a.board.ShowMove(before, m, a.line.position(), true)
	a.h.play(moveSound(before, m, a.line.position(), false))
	a.show(true)
}

// playLine plays the first move of the i-th analysis line.
func (a *analysisScreen) playLine(i int) {
	if i < len(a.last.Lines) && len(a.last.Lines[i].Moves) > 0 {
		a.play(a.last.Lines[i].Moves[0])
	}
}

// show puts the shown position on the board (unless moved already) and restarts the
// analysis there.
func (a *analysisScreen) show(moved bool) {
	pos := a.line.position()
	if !moved {
		a.board.SetPosition(pos.Clone())
	}
	a.board.SetInteractive(pos.Status() == rules.Ongoing)
	a.shownKey = pos.Hash()
	a.last = study.Analysis{}
	a.showLines()
	a.updateMoves()
	switch {
	case pos.Status() != rules.Ongoing:
		a.analyser.Stop() // showLines said how the game ended
	case a.paused:
		a.status.SetText(lang.L("Analysis stopped."))
	default:
		a.status.SetText(lang.L("Analysing…"))
		a.analyser.Analyse(pos)
	}
}

// report takes an analysis report on the UI goroutine.
func (a *analysisScreen) report(an study.Analysis) {
	if a.left || an.Position == nil || an.Position.Hash() != a.shownKey {
		return
	}
	a.last = an
	a.showLines()
}

func (a *analysisScreen) showLines() {
	an := a.last
	pos := a.line.position()
	for i, row := range a.lines {
		if i < len(an.Lines) {
			row.set(an.Lines[i].Eval.String(), an.Lines[i].Text(pos))
		} else {
			row.set("", "")
		}
	}
	over := pos.Status() != rules.Ongoing
	setEnabled(a.toggle, !over) // nothing to analyse in a finished position
	switch {
	case over:
		a.status.SetText(lang.L("The game is over in this position: {{.How}}.", map[string]any{"How": finalWords(pos)}))
		a.bar.Set(finalChance(pos), finalMark(pos))
	case len(an.Lines) > 0:
		best := an.Lines[0]
		a.bar.Set(best.Eval.WhiteChance(a.variant), best.Eval.String())
		depth := map[string]any{"Depth": an.Depth, "Count": countWords(an.Nodes)}
		state := lang.L("Depth {{.Depth}} · {{.Count}} positions", depth)
		if an.Done && !a.paused {
			state = lang.L("Depth {{.Depth}} · {{.Count}} positions · finished", depth)
		}
		if a.paused {
			state = lang.L("Analysis stopped at depth {{.Depth}}.", depth)
		}
		a.status.SetText(state)
	}
	a.showArrows()
	a.side.Refresh()
}

// showArrows draws the engine's best move (blue) and the review's better move (green).
func (a *analysisScreen) showArrows() {
	var arrows []widgets.Annotation
	if ls := a.last.Lines; len(ls) > 0 && len(ls[0].Moves) > 0 {
		m := ls[0].Moves[0]
		arrows = append(arrows, widgets.Annotation{From: m.From(), To: m.To(), Color: widgets.AnnotateBlue})
	}
	if a.better != rules.NoMove {
		arrows = append(arrows, widgets.Annotation{From: a.better.From(), To: a.better.To(), Color: widgets.AnnotateGreen})
	}
	a.board.SetEngineArrows(arrows)
}

// finalChance is White's chance in a finished position: the winner's, or even.
func finalChance(pos *rules.Position) float64 {
	switch pos.Status() {
	case rules.Checkmate, rules.NoCastles, rules.Siege:
		if pos.SideToMove() == rules.White {
			return 0
		}
		return 1
	}
	return 0.5
}

// finalWords says how a finished position ended.
func finalWords(pos *rules.Position) string {
	switch pos.Status() {
	case rules.Checkmate:
		if pos.SideToMove() == rules.White {
			return lang.L("Black has mated")
		}
		return lang.L("White has mated")
	case rules.NoCastles:
		if pos.SideToMove() == rules.White {
			return lang.L("White has no Castles left")
		}
		return lang.L("Black has no Castles left")
	case rules.Siege:
		if pos.SideToMove() == rules.White {
			return lang.L("White has no move left and loses by siege")
		}
		return lang.L("Black has no move left and loses by siege")
	case rules.Stalemate:
		return lang.L("stalemate, a draw")
	case rules.Insufficient:
		return lang.L("neither side can mate, a draw")
	}
	return lang.L("it is over")
}

// finalMark is the evaluation bar's label in a finished position: "1-0", "0-1" or "½-½".
func finalMark(pos *rules.Position) string {
	switch c := finalChance(pos); {
	case c == 1:
		return "1-0"
	case c == 0:
		return "0-1"
	}
	return "½-½"
}

func countWords(n uint64) string {
	switch {
	case n >= 1_000_000:
		return lang.L("{{.Count}} million", map[string]any{"Count": fmt.Sprintf("%.1f", float64(n)/1e6)})
	case n >= 1000:
		return lang.L("{{.Count}} thousand", map[string]any{"Count": n / 1000})
	}
	return fmt.Sprint(n)
}

// toggleAnalysis stops or resumes the engine.
func (a *analysisScreen) toggleAnalysis() {
	a.paused = !a.paused
	if a.paused {
		a.analyser.Stop()
		a.toggle.SetText(lang.L("Resume analysis"))
		a.toggle.SetIcon(theme.MediaPlayIcon())
		a.showLines()
		if len(a.last.Lines) == 0 {
			a.status.SetText(lang.L("Analysis stopped."))
		}
		return
	}
	a.toggle.SetText(lang.L("Stop analysis"))
	a.toggle.SetIcon(theme.MediaPauseIcon())
	a.show(false)
}

// updateMoves shows the path in the move list (the review's marks on the game's moves),
// where the variation starts, and the review's graph.
func (a *analysisScreen) updateMoves() {
	l := a.line
	sans := l.sans()
	if r := a.review; r != nil {
		for i := range sans {
			if (l.branch < 0 || i < l.branch) && i < len(r.Moves) {
				sans[i] += r.Moves[i].Judgement.Glyph()
			}
		}
	}
	start := l.start
	a.moves.SetLine(start, l.path(), sans)
	a.moves.SetCurrent(l.ply)
	if l.branch >= 0 {
		n := l.branch
		a.varLabel.SetText(lang.L("Your variation from move {{.Number}}. The game's moves are kept.",
			map[string]any{"Number": start.FullmoveNumber() + (n+btoi(start.SideToMove() == rules.Black))/2}))
		a.varLabel.Show()
		a.toMain.Show()
	} else {
		a.varLabel.Hide()
		a.toMain.Hide()
	}
	a.showReview()
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
