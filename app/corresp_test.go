package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"siegeworks/rules"
)

// TestPlayByCorrespondence: Ana invites Ben by a text; Ben pastes it into the correspondence
// window and accepts; each move made on a board becomes a text (copied already) that the
// other pastes in, and it appears on their board; a forged text is refused with the game
// kept; Ana resigns and Ben's board shows the end.
func TestPlayByCorrespondence(t *testing.T) {
	app := test.NewTempApp(t)
	a := newHarnessOn(t, app, t.TempDir())
	b := newHarnessOn(t, app, t.TempDir())
	a.u.restore()
	b.u.restore()
	clip := app.Clipboard()
	b.u.changeSettings(func(s *Settings) { s.FriendName = "Ben" })

	g, invitation, err := a.u.corrStore().Invite(rules.Chess, rules.White, "Ana")
	if err != nil {
		t.Fatal(err)
	}
	// Ben pastes the invitation and accepts it.
	b.u.showCorrespondence()
	d := b.u.dlg.corr
	d.paste.SetText("Hi Ben! " + invitation + "\nSee you.")
	test.Tap(d.buttons["read"])
	if b.u.dlg.question == nil {
		t.Fatalf("Ben is not asked to accept (%q)", d.said.Text)
	}
	test.Tap(b.u.dlg.question["yes"])
	reply := clip.Content()
	if !strings.Contains(reply, "accepted by") || len(d.games) != 1 || d.games[0].Status() != "Waiting for Ana" {
		t.Fatalf("after accepting: reply %q, games %v", reply, len(d.games))
	}
	b.u.closeDialogs()

	// Ana takes the acceptance in, opens the game and plays e4 on the board.
	a.u.showCorrespondence()
	ad := a.u.dlg.corr
	clip.SetContent("> " + reply)
	test.Tap(ad.buttons["clipboard"])
	if !strings.Contains(ad.said.Text, "Ben") {
		t.Fatalf("Ana reads: %q", ad.said.Text)
	}
	ad.list.Select(0)
	test.Tap(ad.buttons["open"])
	if a.u.sess.Game().Ply() != 0 || !remotePlaying(a.u.sess) || a.u.game.board.Flipped() {
		t.Fatal("the game is not on Ana's board")
	}
	a.move("e2e4")
	e4 := clip.Content()
	if !strings.Contains(e4, "move 1. e4") {
		t.Fatalf("the move's text: %q", e4)
	}
	a.u.closeDialogs()

	// Ben opens the game, reads e4 onto the board, answers e5.
	b.u.showCorrespondence()
	d = b.u.dlg.corr
	d.list.Select(0)
	test.Tap(d.buttons["open"])
	if !b.u.game.board.Flipped() {
		t.Fatal("Ben's board does not face Black")
	}
	b.u.showCorrespondence()
	d = b.u.dlg.corr
	d.paste.SetText(e4)
	test.Tap(d.buttons["read"])
	b.pump("e4 on Ben's board", 5e9, func() bool { return b.u.sess.Game().Ply() == 1 })
	// Read twice: nothing more happens.
	d.paste.SetText(e4)
	test.Tap(d.buttons["read"])
	if !strings.Contains(d.said.Text, "already") {
		t.Fatalf("a text read twice: %q", d.said.Text)
	}
	b.u.closeDialogs()
	b.move("e7e5")
	e5 := clip.Content()
	b.u.closeDialogs()

	// A forged text is refused; the real one plays.
	forged := strings.Replace(e5, "e5", "e6", 1)
	a.u.showCorrespondence()
	ad = a.u.dlg.corr
	ad.paste.SetText(forged)
	test.Tap(ad.buttons["read"])
	if a.u.sess.Game().Ply() != 1 || ad.said.Text == "" {
		t.Fatalf("a forged text: ply %d, said %q", a.u.sess.Game().Ply(), ad.said.Text)
	}
	ad.paste.SetText(e5)
	test.Tap(ad.buttons["read"])
	a.pump("e5 on Ana's board", 5e9, func() bool { return a.u.sess.Game().Ply() == 2 })
	a.u.closeDialogs()

	// Ana's next move travels as a file instead.
	a.move("g1f3")
	file, err := a.u.corrStore().ExportPGN(g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if said := b.u.corrImport(file); !strings.Contains(said, "Ana") {
		t.Fatalf("the file: %q", said)
	}
	b.pump("Nf3 on Ben's board", 5e9, func() bool { return b.u.sess.Game().Ply() == 3 })
	a.u.closeDialogs()
	b.u.closeDialogs()

	// Ana resigns; Ben's board shows the end.
	if err := a.u.sess.Resign(); err != nil {
		t.Fatal(err)
	}
	resign := clip.Content()
	if !strings.Contains(resign, "resigns") {
		t.Fatalf("the resignation's text: %q", resign)
	}
	b.u.showCorrespondence()
	b.u.dlg.corr.paste.SetText(resign)
	test.Tap(b.u.dlg.corr.buttons["read"])
	if r, why := b.u.sess.Game().Result(); r != rules.ResultBlackWins || why != rules.ReasonResignation {
		t.Fatalf("Ben's game: %v %v", r, why)
	}
	if got := strings.Join(b.sans(), " "); got != "e4 e5 Nf3" || got != strings.Join(a.sans(), " ") {
		t.Fatalf("the games: %q / %q", got, strings.Join(a.sans(), " "))
	}
	if games, _ := b.u.shelf.lib.List(); len(games) == 0 || games[0].ID != corrLibraryID(g.ID) {
		t.Fatalf("Ben's games library: %v", games)
	}
}
