package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"siegeworks/match"
)

// A short match of level 1 against Siegeworks' own UCI engine run as a subprocess (this
// test binary standing in for siege uci), at a real clock, with PGN and an SPRT line.
func TestMatchAgainstSiegeUCI(t *testing.T) {
	t.Setenv("SIEGE_TEST_RUN_AS_SIEGE", "1")
	pgn := t.TempDir() + "/m.pgn"
	out, errOut, code := runSiege("match", "-white", "1", "-black", "uci:"+os.Args[0]+" uci", "-bopt", "Skill Level=2", "-bopt", "Hash=4",
		"-tc", "10+0.1", "-games", "2", "-maxplies", "60", "-pgn", pgn, "-sprt", "-progress")
	if code != 0 {
		t.Fatalf("exit %d: %s %s", code, out, errOut)
	}
	for _, want := range []string{"chess 10+0.1: Siegeworks level 1 vs Siegeworks (" + filepath.Base(os.Args[0]) + "): +", "game 1 (", "game 2 (", "SPRT elo0 0 elo1 5 alpha 0.05 beta 0.05: LLR ", "[-2.94, 2.94]", "inconclusive at the game cap (2 games)"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	if strings.Contains(out, "forfeit") {
		t.Errorf("a forfeit:\n%s", out)
	}
	text, err := os.ReadFile(pgn)
	if err != nil || strings.Count(string(text), `[Black "Siegeworks (`+filepath.Base(os.Args[0])+`)"]`) != 1 || strings.Count(string(text), `[TimeControl "10+0.1"]`) != 2 {
		t.Errorf("PGN %v:\n%s", err, text)
	}
}

func TestMatchFlagErrors(t *testing.T) {
	for _, args := range [][]string{
		{"match", "-white", "uci:"},
		{"match", "-white", "3", "-wopt", "Hash=1"},
		{"match", "-tc", "fast"},
		{"match", "-bopt", "noequals"},
		{"match", "-openings", "/nonexistent"},
		{"match", "-white", "uci:/nonexistent/engine", "-games", "2"},
	} {
		if _, errOut, code := runSiege(args...); code != 2 || errOut == "" {
			t.Errorf("%v: exit %d, %q", args, code, errOut)
		}
	}
}

// An openings file replaces the built-in openings; a fixed time per move is written as
// PGN's "1/seconds".
func TestMatchOpeningsFile(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(dir+"/ops.txt", []byte("# mine\nKing's Gambit: e4 e5 f4\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runSiege("match", "-white", "random", "-black", "beginner", "-games", "2", "-movetime", "10", "-maxplies", "40",
		"-openings", dir+"/ops.txt", "-pgn", dir+"/m.pgn")
	if code != 0 || !strings.HasPrefix(out, "chess 1/0.01: random mover vs beginner: ") {
		t.Fatalf("exit %d: %q %q", code, out, errOut)
	}
	text, _ := os.ReadFile(dir + "/m.pgn")
	if strings.Count(string(text), `[Opening "King's Gambit"]`) != 2 || !strings.Contains(string(text), "1. e4 e5 2. f4") || !strings.Contains(string(text), `[TimeControl "1/0.01"]`) {
		t.Errorf("PGN:\n%s", text)
	}
}

// A node-limited match: the result line names the nodes, the PGN says there was no clock,
// and -randplies gives every pair an opening of its own (the hand-written line, then the
// random plies).
func TestMatchNodesAndRandomPlies(t *testing.T) {
	dir := t.TempDir()
	out, errOut, code := runSiege("match", "-white", "2", "-black", "1", "-games", "6", "-nodes", "500", "-randplies", "2", "-maxplies", "30", "-pgn", dir+"/m.pgn")
	if code != 0 || !strings.HasPrefix(out, "chess 500 nodes: Siegeworks level 2 vs Siegeworks level 1: ") {
		t.Fatalf("exit %d: %q %q", code, out, errOut)
	}
	text, _ := os.ReadFile(dir + "/m.pgn")
	if strings.Count(string(text), `[TimeControl "-"]`) != 6 || strings.Count(string(text), ", then ") != 6 {
		t.Errorf("PGN:\n%s", text)
	}
	names := map[string]int{}
	for _, line := range strings.Split(string(text), "\n") {
		if name, ok := strings.CutPrefix(line, `[Opening "`); ok {
			names[name]++
		}
	}
	if len(names) != 3 {
		t.Errorf("%d openings for 3 pairs: %v", len(names), names)
	}
	for name, n := range names {
		if n != 2 {
			t.Errorf("%s played %d times, want 2 (colours swapped)", name, n)
		}
	}
}

// A node-limited match with fewer openings than pairs says so before it starts and stops
// when every opening has been played once.
func TestMatchNodesStopsWhenOpeningsRunOut(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(dir+"/two.txt", []byte("Open: e4 e5\nClosed: d4 d5\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runSiege("match", "-white", "2", "-black", "1", "-games", "10", "-nodes", "300", "-maxplies", "16", "-openings", dir+"/two.txt", "-pgn", dir+"/m.pgn")
	if code != 0 || !strings.HasPrefix(out, "chess: 2 openings for 5 pairs; a node-limited match plays each opening once") || !strings.Contains(out, "stops after 4 games") {
		t.Fatalf("exit %d: %q %q", code, out, errOut)
	}
	text, _ := os.ReadFile(dir + "/m.pgn")
	if n := strings.Count(string(text), "[Round "); n != 4 {
		t.Errorf("%d games in the PGN, want 4", n)
	}
}

// -resume goes on with a match an earlier run wrote: its pairs are counted, its openings
// are not played again, and the new games are added to the same file with their rounds
// numbered on.
func TestMatchResume(t *testing.T) {
	dir := t.TempDir()
	file := dir + "/m.pgn"
	args := []string{"match", "-white", "2", "-black", "1", "-nodes", "300", "-randplies", "2", "-maxplies", "24", "-pgn", file}
	if out, errOut, code := runSiege(append(args, "-games", "4")...); code != 0 {
		t.Fatalf("exit %d: %q %q", code, out, errOut)
	}
	out, errOut, code := runSiege(append(args, "-games", "8", "-resume", file)...)
	if code != 0 || !strings.HasPrefix(out, "resuming Siegeworks level 2 against Siegeworks level 1 from "+file+": 2 pairs counted; ") {
		t.Fatalf("exit %d: %q %q", code, out, errOut)
	}
	if !strings.Contains(out, "vs Siegeworks level 1: +") || !strings.Contains(out, "score ") {
		t.Errorf("no result line: %q", out)
	}
	text, _ := os.ReadFile(file)
	rounds, openings := map[string]bool{}, map[string]int{}
	for _, line := range strings.Split(string(text), "\n") {
		if r, ok := strings.CutPrefix(line, `[Round "`); ok {
			rounds[r] = true
		}
		if o, ok := strings.CutPrefix(line, `[Opening "`); ok {
			openings[o]++
		}
	}
	if len(rounds) != 8 || !rounds[`8"]`] || len(openings) != 4 {
		t.Errorf("rounds %v, openings %v: want 8 rounds and 4 openings, each played twice", rounds, openings)
	}
	// A file that holds the games asked for already: its result, and nothing played.
	out, errOut, code = runSiege(append(args, "-games", "2", "-resume", file, "-pgn", dir+"/none-played.pgn")...)
	if code != 0 || !strings.Contains(out, "chess 300 nodes: Siegeworks level 2 vs Siegeworks level 1: +") {
		t.Errorf("exit %d: %q %q", code, out, errOut)
	}
	if played, _ := os.ReadFile(dir + "/none-played.pgn"); len(played) != 0 {
		t.Errorf("played:\n%s", played)
	}
	if _, errOut, code := runSiege(append(args, "-games", "8", "-resume", dir+"/none.pgn")...); code == 0 || !strings.Contains(errOut, "none.pgn") {
		t.Errorf("a missing file: exit %d, %q", code, errOut)
	}

	// A timed match goes on with the opening it has not reached (as one run of the same
	// length would), then plays its openings in turn again.
	if err := os.WriteFile(dir+"/three.txt", []byte("Open: e4 e5\nClosed: d4 d5\nFlank: c4 e5\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	timed := []string{"match", "-white", "1", "-black", "1", "-movetime", "5", "-maxplies", "16", "-openings", dir + "/three.txt", "-pgn", dir + "/t.pgn"}
	if out, errOut, code := runSiege(append(timed, "-games", "4")...); code != 0 {
		t.Fatalf("exit %d: %q %q", code, out, errOut)
	}
	played := func(games int, want map[string]int) {
		t.Helper()
		if out, errOut, code := runSiege(append(timed, "-games", strconv.Itoa(games), "-resume", dir+"/t.pgn")...); code != 0 || strings.Contains(out, "openings not yet played") {
			t.Fatalf("exit %d: %q %q", code, out, errOut)
		}
		text, _ := os.ReadFile(dir + "/t.pgn")
		for name, n := range want {
			if got := strings.Count(string(text), `[Opening "`+name+`"]`); got != n {
				t.Errorf("resumed to %d games: %s played %d times, want %d", games, name, got, n)
			}
		}
	}
	played(6, map[string]int{"Open": 2, "Closed": 2, "Flank": 2})
	played(8, map[string]int{"Open": 4, "Closed": 2, "Flank": 2})
}

// The SPRT's verdict is the one it reached when it stopped the match: a pair another worker
// was still playing then is counted and may pull the LLR back inside its bounds (a chess run
// ended so at LLR 2.94 against a bound of 2.944 and was reported "inconclusive at the game
// cap" though the cap was 6,000 games and it had stopped at 2,920).
func TestSPRTVerdictIsTheOneThatStopped(t *testing.T) {
	for _, c := range []struct {
		tally match.Tally
		want  string
	}{
		{match.Tally{Wins: 10, Losses: 10}, "inconclusive at the game cap (20 games)"},
		{match.Tally{Wins: 30, Losses: 10, Decided: "H1 accepted", DecidedAt: 40}, "H1 accepted"},
		{match.Tally{Wins: 30, Losses: 12, Decided: "H1 accepted", DecidedAt: 40}, "H1 accepted after game 40 (the pairs then under way are counted too)"},
	} {
		if got := sprtVerdict(c.tally); got != c.want {
			t.Errorf("%+v: %q, want %q", c.tally, got, c.want)
		}
	}
}
