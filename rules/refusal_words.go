package rules

import "fmt"

// WhyIllegal explains in a short sentence, for the status line and the lessons, why nothing
// can move from one square to the other. It returns "" when a legal move does exactly
// that. (Refusal gives the same answer as data, for other languages.)
func (p *Position) WhyIllegal(from, to Square) string { return p.Refusal(from, to).String() }

// String says the refusal in English: the rule, and the piece or square it is about.
func (r Refusal) String() string {
	switch r.Why {
	case RefuseNone:
		return ""
	case RefuseOffBoard:
		return "that square is not on the board"
	case RefuseSameSquare:
		return "a move must go somewhere"
	case RefuseEmpty:
		return "there is no piece there"
	case RefuseNotYourTurn:
		return fmt.Sprintf("it is %s's turn", r.Side)
	case RefuseEnemyCatapult:
		return fmt.Sprintf("that Catapult belongs to %s", r.Side)
	case RefuseCatapultStep:
		if r.Moved {
			return "this Catapult has moved before, so it steps only one square, onto a square with no piece and no Catapult"
		}
		return "a Catapult steps one or two squares in any direction, onto a square with no piece and no Catapult"
	case RefuseKingIntoCheck:
		return "your king would be in check there"
	case RefuseKingSlungIntoCheck:
		return "your king would be slung into check"
	case RefuseStillInCheck:
		return "your king is in check and this move does not stop it"
	case RefuseExposesKing:
		return "your king would be in check"
	case RefuseNoCastleLeft:
		return "you may never be left without a Castle"
	case RefuseLastCastleInCheck:
		return "your last Castle would be in check"
	case RefuseCastleKingMoved:
		return "the king has already moved, so it cannot castle"
	case RefuseCastleInCheck:
		return "you cannot castle out of check"
	case RefuseCastleRookMoved:
		return "that rook has moved (or is gone), so you cannot castle on that side"
	case RefuseCastleBlocked:
		return "castling needs every square between king and rook empty, and " + r.other() + " stands there"
	case RefuseCastleCatapult:
		return "an enemy piece could teleport onto the Catapult on " + r.At.String() + ", between king and rook"
	case RefuseCastleAttacked:
		return "the king may not pass over or land on an attacked square, and " + r.At.String() + " is attacked"
	case RefuseCastleDistance:
		return "the king castles two squares (three on the Gustavian board)"
	case RefuseOwnPiece:
		return "you cannot capture your own piece"
	case RefuseTurretCaptures:
		return "a Turret never captures by moving; it slings the piece behind it"
	case RefuseBlocked:
		if r.Variant.turnover {
			return r.other() + " is in the way: a sliding ring passes only over completely empty squares"
		}
		return r.other() + " is in the way"
	case RefuseShape:
		return r.Variant.moveRule(r.Piece.Kind())
	case RefuseNoPath:
		return fmt.Sprintf("the board has no squares between %s and %s to move along", r.From, r.To)
	case RefusePawnBackward:
		return "a pawn never moves backwards or sideways"
	case RefusePawnStraightCapture:
		return "a pawn never takes straight ahead; it captures one square diagonally forward"
	case RefusePawnDiagonalToEmpty:
		return "a pawn moves diagonally only to capture"
	case RefusePawnDoubleStep:
		return "a pawn steps two squares only from its first square"
	case RefusePawnTeleport:
		return "pawns never teleport"
	case RefuseKwaggaLaterCapture:
		return "a Kwagga captures only on its first leap"
	case RefuseKwaggaLanding:
		return "a Kwagga leaps on only over empty landing squares, and " + r.At.String() + " is taken"
	case RefuseShotSecondOwn:
		return "a second piece of your own stands in the line of fire"
	case RefuseShotFirstNotOwn:
		return "a pawn shoots only over a piece of its own: the first piece in front of it must be the screen"
	case RefuseShotEnemyPawn:
		return "an enemy pawn stops the shot: nothing beyond it can be hit"
	case RefuseShotNoScreen:
		return "a pawn shoots only with a piece of its own in front of it as a screen"
	case RefuseLastCastleWholeSet:
		return "your last Castle moves only as a whole set, one square, never into check"
	case RefuseCheckedCastleSet:
		return "a Castle in check moves only as a whole set, one square in any direction"
	case RefuseOtherCastleInCheck:
		return "with two Castles, this one cannot move while the other is in check"
	case RefuseCastleDismount:
		return "a Castle's Wall steps one or two squares forward, or one diagonally forward to take or turn over"
	case RefuseNoRoom:
		return fmt.Sprintf("%s already has a %s, so your %s cannot join it",
			r.other(), stackNames[movingRing(r.Piece.Kind())], stackNames[movingRing(r.Piece.Kind())])
	case RefuseTowerAndWall:
		return "a Tower and a Wall never share a stack, so " + r.other() + " cannot take it in"
	case RefuseWallDiagonalToEmpty:
		return "a Wall steps diagonally only to take or turn over, never onto an empty square"
	case RefuseWallForwardTake:
		return "a Wall's forward step never takes: it can only join or turn over a Fort or a Citadel there"
	case RefuseWallBackward:
		return "a Wall never moves backwards or sideways"
	}
	return "that move is not possible here"
}

// other names the piece the refusal is about besides the mover: "your pawn on d2", "the
// black knight on d4".
func (r Refusal) other() string {
	name := r.Variant.KindName(r.Other.Kind())
	if r.Piece != NoPiece && r.Other.Color() == r.Piece.Color() {
		return fmt.Sprintf("your %s on %s", name, r.At)
	}
	return fmt.Sprintf("the %s %s on %s", r.Other.Color(), name, r.At)
}

// moveRule says how a piece of kind k moves in the variant, for a move of the wrong shape.
func (v *Variant) moveRule(k Kind) string {
	if v.turnover {
		switch k {
		case Rook:
			return "a Tower moves along ranks and files"
		case Bishop:
			return "a Fort moves along diagonals"
		case Queen:
			return "a Citadel's Fort moves like a queen, along ranks, files and diagonals; the Tower stays behind"
		case Knight:
			return "a Fortress's Wall leaps like a knight, two squares one way and one to the side; the Fort stays behind"
		case Pawn:
			return "a Wall steps one square forward, or one diagonally forward to take or turn over"
		}
		return "a Castle's Wall steps one or two squares forward, or one diagonally forward to take or turn over"
	}
	switch k {
	case Rook:
		return "a rook moves along ranks and files"
	case Bishop:
		return "a bishop moves along diagonals"
	case Queen:
		return "a queen moves along ranks, files and diagonals"
	case Knight:
		return "a knight leaps two squares one way and one to the side"
	case King:
		return "a king steps one square in any direction"
	case Pawn:
		return "a pawn steps one square forward (two from its first square) and captures one square diagonally forward"
	case Turret:
		return "a Turret glides like a queen, along ranks, files and diagonals, over empty squares only"
	case Kwagga:
		return "a Kwagga leaps three squares one way and one to the side, and may repeat the same leap over empty landing squares"
	}
	return "that piece cannot move there"
}
