//go:build e2e

package e2e

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// TestPlayAFriendWithTwoPrograms: two copies of the program, each with its own home, side
// by side on one screen: one hosts a game from its dialog, the other joins it with the
// invitation code and the address typed in, and a few moves are played with the mouse on
// both boards; each move shows on the other board, and both keep the same game.
func TestPlayAFriendWithTwoPrograms(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Fatal("no X server: run under xvfb-run (make e2e)")
	}
	size := "SIEGEWORKS_WINDOW_SIZE=630x640"
	host := startWith(t, t.TempDir(), size)
	host.moveWindow(0, 0)
	joiner := startWith(t, t.TempDir(), size)
	joiner.moveWindow(640, 0)

	host.focus()
	xdotool(t, "key", "ctrl+shift+n")
	if !host.await("the friend dialog", func(g geometry) bool { _, ok := g.Buttons["friend:host"]; return ok }, 10*time.Second) {
		t.Fatal("Ctrl+Shift+N did not open the friend dialog")
	}
	host.press("friend:host")
	if !host.await("the invitation", func(g geometry) bool { return g.Friend != nil && g.Friend.Invitation != "" }, 10*time.Second) {
		t.Fatal("hosting shows no invitation")
	}
	code, port := host.geo.Friend.Invitation, host.geo.Friend.Port

	joiner.focus()
	xdotool(t, "key", "ctrl+j")
	if !joiner.await("the join tab", func(g geometry) bool { _, ok := g.Buttons["friend:code"]; return ok }, 10*time.Second) {
		t.Fatal("Ctrl+J did not open the join tab")
	}
	joiner.typeInto("friend:code", code)
	joiner.typeInto("friend:addr", fmt.Sprintf("127.0.0.1:%d", port))
	joiner.press("friend:join")
	for _, a := range []*app{host, joiner} {
		if !a.await("the game with the friend", func(g geometry) bool { return g.Friend != nil && g.Friend.Link == "connected" }, 20*time.Second) {
			t.Fatalf("not connected: %+v", a.geo.Friend)
		}
	}
	// Each board faces its player: one of the two is turned round.
	deadline := time.Now().Add(10 * time.Second)
	for host.await("the host's board", func(geometry) bool { return true }, time.Second) &&
		joiner.await("the joiner's board", func(geometry) bool { return true }, time.Second) &&
		host.geo.Flipped == joiner.geo.Flipped {
		if time.Now().After(deadline) {
			t.Fatalf("both boards are turned the same way (flipped: %v)", host.geo.Flipped)
		}
		time.Sleep(200 * time.Millisecond)
	}
	white, black := host, joiner
	if host.geo.Flipped {
		white, black = joiner, host
	}
	for i, mv := range [][2]string{{"e2", "e4"}, {"e7", "e5"}, {"g1", "f3"}, {"b8", "c6"}} {
		mover, other := white, black
		if i%2 == 1 {
			mover, other = black, white
		}
		mover.focus()
		mover.click(mv[0])
		mover.click(mv[1])
		for _, a := range []*app{mover, other} {
			deadline := time.Now().Add(15 * time.Second)
			for len(pgnMoves(a.autosave())) < i+1 {
				if time.Now().After(deadline) {
					t.Fatalf("move %d (%s-%s) is not in both games: %v", i+1, mv[0], mv[1], pgnMoves(a.autosave()))
				}
				time.Sleep(100 * time.Millisecond)
			}
		}
	}
	if h, j := strings.Join(pgnMoves(host.autosave()), " "), strings.Join(pgnMoves(joiner.autosave()), " "); h != j || h != "e4 e5 Nf3 Nc6" {
		t.Fatalf("the games: %q / %q", h, j)
	}
	if shots := os.Getenv("SIEGEWORKS_E2E_SHOTS"); shots != "" {
		screenshot(t, shots, "e2e-friend.png")
	}
}

// moveWindow puts the program's window at x, y on the screen.
func (a *app) moveWindow(x, y int) {
	a.t.Helper()
	xdotool(a.t, "search", "--all", "--sync", "--pid", fmt.Sprint(a.cmd.Process.Pid), "--name", "^Siegeworks$", "windowmove", "--sync", fmt.Sprint(x), fmt.Sprint(y))
	time.Sleep(300 * time.Millisecond)
	if !a.await("the window moved", func(g geometry) bool { return g.Window[0] >= x && g.Window[0] < x+40 }, 10*time.Second) {
		a.t.Fatalf("the window is at %v, not %d, %d", a.geo.Window, x, y)
	}
}

// focus gives the program's window the keyboard.
func (a *app) focus() {
	a.t.Helper()
	xdotool(a.t, "search", "--all", "--pid", fmt.Sprint(a.cmd.Process.Pid), "--name", "^Siegeworks$", "windowfocus", "--sync")
	time.Sleep(200 * time.Millisecond)
}

// typeInto clicks a named field and types text into it.
func (a *app) typeInto(field, text string) {
	a.t.Helper()
	a.press(field)
	xdotool(a.t, "type", "--delay", "40", text)
	time.Sleep(200 * time.Millisecond)
}
