package study

import (
	"siegeworks/i18n"
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
		{Text: i18n.L("Move {{.Piece}}.", i18n.Args{"Piece": pieceToMove(pos, m)}), Piece: m.From(), Move: rules.NoMove},
		{Text: i18n.L("Play {{.Move}}. {{.Description}}.", i18n.Args{"Move": pos.SAN(m), "Description": words.Move(pos, m)}), Piece: m.From(), Move: m},
	}
}

// themeHint is the puzzle's first theme as advice for its first move; moves is the whole
// line and left the number of moves the player must find.
func themeHint(t Theme, pos *rules.Position, moves []rules.Move, left int) string {
	v := pos.Variant()
	moreMoves := i18n.Args{"Count": countWords(left)}
	length := "" // how many moves it takes, when more than one
	if left > 1 {
		length = " " + i18n.L("It takes {{.Count}} moves.", moreMoves)
	}
	switch t {
	case ThemeMate:
		end := pos.Clone()
		for _, m := range moves {
			end.MakeMove(m)
		}
		switch {
		case end.Status() == rules.NoCastles && left > 1:
			return i18n.L("The last enemy Castle can be taken in {{.Count}} moves.", moreMoves)
		case end.Status() == rules.NoCastles:
			return i18n.L("The last enemy Castle can be taken.")
		case end.Status() == rules.Siege && left > 1:
			return i18n.L("The opponent can be left without a move in {{.Count}} moves: a siege.", moreMoves)
		case end.Status() == rules.Siege:
			return i18n.L("The opponent can be left without a move: a siege.")
		case left > 1:
			return i18n.L("Look for a checkmate in {{.Count}} moves.", moreMoves)
		}
		return i18n.L("Look for a checkmate.")
	case ThemeSling:
		return i18n.L("A Turret's sling does the damage.") + length
	case ThemeShot:
		return i18n.L("One of your pawns can fire over its screen.") + length
	case ThemeTeleport:
		return i18n.L("A piece can teleport from one of your Catapults to the other.") + length
	case ThemeCatapult:
		return i18n.L("Both enemy Catapults can be captured.") + length
	case ThemeTurnover:
		return i18n.L("An enemy stack can be turned over.") + length
	case ThemePromotion:
		if v.IsTurnover() {
			return i18n.L("A Wall can reach its last rank and promote.") + length
		}
		return i18n.L("A pawn can reach its last rank and promote.") + length
	}
	return materialHint(pos, moves, left)
}

// moveHint is advice for a later move of the line, from what that move does.
func moveHint(pos *rules.Position, m rules.Move) string {
	after := pos.Clone()
	after.MakeMove(m)
	switch after.Status() {
	case rules.Checkmate:
		return i18n.L("Now there is a checkmate.")
	case rules.NoCastles:
		return i18n.L("Now the last enemy Castle can be taken.")
	case rules.Siege:
		return i18n.L("Now the opponent can be left without a move.")
	}
	if ts := Themes(pos, []rules.Move{m}); len(ts) > 0 && ts[0] != ThemeMaterial {
		return themeHint(ts[0], pos, []rules.Move{m}, 1)
	}
	switch {
	case givesCheck(after):
		return i18n.L("A check keeps the initiative.")
	case pos.IsCapture(m) || pos.IsTurnoverOfEnemy(m):
		return i18n.L("Something can be taken now.")
	}
	return i18n.L("A quiet move wins here: no capture and no check.")
}

// pieceToMove names the piece (or Catapult) that makes the move: "the rook on e1".
func pieceToMove(pos *rules.Position, m rules.Move) string {
	if m.Kind() == rules.CatapultStep {
		return i18n.L("the Catapult on {{.Square}}", i18n.Args{"Square": m.From().String()})
	}
	return i18n.L("{{.Piece}} on {{.Square}}", i18n.Args{
		"Piece": thePiece(pos.Variant(), pos.At(m.From()).Kind()), "Square": m.From().String()})
}

// materialHint names what the line wins ("You can win a queen."), or how it starts when
// its moves take nothing themselves; left is the number of moves the player must find.
func materialHint(pos *rules.Position, moves []rules.Move, left int) string {
	var t tally
	p := pos.Clone()
	for _, m := range moves {
		t.add(p, m)
		p.MakeMove(m)
	}
	a := i18n.Args{"Count": countWords(left)}
	them := pos.SideToMove().Other()
	if lost := t.net().lost[them]; len(lost) > 0 {
		a["Pieces"] = andList(pieceWords(pos.Variant(), lost, false))
		if left > 1 {
			return i18n.L("You can win {{.Pieces}} in {{.Count}} moves.", a)
		}
		return i18n.L("You can win {{.Pieces}}.", a)
	}
	first := pos.Clone()
	first.MakeMove(moves[0])
	switch {
	case givesCheck(first) && left > 1:
		return i18n.L("You can win material in {{.Count}} moves, starting with a check.", a)
	case givesCheck(first):
		return i18n.L("You can win material, starting with a check.")
	case left > 1:
		return i18n.L("A quiet move wins material in {{.Count}} moves.", a)
	}
	return i18n.L("A quiet move wins material.")
}
