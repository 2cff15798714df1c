package rules

// Attacked reports whether the side `by` attacks the square: whether it has a
// move, ignoring whose turn it is and its own king's safety, that would
// capture a piece standing there (docs/RULES.md §0). Each variant adds its own
// ways of capturing: turret slings, cannon shots, teleports.
func (p *Position) Attacked(s Square, by Color) bool {
	if p.variant.turnover {
		return p.turnoverTakeable(s, by)
	}
	return p.attacked(s, by)
}

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool {
	if p.variant.turnover {
		return p.turnoverInCheck()
	}
	k := p.kings[p.side]
	return k != NoSquare && p.attacked(k, p.side.Other())
}

// PawnAttackers counts the pawns of side `by` that could capture on s, one
// diagonal step forward for them (0, 1 or 2): the ordinary pawn capture of
// every variant with pawns (docs/RULES.md §0). A cannon pawn's shot is not
// counted, and in Turnover (whose single rings are stored as pawns but take as
// stacks do) it is 0. The evaluation asks it of the squares its pieces stand on.
func (p *Position) PawnAttackers(s Square, by Color) int {
	if p.variant.turnover {
		return 0
	}
	b := &p.board
	back := Square(-forwardSteps[by])
	pawn := MakePiece(by, Pawn)
	return b2i(b[s+back+east]&idMask == pawn) + b2i(b[s+back-east]&idMask == pawn)
}

func (p *Position) attacked(s Square, by Color) bool {
	b := &p.board
	back := Square(-forwardSteps[by])
	pawn := MakePiece(by, Pawn)
	if b[s+back+east]&idMask == pawn || b[s+back-east]&idMask == pawn {
		return true
	}
	if p.count[by][Knight] > 0 {
		knight := MakePiece(by, Knight)
		for _, d := range knightLeaps {
			if b[s+Square(d)]&idMask == knight {
				return true
			}
		}
	}
	if p.count[by][Kwagga] > 0 {
		// A Kwagga captures only on its first leap, so it attacks like a camel.
		kwagga := MakePiece(by, Kwagga)
		for _, d := range kwaggaLeaps {
			if b[s+Square(d)]&idMask == kwagga {
				return true
			}
		}
	}
	// The enemy king is found by its square rather than by looking round s.
	if k := p.kings[by]; adjacent(k, s) && b[k]&idMask == MakePiece(by, King) {
		return true
	}
	if p.lineAttacked(s, by) {
		return true
	}
	if p.variant.cannons && p.cannonAttacks(s, by) {
		return true
	}
	if p.variant.catapults && p.teleportAttacks(s, by) {
		return true
	}
	return false
}

// lineAttacked looks along the eight lines from s for the first piece:
// a slider of `by` that moves along that line attacks s, and so does a
// Turret of `by` two or more squares away with ammunition directly behind it
// (it would move up to the square next to s and sling that piece onto s).
func (p *Position) lineAttacked(s Square, by Color) bool {
	b := &p.board
	turrets := p.count[by][Turret] > 0
	for i, d := range queenDirs {
		step := Square(d)
		t := s + step
		pc := b[t]
		dist := 1
		for pc == NoPiece {
			t += step
			pc = b[t]
			dist++
		}
		if pc == offBoard || pc.Color() != by {
			continue
		}
		switch pc.Kind() {
		case Queen:
			return true
		case Rook:
			if i < 4 {
				return true
			}
		case Bishop:
			if i >= 4 {
				return true
			}
		case Turret:
			if turrets && dist >= 2 && slingReaches(b[t+step], s) {
				return true
			}
		}
	}
	return false
}

// slingReaches reports whether a Turret with `ammo` directly behind it can
// hurl it onto the square `landing` (docs/RULES.md §2.3.4: a pawn never lands on
// its own first rank).
func slingReaches(ammo Piece, landing Square) bool {
	if ammo == NoPiece || ammo == offBoard {
		return false
	}
	return ammo.Kind() != Pawn || landing.relativeRank(ammo.Color()) != 0
}

// cannonAttacks: a pawn of `by` further back on the file, with one of its own
// pieces as the screen, can shoot s. Walking from s towards the shooter, the
// shot flies over empty squares and non-pawn pieces of the defender; a
// defender pawn or the edge ends the line.
func (p *Position) cannonAttacks(s Square, by Color) bool {
	b := &p.board
	back := Square(-forwardSteps[by])
	t := s + back
	for {
		pc := b[t]
		if pc == NoPiece || (pc != offBoard && pc.Color() != by && pc.Kind() != Pawn) {
			t += back
			continue
		}
		if pc == offBoard || pc.Color() != by {
			return false
		}
		break
	}
	// b[t] is the screen; the shooter is the next piece behind it.
	t += back
	for b[t] == NoPiece {
		t += back
	}
	return b[t]&idMask == MakePiece(by, Pawn)
}

// teleportAttacks: a non-pawn piece of `by` on one of its own Catapults
// attacks the square of the other one.
func (p *Position) teleportAttacks(s Square, by Color) bool {
	a, c := p.catapults[by][0].Square, p.catapults[by][1].Square
	if a == NoSquare || c == NoSquare {
		return false
	}
	var from Square
	switch s {
	case a:
		from = c
	case c:
		from = a
	default:
		return false
	}
	pc := p.board[from]
	return pc.isReal() && pc.Color() == by && pc.Kind() != Pawn
}
