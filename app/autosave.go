package app

import (
	"errors"
	"io/fs"
	"os"
	"time"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"siegeworks/internal/disk"
	"siegeworks/profile"
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

// keeper is the state of what is kept on disk: the game (the autosave) and the profile.
type keeper struct {
	game    error         // the last autosave's error; nil when the game is on disk
	profile error         // the profile's last write error
	games   error         // the library's last write error
	warning string        // the warning shown for them
	retryIn time.Duration // the delay before the next retry
	waiting bool          // a retry is scheduled
	closed  bool          // the window closed: no more retries
}

// failing is the first error of what is not kept.
func (k *keeper) failing() error {
	for _, err := range []error{k.game, k.games, k.profile} {
		if err != nil {
			return err
		}
	}
	return nil
}

// autosave writes the game in progress to disk.
func (u *ui) autosave() {
	if u.cfg.dataDir == "" {
		return // no storage folder: nothing is kept (and the player is asked before a game is replaced)
	}
	u.keeper.game = u.sess.SaveAutosave(u.cfg.dataDir)
	u.kept()
}

// profileNotKept hears that the disk refused the profile (on the UI goroutine).
func (u *ui) profileNotKept(err error) {
	u.keeper.profile = err
	u.kept()
}

// kept tells the player what is not kept on disk (once per kind of trouble), and that it is
// again, and retries until everything is.
func (u *ui) kept() {
	k := &u.keeper
	warning := ""
	switch {
	case k.game != nil:
		warning = lang.L("The game is not kept on disk ({{.Trouble}}); Siegeworks keeps trying.", map[string]any{"Trouble": diskTrouble(k.game)})
	case k.games != nil:
		warning = lang.L("Your games are not kept on disk ({{.Trouble}}); Siegeworks keeps trying.", map[string]any{"Trouble": diskTrouble(k.games)})
	case k.profile != nil:
		warning = lang.L("Your settings and progress are not kept on disk ({{.Trouble}}); Siegeworks keeps trying.",
			map[string]any{"Trouble": diskTrouble(k.profile)})
	}
	if warning != k.warning {
		if warning != "" {
			u.cfg.logger.Printf("siegeworks: not kept on disk: %v", k.failing())
		} else {
			u.cfg.logger.Printf("siegeworks: everything is kept on disk again")
		}
		u.game.status.warn(warning)
		if warning == "" {
			u.game.status.say(lang.L("Everything is kept on disk again."))
		}
		k.warning = warning
	}
	if k.failing() == nil {
		k.retryIn = 0
		return
	}
	u.scheduleKeepingRetry()
}

// scheduleKeepingRetry tries again later, once at a time.
func (u *ui) scheduleKeepingRetry() {
	k := &u.keeper
	if k.waiting || k.closed {
		return
	}
	k.retryIn = min(max(2*k.retryIn, retryFirst), retryMax)
	k.waiting = true
	u.cfg.after(k.retryIn, func() {
		k.waiting = false
		if k.closed {
			return
		}
		if k.profile != nil {
			k.profile = u.cfg.profile.Flush()
		}
		if k.game != nil {
			k.game = u.sess.SaveAutosave(u.cfg.dataDir)
		}
		if k.games != nil {
			k.games = u.putPending()
		}
		u.kept()
	})
}

// askQuitUnsaved asks, when the game cannot be saved at quit, whether to try again, save it
// elsewhere, or quit without it.
func (u *ui) askQuitUnsaved() {
	var text string
	if err := u.keeper.games; err != nil && u.keeper.game == nil {
		text = lang.L("The last games played could not be kept in your games ({{.Trouble}}).\n\nFree some space and try again. If you quit now, they are lost.", map[string]any{"Trouble": diskTrouble(err)})
	} else if err := u.keeper.game; err != nil {
		text = lang.L("The game in progress could not be kept on disk ({{.Trouble}}).\n\nFree some space and try again, or save it in another folder. If you quit now, the moves played since it was last kept are lost.", map[string]any{"Trouble": diskTrouble(err)})
	} else if u.keeper.profile != nil {
		text = lang.L("Your settings and progress (stars, puzzle ratings) could not be kept on disk ({{.Trouble}}).\n\nFree some space and try again. If you quit now, what changed since they were last kept is lost.",
			map[string]any{"Trouble": diskTrouble(u.keeper.profile)})
	}
	msg := wrapped(text)
	var d *dialog.CustomDialog
	again := widget.NewButton(lang.L("Try again"), func() {
		d.Hide()
		u.quit()
	})
	again.Importance = widget.HighImportance
	saveAs := widget.NewButton(lang.L("Save as…"), func() {
		d.Hide()
		u.afterSave = u.closeWindow
		u.saveAs()
	})
	if u.keeper.game == nil {
		saveAs.Hide() // only the game can be saved elsewhere
	}
	quit := widget.NewButton(lang.L("Quit without it"), func() {
		d.Hide()
		u.closeWindow()
	})
	quit.Importance = widget.DangerImportance
	buttons := container.NewHBox(layout.NewSpacer(), quit, saveAs, again)
	d = dialog.NewCustomWithoutButtons(lang.L("Not everything could be saved"), withWidth(460, container.NewVBox(msg, buttons)), u.win)
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
		u.showError(lang.L("The last game could not be restored"), err, lang.L("It was kept as {{.File}}.", map[string]any{"File": bad}))
	case !r.Found:
		u.startDefaultGame()
	case r.Damage != nil:
		u.markPlayed()
		u.cfg.logger.Printf("siegeworks: the autosaved game was damaged (%v); restored up to the damage, kept as %s", r.Damage, r.Kept)
		u.autosave()
		u.showDamagedRestore(r)
	default:
		u.markPlayed()
		u.game.status.say(lang.L("Welcome back: the last game is restored."))
	}
}

// showDamagedRestore tells the player that the last game came back only up to where its
// file was damaged.
func (u *ui) showDamagedRestore(r session.Restored) {
	g := u.sess.Game()
	text := lang.L("The end of the last game's file was damaged (by a crash or a full disk, perhaps). The game is restored up to its start; only what came after is lost.")
	welcome := lang.L("Welcome back: the last game is restored up to its start.")
	if n := g.Ply(); n > 0 {
		upTo := map[string]any{"Move": rules.MoveLabel(g.PositionAt(0), n, g.SANs()[n-1])}
		text = lang.L("The end of the last game's file was damaged (by a crash or a full disk, perhaps). The game is restored up to {{.Move}}; only what came after is lost.", upTo)
		welcome = lang.L("Welcome back: the last game is restored up to {{.Move}}.", upTo)
	}
	if r.Kept != "" {
		text += "\n\n" + lang.L("The damaged file was kept as {{.File}}.", map[string]any{"File": r.Kept})
	}
	u.show(dialog.NewCustom(lang.L("The last game is restored up to the damage"), lang.L("OK"), withWidth(440, wrapped(text)), u.win))
	u.game.status.say(welcome)
}

// openProfile opens the player's profile in dir (in memory when there is no storage).
func openProfile(dir string) (*profile.Profile, profile.Opened) {
	if dir == "" {
		return profile.InMemory(), profile.Opened{}
	}
	return profile.Open(dir, disk.OS)
}

// tellProfileOpened tells the player when their profile could not be read and was set aside.
func (u *ui) tellProfileOpened(o profile.Opened) {
	switch {
	case o.Problem != nil:
		u.cfg.logger.Printf("siegeworks: the profile could not be read (%v); kept as %s", o.Problem, o.SetAside)
		u.showError(lang.L("Your settings and progress could not be read"), o.Problem,
			lang.L("Siegeworks starts with its usual settings, and your stars and puzzle ratings start afresh. The unreadable file was kept as {{.File}}.", map[string]any{"File": o.SetAside}))
	case o.Migrated:
		u.cfg.logger.Printf("siegeworks: the settings and progress moved to %s", profile.FileName)
	}
}
