package app

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/app/sound"
	"siegeworks/assets"
	"siegeworks/learn"
	"siegeworks/rules"
	"siegeworks/widgets"
	"siegeworks/words"
)

// Enter on a finished level does what its highlighted button does: the next level after a
// success, another try after a failure.
func (p *lessonPlay) confirm() {
	switch p.attempt.Outcome() {
	case learn.Solved:
		p.goNext()
	case learn.Failed:
		p.lv.startLevel(p.level)
	}
}

// lessonPlay is one level on the screen: its board, its texts and the attempt. A solved or
// failed level stays on the screen, with its message, until the learner chooses what next.
type lessonPlay struct {
	lv       *learnScreen
	level    *learn.Level
	attempt  *learn.Attempt
	board    *widgets.Board
	panel    *fyne.Container // the texts
	scroll   *container.Scroll
	moves    *widget.Label
	feedback *widget.Label
	result   *canvas.Image
	hint     *widget.Button
	retry    *widget.Button
	next     *widget.Button
	message  string // the last thing said, shown whenever no move is previewed
	stale    bool   // the message is a refusal, which a new preview replaces for good
	gen      int    // bumped when the level restarts or closes: late replies are dropped
}

// replyPause lets the player's move finish animating before the opponent answers.
const replyPause = 450 * time.Millisecond

// startLevel shows a level and starts an attempt at it.
func (lv *learnScreen) startLevel(l *learn.Level) {
	lv.stopLevel()
	h := lv.h
	lv.course = learn.For(l.Course.Variant)
	p := &lessonPlay{lv: lv, level: l}
	lv.play = p
	lv.buttons = namedButtons{}
	p.board = h.newBoard(p.onMove, p.refuse)
	p.board.OnPreview = p.preview
	p.board.OnPointAt = p.preview // names the piece under the pointer
	c := l.Course
	index, count := 0, len(c.Levels())
	for i, x := range c.Levels() {
		if x == l {
			index = i + 1
		}
	}
	stage := widget.NewLabelWithStyle(l.Stage.Title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	stage.SizeName = theme.SizeNameSubHeadingText
	intro := widget.NewLabel(l.Stage.Intro)
	intro.Wrapping = fyne.TextWrapWord
	where := newSecondaryLabel(lang.L("{{.Variant}} · level {{.Number}} of {{.Count}} · {{.Title}}",
		map[string]any{"Variant": lang.L(l.Variant().Name), "Number": index, "Count": count, "Title": l.Title})) // the rules it is played under
	where.Wrapping = fyne.TextWrapWord
	where.Truncation = fyne.TextTruncateOff
	task := widget.NewLabelWithStyle(l.Task, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	task.Wrapping = fyne.TextWrapWord
	task.Importance = widget.HighImportance
	p.moves = widget.NewLabel("")
	p.moves.Wrapping = fyne.TextWrapWord
	p.feedback = widget.NewLabel("")
	p.feedback.Wrapping = fyne.TextWrapWord
	p.result = canvas.NewImageFromResource(assets.Stars(0))
	p.result.FillMode = canvas.ImageFillContain
	p.result.SetMinSize(fyne.NewSize(120, 40))
	p.result.Hide()
	p.hint = lv.button("hint", lang.L("Hint"), theme.SearchIcon(), p.showHint)
	p.retry = lv.button("retry", lang.L("Try again"), theme.ViewRefreshIcon(), func() { lv.startLevel(l) })
	p.next = lv.button("next", lang.L("Next level"), theme.NavigateNextIcon(), p.goNext)
	if c.Next(l) == nil {
		p.next.SetText(lang.L("Back to the course"))
	}
	back := lv.button("course", lang.L("Course"), theme.NavigateBackIcon(), func() { lv.showCourse(learn.For(c.Variant)) })
	game := lv.button("back-to-game", lang.L("Back to the game"), theme.HomeIcon(), h.backToGame)
	// The task and what happens come first, then the stage's rules; the texts scroll when
	// the window is short, and the buttons always stay in sight below them.
	p.panel = container.NewVBox(task, p.moves, container.NewCenter(p.result), p.feedback,
		widget.NewSeparator(), stage, intro, where)
	p.scroll = container.NewVScroll(p.panel)
	buttons := container.NewVBox(container.NewGridWithColumns(2, p.hint, p.retry), p.next)
	panel := container.NewBorder(container.NewGridWithColumns(2, back, game), buttons, nil, nil, p.scroll)
	lv.set("level", beside(p.board, withWidth(lessonPanelWidth, container.NewPadded(panel))))
	p.begin()
}

// begin puts the level's position on the board and waits for the player.
func (p *lessonPlay) begin() {
	p.gen++
	p.attempt = p.level.Start()
	p.board.SetFlipped(p.attempt.Position().SideToMove() == rules.Black)
	p.board.SetPosition(p.attempt.Position().Clone())
	p.board.SetShowLegalMoves(true) // the previews teach: always on in lessons
	p.board.SetInteractive(true)
	p.board.SetStars(p.attempt.StarsLeft())
	p.result.Hide()
	p.next.Importance = widget.MediumImportance
	p.next.Refresh()
	p.retry.Importance = widget.MediumImportance
	p.retry.Refresh()
	p.hint.Enable()
	p.say("")
	p.updateMoves()
}

// lessonPanelWidth is the lesson panel's width beside the board.
const lessonPanelWidth = 340

func (p *lessonPlay) updateMoves() {
	l := p.level
	p.moves.SetText(lang.L("Moves: {{.Moves}} · three stars in {{.Target}}, at most {{.Limit}}",
		map[string]any{"Moves": p.attempt.Moves(), "Target": l.Target, "Limit": l.Limit}) + "\n" + opponentLine(l))
	p.panel.Refresh()
}

// opponentLine says whether the other side answers the learner's moves in a level.
func opponentLine(l *learn.Level) string {
	white := l.Position().SideToMove().Other() == rules.White
	switch {
	case l.Reply.Kind == learn.ReplyNone && white:
		return lang.L("White does not move in this exercise.")
	case l.Reply.Kind == learn.ReplyNone:
		return lang.L("Black does not move in this exercise.")
	case white:
		return lang.L("White answers each of your moves.")
	}
	return lang.L("Black answers each of your moves.")
}

// say shows a message until the next one replaces it.
func (p *lessonPlay) say(msg string) {
	p.message, p.stale = msg, false
	p.show(msg)
}

// refuse shows why a move was refused; the next preview replaces it for good.
func (p *lessonPlay) refuse(msg string) {
	p.say(msg)
	p.stale = true
}

// preview shows in words what the move under the pointer would do ("" when none): it
// stands in for the message while the pointer is there.
func (p *lessonPlay) preview(words string) {
	if words != "" {
		if p.stale {
			p.message, p.stale = "", false
		}
		p.show(capitalize(words) + ".")
		return
	}
	p.show(p.message)
}

// show puts a text in the message line, lays the panel out again (its height changes) and
// scrolls back to the top, where the message is.
func (p *lessonPlay) show(text string) {
	p.feedback.SetText(text)
	p.feedback.Hidden = text == ""
	p.panel.Refresh()
	if text != "" {
		p.scroll.ScrollToTop()
	}
}

// onMove takes the player's move: the level may refuse it (with the reason), else it is
// played, the goal checked and the opponent asked for its reply.
func (p *lessonPlay) onMove(m rules.Move) {
	if why := p.attempt.Refusal(m); why != "" {
		p.board.SetPosition(p.attempt.Position().Clone())
		p.board.SetStars(p.attempt.StarsLeft())
		p.refuse(capitalize(why) + ".")
		return
	}
	st, err := p.attempt.Play(m)
	if err != nil {
		p.say(err.Error())
		return
	}
	after := st.After
	if st.AfterReply != nil {
		after = st.AfterReply // no opponent: the player is to move again
	}
	p.board.ShowMove(st.Before, m, after.Clone(), true)
	p.board.SetHint(rules.NoMove)
	p.board.SetStars(p.attempt.StarsLeft())
	p.updateMoves()
	p.say(st.Message)
	if st.NeedsReply {
		p.board.SetInteractive(false)
		p.askReply()
		return
	}
	p.settle(st)
}

// askReply finds the opponent's answer away from the UI goroutine.
func (p *lessonPlay) askReply() {
	gen, job, post := p.gen, p.attempt.ReplyJob(), p.lv.h.post
	go func() {
		start := time.Now()
		reply := job()
		if wait := replyPause - time.Since(start); wait > 0 {
			time.Sleep(wait)
		}
		post(func() {
			if p.gen != gen || p.lv.play != p {
				return
			}
			st := p.attempt.Answer(reply)
			if reply != rules.NoMove {
				p.board.ShowMove(st.After, reply, st.AfterReply.Clone(), true)
			}
			p.say(st.Message)
			p.settle(st)
		})
	}()
}

// settle follows the attempt's outcome after a move: more moves, success or failure.
func (p *lessonPlay) settle(st learn.Step) {
	switch p.attempt.Outcome() {
	case learn.Playing:
		p.board.SetInteractive(true)
	case learn.Solved:
		p.board.SetInteractive(false)
		p.hint.Disable()
		p.lv.h.play(sound.Success)
		stars := p.attempt.Stars()
		pref := p.lv.h.prefs()
		if stars > pref.Int(progressKey(p.level)) {
			pref.SetInt(progressKey(p.level), stars)
		}
		p.result.Resource = assets.Stars(stars)
		p.result.Show()
		p.result.Refresh()
		msg := st.Message
		switch {
		case stars < 3 && p.attempt.Hinted():
			msg += " " + lang.L("You took a hint, so this level earns two stars at most: try it again without one for three.")
		case stars < 3:
			msg += " " + lang.N("Three stars take {{.Count}} moves or fewer.", p.level.Target, map[string]any{"Count": p.level.Target})
		}
		if p.level.Course.Next(p.level) == nil {
			msg += " " + lang.L("That was the last level of this course!")
		}
		p.say(msg)
		p.next.Importance = widget.HighImportance
		p.next.Refresh()
	case learn.Failed:
		p.board.SetInteractive(false)
		p.say(st.Message + " " + lang.L("Press Try again, or Hint to start again with a hint."))
		p.retry.Importance = widget.HighImportance
		p.retry.Refresh()
	}
}

func (p *lessonPlay) goNext() {
	if next := p.level.Course.Next(p.level); next != nil {
		p.lv.startLevel(next)
		return
	}
	p.lv.showCourse(learn.For(p.level.Course.Variant))
}

// showHint marks a move that reaches the goal (found by search) on the board; after a
// failure it starts the level again first.
func (p *lessonPlay) showHint() {
	if p.attempt.Outcome() == learn.Failed {
		p.begin()
	}
	if p.attempt.Outcome() != learn.Playing || !p.board.Interactive() {
		return
	}
	p.hint.Disable()
	gen, job, post := p.gen, p.attempt.HintJob(), p.lv.h.post
	pos := p.attempt.Position().Clone()
	go func() {
		m := job()
		post(func() {
			if p.gen != gen || p.lv.play != p {
				return
			}
			p.hint.Enable()
			if m == rules.NoMove {
				p.say(lang.L("No way to the goal is left from here. Press Try again."))
				return
			}
			p.board.SetHint(m)
			msg := lang.L("Hint: {{.Move}}.", map[string]any{"Move": words.Move(pos, m)})
			if p.level.Tip != "" {
				msg = p.level.Tip + " " + msg
			}
			p.say(msg + " " + lang.L("(With a hint, a level earns two stars at most.)"))
		})
	}()
}
