package app

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"time"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"siegeworks/rules"
	"siegeworks/session"
)

// The autosave: the game in progress is on disk after every move, so that nothing is lost
// to a crash. When the disk refuses (full, read-only, gone) the player is told once and the
// autosave tries again, sooner and then less often, until it succeeds; quitting while it
// fails asks what to do instead of losing the moves.

// Retry delays of a failing autosave: the first retry comes soon (a disk freed at once), the
// later ones at most every retryMax.
const (
	retryFirst = 2 * time.Second
	retryMax   = 30 * time.Second
)

// notKept is the warning in front of the status line while the autosave fails.
func notKept(err error) string {
	return "⚠ The game is not kept on disk (" + diskTrouble(err) + "); Siegeworks keeps trying."
}

// diskTrouble is what went wrong with a file, without the file's name: "no space left on
// device", "read-only file system".
func diskTrouble(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err.Error()
	}
	return err.Error()
}

// keeper is the autosave's state.
type keeper struct {
	err     error         // the last autosave's error; nil when the game is on disk
	retryIn time.Duration // the delay before the next retry
	waiting bool          // a retry is scheduled
	closed  bool          // the window closed: no more retries
}

// autosave writes the game in progress to disk; a failure is logged and said once per kind
// of error, and retried until it succeeds.
func (u *ui) autosave() {
	err := u.sess.SaveAutosave(u.cfg.dataDir)
	k := &u.keeper
	switch {
	case err != nil && (k.err == nil || k.err.Error() != err.Error()):
		u.cfg.logger.Printf("siegeworks: autosave failed: %v", err)
		u.game.status.warn(notKept(err))
	case err == nil && k.err != nil:
		u.cfg.logger.Printf("siegeworks: autosave works again")
		u.game.status.warn("")
		u.game.status.say("The game is kept on disk again.")
	}
	k.err = err
	if err == nil {
		k.retryIn = 0
		return
	}
	u.scheduleAutosaveRetry()
}

// scheduleAutosaveRetry tries the autosave again later, once at a time.
func (u *ui) scheduleAutosaveRetry() {
	k := &u.keeper
	if k.waiting || k.closed {
		return
	}
	k.retryIn = min(max(2*k.retryIn, retryFirst), retryMax)
	k.waiting = true
	u.cfg.after(k.retryIn, func() {
		k.waiting = false
		if k.err != nil && !k.closed {
			u.autosave()
		}
	})
}

// askQuitUnsaved asks, when the game cannot be saved at quit, whether to try again, save it
// elsewhere, or quit without it.
func (u *ui) askQuitUnsaved() {
	msg := wrapped(fmt.Sprintf("The game in progress could not be kept on disk (%s).\n\n"+
		"Free some space and try again, or save it in another folder. If you quit now, the moves "+
		"played since it was last kept are lost.", diskTrouble(u.keeper.err)))
	var d *dialog.CustomDialog
	again := widget.NewButton("Try again", func() {
		d.Hide()
		u.quit()
	})
	again.Importance = widget.HighImportance
	saveAs := widget.NewButton("Save as…", func() {
		d.Hide()
		u.afterSave = u.closeWindow
		u.saveAs()
	})
	quit := widget.NewButton("Quit without it", func() {
		d.Hide()
		u.closeWindow()
	})
	quit.Importance = widget.DangerImportance
	buttons := container.NewHBox(layout.NewSpacer(), quit, saveAs, again)
	d = dialog.NewCustomWithoutButtons("The game could not be saved", withWidth(460, container.NewVBox(msg, buttons)), u.win)
	u.show(d)
}

// restore loads the autosaved game. A file cut short keeps every move before the cut and
// says so; a broken one is set aside (renamed) and reported, and a fresh game starts.
func (u *ui) restore() {
	r, err := u.sess.RestoreAutosave(u.cfg.dataDir)
	switch {
	case err != nil:
		bad := session.SetAsideAutosave(u.cfg.dataDir)
		u.cfg.logger.Printf("siegeworks: the autosaved game could not be read (%v); kept as %s", err, bad)
		u.startDefaultGame()
		u.showError("The last game could not be restored", err, "It was kept as "+bad+".")
	case !r.Found:
		u.startDefaultGame()
	case r.Damage != nil:
		u.cfg.logger.Printf("siegeworks: the autosaved game was damaged (%v); restored up to the damage, kept as %s", r.Damage, r.Kept)
		u.autosave()
		u.showDamagedRestore(r)
	default:
		u.game.status.say("Welcome back: the last game is restored.")
	}
}

// showDamagedRestore tells the player that the last game came back only up to where its
// file was damaged.
func (u *ui) showDamagedRestore(r session.Restored) {
	g := u.sess.Game()
	upTo := "its start"
	if n := g.Ply(); n > 0 {
		upTo = rules.MoveLabel(g.PositionAt(0), n, g.SANs()[n-1])
	}
	text := "The end of the last game's file was damaged (by a crash or a full disk, perhaps). " +
		"The game is restored up to " + upTo + "; only what came after is lost."
	if r.Kept != "" {
		text += "\n\nThe damaged file was kept as " + r.Kept + "."
	}
	u.show(dialog.NewCustom("The last game is restored up to the damage", "OK", withWidth(440, wrapped(text)), u.win))
	u.game.status.say("Welcome back: the last game is restored up to " + upTo + ".")
}
