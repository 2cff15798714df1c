package rules

// Turnover (docs/RULES.md §5, and §6 for the 2025 rules). A square holds one stack of one colour; the stack
// is stored as an ordinary Piece whose kind names the set of rings it holds
// (the Dagaz FEN letters): Pawn = Wall, Knight = Fortress, Bishop = Fort,
// Rook = Tower, Queen = Citadel, King = Castle. The ring masks below turn a
// kind into rings and back, so every rule of §5.2 is a mask operation.
//
// Files:
//   turnover.go          ring tables and the arrival rule (§5.1, §5.2)
//   turnover_gen.go      move generation and legality (§5.3, §5.4)
//   turnover_check.go    "in check", InCheck, Attacked, checkmate (§5.4, §5.6)
//   turnover_make.go     make, effects, take/turnover tests (§5.2, §5.5, §5.6)
//   turnover_table.go    each move's outcome on its two squares, looked up
//   turnover_notation.go display notation and FEN sanity (§5.7)
//
// The 2025 rules (Variant.castle2025) change only the Castle's moves
// (genCastle2025), drop the two-Castles exception, and make a player with no
// legal move lose (Status Siege); everything else is this one core.
//
// Decisions where docs/RULES.md leaves room (each repeated where it is coded):
//   - InCheck (and so the SAN "+" and "#") reports whether the side to move
//     has exactly one Castle and it is in check: that is the check that can
//     become checkmate (§5.6). With two or more Castles no position is ever
//     checkmate, so "+"/"#" there would mislead; CastleInCheck and
//     CastlesInCheck report every Castle in check for the UI.
//   - Attacked(s, by) reports whether a Castle of by's opponent standing on s
//     would be in check from by (§5.4, Castle against Castle included).
//   - The two-Castles exception stops only a Castle that is not in check;
//     when both Castles are in check, each may step as a whole set.
//   - Promotion uses the mover's last rank: the stack that ends the move
//     there is the mover's, whatever colour its rings had before.
//   - The halfmove clock resets on a take (also a whole-set Castle take) and
//     on a turnover of an enemy stack; Wall moves, combining and promotions
//     do not reset it (§5.6). Because a later turnover can turn rings back,
//     positions can repeat across a turnover, so Game scans the whole line
//     for repetitions in Turnover (game.go).
//   - A whole-set step onto any enemy stack is a take (the Castle does not
//     nest), and the last Castle's "square where it is not in check" is
//     judged after the step, on the board the step leaves behind.
//   - FEN: a lone Wall or a Castle on its own last rank is refused (it would
//     have been promoted), and so is a position where the side that has just
//     moved has no Castle or one Castle in check; the side to move may have
//     no Castle (it has lost). See validateTurnover.

const (
	ringTower = 1
	ringFort  = 2
	ringWall  = 4
	ringsAll  = ringTower | ringFort | ringWall
)

var ringMask = [kindCount]uint8{
	Rook: ringTower, Bishop: ringFort, Pawn: ringWall,
	Queen: ringTower | ringFort, Knight: ringFort | ringWall, King: ringsAll,
}

// stackKinds turns a ring mask back into the stack's kind. Mask 0 is no stack
// and Tower+Wall (5) is not a legal stack (§5.1): both map to NoKind.
var stackKinds = [8]Kind{
	ringTower: Rook, ringFort: Bishop, ringWall: Pawn,
	ringTower | ringFort: Queen, ringFort | ringWall: Knight, ringsAll: King,
}

// RingsOf tells which rings a Turnover stack of the kind holds.
func RingsOf(k Kind) (tower, fort, wall bool) {
	m := ringMask[k]
	return m&ringTower != 0, m&ringFort != 0, m&ringWall != 0
}

// StackOfRings is the Turnover stack kind with the given rings, or NoKind
// for no rings and for Tower+Wall, which is not a legal stack.
func StackOfRings(tower, fort, wall bool) Kind {
	var m uint8
	if tower {
		m |= ringTower
	}
	if fort {
		m |= ringFort
	}
	if wall {
		m |= ringWall
	}
	return stackKinds[m]
}

// outerRing is the ring that moves (§5.1): the Wall if there is one, else the
// Fort, else the Tower.
func outerRing(mask uint8) uint8 {
	switch {
	case mask&ringWall != 0:
		return ringWall
	case mask&ringFort != 0:
		return ringFort
	}
	return mask & ringTower
}

// ringsClash reports whether ring r cannot nest into a stack with rings m:
// its own slot is filled, or the result would be Tower+Wall (§5.2). Arriving
// on such an enemy stack is a take; on an own stack it is not allowed.
func ringsClash(r, m uint8) bool {
	return m&r != 0 || r|m == ringTower|ringWall
}

// stackPiece is the piece for a colour and a ring mask (NoPiece for none).
func stackPiece(c Color, mask uint8) Piece {
	if mask == 0 {
		return NoPiece
	}
	return MakePiece(c, stackKinds[mask])
}

// canArrive reports whether a ring r of colour us may end its move on a
// square holding pc by §5.2: empty, a take of an enemy stack, or nesting
// (turnover or combine). Off-board squares and clashing own stacks refuse.
func canArrive(r uint8, us Color, pc Piece) bool {
	if pc == NoPiece {
		return true
	}
	if pc == offBoard {
		return false
	}
	return pc.Color() != us || !ringsClash(r, ringMask[pc.Kind()])
}

// Arrival is what happens on a Turnover move's destination (§5.2).
type Arrival uint8

const (
	ArriveEmpty    Arrival = iota // the ring stands alone on an empty square
	ArriveTake                    // the enemy stack is removed
	ArriveTurnover                // the enemy stack turns and joins the ring
	ArriveCombine                 // the ring joins an own stack
)

func (a Arrival) String() string {
	return [...]string{"empty", "take", "turnover", "combine"}[a]
}

// turnoverOutcome is everything a Turnover move does, derived from the
// position: make, effects, notation and the take tests share it.
type turnoverOutcome struct {
	mover    Piece // what leaves From: the moving ring as a stack, or the whole Castle
	behind   Piece // what stays on From (NoPiece when nothing)
	target   Piece // what stood on To before the move
	result   Piece // what stands on To after the move (after promotion)
	formed   Piece // what arrived on To before promotion (ring, nested stack, or Castle)
	arrival  Arrival
	promoted bool // a Wall alone or a Castle ended on the mover's last rank (§5.5)
}

// resolveTurnover works out a RingMove or SetMove of the side to move.
func (p *Position) resolveTurnover(m Move) turnoverOutcome {
	us := p.side
	behind, res, arrival := p.turnoverArrival(m)
	o := turnoverOutcome{behind: behind, target: p.board[m.To()], arrival: arrival}
	o.mover = MakePiece(us, King)
	if m.Kind() == RingMove {
		o.mover = stackPiece(us, outerRing(ringMask[p.board[m.From()].Kind()]))
	}
	o.formed = stackPiece(us, res)
	res, o.promoted = promoteRings(res, m.To(), us)
	o.result = stackPiece(us, res)
	return o
}

// turnoverSquares is what a Turnover move leaves on its two squares: the rings
// behind on From and the stack, promoted where it must be, on To (never
// NoPiece: the mover arrives), with the arrival. It reads the outcome tables
// (turnover_table.go), built from turnoverArrival and promoteRings.
func (p *Position) turnoverSquares(m Move) (behind, result Piece, arrival Arrival) {
	us := p.side
	to := m.To()
	target := p.board[to] & 31
	var o *ringOutcome
	if m.Kind() == SetMove {
		o = &setOutcomes[us][target]
	} else {
		o = &ringOutcomes[p.board[m.From()]&31][target]
	}
	result = o.result
	if to.relativeRank(us) == 7 {
		result = o.promoted
	}
	return o.behind, result, o.arrival
}

// turnoverArrival is the part of resolveTurnover that make needs: what stays
// on From, the rings on To before promotion, and the arrival. It returns
// scalars rather than a turnoverOutcome because a struct of bytes built on
// the stack and returned whole stalls the load that reads it back
// (store-to-load forwarding fails), which cost make a quarter of its time.
func (p *Position) turnoverArrival(m Move) (behind Piece, res uint8, arrival Arrival) {
	us := p.side
	target := p.board[m.To()]
	if m.Kind() == SetMove {
		if target != NoPiece {
			arrival = ArriveTake
		}
		return NoPiece, ringsAll, arrival
	}
	mask := ringMask[p.board[m.From()].Kind()]
	r := outerRing(mask)
	behind = stackPiece(us, mask&^r)
	if target == NoPiece {
		return behind, r, ArriveEmpty
	}
	tm := ringMask[target.Kind()]
	switch {
	case ringsClash(r, tm):
		return behind, r, ArriveTake
	case target.Color() != us:
		return behind, r | tm, ArriveTurnover
	}
	return behind, r | tm, ArriveCombine
}

// promoteRings turns a lone Wall or a Castle that ends on the mover's last
// rank into a Citadel (§5.5).
func promoteRings(res uint8, to Square, us Color) (uint8, bool) {
	if (res == ringWall || res == ringsAll) && to.relativeRank(us) == 7 {
		return ringTower | ringFort, true
	}
	return res, false
}
