package rules

import (
	"strings"
	"testing"
)

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

func TestSplitPGN(t *testing.T) {
	games := SplitPGN(threeGames)
	if len(games) != 3 {
		t.Fatalf("%d games: %+v", len(games), games)
	}
	for i, want := range []struct {
		line          int
		first, result string
	}{{1, `[Event "one"]`, "Nc6 1-0\n\n"}, {7, `[Event "two"]`, "e6 0-1\n"}, {11, "1. c4 e5", "2. g3 1/2-1/2\n"}} {
		g := games[i]
		if g.Line != want.line || !strings.HasPrefix(g.Text, want.first) || !strings.HasSuffix(g.Text, want.result) {
			t.Errorf("game %d: line %d, %q; want line %d, %q...%q", i+1, g.Line, g.Text, want.line, want.first, want.result)
		}
	}
	if got := strings.Join(func() []string {
		var s []string
		for _, g := range games {
			s = append(s, g.Text)
		}
		return s
	}(), ""); got != threeGames {
		t.Errorf("the games do not make up the text:\n%q", got)
	}
	for _, c := range []struct {
		text string
		n    int
	}{
		{"", 1},
		{"1. e4 e5 *", 1},
		{"[Event \"a\"]\n\n1. e4 *\n\n\n", 1},
		{"1. e4 *\n{ a last comment }\n", 1},
		{"[Event \"a\"]\n1. e4\n[Event \"b\"]\n1. d4\n", 2}, // no results, no blank lines
		{"1. e4 *\n1. d4 *\n1. c4 *\n1. Nf3 *", 4},
		{"[Event \"a\"]\n\n1. e4 { unclosed\n\n[Event \"b\"]\n\n1. d4 *", 1},
	} {
		if got := SplitPGN(c.text); len(got) != c.n {
			t.Errorf("%q: %d games, want %d: %+v", c.text, len(got), c.n, got)
		}
	}
}
