package app

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"siegeworks/rules"
	"siegeworks/widgets"
)

// TestFigurinesAreChosenAndRemembered: the settings' check of figurine notation starts off,
// turns the move lists' pictures on at once (the look every move list follows) and off
// again, is saved, and is there again after a restart; a profile from before the setting
// existed loads with it off and its other choices kept.
func TestFigurinesAreChosenAndRemembered(t *testing.T) {
	t.Cleanup(func() { widgets.SetLook(widgets.DefaultLook) })
	a := test.NewTempApp(t)
	dir := t.TempDir()
	h := newHarnessOn(t, a, dir)
	h.start(rules.TurretChess, "", Human(), Human())
	h.move("e2e4")
	c := h.u.figurineCheck()
	if c.Checked || h.u.set.Look.Figurines || widgets.CurrentLook().Figurines {
		t.Fatalf("a first run shows figurines: check %v, settings %v, drawn %v", c.Checked, h.u.set.Look.Figurines, widgets.CurrentLook().Figurines)
	}
	if c.Text != "Pieces as pictures instead of letters" {
		t.Errorf("the check says %q", c.Text)
	}
	c.SetChecked(true)
	if !h.u.set.Look.Figurines || !widgets.CurrentLook().Figurines {
		t.Fatalf("after checking: settings %v, drawn %v", h.u.set.Look.Figurines, widgets.CurrentLook().Figurines)
	}
	if want := (widgets.Look{Scheme: widgets.DefaultLook.Scheme, Pieces: widgets.DefaultLook.Pieces, Coordinates: true, Figurines: true}); widgets.CurrentLook() != want {
		t.Errorf("the look is %+v, want %+v: only the figurines change", widgets.CurrentLook(), want)
	}

	widgets.SetLook(widgets.DefaultLook) // as a new run starts
	h2 := newHarnessOn(t, a, dir)
	if !h2.u.set.Look.Figurines || !widgets.CurrentLook().Figurines || !h2.u.figurineCheck().Checked {
		t.Fatalf("after a restart: settings %v, drawn %v", h2.u.set.Look.Figurines, widgets.CurrentLook().Figurines)
	}
	c2 := h2.u.figurineCheck()
	c2.SetChecked(false)
	if h2.u.set.Look.Figurines || widgets.CurrentLook().Figurines || loadSettings(h2.u.prefs()).Look.Figurines {
		t.Fatalf("after unchecking: settings %v, drawn %v, saved %v", h2.u.set.Look.Figurines, widgets.CurrentLook().Figurines, loadSettings(h2.u.prefs()).Look.Figurines)
	}

	// A profile of an earlier version has no figurines setting.
	p := h2.u.prefs()
	s := loadSettings(p)
	s.Look = widgets.Look{Scheme: widgets.SchemeGreen, Pieces: "flat", Coordinates: false, Figurines: true}
	s.save(p)
	p.RemoveValue(prefFigurines)
	if got, want := loadSettings(p).Look, (widgets.Look{Scheme: widgets.SchemeGreen, Pieces: "flat"}); got != want {
		t.Errorf("an earlier profile's look reads as %+v, want %+v", got, want)
	}
}
