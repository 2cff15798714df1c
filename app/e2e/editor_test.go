//go:build e2e

package e2e

import (
	"os"
	"strings"
	"testing"
	"time"
)

// TestSetUpAPositionWithTheMouse: Ctrl+E opens the position editor; the board is cleared
// and a king, a king and a rook are placed with the mouse; the game starts from there and a
// move is played on it.
func TestSetUpAPositionWithTheMouse(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Fatal("no X server: run under xvfb-run (make e2e)")
	}
	home := t.TempDir()
	a := start(t, home)
	xdotool(t, "search", "--sync", "--name", "^Siegeworks$", "windowfocus", "--sync")
	xdotool(t, "key", "ctrl+e")
	if !a.await("the editor", func(g geometry) bool { return g.View == "editor" }, 10*time.Second) {
		t.Fatalf("Ctrl+E did not open the editor (view %q)", a.geo.View)
	}
	a.press("clear")
	for _, step := range [][2]string{{"tool:K", "e1"}, {"tool:k", "e8"}, {"tool:R", "a1"}} {
		a.press(step[0])
		a.click(step[1])
	}
	a.await("the buttons", func(g geometry) bool { return g.Buttons["play"] != [2]int{} }, 5*time.Second)
	screenshot(t, t.TempDir(), "e2e-editor.png")
	a.press("play")
	if !a.await("the game", func(g geometry) bool { return g.View == "game" }, 10*time.Second) {
		t.Fatal("Play from here did not return to the game")
	}
	time.Sleep(500 * time.Millisecond)
	a.click("a1")
	a.click("a8")
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(a.autosave(), "Ra8") || !strings.Contains(a.autosave(), `[FEN "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"]`) {
		if time.Now().After(deadline) {
			t.Fatalf("the autosave does not hold the set-up game with Ra8:\n%s", a.autosave())
		}
		time.Sleep(100 * time.Millisecond)
	}
}
