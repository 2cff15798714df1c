package app

import (
	"fmt"
	"strconv"
	"strings"
)

// Player is who plays one side: a person at this computer, or the engine at a level.
type Player struct {
	Computer bool
	Level    int // 1..8 when Computer
}

// Human is a person at this computer.
func Human() Player { return Player{} }

// Computer is the engine at a level from 1 to 8.
func Computer(level int) Player { return Player{Computer: true, Level: min(max(level, 1), 8)} }

func (p Player) String() string {
	if p.Computer {
		return fmt.Sprintf("Computer (level %d)", p.Level)
	}
	return "Human"
}

// code is the player's form in preferences: "human" or "computer-3".
func (p Player) code() string {
	if p.Computer {
		return "computer-" + strconv.Itoa(p.Level)
	}
	return "human"
}

func parsePlayer(s string) (Player, bool) {
	if s == "human" {
		return Human(), true
	}
	if l, ok := strings.CutPrefix(s, "computer-"); ok {
		if n, err := strconv.Atoi(l); err == nil && n >= 1 && n <= 8 {
			return Computer(n), true
		}
	}
	return Human(), false
}
