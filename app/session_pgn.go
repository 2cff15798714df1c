package app

import (
	"fmt"
	"strconv"
	"strings"

	"siegeworks/rules"
)

// The game as PGN text, with the players in the tags.

// PGNTags are the tags a saved game carries: the session's own, and the players.
func (s *Session) PGNTags() map[string]string {
	t := map[string]string{}
	for k, v := range s.tags {
		t[k] = v
	}
	if s.clock.tc.On() {
		t["TimeControl"] = s.clock.tc.pgnTag()
	}
	for c, p := range s.players {
		name, typ, level := "White", "WhiteType", "WhiteLevel"
		if c == int(rules.Black) {
			name, typ, level = "Black", "BlackType", "BlackLevel"
		}
		if p.Computer {
			t[name] = fmt.Sprintf("Siegeworks level %d", p.Level)
			t[typ] = "program"
			t[level] = strconv.Itoa(p.Level)
		} else {
			if t[name] == "" || strings.HasPrefix(t[name], "Siegeworks level") {
				t[name] = "Human"
			}
			t[typ] = "human"
			delete(t, level)
		}
	}
	return t
}

// PGN is the game as PGN text.
func (s *Session) PGN() string { return rules.WritePGN(s.game, s.PGNTags()) }

// playersFromTags reads the players a saved game names: computers only from our own
// WhiteLevel/BlackLevel tags, everyone else is a person.
func playersFromTags(tags map[string]string) [2]Player {
	var ps [2]Player
	for c, prefix := range []string{"White", "Black"} {
		if tags[prefix+"Type"] != "program" {
			continue
		}
		if n, err := strconv.Atoi(tags[prefix+"Level"]); err == nil && n >= 1 && n <= 8 {
			ps[c] = Computer(n)
		}
	}
	return ps
}

// LoadPGN replaces the game with one read from text; on an error the game is untouched.
// keepPlayers false takes the players from the file's tags.
func (s *Session) LoadPGN(text string, keepPlayers bool) error {
	g, tags, err := rules.ReadPGN(text)
	if err != nil {
		return err
	}
	players := s.players
	if !keepPlayers {
		players = playersFromTags(tags)
	}
	s.nextTC = timeControlFromTag(tags["TimeControl"])
	for _, k := range []string{"Result", "Variant", "SetUp", "FEN", "Termination",
		"WhiteType", "BlackType", "WhiteLevel", "BlackLevel", "TimeControl"} {
		delete(tags, k)
	}
	s.Start(g, players, tags)
	return nil
}
