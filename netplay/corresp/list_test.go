package corresp

import (
	"os"
	"path/filepath"
	"testing"

	"siegeworks/rules"
)

// The list of games says whose turn it is, newest activity first; a damaged file is
// reported and the other games listed; a game removed is gone.
func TestListOfGames(t *testing.T) {
	ana, bob, first := pair(t, rules.Chess, rules.White)
	second, _, err := ana.store.Invite(rules.Gunnery, rules.Black, "Ana")
	if err != nil {
		t.Fatal(err)
	}
	mustTake(t, bob, ana.play(t, first, "d4"), KindMove)
	games, problems := ana.store.Games()
	if len(games) != 2 || len(problems) != 0 {
		t.Fatalf("%v %v", games, problems)
	}
	if games[0].ID != first || games[0].Status() != "Waiting for Bob" || games[1].ID != second.ID ||
		games[1].Status() != "Waiting for your friend to accept" || !games[0].LastActivity.After(games[1].LastActivity) {
		t.Fatalf("%s %q, %s %q", games[0].ID, games[0].Status(), games[1].ID, games[1].Status())
	}
	if g := bob.game(t, first); g.Status() != "Your move" || g.Friend() != "Ana" {
		t.Fatalf("Bob sees %q", g.Status())
	}
	if err := os.WriteFile(filepath.Join(ana.store.Dir(), "ABCDEF.json"), []byte("{"), 0o600); err != nil {
		t.Fatal(err)
	}
	if games, problems := ana.store.Games(); len(games) != 2 || len(problems) != 1 {
		t.Fatalf("with a damaged file: %d games, %v", len(games), problems)
	}
	if err := ana.store.Remove(second.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := ana.store.Game(second.ID); !isRefusal(err, UnknownGame) {
		t.Fatalf("a removed game: %v", err)
	}
}
