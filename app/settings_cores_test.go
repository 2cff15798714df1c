package app

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"siegeworks/engine"
)

// TestTheComputersCoresAreRemembered: the settings choose whether the computer at level 8
// thinks on one core (the default) or on every core; the choice reaches the game's session
// at once and is there again after a restart.
func TestTheComputersCoresAreRemembered(t *testing.T) {
	a := test.NewTempApp(t)
	dir := t.TempDir()
	h := newHarnessOn(t, a, dir)
	if h.u.set.AllCores || h.u.sess.Threads != 1 {
		t.Fatalf("a first run: every core %v, the computer's threads %d", h.u.set.AllCores, h.u.sess.Threads)
	}
	h.u.showSettings()
	if got := h.u.dlg.cores.Selected; got != "One core" {
		t.Fatalf("the settings show %q, want One core", got)
	}
	h.u.dlg.cores.SetSelected("Every core")
	if got, want := h.u.sess.Threads, engine.DefaultThreads(); got != want {
		t.Fatalf("after choosing every core the computer has %d threads, want %d", got, want)
	}
	h.u.closeDialogs()

	h2 := newHarnessOn(t, a, dir)
	if got, want := h2.u.sess.Threads, engine.DefaultThreads(); !h2.u.set.AllCores || got != want {
		t.Fatalf("after a restart: every core %v, the computer's threads %d, want %d", h2.u.set.AllCores, got, want)
	}
	h2.u.showSettings()
	if got := h2.u.dlg.cores.Selected; got != "Every core" {
		t.Fatalf("after a restart the settings show %q, want Every core", got)
	}
	h2.u.dlg.cores.SetSelected("One core")
	if h2.u.set.AllCores || h2.u.sess.Threads != 1 {
		t.Errorf("back to one core: every core %v, threads %d", h2.u.set.AllCores, h2.u.sess.Threads)
	}
	h2.u.closeDialogs()
}
