package rules

// ringOutcome is what a Turnover move leaves on its two squares, looked up
// rather than worked out ring by ring: make and the last-Castle trial read it
// for every move.
type ringOutcome struct {
	behind   Piece // what stays on From (NoPiece when nothing)
	result   Piece // what stands on To, not on the mover's last rank
	promoted Piece // what stands on To when To is on the mover's last rank (§5.5)
	arrival  Arrival
}

// ringOutcomes[mover][target] is a RingMove's outcome by the stack on From and
// the stack on To (pieces masked to colour and kind); setOutcomes[c][target]
// is a whole-set Castle step's by colour c. Both are filled from
// turnoverArrival and promoteRings, which stay the one statement of the rules.
var (
	ringOutcomes [32][32]ringOutcome
	setOutcomes  [2][32]ringOutcome
)

func init() {
	var p Position
	from, to := SquareAt(FileA, 3), SquareAt(FileA+1, 3)
	for _, us := range []Color{White, Black} {
		p.side = us
		last := SquareAt(FileA, 7)
		if us == Black {
			last = SquareAt(FileA, 0)
		}
		outcome := func(mover, target Piece, kind MoveKind) ringOutcome {
			p.board[from], p.board[to] = mover, target
			behind, res, arrival := p.turnoverArrival(newMove(from, to, kind, NoKind))
			promo, _ := promoteRings(res, last, us)
			return ringOutcome{behind, stackPiece(us, res), stackPiece(us, promo), arrival}
		}
		for _, target := range turnoverStacks() {
			for k := Pawn; k <= King; k++ {
				mover := MakePiece(us, k)
				ringOutcomes[mover][target] = outcome(mover, target, RingMove)
			}
			setOutcomes[us][target] = outcome(MakePiece(us, King), target, SetMove)
		}
	}
}

// turnoverStacks lists every square content a Turnover move can arrive on:
// empty or a stack of either colour.
func turnoverStacks() []Piece {
	out := []Piece{NoPiece}
	for _, c := range []Color{White, Black} {
		for k := Pawn; k <= King; k++ {
			out = append(out, MakePiece(c, k))
		}
	}
	return out
}
