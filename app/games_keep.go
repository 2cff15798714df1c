package app

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2/lang"

	"siegeworks/library"
	"siegeworks/session"
)

// Every game played here goes into the games library: after each move, and when it ends
// (a resignation, an agreed draw, a flag), the game's entry is brought up to date — so a
// game left unfinished is there too, and nothing waits for a quit that may never come. A
// game only looked at (opened from a file or the library) goes in once a move is made.

// gamesDir is the library's folder inside the app's storage folder.
const gamesDir = "games"

// prefRecent is the profile's list of the files opened or saved lately, newest first.
const prefRecent = "recentFiles"

// recentMax is how many files the Game menu offers again.
const recentMax = 8

// shelf keeps the games played into the library.
type shelf struct {
	lib      *library.Library  // nil without a storage folder
	playedID string            // the game that had a move or ended here
	lastPut  string            // the PGN last kept for it
	pending  map[string]string // games the disk refused, by name: kept by the retry
}

// openShelf is the library in the storage folder dir.
func (u *ui) openShelf() {
	if u.cfg.dataDir != "" {
		u.shelf.lib = library.Open(filepath.Join(u.cfg.dataDir, gamesDir), u.cfg.disk)
	}
	u.shelf.pending = map[string]string{}
}

// shelve brings the game's entry in the library up to date after a change.
func (u *ui) shelve(e session.Event) {
	sh := &u.shelf
	if sh.lib == nil {
		return
	}
	if e.Kind == session.EvMoved || e.Kind == session.EvEnded {
		sh.playedID = u.sess.ID()
	}
	if u.sess.ID() != sh.playedID || u.sess.Game().Ply() == 0 {
		return
	}
	pgn := u.sess.PGN()
	if pgn == sh.lastPut {
		return
	}
	sh.lastPut = pgn
	sh.pending[u.sess.ID()] = pgn
	u.keeper.games = u.putPending()
	u.kept()
}

// markPlayed counts the game shown as played here (the game restored at start).
func (u *ui) markPlayed() {
	if u.sess.Game().Ply() > 0 {
		u.shelf.playedID = u.sess.ID()
		u.shelve(session.Event{Kind: session.EvView})
	}
}

// putPending writes the games waiting for the disk; what it refuses waits for the retry.
func (u *ui) putPending() error {
	sh := &u.shelf
	var errs []error
	for id, pgn := range sh.pending {
		if err := sh.lib.Put(pgn); err != nil {
			errs = append(errs, err)
			continue
		}
		delete(sh.pending, id)
	}
	return errors.Join(errs...)
}

// noteRecent puts a file at the top of the recent files.
func (u *ui) noteRecent(path string) {
	if path == "" {
		return
	}
	abs, err := filepath.Abs(path)
	if err == nil {
		path = abs
	}
	list := u.prefs().StringList(prefRecent)
	list = slices.DeleteFunc(list, func(p string) bool { return p == path })
	list = append([]string{path}, list...)
	if len(list) > recentMax {
		list = list[:recentMax]
	}
	u.prefs().SetStringList(prefRecent, list)
	if u.menu != nil {
		u.menu.setRecent(list)
	}
}

// recentLabel names a recent file in the menu: its name, then its folder (~ for home).
func recentLabel(path string) string {
	dir := filepath.Dir(path)
	if home, err := os.UserHomeDir(); err == nil && home != "" {
		if rel, err := filepath.Rel(home, dir); err == nil && !strings.HasPrefix(rel, "..") {
			dir = filepath.Join("~", rel)
		}
	}
	return filepath.Base(path) + "  —  " + dir
}

// openRecent opens a recent file; one that is gone leaves the list.
func (u *ui) openRecent(path string) {
	if _, err := os.Stat(path); err != nil {
		list := slices.DeleteFunc(u.prefs().StringList(prefRecent), func(p string) bool { return p == path })
		u.prefs().SetStringList(prefRecent, list)
		u.menu.setRecent(list)
		u.showError(lang.L("Open recent"), err, lang.L("It is no longer in the list.")+" "+unchangedNote())
		return
	}
	u.openFile(path)
}
