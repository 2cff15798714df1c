package app

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/engine"
	"siegeworks/learn"
	"siegeworks/rules"
	"siegeworks/session"
	"siegeworks/words"
)

// playerChoices are the options for each side of a game here, a person first.
func playerChoices() []string {
	var out []string
	for _, p := range session.LocalChoices() {
		out = append(out, playerChoice(p))
	}
	return out
}

// playerChoice names a player in the new-game and editor dialogs: a computer level
// with its approximate rating, so a player can pick a level that matches them.
func playerChoice(p session.Player) string {
	if l := session.LevelOf(p); l > 0 {
		return lang.L("Computer (level {{.Level}} · about {{.Rating}})",
			map[string]any{"Level": l, "Rating": engine.Levels[l].Rating})
	}
	return p.String()
}

// playerFromChoice is the player a choice of playerChoices names.
func playerFromChoice(s string) session.Player {
	for _, p := range session.LocalChoices() {
		if playerChoice(p) == s {
			return p
		}
	}
	return session.Human{}
}

// newGameDialog is the dialog that starts a game.
type newGameDialog struct {
	dialog       *dialog.CustomDialog
	variant      *escSelect
	edition      *escSelect      // the game's rule sets, shown for a game with more than one
	editionBox   *fyne.Container // the edition's room beside the game, as wide as its longest name
	difference   *widget.Label   // what the chosen rule set changes
	about        *fyne.Container // the rule set's difference and the game's description
	variantRow   *fyne.Container // the game and, beside it, its rule sets
	blurb        *widget.Label
	white, black *escSelect
	fen          *escEntry
	clock        *escSelect
	customClock  *escEntry
	errLbl       *widget.Label
	hint         *widget.Label // shown while there is no error
	start        *widget.Button
	shown        *rules.Variant // the variant (the game's chosen rule set) the blurb describes
}

// The clock choices besides the usual time controls, in the player's language.
func noClock() string     { return lang.L("No clock") }
func customClock() string { return lang.L("Custom…") }

// blurbHeight is the room the new-game dialog gives a variant's description: its longest
// (Turnover's, with what its rule set changes), in a dialog newGameWidth wide.
const (
	blurbHeight  = 150
	newGameWidth = 600
)

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

// showNewGameFor opens the new-game dialog with a game chosen, by the rule set the player
// last chose for it.
func (u *ui) showNewGameFor(game *rules.Variant) {
	u.showNewGame()
	u.dlg.newGame.variant.SetSelected(lang.L(game.Family().Name))
}

// chooseGame shows a game in the dialog: its description and, for a game with more than one
// rule set, the rule sets with the one chosen (the one last played, the first at first).
func (d *newGameDialog) chooseGame(game, edition *rules.Variant) {
	editions := game.Editions()
	if editions == nil {
		d.edition.Hide()
		d.editionBox.Hide()
		d.difference.Hide()
		d.showVariant(game)
		return
	}
	var names []string
	for _, e := range editions {
		names = append(names, editionName(e))
	}
	d.edition.SetOptions(names)
	d.edition.Show()
	d.editionBox.Show()
	d.difference.Show()
	d.edition.Selected = editionName(edition) // without OnChanged: it may name the rule set shown before
	d.edition.Refresh()
	d.showVariant(edition)
}

// chooseEdition shows the rule set a choice of the radio group names.
func (d *newGameDialog) chooseEdition(name string) {
	for _, e := range d.shown.Editions() { // the game shown has editions: the group shows
		if editionName(e) == name {
			d.showVariant(e)
			return
		}
	}
}

// showVariant describes the variant a game will be played by.
func (d *newGameDialog) showVariant(v *rules.Variant) {
	d.shown = v
	d.blurb.SetText(variantBlurb(v))
	d.difference.SetText(editionDifference(v))
	d.about.Refresh()
	d.variantRow.Refresh()
	d.showError("")
}

func (u *ui) buildNewGame() *newGameDialog {
	d := &newGameDialog{}
	set := u.set
	d.blurb = widget.NewLabel("")
	d.blurb.Wrapping = fyne.TextWrapWord
	d.difference = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	d.difference.Wrapping = fyne.TextWrapWord
	d.edition = u.newSelect(nil, d.chooseEdition)
	d.about = container.NewVBox(d.difference, d.blurb)
	d.errLbl = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	d.errLbl.Importance = widget.DangerImportance
	d.errLbl.Wrapping = fyne.TextWrapWord
	d.errLbl.Hide()
	d.hint = widget.NewLabelWithStyle(lang.L("Computer levels run from {{.Min}}, a beginner, to {{.Max}}, the strongest. The number is a rough rating in chess: about 800 is a new player, 1500 a club player, 2000 a strong club player.",
		map[string]any{"Min": engine.MinLevel, "Max": engine.MaxLevel}),
		fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	d.hint.Wrapping = fyne.TextWrapWord
	d.variant = u.newSelect(gameNames(), func(name string) {
		game := gameNamed(name)
		d.chooseGame(game, u.set.edition(game))
	})
	d.editionBox = withWidth(editionChoiceWidth(), d.edition)
	d.variantRow = container.NewBorder(nil, nil, nil, d.editionBox, d.variant)
	current, _ := rules.VariantByID(set.Variant)
	d.variant.SetSelected(lang.L(current.Family().Name))
	d.chooseGame(current.Family(), current) // the last game's rule set
	d.white = u.newSelect(playerChoices(), nil)
	d.white.SetSelected(playerChoice(set.White))
	d.black = u.newSelect(playerChoices(), nil)
	d.black.SetSelected(playerChoice(set.Black))
	d.customClock = u.newEntry()
	d.customClock.SetPlaceHolder(lang.L("minutes + seconds per move, e.g. 25+10"))
	d.customClock.Disable()
	d.clock = u.newSelect(append(append([]string{noClock()}, session.TimeControlChoices...), customClock()), func(choice string) {
		// The field is always there (the rows below must not move), usable for Custom….
		setEnabled(d.customClock, choice == customClock())
		d.showError("")
	})
	d.clock.SetSelected(noClock())
	if set.Clock != "" {
		if slices.Contains(session.TimeControlChoices, set.Clock) {
			d.clock.SetSelected(set.Clock)
		} else {
			d.clock.SetSelected(customClock())
			d.customClock.SetText(set.Clock)
		}
	}
	d.fen = u.newEntry()
	d.fen.SetPlaceHolder(lang.L("Leave empty for the usual start position"))
	d.fen.OnChanged = func(string) { d.showError("") }

	howTo := widget.NewButtonWithIcon(lang.L("How to play"), theme.HelpIcon(), func() { u.showGuide(d.shown) })
	learnIt := widget.NewButtonWithIcon(lang.L("Learn"), theme.ComputerIcon(), func() {
		d.dialog.Hide()
		u.showLearn(d.shown)
	})
	form := widget.NewForm(
		// The rule set beside the game: Turnover [2019 rules].
		widget.NewFormItem(lang.L("Variant"), d.variantRow),
		// A fixed height, scrolling if need be: the rows below stay put whatever the
		// variant's description and whether it has rule sets to choose from (a click aimed
		// at a field must not land on another).
		widget.NewFormItem("", withHeight(blurbHeight, container.NewVScroll(d.about))),
		widget.NewFormItem("", container.NewHBox(howTo, learnIt)),
		widget.NewFormItem(lang.L("White"), d.white),
		widget.NewFormItem(lang.L("Black"), d.black),
		widget.NewFormItem(lang.L("Clock"), container.NewBorder(nil, nil, d.clock, nil, d.customClock)),
		widget.NewFormItem(lang.L("Start FEN"), d.fen),
	)
	cancel := widget.NewButtonWithIcon(lang.L("Cancel"), theme.CancelIcon(), func() { d.dialog.Hide() })
	d.start = widget.NewButtonWithIcon(lang.L("Start game"), theme.ConfirmIcon(), func() { u.startNewGame(d) })
	d.start.Importance = widget.HighImportance
	buttons := container.NewHBox(layout.NewSpacer(), cancel, d.start)
	// What is wrong takes the hint's place, in room of a fixed height: the buttons stay
	// where they were when it appears (a second click on Start game must not miss).
	note := withHeight(noteHeight(), container.NewVScroll(container.NewStack(d.hint, d.errLbl)))
	content := container.NewVBox(form, note, buttons)
	d.dialog = dialog.NewCustomWithoutButtons(lang.L("New game"), withWidth(newGameWidth, content), u.win)
	return d
}

// editionChoiceWidth is the width of the drop-down of rule sets: its longest choice's, with
// the drop-down's arrow (a choice is not cut: "Regras de 2019"), and never less than a
// drop-down's least.
func editionChoiceWidth() float32 {
	w := float32(0)
	for _, v := range rules.Variants {
		if v.Edition() != "" {
			text := widget.NewLabel(editionName(v)).MinSize().Width + theme.IconInlineSize() + 2*theme.InnerPadding()
			w = max(w, text, widget.NewSelect(nil, nil).MinSize().Width)
		}
	}
	return w
}

// noteHeight is the room under the new-game form for the hint or what is wrong: three lines.
func noteHeight() float32 {
	return widget.NewLabel("1\n2\n3").MinSize().Height
}

// showError says what is wrong in the hint's place ("" brings the hint back).
func (d *newGameDialog) showError(msg string) {
	d.errLbl.SetText(msg)
	d.errLbl.Hidden = msg == ""
	d.hint.Hidden = msg != ""
	d.errLbl.Refresh()
	d.hint.Refresh()
}

// startNewGame starts the chosen game or says what is wrong with the FEN.
func (u *ui) startNewGame(d *newGameDialog) {
	v := d.shown
	players := [2]session.Player{playerFromChoice(d.white.Selected), playerFromChoice(d.black.Selected)}
	clockText := d.clock.Selected
	switch clockText {
	case noClock():
		clockText = ""
	case customClock():
		clockText = d.customClock.Text
	}
	tc, err := session.ParseTimeControl(clockText)
	if err != nil {
		d.showError(lang.L("The clock: {{.Why}}.", map[string]any{"Why": err.Error()}))
		return
	}
	fen := strings.TrimSpace(d.fen.Text)
	if fen == "" {
		fen = v.StartFEN
	}
	if _, err := rules.NewGameFromFEN(v, fen); err != nil {
		why := words.PositionProblem(err) // without the technical prefix ("bad FEN (placement)")
		msg := lang.L("This start position does not work for {{.Variant}}: {{.Why}}.", map[string]any{"Variant": lang.L(v.Name), "Why": why})
		if other, perr := parseAnyFEN(d.fen.Text, v); perr == nil && other != v {
			msg += " " + lang.L("It is a position of {{.Variant}}.", map[string]any{"Variant": lang.L(other.Name)})
		}
		d.showError(msg)
		return
	}
	d.dialog.Hide()
	u.replaceGame(lang.L("starting a new game"), func() bool {
		u.sess.SetTimeControl(tc)
		if err := u.sess.NewGame(v, fen, players); err != nil {
			u.showError(lang.L("New game"), err)
			return false
		}
		u.sess.SetFile("")
		u.changeSettings(func(s *Settings) {
			s.chooseVariant(v)
			s.White, s.Black, s.Clock = players[0], players[1], tc.String()
		})
		u.game.orientFor(players)
		u.game.status.say(lang.L("New game: {{.Variant}}, {{.White}} against {{.Black}}.",
			map[string]any{"Variant": lang.L(v.Name), "White": players[0].String(), "Black": players[1].String()}))
		return true
	})
}
