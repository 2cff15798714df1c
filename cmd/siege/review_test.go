package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestReviewProgressGoesToErrOut: review's progress is written where run writes errors,
// not past it to the process's standard error.
func TestReviewProgressGoesToErrOut(t *testing.T) {
	path := writeFile(t, "g.pgn", "[Event \"x\"]\n\n1. e4 e5 2. Nf3 *\n")
	out, errOut, code := runCmd(t, "", "review", "-nodes", "100", path)
	if code != 0 || !strings.Contains(errOut, "reviewing: 4/4") || !strings.Contains(out, "Nf3") {
		t.Errorf("exit %d, stderr %q, stdout %q", code, errOut, out)
	}
}

// threeGames is a file of three games, each ended by a result: the second after a blank
// line and tags, the third without tags, right after the second's result. Comments hold
// what looks like a tag and a result.
const threeGames = `[Event "one"]
[Result "1-0"]

1. e4 e5 2. Nf3 {a comment
[%clk 0:01:00] that holds a tag-like line and 1-0} Nc6 1-0

[Event "two"]
[Result "0-1"]

1. d4 d5 2. c4 (2. Nf3 Nf6 1-0) e6 0-1
1. c4 e5 ; a comment: 1/2-1/2
2. g3 1/2-1/2
`

// TestReviewChoosesAGame: review says when a file holds several games and reviews the first,
// or the one -game names; a -game out of range is refused.
func TestReviewChoosesAGame(t *testing.T) {
	path := writeFile(t, "three.pgn", threeGames)
	note := "the file holds 3 games; reviewing the first (use -game N for another)"
	out, errOut, code := runCmd(t, "", "review", "-nodes", "100", "-q", path)
	if code != 0 || !strings.Contains(errOut, note) || !strings.Contains(out, "2. Nf3 ") || !strings.Contains(out, `[Event "one"]`) {
		t.Errorf("no -game: exit %d, stderr %q, stdout %q", code, errOut, out)
	}
	for n, want := range map[string]string{"1": "2. Nf3 ", "2": "2. c4 ", "3": "2. g3 "} {
		out, errOut, code := runCmd(t, "", "review", "-nodes", "100", "-q", "-game", n, path)
		if code != 0 || errOut != "" || !strings.Contains(out, want) {
			t.Errorf("-game %s: exit %d, stderr %q, stdout %q", n, code, errOut, out)
		}
	}
	for _, n := range []string{"0", "4", "-1"} {
		out, errOut, code := runCmd(t, "", "review", "-nodes", "100", "-q", "-game", n, path)
		if code != 2 || !strings.Contains(errOut, "holds 3 games") || strings.Count(errOut, "\n") != 1 || out != "" {
			t.Errorf("-game %s: exit %d, stderr %q, stdout %q", n, code, errOut, out)
		}
	}
	// One game: no note, and -game 2 is refused.
	one := writeFile(t, "one.pgn", "[Event \"x\"]\n\n1. e4 e5 *\n")
	if _, errOut, code := runCmd(t, "", "review", "-nodes", "100", "-q", one); code != 0 || errOut != "" {
		t.Errorf("one game: exit %d, stderr %q", code, errOut)
	}
	if _, errOut, code := runCmd(t, "", "review", "-nodes", "100", "-q", "-game", "2", one); code != 2 || !strings.Contains(errOut, "holds 1 game;") {
		t.Errorf("one game, -game 2: exit %d, stderr %q", code, errOut)
	}
	// An error in a later game is placed by the file's line numbers.
	bad := writeFile(t, "bad.pgn", "[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 d5\n2. Ke3 *\n")
	if _, errOut, code := runCmd(t, "", "review", "-nodes", "100", "-q", "-game", "2", bad); code != 2 || !strings.Contains(errOut, "game 2: line 8: the move 2. Ke3") {
		t.Errorf("bad game 2: exit %d, stderr %q", code, errOut)
	}
}
