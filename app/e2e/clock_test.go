//go:build e2e

package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// pgnMoves are the moves of a PGN text, without numbers, comments and the result.
func pgnMoves(pgn string) []string {
	_, moves, _ := strings.Cut(pgn, "\n\n")
	moves = regexp.MustCompile(`\{[^}]*\}`).ReplaceAllString(moves, " ")
	var out []string
	for _, w := range strings.Fields(moves) {
		if regexp.MustCompile(`^\d+\.`).MatchString(w) || w == "*" || w == "1-0" || w == "0-1" || w == "1/2-1/2" {
			continue
		}
		out = append(out, w)
	}
	return out
}

// clockSeconds reads a clock as shown ("4:58", "0:09.3").
func clockSeconds(t *testing.T, shown string) float64 {
	t.Helper()
	var m int
	var s float64
	if _, err := fmt.Sscanf(shown, "%d:%f", &m, &s); err != nil {
		t.Fatalf("a clock shows %q", shown)
	}
	return float64(m)*60 + s
}

// TestAClockedGameAgainstTheComputer: a 5-minute game against the computer at full strength:
// the player moves, makes a premove by clicking twice while the computer thinks, the premove
// is played the moment it answers; the player resigns after a few seconds, and the clock
// shown at the end is the time left then, standing still; the game is in the games library
// and opens from there.
func TestAClockedGameAgainstTheComputer(t *testing.T) {
	home := t.TempDir()
	storage := filepath.Join(home, "config", "fyne", "io.siegeworks.app")
	if err := os.MkdirAll(storage, 0o755); err != nil {
		t.Fatal(err)
	}
	// The last new game was chess against the computer at level 8, five minutes each.
	profile := `{"welcomed": true, "lastVariant": "chess", "lastWhite": "human", "lastBlack": "computer-8", "lastClock": "5+0"}`
	if err := os.WriteFile(filepath.Join(storage, "profile.json"), []byte(profile), 0o644); err != nil {
		t.Fatal(err)
	}
	a := start(t, home)
	if !a.await("the clocks", func(g geometry) bool { return g.Clocks["white"] == "5:00" && g.Clocks["black"] == "5:00" }, 10*time.Second) {
		t.Fatalf("the clocks show %v", a.geo.Clocks)
	}
	a.click("e2")
	a.click("e4")
	if !a.await("the computer thinking", func(g geometry) bool { return g.Thinking }, 10*time.Second) {
		t.Fatal("the computer does not think after 1. e4")
	}
	// A premove by two clicks while it thinks.
	a.click("g1")
	a.click("f3")
	if got := pgnMoves(a.autosave()); len(got) != 1 {
		t.Fatalf("the computer answered before the premove was made (%v): the test needs it to think longer", got)
	}
	deadline := time.Now().Add(60 * time.Second)
	for len(pgnMoves(a.autosave())) < 3 {
		if time.Now().After(deadline) {
			t.Fatalf("the premove was not played after the computer's answer: %v", pgnMoves(a.autosave()))
		}
		time.Sleep(100 * time.Millisecond)
	}
	if got := pgnMoves(a.autosave()); got[0] != "e4" || got[2] != "Nf3" {
		t.Fatalf("the game is %v", got)
	}
	// The computer answers again; then White's clock runs (both first moves are made).
	for len(pgnMoves(a.autosave())) < 4 {
		if time.Now().After(deadline) {
			t.Fatalf("no second answer: %v", pgnMoves(a.autosave()))
		}
		time.Sleep(100 * time.Millisecond)
	}
	a.await("the board after the answer", func(g geometry) bool { return !g.Thinking }, 5*time.Second)
	atMove := clockSeconds(t, a.geo.Clocks["white"])
	time.Sleep(3 * time.Second)
	a.await("the resign button", func(g geometry) bool { _, ok := g.Buttons["resign"]; return ok }, 5*time.Second)
	a.press("resign")
	if !a.await("the question", func(g geometry) bool { _, ok := g.Buttons["dialog:yes"]; return ok }, 5*time.Second) {
		t.Fatal("Resign did not ask")
	}
	a.press("dialog:yes")
	if !a.await("the result", func(g geometry) bool { return strings.Contains(a.autosave(), `[Result "0-1"]`) }, 10*time.Second) {
		t.Fatalf("the game did not end:\n%s", a.autosave())
	}
	time.Sleep(500 * time.Millisecond)
	a.await("the geometry", func(geometry) bool { return true }, time.Second)
	atEnd := clockSeconds(t, a.geo.Clocks["white"])
	if atEnd > atMove-2.5 || atEnd < atMove-15 {
		t.Fatalf("White's clock shows %s at the end; it showed %s after the computer's answer, more than 3 s before",
			a.geo.Clocks["white"], formatSeconds(atMove))
	}
	time.Sleep(2 * time.Second)
	a.await("the geometry", func(geometry) bool { return true }, time.Second)
	if later := clockSeconds(t, a.geo.Clocks["white"]); later != atEnd {
		t.Fatalf("the clock moved after the end: %v, then %v", atEnd, later)
	}
	screenshot(t, home, "clocked-game-end.png")
	played := pgnMoves(a.autosave())
	id := regexp.MustCompile(`\[GameId "([^"]+)"\]`).FindStringSubmatch(a.autosave())
	if id == nil {
		t.Fatal("the game has no name in the library")
	}
	if _, err := os.Stat(filepath.Join(storage, "games", id[1]+".pgn")); err != nil {
		t.Fatalf("the game is not in the games library: %v", err)
	}

	// The result closed, a new game, then the finished one opened from the library.
	xdotool(t, "key", "Escape")
	time.Sleep(300 * time.Millisecond)
	xdotool(t, "key", "ctrl+n")
	if !a.await("the new-game dialog", func(g geometry) bool { _, ok := g.Buttons["newgame:start"]; return ok }, 10*time.Second) {
		t.Fatal("Ctrl+N did not open the new-game dialog")
	}
	a.press("newgame:start")
	deadline = time.Now().Add(10 * time.Second)
	for strings.Contains(a.autosave(), id[0]) {
		if time.Now().After(deadline) {
			t.Fatal("the new game did not start")
		}
		time.Sleep(100 * time.Millisecond)
	}
	xdotool(t, "key", "ctrl+g")
	if !a.await("the games", func(g geometry) bool { return g.View == "games" }, 10*time.Second) {
		t.Fatalf("Ctrl+G did not show the games (view %q)", a.geo.View)
	}
	screenshot(t, home, "games-library.png")
	a.press("replay")
	if !a.await("the game again", func(g geometry) bool { return g.View == "game" }, 10*time.Second) {
		t.Fatal("Replay did not show the game")
	}
	deadline = time.Now().Add(10 * time.Second)
	for !strings.Contains(a.autosave(), id[0]) {
		if time.Now().After(deadline) {
			t.Fatalf("the game shown is not the one played:\n%s", a.autosave())
		}
		time.Sleep(100 * time.Millisecond)
	}
	if got := pgnMoves(a.autosave()); strings.Join(got, " ") != strings.Join(played, " ") {
		t.Fatalf("the game opened has %v, the game played %v", got, played)
	}
}

func formatSeconds(s float64) string {
	return fmt.Sprintf("%d:%04.1f", int(s)/60, s-float64(int(s)/60*60))
}
