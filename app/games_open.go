package app

import (
	"bytes"
	"context"
	"path/filepath"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/internal/disk"
	"siegeworks/library"
)

// What the games screen asks of the window: open a game, export, import, confirm.

// library is part of gamesHost.
func (u *ui) library() *library.Library { return u.shelf.lib }

// openEntry is part of gamesHost: the game replaces the one in progress (which is kept in the
// library and stays one Undo away), then the window replays, reviews, analyses or continues it.
func (u *ui) openEntry(text string, then gameOpening) {
	u.replaceGameThen(lang.L("opening a game"), func() bool {
		if err := u.sess.LoadPGN(text, false); err != nil {
			u.showError(lang.L("Could not open the game"), err, unchangedNote())
			return false
		}
		u.sess.SetFile("")
		u.game.orientFor(u.sess.Players())
		return true
	}, func() {
		switch then {
		case openReplay:
			u.sess.SetView(0)
			u.game.status.say(lang.L("Replaying the game: press the Right arrow key (or click a move) to step through it."))
		case openReview:
			u.reviewGame()
		case openAnalyse:
			u.showAnalysis()
		case openContinue:
			u.game.status.say(lang.L("The game goes on from where it was left."))
		}
	})
}

// exportGames is part of gamesHost: the games, one PGN file, where the player chooses.
func (u *ui) exportGames(ids []string) {
	d := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
		if err != nil {
			u.showError(lang.L("Export"), err)
			return
		}
		if wc == nil {
			return
		}
		_ = wc.Close() // nothing written through it: it leaves the disk alone
		path, err := uriPath(wc.URI())
		if err == nil {
			err = u.exportTo(path, ids)
		}
		if err != nil {
			u.showError(lang.L("Could not export the games"), err, lang.L("Your games are unchanged."))
		}
	}, u.win)
	d.SetFilter(pgnFilter)
	d.SetFileName("siegeworks-games-" + time.Now().Format("2006-01-02") + ".pgn")
	u.show(d)
}

// exportTo writes games to one PGN file.
func (u *ui) exportTo(path string, ids []string) error {
	var buf bytes.Buffer
	if err := u.shelf.lib.Export(&buf, ids); err != nil {
		return err
	}
	if err := disk.Write(u.cfg.disk, path, buf.Bytes()); err != nil {
		return err
	}
	u.notePlayer(lang.N("Exported {{.Count}} games to {{.File}}.", len(ids), map[string]any{"Count": thousands(len(ids)), "File": filepath.Base(path)}))
	return nil
}

// notePlayer says something in the status line of the screen shown.
func (u *ui) notePlayer(text string) {
	if g, ok := showing[*gamesScreen](u); ok {
		g.status.SetText(text)
		return
	}
	u.game.status.say(text)
}

// importGames is part of gamesHost: the games of a collection go into the library, in the
// background with a progress bar that can stop it; each is read in full, and one whose
// moves do not read is left out and counted.
func (u *ui) importGames(c *library.Collection, ids []string, done func()) {
	lib := u.shelf.lib
	if lib == nil || len(ids) == 0 {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	bar := widget.NewProgressBar()
	var d *dialog.CustomDialog
	stop := widget.NewButtonWithIcon(lang.L("Stop"), theme.CancelIcon(), func() { cancel() })
	d = dialog.NewCustomWithoutButtons(lang.N("Importing {{.Count}} games", len(ids), map[string]any{"Count": thousands(len(ids))}), withWidth(360,
		container.NewVBox(bar, container.NewHBox(layout.NewSpacer(), stop))), u.win)
	u.show(d)
	var progress atomic.Int64
	post := u.cfg.post
	go func() {
		imported, refused := 0, []string{}
		now := time.Now()
		for i, id := range ids {
			if ctx.Err() != nil {
				break
			}
			text, err := c.Text(id)
			if err == nil {
				_, err = lib.Import(text, now.Add(time.Duration(i)*time.Millisecond))
			}
			if err != nil {
				refused = append(refused, lang.L("game {{.ID}} ({{.Why}})", map[string]any{"ID": id, "Why": err.Error()}))
			} else {
				imported++
			}
			// At most a few hundred updates, whatever the number of games.
			if n := int64(i + 1); n*200/int64(len(ids)) != progress.Load()*200/int64(len(ids)) || n == int64(len(ids)) {
				progress.Store(n)
				post(func() { bar.SetValue(float64(n) / float64(len(ids))) })
			}
		}
		stopped := ctx.Err() != nil
		cancel()
		post(func() {
			d.Hide()
			count := map[string]any{"Count": thousands(imported)}
			text := lang.N("Imported {{.Count}} games into your games.", imported, count)
			if stopped {
				text = lang.N("Stopped: {{.Count}} games imported into your games.", imported, count)
			}
			if n := len(refused); n > 0 {
				failed := map[string]any{"Count": thousands(n), "First": refused[0]}
				if n > 1 {
					text += " " + lang.N("{{.Count}} games could not be read: {{.First}} and others.", n, failed)
				} else {
					text += " " + lang.N("{{.Count}} games could not be read: {{.First}}.", n, failed)
				}
				u.cfg.logger.Printf("siegeworks: import from %s: %d games could not be read, the first %s", c.Name, len(refused), refused[0])
			}
			u.notePlayer(text)
			if done != nil {
				done()
			}
		})
	}()
}

// confirm is part of host: a question with a dangerous action and Cancel (named "yes" and
// "cancel" for the end-to-end test).
func (u *ui) confirm(title, text, action string, yes func()) {
	var d *dialog.CustomDialog
	buttons := namedButtons{}
	ok := buttons.add("yes", action, nil, func() {
		d.Hide()
		yes()
	})
	ok.Importance = widget.DangerImportance
	cancel := buttons.add("cancel", lang.L("Cancel"), nil, func() { d.Hide() })
	d = dialog.NewCustomWithoutButtons(title, withWidth(420, container.NewVBox(wrapped(text),
		container.NewHBox(layout.NewSpacer(), cancel, ok))), u.win)
	u.show(d)
	u.dlg.question = buttons
	d.SetOnClosed(func() {
		u.dlg.question = nil
		u.dialogClosed(d)
	})
}
