package app

import (
	"image"
	"image/png"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"siegeworks/internal/capture"
	"siegeworks/rules"
	"siegeworks/study"
)

// chooseInNewGame picks a variant in the new-game dialog as a player does: its game, then,
// for a game with more than one rule set, the rule set.
func chooseInNewGame(t *testing.T, d *newGameDialog, v *rules.Variant) {
	t.Helper()
	d.variant.SetSelected(lang.L(v.Family().Name))
	if v.Editions() != nil {
		d.edition.SetSelected(editionName(v))
	}
	if d.shown != v {
		t.Fatalf("chose %s, the dialog shows %v", v.ID, d.shown)
	}
}

// Turnover is one game in the new-game dialog with a choice of its 2019 and 2025 rules, each
// saying what it changes; the 2019 rules are the default, the game is played by the rules
// chosen, and the choice is remembered for the next game, the welcome's Play included.
func TestNewGameOffersTurnoversRules(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t, dir)
	h.u.showNewGame()
	d := h.u.dlg.newGame
	if slices.Contains(d.variant.Options, rules.Turnover2025.Name) || !slices.Contains(d.variant.Options, "Turnover") {
		t.Fatalf("the games offered: %v", d.variant.Options)
	}
	if d.edition.Visible() {
		t.Fatal("Chess offers rule sets")
	}
	d.variant.SetSelected("Turnover")
	if !d.edition.Visible() || !slices.Equal(d.edition.Options, []string{"2019 rules", "2025 rules"}) || d.edition.Selected != "2019 rules" {
		t.Fatalf("Turnover's rule sets: shown %v, %v, chosen %q", d.edition.Visible(), d.edition.Options, d.edition.Selected)
	}
	if d.shown != rules.Turnover || !strings.Contains(d.difference.Text, "stalemate") {
		t.Fatalf("the 2019 rules: %v, %q", d.shown, d.difference.Text)
	}
	d.edition.SetSelected("2025 rules")
	if d.shown != rules.Turnover2025 || !strings.Contains(d.difference.Text, "siege") || !strings.Contains(d.blurb.Text, "Patrocínio") {
		t.Fatalf("the 2025 rules: %v, %q, %q", d.shown, d.difference.Text, d.blurb.Text)
	}
	if os.Getenv("SIEGE_PICTURES") != "" {
		writePicture(t, os.Getenv("SIEGE_PICTURES")+"/newgame-turnover.png", capture.Settled(h.u.win.Canvas()))
	}
	test.Tap(d.start)
	if g := h.u.sess.Game(); g.Variant() != rules.Turnover2025 {
		t.Fatalf("the game is played by %v", g.Variant())
	}
	if !strings.Contains(h.status(), "Turnover (2025 rules)") {
		t.Errorf("the status line says %q", h.status())
	}

	// A chess game in between, then Turnover again: its 2025 rules are remembered.
	h.u.showNewGame()
	d = h.u.dlg.newGame
	if d.variant.Selected != "Turnover" || d.edition.Selected != "2025 rules" {
		t.Fatalf("the dialog offers %q %q after a 2025 game", d.variant.Selected, d.edition.Selected)
	}
	d.variant.SetSelected("Chess")
	if d.edition.Visible() || d.shown != rules.Chess {
		t.Fatal("Chess shows Turnover's rule sets")
	}
	test.Tap(d.start)
	set := loadSettings(h.u.prefs())
	if set.Variant != "chess" || set.edition(rules.Turnover) != rules.Turnover2025 {
		t.Fatalf("remembered %q and %v", set.Variant, set.Editions)
	}
	h.u.showWelcome()
	if _, ok := h.u.dlg.welcome.buttons["play:turnover-2025"]; ok {
		t.Error("the welcome shows Turnover twice")
	}
	test.Tap(h.u.dlg.welcome.buttons["play:turnover"])
	d = h.u.dlg.newGame
	if d.variant.Selected != "Turnover" || d.shown != rules.Turnover2025 || d.edition.Selected != "2025 rules" {
		t.Fatalf("the welcome's Play offers %q %v", d.variant.Selected, d.shown)
	}
	// Back to the 2019 rules: remembered too, in the profile a restart reads.
	d.edition.SetSelected("2019 rules")
	test.Tap(d.start)
	if h.u.sess.Game().Variant() != rules.Turnover {
		t.Fatalf("the 2019 rules chosen, the game is %v", h.u.sess.Game().Variant())
	}
	h.u.sess.Close()
	h2 := newHarness(t, dir)
	if e := h2.u.set.edition(rules.Turnover); e != rules.Turnover {
		t.Fatalf("after a restart Turnover is played by %v", e)
	}
}

// writePicture keeps a picture for a person to look at (SIEGE_PICTURES=dir).
func writePicture(t *testing.T, path string, img image.Image) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// texts are the words of the labels under o.
func texts(o fyne.CanvasObject) []string {
	var out []string
	switch x := o.(type) {
	case *widget.Label:
		out = append(out, x.Text)
	case *fyne.Container:
		for _, c := range x.Objects {
			out = append(out, texts(c)...)
		}
	case fyne.Widget:
		r := test.WidgetRenderer(x)
		for _, c := range r.Objects() {
			out = append(out, texts(c)...)
		}
	}
	return out
}

// A Turnover game by the 2025 rules that leaves a player without a move ends in a siege: the
// side with no move loses, and the header, the status line and the result dialog say so;
// the same move by the 2019 rules is a stalemate, a draw. The panel names the rule set.
func TestASiegeEndsTheGame(t *testing.T) {
	// Black's last Castle on a8, not in check, every step into check once the Tower reaches h7.
	const fen = "k7/8/7R/8/8/8/8/1R2K3 w - - 0 1"
	h := newHarness(t, t.TempDir())
	h.u.changeSettings(func(s *Settings) { s.Animations = false })
	h.start(rules.Turnover2025, fen, Human(), Human())
	if h.u.game.panel.title.Text != "Turnover (2025 rules)" {
		t.Errorf("the panel is titled %q", h.u.game.panel.title.Text)
	}
	h.move("h6h7")
	if st := h.u.sess.Game().Position().Status(); st != rules.Siege {
		t.Fatalf("the position is %v, not a siege", st)
	}
	if r, why := h.u.sess.Game().Result(); r != rules.ResultWhiteWins || why != rules.ReasonSiege {
		t.Fatalf("the result is %v by %v", r, why)
	}
	if got := h.u.game.panel.state.Text; got != "Black is besieged, no move left — White wins" {
		t.Errorf("the header says %q", got)
	}
	if !strings.Contains(h.status(), "Game over") {
		t.Errorf("the status line says %q", h.status())
	}
	h.pump("the result dialog", 5*time.Second, func() bool { return h.u.win.Canvas().Overlays().Top() != nil })
	said := strings.Join(texts(h.u.win.Canvas().Overlays().Top()), " | ")
	if !strings.Contains(said, "White wins") || !strings.Contains(said, "Black has no move left (siege)") {
		t.Errorf("the result dialog says %q", said)
	}
	h.u.closeDialogs()

	h.start(rules.Turnover, fen, Human(), Human())
	h.move("h6h7")
	if r, why := h.u.sess.Game().Result(); r != rules.ResultDraw || why != rules.ReasonStalemate {
		t.Fatalf("by the 2019 rules the result is %v by %v", r, why)
	}
}

// The puzzles of a game by Turnover's 2025 rules are the 2025 puzzles when there are some,
// else Turnover's; the 2025 rules are offered by name when they have puzzles, never empty.
func TestPuzzlesOfTurnover2025(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.start(rules.Turnover2025, "", Human(), Human())
	h.u.showPuzzles()
	p := h.puzzles()
	has := len(study.Puzzles(rules.Turnover2025)) > 0
	want := rules.Turnover
	if has {
		want = rules.Turnover2025
	}
	if p.variant != want {
		t.Fatalf("the puzzles of a 2025 game are %v's", p.variant.ID)
	}
	if slices.Contains(p.pick.Options, rules.Turnover2025.Name) != has {
		t.Errorf("the puzzles offer %v (2025 puzzles: %v)", p.pick.Options, has)
	}
	if p.goal.Text == "" {
		t.Error("no puzzle is shown")
	}
}

// A game by Turnover's 2025 rules ended by a siege: the analysis board says who is
// besieged and has nothing to search; the review reads the game and scores the end the
// winner's.
func TestAnalysisAndReviewOfASiege(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.u.changeSettings(func(s *Settings) { s.Animations = false })
	h.start(rules.Turnover2025, "k7/8/7R/8/8/8/8/1R2K3 w - - 0 1", Human(), Human())
	h.move("h6h7")
	h.u.closeDialogs()
	h.u.showAnalysis()
	a := h.analysis()
	if !a.toggle.Disabled() || !strings.Contains(a.status.Text(), "Black has no move left and loses by siege") {
		t.Fatalf("a siege: toggle disabled %v, status %q", a.toggle.Disabled(), a.status.Text())
	}
	h.u.backToGame()
	h.u.reviewGame()
	h.pump("the review", 60*time.Second, func() bool { return h.analysis() != nil && h.analysis().review != nil })
	r := h.analysis().review
	if len(r.Moves) != 1 || len(r.Evals) != 2 || r.Evals[1].CP <= 0 {
		t.Fatalf("the review of a siege: %d moves, evaluations %v", len(r.Moves), r.Evals)
	}
	h.u.backToGame()
}

// The welcome shows each game once, Turnover with both its rule sets named.
func TestTheWelcomeNamesTurnoversRuleSets(t *testing.T) {
	if got := gameAndEditions(rules.Turnover); got != "Turnover (2019 and 2025 rules)" {
		t.Errorf("Turnover is shown as %q", got)
	}
	if got := gameAndEditions(rules.Chess); got != rules.Chess.Name {
		t.Errorf("chess is shown as %q", got)
	}
}
