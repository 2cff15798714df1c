package corresp

import (
	"errors"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"siegeworks/internal/disk"
	"siegeworks/library"
	"siegeworks/rules"
)

// player is one friend's side in a test: a store, a library, a clock.
type player struct {
	name  string
	store *Store
	lib   *library.Library
	dir   string
	clock time.Time
}

func newPlayer(t testing.TB, name string) *player {
	dir := t.TempDir()
	p := &player{name: name, dir: dir, lib: library.Open(filepath.Join(dir, "games"), disk.OS),
		clock: time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)}
	p.store = Open(filepath.Join(dir, "correspondence"), quickDisk{}, p.lib)
	p.store.Now = func() time.Time { p.clock = p.clock.Add(time.Hour); return p.clock }
	return p
}

// pair makes Ana's invitation (she plays anaSide) and Bob's acceptance, and has Ana read it.
func pair(t testing.TB, v *rules.Variant, anaSide rules.Color) (ana, bob *player, id string) {
	t.Helper()
	ana, bob = newPlayer(t, "Ana"), newPlayer(t, "Bob")
	g, invite, err := ana.store.Invite(v, anaSide, "Ana")
	if err != nil {
		t.Fatal(err)
	}
	inv, err := ParseInvitation(invite)
	if err != nil {
		t.Fatal(err)
	}
	if inv.From != "Ana" || inv.FromSide != anaSide || inv.Variant != v || inv.GameID != g.ID {
		t.Fatalf("the invitation reads as %+v", inv)
	}
	_, reply, err := bob.store.Accept(inv, "Bob")
	if err != nil {
		t.Fatal(err)
	}
	mustTake(t, ana, reply, KindAcceptance)
	return ana, bob, g.ID
}

// read has p read a paste and returns the outcomes.
func (p *player) read(paste string) []Outcome { return p.store.Read(paste) }

// mustTake has p read a paste holding one text that must be taken in (not a repeat).
func mustTake(t testing.TB, p *player, paste string, kind Kind) Outcome {
	t.Helper()
	out := p.read(paste)
	if len(out) != 1 {
		t.Fatalf("%s found %d texts in %q: %+v", p.name, len(out), paste, out)
	}
	o := out[0]
	if o.Err != nil || o.Repeat || o.Kind != kind {
		t.Fatalf("%s did not take in %q: %+v", p.name, paste, o)
	}
	return o
}

// mustRefuse has p read a paste holding one text that must be refused for why, and checks
// the game is unchanged.
func mustRefuse(t testing.TB, p *player, id, paste string, why Why) {
	t.Helper()
	before := p.game(t, id).file()
	out := p.read(paste)
	if len(out) != 1 {
		t.Fatalf("%s found %d texts in %q", p.name, len(out), paste)
	}
	var r *Refusal
	if !errors.As(out[0].Err, &r) || r.Why != why || out[0].Message == "" || out[0].Message != r.Message {
		t.Fatalf("%s: %q gave %+v, want refused for %d", p.name, paste, out[0], why)
	}
	after := p.game(t, id).file()
	if fmt.Sprint(before) != fmt.Sprint(after) {
		t.Fatalf("a refused text changed the game:\n%v\n%v", before, after)
	}
}

func (p *player) game(t testing.TB, id string) *Game {
	t.Helper()
	g, err := p.store.Game(id)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// damages are what mail programs and messengers do to a text on the way.
var damages = []func(string) string{
	func(s string) string { return s },
	quote,
	func(s string) string { return quote(quote(s)) },
	func(s string) string { return wrap(s, 28) },
	func(s string) string {
		return "Hi!\r\nHere is my move:\r\n\r\n" + strings.ReplaceAll(s, "\n", "\r\n") + "\r\n\r\nYour turn :-)\r\n"
	},
	func(s string) string {
		s = strings.ReplaceAll(s, "...", "\u2026")
		return "\u201c" + strings.ReplaceAll(s, " ", "\u00a0 ") + "\u201d, she wrote."
	},
	func(s string) string { return quote(wrap("Well played. "+s+" What now?", 40)) },
	func(s string) string {
		return "On Monday Ana wrote:\n" + quote(wrap(s, 20)) + "\n-- \nsent from my phone"
	},
}

// quote quotes a text as a reply does.
func quote(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = "> " + l
	}
	return strings.Join(lines, "\n")
}

// wrap breaks lines at spaces so none passes width, as a mail program may.
func wrap(s string, width int) string {
	var out []string
	for _, line := range strings.Split(s, "\n") {
		cur := ""
		for _, w := range strings.Fields(line) {
			if cur != "" && len(cur)+1+len(w) > width {
				out = append(out, cur)
				cur = ""
			}
			if cur != "" {
				cur += " "
			}
			cur += w
		}
		out = append(out, cur)
	}
	return strings.Join(out, "\n")
}

// randomMove picks a legal move, preferring captures now and then so games end.
func randomMove(rnd *rand.Rand, pos *rules.Position) rules.Move {
	var ml rules.MoveList
	pos.GenerateLegal(&ml)
	return ml.At(rnd.Intn(ml.Len()))
}

// quickDisk is the real file system without waiting for the disk (a test's files need not
// survive a power cut), so the tests run quickly on a busy machine.
type quickDisk struct{ disk.Disk }

func (quickDisk) CreateTemp(dir, pattern string) (disk.File, error) {
	f, err := disk.OS.CreateTemp(dir, pattern)
	return unsynced{f}, err
}

func (quickDisk) Rename(from, to string) error          { return disk.OS.Rename(from, to) }
func (quickDisk) Remove(name string) error              { return disk.OS.Remove(name) }
func (quickDisk) Stat(name string) (os.FileInfo, error) { return disk.OS.Stat(name) }

type unsynced struct{ disk.File }

func (unsynced) Sync() error { return nil }
