package netplay

// What the friend sends, and how this end acts on it: the link's handler, the game
// started or taken from the friend's state, moves checked and played, ends.

import (
	"errors"
	"strconv"
	"time"

	"siegeworks/i18n"
	"siegeworks/library"
	"siegeworks/rules"
	"siegeworks/session"
)

// The link's handler: called on the link's goroutines, posted to the session's.

func (p *Peer) connected() {
	p.cfg.Post(func() {
		p.send(message{T: kindHello, Name: p.cfg.Name, App: "Siegeworks"})
		if p.started {
			p.send(message{T: kindState, Game: p.state()})
		}
	})
}

func (p *Peer) statusChanged(s Status, err error) {
	p.cfg.Post(func() {
		p.linkSt = s
		switch s {
		case Lost:
			p.cfg.Session.HoldClocks()
		case Connected:
			p.cfg.Session.ReleaseClocks()
		}
		p.notify(Event{Kind: EvStatus, Status: s, Err: err})
	})
}

func (p *Peer) rejected(err error) {
	p.cfg.Post(func() {
		p.logf("netplay: refused from the friend: %v", err)
		p.noteRefusal(i18n.L("Something {{.Name}}'s program sent could not be read and was refused ({{.Why}}); the game is unchanged.",
			i18n.Args{"Name": p.String(), "Why": err.Error()}))
	})
}

func (p *Peer) received(m message) {
	p.cfg.Post(func() { p.handle(m) })
}

// handle acts on a message from the friend.
func (p *Peer) handle(m message) {
	switch m.T {
	case kindHello:
		first := p.name == ""
		p.name = m.Name
		p.notify(Event{Kind: EvHello, Text: m.Name})
		if p.host && !p.started {
			p.startHosted()
		} else if first && p.started {
			p.notify(Event{Kind: EvNames})
		}
	case kindState:
		p.onState(*m.Game)
	case kindMove:
		p.onMove(m)
	case kindEnd:
		p.onEnd(m)
	case kindDraw:
		if p.atPly(m.Ply) {
			p.cfg.Session.DrawOfferedBy(p.side)
		}
	case kindDrawAns:
		if o := p.offer; o != nil {
			p.offer = nil
			o.Answer(m.Accept, i18n.L("{{.Name}} declines the draw.", i18n.Args{"Name": p.String()}))
		}
	case kindBack:
		if p.atPly(m.Ply) && !p.cfg.Session.TakebackRequestedBy(p.side) {
			p.send(message{T: kindBackAns, Accept: false})
		}
	case kindBackAns:
		if r := p.back; r != nil {
			p.back = nil
			if m.Accept {
				p.epoch++
			}
			r.Answer(m.Accept)
		}
	case kindRematch:
		p.onRematch()
	case kindRematchA:
		p.onRematchAnswer(m.Accept)
	case kindChat:
		p.notify(Event{Kind: EvChat, Text: m.Text})
	case kindRefuse:
		p.notify(Event{Kind: EvRefused, Text: m.Text})
	}
}

// atPly tells whether a question was asked about the game as it stands here.
func (p *Peer) atPly(ply int) bool {
	g := p.cfg.Session.Game()
	return p.started && !g.Over() && ply == g.Ply()
}

// startHosted starts the hosted game when the friend first comes.
func (p *Peer) startHosted() {
	s := p.setup
	g, err := rules.NewGameFromFEN(s.Variant, fenOr(s.FEN, s.Variant))
	if err != nil {
		p.notify(Event{Kind: EvNote, Text: i18n.L("The game could not start: {{.Why}}", i18n.Args{"Why": err.Error()})})
		return
	}
	id := s.ID
	if id == "" {
		id = newGameID()
	}
	p.side = s.HostSide.Other()
	p.epoch = 0
	p.startGame(g, s.Clock, id)
	p.send(message{T: kindState, Game: p.state()})
}

func fenOr(fen string, v *rules.Variant) string {
	if fen == "" {
		return v.StartFEN
	}
	return fen
}

// startGame makes g the session's game, the friend playing their side.
func (p *Peer) startGame(g *rules.Game, tc session.TimeControl, id string) {
	s := p.cfg.Session
	players := [2]session.Player{session.Human{Name: p.cfg.Name}, session.Human{Name: p.cfg.Name}}
	players[p.side] = p
	tags := map[string]string{
		"Event": "Siegeworks game at a distance", "Site": "Siegeworks",
		"Date": time.Now().Format("2006.01.02"), "Time": time.Now().Format("15:04:05"),
		library.IDTag: id,
	}
	s.SetTimeControl(tc)
	p.turn, p.offer, p.back = nil, nil, nil
	s.Start(g, players, tags)
	p.started = true
	p.rematch = noRematch
}

// onState takes the friend's state. Both ends make one game of the host's state and the
// joiner's by the same rule (reconcile), so that they agree whichever of the two states
// crossing on a new connection arrives first: an end that was behind takes the merged game,
// and an end whose game the friend lacks sends it. (Taking the host's state as it is would
// lose a move the joiner made while the connection was dying: the host's state, sent on
// connection, does not have it yet.)
func (p *Peer) onState(theirs gameState) {
	if !p.started {
		if !p.host {
			p.adopt(theirs, "") // the game the host starts
		}
		return // at the host, the friend's hello starts the game, and its state follows
	}
	mine := *p.state()
	host, joiner := mine, theirs
	if !p.host {
		host, joiner = theirs, mine
	}
	merged, note := reconcile(host, joiner)
	if !sameGame(merged, mine) {
		p.adopt(merged, note)
	} else if note != "" {
		p.notify(Event{Kind: EvNote, Text: note})
	}
	if !sameGame(merged, theirs) {
		p.send(message{T: kindState, Game: p.state()})
	}
}

// adopt makes the game of a state the session's, when it differs from what is here.
func (p *Peer) adopt(st gameState, note string) {
	if p.started && sameGame(st, *p.state()) {
		return
	}
	g, tc, err := gameOf(st)
	if err != nil {
		p.send(message{T: kindRefuse, Text: clipReason(i18n.L("your game could not be read: {{.Why}}", i18n.Args{"Why": err.Error()}))})
		p.notify(Event{Kind: EvNote, Text: i18n.L("The friend's game could not be read: {{.Why}}", i18n.Args{"Why": err.Error()})})
		return
	}
	p.side = sideOf(st.HostSide)
	if p.host {
		p.side = p.side.Other()
	}
	p.epoch = st.Epoch
	p.startGame(g, tc, st.ID)
	if note != "" {
		p.notify(Event{Kind: EvNote, Text: note})
	}
}

// resync asks for the game to be made one again by sending the state here, at most once a
// second (a friend whose messages keep disagreeing cannot make this end spin); one asked for
// sooner is sent when the second is up, not dropped, or the two ends could stay apart.
func (p *Peer) resync() {
	wait := time.Second - time.Since(p.pace.lastSync)
	if wait <= 0 {
		p.pace.lastSync = time.Now()
		p.send(message{T: kindState, Game: p.state()})
		return
	}
	if p.pace.syncDue {
		return
	}
	p.pace.syncDue = true
	time.AfterFunc(wait, func() {
		p.cfg.Post(func() {
			p.pace.syncDue = false
			p.resync()
		})
	})
}

// onMove plays the friend's move, checked by the rules and by the position it leads to.
func (p *Peer) onMove(m message) {
	s := p.cfg.Session
	g := s.Game()
	switch {
	case !p.started:
		return
	case m.Ply <= g.Ply():
		if g.SANs()[m.Ply-1] != m.Move {
			p.resync()
		}
		return // a move already here
	case m.Ply != g.Ply()+1 || g.Over() || s.ToMove() != p.side || p.turn == nil:
		p.resync()
		return
	}
	pos := g.Position()
	mv, err := pos.ParseSAN(m.Move)
	if err != nil {
		p.refuseMove(m, false)
		return
	}
	after := pos.Clone()
	after.MakeMove(mv)
	if h, _ := parseHash(m.Hash); h != after.Hash() {
		p.refuseMove(m, true)
		return
	}
	turn := p.turn
	turn.OnRefused = func(_ rules.Move, err error) {
		p.send(message{T: kindRefuse, Text: clipReason(i18n.L("your move {{.Move}} was refused: {{.Why}}", i18n.Args{"Move": m.Move, "Why": err.Error()}))})
		p.resync()
	}
	turn.MoveTimed(mv, time.Duration(m.Thought)*time.Millisecond)
}

// refuseMove tells the friend their move was refused and why (it is not legal here, or it
// leads elsewhere than the position it came with); the game here is unchanged.
func (p *Peer) refuseMove(m message, elsewhere bool) {
	a := i18n.Args{"Move": rules.MoveLabel(p.cfg.Session.Game().PositionAt(0), m.Ply, m.Move), "Name": p.String()}
	if elsewhere {
		p.send(message{T: kindRefuse, Text: clipReason(i18n.L("your move {{.Move}} leads to another position than on this board; the game is unchanged", a))})
		p.noteRefusal(i18n.L("{{.Name}} sent the move {{.Move}}, which leads to another position than on this board; it was refused and the game is unchanged.", a))
	} else {
		p.send(message{T: kindRefuse, Text: clipReason(i18n.L("your move {{.Move}} is not a legal move here; the game is unchanged", a))})
		p.noteRefusal(i18n.L("{{.Name}} sent the move {{.Move}}, which is not a legal move here; it was refused and the game is unchanged.", a))
	}
	p.resync()
}

// noteRefusal tells the person here that something of the friend's was refused, once in
// notePace at most: a program that keeps sending wrong things cannot bury the app in notes.
func (p *Peer) noteRefusal(text string) {
	if time.Since(p.pace.lastNote) < notePace {
		return
	}
	p.pace.lastNote = time.Now()
	p.notify(Event{Kind: EvNote, Text: text})
}

// notePace is the least time between two notes of refusals.
const notePace = 10 * time.Second

// onEnd ends the game as the friend ended it there.
func (p *Peer) onEnd(m message) {
	s := p.cfg.Session
	g := s.Game()
	if !p.started || g.Over() {
		return
	}
	if m.Ply != g.Ply() {
		p.resync()
		return
	}
	var err error
	switch rules.Reason(m.Reason) {
	case rules.ReasonResignation:
		err = s.Concede(p.side, rules.ReasonResignation)
	case rules.ReasonTime, rules.ReasonTimeNoMate:
		err = s.Concede(p.side, rules.ReasonTime)
	case rules.ReasonAbandoned: // the friend claimed the game: this end left it
		err = s.Concede(p.side.Other(), rules.ReasonAbandoned)
	case rules.ReasonAgreement:
		err = s.AgreeDrawWithRemote()
	case rules.ReasonThreefold, rules.ReasonFiftyMove:
		err = s.DrawClaimedThere()
	default:
		err = errors.New(i18n.L("an end {{.Reason}}", i18n.Args{"Reason": strconv.Quote(m.Reason)}))
	}
	if err != nil {
		p.send(message{T: kindRefuse, Text: clipReason(i18n.L("your end of the game was refused: {{.Why}}", i18n.Args{"Why": err.Error()}))})
		p.resync()
	}
}
