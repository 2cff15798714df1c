package rules

// Refusal says why nothing can move from one square to another: which rule stops it and
// the pieces and squares the rule is about. Position.Refusal works it out; package words
// says it in the player's language.
type Refusal struct {
	Why     RefusalKind
	Variant *Variant
	Piece   Piece  // the piece that would move (the Catapult's owner as a pawn of its colour)
	From    Square // where it stands
	To      Square // where it was to go
	// Other is the piece the rule names besides the mover — the one in the way, the
	// own piece on the target, the stack without room — standing on At.
	Other Piece
	At    Square
	Side  Color // whose turn it is (RefuseNotYourTurn), whose Catapult (RefuseEnemyCatapult)
	Moved bool  // RefuseCatapultStep: the Catapult has moved before, so it only steps one square
	Ring  Kind  // RefuseNoRoom: the ring that would arrive (a Turnover Tower, Fort or Wall)
}

// RefusalKind names the rule that refuses a move.
type RefusalKind uint8

const (
	RefuseNone RefusalKind = iota // a legal move does exactly that
	RefuseOffBoard
	RefuseSameSquare
	RefuseEmpty
	RefuseNotYourTurn
	RefuseEnemyCatapult
	RefuseCatapultStep // a Catapult steps one square (two before its first move) onto free ground

	// The move follows the movement rules but leaves the mover's king (or last Castle) in
	// check; Position.RefusalAttacks draws who attacks.
	RefuseKingIntoCheck      // the king itself would stand in check
	RefuseKingSlungIntoCheck // a Turret would sling its own king into check
	RefuseStillInCheck       // in check, and this move does not stop it
	RefuseExposesKing        // the move leaves the king open to an attack
	RefuseNoCastleLeft       // Turnover: the mover would have no Castle
	RefuseLastCastleInCheck  // Turnover: the last Castle would be in check

	// Castling.
	RefuseCastleKingMoved
	RefuseCastleInCheck
	RefuseCastleRookMoved
	RefuseCastleBlocked  // Other on At stands between king and rook
	RefuseCastleCatapult // an enemy piece could teleport onto the Catapult on At
	RefuseCastleAttacked // the king would pass over or land on At, which is attacked
	RefuseCastleDistance

	// How pieces move.
	RefuseOwnPiece       // Other on At is the mover's own
	RefuseTurretCaptures // a Turret never captures by moving
	RefuseBlocked        // Other on At is in the way of a sliding piece
	RefuseShape          // the piece does not move that way (words say how it moves)
	RefuseNoPath         // the line between the squares leaves the board (the Gustavian corners)
	RefusePawnBackward
	RefusePawnStraightCapture // a pawn takes only diagonally
	RefusePawnDiagonalToEmpty // a pawn moves diagonally only to capture
	RefusePawnDoubleStep      // two squares only from its first square
	RefusePawnTeleport
	RefuseKwaggaLaterCapture // a Kwagga captures only on its first leap
	RefuseKwaggaLanding      // its run of leaps stops at the taken landing square At
	RefuseShotSecondOwn      // a second own piece stands in the line of fire
	RefuseShotFirstNotOwn    // the first piece in front of the pawn must be its own screen
	RefuseShotEnemyPawn      // an enemy pawn stops the line
	RefuseShotNoScreen       // nothing of its own in front of the pawn to shoot over

	// Turnover.
	RefuseLastCastleWholeSet  // the last Castle moves only as a whole set
	RefuseCheckedCastleSet    // a Castle in check moves only as a whole set
	RefuseOtherCastleInCheck  // with two Castles, this one waits while the other is in check
	RefuseCastleDismount      // a Castle's Wall steps forward, or diagonally to take or turn over
	RefuseCastleStep2025      // 2025 rules: one square on any side, or the Wall two squares straight forward
	RefuseDismountTakes       // 2025 rules: the two-square dismount never takes (Other on At)
	RefuseNoRoom              // the own stack Other on At has no room for the arriving ring
	RefuseTowerAndWall        // a Tower and a Wall never share a stack
	RefuseWallDiagonalToEmpty // a Wall steps diagonally only to take or turn over
	RefuseWallForwardTake     // a Wall's forward step never takes
	RefuseWallBackward        // a Wall never moves backwards or sideways
)

// Refusal says why nothing can move from one square to the other: Why is RefuseNone when a
// legal move does exactly that.
func (p *Position) Refusal(from, to Square) Refusal {
	r := Refusal{Variant: p.variant, From: from, To: to, At: NoSquare}
	g := p.variant.geometry
	if !g.Contains(from) || !g.Contains(to) {
		r.Why = RefuseOffBoard
		return r
	}
	r.Piece = p.board[from]
	if from == to {
		r.Why = RefuseSameSquare
		return r
	}
	for _, m := range p.MovesFrom(from) {
		if m.To() == to {
			return r // RefuseNone
		}
	}
	pc := p.board[from]
	if pc == NoPiece {
		if c, ok := p.CatapultAt(from); ok {
			r.Piece, r.Side = MakePiece(c, Pawn), c
			if c != p.side {
				r.Why = RefuseEnemyCatapult
				return r
			}
			r.Why, r.Moved = RefuseCatapultStep, p.CatapultMoved(from)
			return r
		}
		r.Why = RefuseEmpty
		return r
	}
	if pc.Color() != p.side {
		r.Why, r.Side = RefuseNotYourTurn, p.side
		return r
	}
	var pseudo MoveList
	p.GeneratePseudo(&pseudo)
	for _, m := range pseudo.Slice() {
		if m.From() == from && m.To() == to {
			r.Why = p.unsafeKind(m)
			return r
		}
	}
	if pc.Kind() == King && !p.variant.turnover && from.Rank() == to.Rank() {
		if d := int(to) - int(from); d >= 2 || d <= -2 {
			p.castlingRefusal(&r)
			return r
		}
	}
	p.movementRefusal(&r)
	return r
}

// CatapultMoved tells whether the Catapult on s has moved before.
func (p *Position) CatapultMoved(s Square) bool {
	for c := White; c <= Black; c++ {
		for _, cp := range p.catapults[c] {
			if cp.Square == s {
				return cp.Moved
			}
		}
	}
	return false
}

// unsafeKind names how a move that follows the movement rules leaves the mover's king (or
// last Castle) attacked.
func (p *Position) unsafeKind(m Move) RefusalKind {
	us := p.side
	if p.variant.turnover {
		p.MakeMove(m)
		none := p.count[us][King] == 0
		p.UnmakeMove()
		if none {
			return RefuseNoCastleLeft
		}
		return RefuseLastCastleInCheck
	}
	if m.From() == p.kings[us] {
		return RefuseKingIntoCheck
	}
	if m.Kind() == TurretMove {
		if s, ok := p.slingOf(m.From(), m.To()); ok && s.Piece.is(us, King) {
			return RefuseKingSlungIntoCheck
		}
	}
	if p.InCheck() {
		return RefuseStillInCheck
	}
	return RefuseExposesKing
}

// castlingRefusal finds the castling rule that stops the king's move of two or more
// squares along its rank.
func (p *Position) castlingRefusal(r *Refusal) {
	us := p.side
	from, to := r.From, r.To
	if !p.board[from].Unmoved() {
		r.Why = RefuseCastleKingMoved
		return
	}
	if p.attacked(from, us.Other()) {
		r.Why = RefuseCastleInCheck
		return
	}
	step := Square(east)
	rookFile := FileH
	if to < from {
		step, rookFile = Square(0xff), FileA
	}
	rookSq := SquareAt(rookFile, from.Rank())
	if rook := p.board[rookSq]; !rook.is(us, Rook) || !rook.Unmoved() {
		r.Why = RefuseCastleRookMoved
		return
	}
	for s := from + step; s != rookSq; s += step {
		if p.board[s] != NoPiece {
			r.Why, r.Other, r.At = RefuseCastleBlocked, p.board[s], s
			return
		}
		if p.enemyCatapultBlocks(s) {
			r.Why, r.At = RefuseCastleCatapult, s
			return
		}
	}
	for s := from + step; ; s += step {
		if p.attacked(s, us.Other()) {
			r.Why, r.At = RefuseCastleAttacked, s
			return
		}
		if s == to {
			break
		}
	}
	r.Why = RefuseCastleDistance
}

// movementRefusal finds the movement rule that stops a piece of the side to move.
func (p *Position) movementRefusal(r *Refusal) {
	if p.variant.turnover {
		p.turnoverRefusal(r)
		return
	}
	pc, from, to := r.Piece, r.From, r.To
	target := p.board[to]
	switch {
	case pc.Kind() == Turret && target != NoPiece && p.openLine(from, to):
		r.Why = RefuseTurretCaptures
		return
	case target != NoPiece && target.Color() == pc.Color():
		r.Why, r.Other, r.At = RefuseOwnPiece, target, to
		return
	}
	if p.variant.catapults && pc.Kind() == Pawn {
		if c, ok := p.CatapultAt(to); ok && c == p.side {
			if _, onOwn := p.CatapultAt(from); onOwn {
				r.Why = RefusePawnTeleport
				return
			}
		}
	}
	switch pc.Kind() {
	case Kwagga:
		if p.kwaggaRefusal(r) {
			return
		}
	case Pawn:
		if p.variant.cannons && target != NoPiece && from.File() == to.File() && p.shotRefusal(r) {
			return
		}
		p.pawnRefusal(r)
		return
	}
	if dirs := slideDirs(pc.Kind()); dirs != nil {
		if step := stepBetween(from, to); step != 0 && hasDir(dirs, int(step)) {
			if p.firstInTheWay(r, step) {
				return
			}
		}
	}
	r.Why = RefuseShape
}

// slideDirs are the directions a sliding kind moves in (nil for the others): in Turnover
// the Tower, the Fort and the Citadel, which reuse the rook's, bishop's and queen's kinds.
func slideDirs(k Kind) []int {
	switch k {
	case Rook:
		return orthogonals[:]
	case Bishop:
		return diagonals[:]
	case Queen, Turret:
		return queenDirs[:]
	}
	return nil
}

func hasDir(dirs []int, d int) bool {
	for _, x := range dirs {
		if x == d {
			return true
		}
	}
	return false
}

// firstInTheWay names the first piece (or the edge of the board) between From and To along
// step; it reports whether there is one.
func (p *Position) firstInTheWay(r *Refusal, step Square) bool {
	for s := r.From + step; s != r.To; s += step {
		switch pc := p.board[s]; {
		case pc == offBoard:
			r.Why = RefuseNoPath
			return true
		case pc != NoPiece:
			r.Why, r.Other, r.At = RefuseBlocked, pc, s
			return true
		}
	}
	return false
}
