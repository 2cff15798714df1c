package rules

// genCatapultSteps: an unoccupied Catapult steps one square, or on its first
// move anywhere in the 5x5 block around it, to a square with no piece and no
// Catapult.
func (p *Position) genCatapultSteps(ml *MoveList) {
	for i := range p.catapults[p.side] {
		cp := p.catapults[p.side][i]
		if cp.Square == NoSquare || p.board[cp.Square] != NoPiece {
			continue
		}
		reach := 2
		if cp.Moved {
			reach = 1
		}
		for dr := -reach; dr <= reach; dr++ {
			for df := -reach; df <= reach; df++ {
				if dr == 0 && df == 0 {
					continue
				}
				to := cp.Square + Square(dr*north+df*east)
				if p.board[to] != NoPiece {
					continue
				}
				if _, taken := p.CatapultAt(to); taken {
					continue
				}
				ml.add(newMove(cp.Square, to, CatapultStep, NoKind))
			}
		}
	}
}

// genTeleports: a non-pawn piece on one of its own Catapults jumps to the
// other one, capturing an enemy piece there. A teleport that an ordinary move
// of the same piece already covers is the same move and is not listed twice.
func (p *Position) genTeleports(ml *MoveList) {
	cs := &p.catapults[p.side]
	if cs[0].Square == NoSquare || cs[1].Square == NoSquare {
		return
	}
	ordinary := ml.n
	for i := 0; i < 2; i++ {
		from, to := cs[i].Square, cs[1-i].Square
		pc := p.board[from]
		if pc == NoPiece || pc.Color() != p.side || pc.Kind() == Pawn || !p.isTarget(p.board[to]) {
			continue
		}
		dup := false
		for _, m := range ml.moves[:ordinary] {
			if m.From() == from && m.To() == to {
				dup = true
				break
			}
		}
		if !dup {
			ml.add(newMove(from, to, Teleport, NoKind))
		}
	}
}

// dropShadowedTeleports: when a teleport and a legal castling share a
// coordinate name, the name means castling (docs/RULES.md §4.3). castlingsLegal
// says the list's castlings are known to be legal; otherwise a shadowing
// castling is tried on the board.
func (p *Position) dropShadowedTeleports(ml *MoveList, castlingsLegal bool) {
	j := 0
	for _, m := range ml.moves[:ml.n] {
		if m.Kind() == Teleport {
			c := newMove(m.From(), m.To(), Castling, NoKind)
			if ml.Contains(c) && (castlingsLegal || p.legalByMake(c)) {
				continue
			}
		}
		ml.moves[j] = m
		j++
	}
	ml.n = j
}

// onEnemyCatapult reports whether s holds one of the opponent's Catapults (never outside
// Chess++): a piece arriving there may capture both.
func (p *Position) onEnemyCatapult(s Square) bool {
	if !p.variant.catapults {
		return false
	}
	cs := &p.catapults[p.side.Other()]
	return s == cs[0].Square || s == cs[1].Square
}

// enemyCatapultBlocks: castling is illegal across an enemy Catapult that an
// enemy piece could teleport onto (docs/RULES.md §4.4).
func (p *Position) enemyCatapultBlocks(s Square) bool {
	if !p.variant.catapults {
		return false
	}
	them := p.side.Other()
	cs := &p.catapults[them]
	if cs[0].Square != s && cs[1].Square != s {
		return false
	}
	return p.teleportAttacks(s, them)
}
