package words

import (
	"siegeworks/i18n"
	"siegeworks/rules"
)

// forms are the noun phrases that name a piece of one kind. Each is a whole message, so a
// language makes its article and adjective agree with the noun ("the black rook" is "a
// torre preta", "the black knight" "o cavalo preto") instead of gluing words together.
type forms struct {
	name   func() string            // "knight": the bare name, for lists and labels
	title  func() string            // "Knight": the name opening a sentence ("Knight to f3")
	a      func() string            // "a knight"
	your   func() string            // "your knight"
	at     func(s string) string    // "the f3 knight": named by its square
	yourOn func(s string) string    // "your knight on f3"
	the    [2]func() string         // "the white knight", "the black knight"
	theOn  [2]func(s string) string // "the white knight on f3"
	aColor [2]func() string         // "a white knight"
}

// nouns are the forms for a kind in the variant: Turnover's kinds are its stacks (the
// Knight is the Fortress), the others' their pieces.
func nouns(v *rules.Variant, k rules.Kind) *forms {
	table := chessNouns[:]
	if v.IsTurnover() {
		table = stackNouns[:]
	}
	if int(k) < len(table) && table[k] != nil {
		return table[k]
	}
	return &pieceNouns
}

// on is the placeholder of a phrase's square.
func on(s string) i18n.Args { return i18n.Args{"Square": s} }

// KindName is what players call a kind in the variant, in the player's language:
// "knight", "Turret", or in Turnover the stack's name ("Fortress"). It is a bare noun, for
// lists and labels; a sentence names a piece with a whole phrase (see Square, Move).
func KindName(v *rules.Variant, k rules.Kind) string { return nouns(v, k).name() }

// theOn names a piece by colour and square: "the black rook on c6".
func theOn(v *rules.Variant, pc rules.Piece, s rules.Square) string {
	return nouns(v, pc.Kind()).theOn[pc.Color()](s.String())
}

// at names a piece by its square: "the c2 knight".
func at(v *rules.Variant, pc rules.Piece, s rules.Square) string {
	return nouns(v, pc.Kind()).at(s.String())
}
