package rules

// GenerateLegal fills ml with every legal move of the side to move.
func (p *Position) GenerateLegal(ml *MoveList) {
	ml.n = 0
	if p.variant.turnover {
		p.generateTurnover(ml)
		return
	}
	p.generatePseudo(ml)
	p.filterLegal(ml)
}

// GeneratePseudo fills ml with the moves that follow the movement rules but
// may leave the mover's king attacked (for tests and the engine).
func (p *Position) GeneratePseudo(ml *MoveList) {
	ml.n = 0
	if p.variant.turnover {
		p.generateTurnoverPseudo(ml)
		return
	}
	p.generatePseudo(ml)
}

// IsLegal reports whether a pseudo-legal move keeps the mover safe.
func (p *Position) IsLegal(m Move) bool {
	if p.variant.turnover {
		return p.turnoverLegal(m)
	}
	return p.legalByMake(m)
}

func (p *Position) legalByMake(m Move) bool {
	us := p.side
	p.MakeMove(m)
	k := p.kings[us]
	ok := k != NoSquare && p.board[k].is(us, King) && !p.attacked(k, us.Other())
	p.UnmakeMove()
	return ok
}

// filterLegal drops moves that leave the king attacked. In positions without
// slings or shots only king moves, en passant and pinned pieces can do that,
// so only those are tried on the board; everything else is tried always.
func (p *Position) filterLegal(ml *MoveList) {
	us := p.side
	ks := p.kings[us]
	if ks == NoSquare {
		ml.n = 0
		return
	}
	fast := !p.variant.cannons && p.count[White][Turret]+p.count[Black][Turret] == 0 &&
		!p.attacked(ks, us.Other())
	var pins pinSet
	if fast {
		p.findPins(ks, &pins)
	}
	j := 0
	for _, m := range ml.moves[:ml.n] {
		from := m.From()
		if (fast && from != ks && m.Kind() != EnPassant && !pins.has(from)) || p.legalByMake(m) {
			ml.moves[j] = m
			j++
		}
	}
	ml.n = j
	if p.variant.catapults {
		p.dropShadowedTeleports(ml)
	}
}

// pinSet holds the squares of pieces pinned to their king.
type pinSet struct {
	sq [8]Square
	n  int
}

func (ps *pinSet) has(s Square) bool {
	for i := 0; i < ps.n; i++ {
		if ps.sq[i] == s {
			return true
		}
	}
	return false
}

func (p *Position) findPins(ks Square, pins *pinSet) {
	b := &p.board
	us := p.side
	for i, d := range queenDirs {
		step := Square(d)
		t := ks + step
		for b[t] == NoPiece {
			t += step
		}
		if b[t] == offBoard || b[t].Color() != us {
			continue
		}
		own := t
		t += step
		for b[t] == NoPiece {
			t += step
		}
		pc := b[t]
		if pc == offBoard || pc.Color() == us {
			continue
		}
		k := pc.Kind()
		if k == Queen || (i < 4 && k == Rook) || (i >= 4 && k == Bishop) {
			pins.sq[pins.n] = own
			pins.n++
		}
	}
}

func (p *Position) generatePseudo(ml *MoveList) {
	b := &p.board
	us := p.side
	for _, from := range p.variant.geometry.squares {
		pc := b[from]
		if pc == NoPiece || pc.Color() != us {
			continue
		}
		switch pc.Kind() {
		case Pawn:
			p.genPawn(ml, from)
		case Knight:
			p.genLeaps(ml, from, &knightLeaps)
		case Bishop:
			p.genSlides(ml, from, diagonals[:])
		case Rook:
			p.genSlides(ml, from, orthogonals[:])
		case Queen:
			p.genSlides(ml, from, queenDirs[:])
		case King:
			p.genLeaps(ml, from, &queenDirs)
			p.genCastling(ml, from)
		case Turret:
			p.genTurret(ml, from)
		case Kwagga:
			p.genKwagga(ml, from)
		}
	}
	if p.variant.catapults {
		p.genCatapultSteps(ml)
		p.genTeleports(ml)
	}
}

// isTarget: empty, or holding an enemy piece of the side to move.
func (p *Position) isTarget(pc Piece) bool {
	return pc == NoPiece || (pc != offBoard && pc.Color() != p.side)
}

func (p *Position) genLeaps(ml *MoveList, from Square, leaps *[8]int) {
	for _, d := range leaps {
		to := from + Square(d)
		if p.isTarget(p.board[to]) {
			ml.add(newMove(from, to, Normal, NoKind))
		}
	}
}

func (p *Position) genSlides(ml *MoveList, from Square, dirs []int) {
	b := &p.board
	for _, d := range dirs {
		step := Square(d)
		to := from + step
		for b[to] == NoPiece {
			ml.add(newMove(from, to, Normal, NoKind))
			to += step
		}
		if pc := b[to]; pc != offBoard && pc.Color() != p.side {
			ml.add(newMove(from, to, Normal, NoKind))
		}
	}
}

func (p *Position) genPawn(ml *MoveList, from Square) {
	b := &p.board
	us := p.side
	fwd := Square(forwardSteps[us])
	to := from + fwd
	if b[to] == NoPiece {
		p.addPawnMove(ml, from, to, Normal)
		if from.relativeRank(us) == 1 && b[to+fwd] == NoPiece {
			ml.add(newMove(from, to+fwd, DoubleStep, NoKind))
		}
	}
	for _, side := range pawnCaptureSides {
		t := to + side
		pc := b[t]
		if pc != NoPiece && pc != offBoard && pc.Color() != us {
			p.addPawnMove(ml, from, t, Normal)
		} else if pc == NoPiece && t == p.epSquare && p.epSquare != NoSquare {
			ml.add(newMove(from, t, EnPassant, NoKind))
		}
	}
	if p.variant.cannons {
		p.genShots(ml, from)
	}
}

func (p *Position) addPawnMove(ml *MoveList, from, to Square, kind MoveKind) {
	if to.relativeRank(p.side) == 7 {
		for _, k := range p.variant.promotions {
			ml.add(newMove(from, to, kind, k))
		}
		return
	}
	ml.add(newMove(from, to, kind, NoKind))
}

// genCastling adds castling (and, on the Gustavian board, the extended
// three-square forms): both pieces unmoved on their home squares, nothing
// between them, the king not in check, and no square the king passes over or
// lands on attacked.
func (p *Position) genCastling(ml *MoveList, from Square) {
	us := p.side
	homeRank := 0
	if us == Black {
		homeRank = 7
	}
	if from != SquareAt(5, homeRank) || !p.board[from].Unmoved() || p.unmovedRk[us] == 0 {
		return
	}
	them := us.Other()
	checked := false
	for _, wing := range castlingWings {
		rookSq := SquareAt(wing.rookFile, homeRank)
		rook := p.board[rookSq]
		if !rook.is(us, Rook) || !rook.Unmoved() {
			continue
		}
		clear := true
		for f := min(wing.rookFile, 5) + 1; f < max(wing.rookFile, 5); f++ {
			if p.board[SquareAt(f, homeRank)] != NoPiece || p.enemyCatapultBlocks(SquareAt(f, homeRank)) {
				clear = false
			}
		}
		if !clear {
			continue
		}
		if !checked {
			if p.attacked(from, them) {
				return
			}
			checked = true
		}
		for step, f := 1, 5+wing.dir; ; step, f = step+1, f+wing.dir {
			if p.attacked(SquareAt(f, homeRank), them) {
				break
			}
			if step == 2 {
				ml.add(newMove(from, SquareAt(f, homeRank), Castling, NoKind))
				if !p.variant.extendedCastling {
					break
				}
			}
			if step == 3 {
				ml.add(newMove(from, SquareAt(f, homeRank), Castling, NoKind))
				break
			}
		}
	}
}

var castlingWings = [2]struct{ rookFile, dir, rookTo int }{
	{FileH, +1, 6}, // kingside: rook h -> f
	{FileA, -1, 4}, // queenside: rook a -> d
}

// pawnCaptureSides are the east and west steps as square offsets.
var pawnCaptureSides = [2]Square{east, Square(0xff)}
