package library

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"siegeworks/internal/disk"
	"siegeworks/rules"
)

// game is a game's PGN as the app keeps it.
func game(t testing.TB, id string, v *rules.Variant, played time.Time, moves ...string) string {
	t.Helper()
	g := rules.NewGame(v)
	for _, m := range moves {
		if _, err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	return rules.WritePGN(g, map[string]string{
		IDTag: id, "White": "Ann", "Black": "Siegeworks level 3", "Event": "Siegeworks game",
		"Date": played.Format("2006.01.02"), "Time": played.Format("15:04:05"),
		"PlyCount": fmt.Sprint(g.Ply()),
	})
}

func TestPutListReadDelete(t *testing.T) {
	lib := Open(filepath.Join(t.TempDir(), "games"), disk.OS)
	if entries, problems := lib.List(); len(entries) != 0 || len(problems) != 0 {
		t.Fatal("a library not made yet is not empty")
	}
	day := time.Date(2026, 11, 24, 10, 0, 0, 0, time.Local)
	older := game(t, "sw-1", rules.TurretChess, day, "e4", "e5")
	newer := game(t, "sw-2", rules.Chess, day.Add(time.Hour), "f3", "e5", "g4", "Qh4#")
	for _, g := range []string{older, newer} {
		if err := lib.Put(g); err != nil {
			t.Fatal(err)
		}
	}
	entries, problems := lib.List()
	if len(problems) != 0 || len(entries) != 2 {
		t.Fatalf("%d entries, problems %v", len(entries), problems)
	}
	e := entries[0]
	if e.ID != "sw-2" || e.Variant != rules.Chess || e.Result != rules.ResultBlackWins || e.Moves() != 2 ||
		e.White != "Ann" || !e.Played.Equal(day.Add(time.Hour)) || !e.Finished() {
		t.Fatalf("the newest entry: %+v", e)
	}
	if entries[1].ID != "sw-1" || entries[1].Finished() || entries[1].Variant != rules.TurretChess {
		t.Fatalf("the older entry: %+v", entries[1])
	}
	if text, err := lib.Read("sw-1"); err != nil || text != older {
		t.Fatalf("read: %v", err)
	}
	// A game put again replaces its entry.
	if err := lib.Put(game(t, "sw-1", rules.TurretChess, day, "e4", "e5", "Nf3")); err != nil {
		t.Fatal(err)
	}
	if entries, _ := lib.List(); len(entries) != 2 || entries[1].Plies != 3 {
		t.Fatalf("put again: %+v", entries)
	}
	if err := lib.Delete("sw-2"); err != nil || lib.Has("sw-2") {
		t.Fatal("delete")
	}
	if _, err := lib.Read("../../etc/passwd"); err == nil {
		t.Fatal("a name outside the library was read")
	}
	if err := lib.Put("[Event \"no name\"]\n\n1. e4 *\n"); err == nil {
		t.Fatal("a game without a name of the library's own was kept")
	}
}

// TestADamagedEntryIsLeftOutAndNamed: one unreadable file costs that game only.
func TestADamagedEntryIsLeftOutAndNamed(t *testing.T) {
	dir := t.TempDir()
	lib := Open(dir, disk.OS)
	day := time.Date(2026, 1, 2, 3, 4, 5, 0, time.Local)
	if err := lib.Put(game(t, "sw-good", rules.Chess, day, "e4")); err != nil {
		t.Fatal(err)
	}
	damaged := map[string]string{
		"sw-empty.pgn":   "",
		"sw-garbage.pgn": "\x00\x01\x02PK",
		"sw-broken.pgn":  "[Event \"cut",
		"sw-other.pgn":   game(t, "sw-good", rules.Chess, day, "d4"), // a copy of another game
		"sw-variant.pgn": "[GameId \"sw-variant\"]\n[Variant \"shogi\"]\n\n*\n",
	}
	for name, content := range damaged {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// Files that are not entries are not looked at: a write under way, notes.
	for _, name := range []string{".sw-good.pgn.123.tmp", "README.txt"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	entries, problems := lib.List()
	if len(entries) != 1 || entries[0].ID != "sw-good" {
		t.Fatalf("entries %+v", entries)
	}
	if len(problems) != len(damaged) {
		t.Fatalf("problems %v", problems)
	}
	for _, p := range problems {
		if _, ok := damaged[p.Name]; !ok || p.Err == nil {
			t.Fatalf("problem %v", p)
		}
	}
}

// TestAFullDiskLeavesTheEntryAsItWas: a game put on a full disk leaves its earlier entry.
func TestAFullDiskLeavesTheEntryAsItWas(t *testing.T) {
	full := &disk.Full{Room: 1 << 20}
	lib := Open(t.TempDir(), full)
	day := time.Now()
	first := game(t, "sw-x", rules.Chess, day, "e4")
	if err := lib.Put(first); err != nil {
		t.Fatal(err)
	}
	full.SetRoom(3)
	if err := lib.Put(game(t, "sw-x", rules.Chess, day, "e4", "e5")); !errors.Is(err, syscall.ENOSPC) {
		t.Fatalf("error %v", err)
	}
	if text, _ := lib.Read("sw-x"); text != first {
		t.Fatal("the entry changed")
	}
}

func TestExportWritesOnePGNThatReadsBack(t *testing.T) {
	lib := Open(t.TempDir(), disk.OS)
	day := time.Now()
	ids := []string{"sw-a", "sw-b", "sw-c"}
	for i, id := range ids {
		if err := lib.Put(game(t, id, rules.Chess, day.Add(time.Duration(i)*time.Minute), "e4", "e5")); err != nil {
			t.Fatal(err)
		}
	}
	var sb strings.Builder
	if err := lib.Export(&sb, ids); err != nil {
		t.Fatal(err)
	}
	games := rules.SplitPGN(sb.String())
	if len(games) != 3 {
		t.Fatalf("%d games in the export", len(games))
	}
	for i, g := range games {
		tags, err := rules.ReadPGNTags(g.Text)
		if err != nil || tags[IDTag] != ids[i] {
			t.Fatalf("game %d: %v %v", i, tags, err)
		}
		if _, _, err := rules.ReadPGN(g.Text); err != nil {
			t.Fatal(err)
		}
	}
	if err := lib.Export(&sb, []string{"sw-missing"}); err == nil || !strings.Contains(err.Error(), "sw-missing") {
		t.Fatalf("a missing game: %v", err)
	}
}

// TestAThousandGames: a library of a thousand games lists them all (BenchmarkList times it).
func TestAThousandGames(t *testing.T) {
	lib := thousandGames(t)
	entries, problems := lib.List()
	if len(entries) != 1000 || len(problems) != 0 {
		t.Fatalf("%d entries, %d problems", len(entries), len(problems))
	}
	for i := 1; i < len(entries); i++ {
		if entries[i].Played.After(entries[i-1].Played) {
			t.Fatal("not newest first")
		}
	}
}

func thousandGames(t testing.TB) *Library {
	lib := Open(t.TempDir(), disk.OS)
	day := time.Date(2026, 1, 1, 0, 0, 0, 0, time.Local)
	// A game of forty moves each, as long as a typical one.
	var moves []string
	for i := 0; i < 20; i++ {
		moves = append(moves, "Nf3", "Nf6", "Ng1", "Ng8")
	}
	g := rules.NewGame(rules.Chess)
	for _, m := range moves {
		if g.Over() {
			break
		}
		if _, err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	for i := range 1000 {
		id := fmt.Sprintf("sw-%04d", i)
		played := day.Add(time.Duration(i) * time.Hour)
		pgn := rules.WritePGN(g, map[string]string{IDTag: id, "Date": played.Format("2006.01.02"), "Time": played.Format("15:04:05"), "PlyCount": fmt.Sprint(g.Ply())})
		// Written plainly: a thousand synced writes would time the test machine's disk.
		if err := os.WriteFile(filepath.Join(lib.Dir(), id+".pgn"), []byte(pgn), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return lib
}

// BenchmarkListAThousandGames: the games library must open in under a second with a
// thousand games (reported as ms/open).
func BenchmarkListAThousandGames(b *testing.B) {
	lib := thousandGames(b)
	b.ResetTimer()
	start := time.Now()
	for range b.N {
		if entries, _ := lib.List(); len(entries) != 1000 {
			b.Fatal(len(entries))
		}
	}
	b.ReportMetric(float64(time.Since(start).Milliseconds())/float64(b.N), "ms/open")
}

func TestImportNamesAndChecksTheGame(t *testing.T) {
	lib := Open(t.TempDir(), disk.OS)
	e, err := lib.Import("[White \"Carlsen\"]\n[GameId \"lichess123\"]\n\n1. e4 e5 2. Nf3 1-0\n", time.Now())
	if err != nil || !OwnID(e.ID) || e.White != "Carlsen" || e.Plies != 3 || e.Result != rules.ResultWhiteWins {
		t.Fatalf("imported %+v, %v", e, err)
	}
	if _, err := lib.Import("1. e4 e5 2. Ke3 *", time.Now()); err == nil {
		t.Fatal("a game whose moves do not read was imported")
	}
}

func TestEntryMatches(t *testing.T) {
	e := Entry{White: "Ann Smith", Black: "Siegeworks level 5", Event: "Club night", Variant: rules.TurretChess,
		Played: time.Date(2026, 3, 4, 0, 0, 0, 0, time.Local)}
	for search, want := range map[string]bool{"": true, "ann": true, "smith level": true, "turret": true,
		"2026-03": true, "club night": true, "bob": false, "ann bob": false} {
		if e.Matches(search) != want {
			t.Errorf("%q: %v", search, !want)
		}
	}
}
