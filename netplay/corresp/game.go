package corresp

import (
	"fmt"
	"time"

	"siegeworks/i18n"
	"siegeworks/rules"
)

// Game is one correspondence game as the store keeps it. A Game handed out by the store is
// the caller's own copy: changing it changes nothing kept.
type Game struct {
	ID      string // the game id the texts carry, e.g. "K7QM2P"
	Variant *rules.Variant
	Me      rules.Color // the side played here
	Names   [2]string   // by colour; the friend's is "" until their acceptance arrives
	Record  *rules.Game // the moves and the result
	Started time.Time   // when the game was made here
	// LastActivity is when a move or anything else was last sent or read here.
	LastActivity time.Time
	// Accepted tells whether the friend accepted the invitation (always, on the side that
	// accepted it); a move from the friend accepts it too.
	Accepted bool
	// Offer is the draw offer standing, if any.
	Offer DrawOffer

	inviter   bool   // this side made the invitation
	secret    secret // the game's secret: never written outside the store
	libraryID string // the game's name in the games library
	shelved   bool   // the finished game is in the games library
}

// DrawOffer is a draw offer: by whom, and whether one stands. An offer stands until the
// side it was made to plays a move (which declines it) or accepts it.
type DrawOffer struct {
	Standing bool
	By       rules.Color
}

// Friend is the friend's name, or "your friend" (in the current language) before their
// acceptance tells it.
func (g *Game) Friend() string {
	if n := g.Names[g.Me.Other()]; n != "" {
		return n
	}
	return i18n.L("your friend")
}

// Over tells whether the game has ended.
func (g *Game) Over() bool { return g.Record.Over() }

// YourTurn tells whether the game waits for a move from this side.
func (g *Game) YourTurn() bool {
	return !g.Over() && g.Record.Position().SideToMove() == g.Me
}

// Status is the game's state in a few words for the list of games, in the current language:
// "Your move", "Waiting for Ana", "Ana offers a draw — your move", "You won: checkmate"…
func (g *Game) Status() string {
	if g.Over() {
		return g.resultWords()
	}
	friend := i18n.Args{"Name": g.Friend()}
	switch {
	case g.Offer.Standing && g.Offer.By != g.Me && g.YourTurn():
		return i18n.L("{{.Name}} offers a draw — your move", friend)
	case g.Offer.Standing && g.Offer.By != g.Me:
		return i18n.L("{{.Name}} offers a draw", friend)
	case g.YourTurn():
		return i18n.L("Your move")
	case !g.Accepted && g.Record.Ply() == 0:
		return i18n.L("Waiting for {{.Name}} to accept", friend)
	}
	return i18n.L("Waiting for {{.Name}}", friend)
}

// resultWords says how a finished game ended, from this side's view.
func (g *Game) resultWords() string {
	result, reason := g.Record.Result()
	why := i18n.L("the result recorded")
	if reason != "" {
		why = i18n.L(string(reason)) // the words of the rules.Reason constants
	}
	a := i18n.Args{"Why": why, "Name": g.Friend()}
	switch result {
	case rules.ResultDraw:
		return i18n.L("Drawn: {{.Why}}", a)
	case rules.ResultWhiteWins, rules.ResultBlackWins:
		winner := rules.White
		if result == rules.ResultBlackWins {
			winner = rules.Black
		}
		if winner == g.Me {
			return i18n.L("You won: {{.Why}}", a)
		}
		return i18n.L("{{.Name}} won: {{.Why}}", a)
	}
	return i18n.L("Finished")
}

// clone is a copy whose record can be changed without touching g's.
func (g *Game) clone() *Game {
	c := *g
	c.Record = copyRecord(g.Record)
	return &c
}

// copyRecord replays a game into a new record (with its result, if one was recorded
// rather than reached on the board).
func copyRecord(r *rules.Game) *rules.Game {
	c, _, err := rules.ReadPGN(rules.WritePGN(r, nil))
	if err != nil {
		panic(fmt.Sprintf("corresp: a game does not read back: %v", err))
	}
	return c
}
