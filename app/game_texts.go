package app

import (
	"strings"

	"fyne.io/fyne/v2/lang"

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
	text := bySide(side, lang.L("White to move"), lang.L("Black to move"))
	if g.sess.Paused() {
		text = lang.L("Paused — {{.State}}", map[string]any{"State": text})
	}
	if session.IsComputer(g.sess.Player(side)) {
		text = bySide(side, lang.L("White (computer) to move"), lang.L("Black (computer) to move"))
	}
	if announcesCheck(game.Position()) {
		text = lang.L("{{.State}} — check!", map[string]any{"State": text})
	}
	return text
}

// announcesCheck tells whether the header says "check!": the side to move's king, or a
// Turnover Castle, is in check. Under Turnover's 2025 rules every Castle keeps all its moves
// in check, so only the last Castle's check (the one that can end the game) is announced;
// the board still marks every Castle that can be taken.
func announcesCheck(pos *rules.Position) bool {
	if pos.Variant().NoMoveLoses() {
		return pos.InCheck()
	}
	return len(pos.Checks()) > 0
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
	side := pos.SideToMove()
	args := map[string]any{"Attacks": strings.Join(parts, "; ")}
	if !pos.Variant().IsTurnover() {
		return bySide(side, lang.L("White is in check: {{.Attacks}}.", args), lang.L("Black is in check: {{.Attacks}}.", args))
	}
	if n := len(pos.CastlesInCheck(side, nil)); n > 1 {
		args["Count"] = n
		return bySide(side, lang.L("{{.Count}} of White's Castles are in check: {{.Attacks}}.", args),
			lang.L("{{.Count}} of Black's Castles are in check: {{.Attacks}}.", args))
	}
	return bySide(side, lang.L("White's Castle is in check: {{.Attacks}}.", args), lang.L("Black's Castle is in check: {{.Attacks}}.", args))
}

// bySide is the words about White or those about Black: a sentence that names a side is
// two messages, one per side, since each language words the colours its own way.
func bySide(c rules.Color, white, black string) string {
	if c == rules.Black {
		return black
	}
	return white
}

// colorName is the side's English name, for keys and data (not translated: a player reads
// the sentences of bySide).
func colorName(c rules.Color) string {
	if c == rules.Black {
		return "Black"
	}
	return "White"
}

// resultParts splits the end of a game into a headline ("White wins", "Draw") and how it
// came about ("by checkmate", "Black resigned").
func resultParts(r rules.Result, why rules.Reason) (head, detail string) {
	head = winnerText(r)
	if head == "" {
		head = lang.L("Draw")
	}
	loser := loserOf(r)
	switch why {
	case rules.ReasonCheckmate:
		detail = lang.L("by checkmate")
	case rules.ReasonResignation:
		detail = bySide(loser, lang.L("White resigned"), lang.L("Black resigned"))
	case rules.ReasonTime:
		detail = bySide(loser, lang.L("White lost on time"), lang.L("Black lost on time"))
	case rules.ReasonNoCastles:
		detail = bySide(loser, lang.L("White has no Castles left"), lang.L("Black has no Castles left"))
	case rules.ReasonSiege:
		detail = bySide(loser, lang.L("White has no move left (siege)"), lang.L("Black has no move left (siege)"))
	case rules.ReasonStalemate:
		detail = lang.L("by stalemate")
	case rules.ReasonAgreement:
		detail = lang.L("by agreement")
	case rules.ReasonInsufficient:
		detail = lang.L("neither side can mate (insufficient material)")
	case rules.ReasonNone:
	default:
		detail = reasonWords(why)
	}
	return head, detail
}

// winnerText is "White wins" or "Black wins", "" for a draw or no result.
func winnerText(r rules.Result) string {
	switch r {
	case rules.ResultWhiteWins:
		return lang.L("White wins")
	case rules.ResultBlackWins:
		return lang.L("Black wins")
	}
	return ""
}

// loserOf is the side that lost (White when none did).
func loserOf(r rules.Result) rules.Color {
	if r == rules.ResultWhiteWins {
		return rules.Black
	}
	return rules.White
}

// reasonWords is why a game ended, in the player's language; a reason the rules do not
// know (a file's Termination tag) is shown as it is.
func reasonWords(why rules.Reason) string {
	switch why {
	case rules.ReasonCheckmate:
		return lang.L("checkmate")
	case rules.ReasonStalemate:
		return lang.L("stalemate")
	case rules.ReasonInsufficient:
		return lang.L("insufficient material")
	case rules.ReasonFivefold:
		return lang.L("fivefold repetition")
	case rules.ReasonSeventyFive:
		return lang.L("75-move rule")
	case rules.ReasonThreefold:
		return lang.L("threefold repetition (claimed)")
	case rules.ReasonFiftyMove:
		return lang.L("50-move rule (claimed)")
	case rules.ReasonResignation:
		return lang.L("resignation")
	case rules.ReasonAgreement:
		return lang.L("draw by agreement")
	case rules.ReasonNoCastles:
		return lang.L("no Castles left")
	case rules.ReasonSiege:
		return lang.L("siege")
	case rules.ReasonTime:
		return lang.L("time forfeit")
	case rules.ReasonTimeNoMate:
		return lang.L("time forfeit against insufficient material")
	case rules.ReasonAbandoned:
		return lang.L("abandoned")
	}
	return string(why)
}

// resultText says how a game ended; toMove is the side to move in the final position.
func resultText(r rules.Result, why rules.Reason, toMove rules.Color) string {
	winner := winnerText(r)
	loser := loserOf(r)
	args := map[string]any{"Result": winner, "Reason": reasonWords(why)}
	switch why {
	case rules.ReasonCheckmate:
		return lang.L("Checkmate — {{.Result}}", args)
	case rules.ReasonResignation:
		return bySide(loser, lang.L("White resigned — {{.Result}}", args), lang.L("Black resigned — {{.Result}}", args))
	case rules.ReasonTime:
		return bySide(loser, lang.L("White lost on time — {{.Result}}", args), lang.L("Black lost on time — {{.Result}}", args))
	case rules.ReasonNoCastles:
		return bySide(loser, lang.L("White has no Castles left — {{.Result}}", args),
			lang.L("Black has no Castles left — {{.Result}}", args))
	case rules.ReasonSiege:
		return bySide(loser, lang.L("White is besieged, no move left — {{.Result}}", args),
			lang.L("Black is besieged, no move left — {{.Result}}", args))
	case rules.ReasonStalemate:
		return lang.L("Stalemate — draw")
	case rules.ReasonAgreement:
		return lang.L("Draw by agreement")
	case rules.ReasonNone:
		if winner != "" {
			return winner
		}
		return lang.L("Draw")
	}
	if winner != "" {
		return lang.L("{{.Result}} ({{.Reason}})", args)
	}
	return lang.L("Draw — {{.Reason}}", args)
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
			msg = lang.L("Game over: {{.Result}}. Start a new game with Ctrl+N.", map[string]any{"Result": resultText(r, why, s.ToMove())})
		case s.Browsing() && s.Watching():
			msg = lang.L("Paused while you look back. Press End or “Back to game” to let the computers play on.")
		case s.Browsing():
			msg = lang.L("Looking back: the board is read-only. Press End or “Back to game” to play on.")
		case s.Watching():
			msg = lang.L("Two computers are playing. Press the Left arrow key to pause and look back.")
		case session.IsRemote(s.Players()[s.ToMove()]):
			msg = lang.L("{{.Name}} is thinking…", map[string]any{"Name": s.Players()[s.ToMove()].String()})
		case s.Thinking():
			msg = lang.L("The computer is thinking…")
		default:
			if why, ok := s.ClaimableDraw(); ok {
				msg = lang.L("You may claim a draw: {{.Reason}}.", map[string]any{"Reason": reasonWords(why)})
			} else if line := checkLine(s.Game().Position()); line != "" && !s.Browsing() {
				msg = line
			} else if s.HumanToMove() {
				msg = bySide(s.ToMove(), lang.L("White to move: pick up a piece to see where it can go."),
					lang.L("Black to move: pick up a piece to see where it can go."))
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
