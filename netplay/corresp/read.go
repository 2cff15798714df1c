package corresp

import (
	"slices"

	"siegeworks/i18n"
	"siegeworks/rules"
)

// Outcome is what became of one text read from a paste (or of a file).
type Outcome struct {
	Game string // the game id
	Kind Kind
	// Message says what happened, in plain English: "Ana played 12... Tc3.", "Move 12...
	// Tc3 is already on the board: nothing to do.", or, when Err is set, why not.
	Message string
	// Played is the move played (KindMove, nothing refused or repeated).
	Played rules.Move
	// Repeat is set for a text already taken in (ignored, and not an error).
	Repeat bool
	// Err is a *Refusal when the text was refused (the game is unchanged).
	Err error
	// Invitation is the invitation read (KindInvitation): accept it with Store.Accept.
	Invitation *Invitation
}

// Read reads every text in a paste and takes each in, in the order of the games' moves
// (so the texts may be pasted in any order): a move is played on its game, an offer or a
// resignation recorded, a repeat ignored; a text that is damaged, forged, for no game here,
// out of order or illegal is refused with the game kept. Invitations are only read: accept
// one with Accept.
func (s *Store) Read(paste string) []Outcome {
	texts := findTexts(paste)
	slices.SortStableFunc(texts, func(a, b found) int {
		if a.msg == nil || b.msg == nil {
			return 0
		}
		if a.msg.ply != b.msg.ply {
			return a.msg.ply - b.msg.ply
		}
		return rank(a.msg.kind) - rank(b.msg.kind)
	})
	out := make([]Outcome, 0, len(texts))
	for _, f := range texts {
		if f.err != nil {
			out = append(out, Outcome{Game: f.err.Game, Message: f.err.Message, Err: f.err})
			continue
		}
		o := s.take(f.msg)
		if o.Err != nil {
			o.Message = o.Err.Error() // a refusal's words, or why the game could not be read or kept
		}
		out = append(out, o)
	}
	return out
}

// rank orders texts of one ply: the acceptance, then what a side does at a move, then the
// move.
func rank(k Kind) int {
	switch k {
	case KindInvitation, KindAcceptance:
		return 0
	case KindMove:
		return 2
	}
	return 1
}

// take takes one text in.
func (s *Store) take(m *message) Outcome {
	o := Outcome{Game: m.id, Kind: m.kind}
	if m.kind == KindInvitation {
		inv, err := invitationOf(m)
		if err != nil {
			o.Err = err
			return o
		}
		o.Invitation = inv
		o.Message = i18n.L("{{.Name}} invites you to play {{.Variant}}, {{.Name}} playing {{.Side}}.",
			i18n.Args{"Name": inv.From, "Variant": i18n.L(inv.Variant.Name), "Side": sideWord(inv.FromSide)})
		if g, err := s.load(m.id); err == nil && g.secret == inv.secret {
			o.Repeat = true
			o.Message = i18n.L("You are already playing game {{.Game}} with {{.Name}}.", i18n.Args{"Game": m.id, "Name": g.Friend()})
			if g.inviter {
				o.Message = ownInvitation(m.id)
			}
		}
		return o
	}
	g, err := s.load(m.id)
	if err != nil {
		o.Err = err
		return o
	}
	if !g.secret.sealOK(m.seal, g.ID, m.sealFields()...) {
		o.Err = refuse(Forged, g.ID, i18n.L("This text for game {{.Game}} does not carry the game's seal: it was changed on the way, or it is not from {{.Name}}. Nothing was played; ask {{.Name}} to send it again.",
			i18n.Args{"Game": g.ID, "Name": g.Friend()}))
		return o
	}
	changed, err := g.takeIn(m, &o)
	if err != nil {
		o.Err = err
		return o
	}
	if changed {
		g.LastActivity = s.Now()
		if err := s.save(g); err != nil {
			o.Err, o.Message, o.Played = err, "", rules.NoMove
		}
	}
	return o
}

// takeIn applies a sealed message to the game: changed tells whether it changed it.
func (g *Game) takeIn(m *message, o *Outcome) (changed bool, err error) {
	if m.kind == KindAcceptance {
		return g.takeAcceptance(m, o)
	}
	ply := g.Record.Ply()
	if m.kind == KindMove && m.ply < ply {
		return false, g.repeatedMove(m, o)
	}
	if !g.Accepted && m.side != g.Me {
		g.Accepted, changed = true, true // the friend's move or offer accepts the invitation
	}
	if over, err := g.repeatedEnd(m, o); over {
		return changed, err
	}
	if m.ply > ply {
		return false, refuse(Gap, g.ID, i18n.L("This text is for move {{.Move}} of game {{.Game}}, but the game here has reached only move {{.Reached}}: a text is missing. Ask {{.Name}} for move {{.Reached}} too (or paste all the texts at once).",
			i18n.Args{"Move": moveNumber(m.ply), "Game": g.ID, "Reached": moveNumber(ply), "Name": g.Friend()}))
	}
	if m.side == g.Me && !(m.kind == KindDrawOffer && g.Offer == DrawOffer{true, g.Me}) {
		return false, refuse(OwnText, g.ID, i18n.L("This is your own text (you play {{.Side}} in game {{.Game}}): send it to {{.Name}}.",
			i18n.Args{"Side": sideWord(g.Me), "Game": g.ID, "Name": g.Friend()}))
	}
	switch m.kind {
	case KindMove:
		return true, g.takeMove(m, o)
	case KindResign:
		_ = g.Record.Resign(m.side)
		g.Offer = DrawOffer{}
		o.Message = i18n.L("{{.Name}} resigned game {{.Game}}: you won.", i18n.Args{"Name": g.Friend(), "Game": g.ID})
	case KindDrawOffer:
		switch {
		case g.Offer.Standing && g.Offer.By == m.side:
			o.Repeat, o.Message = true, i18n.L("This draw offer is already here: nothing to do.")
			return changed, nil
		case g.movedSince(m.ply):
			o.Message = i18n.L("{{.Name}} offered a draw at move {{.Move}}, but you have moved since, which declined it.",
				i18n.Args{"Name": g.Friend(), "Move": moveNumber(m.ply)})
			return changed, nil
		case g.Offer.Standing:
			_ = g.Record.AgreeDraw() // both offered: agreed
			g.Offer = DrawOffer{}
			o.Message = i18n.L("{{.Name}} offers a draw too: game {{.Game}} is drawn.", i18n.Args{"Name": g.Friend(), "Game": g.ID})
		default:
			g.Offer = DrawOffer{Standing: true, By: m.side}
			o.Message = i18n.L("{{.Name}} offers a draw in game {{.Game}}.", i18n.Args{"Name": g.Friend(), "Game": g.ID})
		}
	case KindDrawAccept:
		if !g.Offer.Standing || g.Offer.By != g.Me {
			return false, refuse(NoDrawOffer, g.ID, i18n.L("{{.Name}} accepts a draw in game {{.Game}}, but no draw offer of yours stands there (a move of {{.Name}}'s declines it). Nothing was changed.",
				i18n.Args{"Name": g.Friend(), "Game": g.ID}))
		}
		_ = g.Record.AgreeDraw()
		g.Offer = DrawOffer{}
		o.Message = i18n.L("{{.Name}} accepted your draw offer: game {{.Game}} is drawn.", i18n.Args{"Name": g.Friend(), "Game": g.ID})
	}
	return true, nil
}

// takeAcceptance records the friend's acceptance of this side's invitation.
func (g *Game) takeAcceptance(m *message, o *Outcome) (bool, error) {
	if m.side == g.Me {
		if !g.inviter && m.name == g.Names[g.Me] {
			o.Repeat, o.Message = true, i18n.L("You have accepted this invitation already: nothing to do.")
			return false, nil
		}
		return false, refuse(OwnText, g.ID, i18n.L("This acceptance says its sender plays {{.Their}}, but you play {{.Yours}} in game {{.Game}}.",
			i18n.Args{"Their": sideWord(m.side), "Yours": sideWord(g.Me), "Game": g.ID}))
	}
	if g.Accepted && g.Names[m.side] == m.name {
		o.Repeat, o.Message = true, i18n.L("{{.Name}}'s acceptance is already here: nothing to do.", i18n.Args{"Name": m.name})
		return false, nil
	}
	g.Accepted, g.Names[m.side] = true, m.name
	o.Message = i18n.L("{{.Name}} accepted your invitation to game {{.Game}} and plays {{.Side}}.",
		i18n.Args{"Name": m.name, "Game": g.ID, "Side": sideWord(m.side)})
	return true, nil
}

// repeatedMove judges a move text for a move already played: a repeat, or a conflict.
func (g *Game) repeatedMove(m *message, o *Outcome) error {
	san := g.Record.SANs()[m.ply]
	if san == m.san && posCode(g.Record.PositionAt(m.ply+1).Hash()) == m.pos {
		o.Repeat = true
		o.Message = i18n.L("Move {{.Number}} {{.Move}} of game {{.Game}} is already on the board: nothing to do.",
			i18n.Args{"Number": moveNumber(m.ply), "Move": san, "Game": g.ID})
		return nil
	}
	return refuse(Conflict, g.ID, i18n.L("This text says move {{.Number}} of game {{.Game}} was {{.Their}}, but the game here has {{.Here}} there. Nothing was changed: compare your moves with {{.Name}}'s.",
		i18n.Args{"Number": moveNumber(m.ply), "Game": g.ID, "Their": m.san, "Here": san, "Name": g.Friend()}))
}

// repeatedEnd judges a text for a game that has ended: a repeat of its end, or refused.
func (g *Game) repeatedEnd(m *message, o *Outcome) (bool, error) {
	if !g.Over() {
		return false, nil
	}
	result, reason := g.Record.Result()
	switch {
	case m.kind == KindResign && reason == rules.ReasonResignation && result == winFor(m.side.Other()),
		m.kind == KindDrawAccept && reason == rules.ReasonAgreement:
		o.Repeat, o.Message = true, i18n.L("Game {{.Game}} has already ended so: nothing to do.", i18n.Args{"Game": g.ID})
		return true, nil
	}
	return true, refuse(GameOver, g.ID, i18n.L("Game {{.Game}} has ended ({{.Status}}): this text changes nothing.", i18n.Args{"Game": g.ID, "Status": g.Status()}))
}

func winFor(c rules.Color) rules.Result {
	if c == rules.White {
		return rules.ResultWhiteWins
	}
	return rules.ResultBlackWins
}

// takeMove plays the friend's move, if it is legal and leads to the friend's position.
func (g *Game) takeMove(m *message, o *Outcome) error {
	pos := g.Record.Position()
	mv, err := pos.ParseSAN(m.san)
	if err != nil {
		return refuse(Illegal, g.ID, i18n.L("The move {{.Number}} {{.Move}} is not legal in game {{.Game}} as it stands here. Nothing was played: compare your moves with {{.Name}}'s.",
			i18n.Args{"Number": moveNumber(m.ply), "Move": m.san, "Game": g.ID, "Name": g.Friend()}))
	}
	after := pos.Clone()
	after.MakeMove(mv)
	if posCode(after.Hash()) != m.pos {
		return refuse(PositionMismatch, g.ID, i18n.L("After {{.Number}} {{.Move}} the board here differs from {{.Name}}'s. Nothing was played: compare your moves with {{.Name}}'s (or the two Siegeworks versions).",
			i18n.Args{"Number": moveNumber(m.ply), "Move": m.san, "Name": g.Friend()}))
	}
	_ = g.Record.Play(mv)
	if g.Offer.Standing && g.Offer.By == g.Me {
		g.Offer = DrawOffer{} // the friend's move declines this side's offer
	}
	o.Played = mv
	o.Message = i18n.L("{{.Name}} played {{.Number}} {{.Move}} in game {{.Game}}.",
		i18n.Args{"Name": g.Friend(), "Number": moveNumber(m.ply), "Move": g.Record.SANs()[m.ply], "Game": g.ID})
	if g.Over() {
		o.Message += " " + g.Status() + "."
	}
	return nil
}

// movedSince tells whether this side has played a move since ply (counted in moves played).
func (g *Game) movedSince(ply int) bool {
	for i := ply; i < g.Record.Ply(); i++ {
		if rules.Color(i%2) == g.Me {
			return true
		}
	}
	return false
}
