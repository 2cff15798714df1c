//go:build e2e

package e2e

import (
	"os"
	"strings"
	"testing"
	"time"
)

// TestEverythingFromTheKeyboard plays a game to mate with typed moves, works the menu bar
// with Alt and the arrow keys, and leaves the game-over window idle with the Save dialog
// open: no mouse at all.
func TestEverythingFromTheKeyboard(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Fatal("no X server: run under xvfb-run (make e2e)")
	}
	a := start(t, t.TempDir())
	xdotool(t, "search", "--sync", "--name", "^Siegeworks$", "windowfocus", "--sync")
	time.Sleep(300 * time.Millisecond)

	// Typed moves: "/" opens the move field; a move plays as soon as it is unique.
	for i, mv := range []string{"f3", "e5", "g4", "Qh4"} {
		xdotool(t, "key", "slash")
		time.Sleep(150 * time.Millisecond)
		xdotool(t, "type", "--delay", "60", mv)
		want := []string{"1. f3", "1. f3 e5", "2. g4", "2. g4 Qh4#"}[i]
		deadline := time.Now().Add(10 * time.Second)
		for !strings.Contains(a.autosave(), want) {
			if time.Now().After(deadline) {
				t.Fatalf("typing %s: the autosaved game does not hold %q:\n%s", mv, want, a.autosave())
			}
			time.Sleep(100 * time.Millisecond)
		}
		xdotool(t, "key", "Escape") // leave the field
		time.Sleep(200 * time.Millisecond)
	}
	if !strings.Contains(a.autosave(), `[Result "0-1"]`) {
		t.Fatalf("the game did not end in mate:\n%s", a.autosave())
	}
	// Escape closes the game-over message.
	time.Sleep(time.Second)
	xdotool(t, "key", "Escape")
	time.Sleep(500 * time.Millisecond)

	// The menu bar: Alt opens it on Game; Right twice moves to View; Down reaches its first
	// item, Flip board; Enter chooses it.
	shots := os.Getenv("SIEGEWORKS_E2E_SHOTS")
	for i, k := range []string{"alt", "Right", "Right", "Down", "Return"} {
		xdotool(t, "key", k)
		time.Sleep(250 * time.Millisecond)
		if shots != "" {
			screenshot(t, shots, "e2e-keys-"+string(rune('a'+i))+".png")
		}
	}
	if !a.await("the board flipped", func(g geometry) bool { return g.Flipped }, 10*time.Second) {
		t.Fatal("Alt, Right, Right, Down, Enter did not choose View → Flip board")
	}

	// The game is over and mate is shown; with the Save dialog open (its file-name field
	// focused) the window still rests.
	a.measureIdle("the game over")
	xdotool(t, "key", "ctrl+shift+s")
	time.Sleep(time.Second)
	if shots != "" {
		screenshot(t, shots, "e2e-keys-save.png")
	}
	a.measureIdle("the Save dialog open after the game")
	xdotool(t, "key", "Escape")
}
