package session

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"
	"unicode/utf8"

	"siegeworks/internal/disk"
)

// Files: writing them safely, reading game records, and the autosave of the game in progress.

// AutosaveName is the file in the app's storage folder that holds the game in progress.
const AutosaveName = "current.pgn"

// MaxGameFile bounds what is read as a game record: no game comes anywhere near it.
const MaxGameFile = 8 << 20

// ReadGameFile reads a file that should hold a game record, refusing what plainly is not
// one (too large, binary) with a clear message before the PGN reader sees it.
func ReadGameFile(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	return ReadGameText(f, filepath.Base(path))
}

// ReadGameText reads a game record from r; name names it in messages.
func ReadGameText(r io.Reader, name string) (string, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxGameFile+1))
	if err != nil {
		return "", err
	}
	if len(data) > MaxGameFile {
		return "", fmt.Errorf("%s is larger than %d MiB: not a game record", name, MaxGameFile>>20)
	}
	if !utf8.Valid(data) || strings.ContainsRune(string(data), 0) {
		return "", fmt.Errorf("%s is not a text file: not a game record", name)
	}
	return string(data), nil
}

// SaveAutosave writes the game in progress into dir.
func (s *Session) SaveAutosave(dir string) error {
	if dir == "" {
		return errors.New("no storage directory")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return disk.Write(s.disk(), filepath.Join(dir, AutosaveName), []byte(s.PGN()))
}

// RestoreAutosave loads the autosaved game from dir. A missing file is not an error (found
// is false); a broken one is reported and the session is left as it was.
func (s *Session) RestoreAutosave(dir string) (found bool, err error) {
	text, err := ReadGameFile(filepath.Join(dir, AutosaveName))
	if errors.Is(err, os.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return true, err
	}
	return true, s.LoadPGN(text, false)
}

// SetAsideAutosave renames an unreadable autosave in dir so that it is neither lost nor
// read again; it returns the new name.
func SetAsideAutosave(dir string) string {
	from := filepath.Join(dir, AutosaveName)
	to := filepath.Join(dir, fmt.Sprintf("current-unreadable-%s.pgn", time.Now().Format("20060102-150405")))
	if err := os.Rename(from, to); err != nil {
		return from
	}
	return to
}
