// Package longgame plays long legal games for tests: games of a thousand moves and more,
// which no automatic ending of the rules cuts short.
//
//	g, err := longgame.Play(rules.Chess, 1001, 1)
//	g.Ply() // 2002: 1,001 moves each
//
// Why it can: the rules end a game by fivefold repetition and by the 75-move rule (150 plies
// without a capture or a pawn move), not by length. So the pieces wander without captures,
// never meeting a position a third time, and a pawn steps forward before 120 plies have
// passed without one; with 32 pawn moves to spend (each pawn meets the enemy pawn of its
// file after four moves between them) that is room for more than 1,800 moves.
package longgame

import (
	"fmt"
	"math/rand"

	"siegeworks/rules"
)

// pawnEvery is how many plies may pass without a pawn move before one is played: well
// inside the 75-move rule's 150.
const pawnEvery = 120

// Play plays a legal game of the variant from its start position with at least moves moves
// for each side, choosing among the moves with a random source from seed (the same seed,
// the same game). It fails if the game can go on no longer before that.
func Play(v *rules.Variant, moves int, seed int64) (*rules.Game, error) {
	g := rules.NewGame(v)
	rnd := rand.New(rand.NewSource(seed))
	for g.Ply() < 2*moves {
		if !step(g, rnd) {
			return g, fmt.Errorf("longgame: stuck after %d plies", g.Ply())
		}
	}
	return g, nil
}

// step plays one move that keeps the game going and repeats no position a third time: a
// pawn move when one is due, a piece move otherwise (a pawn move if no piece can move), and
// a capture only when nothing else will do (a check only captures can answer).
func step(g *rules.Game, rnd *rand.Rand) bool {
	pos := g.Position()
	var ml rules.MoveList
	pos.GenerateLegal(&ml)
	var pawn, piece, capture []rules.Move
	for _, m := range ml.Slice() {
		switch {
		case pos.IsCapture(m):
			capture = append(capture, m)
		case pos.At(m.From()).Kind() == rules.Pawn:
			pawn = append(pawn, m)
		default:
			piece = append(piece, m)
		}
	}
	first, then := piece, pawn
	if pos.HalfmoveClock() >= pawnEvery {
		first, then = pawn, piece
	}
	for _, choices := range [][]rules.Move{first, then, capture} {
		for _, i := range rnd.Perm(len(choices)) {
			if err := g.Play(choices[i]); err != nil {
				continue
			}
			if !g.Over() && g.RepetitionCount() < 3 {
				return true
			}
			g.Undo()
		}
	}
	return false
}
