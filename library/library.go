package library

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"siegeworks/i18n"
	"siegeworks/internal/disk"
	"siegeworks/rules"
)

// IDTag is the tag that names a game in the library; IDPrefix starts the names Siegeworks
// gives (a GameId from elsewhere, as lichess writes, is not trusted to be unique here).
const (
	IDTag    = "GameId"
	IDPrefix = "sw-"
)

// maxGameSize bounds one game's file: the longest games are a few hundred kilobytes.
const maxGameSize = 8 << 20

// Library is the folder of the player's games.
type Library struct {
	dir  string
	disk disk.Disk
}

// Open is the library in dir (made on the first Put).
func Open(dir string, d disk.Disk) *Library { return &Library{dir: dir, disk: d} }

// Dir is the library's folder.
func (l *Library) Dir() string { return l.dir }

// NewID is a new game's name: when it started, and a random part.
func NewID(start time.Time) string {
	var b [3]byte
	_, _ = rand.Read(b[:])
	return IDPrefix + start.Format("20060102-150405") + "-" + hex.EncodeToString(b[:])
}

// OwnID tells whether id is a name Siegeworks gave (and so one the library files by).
func OwnID(id string) bool {
	if !strings.HasPrefix(id, IDPrefix) || len(id) > 64 {
		return false
	}
	for _, r := range id[len(IDPrefix):] {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r == '-') {
			return false
		}
	}
	return true
}

func (l *Library) path(id string) (string, error) {
	if !OwnID(id) {
		return "", fmt.Errorf("%q is not the name of a game in the library", id)
	}
	return filepath.Join(l.dir, id+".pgn"), nil
}

// Put keeps a game (PGN text with its GameId tag), replacing the one of that name.
func (l *Library) Put(pgn string) error {
	tags, err := rules.ReadPGNTags(pgn)
	if err != nil {
		return err
	}
	path, err := l.path(tags[IDTag])
	if err != nil {
		return err
	}
	if err := os.MkdirAll(l.dir, 0o755); err != nil {
		return err
	}
	return disk.Write(l.disk, path, []byte(pgn))
}

// Read is a game's PGN text.
func (l *Library) Read(id string) (string, error) {
	path, err := l.path(id)
	if err != nil {
		return "", err
	}
	data, err := readFile(path, maxGameSize)
	if err != nil {
		return "", err
	}
	return string(data), nil
}

// Has tells whether the library holds a game of that name.
func (l *Library) Has(id string) bool {
	path, err := l.path(id)
	if err != nil {
		return false
	}
	_, err = os.Stat(path)
	return err == nil
}

// Delete removes games.
func (l *Library) Delete(ids ...string) error {
	var errs []error
	for _, id := range ids {
		path, err := l.path(id)
		if err == nil {
			err = os.Remove(path)
		}
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// List is every game in the library, newest first, read from their tags; a file that
// cannot be read is left out and named in problems. A library not made yet is empty.
func (l *Library) List() (entries []Entry, problems []Problem) {
	dirents, err := os.ReadDir(l.dir)
	if err != nil {
		if !errors.Is(err, os.ErrNotExist) {
			problems = append(problems, Problem{Name: l.dir, Err: err})
		}
		return nil, problems
	}
	for _, de := range dirents {
		name := de.Name()
		id, ok := strings.CutSuffix(name, ".pgn")
		if !ok || !OwnID(id) || !de.Type().IsRegular() {
			continue // temporary files of a write under way, and anything else
		}
		e, err := l.readEntry(id)
		if err != nil {
			problems = append(problems, Problem{Name: name, Err: err})
			continue
		}
		entries = append(entries, e)
	}
	SortNewestFirst(entries)
	return entries, problems
}

func (l *Library) readEntry(id string) (Entry, error) {
	path, _ := l.path(id)
	data, err := readFile(path, maxGameSize)
	if err != nil {
		return Entry{}, err
	}
	if len(data) == 0 {
		return Entry{}, errors.New(i18n.L("the file is empty"))
	}
	if !utf8.Valid(data) {
		return Entry{}, errors.New(i18n.L("the file is not text"))
	}
	tags, err := rules.ReadPGNTags(string(data))
	if err != nil {
		return Entry{}, err
	}
	if len(tags) == 0 {
		return Entry{}, errors.New(i18n.L("the file holds no game"))
	}
	if tags[IDTag] != id {
		return Entry{}, errors.New(i18n.L("the file holds another game ({{.ID}})", i18n.Args{"ID": strconv.Quote(tags[IDTag])}))
	}
	e, err := entryFromTags(id, tags)
	if err == nil && e.Played.IsZero() {
		if st, serr := os.Stat(path); serr == nil {
			e.Played = st.ModTime() // a game without a date: when it was last played
		}
	}
	return e, err
}

// SortNewestFirst sorts entries by when they were played, newest first (then by name).
func SortNewestFirst(entries []Entry) {
	slices.SortStableFunc(entries, func(a, b Entry) int {
		if c := b.Played.Compare(a.Played); c != 0 {
			return c
		}
		return strings.Compare(b.ID, a.ID)
	})
}

// Export writes games as one PGN text, a blank line between them; a game that cannot be
// read stops it with an error naming it.
func (l *Library) Export(w io.Writer, ids []string) error {
	for i, id := range ids {
		text, err := l.Read(id)
		if err != nil {
			return fmt.Errorf("%s: %w", id, err)
		}
		text = strings.TrimRight(text, "\n") + "\n"
		if i > 0 {
			text = "\n" + text
		}
		if _, err := io.WriteString(w, text); err != nil {
			return err
		}
	}
	return nil
}

// readFile reads a file of at most limit bytes.
func readFile(path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err == nil && int64(len(data)) > limit {
		err = errors.New(i18n.L("larger than {{.Size}} MiB: not a game", i18n.Args{"Size": limit >> 20}))
	}
	return data, err
}
