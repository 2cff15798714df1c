package study

import (
	"siegeworks/engine"
	"siegeworks/rules"
)

// pawn is the engine's score of a pawn in the variant: Turnover's scores run on a larger
// scale (stacks of several pawns, Castles that must not be lost).
func pawn(v *rules.Variant) int {
	if v.IsTurnover() {
		return 200
	}
	return 100
}

// mated tells whether a score says the side it belongs to is mated.
func isMate(score int) bool { return score >= engine.MateBound || score <= -engine.MateBound }

// legal tells whether m is a legal move in pos (Position.IsLegal expects a generated move).
func legal(pos *rules.Position, m rules.Move) bool {
	var ml rules.MoveList
	pos.GenerateLegal(&ml)
	return ml.Contains(m)
}
