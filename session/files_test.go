package session

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"siegeworks/rules"
)

func TestReadGameText(t *testing.T) {
	if _, err := ReadGameText(strings.NewReader("\x00\x01PK"), "x.pgn"); err == nil || !strings.Contains(err.Error(), "not a text file") {
		t.Errorf("binary: %v", err)
	}
	big := strings.Repeat("a", MaxGameFile+1)
	if _, err := ReadGameText(strings.NewReader(big), "big.pgn"); err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Errorf("too large: %v", err)
	}
	if text, err := ReadGameText(strings.NewReader("1. e4 *"), "ok.pgn"); err != nil || text != "1. e4 *" {
		t.Errorf("a game: %q %v", text, err)
	}
}

func TestPlayersTravelInThePGN(t *testing.T) {
	h := newHarness(t)
	s := h.s
	h.start(rules.TurretChess, "", Human{}, Human{})
	h.move("e2e4")
	s.players = [2]Player{Human{}, NewComputer(3)}
	text := s.PGN()
	for _, want := range []string{`[Variant "turret"]`, `[Black "Siegeworks level 3"]`, `[BlackLevel "3"]`, `[White "Human"]`, "1. e4"} {
		if !strings.Contains(text, want) {
			t.Fatalf("the PGN lacks %s:\n%s", want, text)
		}
	}
	s.AILimits = nil
	if err := s.LoadPGN(text, false); err != nil {
		t.Fatal(err)
	}
	s.Close() // the computer is to move: keep it quiet
	if p := s.Player(rules.Black); p != NewComputer(3) {
		t.Fatalf("black is %v", p)
	}
	// A foreign program's tags make a person, not our engine; names from the file stay.
	ps := PlayersFromTags(map[string]string{"WhiteType": "program", "WhiteLevel": "12", "BlackType": "human"})
	if ps[0] != (Human{}) || ps[1] != (Human{}) {
		t.Fatalf("players %v", ps)
	}
	if err := s.LoadPGN("[White \"Magnus\"]\n\n1. e4 *\n", false); err != nil {
		t.Fatal(err)
	}
	if s.PGNTags()["White"] != "Magnus" {
		t.Errorf("the file's name was lost: %q", s.PGNTags()["White"])
	}
	if err := s.LoadPGN("1. e4 e5 2. Ke3 *", false); err == nil || s.Game().Ply() != 1 {
		t.Fatal("a broken game was loaded, or the game changed")
	}
}

func TestAutosaveRoundTrip(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t)
	h.start(rules.Gunnery, "", Human{}, Human{})
	h.move("e2e4")
	h.move("d7d5")
	if err := h.s.SaveAutosave(dir); err != nil {
		t.Fatal(err)
	}
	h2 := newHarness(t)
	if r, err := h2.s.RestoreAutosave(dir); !r.Found || r.Damage != nil || err != nil {
		t.Fatalf("restore: %+v %v", r, err)
	}
	if got := h2.s.Game().SANs(); !slices.Equal(got, []string{"e4", "d5"}) || h2.s.Game().Variant() != rules.Gunnery {
		t.Fatalf("restored %v", got)
	}
	if r, err := h2.s.RestoreAutosave(t.TempDir()); r.Found || err != nil {
		t.Fatalf("no autosave: %+v %v", r, err)
	}
	if err := os.WriteFile(filepath.Join(dir, AutosaveName), []byte("1. e5 *"), 0o644); err != nil {
		t.Fatal(err)
	}
	if r, err := h2.s.RestoreAutosave(dir); !r.Found || err == nil || h2.s.Game().Ply() != 2 {
		t.Fatalf("a broken autosave: %+v %v, ply %d", r, err, h2.s.Game().Ply())
	}
	kept := SetAsideAutosave(dir)
	if !strings.Contains(kept, "current-unreadable-") {
		t.Fatalf("set aside as %s", kept)
	}
	if _, err := os.Stat(filepath.Join(dir, AutosaveName)); !os.IsNotExist(err) {
		t.Fatal("the broken autosave is still in the way")
	}
}

// A replaced game with moves is one undo away, with its file and the board's orientation;
// an unsaved game is told apart from a saved one.
func TestThePreviousGame(t *testing.T) {
	h := newHarness(t)
	s := h.s
	h.move("e2e4")
	if !s.Unsaved() {
		t.Fatal("a game with a move that is in no file is not unsaved")
	}
	s.SetFile("/games/one.pgn")
	if s.Unsaved() || s.File().Path != "/games/one.pgn" {
		t.Fatal("a game just saved is unsaved")
	}
	if s.CanReturnToPrevious() {
		t.Fatal("a previous game before any was replaced")
	}
	ok := s.Replace(true, func() bool {
		h.start(rules.TurretChess, "", Human{}, Human{})
		s.SetFile("")
		return true
	})
	if !ok || !s.CanReturnToPrevious() || s.CanUndo() {
		t.Fatal("the replaced game is not one undo away")
	}
	h.move("e2e4")
	if s.CanReturnToPrevious() {
		t.Fatal("the previous game comes back while the new one has a move to undo")
	}
	s.Undo()
	p, err := s.ReturnToPrevious(false)
	if err != nil || p == nil || !p.Flipped {
		t.Fatalf("return: %+v %v", p, err)
	}
	if s.Game().Variant() != rules.Chess || s.Game().Ply() != 1 || s.File().Path != "/games/one.pgn" || s.Unsaved() {
		t.Fatalf("the previous game came back as %v with %d moves, file %+v", s.Game().Variant(), s.Game().Ply(), s.File())
	}
	// Redo brings the new game back, and Undo the previous one again.
	if !s.CanRedoNewGame() {
		t.Fatal("Redo does not offer the new game back")
	}
	n, err := s.RedoNewGame(true)
	if err != nil || n == nil || n.Flipped || s.Game().Variant() != rules.TurretChess || !s.CanReturnToPrevious() {
		t.Fatalf("redo the new game: %+v %v, %v", n, err, s.Game().Variant())
	}
	if p, _ := s.ReturnToPrevious(false); p == nil || !p.Flipped || s.Game().Variant() != rules.Chess {
		t.Fatal("undo after the redo did not bring the previous game back")
	}
	h.move("e7e5") // the previous game moves on: the new game is gone for good
	if s.CanRedoNewGame() {
		t.Fatal("a move in the previous game kept the new game for Redo")
	}
	// A replacement that does not happen keeps nothing.
	if s.Replace(false, func() bool { return false }) || s.CanReturnToPrevious() {
		t.Fatal("a cancelled replacement was kept")
	}
}

// TestACutAutosaveKeepsEveryMoveThatReads: an autosave cut inside its last move (by a crash
// or a disk filling up outside the app) gives back every move before the cut, says what
// was cut, and sets the damaged file aside; so does one whose end is zeroed.
func TestACutAutosaveKeepsEveryMoveThatReads(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t)
	h.start(rules.Chess, "", Human{}, Human{})
	moves := []string{"g1f3", "g8f6", "f3g1", "f6g8"}
	for i := 0; i < 100; i++ { // 400 moves, the knights going back and forth
		for _, m := range moves {
			if h.s.Game().Over() {
				break
			}
			h.move(m)
		}
	}
	played := h.s.Game().Ply()
	if err := h.s.SaveAutosave(dir); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, AutosaveName)
	whole, _ := os.ReadFile(path)
	lastMove := h.s.Game().SANs()[played-1]
	at := strings.LastIndex(string(whole), lastMove)
	for _, damaged := range [][]byte{
		whole[:at+1], // cut inside the last move
		append(append([]byte{}, whole[:at]...), make([]byte, 4096)...), // zeroed from there on
	} {
		if err := os.WriteFile(path, damaged, 0o644); err != nil {
			t.Fatal(err)
		}
		h2 := newHarness(t)
		r, err := h2.s.RestoreAutosave(dir)
		if err != nil || !r.Found || r.Damage == nil {
			t.Fatalf("restore: %+v %v", r, err)
		}
		if got := h2.s.Game().Ply(); got != played-1 {
			t.Fatalf("%d moves restored of %d", got, played)
		}
		if !strings.Contains(r.Kept, "current-unreadable-") {
			t.Fatalf("the damaged file was kept as %q", r.Kept)
		}
		if kept, _ := os.ReadFile(r.Kept); string(kept) != string(damaged) {
			t.Fatal("the damaged file was not kept as it was")
		}
		if err := os.Remove(r.Kept); err != nil {
			t.Fatal(err)
		}
	}
}
