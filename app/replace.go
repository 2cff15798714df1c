package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"siegeworks/rules"
)

// previousGame is a game that New game, Open or Paste replaced, kept so that Undo can bring
// it back.
type previousGame struct {
	pgn, path, saved string
	flipped          bool
}

// unsaved tells whether a game in progress would be lost by replacing it: it has moves, is
// not over, and differs from what was last saved or opened.
func (u *ui) unsaved() bool {
	g := u.sess.Game()
	return g.Ply() > 0 && !g.Over() && u.sess.PGN() != u.savedPGN
}

// markSaved records that the game as it stands is in a file.
func (u *ui) markSaved() { u.savedPGN = u.sess.PGN() }

// replaceGame runs replace, which starts another game, without losing the one in progress:
// an unsaved game asks first (Save, Discard, Cancel), and the replaced game stays one Undo
// away. replace returns false when it did not replace the game after all (an error it has
// reported, a cancelled choice).
func (u *ui) replaceGame(what string, replace func() bool) {
	prev := &previousGame{pgn: u.sess.PGN(), path: u.filePath, saved: u.savedPGN, flipped: u.board.Flipped()}
	hadMoves := u.sess.Game().Ply() > 0
	run := func() {
		if !replace() {
			return
		}
		if hadMoves {
			u.previous = prev
			u.menu.refresh()
			u.updateActions()
		}
	}
	if !u.unsaved() {
		run()
		return
	}
	u.askUnsaved(what, run)
}

// askUnsaved asks what to do with the unsaved game before `what` replaces it.
func (u *ui) askUnsaved(what string, proceed func()) {
	msg := widget.NewLabel("The game in progress has not been saved. Save it before " + what + "?\n\n" +
		"(If you discard it, Undo brings it back right after.)")
	msg.Wrapping = fyne.TextWrapWord
	var d *dialog.CustomDialog
	save := widget.NewButton("Save", func() {
		d.Hide()
		u.saveThen(proceed)
	})
	save.Importance = widget.HighImportance
	discard := widget.NewButton("Discard", func() {
		d.Hide()
		proceed()
	})
	discard.Importance = widget.DangerImportance
	cancel := widget.NewButton("Cancel", func() { d.Hide() })
	buttons := container.NewHBox(layout.NewSpacer(), cancel, discard, save)
	d = dialog.NewCustomWithoutButtons("Save the game?", container.New(&fixedWidth{width: 420},
		container.NewVBox(msg, buttons)), u.win)
	u.unsavedDialog = d
	d.SetOnClosed(func() { u.unsavedDialog = nil })
	u.show(d)
}

// saveThen saves the game (asking for a file if it has none) and then runs next; a failed
// or cancelled save does not run it.
func (u *ui) saveThen(next func()) {
	if u.filePath == "" {
		u.afterSave = next
		u.saveAs()
		return
	}
	if err := u.savePath(u.filePath); err != nil {
		u.showError("Could not save the game", err)
		return
	}
	next()
}

// canReturnToPrevious tells whether Undo now brings back the game New game, Open or Paste
// replaced: the game that replaced it has nothing left to undo.
func (u *ui) canReturnToPrevious() bool {
	return u.previous != nil && !u.sess.CanUndo()
}

// returnToPrevious brings back the replaced game.
func (u *ui) returnToPrevious() {
	p := u.previous
	if p == nil {
		return
	}
	if err := u.sess.LoadPGN(p.pgn, false); err != nil {
		u.showError("Undo", err)
		return
	}
	u.previous = nil
	u.filePath, u.savedPGN = p.path, p.saved
	u.board.SetFlipped(p.flipped)
	u.setStatus("Back to the previous game.")
	u.menu.refresh()
	u.updateActions()
}

// chooseVariant asks which variant a position is for when it fits several and not the one
// being played; done gets nil when the player cancels.
func (u *ui) chooseVariant(fits []*rules.Variant, done func(*rules.Variant)) {
	box := container.NewVBox(widget.NewLabel("This position fits several games. Which one is it?"))
	var d *dialog.CustomDialog
	for _, v := range fits {
		b := widget.NewButton(v.Name, func() {
			d.Hide()
			done(v)
		})
		box.Add(b)
	}
	box.Add(widget.NewButton("Cancel", func() {
		d.Hide()
		done(nil)
	}))
	d = dialog.NewCustomWithoutButtons("Which game?", container.New(&fixedWidth{width: 360}, box), u.win)
	u.variantDialog = d
	d.SetOnClosed(func() { u.variantDialog = nil })
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
