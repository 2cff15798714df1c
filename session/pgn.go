package session

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"siegeworks/engine"
	"siegeworks/library"
	"siegeworks/rules"
)

// The game as PGN text, with the players in the tags.

// programPrefix starts the name of the engine's player in saved games.
const programPrefix = "Siegeworks level"

// PGNTags are the tags a saved game carries: the session's own, and the players.
func (s *Session) PGNTags() map[string]string {
	t := map[string]string{}
	for k, v := range s.tags {
		t[k] = v
	}
	if s.clock.tc.On() {
		t["TimeControl"] = s.clock.tc.PGNTag()
	}
	t["PlyCount"] = strconv.Itoa(s.game.Ply())
	for c, p := range s.players {
		name, typ, level := "White", "WhiteType", "WhiteLevel"
		if c == int(rules.Black) {
			name, typ, level = "Black", "BlackType", "BlackLevel"
		}
		switch p := p.(type) {
		case Computer:
			t[name] = fmt.Sprintf("%s %d", programPrefix, p.Level)
			t[typ] = "program"
			t[level] = strconv.Itoa(p.Level)
		case Human:
			if p.Name != "" {
				t[name] = p.Name
			} else if t[name] == "" || strings.HasPrefix(t[name], programPrefix) {
				t[name] = "Human"
			}
			t[typ] = "human"
			delete(t, level)
		default:
			t[name] = p.String()
			t[typ] = "human"
			delete(t, level)
		}
	}
	return t
}

// PGN is the game as PGN text.
func (s *Session) PGN() string { return rules.WritePGN(s.game, s.PGNTags()) }

// PlayersFromTags reads the players a saved game names: computers only from our own
// WhiteLevel/BlackLevel tags, everyone else is a person here.
func PlayersFromTags(tags map[string]string) [2]Player {
	ps := [2]Player{Human{}, Human{}}
	for c, prefix := range []string{"White", "Black"} {
		if tags[prefix+"Type"] != "program" {
			continue
		}
		if n, err := strconv.Atoi(tags[prefix+"Level"]); err == nil && n >= engine.MinLevel && n <= engine.MaxLevel {
			ps[c] = NewComputer(n)
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
	s.startRecord(g, tags, keepPlayers)
	return nil
}

// startRecord starts a game read from a record with its tags; keepPlayers false takes the
// players from the tags.
func (s *Session) startRecord(g *rules.Game, tags map[string]string, keepPlayers bool) {
	players := s.players
	if !keepPlayers {
		players = PlayersFromTags(tags)
	}
	s.clock.next = TimeControlFromTag(tags["TimeControl"])
	for _, k := range []string{"Result", "Variant", "SetUp", "FEN", "Termination",
		"WhiteType", "BlackType", "WhiteLevel", "BlackLevel", "TimeControl", "PlyCount"} {
		delete(tags, k)
	}
	// A game named by Siegeworks keeps its name (continuing it continues its entry in the
	// games library); any other is named now.
	if !library.OwnID(tags[library.IDTag]) {
		tags[library.IDTag] = library.NewID(time.Now())
	}
	s.Start(g, players, tags)
}
