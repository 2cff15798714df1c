package netplay

// Rematches: another game, colours swapped, when both want it.

import (
	"siegeworks/rules"
)

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
