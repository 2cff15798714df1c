package netplay

import (
	"fmt"
	"net"
	"time"

	"siegeworks/library"
	"siegeworks/rules"
	"siegeworks/session"
)

// Peer is the friend at the other end of a link, as the session sees them: a player of kind
// Remote who makes their moves on their own board, hears what is done here (Witness), and
// answers draw offers and takeback requests there. Its session methods run on the session's
// goroutine; what the link brings is posted there.
type Peer struct {
	cfg      Options
	link     *link
	host     bool
	code     Code
	addr     net.Addr // the host's listening address
	joinAddr string   // the address the joiner dials

	// The session's goroutine only, from here on.
	name     string      // the friend's name, once they said it
	side     rules.Color // the side the friend plays
	setup    Setup       // the host's: the game to start when the friend first comes
	started  bool        // the game at a distance is the session's game
	epoch    int         // takebacks agreed
	turn     *session.Turn
	offer    *session.Offer
	back     *session.TakebackRequest
	rematch  rematchState
	linkSt   Status
	lastSync time.Time
	lastNote time.Time
}

// rematchState is where a rematch stands.
type rematchState int

const (
	noRematch      rematchState = iota
	rematchAsked                // asked here, waiting for the friend
	rematchOffered              // the friend asked, waiting for the person here
)

// Options are what both ends need.
type Options struct {
	Session *session.Session
	// Post runs a function on the session's goroutine (fyne.Do in the app).
	Post func(func())
	// Name is the name of the person here, told to the friend.
	Name string
	// Notify hears what the app shows: the link's status, chat, notes (session goroutine).
	Notify func(Event)
	// Logf logs (nil: silent).
	Logf func(format string, args ...any)
}

// Setup is the game the host offers.
type Setup struct {
	Variant  *rules.Variant
	FEN      string // "" for the variant's start
	Clock    session.TimeControl
	HostSide rules.Color
	// ID names the game; "" for a new one. A game resumed after a restart keeps its ID.
	ID string
}

// Kind is part of session.Player.
func (p *Peer) Kind() session.Kind { return session.Remote }

func (p *Peer) String() string {
	if p.name == "" {
		return "Friend"
	}
	return p.name
}

// Begin is part of session.Player: the friend's move comes over the link.
func (p *Peer) Begin(t *session.Turn) func() {
	p.turn = t
	return func() {
		if p.turn == t {
			p.turn = nil
		}
	}
}

// Side is the side the friend plays.
func (p *Peer) Side() rules.Color { return p.side }

// Host tells whether this end hosts the game.
func (p *Peer) Host() bool { return p.host }

// Code is the game's invitation code.
func (p *Peer) Code() Code { return p.code }

// Status is the link's status as last heard (session goroutine).
func (p *Peer) Status() Status { return p.linkSt }

// Close ends the link (the friend hears it); the game stays as it is.
func (p *Peer) Close() { p.link.close() }

func (p *Peer) logf(format string, args ...any) {
	if p.cfg.Logf != nil {
		p.cfg.Logf(format, args...)
	}
}

func (p *Peer) notify(e Event) {
	if p.cfg.Notify != nil {
		p.cfg.Notify(e)
	}
}

// send sends, logging what cannot be sent (the state sent on reconnection makes up for it).
func (p *Peer) send(m message) {
	if err := p.link.send(m); err != nil && err != errNotConnected {
		p.logf("netplay: sending %s: %v", m.T, err)
	}
}

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
		if time.Since(p.lastNote) < 10*time.Second {
			return
		}
		p.lastNote = time.Now()
		p.logf("netplay: refused from the friend: %v", err)
		p.notify(Event{Kind: EvNote, Text: "Something " + p.String() + "'s program sent could not be read and was refused (" + err.Error() + "); the game is unchanged."})
	})
}

func (p *Peer) received(m message) {
	p.cfg.Post(func() { p.handle(m) })
}

// state is the game here as a state.
func (p *Peer) state() *gameState {
	hostSide := p.side.Other()
	if !p.host {
		hostSide = p.side
	}
	st := stateOf(p.cfg.Session, hostSide, p.epoch)
	return &st
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
			o.Answer(m.Accept, p.String()+" declines the draw.")
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
		p.notify(Event{Kind: EvNote, Text: "The game could not start: " + err.Error()})
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

// onState takes the friend's state: the host makes one game of the two and tells the
// joiner; the joiner takes the host's.
func (p *Peer) onState(theirs gameState) {
	s := p.cfg.Session
	if !p.host {
		// The host's game is the truth, except that a move made here may be on its way
		// (or lost with a connection): a state of the host's that stops short of this
		// end's moves is not taken, and this end's goes to the host instead.
		if p.started {
			mine := *p.state()
			if merged, _ := reconcile(theirs, mine); sameGame(merged, mine) && !sameGame(merged, theirs) {
				p.resync()
				return
			}
		}
		p.adopt(theirs, "")
		return
	}
	if !p.started {
		return // the friend's hello starts the game, and its state follows
	}
	mine := *p.state()
	merged, note := reconcile(mine, theirs)
	if !sameGame(merged, mine) {
		p.adopt(merged, note)
	} else if note != "" {
		p.notify(Event{Kind: EvNote, Text: note})
	}
	if !sameGame(merged, theirs) {
		p.send(message{T: kindState, Game: p.state()})
	}
	_ = s
}

// adopt makes the game of a state the session's, when it differs from what is here.
func (p *Peer) adopt(st gameState, note string) {
	if p.started && sameGame(st, *p.state()) {
		return
	}
	g, tc, err := gameOf(st)
	if err != nil {
		p.send(message{T: kindRefuse, Text: clipReason("your game could not be read: " + err.Error())})
		p.notify(Event{Kind: EvNote, Text: "The friend's game could not be read: " + err.Error()})
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

// resync asks for the game to be made one again: the joiner sends its state, the host its
// own (at most once a second: a friend whose messages keep disagreeing cannot make this end
// spin).
func (p *Peer) resync() {
	if time.Since(p.lastSync) < time.Second {
		return
	}
	p.lastSync = time.Now()
	p.send(message{T: kindState, Game: p.state()})
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
		p.refuseMove(m, "is not a legal move here")
		return
	}
	after := pos.Clone()
	after.MakeMove(mv)
	if h, _ := parseHash(m.Hash); h != after.Hash() {
		p.refuseMove(m, "leads to another position than on this board")
		return
	}
	turn := p.turn
	turn.OnRefused = func(_ rules.Move, err error) {
		p.send(message{T: kindRefuse, Text: clipReason(fmt.Sprintf("your move %s was refused: %v", m.Move, err))})
		p.resync()
	}
	turn.MoveTimed(mv, time.Duration(m.Thought)*time.Millisecond)
}

// refuseMove tells the friend their move was refused and why; the game here is unchanged.
func (p *Peer) refuseMove(m message, why string) {
	label := rules.MoveLabel(p.cfg.Session.Game().PositionAt(0), m.Ply, m.Move)
	p.send(message{T: kindRefuse, Text: clipReason("your move " + label + " " + why + "; the game is unchanged")})
	p.notify(Event{Kind: EvNote, Text: fmt.Sprintf("%s sent the move %s, which %s; it was refused and the game is unchanged.", p.String(), label, why)})
	p.resync()
}

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
		err = fmt.Errorf("an end %q", m.Reason)
	}
	if err != nil {
		p.send(message{T: kindRefuse, Text: clipReason("your end of the game was refused: " + err.Error())})
		p.resync()
	}
}

// The session's calls (Witness, DrawJudge, TakebackJudge).

// Moved is part of session.Witness: a move made here goes to the friend.
func (p *Peer) Moved(ply int, m rules.Move, thought time.Duration) {
	g := p.cfg.Session.Game()
	san := g.SANs()[ply-1]
	p.send(message{T: kindMove, Ply: ply, Move: san, Hash: formatHash(g.Position().Hash()), Thought: thought.Milliseconds()})
}

// Ended is part of session.Witness.
func (p *Peer) Ended(r rules.Result, why rules.Reason) {
	p.send(message{T: kindEnd, Ply: p.cfg.Session.Game().Ply(), Result: string(r), Reason: string(why)})
}

// DrawAnswered is part of session.Witness.
func (p *Peer) DrawAnswered(accept bool) {
	p.send(message{T: kindDrawAns, Accept: accept})
}

// TakebackAnswered is part of session.Witness.
func (p *Peer) TakebackAnswered(accept bool) {
	if accept {
		p.epoch++
	}
	p.send(message{T: kindBackAns, Accept: accept})
}

// ConsiderDraw is part of session.DrawJudge: the offer goes to the friend.
func (p *Peer) ConsiderDraw(o *session.Offer) func() {
	p.offer = o
	p.send(message{T: kindDraw, Ply: p.cfg.Session.Game().Ply()})
	return func() {
		if p.offer == o {
			p.offer = nil
		}
	}
}

// ConsiderTakeback is part of session.TakebackJudge: the request goes to the friend.
func (p *Peer) ConsiderTakeback(r *session.TakebackRequest) func() {
	p.back = r
	p.send(message{T: kindBack, Ply: p.cfg.Session.Game().Ply()})
	return func() {
		if p.back == r {
			p.back = nil
		}
	}
}

// Chat sends a short message to the friend.
func (p *Peer) Chat(text string) error {
	m := message{T: kindChat, Text: text}
	if err := m.validate(); err != nil {
		return err
	}
	return p.link.send(m)
}

// Rematches.

// OfferRematch asks the friend for another game, colours swapped.
func (p *Peer) OfferRematch() {
	if !p.cfg.Session.Game().Over() {
		return
	}
	if p.rematch == rematchOffered {
		p.AnswerRematch(true)
		return
	}
	p.rematch = rematchAsked
	p.send(message{T: kindRematch})
}

func (p *Peer) onRematch() {
	if !p.started || !p.cfg.Session.Game().Over() {
		p.send(message{T: kindRematchA, Accept: false})
		return
	}
	if p.rematch == rematchAsked { // both asked
		p.rematch = noRematch
		p.startRematch()
		return
	}
	p.rematch = rematchOffered
	p.notify(Event{Kind: EvRematchOffered})
}

// AnswerRematch is the person here's answer to the friend's rematch offer.
func (p *Peer) AnswerRematch(accept bool) {
	if p.rematch != rematchOffered {
		return
	}
	p.rematch = noRematch
	p.send(message{T: kindRematchA, Accept: accept})
	if accept {
		p.startRematch()
	}
}

func (p *Peer) onRematchAnswer(accept bool) {
	if p.rematch != rematchAsked {
		return
	}
	p.rematch = noRematch
	if !accept {
		p.notify(Event{Kind: EvRematchDeclined})
		return
	}
	p.startRematch()
}

// startRematch: the host starts the new game, colours swapped, and tells the joiner, who
// takes the host's state.
func (p *Peer) startRematch() {
	if !p.host {
		return
	}
	g := p.cfg.Session.Game()
	p.setup = Setup{Variant: g.Variant(), FEN: fenIfSet(g), Clock: p.cfg.Session.TimeControl(), HostSide: p.side}
	p.startHosted()
}

func fenIfSet(g *rules.Game) string {
	if g.StartFEN() == g.Variant().StartFEN {
		return ""
	}
	return g.StartFEN()
}
