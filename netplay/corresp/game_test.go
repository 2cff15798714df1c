package corresp

import (
	"encoding/base64"
	"encoding/hex"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"siegeworks/rules"
)

// A whole game of every variant played by correspondence between two stores, every text
// damaged on the way as mail programs and messengers do, some read twice; the games end by
// the board, a resignation or a draw agreed, and go into both libraries; the secret is
// written nowhere but the two stores.
func TestWholeGamesOfEveryVariant(t *testing.T) {
	for i, v := range rules.Variants {
		t.Run(v.ID, func(t *testing.T) {
			ana, bob, id := pair(t, v, rules.Color(i%2))
			var sent []string
			rnd := rand.New(rand.NewSource(int64(i) + 11))
			players := map[rules.Color]*player{rules.Color(i % 2): ana, rules.Color(1 - i%2): bob}
			for ply := 0; ply < 150; ply++ {
				g := ana.game(t, id)
				if g.Over() {
					break
				}
				mover := players[g.Record.Position().SideToMove()]
				other := ana
				if mover == ana {
					other = bob
				}
				if st := other.game(t, id).Status(); st != "Waiting for "+mover.name {
					t.Fatalf("%s sees %q while %s is to move", other.name, st, mover.name)
				}
				m := randomMove(rnd, mover.game(t, id).Record.Position())
				text, err := mover.store.Move(id, m)
				if err != nil {
					t.Fatal(err)
				}
				sent = append(sent, text)
				if strings.Contains(text, "\n") || len(text) > 100 {
					t.Fatalf("a move's text is not one short line: %q", text)
				}
				o := mustTake(t, other, damages[ply%len(damages)](text), KindMove)
				if o.Played != m || !strings.Contains(o.Message, mover.name+" played") {
					t.Fatalf("ply %d: %+v, want %v played", ply, o, m)
				}
				if ply%7 == 3 { // read twice: ignored
					again := other.read(quote(text))
					if len(again) != 1 || !again[0].Repeat || again[0].Err != nil {
						t.Fatalf("a repeated text was not ignored: %+v", again)
					}
				}
			}
			finish(t, ana, bob, id, i, &sent)
			a, b := ana.game(t, id), bob.game(t, id)
			if !slices.Equal(a.Record.SANs(), b.Record.SANs()) || !a.Over() || !b.Over() {
				t.Fatalf("the two games differ or go on:\n%v\n%v", a.Record.SANs(), b.Record.SANs())
			}
			t.Logf("%d plies: %s", a.Record.Ply(), a.Status())
			if ra, _ := a.Record.Result(); ra != must(b.Record.Result()) {
				t.Fatalf("the two results differ: %s, %s", a.Status(), b.Status())
			}
			for _, p := range []*player{ana, bob} {
				entries, problems := p.lib.List()
				if len(entries) != 1 || len(problems) != 0 || entries[0].White == "" || !entries[0].Finished() {
					t.Fatalf("%s's library holds %+v %v", p.name, entries, problems)
				}
			}
			file, err := ana.store.ExportPGN(id)
			if err != nil {
				t.Fatal(err)
			}
			sent = append(sent, file)
			if o := bob.store.ImportPGN(file); !o.Repeat || o.Err != nil {
				t.Fatalf("the finished game's file, read again: %+v", o)
			}
			keysOnlyInStores(t, a, sent, ana, bob)
		})
	}
}

func must(r rules.Result, _ rules.Reason) rules.Result { return r }

// finish ends a game the board has not ended: a resignation, or a draw offered and
// accepted.
func finish(t *testing.T, ana, bob *player, id string, i int, sent *[]string) {
	t.Helper()
	if ana.game(t, id).Over() {
		return
	}
	if i%2 == 0 {
		text, err := bob.store.Resign(id)
		if err != nil {
			t.Fatal(err)
		}
		*sent = append(*sent, text)
		o := mustTake(t, ana, damages[3](text), KindResign)
		if st := ana.game(t, id).Status(); st != "You won: resignation" || !strings.Contains(o.Message, "Bob resigned") {
			t.Fatalf("after Bob resigned Ana sees %q (%s)", st, o.Message)
		}
		return
	}
	offer, err := ana.store.OfferDraw(id)
	if err != nil {
		t.Fatal(err)
	}
	mustTake(t, bob, damages[4](offer), KindDrawOffer)
	if st := bob.game(t, id).Status(); !strings.HasPrefix(st, "Ana offers a draw") {
		t.Fatalf("Bob sees %q after Ana's offer", st)
	}
	accept, err := bob.store.AcceptDraw(id)
	if err != nil {
		t.Fatal(err)
	}
	mustTake(t, ana, damages[6](accept), KindDrawAccept)
	*sent = append(*sent, offer, accept)
	if st := ana.game(t, id).Status(); st != "Drawn: draw by agreement" {
		t.Fatalf("Ana sees %q", st)
	}
}

// keysOnlyInStores checks that the game's secret, and the key made of it, in any usual
// writing, are in no text sent and in no file but the two stores' game files, which only
// their owner may read.
func keysOnlyInStores(t *testing.T, g *Game, sent []string, players ...*player) {
	t.Helper()
	var forms []string
	for _, b := range [][]byte{g.secret[:], g.secret.key(g.ID)} {
		forms = append(forms, string(b), encode(b), strings.ToLower(encode(b)), hex.EncodeToString(b),
			base64.StdEncoding.EncodeToString(b), base64.RawURLEncoding.EncodeToString(b))
	}
	for _, text := range sent {
		for _, f := range forms {
			if strings.Contains(text, f) {
				t.Fatalf("a text sent holds the secret: %q", text)
			}
		}
	}
	for _, p := range players {
		store := filepath.Join(p.store.Dir(), g.ID+".json")
		err := filepath.WalkDir(p.dir, func(path string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			holds := slices.ContainsFunc(forms, func(f string) bool { return strings.Contains(string(data), f) })
			switch {
			case path == store && !holds:
				t.Errorf("%s's store does not hold the game's secret", p.name)
			case path != store && holds:
				t.Errorf("%s holds the game's secret", path)
			case path == store:
				if st, _ := os.Stat(path); st.Mode().Perm() != 0o600 {
					t.Errorf("%s may be read by others: %v", path, st.Mode())
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if st, _ := os.Stat(p.store.Dir()); st.Mode().Perm() != 0o700 {
			t.Errorf("the store's folder may be read by others: %v", st.Mode())
		}
	}
}
