package library

import (
	"strings"
	"testing"

	"siegeworks/rules"
)

func TestACollectionListsItsGames(t *testing.T) {
	text := "[Event \"one\"]\n[White \"A\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n\n" +
		"[Event \"two\"]\n[Variant \"turret\"]\n\n1. d4 *\n\n" +
		"[Event \"broken\n\n1. c4 *\n\n" +
		"[Event \"four\"]\n[PlyCount \"1\"]\n\n1. Nf3 *\n"
	c := NewCollection(text, "club.pgn")
	if c.Len() != 3 || len(c.Problems) != 1 || !strings.Contains(c.Problems[0].Name, "game 3") {
		t.Fatalf("%d games, problems %v", c.Len(), c.Problems)
	}
	es := c.Entries()
	if es[0].Event != "one" || es[0].Result != rules.ResultWhiteWins || es[1].Variant != rules.TurretChess || es[2].Moves() != 1 {
		t.Fatalf("entries %+v", es)
	}
	g, err := c.Text(es[1].ID)
	if err != nil || !strings.Contains(g, "1. d4") {
		t.Fatalf("text %q %v", g, err)
	}
}

func TestReadCollectionRefusesWhatIsNotText(t *testing.T) {
	for name, data := range map[string]string{
		"utf16.pgn":  "\xff\xfe[\x00E\x00",
		"binary.pgn": "PK\x03\x04\x00",
		"latin1.pgn": "[White \"J\xf6rg\"]\n\n1. e4 *",
	} {
		if _, err := ReadCollection(strings.NewReader(data), name); err == nil || !strings.Contains(err.Error(), "not") {
			t.Errorf("%s: %v", name, err)
		}
	}
	c, err := ReadCollection(strings.NewReader("\ufeff1. e4 *\n1. d4 *\n"), "bom.pgn")
	if err != nil || c.Len() != 2 {
		t.Fatalf("a file with a byte-order mark: %v", err)
	}
}
