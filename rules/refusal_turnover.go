package rules

// turnoverRefusal names the Castle rule (docs/RULES.md §5.4), arrival rule (§5.2) or
// movement rule (§5.1, §5.3) that stops a Turnover move.
func (p *Position) turnoverRefusal(r *Refusal) {
	pc, from, to := r.Piece, r.From, r.To
	c := pc.Color()
	if pc.Kind() == King && p.variant.castle2025 {
		p.castle2025Refusal(r)
		return
	}
	if pc.Kind() == King {
		switch {
		case p.count[c][King] == 1:
			r.Why = RefuseLastCastleWholeSet
		case p.castleInCheck(from, c):
			r.Why = RefuseCheckedCastleSet
		case p.count[c][King] == 2 && len(p.CastlesInCheck(c, nil)) > 0:
			r.Why = RefuseOtherCastleInCheck
		default:
			r.Why = RefuseCastleDismount
		}
		return
	}
	ring := movingRing(pc.Kind())
	if target := p.board[to]; target != NoPiece && target.Color() == c && p.canReach(pc.Kind(), from, to) {
		r.Other, r.At = target, to
		if (ring == Rook && target.Kind() == Pawn) || (ring == Pawn && target.Kind() == Rook) {
			r.Why = RefuseTowerAndWall
		} else {
			r.Why, r.Ring = RefuseNoRoom, ring
		}
		return
	}
	if pc.Kind() == Pawn {
		p.wallRefusal(r)
		return
	}
	if dirs := slideDirs(pc.Kind()); dirs != nil {
		if step := stepBetween(from, to); step != 0 && hasDir(dirs, int(step)) && p.firstInTheWay(r, step) {
			return
		}
	}
	r.Why = RefuseShape
}

// castle2025Refusal names the 2025 Castle rule (§6.2) a refused Castle move
// breaks: an own stack in the way of the step, a blocked two-square dismount,
// one onto an own stack without room for the Wall or one that would take, or
// a square no Castle move reaches.
func (p *Position) castle2025Refusal(r *Refusal) {
	from, to := r.From, r.To
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	if r.Piece.Color() == Black {
		dr = -dr
	}
	target := p.board[to]
	switch {
	case df >= -1 && df <= 1 && dr >= -1 && dr <= 1 && target != NoPiece:
		r.Why, r.Other, r.At = RefuseOwnPiece, target, to // every other neighbour is a move
	case df == 0 && dr == 2 && p.board[from+Square(forwardSteps[r.Piece.Color()])] != NoPiece:
		mid := from + Square(forwardSteps[r.Piece.Color()])
		r.Why, r.Other, r.At = RefuseBlocked, p.board[mid], mid
	case df == 0 && dr == 2 && target != NoPiece && target.Color() == r.Piece.Color():
		// An own stack the Wall cannot join: it takes nothing, it has no room.
		r.Other, r.At = target, to
		if target.Kind() == Rook {
			r.Why = RefuseTowerAndWall
		} else {
			r.Why, r.Ring = RefuseNoRoom, Pawn
		}
	case df == 0 && dr == 2 && target != NoPiece:
		r.Why, r.Other, r.At = RefuseDismountTakes, target, to
	default:
		r.Why = RefuseCastleStep2025
	}
}

// movingRing is the ring that moves when a stack of kind k moves: its outermost.
func movingRing(k Kind) Kind {
	switch k {
	case Queen:
		return Bishop // a Citadel's Fort
	case Knight:
		return Pawn // a Fortress's Wall
	}
	return k
}

// canReach tells whether a Turnover stack of kind k could arrive on to by its movement
// alone (the line open up to it, or the leap or step right), whatever stands there.
func (p *Position) canReach(k Kind, from, to Square) bool {
	switch k {
	case Knight:
		for _, d := range knightLeaps {
			if from+Square(d) == to {
				return true
			}
		}
		return false
	case Pawn:
		dr := to.Rank() - from.Rank()
		if p.board[from].Color() == Black {
			dr = -dr
		}
		df := to.File() - from.File()
		return dr == 1 && df >= -1 && df <= 1
	}
	dirs := slideDirs(k)
	step := stepBetween(from, to)
	return dirs != nil && step != 0 && hasDir(dirs, int(step)) && p.openLine(from, to)
}

// wallRefusal names the Wall rule (docs/RULES.md §5.3) a refused lone Wall's move breaks.
func (p *Position) wallRefusal(r *Refusal) {
	df, dr := r.To.File()-r.From.File(), r.To.Rank()-r.From.Rank()
	if r.Piece.Color() == Black {
		dr = -dr
	}
	target := p.board[r.To]
	switch {
	case dr == 1 && (df == 1 || df == -1) && target == NoPiece:
		r.Why = RefuseWallDiagonalToEmpty
	case dr == 1 && df == 0 && target != NoPiece:
		r.Why, r.Other, r.At = RefuseWallForwardTake, target, r.To
	case dr <= 0:
		r.Why = RefuseWallBackward
	default:
		r.Why = RefuseShape
	}
}
