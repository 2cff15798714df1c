package session

import (
	"strconv"
	"strings"

	"siegeworks/engine"
	"siegeworks/i18n"
)

// Kind is who plays a side.
type Kind int

const (
	// Person is a person at this computer, who moves on the board.
	Person Kind = iota
	// Engine is the built-in engine at a level.
	Engine
	// Remote is a person at another computer, whose moves arrive over a connection.
	Remote
)

// Player plays one side of a session's game. The session calls Begin whenever the player's
// side is to move at the present position of a game in progress; a player that chooses its
// moves itself (the engine, a person elsewhere) answers through the Turn, from any
// goroutine. The session calls the returned function (when not nil) if the turn ends
// first: an undo, a new game, looking back in a game between computers, closing.
//
// A person here moves through Session.PlayHuman instead and returns nil from Begin.
type Player interface {
	Kind() Kind
	// String is how the window names the player, in the current language: "Human",
	// "Computer (level 3)".
	String() string
	// Begin asks the player for the turn's move.
	Begin(t *Turn) (cancel func())
}

// A DrawJudge answers draw offers itself (the engine weighs the position; a person elsewhere
// is asked over the connection). An offer to a player that is not one — a person here — is
// put to the window with EvDrawOffered.
type DrawJudge interface {
	// ConsiderDraw weighs the offer and answers it through o, from any goroutine; the
	// session calls the returned function (when not nil) if the game changes first.
	ConsiderDraw(o *Offer) (cancel func())
}

// Human is a person at this computer. Name is the name in saved games ("" for "Human").
type Human struct{ Name string }

// Kind is part of Player.
func (Human) Kind() Kind { return Person }

func (h Human) String() string {
	if h.Name != "" {
		return h.Name
	}
	return i18n.L("Human")
}

// Begin is part of Player: a person moves on the board.
func (Human) Begin(*Turn) func() { return nil }

// Computer is the built-in engine at a level from 1 to engine.MaxLevel.
type Computer struct{ Level int }

// NewComputer is the engine at a level, clamped to the levels there are.
func NewComputer(level int) Computer {
	return Computer{Level: min(max(level, engine.MinLevel), engine.MaxLevel)}
}

// Kind is part of Player.
func (Computer) Kind() Kind { return Engine }

func (c Computer) String() string {
	return i18n.L("Computer (level {{.Level}})", i18n.Args{"Level": c.Level})
}

// LevelOf is the engine level of a computer player, 0 for anyone else.
func LevelOf(p Player) int {
	if c, ok := p.(Computer); ok {
		return c.Level
	}
	return 0
}

// IsComputer tells whether the built-in engine plays p.
func IsComputer(p Player) bool { return p != nil && p.Kind() == Engine }

// IsLocal tells whether p is a person at this computer.
func IsLocal(p Player) bool { return p == nil || p.Kind() == Person }

// Code is a player's form in settings: "human" or "computer-3". Other players are not kept
// in settings and have no code ("").
func Code(p Player) string {
	switch p := p.(type) {
	case Human:
		return "human"
	case Computer:
		return "computer-" + strconv.Itoa(p.Level)
	}
	return ""
}

// ParseCode reads a player's settings form; ok is false (with a person) when it is not one.
func ParseCode(s string) (p Player, ok bool) {
	if s == "human" {
		return Human{}, true
	}
	if l, found := strings.CutPrefix(s, "computer-"); found {
		if n, err := strconv.Atoi(l); err == nil && n >= engine.MinLevel && n <= engine.MaxLevel {
			return NewComputer(n), true
		}
	}
	return Human{}, false
}

// LocalChoices are the players a person can pick for a side here, a person first, then
// every level of the engine.
func LocalChoices() []Player {
	out := []Player{Human{}}
	for l := engine.MinLevel; l <= engine.MaxLevel; l++ {
		out = append(out, NewComputer(l))
	}
	return out
}
