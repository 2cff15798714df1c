package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"siegeworks/rules"
)

func TestMatchMove(t *testing.T) {
	start := rules.NewPosition(rules.Chess)
	cases := []struct {
		text       string
		exact      string
		candidates string
	}{
		{"e4", "e2e4", "e4"},
		{"e2", "", "e3, e4"},
		{"N", "", "Na3, Nc3, Nf3, Nh3"},
		{"Nf3", "g1f3", "Nf3"},
		{"g1f3", "g1f3", "Nf3"},
		{"Ke2", "", ""},
		{"", "", ""},
	}
	for _, c := range cases {
		m := matchMove(start, c.text)
		exact := ""
		if m.exact != rules.NoMove {
			exact = m.exact.String()
		}
		if exact != c.exact || strings.Join(m.candidates, ", ") != c.candidates {
			t.Errorf("%q: exact %q candidates %v, want %q %q", c.text, exact, m.candidates, c.exact, c.candidates)
		}
	}
	turret := rules.NewPosition(rules.TurretChess)
	if m := matchMove(turret, "Tz"); len(m.candidates) != 0 {
		t.Errorf("a Turret boxed in at the start has moves %v", m.candidates)
	}
	gunnery, _ := rules.ParseFEN(rules.Gunnery, "3k4/4r3/8/8/4B3/8/4P3/3K4 w - - 0 1")
	if m := matchMove(gunnery, "e2*e7"); m.exact == rules.NoMove {
		t.Error("a cannon shot typed in display notation is not understood")
	}
}

// Typing moves: / or a letter on the board opens the field, a unique move plays at once, a
// refused one is explained with the rules' reason, Escape gives the keys back.
func TestTypingMoves(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.typeRune('e')
	if h.u.win.Canvas().Focused() != h.u.game.moveIn.entry || h.u.game.moveIn.entry.Text != "e" {
		t.Fatalf("typing e on the board: focus %v, text %q", h.u.win.Canvas().Focused(), h.u.game.moveIn.entry.Text)
	}
	if !strings.Contains(h.u.game.moveIn.hint.Text(), "e3") {
		t.Errorf("candidates for e: %q", h.u.game.moveIn.hint.Text())
	}
	h.u.game.moveIn.entry.SetText("e4")
	if got := h.sans(); len(got) != 1 || got[0] != "e4" {
		t.Fatalf("typed e4: %v", got)
	}
	if h.u.win.Canvas().Focused() != nil {
		t.Error("the field keeps the keys after the move")
	}
	h.typeRune('/')
	h.u.game.moveIn.entry.SetText("e7e4")
	h.u.game.moveIn.entry.OnSubmitted("e7e4")
	if got := h.u.game.moveIn.hint.Text(); !strings.HasPrefix(got, "A pawn steps one square forward") {
		t.Errorf("refused e7e4: %q", got)
	}
	h.press(fyne.KeyEscape)
	if h.u.win.Canvas().Focused() != nil || h.u.game.moveIn.entry.Text != "" {
		t.Error("Escape did not leave the field")
	}
	before := h.u.game.board.Flipped()
	h.typeRune('f')
	if h.u.game.board.Flipped() == before {
		t.Error("F no longer flips the board")
	}
}

// The move field's examples are moves of the position, written as the variant writes them:
// no Turret move offered where there are no Turrets.
func TestTheMoveFieldShowsTheVariantsMoves(t *testing.T) {
	h := newHarness(t, t.TempDir())
	for _, c := range []struct {
		v             *rules.Variant
		fen, has, not string
	}{
		{rules.Chess, "", "Nc3", ": T"},
		{rules.TurretChess, "9k/8/8/8/8/8/1N6/T8K w - - 0 1", ": T", ""},
		{rules.Turnover, "", "-", ": T"},
	} {
		h.start(c.v, c.fen, Human(), Human())
		ph := h.u.game.moveIn.entry.PlaceHolder
		if !strings.Contains(ph, c.has) || (c.not != "" && strings.Contains(ph, c.not)) {
			t.Errorf("%s: the field's examples %q", c.v.ID, ph)
		}
	}
}
