package corresp

import (
	"errors"
	"os"

	"siegeworks/library"
	"siegeworks/rules"
)

// What this side does: invite, accept, move, resign, offer or accept a draw. Each kept in
// the store and returned as the text to send to the friend.

// Invitation is an invitation read from a text, to accept with Store.Accept.
type Invitation struct {
	Variant  *rules.Variant
	GameID   string
	From     string      // the inviter's name
	FromSide rules.Color // the side the inviter plays
	secret   secret
}

// Invite makes a new game of the variant with this side playing me under the name given,
// and the invitation text to send (two lines: a sentence for the friend, and the text).
func (s *Store) Invite(v *rules.Variant, me rules.Color, myName string) (*Game, string, error) {
	name := cleanName(myName)
	if name == "" {
		return nil, "", badName(myName)
	}
	id, err := s.freshID()
	if err != nil {
		return nil, "", err
	}
	sec, err := newSecret()
	if err != nil {
		return nil, "", err
	}
	now := s.Now()
	g := &Game{ID: id, Variant: v, Me: me, Record: rules.NewGame(v), Started: now, LastActivity: now,
		inviter: true, secret: sec, libraryID: library.NewID(now)}
	g.Names[me] = name
	if err := s.save(g); err != nil {
		return nil, "", err
	}
	return g.clone(), g.invitationText(), nil
}

// freshID is a game id not used in the store.
func (s *Store) freshID() (string, error) {
	for {
		id, err := newID()
		if err != nil {
			return "", err
		}
		if _, err := os.Stat(s.path(id)); os.IsNotExist(err) {
			return id, nil
		}
	}
}

func badName(name string) *Refusal {
	return refuse(BadName, "", "%q cannot be a player's name here: use 1 to %d letters (up to %d words), without the word \"playing\".", name, maxName, maxNameWords)
}

func (g *Game) invitationText() string {
	m := &message{kind: KindInvitation, variant: g.Variant, id: g.ID, name: g.Names[g.Me], side: g.Me, key: g.secret.String()}
	m.seal = g.secret.seal(g.ID, m.sealFields()...)
	return g.Names[g.Me] + " invites you to play " + g.Variant.Name +
		" by correspondence. To accept, paste this whole message into Siegeworks:\n" + m.String()
}

// ParseInvitation finds the first invitation in a paste.
func ParseInvitation(paste string) (*Invitation, error) {
	for _, f := range findTexts(paste) {
		if f.msg != nil && f.msg.kind == KindInvitation {
			return invitationOf(f.msg)
		}
	}
	return nil, refuse(Unreadable, "", "There is no Siegeworks invitation in this text. An invitation is a line starting with \"Siegeworks\" and holding a key.")
}

func invitationOf(m *message) (*Invitation, error) {
	sec, ok := parseSecret(m.key)
	if !ok || !sec.sealOK(m.seal, m.id, m.sealFields()...) {
		return nil, refuse(Forged, m.id, "The invitation to game %s was changed on the way (its key or seal does not match). Ask %s to send it again.", m.id, m.name)
	}
	return &Invitation{Variant: m.variant, GameID: m.id, From: m.name, FromSide: m.side, secret: sec}, nil
}

// Accept accepts an invitation under the name given: the game is made here, and the text
// returned tells the friend (send it with the first move, if that is this side's).
// Accepting the same invitation again returns the game and the text again.
func (s *Store) Accept(inv *Invitation, myName string) (*Game, string, error) {
	name := cleanName(myName)
	if name == "" {
		return nil, "", badName(myName)
	}
	g, err := s.load(inv.GameID)
	if err == nil {
		switch {
		case g.secret != inv.secret:
			return nil, "", refuse(Taken, inv.GameID, "You already have another correspondence game called %s. Ask %s to send a new invitation.", inv.GameID, inv.From)
		case g.inviter:
			return nil, "", refuse(OwnText, inv.GameID, "This is your own invitation to game %s: send it to your friend.", inv.GameID)
		}
		return g, g.acceptanceText(), nil
	}
	if !unknown(err) {
		return nil, "", err // a damaged file is not replaced
	}
	now := s.Now()
	g = &Game{ID: inv.GameID, Variant: inv.Variant, Me: inv.FromSide.Other(), Record: rules.NewGame(inv.Variant),
		Started: now, LastActivity: now, Accepted: true, secret: inv.secret, libraryID: library.NewID(now)}
	g.Names[inv.FromSide], g.Names[g.Me] = inv.From, name
	if err := s.save(g); err != nil {
		return nil, "", err
	}
	return g.clone(), g.acceptanceText(), nil
}

func (g *Game) acceptanceText() string {
	return g.text(&message{kind: KindAcceptance, name: g.Names[g.Me], side: g.Me})
}

// text seals a message of this game and writes it.
func (g *Game) text(m *message) string {
	m.variant, m.id = g.Variant, g.ID
	m.seal = g.secret.seal(g.ID, m.sealFields()...)
	return m.String()
}

// moveText is the text of the ply-th move of the game (counted from 0).
func (g *Game) moveText(ply int) string {
	return g.text(&message{kind: KindMove, ply: ply, side: rules.Color(ply % 2), san: g.Record.SANs()[ply],
		pos: posCode(g.Record.PositionAt(ply + 1).Hash())})
}

// Move plays this side's move in the game and returns its text.
func (s *Store) Move(id string, m rules.Move) (string, error) {
	return s.act(id, func(g *Game) (string, error) {
		if !g.YourTurn() {
			return "", refuse(NotYourTurn, g.ID, "It is %s's turn in game %s.", g.Friend(), g.ID)
		}
		ply := g.Record.Ply()
		if err := g.Record.Play(m); err != nil {
			return "", refuse(Illegal, g.ID, "That move is not legal in game %s.", g.ID)
		}
		if g.Offer.Standing && g.Offer.By != g.Me {
			g.Offer = DrawOffer{} // a move declines the friend's offer
		}
		return g.moveText(ply), nil
	})
}

// Resign resigns the game and returns the text that tells the friend.
func (s *Store) Resign(id string) (string, error) {
	return s.act(id, func(g *Game) (string, error) {
		_ = g.Record.Resign(g.Me)
		g.Offer = DrawOffer{}
		return g.text(&message{kind: KindResign, ply: g.Record.Ply(), side: g.Me}), nil
	})
}

// OfferDraw offers a draw (or accepts the friend's, when one stands) and returns the text.
func (s *Store) OfferDraw(id string) (string, error) {
	return s.act(id, func(g *Game) (string, error) {
		if g.Offer.Standing && g.Offer.By != g.Me {
			return g.acceptDraw(), nil
		}
		g.Offer = DrawOffer{Standing: true, By: g.Me}
		return g.text(&message{kind: KindDrawOffer, ply: g.Record.Ply(), side: g.Me}), nil
	})
}

// AcceptDraw accepts the friend's draw offer and returns the text.
func (s *Store) AcceptDraw(id string) (string, error) {
	return s.act(id, func(g *Game) (string, error) {
		if !g.Offer.Standing || g.Offer.By == g.Me {
			return "", refuse(NoDrawOffer, g.ID, "%s has not offered a draw in game %s.", g.Friend(), g.ID)
		}
		return g.acceptDraw(), nil
	})
}

func (g *Game) acceptDraw() string {
	_ = g.Record.AgreeDraw()
	g.Offer = DrawOffer{}
	return g.text(&message{kind: KindDrawAccept, ply: g.Record.Ply(), side: g.Me})
}

// act does something of this side's in a running game and keeps it.
func (s *Store) act(id string, do func(g *Game) (string, error)) (string, error) {
	g, err := s.Game(id)
	if err != nil {
		return "", err
	}
	if g.Over() {
		return "", refuse(GameOver, g.ID, "Game %s has ended: %s.", g.ID, g.Status())
	}
	text, err := do(g)
	if err != nil {
		return "", err
	}
	g.LastActivity = s.Now()
	if err := s.save(g); err != nil {
		return "", err
	}
	return text, nil
}

// unknown tells whether err says a game is not in the store.
func unknown(err error) bool {
	var r *Refusal
	return errors.As(err, &r) && r.Why == UnknownGame
}
