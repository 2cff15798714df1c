package app

import (
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"siegeworks/rules"
)

// replaceGame runs start, which starts another game, without losing the one in progress:
// an unsaved game asks first (Save, Discard, Cancel), and the replaced game stays one Undo
// away. start returns false when it did not replace the game after all (an error it has
// reported, a cancelled choice). The window shows the game afterwards.
func (u *ui) replaceGame(what string, start func() bool) {
	u.replaceGameThen(what, start, nil)
}

// replaceGameThen is replaceGame, and then runs then (when the game was replaced). With a
// games library the game in progress is kept there: nothing is asked.
func (u *ui) replaceGameThen(what string, start func() bool, then func()) {
	run := func() {
		kept := u.shelf.lib != nil && u.sess.ID() == u.shelf.playedID && u.sess.Game().Ply() > 0
		if u.sess.Replace(u.game.board.Flipped(), start) {
			if !remotePlaying(u.sess) && u.friend != nil {
				u.endFriendGame() // another game here: the link to the friend closes
				u.game.board.SetFlipped(u.set.Flipped)
			}
			u.backToGame()
			u.game.updateActions()
			if kept {
				u.game.status.say(lang.L("The game before is kept in your games, and Undo brings it back."))
			}
			if then != nil {
				then()
			}
		}
	}
	if f := u.friend; f != nil && !f.adjourned && remotePlaying(u.sess) && !u.sess.Game().Over() {
		// A game with a friend elsewhere is not left by accident: ask, and tell the friend.
		u.confirm(lang.L("Leave the game with {{.Name}}?", map[string]any{"Name": f.friendName()}),
			lang.L("You are playing {{.Name}} on another computer. {{.What}} leaves that game: it is kept in your games, and {{.Name}} is told you left.",
				map[string]any{"Name": f.friendName(), "What": capitalize(what)}), lang.L("Leave the game"), run)
		return
	}
	if u.shelf.lib != nil || !u.sess.Unsaved() {
		run()
		return
	}
	u.askUnsaved(what, run)
}

// askUnsaved asks what to do with the unsaved game before `what` replaces it.
func (u *ui) askUnsaved(what string, proceed func()) {
	msg := wrapped(lang.L("The game in progress has not been saved. Save it before {{.What}}?", map[string]any{"What": what}) + "\n\n" +
		lang.L("(If you discard it, Undo brings it back right after.)"))
	var d *dialog.CustomDialog
	save := widget.NewButton(lang.L("Save"), func() {
		d.Hide()
		u.saveThen(proceed)
	})
	save.Importance = widget.HighImportance
	discard := widget.NewButton(lang.L("Discard"), func() {
		d.Hide()
		proceed()
	})
	discard.Importance = widget.DangerImportance
	cancel := widget.NewButton(lang.L("Cancel"), func() { d.Hide() })
	buttons := container.NewHBox(layout.NewSpacer(), cancel, discard, save)
	d = dialog.NewCustomWithoutButtons(lang.L("Save the game?"), withWidth(420, container.NewVBox(msg, buttons)), u.win)
	u.dlg.unsaved = d
	d.SetOnClosed(func() { u.dlg.unsaved = nil })
	u.show(d)
}

// saveThen saves the game (asking for a file if it has none) and then runs next; a failed
// or cancelled save does not run it.
func (u *ui) saveThen(next func()) {
	path := u.sess.File().Path
	if path == "" {
		u.afterSave = next
		u.saveAs()
		return
	}
	if err := u.savePath(path); err != nil {
		u.showError(lang.L("Could not save the game"), err)
		return
	}
	next()
}

// chooseVariant asks which variant a position is for when it fits several and not the one
// being played; done gets nil when the player cancels.
func (u *ui) chooseVariant(fits []*rules.Variant, done func(*rules.Variant)) {
	box := container.NewVBox(widget.NewLabel(lang.L("This position fits several games. Which one is it?")))
	var d *dialog.CustomDialog
	for _, v := range fits {
		b := widget.NewButton(lang.L(v.Name), func() {
			d.Hide()
			done(v)
		})
		box.Add(b)
	}
	box.Add(widget.NewButton(lang.L("Cancel"), func() {
		d.Hide()
		done(nil)
	}))
	d = dialog.NewCustomWithoutButtons(lang.L("Which game?"), withWidth(360, box), u.win)
	u.dlg.variant = d
	d.SetOnClosed(func() { u.dlg.variant = nil })
	u.show(d)
}

// variantsFor lists the variants whose rules accept a position.
func variantsFor(fen string) []*rules.Variant {
	var out []*rules.Variant
	for _, v := range rules.Variants {
		if _, err := rules.ParseFEN(v, fen); err == nil {
			out = append(out, v)
		}
	}
	return out
}
