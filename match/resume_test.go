package match

import (
	"strings"
	"testing"
	"time"

	"siegeworks/rules"
)

// playPGN plays a short node-limited match of a level against a random mover from the
// openings and returns its games as the runner's PGN, in the order they finished.
func playPGN(t *testing.T, ops []Opening, resume *Resumed) (string, Tally, error) {
	t.Helper()
	var text strings.Builder
	tally, err := Run(Config{
		Variant: chess(t), Openings: ops, Pairs: len(ops), Concurrency: 1, Resume: resume,
		NewA: func(int) (Player, error) { return NewLevelPlayer(2, 1, 4), nil },
		NewB: func(int) (Player, error) { return randomPlayer(9), nil },
		Game: GameOptions{TC: TimeControl{Nodes: 300}, MaxPlies: 30, Margin: time.Second},
		OnGame: func(f Finished, _ Tally) {
			text.WriteString(PGN(f, "Siegeworks match", TimeControl{Nodes: 300}, time.Now()) + "\n")
		},
	})
	return text.String(), tally, err
}

// A resumed match counts the earlier run's pairs (a pair that replays an earlier pair's
// games once), leaves out games of unfinished pairs, knows which openings it played and
// numbers its rounds on; every game must be between the same two players.
func TestResumeGoesOnWhereTheRunStopped(t *testing.T) {
	ops := ChessOpenings()
	text, first, err := playPGN(t, ops[:2], nil)
	if err != nil {
		t.Fatal(err)
	}
	games := rules.SplitPGN(text)
	if len(games) != 4 {
		t.Fatalf("%d games", len(games))
	}
	// The first pair again as rounds 5 and 6 (a copy, as a match replaying an opening made),
	// and round 1 again as round 7, whose pair never finished.
	renumber := func(g string, from, to string) string {
		return strings.Replace(g, `[Round "`+from+`"]`, `[Round "`+to+`"]`, 1)
	}
	file := text + renumber(games[0].Text, "1", "5") + renumber(games[1].Text, "2", "6") + renumber(games[0].Text, "1", "7")
	r, err := ReadResumed(chess(t), file)
	if err != nil {
		t.Fatal(err)
	}
	if r.Pairs != 2 || r.Repeats != 1 || r.Unpaired != 1 || r.LastRound != 7 {
		t.Errorf("pairs %d, repeats %d, unpaired %d, last round %d; want 2, 1, 1, 7", r.Pairs, r.Repeats, r.Unpaired, r.LastRound)
	}
	if r.Tally.Wins != first.Wins || r.Tally.Draws != first.Draws || r.Tally.Losses != first.Losses || r.Tally.Pairs != first.Pairs || r.Tally.Resumed != 4 {
		t.Errorf("resumed tally %+v, the run's %+v", r.Tally, first)
	}
	if r.Names != [2]string{"Siegeworks level 2", "random"} {
		t.Errorf("names %q", r.Names)
	}
	if !r.Played(ops[0]) || !r.Played(ops[1]) || r.Played(ops[2]) {
		t.Errorf("played: %v %v %v, want true true false", r.Played(ops[0]), r.Played(ops[1]), r.Played(ops[2]))
	}
	// A timed match goes on with the openings it has not reached, then the one played
	// least (ops[1]: one pair) before the one played most (ops[0]: two pairs and a game).
	if in := r.InTurn(ops[:4]); len(in) != 4 || in[0].Name != ops[2].Name || in[1].Name != ops[3].Name || in[2].Name != ops[1].Name || in[3].Name != ops[0].Name {
		t.Errorf("in turn: %v", in)
	}
	more, tally, err := playPGN(t, ops[2:3], r)
	if err != nil {
		t.Fatal(err)
	}
	if tally.Games() != 6 || tally.Resumed != 4 || !strings.Contains(more, `[Round "9"]`) || !strings.Contains(more, `[Round "10"]`) {
		t.Errorf("resumed match: %d games (%d resumed), PGN:\n%s", tally.Games(), tally.Resumed, more)
	}
	r.Names[1] = "someone else"
	if _, _, err := playPGN(t, ops[2:3], r); err == nil || !strings.Contains(err.Error(), "someone else") {
		t.Errorf("other players: %v", err)
	}
}

// A file that is not one match's games is refused with the game it went wrong at.
func TestResumeRefusesAnotherMatch(t *testing.T) {
	text, _, err := playPGN(t, ChessOpenings()[:1], nil)
	if err != nil {
		t.Fatal(err)
	}
	games := rules.SplitPGN(text)
	for _, c := range []struct{ name, text, want string }{
		{"empty", "", "no game"},
		{"round twice", text + games[0].Text, "round 1 again"},
		{"no round", strings.Replace(text, `[Round "1"]`, `[Round "?"]`, 1), "no round number"},
		{"other players", text + strings.Replace(strings.Replace(games[0].Text, `[Round "1"]`, `[Round "3"]`, 1), "random", "beginner", 1), "more than one match"},
		{"broken", text + "[Event \"x\"]\n\n1. e4 Kxz9 1-0\n", "game 3"},
		{"no result", unfinished(games[0].Text) + games[1].Text, "no result"},
	} {
		if _, err := ReadResumed(chess(t), c.text); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	turret, _ := rules.VariantByID("turret")
	if _, err := ReadResumed(turret, text); err == nil || !strings.Contains(err.Error(), "not of") {
		t.Errorf("another variant: %v", err)
	}
}

// unfinished is a game's text with its result taken away, as a game still being played.
func unfinished(text string) string {
	tags, _ := rules.ReadPGNTags(text)
	res := tags["Result"]
	text = strings.Replace(text, `[Result "`+res+`"]`, `[Result "*"]`, 1)
	i := strings.LastIndex(text, " "+res)
	return text[:i] + " *" + text[i+1+len(res):]
}
