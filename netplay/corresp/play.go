package corresp

import (
	"errors"
	"os"
	"strconv"

	"siegeworks/i18n"
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

// ownInvitation says that an invitation pasted is this side's own.
func ownInvitation(id string) string {
	return i18n.L("This is your own invitation to game {{.Game}}: send it to your friend.", i18n.Args{"Game": id})
}

func badName(name string) *Refusal {
	return refuse(BadName, "", i18n.L("{{.Name}} cannot be a player's name here: use 1 to {{.Max}} letters (up to {{.Words}} words), without the word \"playing\".",
		i18n.Args{"Name": strconv.Quote(name), "Max": maxName, "Words": maxNameWords}))
}

func (g *Game) invitationText() string {
	m := &message{kind: KindInvitation, variant: g.Variant, id: g.ID, name: g.Names[g.Me], side: g.Me, key: g.secret.String()}
	m.seal = g.secret.seal(g.ID, m.sealFields()...)
	return i18n.L("{{.Name}} invites you to play {{.Variant}} by correspondence. To accept, paste this whole message into Siegeworks:",
		i18n.Args{"Name": g.Names[g.Me], "Variant": i18n.L(g.Variant.Name)}) + "\n" + m.String()
}

// ParseInvitation finds the first invitation in a paste.
func ParseInvitation(paste string) (*Invitation, error) {
	for _, f := range findTexts(paste) {
		if f.msg != nil && f.msg.kind == KindInvitation {
			return invitationOf(f.msg)
		}
	}
	return nil, refuse(Unreadable, "", i18n.L("There is no Siegeworks invitation in this text. An invitation is a line starting with \"Siegeworks\" and holding a key."))
}

func invitationOf(m *message) (*Invitation, error) {
	sec, ok := parseSecret(m.key)
	if !ok || !sec.sealOK(m.seal, m.id, m.sealFields()...) {
		return nil, refuse(Forged, m.id, i18n.L("The invitation to game {{.Game}} was changed on the way (its key or seal does not match). Ask {{.Name}} to send it again.",
			i18n.Args{"Game": m.id, "Name": m.name}))
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
			return nil, "", refuse(Taken, inv.GameID, i18n.L("You already have another correspondence game called {{.Game}}. Ask {{.Name}} to send a new invitation.",
				i18n.Args{"Game": inv.GameID, "Name": inv.From}))
		case g.inviter:
			return nil, "", refuse(OwnText, inv.GameID, ownInvitation(inv.GameID))
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
			return "", refuse(NotYourTurn, g.ID, i18n.L("It is {{.Name}}'s turn in game {{.Game}}.", i18n.Args{"Name": g.Friend(), "Game": g.ID}))
		}
		ply := g.Record.Ply()
		if err := g.Record.Play(m); err != nil {
			return "", refuse(Illegal, g.ID, i18n.L("That move is not legal in game {{.Game}}.", i18n.Args{"Game": g.ID}))
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
			return "", refuse(NoDrawOffer, g.ID, i18n.L("{{.Name}} has not offered a draw in game {{.Game}}.", i18n.Args{"Name": g.Friend(), "Game": g.ID}))
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
		return "", refuse(GameOver, g.ID, i18n.L("Game {{.Game}} has ended: {{.Status}}.", i18n.Args{"Game": g.ID, "Status": g.Status()}))
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
