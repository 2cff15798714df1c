package corresp

import (
	"siegeworks/i18n"
	"siegeworks/rules"
)

// Why names the reason a text, a file or an action was refused.
type Why int

const (
	Unreadable       Why = iota + 1 // cut short or changed so that it cannot be read
	UnknownGame                     // no game of that id here
	Forged                          // the seal does not match: changed on the way, or not from the friend
	OwnText                         // a text this side wrote, read back (other than a repeat)
	Gap                             // an earlier move is missing
	Conflict                        // a different move or event than the one already played there
	Illegal                         // the move is not legal in the game
	PositionMismatch                // the move leads to a different position than the friend's
	GameOver                        // the game has ended
	NoDrawOffer                     // a draw accepted that was not offered
	NotYourTurn                     // a move of this side played when it is the friend's turn
	BadName                         // a player's name that a text cannot carry
	Taken                           // an invitation whose game id is already used here for another game
)

// Refusal is why something was refused, with the words to show the player.
type Refusal struct {
	Why     Why
	Game    string // the game id, when known
	Message string // plain words for the player, in the current language
}

func (r *Refusal) Error() string { return r.Message }

// refuse makes a refusal with its message.
func refuse(why Why, id, message string) *Refusal {
	return &Refusal{Why: why, Game: id, Message: message}
}

// sideWord is a side as the messages name it: "white", "black".
func sideWord(c rules.Color) string {
	if c == rules.White {
		return i18n.L("white")
	}
	return i18n.L("black")
}
