package rules

import "fmt"

// stackRings says what rings a Turnover stack is made of, indexed by the kind it reuses.
var stackRings = [kindCount]string{Pawn: "a lone Wall", Knight: "a Fort inside a Wall",
	Bishop: "a lone Fort", Rook: "a lone Tower", Queen: "a Tower inside a Fort", King: "Tower, Fort and Wall together"}

// stackMoves says how a Turnover stack moves, indexed by the kind it reuses.
var stackMoves = [kindCount]string{Pawn: "steps forward", Knight: "its Wall leaps like a knight",
	Bishop: "moves like a bishop", Rook: "moves like a rook", Queen: "its Fort moves like a queen",
	King: "a side with no Castle left loses"}

// DescribeSquare names what stands on a square, for a player pointing at it: "the white
// knight on g1", "the black Citadel on d6: a Tower inside a Fort; its Fort moves like a
// queen", "a white Catapult on b1, with the white knight on it". It is "" for an empty square.
func (p *Position) DescribeSquare(s Square) string {
	if !p.variant.geometry.Contains(s) {
		return ""
	}
	pc := p.board[s]
	owner, catapult := p.CatapultAt(s)
	var text string
	switch {
	case pc != NoPiece && p.variant.turnover:
		k := pc.Kind()
		text = fmt.Sprintf("the %s %s on %s: %s; %s", pc.Color(), stackNames[k], s, stackRings[k], stackMoves[k])
	case pc != NoPiece:
		text = p.pieceOn(pc, s, true)
	}
	if catapult {
		name := fmt.Sprintf("a %s Catapult on %s", owner, s)
		if p.CatapultMoved(s) {
			name += " (it has moved)"
		}
		if text == "" {
			return name
		}
		return name + ", with " + text[:len(text)-len(" on "+s.String())] + " on it"
	}
	return text
}
