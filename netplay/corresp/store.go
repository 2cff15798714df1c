package corresp

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"siegeworks/i18n"
	"siegeworks/internal/disk"
	"siegeworks/library"
	"siegeworks/rules"
)

// Store is the folder of running correspondence games: one file each, named by the game
// id, holding the game's secret, the players and the moves. It is the only place a game's
// secret is written. Finished games stay (so a late repeat of a text is still recognised)
// and are copied, without the secret, into the games library.
//
// A Store is used from one goroutine; every call reads the game's file afresh and writes it
// back safely (internal/disk), so a crash costs at most the call under way.
type Store struct {
	dir  string
	disk disk.Disk
	lib  *library.Library
	// Now is the clock for activity times (time.Now; tests set it).
	Now func() time.Time
}

// Open is the store in dir (made on the first game), keeping finished games in lib (nil:
// nowhere).
func Open(dir string, d disk.Disk, lib *library.Library) *Store {
	return &Store{dir: dir, disk: d, lib: lib, Now: time.Now}
}

// Dir is the store's folder.
func (s *Store) Dir() string { return s.dir }

// fileVersion is the version of a game's file.
const fileVersion = 1

// maxFile bounds a game's file.
const maxFile = 8 << 20

// file is a game's file.
type file struct {
	Version   int
	ID        string
	Variant   string
	Secret    string
	Me        string
	White     string
	Black     string
	Inviter   bool `json:",omitempty"`
	Accepted  bool `json:",omitempty"`
	Started   time.Time
	Activity  time.Time
	OfferBy   string `json:",omitempty"` // the side whose draw offer stands
	LibraryID string
	Shelved   bool `json:",omitempty"`
	PGN       string
}

func (s *Store) path(id string) string { return filepath.Join(s.dir, id+".json") }

// Game is the game of that id.
func (s *Store) Game(id string) (*Game, error) {
	clean, ok := parseID(id)
	if !ok {
		return nil, refuse(UnknownGame, id, i18n.L("{{.ID}} is not a correspondence game id: ids are six letters and digits, like K7QM2P.", i18n.Args{"ID": strconv.Quote(id)}))
	}
	return s.load(clean)
}

func (s *Store) load(id string) (*Game, error) {
	f, err := os.Open(s.path(id))
	if errors.Is(err, os.ErrNotExist) {
		return nil, refuse(UnknownGame, id, i18n.L(
			"There is no correspondence game {{.Game}} here. The text may be for another game, or for an invitation not accepted yet on this computer.", i18n.Args{"Game": id}))
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxFile+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxFile {
		return nil, errors.New(i18n.L("the correspondence game {{.Game}} is too big to read", i18n.Args{"Game": id}))
	}
	var fl file
	if err := json.Unmarshal(data, &fl); err != nil {
		return nil, damaged(id, err)
	}
	g, err := fromFile(&fl)
	if err != nil || g.ID != id {
		return nil, damaged(id, err)
	}
	return g, nil
}

// damaged says that a game's file cannot be read, and why.
func damaged(id string, why error) error {
	return errors.New(i18n.L("the correspondence game {{.Game}} is damaged: {{.Why}}", i18n.Args{"Game": id, "Why": fmt.Sprint(why)}))
}

func fromFile(f *file) (*Game, error) {
	if f.Version != fileVersion {
		return nil, errors.New(i18n.L("made by another version of Siegeworks ({{.Version}})", i18n.Args{"Version": f.Version}))
	}
	v, err := rules.VariantByID(f.Variant)
	if err != nil {
		return nil, err
	}
	sec, ok := parseSecret(f.Secret)
	if !ok {
		return nil, errors.New(i18n.L("its key is unreadable"))
	}
	rec, _, err := rules.ReadPGN(f.PGN)
	if err != nil {
		return nil, err
	}
	if rec.Variant() != v {
		return nil, errors.New(i18n.L("its moves are of another variant"))
	}
	g := &Game{ID: f.ID, Variant: v, Me: colorOf(f.Me), Names: [2]string{f.White, f.Black},
		Record: rec, Started: f.Started, LastActivity: f.Activity, Accepted: f.Accepted,
		inviter: f.Inviter, secret: sec, libraryID: f.LibraryID, shelved: f.Shelved}
	if f.OfferBy != "" {
		g.Offer = DrawOffer{Standing: true, By: colorOf(f.OfferBy)}
	}
	return g, nil
}

func colorOf(s string) rules.Color {
	if s == rules.Black.String() {
		return rules.Black
	}
	return rules.White
}

func (g *Game) file() *file {
	f := &file{Version: fileVersion, ID: g.ID, Variant: g.Variant.ID, Secret: g.secret.String(),
		Me: g.Me.String(), White: g.Names[rules.White], Black: g.Names[rules.Black],
		Inviter: g.inviter, Accepted: g.Accepted, Started: g.Started, Activity: g.LastActivity,
		LibraryID: g.libraryID, Shelved: g.shelved, PGN: rules.WritePGN(g.Record, nil)}
	if g.Offer.Standing {
		f.OfferBy = g.Offer.By.String()
	}
	return f
}

// save writes the game's file; a finished game is first copied into the games library.
// The folder and the files are the player's alone (they hold the games' secrets).
func (s *Store) save(g *Game) error {
	if g.Over() && !g.shelved && s.lib != nil {
		if err := s.lib.Put(g.libraryPGN()); err == nil {
			g.shelved = true
		}
		// else: tried again at the next save, the game is kept here meanwhile
	}
	data, err := json.MarshalIndent(g.file(), "", "\t")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(s.dir, 0o700); err != nil {
		return err
	}
	path := s.path(g.ID)
	if f, err := os.OpenFile(path, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600); err == nil {
		_ = f.Close() // a new file: made private before anything is written to it
	}
	return disk.Write(s.disk, path, append(data, '\n'))
}

// Games are the store's games, the latest activity first: running and finished ones
// (Over tells). A file that cannot be read is left out and its problem returned.
func (s *Store) Games() ([]*Game, []error) {
	dirents, err := os.ReadDir(s.dir)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, nil
		}
		return nil, []error{err}
	}
	var games []*Game
	var problems []error
	for _, de := range dirents {
		id, ok := strings.CutSuffix(de.Name(), ".json")
		if !ok || !de.Type().IsRegular() {
			continue
		}
		if _, ok := parseID(id); !ok || normalizeCode(id) != id {
			continue
		}
		g, err := s.load(id)
		if err != nil {
			problems = append(problems, err)
			continue
		}
		games = append(games, g)
	}
	slices.SortStableFunc(games, func(a, b *Game) int { return b.LastActivity.Compare(a.LastActivity) })
	return games, problems
}

// Remove forgets a game (a finished one stays in the games library).
func (s *Store) Remove(id string) error {
	clean, ok := parseID(id)
	if !ok {
		return nil
	}
	err := os.Remove(s.path(clean))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	return err
}

// libraryPGN is the game as the games library keeps it: the players, the moves, the
// result and the game id — never the secret.
func (g *Game) libraryPGN() string {
	tags := g.tags()
	tags[library.IDTag] = g.libraryID
	return rules.WritePGN(g.Record, tags)
}
