package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/assets"
	"siegeworks/learn"
	"siegeworks/rules"
	"siegeworks/widgets"
)

// learnView is the Learn mode of the main window: the courses, a course's stages and
// levels, and a level played on its own board. The game in progress waits behind it,
// untouched, until the player goes back to it.
type learnView struct {
	u       *ui
	root    *fyne.Container // what the window shows while learning
	page    string          // "home", "course" or "level" (the e2e test reads it)
	buttons map[string]*widget.Button
	course  *learn.Variant
	play    *lessonPlay // the level being played, or nil
}

// progressKey is where a level's best stars are kept in Preferences.
func progressKey(l *learn.Level) string { return "learn.stars." + l.ID }

// starsOf is the best number of stars earned on a level (0: not completed).
func (u *ui) starsOf(l *learn.Level) int { return u.app.Preferences().Int(progressKey(l)) }

// courseStars counts the stars earned in a course and the stars it has.
func (u *ui) courseStars(c *learn.Course) (earned, total int) {
	for _, l := range c.Levels() {
		earned += u.starsOf(l)
		total += 3
	}
	return earned, total
}

// showLearn switches the window to Learn: a course's page, or the courses when v is nil.
func (u *ui) showLearn(v *rules.Variant) {
	u.leaveStudy()
	if u.learn == nil {
		u.learn = &learnView{u: u, root: container.NewStack(), buttons: map[string]*widget.Button{}}
	}
	u.win.SetContent(u.learn.root)
	if v == nil {
		u.learn.showHome()
	} else {
		u.learn.showCourse(learn.For(v))
	}
}

// leaveLearn returns the window to the game.
func (u *ui) leaveLearn() {
	if u.learn == nil {
		return
	}
	u.learn.stopLevel()
	u.learn = nil
	u.showGame()
}

// learning tells whether the window shows Learn.
func (u *ui) learning() bool { return u.learn != nil }

func (lv *learnView) set(page string, content fyne.CanvasObject) {
	lv.page = page
	lv.root.Objects = []fyne.CanvasObject{content}
	lv.root.Refresh()
}

// button makes a button the e2e test can find by name.
func (lv *learnView) button(name, label string, icon fyne.Resource, tapped func()) *widget.Button {
	return namedButton(lv.buttons, name, label, icon, tapped)
}

// showHome lists the courses: each variant's picture, name, one-line idea and progress.
func (lv *learnView) showHome() {
	lv.stopLevel()
	lv.buttons = map[string]*widget.Button{}
	grid := container.NewGridWithColumns(3)
	for _, v := range rules.Variants {
		c := learn.For(v)
		earned, total := lv.u.courseStars(c.Course)
		label := "Start"
		if earned > 0 {
			label = "Continue"
		}
		open := lv.button("course:"+v.ID, label, theme.NavigateNextIcon(), func() { lv.showCourse(c) })
		open.Importance = widget.HighImportance
		pic := canvas.NewImageFromResource(widgets.Picture(v, c.Picture))
		pic.FillMode = canvas.ImageFillContain
		pic.SetMinSize(fyne.NewSquareSize(64))
		tag := widget.NewLabel(c.Tagline)
		tag.Wrapping = fyne.TextWrapWord
		progress := newSecondaryLabel(fmt.Sprintf("%d of %d stars · %d levels", earned, total, len(c.Course.Levels())))
		card := widget.NewCard(v.Name, c.Credit(), container.NewBorder(nil,
			container.NewVBox(progress, open), pic, nil, tag))
		grid.Add(card)
	}
	title := widget.NewLabelWithStyle("Learn", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameHeadingText
	intro := widget.NewLabel("Short lessons on a live board: each level asks for one thing in a few moves. " +
		"Finish it in the fewest moves for three stars.")
	intro.Wrapping = fyne.TextWrapWord
	back := lv.button("back-to-game", "Back to the game", theme.NavigateBackIcon(), lv.u.leaveLearn)
	header := container.NewBorder(nil, nil, nil, back, container.NewVBox(title, intro))
	lv.set("home", container.NewPadded(container.NewBorder(header, nil, nil, nil, container.NewVScroll(grid))))
}

// showCourse lists a course's stages with their levels and the stars earned on each.
func (lv *learnView) showCourse(c *learn.Variant) {
	lv.stopLevel()
	lv.course = c
	lv.buttons = map[string]*widget.Button{}
	if c == nil {
		lv.showHome()
		return
	}
	list := container.NewVBox()
	n := 0
	for _, s := range c.Course.Stages {
		head := widget.NewLabelWithStyle(s.Title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		intro := widget.NewLabel(s.Intro)
		intro.Wrapping = fyne.TextWrapWord
		row := container.NewGridWrap(fyne.NewSize(190, 44))
		for _, l := range s.Levels {
			n++
			l := l
			b := lv.button("level:"+l.ID, fmt.Sprintf("Level %d", n), assets.Stars(lv.u.starsOf(l)), func() { lv.startLevel(l) })
			b.IconPlacement = widget.ButtonIconTrailingText
			if lv.u.starsOf(l) == 0 {
				b.Importance = widget.LowImportance
			}
			row.Add(b)
		}
		list.Add(container.NewVBox(head, intro, row))
	}
	earned, total := lv.u.courseStars(c.Course)
	title := widget.NewLabelWithStyle(c.Name(), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameHeadingText
	sub := widget.NewLabel(fmt.Sprintf("%d of %d stars earned", earned, total))
	back := lv.button("courses", "All courses", theme.NavigateBackIcon(), lv.showHome)
	guide := lv.button("guide", "How to play", theme.HelpIcon(), func() { lv.u.showGuide(c.Rules) })
	reset := lv.button("reset", "Reset progress", theme.DeleteIcon(), func() { lv.confirmReset(c) })
	next := lv.button("continue", "Continue", theme.MediaPlayIcon(), func() { lv.startLevel(lv.firstUnsolved(c)) })
	next.Importance = widget.HighImportance
	tools := container.NewHBox(back, guide, reset, layout.NewSpacer(), next)
	header := container.NewVBox(tools, title, sub, widget.NewSeparator())
	lv.set("course", container.NewPadded(container.NewBorder(header, nil, nil, nil, container.NewVScroll(list))))
}

// firstUnsolved is the first level of the course without stars (the first level when all
// have some).
func (lv *learnView) firstUnsolved(c *learn.Variant) *learn.Level {
	levels := c.Course.Levels()
	for _, l := range levels {
		if lv.u.starsOf(l) == 0 {
			return l
		}
	}
	return levels[0]
}

func (lv *learnView) confirmReset(c *learn.Variant) {
	lv.u.show(dialog.NewConfirm("Reset progress", "Forget every star earned in "+c.Name()+"?", func(ok bool) {
		if !ok {
			return
		}
		p := lv.u.app.Preferences()
		for _, l := range c.Course.Levels() {
			p.RemoveValue(progressKey(l))
		}
		lv.showCourse(c)
	}, lv.u.win))
}

func (lv *learnView) stopLevel() {
	if lv.play != nil {
		lv.play.gen++
		lv.play = nil
	}
}

// typedKey handles the keys while Learn is shown: Escape goes back a page (from a level to
// its course, from a course to the courses, from the courses to the game), F1 opens the
// guide of the course's variant. (H, a hint, comes as a typed rune.)
func (lv *learnView) typedKey(e *fyne.KeyEvent) {
	if e.Name == fyne.KeyF1 {
		if lv.course != nil {
			lv.u.showGuide(lv.course.Rules) // the guide of the course being learnt
		} else {
			lv.u.showRules()
		}
		return
	}
	if e.Name != fyne.KeyEscape {
		return
	}
	switch lv.page {
	case "level":
		lv.showCourse(lv.course)
	case "course":
		lv.showHome()
	default:
		lv.u.leaveLearn()
	}
}
