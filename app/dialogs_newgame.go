package app

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/engine"
	"siegeworks/learn"
	"siegeworks/rules"
	"siegeworks/session"
)

// playerChoices are the options for each side of a game here, a person first.
func playerChoices() []string {
	var out []string
	for _, p := range session.LocalChoices() {
		out = append(out, p.String())
	}
	return out
}

// playerFromChoice is the player a choice of playerChoices names.
func playerFromChoice(s string) session.Player {
	for _, p := range session.LocalChoices() {
		if p.String() == s {
			return p
		}
	}
	return session.Human{}
}

// newGameDialog is the dialog that starts a game.
type newGameDialog struct {
	dialog       *dialog.CustomDialog
	variant      *escSelect
	blurb        *widget.Label
	white, black *escSelect
	fen          *escEntry
	clock        *escSelect
	customClock  *escEntry
	errLbl       *widget.Label
	start        *widget.Button
	shown        *rules.Variant // the variant the blurb describes
}

// The clock choices besides the usual time controls.
const (
	noClock     = "No clock"
	customClock = "Custom…"
)

// blurbHeight is the room the new-game dialog gives a variant's description: its longest.
const blurbHeight = 116

// variantBlurb is the variant's idea and inventor, for the new-game dialog.
func variantBlurb(v *rules.Variant) string {
	c := learn.For(v)
	if c.Inventor == "" {
		return c.Idea
	}
	return c.Idea + " (" + c.Credit() + ")"
}

func (u *ui) showNewGame() {
	if u.dlg.newGame != nil && slices.Contains(u.dlg.open, dialog.Dialog(u.dlg.newGame.dialog)) {
		return // already open: a second Ctrl+N does not stack another
	}
	u.dlg.newGame = u.buildNewGame()
	u.show(u.dlg.newGame.dialog)
}

// showNewGameFor opens the new-game dialog with a variant chosen.
func (u *ui) showNewGameFor(v *rules.Variant) {
	u.showNewGame()
	u.dlg.newGame.variant.SetSelected(v.Name)
}

func (u *ui) buildNewGame() *newGameDialog {
	d := &newGameDialog{}
	set := u.set
	names := make([]string, len(rules.Variants))
	for i, v := range rules.Variants {
		names[i] = v.Name
	}
	d.blurb = widget.NewLabel("")
	d.blurb.Wrapping = fyne.TextWrapWord
	d.errLbl = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	d.errLbl.Importance = widget.DangerImportance
	d.errLbl.Wrapping = fyne.TextWrapWord
	d.errLbl.Hide()
	d.variant = u.newSelect(names, func(name string) {
		for _, v := range rules.Variants {
			if v.Name == name {
				d.blurb.SetText(variantBlurb(v))
				d.shown = v
			}
		}
		d.errLbl.Hide()
	})
	current, _ := rules.VariantByID(set.Variant)
	d.variant.SetSelected(current.Name)
	d.white = u.newSelect(playerChoices(), nil)
	d.white.SetSelected(set.White.String())
	d.black = u.newSelect(playerChoices(), nil)
	d.black.SetSelected(set.Black.String())
	d.customClock = u.newEntry()
	d.customClock.SetPlaceHolder("minutes + seconds per move, e.g. 25+10")
	d.customClock.Hide()
	d.clock = u.newSelect(append(append([]string{noClock}, session.TimeControlChoices...), customClock), func(choice string) {
		d.customClock.Hidden = choice != customClock
		d.customClock.Refresh()
		d.errLbl.Hide()
	})
	d.clock.SetSelected(noClock)
	if set.Clock != "" {
		if slices.Contains(session.TimeControlChoices, set.Clock) {
			d.clock.SetSelected(set.Clock)
		} else {
			d.clock.SetSelected(customClock)
			d.customClock.SetText(set.Clock)
		}
	}
	d.fen = u.newEntry()
	d.fen.SetPlaceHolder("Leave empty for the usual start position")
	d.fen.OnChanged = func(string) { d.errLbl.Hide() }

	howTo := widget.NewButtonWithIcon("How to play", theme.HelpIcon(), func() { u.showGuide(d.shown) })
	learnIt := widget.NewButtonWithIcon("Learn", theme.ComputerIcon(), func() {
		d.dialog.Hide()
		u.showLearn(d.shown)
	})
	form := widget.NewForm(
		widget.NewFormItem("Variant", d.variant),
		// A fixed height, scrolling if need be: the rows below stay put whatever the
		// variant's description (a click aimed at a field must not land on another).
		widget.NewFormItem("", withHeight(blurbHeight, container.NewVScroll(d.blurb))),
		widget.NewFormItem("", container.NewHBox(howTo, learnIt)),
		widget.NewFormItem("White", d.white),
		widget.NewFormItem("Black", d.black),
		widget.NewFormItem("Clock", container.NewVBox(d.clock, d.customClock)),
		widget.NewFormItem("Start FEN", d.fen),
	)
	cancel := widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), func() { d.dialog.Hide() })
	d.start = widget.NewButtonWithIcon("Start game", theme.ConfirmIcon(), func() { u.startNewGame(d) })
	d.start.Importance = widget.HighImportance
	buttons := container.NewHBox(layout.NewSpacer(), cancel, d.start)
	hint := widget.NewLabelWithStyle(fmt.Sprintf("Computer levels: %d plays like a beginner, %d as strong as it can.", engine.MinLevel, engine.MaxLevel),
		fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	hint.Wrapping = fyne.TextWrapWord
	content := container.NewVBox(form, hint, d.errLbl, buttons)
	d.dialog = dialog.NewCustomWithoutButtons("New game", withWidth(520, content), u.win)
	return d
}

// startNewGame starts the chosen game or says what is wrong with the FEN.
func (u *ui) startNewGame(d *newGameDialog) {
	var v *rules.Variant
	for _, cand := range rules.Variants {
		if cand.Name == d.variant.Selected {
			v = cand
		}
	}
	if v == nil {
		v = rules.Chess
	}
	players := [2]session.Player{playerFromChoice(d.white.Selected), playerFromChoice(d.black.Selected)}
	clockText := d.clock.Selected
	switch clockText {
	case noClock:
		clockText = ""
	case customClock:
		clockText = d.customClock.Text
	}
	tc, err := session.ParseTimeControl(clockText)
	if err != nil {
		d.errLbl.SetText("The clock: " + err.Error() + ".")
		d.errLbl.Show()
		return
	}
	fen := strings.TrimSpace(d.fen.Text)
	if fen == "" {
		fen = v.StartFEN
	}
	if _, err := rules.NewGameFromFEN(v, fen); err != nil {
		msg := "This start position does not work for " + v.Name + ": " + err.Error() + "."
		if other, perr := parseAnyFEN(d.fen.Text, v); perr == nil && other != v {
			msg += " It is a position of " + other.Name + "."
		}
		d.errLbl.SetText(msg)
		d.errLbl.Show()
		return
	}
	d.dialog.Hide()
	u.replaceGame("starting a new game", func() bool {
		u.sess.SetTimeControl(tc)
		if err := u.sess.NewGame(v, fen, players); err != nil {
			u.showError("New game", err)
			return false
		}
		u.sess.SetFile("")
		u.changeSettings(func(s *Settings) {
			s.Variant, s.White, s.Black, s.Clock = v.ID, players[0], players[1], tc.String()
		})
		u.game.orientFor(players)
		u.game.status.say("New game: " + v.Name + ", " + players[0].String() + " against " + players[1].String() + ".")
		return true
	})
}
