package main

import (
	"fmt"
	"strings"
	"time"

	"siegeworks/library"
	"siegeworks/netplay"
	"siegeworks/rules"
	"siegeworks/session"
)

// What the person here types in a game at a distance, and the board they see.

// personHelp is the help of a person who types the moves.
const personHelp = `Type your move as the game writes it (e4, Nf3, exd5, O-O, e8=Q) or by its squares (e2e4, g1f3, e7e8q).
Commands:
  board            show the board and the clocks again
  draw             offer a draw (or accept the one offered)
  accept, decline  answer your friend's draw offer or takeback request
  takeback         ask your friend to take back your last move
  resign           resign the game
  chat TEXT        send your friend a message
  help             this list
Ctrl-C, or the end of the input (Ctrl-D), resigns the game once it has begun; before it begins, it closes the invitation and leaves.`

// engineHelp is the help when an engine plays the moves here.
const engineHelp = `The engine plays the moves here; it declines draw offers and takeback requests.
Commands:
  board            show the board and the clocks
  draw             offer a draw
  resign           resign the game
  chat TEXT        send your friend a message
  help             this list
Ctrl-C resigns the game once it has begun (before, it closes the invitation and leaves); the end of the input does not stop the engine.`

// typed acts on a line typed here: a move or a command.
func (g *netGame) typed(line string) {
	if line == tooLong {
		g.say("That line is too long to be a move or a command; type help for what you can type.")
		return
	}
	f := strings.Fields(line)
	if len(f) == 0 {
		return
	}
	switch strings.ToLower(f[0]) {
	case "help", "?":
		if g.ch == nil {
			g.say("%s", personHelp)
		} else {
			g.say("%s", engineHelp)
		}
	case "board":
		if g.gameID == "" {
			g.say("The game has not begun.")
			return
		}
		g.showBoard()
	case "chat", "say":
		g.chat(strings.TrimSpace(strings.TrimSpace(line)[len(f[0]):]))
	case "resign":
		if !g.playing() {
			g.say("There is no game to resign.")
			return
		}
		g.leave("resign")
	case "quit", "exit", "leave":
		g.leave(strings.ToLower(f[0]))
	case "draw":
		g.draw()
	case "accept", "yes", "y":
		g.answer(true)
	case "decline", "no", "n":
		g.answer(false)
	case "takeback", "undo":
		g.takeback()
	default:
		if len(f) > 1 {
			g.say("%s is not a command or a move; type help for the commands.", shownMove(f[0]))
			return
		}
		g.move(f[0])
	}
}

func (g *netGame) chat(text string) {
	switch {
	case g.peer == nil || g.peer.Status() != netplay.Connected:
		g.say("Your friend is not connected: the message was not sent.")
	case text == "":
		g.say("Type chat and the message: chat good luck!")
	default:
		if err := g.peer.Chat(text); err != nil {
			g.say("The message was not sent: %v", err)
		}
	}
}

func (g *netGame) draw() {
	switch {
	case g.asked == drawQuestion:
		g.answer(true)
	case !g.playing():
		g.say("There is no game to draw.")
	case !g.s.CanOfferDraw():
		g.say("Your draw offer is waiting for %s's answer.", g.friend())
	default:
		if err := g.s.OfferDraw(); err != nil {
			g.say("%v", err)
			return
		}
		g.say("You offer a draw; waiting for %s's answer.", g.friend())
	}
}

// answer answers the friend's question.
func (g *netGame) answer(accept bool) {
	q := g.asked
	g.asked = noQuestion
	switch q {
	case drawQuestion:
		if accept {
			g.say("You accept the draw.")
		} else {
			g.say("You decline the draw.")
		}
		if err := g.s.AnswerDraw(accept); err != nil {
			g.say("%v", err)
		}
	case takebackQuestion:
		if accept {
			g.say("You agree to take back %s's last move.", g.friend())
		} else {
			g.say("You decline the takeback.")
		}
		g.s.AnswerTakeback(accept)
	default:
		g.say("%s has not asked you anything.", g.friend())
	}
}

func (g *netGame) takeback() {
	if g.ch != nil {
		g.say("The engine plays the moves here: it takes nothing back.")
		return
	}
	if err := g.s.RequestTakeback(); err != nil {
		g.say("%v.", err)
		return
	}
	g.say("You ask %s to take back your last move.", g.friend())
}

// move plays a typed move, or says why it cannot be played and asks again.
func (g *netGame) move(text string) {
	switch {
	case g.ch != nil:
		g.say("The engine plays the moves here; type help for what you can type.")
		return
	case g.gameID == "":
		g.say("The game has not begun yet.")
		return
	case !g.playing():
		g.say("The game is over.")
		return
	case !g.s.HumanToMove():
		g.say("It is %s's move; wait for it.", g.friend())
		return
	}
	m, err := g.s.Game().Position().ParseMove(text)
	if err == nil {
		if g.asked != noQuestion {
			g.answer(false) // moving on declines what the friend asked
		}
		err = g.s.PlayHuman(m)
	}
	if err != nil {
		g.say("%s is refused: %v.", shownMove(text), strings.TrimSuffix(err.Error(), "."))
		g.prompt()
	}
}

// prompt asks the person here for their move when it is theirs.
func (g *netGame) prompt() {
	if g.ch == nil && g.playing() && g.s.HumanToMove() {
		here, _ := g.s.LocalSide()
		g.say("Your move (%s):", sideWord(here))
	}
}

// showBoard prints the board from the side here, with the clocks.
func (g *netGame) showBoard() {
	here, _ := g.s.LocalSide()
	g.say("%s", boardText(g.s.Game().Position(), here))
	if c := g.clocksText(); c != "" {
		g.say("%s", c)
	}
}

// clocksText is both clocks, the running one marked ("" without clocks).
func (g *netGame) clocksText() string {
	if !g.s.TimeControl().On() {
		return ""
	}
	here, _ := g.s.LocalSide()
	var parts []string
	for _, c := range []rules.Color{rules.White, rules.Black} {
		mark := ""
		if g.s.ClockRunning(c) {
			mark = " (running)"
		}
		who := g.name
		if c != here {
			who = g.friend()
		}
		parts = append(parts, fmt.Sprintf("%s (%s) %s%s", sideWord(c), who, session.ClockText(g.s.ClockLeft(c)), mark))
	}
	return "Clocks: " + strings.Join(parts, "   ")
}

// boardText draws a position as text, the side given at the bottom: a letter for each
// piece (upper case White, lower case Black), a dot for an empty square, the files and
// ranks around; the Catapults of the variants that have them are listed below.
func boardText(p *rules.Position, bottom rules.Color) string {
	geo := p.Variant().Geometry()
	var files []int
	for f := geo.MinFile(); f <= geo.MaxFile(); f++ {
		files = append(files, f)
	}
	ranks := []int{7, 6, 5, 4, 3, 2, 1, 0}
	if bottom == rules.Black {
		for i, j := 0, len(files)-1; i < j; i, j = i+1, j-1 {
			files[i], files[j] = files[j], files[i]
		}
		for i, j := 0, len(ranks)-1; i < j; i, j = i+1, j-1 {
			ranks[i], ranks[j] = ranks[j], ranks[i]
		}
	}
	var b strings.Builder
	letters := func() {
		b.WriteString("   ")
		for _, f := range files {
			b.WriteString(" " + rules.SquareAt(f, 0).String()[:1])
		}
		b.WriteString("\n")
	}
	letters()
	for _, r := range ranks {
		fmt.Fprintf(&b, " %d ", r+1)
		for _, f := range files {
			s := rules.SquareAt(f, r)
			if !geo.Contains(s) {
				b.WriteString("  ")
				continue
			}
			b.WriteString(" " + p.At(s).String())
		}
		fmt.Fprintf(&b, "  %d\n", r+1)
	}
	letters()
	if p.Variant().HasCatapults() {
		var where []string
		for _, c := range []rules.Color{rules.White, rules.Black} {
			var sq []string
			for _, k := range p.Catapults(c) {
				if k.Square != rules.NoSquare {
					sq = append(sq, k.Square.String())
				}
			}
			where = append(where, sideWord(c)+" "+strings.Join(sq, " "))
		}
		b.WriteString("Catapults: " + strings.Join(where, ", ") + "\n")
	}
	toMove := "White"
	if p.SideToMove() == rules.Black {
		toMove = "Black"
	}
	b.WriteString(toMove + " to move")
	return b.String()
}

// pgn is the game as PGN text, the same at both ends: its date and time are the ones the
// host's game ID was made with (each end's own clock would differ by the connection's time).
func (g *netGame) pgn() string {
	tags := g.s.PGNTags()
	if id, ok := strings.CutPrefix(g.s.ID(), library.IDPrefix); ok && len(id) >= 15 {
		if t, err := time.ParseInLocation("20060102-150405", id[:15], time.Local); err == nil {
			tags["Date"], tags["Time"] = t.Format("2006.01.02"), t.Format("15:04:05")
		}
	}
	return rules.WritePGN(g.s.Game(), tags)
}
