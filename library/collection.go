package library

import (
	"bytes"
	"errors"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"siegeworks/i18n"
	"siegeworks/rules"
)

// MaxCollection bounds a file of many games opened to browse: large databases are split
// before they come here.
const MaxCollection = 256 << 20

// Collection is a file of many games: each game's text and its entry (read from its tags
// alone; the moves are read when a game is opened).
type Collection struct {
	Name     string
	games    []rules.PGNText
	entries  []Entry
	Problems []Problem // games whose tags could not be read: left out
}

// ReadCollection reads a file of games; name names it in messages. It refuses what is not
// text (the reason says why) and what is too large.
func ReadCollection(r io.Reader, name string) (*Collection, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxCollection+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxCollection {
		return nil, errors.New(i18n.L("{{.File}} is larger than {{.Size}} MiB", i18n.Args{"File": name, "Size": MaxCollection >> 20}))
	}
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	if i := bytes.IndexByte(data, 0); i >= 0 {
		return nil, errors.New(i18n.L("{{.File}} is not a text file (a zero byte at {{.At}})", i18n.Args{"File": name, "At": i}))
	}
	if !utf8.Valid(data) {
		return nil, errors.New(i18n.L("{{.File}} is not UTF-8 text", i18n.Args{"File": name}))
	}
	return NewCollection(string(data), name), nil
}

// NewCollection splits a PGN text into its games.
func NewCollection(text, name string) *Collection {
	c := &Collection{Name: name}
	for i, g := range rules.SplitPGN(text) {
		if strings.TrimSpace(g.Text) == "" {
			continue
		}
		tags, err := rules.ReadPGNTags(g.Text)
		var e Entry
		if err == nil {
			e, err = entryFromTags(strconv.Itoa(i+1), tags)
		}
		if err != nil {
			c.Problems = append(c.Problems, Problem{Name: i18n.L("game {{.Number}} (line {{.Line}})", i18n.Args{"Number": i + 1, "Line": g.Line}), Err: err})
			continue
		}
		c.games = append(c.games, g)
		c.entries = append(c.entries, e)
	}
	return c
}

// Len is the number of games that could be read.
func (c *Collection) Len() int { return len(c.entries) }

// Entries are the games, in the file's order (each ID is the game's number in the file).
func (c *Collection) Entries() []Entry { return append([]Entry(nil), c.entries...) }

// Text is the PGN text of the game with that ID.
func (c *Collection) Text(id string) (string, error) {
	for i, e := range c.entries {
		if e.ID == id {
			return c.games[i].Text, nil
		}
	}
	return "", errors.New(i18n.L("no game {{.ID}} in {{.File}}", i18n.Args{"ID": id, "File": c.Name}))
}
