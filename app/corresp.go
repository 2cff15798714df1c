package app

import (
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

	"siegeworks/library"
	"siegeworks/netplay/corresp"
	"siegeworks/rules"
	"siegeworks/session"
)

// A game by correspondence is shown like any other: the friend is the session's Remote
// player, whose moves arrive as texts pasted here, and who hears (Witness) the moves made
// on the board here as texts to send.

// corrFriend is the friend of a correspondence game, as the session sees them.
type corrFriend struct {
	u    *ui
	id   string // the game's id in the store
	name string
	turn *session.Turn // the friend's turn, while it is theirs
}

func (f *corrFriend) Kind() session.Kind { return session.Remote }
func (f *corrFriend) String() string     { return f.name }

// Begin is part of session.Player: the friend's move comes as a pasted text.
func (f *corrFriend) Begin(t *session.Turn) func() {
	f.turn = t
	return func() {
		if f.turn == t {
			f.turn = nil
		}
	}
}

// Moved is part of session.Witness: the move made here becomes a text to send.
func (f *corrFriend) Moved(_ int, m rules.Move, _ time.Duration) {
	text, err := f.u.corrStore().Move(f.id, m)
	f.u.corrSend(f, text, err, lang.L("Your move is made."))
}

// Ended is part of session.Witness: a resignation here becomes a text to send.
func (f *corrFriend) Ended(_ rules.Result, why rules.Reason) {
	if why == rules.ReasonResignation {
		text, err := f.u.corrStore().Resign(f.id)
		f.u.corrSend(f, text, err, lang.L("You resigned."))
	}
}

// DrawAnswered and TakebackAnswered are part of session.Witness; draws by correspondence
// are offered and accepted in the correspondence window, and there are no takebacks.
func (f *corrFriend) DrawAnswered(bool)     {}
func (f *corrFriend) TakebackAnswered(bool) {}

// corrStore is the store of correspondence games, in the app's storage ("correspondence").
func (u *ui) corrStore() *corresp.Store {
	if u.corr == nil {
		dir := filepath.Join(u.cfg.dataDir, "correspondence")
		if u.cfg.dataDir == "" {
			dir = filepath.Join(u.app.Storage().RootURI().Path(), "correspondence")
		}
		// The games library keeps the games through the session, like every other game.
		u.corr = corresp.Open(dir, u.cfg.disk, nil)
	}
	return u.corr
}

// corrLibraryID is the name a correspondence game goes by in the games library.
func corrLibraryID(id string) string { return library.IDPrefix + "corr-" + strings.ToLower(id) }

// openCorrGame shows a correspondence game on the board, the person here playing their side.
func (u *ui) openCorrGame(g *corresp.Game) {
	friend := &corrFriend{u: u, id: g.ID, name: g.Friend()}
	players := [2]session.Player{}
	players[g.Me] = session.Human{Name: g.Names[g.Me]}
	players[g.Me.Other()] = friend
	tags := map[string]string{
		"Event": "Siegeworks correspondence game", "Site": "Siegeworks",
		"Date": g.Started.Format("2006.01.02"), "Time": g.Started.Format("15:04:05"),
		library.IDTag: corrLibraryID(g.ID),
	}
	u.replaceGame(lang.L("opening a correspondence game"), func() bool {
		u.sess.SetTimeControl(session.TimeControl{})
		u.sess.Start(g.Record, players, tags)
		u.sess.SetFile("")
		return true
	})
	u.game.orientFor(players)
	u.game.status.say(lang.L("{{.Status}} — {{.Variant}} by correspondence with {{.Name}}.",
		map[string]any{"Status": g.Status(), "Variant": lang.L(g.Variant.Name), "Name": g.Friend()}))
}

// corrShown is the correspondence game on the board, if one is.
func (u *ui) corrShown() (*corrFriend, bool) {
	for _, p := range u.sess.Players() {
		if f, ok := p.(*corrFriend); ok {
			return f, true
		}
	}
	return nil, false
}

// corrSend shows a text to send the friend, copied to the clipboard already.
func (u *ui) corrSend(f *corrFriend, text string, err error, done string) {
	if err != nil {
		u.showError(lang.L("Correspondence"), err)
		return
	}
	u.clipboard().SetContent(text)
	if done != "" {
		done += " "
	}
	name := map[string]any{"Name": f.name}
	u.game.status.say(done + lang.L("Its text is copied: paste it to {{.Name}} in any messenger or e-mail.", name))
	u.showCorrText(lang.L("Send this to {{.Name}}", name), done+lang.L("Send this text to {{.Name}} (it is copied already):", name), text)
}

// corrRead takes in what the friend sent: every text in the paste. It returns what
// happened, in a player's words, and the invitations found (to accept).
func (u *ui) corrRead(paste string) (said []string, invitations []*corresp.Invitation) {
	changed := map[string]bool{}
	for _, o := range u.corrStore().Read(paste) {
		said = append(said, o.Message)
		if o.Invitation != nil {
			invitations = append(invitations, o.Invitation)
		}
		if o.Err == nil && !o.Repeat {
			changed[o.Game] = true
		}
	}
	for id := range changed {
		u.corrRefresh(id)
	}
	return said, invitations
}

// corrImport takes in a game file the friend sent; it returns what happened.
func (u *ui) corrImport(text string) string {
	o := u.corrStore().ImportPGN(text)
	if o.Err == nil {
		u.corrRefresh(o.Game)
	}
	return o.Message
}

// corrRefresh brings the board up to the store's game id, when the board shows it.
func (u *ui) corrRefresh(id string) {
	if shown, ok := u.corrShown(); ok && shown.id == id {
		if g, err := u.corrStore().Game(id); err == nil {
			u.reloadCorrGame(g)
		}
	}
}

// reloadCorrGame brings the board's correspondence game up to the store's: the friend's
// moves (animated, one by one), their resignation or the draw agreed.
func (u *ui) reloadCorrGame(g *corresp.Game) {
	s := u.sess
	f, _ := u.corrShown()
	moves := g.Record.Moves()
	switch have := s.Game().Ply(); {
	case have == len(moves):
	case have+1 == len(moves) && f != nil && f.turn != nil:
		f.turn.Move(moves[have]) // the friend's move, shown as it is played
	default:
		u.openCorrGame(g) // the board and the store differ: the store is the truth
		return
	}
	if r, why := g.Record.Result(); r != rules.ResultNone && !s.Game().Over() {
		switch why {
		case rules.ReasonResignation:
			_ = s.Concede(g.Me.Other(), why)
		default:
			u.openCorrGame(g)
		}
	}
}
