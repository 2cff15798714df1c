//go:build e2e

package e2e

import (
	"os"
	"strings"
	"testing"
	"time"
)

// TestSolveAPuzzleWithTheMouse: Ctrl+P opens the puzzles; the test looks the shown puzzle up
// in the shipped file and plays its solution with the mouse, the forced replies coming from
// the app; the solved puzzle is recorded in the Preferences with a streak of one.
func TestSolveAPuzzleWithTheMouse(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Fatal("no X server: run under xvfb-run (make e2e)")
	}
	a := start(t, t.TempDir())
	xdotool(t, "search", "--sync", "--name", "^Siegeworks$", "windowfocus", "--sync")
	xdotool(t, "key", "ctrl+p")
	if !a.await("the puzzles", func(g geometry) bool { return g.View == "puzzles" && g.Level != "" }, 10*time.Second) {
		t.Fatalf("Ctrl+P did not open the puzzles (view %q)", a.geo.View)
	}
	id, variant := a.geo.Level, a.geo.Variant
	data, err := os.ReadFile("../../study/puzzles/" + variant + ".txt")
	if err != nil {
		t.Fatal(err)
	}
	var line []string
	for _, l := range strings.Split(string(data), "\n") {
		if f := strings.Split(l, ";"); len(f) == 5 && strings.TrimSpace(f[0]) == id {
			line = strings.Fields(f[4])
		}
	}
	if len(line) == 0 {
		t.Fatalf("puzzle %s is not in the %s file", id, variant)
	}
	time.Sleep(500 * time.Millisecond)
	shots := os.Getenv("SIEGEWORKS_E2E_SHOTS")
	if shots != "" {
		screenshot(t, shots, "e2e-puzzle.png")
	}
	for i := 0; i < len(line); i += 2 {
		mv := line[i]
		a.click(mv[:2])
		a.click(mv[2:4])
		time.Sleep(1200 * time.Millisecond) // the move, the pause and the forced reply
	}
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(a.preferences(), `"puzzles.`+variant+`.streak":1`) {
		if time.Now().After(deadline) {
			t.Fatalf("after the solution of %s (%v) the preferences show no streak:\n%s", id, line, a.preferences())
		}
		time.Sleep(100 * time.Millisecond)
	}
	if !strings.Contains(a.preferences(), id) {
		t.Errorf("the solved puzzle %s is not recorded", id)
	}
	if shots != "" {
		screenshot(t, shots, "e2e-puzzle-solved.png")
	}
}

// TestAnalysisBoard: Ctrl+Shift+A opens the analysis board on the game; the engine's lines
// appear; a move tried on the board does not change the game; Escape goes back.
func TestAnalysisBoard(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Fatal("no X server: run under xvfb-run (make e2e)")
	}
	a := start(t, t.TempDir())
	a.click("e2")
	a.click("e4")
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(a.autosave(), "1. e4") {
		if time.Now().After(deadline) {
			t.Fatal("1. e4 was not played")
		}
		time.Sleep(100 * time.Millisecond)
	}
	xdotool(t, "search", "--sync", "--name", "^Siegeworks$", "windowfocus", "--sync")
	xdotool(t, "key", "ctrl+shift+a")
	if !a.await("the analysis lines", func(g geometry) bool {
		_, ok := g.Buttons["line3"]
		return g.View == "analysis" && ok
	}, 15*time.Second) {
		t.Fatalf("no analysis board with three lines (view %q, buttons %v)", a.geo.View, a.geo.Buttons)
	}
	a.click("e7")
	a.click("e5")
	time.Sleep(time.Second)
	if shots := os.Getenv("SIEGEWORKS_E2E_SHOTS"); shots != "" {
		screenshot(t, shots, "e2e-analysis.png")
	}
	if _, ok := a.geo.Buttons["main-line"]; !ok {
		a.await("the variation", func(g geometry) bool { _, ok := g.Buttons["main-line"]; return ok }, 5*time.Second)
	}
	// The game's moves only: the file's GameId tag ends in six random hex digits, which hold
	// "e5" in about one game of fifty.
	if moves := pgnMoves(a.autosave()); strings.Join(moves, " ") != "e4" {
		t.Fatalf("a move tried on the analysis board reached the game: %v", moves)
	}
	xdotool(t, "key", "Escape")
	if !a.await("the game", func(g geometry) bool { return g.View == "game" }, 10*time.Second) {
		t.Fatal("Escape did not leave the analysis board")
	}
}
