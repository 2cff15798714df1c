package library

import (
	"strconv"
	"time"

	"siegeworks/rules"
)

// Import keeps a game from elsewhere (a collection, a file): it is read in full (a game
// whose moves do not read is refused), given a name of the library's own and its length,
// and kept. It returns the game's entry.
func (l *Library) Import(text string, now time.Time) (Entry, error) {
	g, tags, err := rules.ReadPGN(text)
	if err != nil {
		return Entry{}, err
	}
	tags[IDTag] = NewID(now)
	tags["PlyCount"] = strconv.Itoa(g.Ply())
	pgn := rules.WritePGN(g, tags)
	if err := l.Put(pgn); err != nil {
		return Entry{}, err
	}
	written, err := rules.ReadPGNTags(pgn)
	if err != nil {
		return Entry{}, err
	}
	return entryFromTags(tags[IDTag], written)
}
