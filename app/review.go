package app

import (
	"context"
	"slices"
	"strings"
	"time"

	"image/color"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/engine"
	"siegeworks/rules"
	"siegeworks/study"
	"siegeworks/widgets"
)

// reviewBudget is the search time per position of a review.
const reviewBudget = 250 * time.Millisecond

// reviewGame reviews the game's moves: a progress bar (cancellable) while every position is
// analysed, then the analysis board with the marks, the graph and the better moves. The
// review is kept with the game's moves, so Save writes it into the PGN.
func (u *ui) reviewGame() {
	g := u.sess.Game()
	a, open := showing[*analysisScreen](u)
	if g.Ply() == 0 {
		if open {
			a.status.SetText(lang.L("There are no moves to review yet."))
		} else {
			u.game.status.say(lang.L("There are no moves to review yet."))
		}
		return
	}
	if !open {
		u.showAnalysis()
		a, _ = showing[*analysisScreen](u)
	}
	a.analyser.Stop()
	// The review works on its own copy: the game may go on (or be replaced) meanwhile.
	copyGame, _, err := rules.ReadPGN(rules.WritePGN(g, nil))
	if err != nil {
		u.showError(lang.L("Review"), err, unchangedNote())
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	bar := widget.NewProgressBar()
	text := widget.NewLabel(lang.L("Analysing {{.Count}} positions…", map[string]any{"Count": g.Ply() + 1}))
	var d *dialog.CustomDialog
	stop := widget.NewButtonWithIcon(lang.L("Cancel"), theme.CancelIcon(), func() {
		cancel()
		d.Hide()
	})
	a.buttons["review-cancel"] = stop
	d = dialog.NewCustomWithoutButtons(lang.L("Reviewing the game"), withWidth(360,
		container.NewVBox(text, bar, container.NewCenter(stop))), u.win)
	d.SetOnClosed(func() {
		cancel()
		delete(a.buttons, "review-cancel")
		if !a.left && !a.paused {
			a.show(false)
		}
	})
	u.show(d)
	post := u.cfg.post
	moves := g.Moves()
	hash := u.set.AnalysisHashMB()
	go func() {
		r, err := study.ReviewGame(ctx, copyGame, study.ReviewOptions{MoveTime: reviewBudget, HashMB: hash, Threads: engine.DefaultThreads()},
			func(done, total int) {
				post(func() { bar.SetValue(float64(done) / float64(total)) })
			})
		post(func() {
			if err != nil {
				return // cancelled: the dialog is closed already
			}
			// Keep the review only if the game still has the reviewed moves.
			if cur := u.sess.Game(); cur.Ply() >= len(moves) && slices.Equal(cur.Moves()[:len(moves)], moves) {
				r.Annotate(cur)
				u.autosave()
			}
			if !a.left {
				a.review = r
				a.updateMoves()
			}
			d.Hide()
		})
	}()
}

// showReview draws the review's graph and summary, and on a judged move of the game shows
// the better move as an arrow.
func (a *analysisScreen) showReview() {
	r := a.review
	if r == nil {
		a.graph.Hide()
		a.summary.SetText(lang.L("Review game analyses every move and marks inaccuracies (?!), mistakes (?) and blunders (??)."))
		if a.reviewGame == nil {
			a.summary.SetText(lang.L("Try moves on the board: the engine analyses every position you reach."))
		}
		return
	}
	chances := make([]float64, len(r.Evals))
	for i, e := range r.Evals {
		chances[i] = e.WhiteChance(a.variant)
	}
	var marks []widgets.GraphMark
	colors := map[study.Judgement]color.NRGBA{study.Inaccuracy: widgets.InaccuracyColor, study.Mistake: widgets.MistakeColor, study.Blunder: widgets.BlunderColor}
	for i, m := range r.Moves {
		if c, ok := colors[m.Judgement]; ok {
			marks = append(marks, widgets.GraphMark{Ply: i + 1, Color: c})
		}
	}
	a.graph.SetData(chances, marks)
	a.graph.Show()
	l := a.line
	a.graph.SetCurrent(min(l.ply, len(chances)-1))
	text := strings.Join(r.Summary(l.start), ".\n") + "."
	// The move that led to the shown position, if judged: the better move as a green arrow
	// (from the position before it).
	a.better = rules.NoMove
	onMain := func(ply int) bool { return l.branch < 0 || ply <= l.branch }
	glyphed := func(ply int) string { return l.sans()[ply-1] + r.Moves[ply-1].Judgement.Glyph() }
	// Before a judged move of the game: the better move as a green arrow on this position.
	if next := l.ply + 1; next <= len(r.Moves) && next <= len(l.main) && onMain(next) {
		if m := r.Moves[next-1]; m.Judgement != study.Good {
			if mv, err := l.position().ParseMove(m.Better); err == nil {
				a.better = mv
				text = nextJudged(m.Judgement, glyphed(next), m.Better) + "\n\n" + text
			}
		}
	}
	// After one: say so, and where to see the better move.
	if ply := l.ply; a.better == rules.NoMove && ply > 0 && ply <= len(r.Moves) && onMain(ply) {
		if m := r.Moves[ply-1]; m.Judgement != study.Good {
			text = lastJudged(m.Judgement, glyphed(ply), m.Better) + "\n\n" + text
		}
	}
	a.summary.SetText(text)
	a.showArrows()
	a.side.Refresh()
}

// nextJudged says that the game's next move was judged, and which move was better (the
// green arrow shows it).
func nextJudged(j study.Judgement, move, better string) string {
	a := map[string]any{"Move": move, "Better": better}
	switch j {
	case study.Inaccuracy:
		return lang.L("Next, {{.Move}} was a inaccuracy: {{.Better}} (the green arrow) was better.", a)
	case study.Mistake:
		return lang.L("Next, {{.Move}} was a mistake: {{.Better}} (the green arrow) was better.", a)
	}
	return lang.L("Next, {{.Move}} was a blunder: {{.Better}} (the green arrow) was better.", a)
}

// lastJudged says that the move just played in the game was judged, and which move was
// better.
func lastJudged(j study.Judgement, move, better string) string {
	a := map[string]any{"Move": move, "Better": better}
	switch j {
	case study.Inaccuracy:
		return lang.L("{{.Move}} was a inaccuracy: {{.Better}} was better (step back to see it).", a)
	case study.Mistake:
		return lang.L("{{.Move}} was a mistake: {{.Better}} was better (step back to see it).", a)
	}
	return lang.L("{{.Move}} was a blunder: {{.Better}} was better (step back to see it).", a)
}
