package app

import (
	"fmt"
	"strings"

	"siegeworks/rules"
	"siegeworks/session"
	"siegeworks/words"
)

// What the header and the status line say.

// stateText is the header's line about whose turn it is or how the game ended.
func (g *gameScreen) stateText() string {
	game := g.sess.Game()
	if game.Over() {
		r, why := game.Result()
		return resultText(r, why, game.Position().SideToMove())
	}
	side := g.sess.ToMove()
	text := colorName(side) + " to move"
	if g.sess.Paused() {
		text = "Paused — " + text
	}
	if session.IsComputer(g.sess.Player(side)) {
		text = colorName(side) + " (computer) to move"
	}
	if len(game.Position().Checks()) > 0 {
		text += " — check!"
	}
	return text
}

// checkLine names what gives check and how, from the rules' attack information: "White is
// in check: the e7 pawn fires over e4." It is "" when the side to move is not in check.
func checkLine(pos *rules.Position) string {
	checks := pos.Checks()
	if len(checks) == 0 {
		return ""
	}
	var parts []string
	for _, a := range checks {
		parts = append(parts, words.Attack(pos.Variant(), a))
	}
	who := colorName(pos.SideToMove()) + " is in check: "
	if pos.Variant().IsTurnover() {
		who = colorName(pos.SideToMove()) + "'s Castle is in check: "
		if n := len(pos.CastlesInCheck(pos.SideToMove(), nil)); n > 1 {
			who = fmt.Sprintf("%d of %s's Castles are in check: ", n, colorName(pos.SideToMove()))
		}
	}
	return who + strings.Join(parts, "; ") + "."
}

func colorName(c rules.Color) string {
	if c == rules.Black {
		return "Black"
	}
	return "White"
}

// resultParts splits the end of a game into a headline ("White wins", "Draw") and how it
// came about ("by checkmate", "Black resigned").
func resultParts(r rules.Result, why rules.Reason) (head, detail string) {
	head = "Draw"
	loser := "White"
	switch r {
	case rules.ResultWhiteWins:
		head, loser = "White wins", "Black"
	case rules.ResultBlackWins:
		head = "Black wins"
	}
	switch why {
	case rules.ReasonCheckmate:
		detail = "by checkmate"
	case rules.ReasonResignation:
		detail = loser + " resigned"
	case rules.ReasonTime:
		detail = loser + " lost on time"
	case rules.ReasonNoCastles:
		detail = loser + " has no Castles left"
	case rules.ReasonStalemate:
		detail = "by stalemate"
	case rules.ReasonAgreement:
		detail = "by agreement"
	case rules.ReasonInsufficient:
		detail = "neither side can mate (insufficient material)"
	case rules.ReasonNone:
	default:
		detail = string(why)
	}
	return head, detail
}

// resultText says how a game ended; toMove is the side to move in the final position.
func resultText(r rules.Result, why rules.Reason, toMove rules.Color) string {
	winner := ""
	switch r {
	case rules.ResultWhiteWins:
		winner = "White wins"
	case rules.ResultBlackWins:
		winner = "Black wins"
	}
	loser := "White"
	if r == rules.ResultWhiteWins {
		loser = "Black"
	}
	switch why {
	case rules.ReasonCheckmate:
		return "Checkmate — " + winner
	case rules.ReasonResignation:
		return loser + " resigned — " + winner
	case rules.ReasonTime:
		return loser + " lost on time — " + winner
	case rules.ReasonNoCastles:
		return loser + " has no Castles left — " + winner
	case rules.ReasonStalemate:
		return "Stalemate — draw"
	case rules.ReasonAgreement:
		return "Draw by agreement"
	case rules.ReasonNone:
		if winner != "" {
			return winner
		}
		return "Draw"
	}
	if winner != "" {
		return winner + " (" + string(why) + ")"
	}
	return "Draw — " + string(why)
}

// updateStatus shows the status line: a pending message, else what the position says.
func (g *gameScreen) updateStatus() {
	msg := g.status.msg
	if g.status.hover != "" {
		msg = g.status.hover + "."
	}
	s := g.sess
	if msg == "" {
		switch {
		case s.Game().Over():
			r, why := s.Game().Result()
			msg = "Game over: " + resultText(r, why, s.ToMove()) + ". Start a new game with Ctrl+N."
		case s.Browsing() && s.Watching():
			msg = "Paused while you look back. Press End or “Back to game” to let the computers play on."
		case s.Browsing():
			msg = "Looking back: the board is read-only. Press End or “Back to game” to play on."
		case s.Watching():
			msg = "Two computers are playing. Press the Left arrow key to pause and look back."
		case session.IsRemote(s.Players()[s.ToMove()]):
			msg = s.Players()[s.ToMove()].String() + " is thinking…"
		case s.Thinking():
			msg = "The computer is thinking…"
		default:
			if why, ok := s.ClaimableDraw(); ok {
				msg = "You may claim a draw: " + string(why) + "."
			} else if line := checkLine(s.Game().Position()); line != "" && !s.Browsing() {
				msg = line
			} else if s.HumanToMove() {
				msg = colorName(s.ToMove()) + " to move: pick up a piece to see where it can go."
			}
		}
	}
	if w := g.status.link; w != "" && g.status.hover == "" {
		msg = w + " " + msg
	}
	if w := g.status.warning; w != "" && g.status.hover == "" {
		msg = w + " " + msg
	}
	g.status.label.SetText(msg)
}
