package app

import (
	"encoding/json"
	"errors"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"siegeworks/internal/disk"
	"siegeworks/netplay"
	"siegeworks/netplay/portmap"
	"siegeworks/rules"
	"siegeworks/session"
)

// friendGame is a game with a friend on another computer, as the window follows it: the
// link to the friend (a netplay.Peer, the session's Remote player), what the status line
// says of the connection, the chat, and what is kept on disk to take the game up again
// after a restart.
type friendGame struct {
	u      *ui
	peer   *netplay.Peer
	status netplay.Status
	// lostAt is when the connection dropped (zero while it is up).
	lostAt time.Time
	chat   []chatLine
	// chatDlg is the chat window, while it is open.
	chatDlg *chatDialog
	// left: the friend closed the connection on purpose mid-game.
	left bool
	// adjourned: the person here left the game for later; the link is closed.
	adjourned bool
	// invite is the hosted game's invitation (nil at the joiner's end).
	invite *invitation
	// router is the port forwarding the router made for the game (nil: none).
	router *portmap.Mapping
	// lan stops announcing the hosted game on the local network (nil: not announced).
	lan func()
}

// chatLine is one message of the chat.
type chatLine struct {
	Mine bool
	Text string
	At   time.Time
}

// friendPort is the port a host listens on when it is free (a fixed one can be forwarded
// on a router once and for all); another is taken when it is not.
const friendPort = 47474

// abandonAfter is how long the friend may stay away before the person here may claim the
// game or leave it for later.
const abandonAfter = 3 * time.Minute

// friendName is the name the friend goes by here ("your friend" until they say it).
func (f *friendGame) friendName() string {
	if f == nil || f.peer == nil {
		return lang.L("your friend")
	}
	if n := f.peer.String(); n != "" && n != "Friend" {
		return n
	}
	return lang.L("your friend")
}

// active tells whether a game with a friend is the session's game.
func (u *ui) friendActive() bool {
	return u.friend != nil && u.friend.peer != nil
}

// options are what both ends give netplay.
func (u *ui) friendOptions(name string) netplay.Options {
	return netplay.Options{
		Session: u.sess,
		Post:    u.post,
		Name:    name,
		Notify:  u.friendEvent,
		Logf:    u.cfg.logger.Printf,
	}
}

// hostFriendGame listens for the friend with the code, the game set up as given.
func (u *ui) hostFriendGame(name string, code netplay.Code, setup netplay.Setup, resume *netplay.Resume, port int) error {
	u.endFriendGame()
	listen := ":" + strconv.Itoa(port)
	peer, err := netplay.Host(netplay.HostOptions{Options: u.friendOptions(name), Code: code, Listen: listen, Setup: setup, Resume: resume})
	if err != nil && resume == nil {
		// The usual port is taken (another Siegeworks hosting?): any free one will do.
		peer, err = netplay.Host(netplay.HostOptions{Options: u.friendOptions(name), Code: code, Listen: ":0", Setup: setup})
	}
	if err != nil {
		return err
	}
	u.friend = &friendGame{u: u, peer: peer, status: netplay.Waiting}
	u.announceHosted(name, code, setup, peer)
	u.keepFriendGame()
	u.refreshMenus()
	return nil
}

// joinFriendGame dials the host at addr with the code.
func (u *ui) joinFriendGame(name string, code netplay.Code, addr string, resume *netplay.Resume) {
	u.endFriendGame()
	peer := netplay.Join(netplay.JoinOptions{Options: u.friendOptions(name), Code: code, Addr: addr, Resume: resume})
	u.friend = &friendGame{u: u, peer: peer, status: netplay.Connecting}
	u.keepFriendGame()
	u.refreshMenus()
}

// endFriendGame closes the link to the friend, if any (the game stays as it is).
func (u *ui) endFriendGame() {
	f := u.friend
	if f == nil {
		return
	}
	f.stopAnnouncing()
	if f.router != nil {
		go f.router.Close() // the port closes with the game; the router may be slow to answer
	}
	if f.peer != nil {
		f.peer.Close()
	}
	if f.chatDlg != nil {
		f.chatDlg.dialog.Hide()
	}
	u.friend = nil
	u.game.status.connection("")
}

// friendEvent shows what the link reports (on the UI goroutine).
func (u *ui) friendEvent(e netplay.Event) {
	f := u.friend
	if f == nil {
		return
	}
	st := u.game.status
	switch e.Kind {
	case netplay.EvStatus:
		f.status = e.Status
		defer u.showConnection()
		switch e.Status {
		case netplay.Connected:
			f.left = false
			if !f.lostAt.IsZero() {
				st.say(lang.L("{{.Name}} is back: the game goes on.", map[string]any{"Name": capitalize(f.friendName())}))
			}
			f.lostAt = time.Time{}
		case netplay.Lost:
			if f.lostAt.IsZero() {
				f.lostAt = time.Now()
			}
			if errors.Is(e.Err, netplay.ErrFriendLeft) {
				f.left = true
			}
			u.cfg.after(abandonAfter, func() { u.showConnection(); u.refreshMenus() })
		case netplay.Failed:
			if e.Err != nil {
				u.showError(lang.L("Playing a friend"), e.Err)
			}
		}
	case netplay.EvHello:
		st.say(lang.L("Connected to {{.Name}}.", map[string]any{"Name": e.Text}))
		f.stopAnnouncing() // the friend is here: nobody else needs to find the game
		if u.dlg.friend != nil {
			u.dlg.friend.dialog.Hide()
		}
		u.keepFriendGame()
	case netplay.EvNames:
		u.game.showPlayers()
		u.keepFriendGame()
	case netplay.EvChat:
		f.heard(e.Text)
	case netplay.EvRefused:
		st.say(lang.L("{{.Name}}'s program refused: {{.Reason}}.", map[string]any{"Name": capitalize(f.friendName()), "Reason": e.Text}))
	case netplay.EvNote:
		st.say(e.Text)
	case netplay.EvRematchOffered:
		d := dialog.NewConfirm(lang.L("Another game?"),
			lang.L("{{.Name}} asks for another game, with the colours swapped.", map[string]any{"Name": capitalize(f.friendName())}),
			f.peer.AnswerRematch, u.win)
		d.SetConfirmText(lang.L("Play again"))
		d.SetDismissText(lang.L("Not now"))
		u.show(d)
	case netplay.EvRematchDeclined:
		st.say(lang.L("{{.Name}} does not want another game now.", map[string]any{"Name": capitalize(f.friendName())}))
	}
	u.refreshMenus()
}

// showConnection puts the connection's state in front of the status line.
func (u *ui) showConnection() {
	f := u.friend
	if f == nil {
		u.game.status.connection("")
		return
	}
	name := map[string]any{"Name": f.friendName()}
	capitalName := map[string]any{"Name": capitalize(f.friendName())}
	text := ""
	switch f.status {
	case netplay.Waiting:
		text = lang.L("Waiting for your friend to join with the code {{.Code}}.", map[string]any{"Code": f.peer.Code().String()})
	case netplay.Connecting:
		text = lang.L("Connecting to the host…")
	case netplay.Lost:
		text = lang.L("Connection to {{.Name}} lost — reconnecting… The clocks stand still meanwhile.", name)
		if f.left {
			text = lang.L("{{.Name}} left the game. You may wait for them, claim the game or leave it for later (Game menu).", capitalName)
		} else if f.canClaim() {
			text += " " + lang.L("{{.Name}} has been away a while: you may claim the game or leave it for later (Game menu).", capitalName)
		}
	case netplay.Failed:
		text = lang.L("Not connected to {{.Name}}.", name)
	}
	if f.adjourned {
		text = lang.L("The game with {{.Name}} is left for later: “Resume the game with {{.Name}}” in the Game menu takes it up.", name)
	}
	u.game.status.connection(text)
}

// canClaim tells whether the friend has been away long enough to claim the game.
func (f *friendGame) canClaim() bool {
	return f != nil && f.status == netplay.Lost && !f.lostAt.IsZero() && (f.left || time.Since(f.lostAt) >= abandonAfter) &&
		!f.u.sess.Game().Over()
}

// claimAbandoned ends the game, won here, the friend having left it.
func (u *ui) claimAbandoned() {
	f := u.friend
	if !f.canClaim() {
		return
	}
	minutes := int(abandonAfter.Minutes())
	why := lang.N("{{.Name}} has been away for more than {{.Count}} minutes.", minutes,
		map[string]any{"Name": capitalize(f.friendName()), "Count": minutes})
	if f.left {
		why = lang.L("{{.Name}} left the game.", map[string]any{"Name": capitalize(f.friendName())})
	}
	u.confirm(lang.L("Claim the game"), why+" "+lang.L("Claim the game as won? They are told if they come back."), lang.L("Claim the game"), func() {
		if err := u.sess.ClaimAbandoned(); err != nil {
			u.showError(lang.L("Claim the game"), err)
		}
	})
}

// adjourn leaves the game for later: the link closes, the game and what is needed to
// reconnect are kept.
func (u *ui) adjourn() {
	f := u.friend
	if f == nil || f.adjourned {
		return
	}
	f.peer.Close()
	f.stopAnnouncing()
	f.adjourned = true
	u.showConnection()
	u.refreshMenus()
}

// resumeAdjourned takes a game left for later up again.
func (u *ui) resumeAdjourned() {
	if u.friend == nil || !u.friend.adjourned {
		return
	}
	u.resumeFriendGame()
}

// anotherGame is part of gameHost: after a game with a friend elsewhere, another with them.
func (u *ui) anotherGame() (string, func()) {
	if u.friendActive() && remotePlaying(u.sess) && !u.friend.adjourned {
		return lang.L("Another game with {{.Name}}", map[string]any{"Name": u.friend.friendName()}), u.rematch
	}
	return lang.L("New game…"), u.showNewGame
}

// rematch asks the friend for another game.
func (u *ui) rematch() {
	if f := u.friend; f != nil && u.sess.Game().Over() {
		f.peer.OfferRematch()
		u.game.status.say(lang.L("Asked {{.Name}} for another game, with the colours swapped…", map[string]any{"Name": f.friendName()}))
	}
}

// The game kept for after a restart: the autosave holds the game, netgame.json what is
// needed to reconnect.

const friendFile = "netgame.json"

// keptFriendGame is what netgame.json holds.
type keptFriendGame struct {
	Resume netplay.Resume `json:"resume"`
	Me     string         `json:"me"` // the name of the person here
}

// keepFriendGame writes what is needed to take the game up again after a restart (and
// removes it once the game is over).
func (u *ui) keepFriendGame() {
	if u.cfg.dataDir == "" || !u.friendActive() {
		return
	}
	path := filepath.Join(u.cfg.dataDir, friendFile)
	if u.sess.Game().Over() || u.sess.ID() == "" || !remotePlaying(u.sess) {
		_ = os.Remove(path)
		return
	}
	k := keptFriendGame{Resume: u.friend.peer.ResumeInfo(), Me: u.set.FriendName}
	data, _ := json.MarshalIndent(k, "", "  ")
	if err := disk.Write(u.cfg.disk, path, data); err != nil {
		u.cfg.logger.Printf("siegeworks: keeping the game with a friend: %v", err)
	}
}

// remotePlaying tells whether a person elsewhere plays the session's game.
func remotePlaying(s *session.Session) bool {
	p := s.Players()
	return session.IsRemote(p[0]) || session.IsRemote(p[1])
}

// resumeFriendGame reconnects to the friend of the restored game, when the game kept in
// netgame.json is the session's and is not over.
func (u *ui) resumeFriendGame() {
	if u.cfg.dataDir == "" {
		return
	}
	data, err := os.ReadFile(filepath.Join(u.cfg.dataDir, friendFile))
	if err != nil {
		return
	}
	var k keptFriendGame
	if json.Unmarshal(data, &k) != nil || k.Resume.GameID == "" || k.Resume.GameID != u.sess.ID() || u.sess.Game().Over() {
		return
	}
	code, err := netplay.ParseCode(k.Resume.Code)
	if err != nil {
		return
	}
	r := k.Resume
	if r.Host {
		_, portText, _ := net.SplitHostPort(r.Addr)
		port, _ := strconv.Atoi(portText)
		hostSide := rules.White
		if r.Friend == "white" {
			hostSide = rules.Black
		}
		setup := netplay.Setup{Variant: u.sess.Game().Variant(), Clock: u.sess.TimeControl(), HostSide: hostSide, ID: r.GameID}
		if err := u.hostFriendGame(k.Me, code, setup, &r, port); err != nil {
			u.showError(lang.L("The game with a friend"), err, lang.L("The game is restored; host it again or play on here."))
			return
		}
		u.openRouterPort(u.friend)
	} else {
		u.joinFriendGame(k.Me, code, r.Addr, &r)
	}
	u.game.orientFor(u.sess.Players())
	u.game.status.say(lang.L("Welcome back: reconnecting to {{.Name}}.", map[string]any{"Name": u.friend.friendName()}))
	u.showConnection()
}
