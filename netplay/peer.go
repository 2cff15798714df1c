package netplay

import (
	"net"
	"time"

	"siegeworks/i18n"
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
	name    string      // the friend's name, once they said it
	side    rules.Color // the side the friend plays
	setup   Setup       // the host's: the game to start when the friend first comes
	started bool        // the game at a distance is the session's game
	epoch   int         // takebacks agreed
	turn    *session.Turn
	offer   *session.Offer
	back    *session.TakebackRequest
	rematch rematchState
	linkSt  Status
	pace    pacing
}

// pacing is when this end last answered the friend's disagreements, so that a friend whose
// messages keep disagreeing cannot make it spin.
type pacing struct {
	lastSync time.Time // the state last sent to make the game one again
	syncDue  bool      // a resync waits for its second
	lastNote time.Time // the last note about something of the friend's refused
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
		return i18n.L("Friend")
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

// state is the game here as a state.
func (p *Peer) state() *gameState {
	hostSide := p.side.Other()
	if !p.host {
		hostSide = p.side
	}
	st := stateOf(p.cfg.Session, hostSide, p.epoch)
	return &st
}
