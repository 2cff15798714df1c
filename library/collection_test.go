package library

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"siegeworks/internal/disk"
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

// bigCollection is a PGN text of n games of forty moves or so, as a database export is.
func bigCollection(n int) string {
	var sb strings.Builder
	for i := range n {
		fmt.Fprintf(&sb, "[Event \"Open %d\"]\n[Site \"?\"]\n[Date \"2019.03.%02d\"]\n[Round \"%d\"]\n[White \"Player %d\"]\n[Black \"Player %d\"]\n[Result \"1-0\"]\n\n",
			i, i%28+1, i%9, i, i+1)
		sb.WriteString("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7\n11. c4 c6 12. cxb5 axb5 13. Nc3 Bb7 14. Bg5 b4 15. Nb1 h6 16. Bh4 c5 17. dxe5 Nxe4 18. Bxe7 Qxe7 19. exd6 Qf6 20. Nbd2 1-0\n\n")
	}
	return sb.String()
}

// BenchmarkOpenACollectionOf26693Games: a 20 MB database of 26,693 games opens as a list
// (split, and every game's tags read) — reported as ms/open.
func BenchmarkOpenACollectionOf26693Games(b *testing.B) {
	text := bigCollection(26693)
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	start := time.Now()
	for range b.N {
		if c := NewCollection(text, "big.pgn"); c.Len() != 26693 {
			b.Fatal(c.Len())
		}
	}
	b.ReportMetric(float64(time.Since(start).Milliseconds())/float64(b.N), "ms/open")
}

// BenchmarkImportAGame: one game of a collection read in full and kept in the library.
func BenchmarkImportAGame(b *testing.B) {
	c := NewCollection(bigCollection(1), "one.pgn")
	text, _ := c.Text(c.Entries()[0].ID)
	lib := Open(b.TempDir(), disk.OS)
	b.ResetTimer()
	for i := range b.N {
		if _, err := lib.Import(text, time.Unix(int64(i), 0)); err != nil {
			b.Fatal(err)
		}
	}
}
