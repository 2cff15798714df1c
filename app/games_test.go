package app

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"siegeworks/library"
	"siegeworks/rules"
	"siegeworks/session"
)

// game is the library's entry of a game.
func (h *harness) game(id string) library.Entry {
	h.t.Helper()
	for _, e := range h.games() {
		if e.ID == id {
			return e
		}
	}
	h.t.Fatalf("%s is not in the library", id)
	return library.Entry{}
}

// games are the library's entries.
func (h *harness) games() []library.Entry {
	h.t.Helper()
	entries, problems := h.u.shelf.lib.List()
	if len(problems) > 0 {
		h.t.Fatalf("problems: %v", problems)
	}
	return entries
}

func (h *harness) gamesScreen() *gamesScreen { return shown[*gamesScreen](h) }

// pick picks the shown game with that ID in the games screen.
func (g *gamesScreen) pick(t *testing.T, id string) {
	t.Helper()
	for i, e := range g.list.shown {
		if e.ID == id {
			g.rows.Select(i)
			return
		}
	}
	t.Fatalf("%s is not shown", id)
}

// TestEveryGamePlayedIsKept: a game goes into the library with its first move, is kept up
// to date, finished when it ends; a game replaced stays there; a game only opened from a
// file is not added until a move is made in it.
func TestEveryGamePlayedIsKept(t *testing.T) {
	h := newHarness(t, t.TempDir())
	if len(h.games()) != 0 {
		t.Fatal("a game without moves was kept")
	}
	h.move("e2e4")
	h.move("e7e5")
	games := h.games()
	if len(games) != 1 || games[0].ID != h.u.sess.ID() || games[0].Plies != 2 || games[0].Finished() {
		t.Fatalf("after two moves: %+v", games)
	}
	if err := h.u.sess.Resign(); err != nil {
		t.Fatal(err)
	}
	if games = h.games(); games[0].Result != rules.ResultBlackWins {
		t.Fatalf("after White resigned: %+v", games[0])
	}
	first := games[0].ID
	h.u.replaceGame("testing", func() bool {
		return h.u.sess.NewGame(rules.TurretChess, "", [2]session.Player{Human(), Human()}) == nil
	})
	if !strings.Contains(h.status(), "kept in your games") {
		t.Fatalf("status %q", h.status())
	}
	h.move("e2e4")
	// (Both started within the same second here: the list's order between them is not tested.)
	if games = h.games(); len(games) != 2 || !slices.ContainsFunc(games, func(e library.Entry) bool { return e.ID == first }) ||
		!slices.ContainsFunc(games, func(e library.Entry) bool { return e.ID == h.u.sess.ID() && e.Variant == rules.TurretChess }) {
		t.Fatalf("two games: %+v", games)
	}

	// A game opened from a file is looked at, not played: it is not added until a move.
	path := filepath.Join(t.TempDir(), "opened.pgn")
	if err := os.WriteFile(path, []byte("[Event \"club\"]\n\n1. d4 d5 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := h.u.openPath(path); err != nil {
		t.Fatal(err)
	}
	if len(h.games()) != 2 {
		t.Fatal("a game only opened was kept")
	}
	h.move("c2c4")
	if e := h.game(h.u.sess.ID()); len(h.games()) != 3 || e.Plies != 3 || e.Event != "club" {
		t.Fatalf("after a move in the opened game: %+v", e)
	}
}

// putGames puts games of the variants given into the library, an hour apart (the last one
// newest), with their results; it returns their IDs.
func putGames(t *testing.T, h *harness, games ...struct {
	v      *rules.Variant
	moves  []string
	white  string
	result string
}) []string {
	t.Helper()
	var ids []string
	start := time.Date(2026, 11, 1, 9, 0, 0, 0, time.Local)
	for i, gm := range games {
		g := rules.NewGame(gm.v)
		for _, m := range gm.moves {
			if _, err := g.PlayText(m); err != nil {
				t.Fatal(err)
			}
		}
		when := start.Add(time.Duration(i) * time.Hour)
		id := library.NewID(when)
		tags := map[string]string{library.IDTag: id, "White": gm.white, "Black": "Siegeworks level 2",
			"Date": when.Format("2006.01.02"), "Time": when.Format("15:04:05"), "PlyCount": fmt.Sprint(g.Ply())}
		text := rules.WritePGN(g, tags)
		if gm.result != "" {
			text = strings.Replace(text, "[Result \"*\"]", "[Result \""+gm.result+"\"]", 1)
		}
		if err := h.u.shelf.lib.Put(text); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	return ids
}

type gameSpec = struct {
	v      *rules.Variant
	moves  []string
	white  string
	result string
}

// TestTheGamesListSortsFiltersAndSearches.
func TestTheGamesListSortsFiltersAndSearches(t *testing.T) {
	h := newHarness(t, t.TempDir())
	ids := putGames(t, h,
		gameSpec{rules.Chess, []string{"e4", "e5"}, "Ann", "1-0"},
		gameSpec{rules.TurretChess, []string{"e4", "e5", "Nf3"}, "Bob", ""},
		gameSpec{rules.Chess, []string{"d4"}, "Cleo", "1/2-1/2"},
	)
	h.u.showGames()
	g := h.gamesScreen()
	if g == nil {
		t.Fatal("the games screen is not shown")
	}
	shownIDs := func() []string { return g.shownIDs() }
	if want := []string{ids[2], ids[1], ids[0]}; !slices.Equal(shownIDs(), want) {
		t.Fatalf("newest first: %v, want %v", shownIDs(), want)
	}
	if !strings.HasPrefix(g.status.String(), "3 games") {
		t.Fatalf("status %q", g.status.String())
	}
	test.Tap(g.headings[colMoves]) // the longest first
	if want := []string{ids[1], ids[0], ids[2]}; !slices.Equal(shownIDs(), want) {
		t.Fatalf("by length: %v", shownIDs())
	}
	test.Tap(g.headings[colMoves]) // again: the shortest first
	if want := []string{ids[2], ids[0], ids[1]}; !slices.Equal(shownIDs(), want) {
		t.Fatalf("by length, reversed: %v", shownIDs())
	}
	g.list.variant = rules.Chess
	g.show()
	if len(shownIDs()) != 2 || g.buttons["export"].Text != "Export 2 games…" {
		t.Fatalf("chess only: %v, %q", shownIDs(), g.buttons["export"].Text)
	}
	g.list.variant, g.list.result = nil, unfinished
	g.show()
	if !slices.Equal(shownIDs(), []string{ids[1]}) {
		t.Fatalf("unfinished: %v", shownIDs())
	}
	g.list.result = anyResult
	g.list.search = "cleo"
	g.show()
	if !slices.Equal(shownIDs(), []string{ids[2]}) {
		t.Fatalf("search: %v", shownIDs())
	}
	g.list.search = "nobody"
	g.show()
	if g.empty.Hidden || !strings.Contains(g.empty.Text, "No game matches") {
		t.Fatal("an empty result says nothing")
	}
	h.key("Escape")
	if h.gamesScreen() != nil {
		t.Fatal("Escape did not go back to the game")
	}
}

// TestOpeningAGameFromTheLibrary: Replay shows it from its first move, Continue plays on an
// unfinished game against the computer it was played with, Analyse opens the analysis
// board; the game in progress is kept.
func TestOpeningAGameFromTheLibrary(t *testing.T) {
	h := newHarness(t, t.TempDir())
	ids := putGames(t, h,
		gameSpec{rules.Chess, []string{"e4", "e5", "Nf3"}, "Ann", "1-0"},
		gameSpec{rules.TurretChess, []string{"e4", "e5"}, "Bob", ""},
	)
	h.move("d2d4") // the game in progress
	inProgress := h.u.sess.ID()

	h.u.showGames()
	g := h.gamesScreen()
	g.pick(t, ids[0])
	if g.buttons["continue"].Disabled() == false {
		t.Fatal("Continue is offered for a finished game")
	}
	h.key("Return") // Enter replays
	if h.gamesScreen() != nil || h.u.sess.ID() != ids[0] || h.u.sess.ViewPly() != 0 || h.u.sess.Game().Ply() != 3 {
		t.Fatalf("replay: id %s, view %d of %d", h.u.sess.ID(), h.u.sess.ViewPly(), h.u.sess.Game().Ply())
	}
	if !h.u.shelf.lib.Has(inProgress) {
		t.Fatal("the game in progress was not kept")
	}

	h.u.showGames()
	g = h.gamesScreen()
	g.pick(t, ids[1])
	test.Tap(g.buttons["continue"])
	s := h.u.sess
	if s.ID() != ids[1] || s.Browsing() || s.Game().Variant() != rules.TurretChess {
		t.Fatalf("continue: %s, browsing %v", s.ID(), s.Browsing())
	}
	h.move("g1f3")
	if e := h.game(ids[1]); e.Plies != 3 {
		t.Fatalf("the continued game's entry was not brought up to date: %+v", e)
	}

	h.u.showGames()
	g = h.gamesScreen()
	g.pick(t, ids[0])
	test.Tap(g.buttons["analyse"])
	if h.analysis() == nil || h.u.sess.ID() != ids[0] {
		t.Fatal("Analyse did not open the analysis board on the game")
	}
}

// TestDeletingAGameAsks.
func TestDeletingAGameAsks(t *testing.T) {
	h := newHarness(t, t.TempDir())
	ids := putGames(t, h, gameSpec{rules.Chess, []string{"e4"}, "Ann", ""}, gameSpec{rules.Chess, []string{"d4"}, "Bob", ""})
	h.u.showGames()
	g := h.gamesScreen()
	g.pick(t, ids[0])
	test.Tap(g.buttons["delete"])
	h.u.tapDialogButton(t, "Cancel")
	if len(h.games()) != 2 {
		t.Fatal("Cancel deleted the game")
	}
	test.Tap(g.buttons["delete"])
	h.u.tapDialogButton(t, "Delete")
	if games := h.games(); len(games) != 1 || games[0].ID != ids[1] || len(g.list.shown) != 1 {
		t.Fatalf("after Delete: %+v", games)
	}
	if !g.buttons["replay"].Disabled() {
		t.Fatal("Replay is offered with no game picked")
	}
}

// TestExportingTheGames writes one PGN of the games shown.
func TestExportingTheGames(t *testing.T) {
	h := newHarness(t, t.TempDir())
	putGames(t, h, gameSpec{rules.Chess, []string{"e4"}, "Ann", ""}, gameSpec{rules.Gunnery, []string{"d4"}, "Bob", ""})
	h.u.showGames()
	g := h.gamesScreen()
	path := filepath.Join(t.TempDir(), "all.pgn")
	if err := h.u.exportTo(path, g.shownIDs()); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	c := library.NewCollection(string(data), "all.pgn")
	if c.Len() != 2 || len(c.Problems) != 0 || !strings.Contains(g.status.String(), "Exported 2 games") {
		t.Fatalf("%d games exported, problems %v, status %q", c.Len(), c.Problems, g.status.String())
	}
}

// TestADamagedGameIsLeftOutAndNamed: the list shows the others and names the damaged file.
func TestADamagedGameIsLeftOutAndNamed(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t, dir)
	putGames(t, h, gameSpec{rules.Chess, []string{"e4"}, "Ann", ""})
	if err := os.WriteFile(filepath.Join(dir, gamesDir, "sw-broken.pgn"), []byte("[Event \"cut"), 0o644); err != nil {
		t.Fatal(err)
	}
	h.u.showGames()
	g := h.gamesScreen()
	if len(g.list.shown) != 1 || !strings.Contains(g.status.String(), "1 game could not be read and is left out: sw-broken.pgn") {
		t.Fatalf("%d shown, status %q", len(g.list.shown), g.status.String())
	}
}

// TestAFileOfManyGamesOpensAsAList: a file of several games opens in the games screen, to
// browse and import; a game that does not read is named and left out.
func TestAFileOfManyGamesOpensAsAList(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.move("e2e4")
	var sb strings.Builder
	for i := range 30 {
		fmt.Fprintf(&sb, "[Event \"Club %d\"]\n[White \"Player %d\"]\n\n1. e4 e5 2. Nf3 *\n\n", i, i)
	}
	sb.WriteString("[Event \"bad\"]\n\n1. e4 e5 2. Ke3 *\n")
	path := filepath.Join(t.TempDir(), "club.pgn")
	if err := os.WriteFile(path, []byte(sb.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := h.u.openPath(path); err != nil {
		t.Fatal(err)
	}
	g := h.gamesScreen()
	if g == nil || g.collection == nil || len(g.list.shown) != 31 || h.u.sess.Game().Ply() != 1 {
		t.Fatal("the file did not open as a list, or the game in progress changed")
	}
	if !strings.HasPrefix(g.status.String(), "31 games in club.pgn") {
		t.Fatalf("status %q", g.status.String())
	}
	test.Tap(g.buttons["import-all"])
	h.pump("the import", 30*time.Second, func() bool { return strings.HasPrefix(g.status.String(), "Imported") })
	if !strings.Contains(g.status.String(), "Imported 30 games into your games. 1 game could not be read: game 31") {
		t.Fatalf("status %q", g.status.String())
	}
	if n := len(h.games()); n != 31 { // 30 and the game in progress
		t.Fatalf("%d games in the library", n)
	}
	g.list.search = "player 7"
	g.show()
	g.pick(t, g.list.shown[0].ID)
	test.Tap(g.buttons["replay"])
	if h.u.sess.Tags()["Event"] != "Club 7" {
		t.Fatalf("opened %v", h.u.sess.Tags())
	}
	if got := h.u.prefs().StringList(prefRecent); len(got) == 0 || got[0] != path {
		t.Fatalf("recent files %v", got)
	}
}

// TestRecentFiles: saved and opened files are offered again, newest first; a file that is
// gone is said so and leaves the list.
func TestRecentFiles(t *testing.T) {
	h := newHarness(t, t.TempDir())
	dir := t.TempDir()
	h.move("e2e4")
	a, b := filepath.Join(dir, "a.pgn"), filepath.Join(dir, "b.pgn")
	for _, p := range []string{a, b, a} {
		if err := h.u.savePath(p); err != nil {
			t.Fatal(err)
		}
	}
	if got := h.u.prefs().StringList(prefRecent); !slices.Equal(got, []string{a, b}) {
		t.Fatalf("recent %v", got)
	}
	if items := h.u.menu.recent.ChildMenu.Items; len(items) != 2 || !strings.HasPrefix(items[0].Label, "a.pgn") {
		t.Fatalf("the menu offers %d files", len(items))
	}
	if err := os.Remove(b); err != nil {
		t.Fatal(err)
	}
	h.u.openRecent(b)
	if h.u.lastErr == nil || len(h.u.menu.recent.ChildMenu.Items) != 1 {
		t.Fatal("a file that is gone was not said so, or stayed in the list")
	}
	h.u.openRecent(a)
	if h.u.sess.File().Path != a {
		t.Fatal("the recent file was not opened")
	}
}

// TestAThousandGamesAreListed: the games screen lists a library of a thousand games (the
// library's benchmark times the reading).
func TestAThousandGamesAreListed(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t, dir)
	g := rules.NewGame(rules.Chess)
	for _, m := range []string{"e4", "e5", "Nf3", "Nc6"} {
		if _, err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(filepath.Join(dir, gamesDir), 0o755); err != nil {
		t.Fatal(err)
	}
	for i := range 1000 {
		id := fmt.Sprintf("sw-%04d", i)
		text := rules.WritePGN(g, map[string]string{library.IDTag: id, "PlyCount": "4"})
		if err := os.WriteFile(filepath.Join(dir, gamesDir, id+".pgn"), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h.u.showGames()
	if s := h.gamesScreen(); len(s.list.shown) != 1000 || !strings.HasPrefix(s.status.String(), "1,000 games") {
		t.Fatalf("%d shown", len(s.list.shown))
	}
}
