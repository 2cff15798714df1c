package corresp

import (
	"strings"

	"siegeworks/rules"
)

// Resend is what this side has sent that the friend may still be waiting for, to send
// again (one text a line; reading texts twice is harmless): the invitation until it is
// accepted, the acceptance until the friend moves, this side's last move until the friend
// answers it, a standing draw offer, and this side's resignation or acceptance of a draw.
func (s *Store) Resend(id string) (string, error) {
	g, err := s.Game(id)
	if err != nil {
		return "", err
	}
	var texts []string
	friendAnswered := g.Record.Ply() > int(g.Me)+1 // a move of the friend's after one of this side's
	switch {
	case g.inviter && !g.Accepted:
		texts = append(texts, g.invitationText())
	case !g.inviter && !friendAnswered:
		texts = append(texts, g.acceptanceText())
	}
	if last := g.Record.Ply() - 1; last >= 0 && rules.Color(last%2) == g.Me {
		texts = append(texts, g.moveText(last))
	}
	if g.Offer.Standing && g.Offer.By == g.Me {
		texts = append(texts, g.text(&message{kind: KindDrawOffer, ply: g.Record.Ply(), side: g.Me}))
	}
	switch result, reason := g.Record.Result(); {
	case reason == rules.ReasonResignation && result == winFor(g.Me.Other()):
		texts = append(texts, g.text(&message{kind: KindResign, ply: g.Record.Ply(), side: g.Me}))
	case reason == rules.ReasonAgreement:
		texts = append(texts, g.text(&message{kind: KindDrawAccept, ply: g.Record.Ply(), side: g.Me}))
	}
	return strings.Join(texts, "\n"), nil
}
