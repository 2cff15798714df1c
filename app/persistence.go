package app

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
)

// autosaveName is the file in the app's storage root that holds the game in progress.
const autosaveName = "current.pgn"

// maxGameFile bounds what Open reads: no game record comes anywhere near it.
const maxGameFile = 8 << 20

// atomicWrite replaces the file at path with data, or leaves it untouched on an error:
// the data goes to a temporary file in the same directory, is synced, and is renamed over
// path (a rename within one directory is atomic).
func atomicWrite(path string, data []byte) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			_ = f.Close()
			_ = os.Remove(tmp)
		}
	}()
	if _, err = f.Write(data); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	mode := os.FileMode(0o644)
	if st, statErr := os.Stat(path); statErr == nil {
		mode = st.Mode().Perm()
	}
	if err = os.Chmod(tmp, mode); err != nil {
		return err
	}
	if err = os.Rename(tmp, path); err != nil {
		return err
	}
	if d, openErr := os.Open(dir); openErr == nil {
		_ = d.Sync() // make the rename itself durable; not every system allows it
		_ = d.Close()
	}
	return nil
}

// readGameFile reads a file that should hold a game record, refusing what plainly is not
// one (too large, binary) with a clear message before the PGN reader sees it.
func readGameFile(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	return readGameText(f, filepath.Base(path))
}

func readGameText(r io.Reader, name string) (string, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxGameFile+1))
	if err != nil {
		return "", err
	}
	if len(data) > maxGameFile {
		return "", fmt.Errorf("%s is larger than %d MiB: not a game record", name, maxGameFile>>20)
	}
	if !utf8.Valid(data) || strings.ContainsRune(string(data), 0) {
		return "", fmt.Errorf("%s is not a text file: not a game record", name)
	}
	return string(data), nil
}

// uriPath is the local path of a file URI.
func uriPath(u fyne.URI) (string, error) {
	if u == nil {
		return "", errors.New("no file")
	}
	if u.Scheme() != "file" {
		return "", fmt.Errorf("%s: only local files can be used", u)
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

// fileURI is a file URI for a local path.
func fileURI(path string) fyne.URI { return storage.NewFileURI(path) }

// saveAutosave writes the game in progress into dir.
func saveAutosave(dir string, s *Session) error {
	if dir == "" {
		return errors.New("no storage directory")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return atomicWrite(filepath.Join(dir, autosaveName), []byte(s.PGN()))
}

// restoreAutosave loads the autosaved game from dir into s. A missing file is not an
// error (found is false); a broken one is reported and s is left as it was.
func restoreAutosave(dir string, s *Session) (found bool, err error) {
	path := filepath.Join(dir, autosaveName)
	text, err := readGameFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return true, err
	}
	return true, s.LoadPGN(text, false)
}

// setAsideAutosave renames an unreadable autosave so that it is neither lost nor read
// again; it returns the new name.
func setAsideAutosave(dir string) string {
	from := filepath.Join(dir, autosaveName)
	to := filepath.Join(dir, fmt.Sprintf("current-unreadable-%s.pgn", time.Now().Format("20060102-150405")))
	if err := os.Rename(from, to); err != nil {
		return from
	}
	return to
}
