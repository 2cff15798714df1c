package words

import (
	"siegeworks/i18n"
	"siegeworks/rules"
)

// movementRefusal says which rule of how pieces move refuses the move, or "" for another
// refusal.
func movementRefusal(r rules.Refusal, a i18n.Args) string {
	switch r.Why {
	case rules.RefuseOwnPiece:
		return i18n.L("you cannot capture your own piece")
	case rules.RefuseTurretCaptures:
		return i18n.L("a Turret never captures by moving; it slings the piece behind it")
	case rules.RefuseBlocked:
		if r.Variant.IsTurnover() {
			return i18n.L("{{.Piece}} is in the way: a sliding ring passes only over completely empty squares", a)
		}
		return i18n.L("{{.Piece}} is in the way", a)
	case rules.RefuseShape:
		return moveRule(r.Variant, r.Piece.Kind())
	case rules.RefuseNoPath:
		return i18n.L("the board has no squares between {{.From}} and {{.To}} to move along", a)
	case rules.RefusePawnBackward:
		return i18n.L("a pawn never moves backwards or sideways")
	case rules.RefusePawnStraightCapture:
		return i18n.L("a pawn never takes straight ahead; it captures one square diagonally forward")
	case rules.RefusePawnDiagonalToEmpty:
		return i18n.L("a pawn moves diagonally only to capture")
	case rules.RefusePawnDoubleStep:
		return i18n.L("a pawn steps two squares only from its first square")
	case rules.RefusePawnTeleport:
		return i18n.L("pawns never teleport")
	case rules.RefuseKwaggaLaterCapture:
		return i18n.L("a Kwagga captures only on its first leap")
	case rules.RefuseKwaggaLanding:
		return i18n.L("a Kwagga leaps on only over empty landing squares, and {{.Square}} is taken", a)
	case rules.RefuseShotSecondOwn:
		return i18n.L("a second piece of your own stands in the line of fire")
	case rules.RefuseShotFirstNotOwn:
		return i18n.L("a pawn shoots only over a piece of its own: the first piece in front of it must be the screen")
	case rules.RefuseShotEnemyPawn:
		return i18n.L("an enemy pawn stops the shot: nothing beyond it can be hit")
	case rules.RefuseShotNoScreen:
		return i18n.L("a pawn shoots only with a piece of its own in front of it as a screen")
	}
	return turnoverRefusal(r, a)
}

// turnoverRefusal says which Turnover rule refuses the move, or "" for another refusal.
func turnoverRefusal(r rules.Refusal, a i18n.Args) string {
	switch r.Why {
	case rules.RefuseLastCastleWholeSet:
		return i18n.L("your last Castle moves only as a whole set, one square, never into check")
	case rules.RefuseCheckedCastleSet:
		return i18n.L("a Castle in check moves only as a whole set, one square in any direction")
	case rules.RefuseOtherCastleInCheck:
		return i18n.L("with two Castles, this one cannot move while the other is in check")
	case rules.RefuseCastleDismount:
		return i18n.L("a Castle's Wall steps one or two squares forward, or one diagonally forward to take or turn over")
	case rules.RefuseCastleStep2025:
		return i18n.L("a Castle steps one square in any direction, its Wall may step onto a Fort or Citadel beside it, or go two squares straight forward")
	case rules.RefuseDismountTakes:
		return i18n.L("a Castle's two-square dismount never takes: its Wall lands only on an empty square, a Fort or a Citadel")
	case rules.RefuseNoRoom:
		switch r.Ring {
		case rules.Rook:
			return i18n.L("{{.Piece}} already has a Tower, so your Tower cannot join it", a)
		case rules.Bishop:
			return i18n.L("{{.Piece}} already has a Fort, so your Fort cannot join it", a)
		}
		return i18n.L("{{.Piece}} already has a Wall, so your Wall cannot join it", a)
	case rules.RefuseTowerAndWall:
		return i18n.L("a Tower and a Wall never share a stack, so {{.Piece}} cannot take it in", a)
	case rules.RefuseWallDiagonalToEmpty:
		return i18n.L("a Wall steps diagonally only to take or turn over, never onto an empty square")
	case rules.RefuseWallForwardTake:
		return i18n.L("a Wall's forward step never takes: it can only join or turn over a Fort or a Citadel there")
	case rules.RefuseWallBackward:
		return i18n.L("a Wall never moves backwards or sideways")
	}
	return ""
}

// moveRule says how a piece of kind k moves in the variant, for a move of the wrong shape.
func moveRule(v *rules.Variant, k rules.Kind) string {
	if v.IsTurnover() {
		switch k {
		case rules.Rook:
			return i18n.L("a Tower moves along ranks and files")
		case rules.Bishop:
			return i18n.L("a Fort moves along diagonals")
		case rules.Queen:
			return i18n.L("a Citadel's Fort moves like a queen, along ranks, files and diagonals; the Tower stays behind")
		case rules.Knight:
			return i18n.L("a Fortress's Wall leaps like a knight, two squares one way and one to the side; the Fort stays behind")
		case rules.Pawn:
			return i18n.L("a Wall steps one square forward, or one diagonally forward to take or turn over")
		}
		return i18n.L("a Castle's Wall steps one or two squares forward, or one diagonally forward to take or turn over")
	}
	switch k {
	case rules.Rook:
		return i18n.L("a rook moves along ranks and files")
	case rules.Bishop:
		return i18n.L("a bishop moves along diagonals")
	case rules.Queen:
		return i18n.L("a queen moves along ranks, files and diagonals")
	case rules.Knight:
		return i18n.L("a knight leaps two squares one way and one to the side")
	case rules.King:
		return i18n.L("a king steps one square in any direction")
	case rules.Pawn:
		return i18n.L("a pawn steps one square forward (two from its first square) and captures one square diagonally forward")
	case rules.Turret:
		return i18n.L("a Turret glides like a queen, along ranks, files and diagonals, over empty squares only")
	case rules.Kwagga:
		return i18n.L("a Kwagga leaps three squares one way and one to the side, and may repeat the same leap over empty landing squares")
	}
	return i18n.L("that piece cannot move there")
}
