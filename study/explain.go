package study

import (
	"context"
	"slices"
	"strings"

	"siegeworks/engine"
	"siegeworks/i18n"
	"siegeworks/rules"
	"siegeworks/words"
)

// LineNote is one move of a puzzle's solution with the sentence that says why it is played.
type LineNote struct {
	Move rules.Move
	// Label is the move as players number it: "18. Rxe6", "18... Kf7".
	Label string
	// Text is one sentence: what the move does (in the rules' words) and why it wins, why
	// the reply is forced, or what it leads to.
	Text string
}

// ExplainNodes is the search budget with which the engine looks past the end of a
// puzzle's line to show what the last move wins.
const ExplainNodes = 30000

// followPlies bounds how far past the end of the line an explanation looks.
const followPlies = 6

// Explain is the puzzle's solution with one sentence per move. What the moves do comes from
// the rules (their effects, captures, checks, mates, the material they win); what the last
// move wins beyond the line comes from the engine's best defence, searched within nodes
// (the same nodes give the same words).
func (p *Puzzle) Explain(nodes uint64) []LineNote {
	moves, err := p.Moves()
	if err != nil {
		panic(err) // the shipped puzzles are checked by tests
	}
	end := p.Position()
	for _, m := range moves {
		end.MakeMove(m)
	}
	var after []rules.Move
	score := 0
	if end.Status() == rules.Ongoing {
		e := engine.New(engine.Options{Level: engine.MaxLevel, HashMB: 4})
		r := e.Hint(context.Background(), end, engine.Limits{Nodes: nodes}, nil)
		after, score = r.PV, -r.Score
		if len(after) > followPlies {
			after = after[:followPlies]
		}
	}
	return explain(p.Position(), moves, after, score)
}

// explain words the line played from start; after is the best play past its end and score
// the engine's score of the end for the player.
func explain(start *rules.Position, line, after []rules.Move, score int) []LineNote {
	x := explainer{start: start, player: start.SideToMove(), line: line}
	pos := start.Clone()
	var notes []LineNote
	for i, m := range line {
		label := rules.MoveLabel(start, i+1, pos.SAN(m))
		var why string
		switch {
		case i%2 == 1:
			why = x.reply(pos, i)
		case i == len(line)-1:
			why = x.last(pos, m, after, score)
		default:
			why = x.onTheWay(pos, m, i)
		}
		notes = append(notes, LineNote{Move: m, Label: label, Text: i18n.L("{{.Action}} — {{.Why}}.",
			i18n.Args{"Action": words.Action(pos, m), "Why": why})})
		pos.MakeMove(m)
	}
	return notes
}

// explainer holds what every sentence of one line needs.
type explainer struct {
	start  *rules.Position
	player rules.Color
	line   []rules.Move
}

// onTheWay says why a player's move before the last is played: a check leaves no time, and
// otherwise it prepares the next move.
func (x *explainer) onTheWay(pos *rules.Position, m rules.Move, i int) string {
	after := pos.Clone()
	after.MakeMove(m)
	them := sideName(x.player.Other())
	var why string
	switch {
	case after.InCheck() && pos.InCheck():
		return i18n.L("it gets out of check with a check of its own, so {{.Side}} must answer it before anything else", i18n.Args{"Side": them})
	case after.InCheck():
		return i18n.L("check, so {{.Side}} must answer it before anything else", i18n.Args{"Side": them})
	case givesCheck(after) && x.player.Other() == rules.Black:
		why = i18n.L("it puts a black Castle in check")
	case givesCheck(after):
		why = i18n.L("it puts a white Castle in check")
	case legalCount(after) == 1:
		why = i18n.L("{{.Side}} has only one move", i18n.Args{"Side": them})
	default:
		why = i18n.L("it prepares {{.Move}}", i18n.Args{"Move": x.label(i + 3)})
	}
	if pos.InCheck() {
		return outOfCheck(why)
	}
	return why
}

// outOfCheck says that a move gets out of check before it does the rest.
func outOfCheck(rest string) string {
	return i18n.L("it gets out of check, and {{.Rest}}", i18n.Args{"Rest": rest})
}

// reply says why the opponent's answer i is forced, and what the player's next move then
// does.
func (x *explainer) reply(pos *rules.Position, i int) string {
	m := x.line[i]
	them := i18n.Args{"Side": sideName(pos.SideToMove())}
	after := pos.Clone()
	after.MakeMove(m)
	var forced string
	switch {
	case pos.InCheck() && legalCount(pos) == 1:
		forced = i18n.L("it is {{.Side}}'s only move", them)
	case pos.InCheck():
		forced = i18n.L("{{.Side}} must get out of check", them)
	case pos.IsCapture(m) && m.To() == x.line[i-1].To():
		forced = i18n.L("{{.Side}} takes back", them)
	case !pos.IsCapture(m) && !m.IsPromotion() && pos.At(m.From()) != rules.NoPiece &&
		after.At(m.From()) == rules.NoPiece && len(pos.AttacksOn(m.From(), x.player)) > 0:
		forced = i18n.L("{{.Piece}} was attacked and steps away",
			i18n.Args{"Piece": thePiece(pos.Variant(), pos.At(m.From()).Kind())})
	case legalCount(pos) == 1:
		forced = i18n.L("it is {{.Side}}'s only move", them)
	default:
		forced = i18n.L("it is {{.Side}}'s best defence", them)
	}
	if givesCheck(after) {
		forced = i18n.L("{{.Reply}}, with check", i18n.Args{"Reply": forced})
	}
	a := i18n.Args{"Reply": forced, "Move": x.label(i + 2)}
	next := x.line[i+1]
	if a["Threat"] = x.threat(after, next); a["Threat"] != "" {
		return i18n.L("{{.Reply}}, but {{.Move}} {{.Threat}}", a)
	}
	return i18n.L("{{.Reply}}, and then comes {{.Move}}", a)
}

// threat says in a few words what the player's move does: "takes the queen", "wins at once"
// ("" when it takes nothing and gives no check).
func (x *explainer) threat(pos *rules.Position, m rules.Move) string {
	after := pos.Clone()
	after.MakeMove(m)
	if over(after) {
		return i18n.L("wins at once")
	}
	var t tally
	t.add(pos, m)
	v := pos.Variant()
	switch {
	case len(t.lost[x.player.Other()]) > 0:
		return i18n.L("takes {{.Pieces}}", i18n.Args{"Pieces": definiteList(v, t.lost[x.player.Other()])})
	case len(t.promoted[x.player]) > 0:
		return i18n.L("makes {{.Pieces}}", i18n.Args{"Pieces": andList(pieceWords(v, t.promoted[x.player], true))})
	case t.catapults[x.player.Other()]:
		return i18n.L("captures both Catapults")
	case givesCheck(after):
		return i18n.L("gives check")
	}
	return ""
}

// last says why the line's last move wins: it mates, or with the best defence after it the
// player has won material, or the engine counts the player far ahead.
func (x *explainer) last(pos *rules.Position, m rules.Move, after []rules.Move, score int) string {
	end := pos.Clone()
	end.MakeMove(m)
	us, them := sideName(x.player), sideName(x.player.Other())
	switch end.Status() {
	case rules.Checkmate:
		if end.Variant().IsTurnover() {
			return i18n.L("checkmate, for {{.Side}}'s last Castle is in check and has no move", i18n.Args{"Side": them})
		}
		return i18n.L("checkmate, for {{.Side}} cannot get the king out of check", i18n.Args{"Side": them})
	case rules.NoCastles:
		return i18n.L("{{.Loser}} has no Castle left, and {{.Winner}} wins", i18n.Args{"Loser": them, "Winner": us})
	case rules.Siege:
		return i18n.L("{{.Loser}} has no move left and loses by siege", i18n.Args{"Loser": them})
	}
	// check says how the sentence begins: the move answers a check, gives one, or both.
	check := func(rest string) string { return rest }
	switch {
	case pos.InCheck() && givesCheck(end):
		check = func(rest string) string {
			return i18n.L("it gets out of check with a check of its own, and {{.Rest}}", i18n.Args{"Rest": rest})
		}
	case pos.InCheck():
		check = outOfCheck
	case givesCheck(end):
		check = func(rest string) string { return i18n.L("check, and {{.Rest}}", i18n.Args{"Rest": rest}) }
	}
	v := x.start.Variant()
	e := whiteEval(end, -score)
	switch {
	case e.Mate == 1 || e.Mate == -1:
		return check(i18n.L("{{.Side}} mates next move", i18n.Args{"Side": us}))
	case e.Mate != 0:
		return check(i18n.L("{{.Side}} mates in {{.Count}} moves from here", i18n.Args{"Side": us, "Count": max(e.Mate, -e.Mate)}))
	}
	ahead := e.Pawns(v) * signOf(x.player) // the engine's count of the player's lead, in pawns
	standing := i18n.Args{"Side": us, "Eval": e.String()}
	count := i18n.L("the computer counts {{.Side}} clearly ahead ({{.Eval}})", standing)
	if ahead >= 5 {
		count = i18n.L("the computer counts {{.Side}} far ahead ({{.Eval}})", standing)
	}
	// What the line has won once the opponent has taken back what can be taken back at
	// once; else the shortest stretch of the best defence after which nothing is taken next
	// and the player is ahead in material.
	stretches := []int{takesBack(pos, m, after)}
	for j := 0; j <= len(after); j++ {
		if j == len(after) || !takes(x.positionAfter(after[:j]), after[j]) {
			stretches = append(stretches, j)
		}
	}
	for _, j := range stretches {
		t := x.tally(after[:j])
		gain := t.gain(v, x.player)
		if gain < worth(v, rules.Pawn)/2 {
			continue
		}
		if won := t.won(v, x.player, us); won != "" {
			text := check(x.wonAfter(end, after[:j], won))
			if ahead-float64(gain)/float64(pawn(v)) >= 2 {
				text = i18n.L("{{.Won}}, with more to come, as {{.Count}}", i18n.Args{"Won": text, "Count": count})
			}
			return text
		}
	}
	return check(i18n.L("{{.Side}} cannot hold the position: {{.Count}}", i18n.Args{"Side": them, "Count": count}))
}

// takesBack is how many of the defence's first moves take back: each takes on a square the
// move before it arrived on (m, made in pos, is the line's last move).
func takesBack(pos *rules.Position, m rules.Move, defence []rules.Move) int {
	walk := pos.Clone()
	arrived := arrivals(walk, m)
	walk.MakeMove(m)
	for j, d := range defence {
		back := false
		for _, e := range walk.Effects(d) {
			switch e.Kind {
			case rules.EffectCapture, rules.EffectExplode, rules.EffectTurnover:
				back = back || slices.Contains(arrived, e.To)
			}
		}
		if !back {
			return j
		}
		arrived = arrivals(walk, d)
		walk.MakeMove(d)
	}
	return len(defence)
}

// arrivals are the squares where a move puts a piece.
func arrivals(pos *rules.Position, m rules.Move) []rules.Square {
	var out []rules.Square
	for _, e := range pos.Effects(m) {
		switch e.Kind {
		case rules.EffectMove, rules.EffectSling, rules.EffectTeleport, rules.EffectPromote,
			rules.EffectTurnover, rules.EffectCombine:
			out = append(out, e.To)
		}
	}
	return out
}

// positionAfter is the end of the line with some of the defence played.
func (x *explainer) positionAfter(defence []rules.Move) *rules.Position {
	pos := x.start.Clone()
	for _, m := range append(append([]rules.Move(nil), x.line...), defence...) {
		pos.MakeMove(m)
	}
	return pos
}

// wonAfter says what the player has won (won, "White has won a rook") once the defence's
// moves (perhaps none) are played.
func (x *explainer) wonAfter(end *rules.Position, defence []rules.Move, won string) string {
	switch {
	case len(defence) == 0:
		return won
	case takes(end, defence[0]):
		return i18n.L("even after {{.Line}}, {{.Won}}", i18n.Args{"Line": lineText(end, defence), "Won": won})
	}
	rest := end.Clone()
	rest.MakeMove(defence[0])
	return i18n.L("{{.Side}}'s best defence is {{.Move}}, but after {{.Line}}, {{.Won}}", i18n.Args{
		"Side": sideName(x.player.Other()), "Move": lineText(end, defence[:1]), "Line": lineText(rest, defence[1:]), "Won": won})
}

// tally counts the whole line and then the moves played after it.
func (x *explainer) tally(after []rules.Move) *tally {
	var t tally
	pos := x.start.Clone()
	for _, m := range append(append([]rules.Move(nil), x.line...), after...) {
		t.add(pos, m)
		pos.MakeMove(m)
	}
	return &t
}

// label is the i-th move of the line (from 1) as players number it.
func (x *explainer) label(ply int) string {
	pos := x.start.Clone()
	for _, m := range x.line[:ply-1] {
		pos.MakeMove(m)
	}
	return rules.MoveLabel(x.start, ply, pos.SAN(x.line[ply-1]))
}

// lineText writes moves from pos as a line is written in prose: "18... Qg5 19. d3 Nxe4".
func lineText(pos *rules.Position, moves []rules.Move) string {
	p := pos.Clone()
	var words []string
	for i, m := range moves {
		text := p.SAN(m)
		if i == 0 || p.SideToMove() == rules.White {
			text = rules.MoveLabel(p, 1, text)
		}
		words = append(words, text)
		p.MakeMove(m)
	}
	return strings.Join(words, " ")
}

// givesCheck tells whether the side to move has a king (or Castle) in check.
func givesCheck(pos *rules.Position) bool { return len(pos.Checks()) > 0 }

// over tells whether the game has ended on the board.
func over(pos *rules.Position) bool { return pos.Status() != rules.Ongoing }

// takes tells whether a move takes anything, turns an enemy stack over, promotes or
// captures Catapults: whether it changes the trade.
func takes(pos *rules.Position, m rules.Move) bool {
	var t tally
	t.add(pos, m)
	return !t.empty()
}

// legalCount is the number of legal moves.
func legalCount(pos *rules.Position) int {
	var ml rules.MoveList
	pos.GenerateLegal(&ml)
	return ml.Len()
}

func signOf(c rules.Color) float64 {
	if c == rules.Black {
		return -1
	}
	return 1
}
