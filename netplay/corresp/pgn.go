package corresp

import (
	"strconv"
	"strings"

	"siegeworks/i18n"
	"siegeworks/rules"
)

// A game can travel as a PGN file too: its tags name the game (idTag) and seal its moves and
// result (sealTag), so a friend may send the file instead of the texts.
const (
	idTag   = "CorrespondenceGame"
	sealTag = "CorrespondenceSeal"
)

// pgnFields are what a file's seal covers: the moves and the result.
func pgnFields(r *rules.Game) []string {
	result, reason := r.Result()
	return []string{"pgn", r.Variant().ID, strconv.Itoa(r.Ply()), strings.Join(r.SANs(), " "), string(result), string(reason)}
}

// ExportPGN is the game as a PGN file to send to the friend: the players, the moves, the
// result, the game id and the seal — never the secret.
func (s *Store) ExportPGN(id string) (string, error) {
	g, err := s.Game(id)
	if err != nil {
		return "", err
	}
	return g.exportPGN(), nil
}

func (g *Game) exportPGN() string {
	tags := g.tags()
	tags[sealTag] = g.secret.seal(g.ID, pgnFields(g.Record)...)
	return rules.WritePGN(g.Record, tags)
}

// ImportPGN takes in a game file from the friend: the moves it has that this side has not
// are played, a resignation or a draw agreed is recorded, all after checking the game id,
// the seal, and that the file's moves agree with the game here.
func (s *Store) ImportPGN(text string) (o Outcome) {
	o.Kind = KindMove
	defer func() {
		if o.Err != nil {
			o.Message = o.Err.Error()
		}
	}()
	if len(text) > maxFile {
		o.Err = refuse(Unreadable, "", i18n.L("This file is too big to be a correspondence game."))
		return o
	}
	rec, tags, err := rules.ReadPGN(text)
	if err != nil {
		o.Err = refuse(Unreadable, "", i18n.L("This file is not a game Siegeworks can read: {{.Why}}.", i18n.Args{"Why": err.Error()}))
		return o
	}
	id, ok := parseID(tags[idTag])
	if !ok {
		o.Err = refuse(UnknownGame, "", i18n.L("This game file is not from a correspondence game (it has no correspondence game id)."))
		return o
	}
	o.Game = id
	g, err := s.load(id)
	if err != nil {
		o.Err = err
		return o
	}
	if rec.Variant() != g.Variant || !g.secret.sealOK(tags[sealTag], g.ID, pgnFields(rec)...) {
		o.Err = refuse(Forged, id, i18n.L("This file for game {{.Game}} does not carry the game's seal: it was changed, or it is not from {{.Name}}. Nothing was played.",
			i18n.Args{"Game": id, "Name": g.Friend()}))
		return o
	}
	changed, err := g.takeFile(rec, &o)
	if err == nil && changed {
		g.LastActivity = s.Now()
		err = s.save(g)
	}
	if err != nil {
		o.Err, o.Played = err, rules.NoMove
	}
	return o
}

// takeFile plays the file's new moves (which can only be the friend's) and its ending.
func (g *Game) takeFile(rec *rules.Game, o *Outcome) (bool, error) {
	mine, theirs := g.Record.SANs(), rec.SANs()
	for i := range min(len(mine), len(theirs)) {
		if mine[i] != theirs[i] {
			return false, refuse(Conflict, g.ID, i18n.L("This file says move {{.Number}} of game {{.Game}} was {{.Their}}, but the game here has {{.Here}} there. Nothing was changed: compare your moves with {{.Name}}'s.",
				i18n.Args{"Number": moveNumber(i), "Game": g.ID, "Their": theirs[i], "Here": mine[i], "Name": g.Friend()}))
		}
	}
	changed := false
	var said []string
	for ply := len(mine); ply < len(theirs); ply++ {
		m := &message{kind: KindMove, ply: ply, side: rules.Color(ply % 2), san: theirs[ply], pos: posCode(rec.PositionAt(ply + 1).Hash())}
		if m.side == g.Me {
			return changed, refuse(OwnText, g.ID, i18n.L("This file has a move of yours ({{.Number}} {{.Move}}) that was never played here. Nothing more was changed.",
				i18n.Args{"Number": moveNumber(ply), "Move": m.san}))
		}
		o.Kind = KindMove
		if _, err := g.takeIn(m, o); err != nil {
			return changed, err
		}
		changed = true
		said = append(said, o.Message)
	}
	if result, reason := rec.Result(); rec.Over() && !g.Over() {
		var m *message
		switch {
		case reason == rules.ReasonResignation && result == winFor(g.Me):
			m = &message{kind: KindResign, ply: rec.Ply(), side: g.Me.Other()}
		case reason == rules.ReasonAgreement:
			m = &message{kind: KindDrawAccept, ply: rec.Ply(), side: g.Me.Other()}
		}
		if m != nil {
			o.Kind = m.kind
			if _, err := g.takeIn(m, o); err != nil {
				return changed, err
			}
			changed = true
			said = append(said, o.Message)
		}
	}
	if !changed {
		o.Repeat = true
		said = []string{i18n.L("This file has nothing new for game {{.Game}}.", i18n.Args{"Game": g.ID})}
	}
	o.Message = strings.Join(said, " ")
	return changed, nil
}

// tags are the game's PGN tags: the players, when it started, its names.
func (g *Game) tags() map[string]string {
	return map[string]string{
		"Event": "Correspondence game", "Site": "Siegeworks",
		"Date": g.Started.Format("2006.01.02"), "Time": g.Started.Format("15:04:05"),
		"White": nameOr(g.Names[rules.White], "White"), "Black": nameOr(g.Names[rules.Black], "Black"),
		"WhiteType": "human", "BlackType": "human",
		idTag: g.ID, "PlyCount": strconv.Itoa(g.Record.Ply()),
	}
}

func nameOr(name, other string) string {
	if name == "" {
		return other
	}
	return name
}
