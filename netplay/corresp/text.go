package corresp

import (
	"fmt"
	"strconv"
	"strings"

	"siegeworks/rules"
)

// Kind is what a text says.
type Kind int

const (
	KindInvitation Kind = iota + 1 // "Ana, playing White, invites you" (carries the game's secret)
	KindAcceptance                 // "Bob accepted, playing Black"
	KindMove                       // a move
	KindResign                     // a side resigns
	KindDrawOffer                  // a side offers a draw
	KindDrawAccept                 // a side accepts the other's offer
)

// anchor starts every text; a paste may hold any chatter around it.
const anchor = "Siegeworks"

// message is one text, as written or as read (before it is checked against a game).
type message struct {
	kind    Kind
	variant *rules.Variant
	id      string
	name    string      // invitation, acceptance: the sender's name
	side    rules.Color // the sender's side (for a move, the mover's, from the ply)
	key     string      // invitation: the secret, as written
	ply     int         // move: the moves played before it; others: the moves played so far
	san     string      // move
	pos     string      // move: the position's code after it
	seal    string
}

// sealFields are what a message's seal covers, beside the game id.
func (m *message) sealFields() []string {
	f := []string{strconv.Itoa(int(m.kind)), m.variant.ID}
	switch m.kind {
	case KindInvitation, KindAcceptance:
		return append(f, m.name, m.side.String())
	case KindMove:
		return append(f, strconv.Itoa(m.ply), m.san, m.pos)
	default:
		return append(f, strconv.Itoa(m.ply), m.side.String())
	}
}

// moveNumber is a ply as players number moves: "12." for White's twelfth, "12..." for
// Black's (every correspondence game starts from its variant's start, White to move).
func moveNumber(ply int) string {
	if ply%2 == 1 {
		return strconv.Itoa(ply/2+1) + "..."
	}
	return strconv.Itoa(ply/2+1) + "."
}

// String is the text: one line of plain ASCII words and codes (names aside), short enough
// for any messenger, with the seal last.
func (m *message) String() string {
	head := fmt.Sprintf("%s %s game %s ", anchor, m.variant.ID, m.id)
	var body string
	switch m.kind {
	case KindInvitation:
		body = fmt.Sprintf("invitation from %s playing %s key %s", m.name, m.side, m.key)
	case KindAcceptance:
		body = fmt.Sprintf("accepted by %s playing %s", m.name, m.side)
	case KindMove:
		body = fmt.Sprintf("move %s %s pos %s", moveNumber(m.ply), m.san, m.pos)
	case KindResign:
		body = fmt.Sprintf("at move %s %s resigns", moveNumber(m.ply), m.side)
	case KindDrawOffer:
		body = fmt.Sprintf("at move %s %s offers a draw", moveNumber(m.ply), m.side)
	case KindDrawAccept:
		body = fmt.Sprintf("at move %s %s accepts the draw", moveNumber(m.ply), m.side)
	}
	return head + body + " seal " + m.seal
}

// cleanName is a player's name as texts carry it: its words separated by single spaces,
// at most maxName characters, nothing invisible; "" when nothing is left.
func cleanName(name string) string {
	var words []string
	for _, w := range strings.Fields(typewriter(name)) {
		if w = trimWord(w); w != "" {
			words = append(words, w)
		}
		if strings.EqualFold(w, "playing") {
			return "" // it would end the name in the text
		}
	}
	name = strings.Join(words, " ")
	if !validName(name) {
		return ""
	}
	return name
}

// maxName bounds a name, in characters; maxNameWords in words.
const (
	maxName      = 40
	maxNameWords = 8
)

func validName(name string) bool {
	n := 0
	for _, r := range name {
		n++
		if r < ' ' || r == 0x7f || r == 0xfffd || (r >= 0x80 && r < 0xa0) || isInvisible(r) {
			return false
		}
	}
	return n > 0 && n <= maxName && len(strings.Fields(name)) <= maxNameWords
}
