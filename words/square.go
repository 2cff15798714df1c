package words

import (
	"siegeworks/i18n"
	"siegeworks/rules"
)

// Square names what stands on a square, for a player pointing at it: "the white knight on
// g1", "the black Citadel on d6: a Tower inside a Fort; its Fort moves like a queen", "a
// white Catapult on b1, with the white knight on it". It is "" for an empty square.
func Square(pos *rules.Position, s rules.Square) string {
	v := pos.Variant()
	if !v.Geometry().Contains(s) {
		return ""
	}
	pc := pos.At(s)
	if owner, ok := pos.CatapultAt(s); ok {
		return catapult(v, owner, pos.CatapultMoved(s), pc, s)
	}
	switch {
	case pc == rules.NoPiece:
		return ""
	case v.IsTurnover():
		return stack(theOn(v, pc, s), pc.Kind())
	}
	return theOn(v, pc, s)
}

// stack says what a Turnover stack is made of and how it moves, after its name.
func stack(name string, k rules.Kind) string {
	a := i18n.Args{"Stack": name}
	switch k {
	case rules.Pawn:
		return i18n.L("{{.Stack}}: a lone Wall; steps forward", a)
	case rules.Knight:
		return i18n.L("{{.Stack}}: a Fort inside a Wall; its Wall leaps like a knight", a)
	case rules.Bishop:
		return i18n.L("{{.Stack}}: a lone Fort; moves like a bishop", a)
	case rules.Rook:
		return i18n.L("{{.Stack}}: a lone Tower; moves like a rook", a)
	case rules.Queen:
		return i18n.L("{{.Stack}}: a Tower inside a Fort; its Fort moves like a queen", a)
	}
	return i18n.L("{{.Stack}}: Tower, Fort and Wall together; a side with no Castle left loses", a)
}

// catapult names a Catapult and what stands on it: "a white Catapult on d4 (it has
// moved)", "a white Catapult on b1, with the white knight on it".
func catapult(v *rules.Variant, owner rules.Color, moved bool, pc rules.Piece, s rules.Square) string {
	a := i18n.Args{"Square": s.String()}
	if pc != rules.NoPiece {
		a["Piece"] = nouns(v, pc.Kind()).the[pc.Color()]()
	}
	white := owner == rules.White
	switch {
	case pc == rules.NoPiece && !moved && white:
		return i18n.L("a white Catapult on {{.Square}}", a)
	case pc == rules.NoPiece && !moved:
		return i18n.L("a black Catapult on {{.Square}}", a)
	case pc == rules.NoPiece && white:
		return i18n.L("a white Catapult on {{.Square}} (it has moved)", a)
	case pc == rules.NoPiece:
		return i18n.L("a black Catapult on {{.Square}} (it has moved)", a)
	case !moved && white:
		return i18n.L("a white Catapult on {{.Square}}, with {{.Piece}} on it", a)
	case !moved:
		return i18n.L("a black Catapult on {{.Square}}, with {{.Piece}} on it", a)
	case white:
		return i18n.L("a white Catapult on {{.Square}} (it has moved), with {{.Piece}} on it", a)
	}
	return i18n.L("a black Catapult on {{.Square}} (it has moved), with {{.Piece}} on it", a)
}
