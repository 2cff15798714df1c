//go:build e2e

package e2e

import (
	"os"
	"strings"
	"testing"
	"time"

	"siegeworks/learn"
	"siegeworks/rules"
)

// TestLearnWithTheMouse: a newcomer picks "Learn" for chess in the welcome, opens the first
// level of the course and solves it with real mouse clicks; the stars are kept.
func TestLearnWithTheMouse(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Fatal("no X server: run under xvfb-run (make e2e)")
	}
	home := t.TempDir()
	a := startWelcomed(t, home)
	a.press("welcome:learn:chess")
	if !a.await("the chess course", func(g geometry) bool { return g.View == "course" }, 10*time.Second) {
		t.Fatalf("Learn did not open the course (view %q)", a.geo.View)
	}
	l := learn.For(rules.Chess).Course.Levels()[0]
	a.press("level:" + l.ID)
	if !a.await("the level", func(g geometry) bool { return g.View == "level" && g.Level == l.ID }, 10*time.Second) {
		t.Fatalf("the level did not open (view %q, level %q)", a.geo.View, a.geo.Level)
	}
	time.Sleep(500 * time.Millisecond)
	line, ok := l.Solve(l.Target, 400000)
	if !ok {
		t.Fatalf("%s has no solution", l.ID)
	}
	for _, m := range line {
		a.click(m.From().String())
		a.click(m.To().String())
		time.Sleep(900 * time.Millisecond) // the animation, and the reply if any
	}
	xdotool(t, "mousemove", "1", "1")
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(a.preferences(), `"learn.stars.`+l.ID+`":3`) {
		if time.Now().After(deadline) {
			t.Fatalf("no three stars for %s in the preferences:\n%s", l.ID, a.preferences())
		}
		time.Sleep(100 * time.Millisecond)
	}
	screenshot(t, t.TempDir(), "e2e-learn-solved.png")
}

// startWelcomed starts the app for the first time and waits for the welcome.
func startWelcomed(t *testing.T, home string) *app {
	t.Helper()
	t.Setenv("SIEGEWORKS_E2E_KEEP_WELCOME", "1")
	a := start(t, home)
	if !a.await("the welcome", func(g geometry) bool { _, ok := g.Buttons["welcome:learn:chess"]; return ok }, 10*time.Second) {
		t.Fatal("no welcome on the first launch")
	}
	return a
}
