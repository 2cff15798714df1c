package app

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"siegeworks/rules"
	"siegeworks/session"
)

func TestSaveAndOpenAGame(t *testing.T) {
	h := newHarness(t, t.TempDir())
	// A game of Turret Chess against level 3 (loaded with White to move, so the computer
	// stays quiet).
	game := "[Variant \"turret\"]\n[BlackType \"program\"]\n[BlackLevel \"3\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n"
	if err := h.u.sess.LoadPGN(game, false); err != nil {
		t.Fatal(err)
	}
	want := h.sans()
	path := filepath.Join(t.TempDir(), "turret.pgn")
	if err := h.u.savePath(path); err != nil {
		t.Fatal(err)
	}
	text, _ := os.ReadFile(path)
	for _, s := range []string{`[Variant "turret"]`, `[Black "Siegeworks level 3"]`, `[BlackLevel "3"]`, "1. e4 e5 2. Nf3 Nc6"} {
		if !strings.Contains(string(text), s) {
			t.Fatalf("the file lacks %s:\n%s", s, text)
		}
	}
	h.start(rules.Chess, "", Human(), Human())
	if err := h.u.openPath(path); err != nil {
		t.Fatal(err)
	}
	if got := h.sans(); !slices.Equal(got, want) || h.u.sess.Game().Variant() != rules.TurretChess {
		t.Fatalf("reopened %v %v", h.u.sess.Game().Variant(), got)
	}
	if p := h.u.sess.Player(rules.Black); p != Computer(3) {
		t.Fatalf("black is %v", p)
	}
	if h.u.sess.File().Path != path {
		t.Fatal("Save does not go back to the opened file")
	}
	h.u.sess.Close()
}

func TestABrokenFileLeavesTheGameUntouched(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.move("e2e4")
	h.move("c7c5")
	want := h.sans()
	dir := t.TempDir()
	files := map[string]string{
		"garbage.pgn": "\x00\x01\x02PK binary",
		"illegal.pgn": "[Variant \"chess\"]\n\n1. e4 e5 2. Ke3 *\n",
		"foreign.pgn": "[Variant \"crazyhouse\"]\n\n1. e4 *\n",
		"tag.pgn":     "[Event \"broken\n",
		"empty.pgn":   "",
	}
	for name, content := range files {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		err := h.u.openPath(path)
		if err == nil {
			t.Fatalf("%s was accepted", name)
		}
		if !strings.Contains(err.Error(), name) {
			t.Errorf("%s: the error does not name the file: %v", name, err)
		}
		if got := h.sans(); !slices.Equal(got, want) {
			t.Fatalf("%s changed the game to %v", name, got)
		}
	}
	if err := h.u.openPath(filepath.Join(dir, "illegal.pgn")); !strings.Contains(err.Error(), "line 3") {
		t.Fatalf("the error does not say where: %v", err)
	}
	if err := h.u.pasteFENText("not a fen"); err == nil {
		t.Fatal("a bad FEN was accepted")
	}
	h.app.Clipboard().SetContent("1. e4 e5 2. Qh7 *")
	h.u.pasteGame()
	if h.u.lastErr == nil || !slices.Equal(h.sans(), want) {
		t.Fatal("a bad pasted game was not refused")
	}
}

func TestAutosaveAndRestore(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t, dir)
	h.start(rules.Gunnery, "", Human(), Human())
	for _, m := range []string{"e2e4", "d7d5"} {
		h.move(m)
	}
	text, err := os.ReadFile(filepath.Join(dir, session.AutosaveName))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), "1. e4 d5") || !strings.Contains(string(text), `[Variant "gunnery"]`) {
		t.Fatalf("autosave:\n%s", text)
	}
	want := h.sans()
	h.u.quit()

	// A new app instance restores the game.
	h2 := newHarness(t, dir)
	h2.u.restore()
	if got := h2.sans(); !slices.Equal(got, want) || h2.u.sess.Game().Variant() != rules.Gunnery {
		t.Fatalf("restored %v %v", h2.u.sess.Game().Variant(), got)
	}
	if _, w, _ := h2.u.game.panel.moves.Row(0); w != "e4" {
		t.Fatal("the move list does not show the restored game")
	}
	// An undo is saved too.
	h2.u.run(cmdUndo)
	// Only the moves are read: the GameId tag ends in six random hex digits, which
	// hold "d5" in about one game in fifty.
	text, _ = os.ReadFile(filepath.Join(dir, session.AutosaveName))
	if _, moves, _ := strings.Cut(string(text), "\n\n"); !strings.Contains(moves, "1. e4") || strings.Contains(moves, "d5") {
		t.Fatalf("the undo was not autosaved:\n%s", text)
	}
}

func TestABrokenAutosaveIsSetAside(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, session.AutosaveName), []byte("[Variant \"chess\"]\n\n1. e5 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, dir)
	h.u.restore()
	if h.u.lastErr == nil {
		t.Fatal("no error was shown")
	}
	if h.u.sess.Game().Ply() != 0 {
		t.Fatal("the broken game was half loaded")
	}
	entries, _ := os.ReadDir(dir)
	kept := false
	for _, e := range entries {
		kept = kept || strings.HasPrefix(e.Name(), "current-unreadable-")
	}
	if !kept {
		t.Fatalf("the broken autosave was not kept: %v", entries)
	}
}

func TestPasteFENAndCopy(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.app.Clipboard().SetContent(rules.TurretChess.StartFEN)
	h.u.pasteFEN()
	if h.u.sess.Game().Variant() != rules.TurretChess {
		t.Fatalf("variant %v", h.u.sess.Game().Variant())
	}
	h.move("e2e4")
	h.u.copyFEN()
	if got := h.app.Clipboard().Content(); got != h.u.sess.Game().Position().FEN() {
		t.Fatalf("copied %q", got)
	}
	h.u.copyGame()
	pgn := h.app.Clipboard().Content()
	h.start(rules.Chess, "", Human(), Human())
	h.app.Clipboard().SetContent(pgn)
	h.u.pasteGame()
	if h.u.sess.Game().Variant() != rules.TurretChess || h.u.sess.Game().Ply() != 1 {
		t.Fatal("the copied game did not paste back")
	}
}

func TestSettingsPersist(t *testing.T) {
	a := test.NewTempApp(t)
	dir := t.TempDir()
	h := newHarnessOn(t, a, dir)
	if !h.u.set.ShowLegal || !h.u.set.Sound || h.u.set.Theme != ThemeSystem {
		t.Fatalf("defaults %+v", h.u.set)
	}
	h.u.changeSettings(func(s *Settings) {
		s.ShowLegal, s.Animations, s.Sound, s.Volume, s.Theme, s.AlwaysQueen = false, false, false, 0.3, ThemeDark, true
		s.Variant, s.Black = "turnover", Computer(5)
	})
	h2 := newHarnessOn(t, a, dir)
	got := h2.u.set
	if got.ShowLegal || got.Animations || got.Sound || got.Volume != 0.3 || got.Theme != ThemeDark || !got.AlwaysQueen ||
		got.Variant != "turnover" || got.Black != Computer(5) {
		t.Fatalf("reloaded %+v", got)
	}
	if !h2.snd.muted || h2.snd.volume != 0.3 {
		t.Fatal("the sound settings were not applied")
	}
	if !h2.u.menu.themeDark.Checked || h2.u.menu.legal.Checked {
		t.Fatal("the menus do not show the settings")
	}
	h2.u.startDefaultGame()
	if h2.u.sess.Game().Variant() != rules.Turnover || h2.u.sess.Player(rules.Black) != Computer(5) {
		t.Fatal("the last new-game choice is not the default game")
	}
}

func TestWindowSizeIsRemembered(t *testing.T) {
	a := test.NewTempApp(t)
	dir := t.TempDir()
	h := newHarnessOn(t, a, dir)
	h.u.win.Resize(fyne.NewSize(1000, 700))
	h.u.quit()
	p := h.u.prefs()
	if p.Float(prefWinWidth) != 1000 || p.Float(prefWinHeight) != 700 {
		t.Fatalf("saved %vx%v", p.Float(prefWinWidth), p.Float(prefWinHeight))
	}
	h2 := newHarnessOn(t, a, dir)
	h2.u.placeWindow()
	if s := h2.u.win.Canvas().Size(); s.Width != 1000 || s.Height != 700 {
		t.Fatalf("reopened at %v", s)
	}
}

// An opened game faces its human player, and errors keep the file name as it is written.
func TestOpenedGameFacesItsHumanAndKeepsTheFileName(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t, dir)
	h.u.game.board.SetFlipped(true)
	game := "[Event \"x\"]\n[WhiteType \"human\"]\n[BlackType \"program\"]\n[BlackLevel \"2\"]\n\n1. e4 *\n"
	path := filepath.Join(dir, "human-white.pgn")
	if err := os.WriteFile(path, []byte(game), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := h.u.openPath(path); err != nil {
		t.Fatal(err)
	}
	if h.u.game.board.Flipped() {
		t.Error("the opened game whose human plays White shows Black at the bottom")
	}
	bad := filepath.Join(dir, "broken.pgn")
	if err := os.WriteFile(bad, []byte("1. e4 e5 2. Qh7 *"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := h.u.openPath(bad)
	if err == nil {
		t.Fatal("a broken file opened")
	}
	h.u.showError("Could not open the game", err)
	if !strings.Contains(capitalize(err.Error()), "broken.pgn") {
		t.Errorf("the message changes the file name: %q", capitalize(err.Error()))
	}
}
