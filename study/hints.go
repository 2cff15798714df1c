package study

import (
	"fmt"

	"siegeworks/rules"
	"siegeworks/words"
)

// Hint is one step of help with the player's next move: a sentence, and what the board
// marks with it.
type Hint struct {
	Text string
	// Piece is the square of the piece to move, marked (NoSquare: nothing).
	Piece rules.Square
	// Move is the move itself, marked (NoMove: not given away).
	Move rules.Move
}

// Hints is the help for the move the line wants next, in the order it is given: the idea,
// then the piece that moves, then the move. Nil when the attempt is over.
func (a *PuzzleAttempt) Hints() []Hint {
	m := a.Expected()
	if a.state != Solving || m == rules.NoMove {
		return nil
	}
	pos := a.pos
	left := (len(a.moves) - a.next + 1) / 2
	var idea string
	if a.next == 0 {
		idea = themeHint(a.p.Themes[0], pos, a.moves, left)
	} else {
		idea = moveHint(pos, m)
	}
	return []Hint{
		{Text: idea, Piece: rules.NoSquare, Move: rules.NoMove},
		{Text: "Move " + pieceToMove(pos, m) + ".", Piece: m.From(), Move: rules.NoMove},
		{Text: "Play " + pos.SAN(m) + ". " + words.Move(pos, m) + ".", Piece: m.From(), Move: m},
	}
}

// themeHint is the puzzle's first theme as advice for its first move; moves is the whole
// line and left the number of moves the player must find.
func themeHint(t Theme, pos *rules.Position, moves []rules.Move, left int) string {
	v := pos.Variant()
	in, length := "", ""
	if left > 1 {
		in = fmt.Sprintf(" in %s moves", numberWord(left))
		length = fmt.Sprintf(" It takes %s moves.", numberWord(left))
	}
	switch t {
	case ThemeMate:
		end := pos.Clone()
		for _, m := range moves {
			end.MakeMove(m)
		}
		if end.Status() == rules.NoCastles {
			return "The last enemy Castle can be taken" + in + "."
		}
		return "Look for a checkmate" + in + "."
	case ThemeSling:
		return "A Turret's sling does the damage." + length
	case ThemeShot:
		return "One of your pawns can fire over its screen." + length
	case ThemeTeleport:
		return "A piece can teleport from one of your Catapults to the other." + length
	case ThemeCatapult:
		return "Both enemy Catapults can be captured." + length
	case ThemeTurnover:
		return "An enemy stack can be turned over." + length
	case ThemePromotion:
		return fmt.Sprintf("A %s can reach its last rank and promote.", words.KindName(v, rules.Pawn)) + length
	}
	return materialHint(pos, moves, in)
}

// moveHint is advice for a later move of the line, from what that move does.
func moveHint(pos *rules.Position, m rules.Move) string {
	after := pos.Clone()
	after.MakeMove(m)
	switch after.Status() {
	case rules.Checkmate:
		return "Now there is a checkmate."
	case rules.NoCastles:
		return "Now the last enemy Castle can be taken."
	}
	if ts := Themes(pos, []rules.Move{m}); len(ts) > 0 && ts[0] != ThemeMaterial {
		return themeHint(ts[0], pos, []rules.Move{m}, 1)
	}
	switch {
	case givesCheck(after):
		return "A check keeps the initiative."
	case pos.IsCapture(m) || pos.IsTurnoverOfEnemy(m):
		return "Something can be taken now."
	}
	return "A quiet move wins here: no capture and no check."
}

// pieceToMove names the piece (or Catapult) that makes the move: "the rook on e1".
func pieceToMove(pos *rules.Position, m rules.Move) string {
	if m.Kind() == rules.CatapultStep {
		return "the Catapult on " + m.From().String()
	}
	return fmt.Sprintf("the %s on %s", words.KindName(pos.Variant(), pos.At(m.From()).Kind()), m.From())
}

// materialHint names what the line wins ("You can win a queen."), or how it starts when
// its moves take nothing themselves.
func materialHint(pos *rules.Position, moves []rules.Move, in string) string {
	var t tally
	p := pos.Clone()
	for _, m := range moves {
		t.add(p, m)
		p.MakeMove(m)
	}
	them := pos.SideToMove().Other()
	if lost := t.net().lost[them]; len(lost) > 0 {
		return "You can win " + andList(pieceWords(pos.Variant(), lost, "")) + in + "."
	}
	first := pos.Clone()
	first.MakeMove(moves[0])
	if givesCheck(first) {
		return "You can win material" + in + ", starting with a check."
	}
	return "A quiet move wins material" + in + "."
}
