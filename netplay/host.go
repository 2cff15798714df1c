package netplay

import (
	"context"
	"net"
	"time"

	"siegeworks/session"
)

// HostOptions are the host's.
type HostOptions struct {
	Options
	Code Code
	// Listen is the address to listen on (":0": any free port on every interface).
	Listen string
	// Setup is the game offered.
	Setup Setup
	// Resume, when set, continues the session's game (a game at a distance the app was
	// restarted in): Setup then says only the sides.
	Resume *Resume
}

// Host listens for the friend with the code; the game starts when they come (or, resumed,
// goes on). The port stays open until Close.
func Host(o HostOptions) (*Peer, error) {
	ln, err := net.Listen("tcp", o.Listen)
	if err != nil {
		return nil, err
	}
	p := &Peer{cfg: o.Options, host: true, code: o.Code, setup: o.Setup, side: o.Setup.HostSide.Other()}
	if o.Resume != nil {
		p.resume(o.Resume)
	}
	p.link = newHostLink(ln, o.Code, p)
	p.addr = ln.Addr()
	return p, nil
}

// JoinOptions are the joiner's.
type JoinOptions struct {
	Options
	Code Code
	// Addr is the host's address, host:port.
	Addr string
	// Resume, when set, continues the session's game.
	Resume *Resume
}

// dialTimeout bounds one attempt to reach the host.
const dialTimeout = 5 * time.Second

// Join dials the host until it answers, then plays the game the host sends (or, resumed,
// goes on with the session's game, made one with the host's).
func Join(o JoinOptions) *Peer {
	p := &Peer{cfg: o.Options, code: o.Code, joinAddr: o.Addr}
	if o.Resume != nil {
		p.resume(o.Resume)
	}
	dial := func(ctx context.Context) (net.Conn, error) {
		d := net.Dialer{Timeout: dialTimeout}
		return d.DialContext(ctx, "tcp", o.Addr)
	}
	p.link = newJoinLink(dial, o.Code, p)
	return p
}

// Addr is where the host listens (nil at the joiner's end).
func (p *Peer) Addr() net.Addr { return p.addr }

// Resume is what an app keeps to take a game at a distance up again after a restart.
type Resume struct {
	Host   bool   `json:"host"`
	Code   string `json:"code"`
	Addr   string `json:"addr"`   // the host's address (the joiner dials it; the host listens on its port)
	Friend string `json:"friend"` // the friend's side, "white" or "black"
	Name   string `json:"name"`   // the friend's name
	Epoch  int    `json:"epoch"`
	GameID string `json:"game"`
}

// ResumeInfo is what to keep to take this game up again (session goroutine).
func (p *Peer) ResumeInfo() Resume {
	r := Resume{Host: p.host, Code: p.code.String(), Friend: sideName(p.side), Name: p.name, Epoch: p.epoch,
		GameID: p.cfg.Session.ID()}
	if p.host && p.addr != nil {
		r.Addr = p.addr.String()
	} else {
		r.Addr = p.joinAddr
	}
	return r
}

// resume makes the session's game this game at a distance again, the friend playing it.
func (p *Peer) resume(r *Resume) {
	p.side, p.name, p.epoch = sideOf(r.Friend), r.Name, r.Epoch
	s := p.cfg.Session
	players := s.Players()
	players[p.side] = p
	players[p.side.Other()] = session.Human{Name: p.cfg.Name}
	s.SetTimeControl(s.TimeControl())
	s.Start(s.Game(), players, s.Tags())
	p.started = true
}
