package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/assets"
	"siegeworks/learn"
	"siegeworks/rules"
	"siegeworks/widgets"
)

// learnScreen is Learn: the courses, a course's stages and levels, and a level played on
// its own board. The game in progress waits behind it, untouched, until the player goes
// back to it.
type learnScreen struct {
	h       host
	root    *fyne.Container // what the window shows while learning
	page    string          // "home", "course" or "level" (the e2e test reads it)
	buttons namedButtons
	course  *learn.Variant
	scroll  *container.Scroll // the course page's list of stages
	play    *lessonPlay       // the level being played, or nil
}

// progressKey is where a level's best stars are kept in Preferences.
func progressKey(l *learn.Level) string { return "learn.stars." + l.ID }

// starsOf is the best number of stars earned on a level (0: not completed).
func starsOf(p fyne.Preferences, l *learn.Level) int { return p.Int(progressKey(l)) }

// courseStars counts the stars earned in a course and the stars it has.
func courseStars(p fyne.Preferences, c *learn.Course) (earned, total int) {
	for _, l := range c.Levels() {
		earned += starsOf(p, l)
		total += 3
	}
	return earned, total
}

// showLearn switches the window to Learn: a course's page, or the courses when v is nil.
// For a later rule set of a game (Turnover's 2025 rules) the course's page opens at the stage
// that teaches it.
func (u *ui) showLearn(v *rules.Variant) {
	lv, ok := showing[*learnScreen](u)
	if !ok {
		lv = &learnScreen{h: u, root: container.NewStack(), buttons: namedButtons{}}
		u.switchTo(lv)
	}
	if v == nil {
		lv.showHome()
	} else {
		lv.showCourseAt(learn.For(v), v)
	}
}

func (lv *learnScreen) view() fyne.CanvasObject { return lv.root }
func (lv *learnScreen) leave()                  { lv.stopLevel() }
func (lv *learnScreen) typed(rune) bool         { return false }

func (lv *learnScreen) geometry() screenGeometry {
	g := screenGeometry{view: lv.page, buttons: lv.buttons}
	if p := lv.play; p != nil {
		g.board, g.variant, g.level = p.board, p.level.Course.Variant, p.level.ID
	}
	return g
}

// can: Escape steps back a page while there is one (from a level to its course, from a
// course to the courses), F1 opens the guide of the course's variant, H asks a lesson for
// a hint, Enter on a finished level goes on (or tries again).
func (lv *learnScreen) can(c command) bool {
	switch c {
	case cmdBack:
		return lv.page == "level" || lv.page == "course"
	case cmdRules:
		return lv.course != nil
	case cmdHint:
		return lv.play != nil
	case cmdConfirm:
		return lv.play != nil && lv.play.attempt.Outcome() != learn.Playing
	}
	return false
}

func (lv *learnScreen) do(c command) {
	switch c {
	case cmdBack:
		if lv.page == "level" {
			lv.showCourse(lv.course)
		} else {
			lv.showHome()
		}
	case cmdRules:
		lv.h.showGuide(lv.course.Rules) // the guide of the course being learnt
	case cmdHint:
		lv.play.showHint()
	case cmdConfirm:
		lv.play.confirm()
	}
}

func (lv *learnScreen) set(page string, content fyne.CanvasObject) {
	lv.page = page
	lv.root.Objects = []fyne.CanvasObject{content}
	lv.root.Refresh()
}

// button makes a button the e2e test can find by name.
func (lv *learnScreen) button(name, label string, icon fyne.Resource, tapped func()) *widget.Button {
	return lv.buttons.add(name, label, icon, tapped)
}

// courseCardSize is a course's card on the Learn page; the cards wrap into as many columns
// as the window is wide.
var courseCardSize = fyne.NewSize(340, 240)

// cardSizeFor is courseCardSize, wider when a variant's name in the player's language is
// longer than a card (a card's title does not wrap: "Xadrez com Torretas e Kwaggas").
func cardSizeFor(variants []*rules.Variant) fyne.Size {
	size := courseCardSize
	for _, v := range variants {
		w := fyne.MeasureText(lang.L(v.Name), theme.TextHeadingSize(), fyne.TextStyle{Bold: true}).Width
		size.Width = max(size.Width, w+4*theme.Padding())
	}
	return size
}

// showHome lists the courses: each variant's picture, name, one-line idea and progress.
func (lv *learnScreen) showHome() {
	lv.stopLevel()
	lv.buttons = namedButtons{}
	grid := container.NewGridWrap(cardSizeFor(rules.Games()))
	for _, v := range rules.Games() { // one course a game: Turnover's teaches both its rules
		c := learn.For(v)
		earned, total := courseStars(lv.h.prefs(), c.Course)
		label := lang.L("Start")
		if earned > 0 {
			label = lang.L("Continue")
		}
		open := lv.button("course:"+v.ID, label, theme.NavigateNextIcon(), func() { lv.showCourse(c) })
		open.Importance = widget.HighImportance
		// On a light tile: on the dark theme the Kwagga's and the Turret's dark lines vanished.
		pic := container.NewCenter(newPieceTile(widgets.Picture(v, c.Picture), 64))
		tag := widget.NewLabel(c.Tagline)
		tag.Wrapping = fyne.TextWrapWord
		progress := newSecondaryLabel(lang.L("{{.Earned}} of {{.Total}} stars · {{.Levels}} levels",
			map[string]any{"Earned": earned, "Total": total, "Levels": len(c.Course.Levels())}))
		card := widget.NewCard(lang.L(v.Name), c.Credit(), container.NewBorder(nil,
			container.NewVBox(progress, open), pic, nil, tag))
		grid.Add(card)
	}
	title := widget.NewLabelWithStyle(lang.L("Learn"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameHeadingText
	intro := widget.NewLabel(lang.L("Short lessons on a live board: each level asks for one thing in a few moves. " +
		"Finish it in the fewest moves for three stars."))
	intro.Wrapping = fyne.TextWrapWord
	back := lv.button("back-to-game", lang.L("Back to the game"), theme.NavigateBackIcon(), lv.h.backToGame)
	header := container.NewBorder(nil, nil, nil, back, container.NewVBox(title, intro))
	lv.set("home", container.NewPadded(container.NewBorder(header, nil, nil, nil, container.NewVScroll(grid))))
}

// levelButtonSize is a level's button on a course page: its number and title, and the
// stars earned on it; the buttons wrap into as many columns as the window is wide.
var levelButtonSize = fyne.NewSize(400, 40)

// showCourse lists a course's stages with their levels and the stars earned on each.
func (lv *learnScreen) showCourse(c *learn.Variant) { lv.showCourseAt(c, nil) }

// showCourseAt is a course's page scrolled to the first stage played under the rule set v
// when v is not the course's own (the stage of Turnover's 2025 rules, for a player who plays
// them); at the top otherwise.
func (lv *learnScreen) showCourseAt(c *learn.Variant, v *rules.Variant) {
	lv.stopLevel()
	lv.course = c
	lv.buttons = namedButtons{}
	if c == nil {
		lv.showHome()
		return
	}
	list := container.NewVBox()
	var at fyne.CanvasObject // the stage to scroll to
	n := 0
	for _, s := range c.Course.Stages {
		head := widget.NewLabelWithStyle(s.Title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		intro := widget.NewLabel(s.Intro)
		intro.Wrapping = fyne.TextWrapWord
		row := container.NewGridWrap(levelButtonSize)
		for _, l := range s.Levels {
			n++
			stars := starsOf(lv.h.prefs(), l)
			b := lv.button("level:"+l.ID, fmt.Sprintf("%d. %s", n, l.Title), assets.Stars(stars), func() { lv.startLevel(l) })
			b.IconPlacement = widget.ButtonIconTrailingText
			b.Alignment = widget.ButtonAlignLeading
			row.Add(b)
		}
		box := container.NewVBox(head, intro, row)
		if at == nil && v != nil && v != c.Rules && s.Variant == v {
			at = box
		}
		list.Add(box)
	}
	earned, total := courseStars(lv.h.prefs(), c.Course)
	title := widget.NewLabelWithStyle(lang.L(c.Name()), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameHeadingText
	sub := widget.NewLabel(lang.L("{{.Earned}} of {{.Total}} stars earned", map[string]any{"Earned": earned, "Total": total}))
	back := lv.button("courses", lang.L("All courses"), theme.NavigateBackIcon(), lv.showHome)
	guide := lv.button("guide", lang.L("How to play"), theme.HelpIcon(), func() { lv.h.showGuide(c.Rules) })
	reset := lv.button("reset", lang.L("Reset progress"), theme.DeleteIcon(), func() { lv.confirmReset(c) })
	label := lang.L("Continue")
	if earned == 0 {
		label = lang.L("Start")
	}
	next := lv.button("continue", label, theme.MediaPlayIcon(), func() { lv.startLevel(lv.firstUnsolved(c)) })
	next.Importance = widget.HighImportance
	tools := container.NewHBox(back, guide, reset, layout.NewSpacer(), next)
	header := container.NewVBox(tools, title, sub, widget.NewSeparator())
	lv.scroll = container.NewVScroll(list)
	lv.set("course", container.NewPadded(container.NewBorder(header, nil, nil, nil, lv.scroll)))
	if at != nil { // laid out by set: the stage's place in the list is known
		lv.scroll.ScrollToOffset(fyne.NewPos(0, at.Position().Y))
	}
}

// firstUnsolved is the first level of the course without stars (the first level when all
// have some).
func (lv *learnScreen) firstUnsolved(c *learn.Variant) *learn.Level {
	levels := c.Course.Levels()
	for _, l := range levels {
		if starsOf(lv.h.prefs(), l) == 0 {
			return l
		}
	}
	return levels[0]
}

func (lv *learnScreen) confirmReset(c *learn.Variant) {
	lv.h.show(dialog.NewConfirm(lang.L("Reset progress"), lang.L("Forget every star earned in {{.Variant}}?", map[string]any{"Variant": lang.L(c.Name())}), func(ok bool) {
		if !ok {
			return
		}
		p := lv.h.prefs()
		for _, l := range c.Course.Levels() {
			p.RemoveValue(progressKey(l))
		}
		lv.showCourse(c)
	}, lv.h.window()))
}

func (lv *learnScreen) stopLevel() {
	if lv.play != nil {
		lv.play.gen++
		lv.play = nil
	}
}
