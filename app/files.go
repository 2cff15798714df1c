package app

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"

	"siegeworks/internal/disk"
	"siegeworks/library"
	"siegeworks/rules"
)

// unchangedNote is the note under errors that leave the game as it was.
func unchangedNote() string { return lang.L("The current game is unchanged.") }

// wordedError is an error in the player's words that wraps the error it explains.
type wordedError struct {
	words string
	err   error
}

func (e *wordedError) Error() string { return e.words }
func (e *wordedError) Unwrap() error { return e.err }

// inFile is err, said of the file with this name.
func inFile(name string, err error) error {
	return &wordedError{lang.L("the file {{.Name}}: {{.Error}}", map[string]any{"Name": name, "Error": err.Error()}), err}
}

// notAGame is err, said of the clipboard that held no game.
func notAGame(err error) error {
	return &wordedError{lang.L("the clipboard does not hold a game: {{.Error}}", map[string]any{"Error": err.Error()}), err}
}

// Files and the clipboard: Open, Save, Save as, Copy/Paste FEN, Copy/Paste game.

var pgnFilter = storage.NewExtensionFileFilter([]string{".pgn", ".PGN", ".txt"})

func (u *ui) open() {
	d := dialog.NewFileOpen(func(rc fyne.URIReadCloser, err error) {
		if err != nil {
			u.showError(lang.L("Open"), err)
			return
		}
		if rc == nil {
			return // cancelled
		}
		defer rc.Close()
		path, _ := uriPath(rc.URI())
		if err := u.openReader(rc, rc.URI().Name(), path); err != nil {
			u.showError(lang.L("Could not open the game"), err, unchangedNote())
		}
	}, u.win)
	d.SetFilter(pgnFilter)
	u.setDialogLocation(d)
	u.show(d)
}

// openFile opens a file (a recent one); errors are shown, the game kept.
func (u *ui) openFile(path string) {
	if err := u.openPath(path); err != nil {
		u.showError(lang.L("Could not open the game"), err, unchangedNote())
	}
}

// openPath opens a file of games: one game replaces the game (after asking, when it is
// unsaved); several open in the games screen, to browse and import. On an error the
// current game is untouched.
func (u *ui) openPath(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return u.openReader(f, filepath.Base(path), path)
}

// openReader opens the games read from r; name names the file, path is its local path ("":
// none, it is not kept as the game's file).
func (u *ui) openReader(r io.Reader, name, path string) error {
	c, err := library.ReadCollection(r, name)
	if err != nil {
		return err
	}
	switch {
	case c.Len() == 0 && len(c.Problems) > 0:
		return inFile(name, c.Problems[0].Err)
	case c.Len() == 0:
		return errors.New(lang.L("the file {{.Name}} holds no game", map[string]any{"Name": name}))
	case c.Len() > 1:
		u.noteRecent(path)
		u.showCollection(c)
		return nil
	}
	text, _ := c.Text(c.Entries()[0].ID)
	if _, _, err := rules.ReadPGN(text); err != nil {
		return inFile(name, err)
	}
	u.noteRecent(path)
	u.replaceGame(lang.L("opening {{.Name}}", map[string]any{"Name": name}), func() bool {
		if err := u.sess.LoadPGN(text, false); err != nil {
			u.showError(lang.L("Could not open the game"), inFile(name, err), unchangedNote())
			return false
		}
		u.sess.SetFile(path)
		u.game.orientFor(u.sess.Players())
		u.game.status.say(lang.L("Opened {{.Name}}.", map[string]any{"Name": name}))
		return true
	})
	return nil
}

// save writes the game to the file it came from or was last saved to.
func (u *ui) save() {
	path := u.sess.File().Path
	if path == "" {
		u.saveAs()
		return
	}
	if err := u.savePath(path); err != nil {
		u.showError(lang.L("Could not save the game"), err)
	}
}

// savePath writes the game to path atomically.
func (u *ui) savePath(path string) error {
	if err := disk.Write(u.cfg.disk, path, []byte(u.sess.PGN())); err != nil {
		return err
	}
	u.sess.SetFile(path)
	u.noteRecent(path)
	u.game.status.say(lang.L("Saved to {{.Path}}.", map[string]any{"Path": path}))
	if next := u.afterSave; next != nil {
		u.afterSave = nil
		next()
	}
	return nil
}

// saveAs asks for a file, then writes the game beside it and renames it over it, as every
// other write is: the dialog's own writer never touches the file (see safeFiles).
func (u *ui) saveAs() {
	d := dialog.NewFileSave(u.savedAs, u.win)
	d.SetFilter(pgnFilter)
	d.SetFileName(u.suggestedName())
	u.setDialogLocation(d)
	u.show(d)
}

// savedAs is the save dialog's answer: a writer for the file chosen, nil when cancelled.
func (u *ui) savedAs(wc fyne.URIWriteCloser, err error) {
	if err != nil {
		u.afterSave = nil
		u.showError(lang.L("Save as"), err)
		return
	}
	if wc == nil {
		u.afterSave = nil // cancelled: whatever waited for the save does not happen
		return
	}
	path, perr := uriPath(wc.URI())
	if perr != nil { // not a local file: write through the dialog's writer
		_, err = wc.Write([]byte(u.sess.PGN()))
		if cerr := wc.Close(); err == nil {
			err = cerr
		}
	} else {
		_ = wc.Close() // nothing written through it: it leaves the disk alone
		err = u.savePath(path)
	}
	if err != nil {
		u.afterSave = nil
		u.showError(lang.L("Could not save the game"), err, lang.L("The game is still here: try another folder or free some space."))
	}
}

func (u *ui) suggestedName() string {
	if path := u.sess.File().Path; path != "" {
		return filepath.Base(path)
	}
	return fmt.Sprintf("siegeworks-%s-%s.pgn", u.sess.Game().Variant().ID, time.Now().Format("2006-01-02-1504"))
}

// uriPath is the local path of a file URI.
func uriPath(u fyne.URI) (string, error) {
	if u == nil {
		return "", errors.New(lang.L("no file"))
	}
	if u.Scheme() != "file" {
		return "", errors.New(lang.L("{{.File}}: only local files can be used", map[string]any{"File": u.String()}))
	}
	return u.Path(), nil
}

// dataDir is where the app keeps the autosave: the app's storage root.
func dataDir(a fyne.App) string {
	root := a.Storage().RootURI()
	if root == nil {
		return ""
	}
	return root.Path()
}

// setDialogLocation starts file dialogs in the folder of the current file.
func (u *ui) setDialogLocation(d *dialog.FileDialog) {
	path := u.sess.File().Path
	if path == "" {
		return
	}
	if l, err := storage.ListerForURI(storage.NewFileURI(filepath.Dir(path))); err == nil {
		d.SetLocation(l)
	}
}

func (u *ui) copyFEN() {
	fen := u.sess.Shown().FEN()
	u.app.Clipboard().SetContent(fen)
	u.game.status.say(lang.L("Copied the FEN: {{.FEN}}", map[string]any{"FEN": fen}))
}

func (u *ui) copyGame() {
	u.app.Clipboard().SetContent(u.sess.PGN())
	u.game.status.say(lang.L("Copied the game as PGN."))
}

// parseAnyFEN reads a FEN in the preferred variant, else in the first variant that
// accepts it.
func parseAnyFEN(fen string, preferred *rules.Variant) (*rules.Variant, error) {
	fen = strings.TrimSpace(fen)
	if fen == "" {
		return nil, errors.New(lang.L("the clipboard is empty"))
	}
	_, firstErr := rules.ParseFEN(preferred, fen)
	if firstErr == nil {
		return preferred, nil
	}
	for _, v := range rules.Variants {
		if _, err := rules.ParseFEN(v, fen); err == nil {
			return v, nil
		}
	}
	return nil, &wordedError{lang.L("not a position of any variant: {{.Error}}", map[string]any{"Error": firstErr.Error()}), firstErr}
}

// pasteFEN starts a new game, with the same players, from a FEN on the clipboard.
func (u *ui) pasteFEN() {
	if err := u.pasteFENText(u.app.Clipboard().Content()); err != nil {
		u.showError(lang.L("Paste FEN"), err, unchangedNote())
	}
}

func (u *ui) pasteFENText(text string) error {
	fen := strings.TrimSpace(text)
	current := u.sess.Game().Variant()
	if _, err := parseAnyFEN(fen, current); err != nil {
		return err
	}
	start := func(v *rules.Variant) {
		if v == nil {
			return
		}
		u.replaceGame(lang.L("starting from the pasted position"), func() bool {
			if err := u.sess.NewGame(v, fen, u.sess.Players()); err != nil {
				u.showError(lang.L("Paste FEN"), err, unchangedNote())
				return false
			}
			u.sess.SetFile("")
			u.game.status.say(lang.L("New {{.Variant}} game from the pasted position.", map[string]any{"Variant": lang.L(v.Name)}))
			return true
		})
	}
	// The game being played wins when the position fits it; otherwise the player chooses
	// among the games it fits (an 8x8 position may be chess, Gunnery Chess, Chess++…).
	fits := variantsFor(fen)
	switch {
	case slices.Contains(fits, current):
		start(current)
	case len(fits) == 1:
		start(fits[0])
	default:
		u.chooseVariant(fits, start)
	}
	return nil
}

// pasteGame replaces the game with a PGN game on the clipboard.
func (u *ui) pasteGame() {
	text := u.app.Clipboard().Content()
	if strings.TrimSpace(text) == "" {
		u.showError(lang.L("Paste game"), errors.New(lang.L("the clipboard is empty")))
		return
	}
	if _, _, err := rules.ReadPGN(text); err != nil {
		u.showError(lang.L("Paste game"), notAGame(err), unchangedNote())
		return
	}
	u.replaceGame(lang.L("pasting a game"), func() bool {
		if err := u.sess.LoadPGN(text, false); err != nil {
			u.showError(lang.L("Paste game"), notAGame(err), unchangedNote())
			return false
		}
		u.sess.SetFile("")
		u.game.status.say(lang.L("Pasted a game of {{.Variant}}.", map[string]any{"Variant": lang.L(u.sess.Game().Variant().Name)}))
		return true
	})
}
