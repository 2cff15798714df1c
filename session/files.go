package session

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"siegeworks/i18n"
	"siegeworks/internal/disk"
	"siegeworks/rules"
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
		return "", errors.New(i18n.L("{{.File}} is larger than {{.Size}} MiB: not a game record", i18n.Args{"File": name, "Size": MaxGameFile >> 20}))
	}
	if !utf8.Valid(data) || strings.ContainsRune(string(data), 0) {
		return "", errors.New(i18n.L("{{.File}} is not a text file: not a game record", i18n.Args{"File": name}))
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

// Restored is what RestoreAutosave found.
type Restored struct {
	Found bool // there was an autosave
	// Damage, when not nil, says where the autosave was cut (a crash or a full disk outside
	// the app's control): the moves before it are restored, the rest is lost.
	Damage error
	// Kept is where the damaged file was set aside, when it was.
	Kept string
}

// RestoreAutosave loads the autosaved game from dir. A missing file is not an error (Found
// is false). A file damaged at its end keeps every move that reads: Damage says what was
// cut, and the damaged file is set aside (Kept) so the next autosave does not replace it.
// A file with nothing to keep is an error, and the session is left as it was.
func (s *Session) RestoreAutosave(dir string) (Restored, error) {
	path := filepath.Join(dir, AutosaveName)
	data, err := readLimited(path, MaxGameFile)
	if errors.Is(err, os.ErrNotExist) {
		return Restored{}, nil
	}
	r := Restored{Found: true}
	if err != nil {
		return r, err
	}
	text, trimmed := textBefore(data)
	g, tags, cut, err := rules.SalvagePGN(text)
	if err != nil {
		return r, err
	}
	switch {
	case cut != nil && g.Ply() == 0:
		return r, cut // nothing was kept: the file is broken, not cut
	case cut != nil:
		r.Damage = cut
	case trimmed:
		r.Damage = errors.New(i18n.L("the file ends in bytes that are not text"))
	}
	if r.Damage != nil {
		r.Kept = SetAsideAutosave(dir)
	}
	s.startRecord(g, tags, false)
	return r, nil
}

// readLimited reads a file of at most limit bytes.
func readLimited(path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err == nil && int64(len(data)) > limit {
		err = errors.New(i18n.L("{{.File}} is larger than {{.Size}} MiB: not a game record", i18n.Args{"File": filepath.Base(path), "Size": limit >> 20}))
	}
	return data, err
}

// textBefore is the text before the first byte that is not text (a NUL, as a crash leaves
// at the end of a file, or invalid UTF-8); trimmed tells whether anything was cut.
func textBefore(data []byte) (string, bool) {
	end := len(data)
	if i := bytes.IndexByte(data, 0); i >= 0 {
		end = i
	}
	for i := 0; i < end; {
		r, size := utf8.DecodeRune(data[i:end])
		if r == utf8.RuneError && size <= 1 {
			end = i
			break
		}
		i += size
	}
	return string(data[:end]), end < len(data)
}

// SetAsideAutosave renames an unreadable autosave in dir so that it is neither lost nor
// read again; it returns the new name.
func SetAsideAutosave(dir string) string {
	to, _ := disk.SetAside(filepath.Join(dir, AutosaveName))
	return to
}
