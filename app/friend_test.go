package app

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"siegeworks/netplay"
	"siegeworks/rules"
	"siegeworks/session"
)

// both runs what both windows' sessions posted until cond holds (or fails after 20 s).
func both(t *testing.T, a, b *harness, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("waited 20 s for %s (host: %q; joiner: %q)", what, a.status(), b.status())
		}
		a.drain(3 * time.Millisecond)
		b.drain(3 * time.Millisecond)
	}
}

// twoWindows are two main windows on one test app, as on two computers, each with its
// own storage (in dirs, or temporary ones), their last games restored.
func twoWindows(t *testing.T, dirs ...string) (a, b *harness) {
	t.Helper()
	app := test.NewTempApp(t)
	for len(dirs) < 2 {
		dirs = append(dirs, t.TempDir())
	}
	a, b = newHarnessOn(t, app, dirs[0]), newHarnessOn(t, app, dirs[1])
	a.u.restore()
	b.u.restore()
	t.Cleanup(func() { a.u.endFriendGame(); b.u.endFriendGame() })
	return a, b
}

// hostAndJoin: a hosts a game of Chess as White from the dialog; b joins it with the code
// and the address the invitation shows, typed into b's dialog.
func hostAndJoin(t *testing.T, a, b *harness) {
	t.Helper()
	a.u.showFriendDialog(hostTab)
	d := a.u.dlg.friend
	d.name.SetText("Ana")
	d.variant.SetSelected(rules.Chess.Name)
	d.side.SetSelectedIndex(sideWhite)
	d.clock.SetSelected("5+3")
	test.Tap(d.buttons["host"])
	code := d.codeLbl.Text
	if _, err := netplay.ParseCode(code); err != nil || d.invitation.Hidden {
		t.Fatalf("no invitation shown: %q (%v), %q", code, err, d.errLbl.Text)
	}
	if !strings.Contains(a.status(), "Waiting for your friend") {
		t.Fatalf("the host's status line: %q", a.status())
	}
	port := portOf(a.u.friend.peer.Addr())
	a.u.closeDialogs() // closed while waiting, opened again: the invitation shows again
	a.u.showFriendDialog(joinTab)
	if again := a.u.dlg.friend; again.codeLbl.Text != code || again.invitation.Hidden {
		t.Fatalf("the dialog opened again while waiting shows %q", again.codeLbl.Text)
	}

	b.u.showFriendDialog(joinTab)
	j := b.u.dlg.friend
	j.name.SetText("Ben")
	test.Tap(j.buttons["join"])
	if !strings.Contains(j.errLbl.Text, "invitation code") {
		t.Fatalf("joining with no code: %q", j.errLbl.Text)
	}
	j.code.SetText(strings.ToUpper(code)) // read out and typed in capitals: the same code
	j.addr.SetText("127.0.0.1:" + strconv.Itoa(port))
	test.Tap(j.buttons["join"])
	if j.errLbl.Text != "" {
		t.Fatalf("joining: %q", j.errLbl.Text)
	}
	both(t, a, b, "the game to start on both sides", func() bool {
		return remotePlaying(a.u.sess) && remotePlaying(b.u.sess) && a.u.sess.ID() == b.u.sess.ID() &&
			a.u.friend.status == netplay.Connected && b.u.friend.status == netplay.Connected
	})
}

// TestPlayAFriendOnAnotherComputer: a game hosted on one window and joined from another with
// the invitation code: the boards face each side's player, the names show, moves made with
// the mouse appear on the other board, the clock is the host's, a chat message arrives, a
// takeback asked is allowed, a draw offered is declined, and a resignation ends the game on
// both sides, which then keep it in their games.
func TestPlayAFriendOnAnotherComputer(t *testing.T) {
	a, b := twoWindows(t)
	hostAndJoin(t, a, b)

	if a.u.game.board.Flipped() || !b.u.game.board.Flipped() {
		t.Fatalf("each board faces its player: host flipped %v, joiner flipped %v", a.u.game.board.Flipped(), b.u.game.board.Flipped())
	}
	if got := b.u.sess.Players()[rules.White].String(); got != "Ana" {
		t.Fatalf("the joiner sees White as %q", got)
	}
	if tc := b.u.sess.TimeControl().String(); tc != "5+3" {
		t.Fatalf("the joiner's clock: %q", tc)
	}
	if !strings.Contains(b.status(), "Ana is thinking") {
		t.Fatalf("the joiner's status line while Ana thinks: %q", b.status())
	}
	if b.u.game.board.Interactive() {
		t.Fatal("the joiner's board takes moves while it is the host's turn")
	}
	if ph := b.u.game.moveIn.entry.PlaceHolder; !strings.Contains(ph, "after Ana's") {
		t.Fatalf("the joiner's move field suggests %q on Ana's turn", ph)
	}
	if me := b.u.sess.Players()[rules.Black].String(); me != "Ben" {
		t.Fatalf("the joiner's own side is named %q", me)
	}

	a.move("e2e4")
	both(t, a, b, "the move on the joiner's board", func() bool { return b.u.sess.Game().Ply() == 1 })
	b.move("e7e5")
	both(t, a, b, "the answer on the host's board", func() bool { return a.u.sess.Game().Ply() == 2 })
	a.move("g1f3")
	both(t, a, b, "Nf3 over there", func() bool { return b.u.sess.Game().Ply() == 3 })

	// Chat.
	b.u.showChat()
	c := b.u.friend.chatDlg
	c.entry.SetText("Hello Ana!")
	c.entry.OnSubmitted(c.entry.Text)
	both(t, a, b, "the message", func() bool { return strings.Contains(a.status(), "Ben says: “Hello Ana!”") })
	if !strings.Contains(c.log.Text, "You: Hello Ana!") {
		t.Fatalf("the joiner's chat: %q", c.log.Text)
	}
	b.u.closeDialogs()

	// A takeback, asked with Undo and allowed over there.
	b.move("b8c6")
	both(t, a, b, "Nc6 over there", func() bool { return a.u.sess.Game().Ply() == 4 })
	if !b.u.game.can(cmdUndo) || b.u.menu.undo.Label != "Ask to take back" {
		t.Fatalf("the joiner cannot ask for a takeback (menu %q)", b.u.menu.undo.Label)
	}
	b.u.game.do(cmdUndo)
	both(t, a, b, "the host to be asked", func() bool { return a.u.sess.TakebackAsked() })
	if len(a.u.dlg.open) != 1 {
		t.Fatalf("the host is not asked: %d dialogs open", len(a.u.dlg.open))
	}
	a.u.sess.AnswerTakeback(true) // as the question's Allow does
	a.u.closeDialogs()
	both(t, a, b, "the takeback on both boards", func() bool {
		return a.u.sess.Game().Ply() == 3 && b.u.sess.Game().Ply() == 3
	})
	b.move("g8f6")
	both(t, a, b, "Nf6 over there", func() bool { return a.u.sess.Game().Ply() == 4 })

	// Resignation.
	if err := a.u.sess.Resign(); err != nil {
		t.Fatal(err)
	}
	both(t, a, b, "the end on the joiner's side", func() bool { return b.u.sess.Game().Over() })
	if r, why := b.u.sess.Game().Result(); r != rules.ResultBlackWins || why != rules.ReasonResignation {
		t.Fatalf("the joiner's result: %v %v", r, why)
	}
	if sa, sb := strings.Join(a.sans(), " "), strings.Join(b.sans(), " "); sa != sb || sa != "e4 e5 Nf3 Nf6" {
		t.Fatalf("the games differ or are wrong: %q / %q", sa, sb)
	}
	for _, h := range []*harness{a, b} {
		games, err := h.u.shelf.lib.List()
		if err != nil || len(games) == 0 || games[0].ID != a.u.sess.ID() {
			t.Fatalf("the game is not in the games library: %v %v", games, err)
		}
		if _, err := os.Stat(filepath.Join(h.u.cfg.dataDir, friendFile)); !os.IsNotExist(err) {
			t.Fatalf("what is kept to reconnect outlives the game: %v", err)
		}
	}
	if label, _ := b.u.anotherGame(); label != "Another game with Ana" {
		t.Fatalf("the result offers %q", label)
	}
	if a.u.menu.friend.rematch.Disabled {
		t.Fatal("another game cannot be asked for")
	}
}

// TestAFriendGameComesBackAfterARestart: the joiner's window goes away mid-game (as if the
// program were killed); a new window on the same data comes back with the game, reconnects
// to the host by itself, and the game goes on.
func TestAFriendGameComesBackAfterARestart(t *testing.T) {
	bDir := t.TempDir()
	a, b := twoWindows(t, t.TempDir(), bDir)
	hostAndJoin(t, a, b)
	a.move("d2d4")
	both(t, a, b, "d4 over there", func() bool { return b.u.sess.Game().Ply() == 1 })
	b.move("d7d5")
	both(t, a, b, "d5 over there", func() bool { return a.u.sess.Game().Ply() == 2 })
	if _, err := os.Stat(filepath.Join(bDir, friendFile)); err != nil {
		t.Fatalf("nothing kept to reconnect: %v", err)
	}

	// The joiner's program is closed mid-game (a program killed outright is netplay's
	// TestResumeAfterKill): the host hears that Ben left.
	b.u.friend.peer.Close()
	b.u.friend = nil
	b.u.sess.Close()
	both(t, a, b, "the host to see the friend gone", func() bool { return a.u.friend.status == netplay.Lost })
	if !strings.Contains(a.status(), "Ben left the game") {
		t.Fatalf("the host's status line: %q", a.status())
	}
	a.move("c2c4") // the host may play on: the move waits for the friend
	c := newHarnessOn(t, a.app, bDir)
	c.u.restore()
	c.u.resumeFriendGame()
	if !remotePlaying(c.u.sess) || c.u.friend == nil {
		t.Fatalf("the restarted window does not take the game up (status %q)", c.status())
	}
	defer c.u.endFriendGame()
	both(t, a, c, "the game together again", func() bool {
		return c.u.sess.Game().Ply() == 3 && a.u.friend.status == netplay.Connected
	})
	both(t, a, c, "the host's notice gone", func() bool { return !strings.Contains(a.status(), "reconnecting") })
	c.move("e7e6")
	both(t, a, c, "e6 over there", func() bool { return a.u.sess.Game().Ply() == 4 })
	if sa, sc := strings.Join(a.sans(), " "), strings.Join(c.sans(), " "); sa != sc || sa != "d4 d5 c4 e6" {
		t.Fatalf("the games: %q / %q", sa, sc)
	}
}

// TestTheFriendDialogSaysWhatIsWrong: the join tab reads codes and addresses as people type
// them, and says plainly what is wrong.
func TestTheFriendDialogSaysWhatIsWrong(t *testing.T) {
	h := newHarness(t, "")
	for _, tc := range []struct{ in, addr, problem string }{
		{"192.168.1.20", "192.168.1.20:47474", ""},
		{" 192.168.1.20:5000 ", "192.168.1.20:5000", ""},
		{"[fe80::1]:5000", "[fe80::1]:5000", ""},
		{"laptop.local", "laptop.local:47474", ""},
		{"", "", "Type the address"},
		{"192.168.1.20:99999", "", "port after the colon"},
		{"my friend's computer", "", "not an address"},
	} {
		addr, problem := friendAddr(tc.in)
		if addr != tc.addr || !strings.Contains(problem, tc.problem) || (tc.problem == "") != (problem == "") {
			t.Errorf("%q: %q, %q", tc.in, addr, problem)
		}
	}
	h.u.showFriendDialog(hostTab)
	d := h.u.dlg.friend
	d.name.SetText("")
	test.Tap(d.buttons["host"])
	if !strings.Contains(d.errLbl.Text, "name your friend will see") {
		t.Fatalf("hosting without a name: %q", d.errLbl.Text)
	}
	d.name.SetText("Ben")
	d.code.SetText("7-turret-sling-cassle")
	d.addr.SetText("127.0.0.1")
	test.Tap(d.buttons["join"])
	if !strings.Contains(d.errLbl.Text, "check the spelling") || h.u.friend != nil {
		t.Fatalf("a misspelt code: %q", d.errLbl.Text)
	}
}

// TestLeavingAFriendGame: a new game over a game with a friend asks first; the friend hears
// that the player left, the clocks stand still, and the game can be claimed at once; the
// board of the one who left faces their own way again.
func TestLeavingAFriendGame(t *testing.T) {
	a, b := twoWindows(t)
	hostAndJoin(t, a, b)
	a.move("e2e4")
	both(t, a, b, "e4 over there", func() bool { return b.u.sess.Game().Ply() == 1 })
	b.u.replaceGame("starting a new game", func() bool {
		return b.u.sess.NewGame(rules.Chess, "", [2]session.Player{session.Human{}, session.Human{}}) == nil
	})
	if b.u.dlg.question == nil || !remotePlaying(b.u.sess) {
		t.Fatal("a new game replaced the game with a friend without asking")
	}
	test.Tap(b.u.dlg.question["yes"])
	if remotePlaying(b.u.sess) || b.u.friend != nil || b.u.game.board.Flipped() {
		t.Fatalf("after leaving: remote %v, flipped %v", remotePlaying(b.u.sess), b.u.game.board.Flipped())
	}
	both(t, a, b, "the host to hear it", func() bool { return a.u.friend.status == netplay.Lost })
	if !strings.Contains(a.status(), "Ben left the game") || !a.u.sess.ClocksHeld() || a.u.menu.friend.claim.Disabled {
		t.Fatalf("the host: %q, clocks held %v, claim disabled %v", a.status(), a.u.sess.ClocksHeld(), a.u.menu.friend.claim.Disabled)
	}
	a.u.claimAbandoned()
	test.Tap(a.u.dlg.question["yes"])
	if r, why := a.u.sess.Game().Result(); r != rules.ResultWhiteWins || why != rules.ReasonAbandoned {
		t.Fatalf("the claimed game: %v %v", r, why)
	}
}

// TestAWrongCodeIsRefused: joining with a code that is not the host's is refused, and the
// joiner is told so in words.
func TestAWrongCodeIsRefused(t *testing.T) {
	a, b := twoWindows(t)
	a.u.showFriendDialog(hostTab)
	test.Tap(a.u.dlg.friend.buttons["host"])
	code, _ := netplay.ParseCode(a.u.dlg.friend.codeLbl.Text)
	wrong := code
	wrong.Words[2] = map[bool]string{true: "castle", false: "crown"}[code.Words[2] != "castle"]
	b.u.joinFriendGame("Ben", wrong, "127.0.0.1:"+strconv.Itoa(portOf(a.u.friend.peer.Addr())), nil)
	both(t, a, b, "the refusal", func() bool { return b.u.lastErr != nil })
	if msg := b.u.lastErr.Error(); !strings.Contains(msg, "code") {
		t.Fatalf("the joiner is told %q", msg)
	}
	if remotePlaying(a.u.sess) || remotePlaying(b.u.sess) {
		t.Fatal("a game started with a wrong code")
	}
}
