package study

import (
	"fmt"
	"math"

	"siegeworks/engine"
	"siegeworks/i18n"
	"siegeworks/rules"
)

// Eval is an evaluation from White's point of view.
type Eval struct {
	CP   int // centipawns (for a mate: the capped score of the winner)
	Mate int // moves to mate: > 0 White mates, < 0 Black mates, 0 none
}

// capCP bounds evaluations for the graph and the win chances.
const capCP = 1500

// whiteEval turns a search score for the side to move into White's view.
func whiteEval(pos *rules.Position, score int) Eval {
	if pos.SideToMove() == rules.Black {
		score = -score
	}
	e := Eval{CP: max(-capCP*pawn(pos.Variant())/100, min(score, capCP*pawn(pos.Variant())/100))}
	if score >= engine.MateBound || score <= -engine.MateBound {
		e.Mate = mateIn(score)
	}
	return e
}

func mateIn(score int) int {
	if score > 0 {
		return (engine.MateScore - score + 1) / 2
	}
	return -(engine.MateScore + score + 1) / 2
}

// finalEval is the evaluation of a position where the game has ended on the board.
func finalEval(pos *rules.Position) (Eval, bool) {
	switch pos.Status() {
	case rules.Checkmate, rules.NoCastles, rules.Siege:
		cp := capCP * pawn(pos.Variant()) / 100
		if pos.SideToMove() == rules.White {
			return Eval{CP: -cp}, true
		}
		return Eval{CP: cp}, true
	case rules.Stalemate, rules.Insufficient:
		return Eval{}, true
	}
	return Eval{}, false
}

// WhiteChance is White's winning chance in [0, 1] (lichess's curve, scaled to the
// variant's pawn).
func (e Eval) WhiteChance(v *rules.Variant) float64 {
	if e.Mate > 0 {
		return 1
	}
	if e.Mate < 0 {
		return 0
	}
	cp := float64(e.CP) * 100 / float64(pawn(v))
	return 1 / (1 + math.Exp(-0.00368208*cp))
}

// String is the evaluation as players read it: "+1.25", "-0.40", "#3", "#-2".
func (e Eval) String() string {
	if e.Mate != 0 {
		return fmt.Sprintf("#%d", e.Mate)
	}
	return fmt.Sprintf("%+.2f", float64(e.CP)/100)
}

// Words is the evaluation in a sentence's words, as the computer's thinking line shows
// it: "+1.25", "-0.40", "White mates in 3", "Black mates in 2".
func (e Eval) Words() string {
	switch {
	case e.Mate > 0:
		return i18n.N("White mates in {{.Count}}", e.Mate, i18n.Args{"Count": e.Mate})
	case e.Mate < 0:
		return i18n.N("Black mates in {{.Count}}", -e.Mate, i18n.Args{"Count": -e.Mate})
	}
	return fmt.Sprintf("%+.2f", float64(e.CP)/100)
}

// Pawns is the evaluation in pawns of the variant, for the graph and the bar.
func (e Eval) Pawns(v *rules.Variant) float64 { return float64(e.CP) / float64(pawn(v)) }
