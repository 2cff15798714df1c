package corresp

import (
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"

	"siegeworks/rules"
)

// FuzzReadText: whatever is pasted, reading it never panics; each outcome is taken in, a
// repeat, or refused with words for the player; and every text found writes back to itself.
func FuzzReadText(f *testing.F) {
	ana, bob, id := pair(f, rules.TurretChess, rules.White)
	e4 := ana.play(f, id, "e4")
	mustTake(f, bob, e4, KindMove)
	e5 := bob.play(f, id, "e5")
	mustTake(f, ana, e5, KindMove)
	tc3 := ana.play(f, id, "Nf3")
	offer, _ := ana.store.OfferDraw(id)
	resign, _ := ana.store.Resign(id)
	_, invite, _ := ana.store.Invite(rules.Turnover, rules.Black, "Ana")
	for _, seed := range []string{e4, e5, tc3, offer, resign, invite, e4 + "\n" + tc3, "", "Siegeworks",
		"Siegeworks chess game K7QM2P move 12... Tz1c3 pos 3F9K2A70 seal 0A1B2C3D4E5F6G7H",
		"Siegeworks turret game " + id + " at move 99999... black accepts the draw seal 1"} {
		for _, d := range damages {
			f.Add(d(seed))
		}
	}
	path := bob.store.path(id)
	kept, err := os.ReadFile(path)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, paste string) {
		if err := os.WriteFile(path, kept, 0o600); err != nil {
			t.Fatal(err)
		}
		for _, o := range bob.store.Read(paste) {
			var r *Refusal
			if o.Message == "" || (o.Err != nil && (!errors.As(o.Err, &r) || r.Message != o.Message)) {
				t.Fatalf("%q gave %+v", paste, o)
			}
		}
		for _, fd := range findTexts(paste) {
			if fd.msg == nil {
				continue
			}
			again := findTexts(fd.msg.String())
			if len(again) != 1 || again[0].msg == nil || !reflect.DeepEqual(*again[0].msg, *fd.msg) {
				t.Fatalf("%q read as %+v does not read back from %q", paste, *fd.msg, fd.msg.String())
			}
			if strings.ContainsAny(fd.msg.String(), "\n\r") {
				t.Fatalf("a text of two lines: %q", fd.msg.String())
			}
		}
	})
}
