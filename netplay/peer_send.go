package netplay

// What this end tells the friend: the session's calls (Witness, DrawJudge,
// TakebackJudge) and chat.

import (
	"time"

	"siegeworks/rules"
	"siegeworks/session"
)

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
