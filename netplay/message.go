package netplay

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// What the two sides say to each other, once the channel is secure: small JSON objects,
// each with its kind in "t". Everything received is checked here before the game sees it.

// Message kinds.
const (
	kindHello    = "hello"    // who I am: name, program
	kindState    = "state"    // the game as I have it (on every connection; the host's is the game's)
	kindMove     = "move"     // a move made here
	kindEnd      = "end"      // the game ended here: Result, Reason (a resignation, a flag…)
	kindDraw     = "draw"     // I offer a draw
	kindDrawAns  = "draw-ans" // my answer to your offer
	kindBack     = "back"     // may I take back my last move?
	kindBackAns  = "back-ans" // my answer to your takeback request
	kindRematch  = "rematch"  // another game, colours swapped?
	kindRematchA = "rematch-ans"
	kindChat     = "chat"   // a short message
	kindRefuse   = "refuse" // what you sent was refused (Text says why); the game is unchanged
	kindPing     = "ping"
	kindBye      = "bye" // I close the connection on purpose
)

// Limits of what is accepted.
const (
	maxMessage   = 256 << 10 // a whole state of the longest games fits
	maxName      = 40
	maxChat      = 300
	maxReason    = 200
	maxPly       = 12000
	maxMoveText  = 24
	maxThoughtMs = 24 * 3600 * 1000
	maxTextField = 120
)

// message is one message; only the fields of its kind are set.
type message struct {
	T string `json:"t"`

	// hello
	Name string `json:"name,omitempty"`
	App  string `json:"app,omitempty"`

	// state
	Game *gameState `json:"game,omitempty"`

	// move (and the ply of draw, back, resign, flag: the game's length when said)
	Ply     int    `json:"ply,omitempty"`
	Move    string `json:"m,omitempty"`  // in the variant's notation
	Hash    string `json:"h,omitempty"`  // the position's hash after the move, 16 hex digits
	Thought int64  `json:"th,omitempty"` // thinking time in ms, measured by the mover

	// answers
	Accept bool `json:"ok,omitempty"`

	// end
	Result string `json:"result,omitempty"`
	Reason string `json:"reason,omitempty"`

	// chat, refuse
	Text string `json:"text,omitempty"`
}

// gameState is a game as one side has it.
type gameState struct {
	ID       string       `json:"id"`
	Variant  string       `json:"variant"`
	FEN      string       `json:"fen,omitempty"` // "" for the variant's start
	Clock    string       `json:"clock,omitempty"`
	HostSide string       `json:"host"` // "white" or "black"
	Moves    []moveRecord `json:"moves"`
	// Epoch counts the takebacks agreed: a state of a later epoch is the truth about them.
	Epoch  int    `json:"epoch"`
	Result string `json:"result,omitempty"` // "1-0", "0-1", "1/2-1/2"; "" while it goes on
	Reason string `json:"reason,omitempty"`
	Hash   string `json:"h,omitempty"` // the final position's hash
}

// moveRecord is a move of a state with the mover's time left after it (ms; -1 without a
// clock).
type moveRecord struct {
	Move string `json:"m"`
	Left int64  `json:"left"`
}

// encode writes a message.
func encode(m message) ([]byte, error) {
	if err := m.validate(); err != nil {
		return nil, fmt.Errorf("refusing to send a bad %s message: %w", m.T, err)
	}
	return json.Marshal(m)
}

// decode reads and checks a message from the other side.
func decode(p []byte) (message, error) {
	var m message
	if len(p) > maxMessage {
		return m, fmt.Errorf("a message of %d bytes", len(p))
	}
	if !utf8.Valid(p) {
		return m, errors.New("a message that is not UTF-8")
	}
	dec := json.NewDecoder(bytes.NewReader(p))
	if err := dec.Decode(&m); err != nil {
		return m, fmt.Errorf("a message that does not read: %v", err)
	}
	if dec.More() {
		return m, errors.New("a message with something after it")
	}
	return m, m.validate()
}

// validate checks a message's fields for its kind.
func (m message) validate() error {
	switch m.T {
	case kindHello:
		if !validText(m.Name, maxName) || !validText(m.App, maxTextField) {
			return errors.New("a name that cannot be shown")
		}
	case kindState:
		if m.Game == nil {
			return errors.New("a state without a game")
		}
		return m.Game.validate()
	case kindMove:
		if err := checkPly(m.Ply, 1); err != nil {
			return err
		}
		if !validMoveText(m.Move) {
			return fmt.Errorf("a move %q that is not a move", clip(m.Move))
		}
		if _, err := parseHash(m.Hash); err != nil {
			return err
		}
		if m.Thought < 0 || m.Thought > maxThoughtMs {
			return errors.New("a thinking time out of range")
		}
	case kindDraw, kindBack:
		return checkPly(m.Ply, 0)
	case kindEnd:
		if m.Result != "1-0" && m.Result != "0-1" && m.Result != "1/2-1/2" || !validText(m.Reason, 64) {
			return errors.New("an end that is not one")
		}
		return checkPly(m.Ply, 0)
	case kindDrawAns, kindBackAns, kindRematch, kindRematchA, kindPing, kindBye:
	case kindChat:
		if m.Text == "" || !validChat(m.Text) {
			return errors.New("a chat message that cannot be shown")
		}
	case kindRefuse:
		if !validText(m.Text, maxReason) {
			return errors.New("a refusal that cannot be shown")
		}
	default:
		return fmt.Errorf("an unknown message %q", clip(m.T))
	}
	return nil
}

func (g *gameState) validate() error {
	if !validText(g.ID, 64) || g.ID == "" {
		return errors.New("a game without a name")
	}
	if !validText(g.Variant, 32) || !validText(g.FEN, 200) || !validText(g.Clock, 32) {
		return errors.New("a game whose description cannot be read")
	}
	if g.HostSide != "white" && g.HostSide != "black" {
		return errors.New("a game without the host's side")
	}
	if len(g.Moves) > maxPly {
		return errors.New("a game longer than any")
	}
	for _, mv := range g.Moves {
		if !validMoveText(mv.Move) || mv.Left < -1 || mv.Left > maxThoughtMs {
			return fmt.Errorf("a move %q that is not a move", clip(mv.Move))
		}
	}
	if g.Hash != "" {
		if _, err := parseHash(g.Hash); err != nil {
			return err
		}
	}
	if g.Epoch < 0 || g.Epoch > maxPly {
		return errors.New("a takeback count out of range")
	}
	switch g.Result {
	case "", "1-0", "0-1", "1/2-1/2":
	default:
		return errors.New("a result that is not one")
	}
	if !validText(g.Reason, 64) {
		return errors.New("a reason that cannot be read")
	}
	return nil
}

func checkPly(ply, least int) error {
	if ply < least || ply > maxPly {
		return fmt.Errorf("a move number %d out of range", ply)
	}
	return nil
}

// validMoveText: a move in any variant's notation is short printable ASCII.
func validMoveText(s string) bool {
	if s == "" || len(s) > maxMoveText {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] <= ' ' || s[i] > '~' {
			return false
		}
	}
	return true
}

// validChat allows line breaks besides what validText allows.
func validChat(s string) bool {
	return validText(strings.ReplaceAll(s, "\n", " "), maxChat) && strings.Count(s, "\n") <= 5
}

func parseHash(s string) (uint64, error) {
	if len(s) != 16 {
		return 0, errors.New("a position hash that is not one")
	}
	h, err := strconv.ParseUint(s, 16, 64)
	if err != nil {
		return 0, errors.New("a position hash that is not one")
	}
	return h, nil
}

func formatHash(h uint64) string { return fmt.Sprintf("%016x", h) }

// clip shortens a text from the other side for a message.
func clip(s string) string {
	if len(s) > 24 {
		s = s[:24] + "…"
	}
	return strconv.Quote(s)
}
