package words

import (
	"siegeworks/i18n"
	"siegeworks/rules"
)

// WhyIllegal explains in a short sentence, for the status line and the lessons, why
// nothing can move from one square to the other: "a knight leaps two squares one way and
// one to the side". It is "" when a legal move does exactly that.
func WhyIllegal(pos *rules.Position, from, to rules.Square) string {
	return Refusal(pos.Refusal(from, to))
}

// Refused is WhyIllegal followed, for a move refused because of check, by what attacks
// the king: "your king would be in check: the b4 bishop". The board says it when a move
// is refused (rules.Position.RefusalAttacks draws the attacks).
func Refused(pos *rules.Position, from, to rules.Square) string {
	why := WhyIllegal(pos, from, to)
	attacks := pos.RefusalAttacks(from, to)
	if why == "" || len(attacks) == 0 {
		return why
	}
	return i18n.L("{{.Why}}: {{.Attacks}}", i18n.Args{"Why": why, "Attacks": Attacks(pos.Variant(), attacks)})
}

// Refusal says a refusal (rules.Position.Refusal): the rule, and the piece or square it is
// about. It is "" for rules.RefuseNone.
func Refusal(r rules.Refusal) string {
	a := i18n.Args{"From": r.From.String(), "To": r.To.String(), "Square": r.At.String()}
	if r.Other != rules.NoPiece {
		a["Piece"] = other(r)
	}
	switch r.Why {
	case rules.RefuseNone:
		return ""
	case rules.RefuseOffBoard:
		return i18n.L("that square is not on the board")
	case rules.RefuseSameSquare:
		return i18n.L("a move must go somewhere")
	case rules.RefuseEmpty:
		return i18n.L("there is no piece there")
	case rules.RefuseNotYourTurn:
		if r.Side == rules.White {
			return i18n.L("it is white's turn")
		}
		return i18n.L("it is black's turn")
	case rules.RefuseEnemyCatapult:
		if r.Side == rules.White {
			return i18n.L("that Catapult belongs to white")
		}
		return i18n.L("that Catapult belongs to black")
	case rules.RefuseCatapultStep:
		if r.Moved {
			return i18n.L("this Catapult has moved before, so it steps only one square, onto a square with no piece and no Catapult")
		}
		return i18n.L("a Catapult steps one or two squares in any direction, onto a square with no piece and no Catapult")
	case rules.RefuseKingIntoCheck:
		return i18n.L("your king would be in check there")
	case rules.RefuseKingSlungIntoCheck:
		return i18n.L("your king would be slung into check")
	case rules.RefuseStillInCheck:
		return i18n.L("your king is in check and this move does not stop it")
	case rules.RefuseExposesKing:
		return i18n.L("your king would be in check")
	case rules.RefuseNoCastleLeft:
		return i18n.L("you may never be left without a Castle")
	case rules.RefuseLastCastleInCheck:
		return i18n.L("your last Castle would be in check")
	}
	if s := castlingRefusal(r, a); s != "" {
		return s
	}
	if s := movementRefusal(r, a); s != "" {
		return s
	}
	return i18n.L("that move is not possible here")
}

// castlingRefusal says why the king may not castle, or "" for another refusal.
func castlingRefusal(r rules.Refusal, a i18n.Args) string {
	switch r.Why {
	case rules.RefuseCastleKingMoved:
		return i18n.L("the king has already moved, so it cannot castle")
	case rules.RefuseCastleInCheck:
		return i18n.L("you cannot castle out of check")
	case rules.RefuseCastleRookMoved:
		return i18n.L("that rook has moved (or is gone), so you cannot castle on that side")
	case rules.RefuseCastleBlocked:
		return i18n.L("castling needs every square between king and rook empty, and {{.Piece}} stands there", a)
	case rules.RefuseCastleCatapult:
		return i18n.L("an enemy piece could teleport onto the Catapult on {{.Square}}, between king and rook", a)
	case rules.RefuseCastleAttacked:
		return i18n.L("the king may not pass over or land on an attacked square, and {{.Square}} is attacked", a)
	case rules.RefuseCastleDistance:
		return i18n.L("the king castles two squares (three on the Gustavian board)")
	}
	return ""
}

// other names the piece the refusal is about besides the mover: "your pawn on d2", "the
// black knight on d4".
func other(r rules.Refusal) string {
	f := nouns(r.Variant, r.Other.Kind())
	if r.Piece != rules.NoPiece && r.Other.Color() == r.Piece.Color() {
		return f.yourOn(r.At.String())
	}
	return f.theOn[r.Other.Color()](r.At.String())
}
