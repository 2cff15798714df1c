package rules

// guard lists, for a king that is not in check, the squares whose change
// could expose it: "vacate" squares hold the first piece (of either side) on
// a line from the king with an enemy slider or Turret behind it, so emptying
// them may open that line; "fill" squares lie directly behind an enemy Turret
// aimed at the king from two or more squares away, so a piece arriving there
// may become its ammunition (docs/RULES.md §2.3.7).
//
// In Gunnery, "shotLo" and "shotHi" bound the ranks strictly between the king
// and the farthest enemy pawn in front of it on its file: a move that empties
// or fills one of those squares may open, screen or unblock a shot at the
// king (docs/RULES.md §3). They are equal when no enemy pawn stands there.
type guard struct {
	vacate, fill   squareSet
	shotLo, shotHi int
	shots          bool // some square lies strictly between shotLo and shotHi
	// The squares an ordinary move may not leave (the king's, the vacate squares, the shot
	// line) or reach (the fill squares, the shot line) for clear to answer.
	watchFrom, watchTo squareSet
}

// squareSet is a set of mailbox squares, one bit each.
type squareSet [4]uint64

func (q *squareSet) add(s Square)      { q[s>>6] |= 1 << (s & 63) }
func (q *squareSet) has(s Square) bool { return q[s>>6]>>(s&63)&1 != 0 }

// onShotLine reports whether s lies between the king and an enemy pawn that
// could one day shoot along the king's file.
func (g *guard) onShotLine(s, ks Square) bool {
	r := s.Rank()
	return s.File() == ks.File() && r > g.shotLo && r < g.shotHi
}

// clear answers quickly for the most common move, as quickLegal would: an ordinary move or
// double step of a piece other than the king that neither empties a vacate square nor fills
// a fill square, nor touches the shot line, cannot expose the king. False means
// "ask quickLegal".
func (g *guard) clear(m Move) bool {
	return m.Kind() <= DoubleStep && !g.watchFrom.has(m.From()) && !g.watchTo.has(m.To())
}

func (g *guard) vacates(s Square) bool { return g.vacate.has(s) }
func (g *guard) fills(s Square) bool   { return g.fill.has(s) }

func (p *Position) findGuard(ks Square, g *guard) {
	b := &p.board
	them := p.side.Other()
	if p.variant.cannons {
		fwd := Square(forwardSteps[p.side])
		far := ks
		for t := ks + fwd; b[t] != offBoard; t += fwd {
			if b[t].is(them, Pawn) {
				far = t
			}
		}
		g.shotLo, g.shotHi = min(ks.Rank(), far.Rank()), max(ks.Rank(), far.Rank())
		if shield := p.pawnShield(ks, fwd); shield != NoSquare && far != ks {
			// While an own pawn stands between the king and every shooter, no move
			// but that pawn's leaving its square can open a shot (see pawnShield):
			// the line shrinks to that square.
			g.shotLo, g.shotHi = shield.Rank()-1, shield.Rank()+1
		}
		g.shots = g.shotHi-g.shotLo > 1
		for r := g.shotLo + 1; r < g.shotHi; r++ {
			g.watchFrom.add(SquareAt(ks.File(), r))
		}
		g.watchTo = g.watchFrom
	}
	turrets := p.count[them][Turret] > 0
	for i, d := range queenDirs {
		step := Square(d)
		t := ks + step
		for b[t] == NoPiece {
			t += step
		}
		if b[t] == offBoard {
			continue
		}
		first := t
		if turrets && b[first].is(them, Turret) && first != ks+step && b[first+step] != offBoard {
			g.fill.add(first + step)
		}
		t += step
		for b[t] == NoPiece {
			t += step
		}
		pc := b[t]
		if pc == offBoard || pc.Color() != them {
			continue
		}
		k := pc.Kind()
		if k == Queen || k == Turret || (i < 4 && k == Rook) || (i >= 4 && k == Bishop) {
			g.vacate.add(first)
		}
	}
	g.watchFrom.add(ks)
	for w := range g.watchFrom {
		g.watchFrom[w] |= g.vacate[w]
		g.watchTo[w] |= g.fill[w]
	}
}

// quickLegal reports whether a pseudo-legal move is certainly legal for a
// king that is not in check, without playing it. False means "try it".
// Only the king's own moves, en passant, castling, moves that empty a guard
// vacate square or fill a guard fill square, slings that hurl the king or an
// enemy piece onto a square from which it could attack the king, and in Gunnery moves on the king's file between the king and
// an enemy pawn (which may open or unscreen a shot; shotSafe judges those) can expose
// the king.
func (p *Position) quickLegal(m Move, ks Square, g *guard) bool {
	from, to := m.From(), m.To()
	if from == ks || g.vacates(from) || g.fills(to) {
		return false
	}
	switch m.Kind() {
	case Normal, DoubleStep:
	case EnPassant, Castling:
		return false
	case CannonShot:
		if g.vacates(to) {
			return false
		}
	case TurretMove:
		// Whatever stands behind the Turret is slung, if at all, from there to the square
		// beyond its destination. Leaving a vacate square or landing on a fill square may
		// expose the king; so may a king flung about, and an enemy piece landing where it
		// could attack the king. An own piece other than the king that does none of that
		// cannot, so whether its sling happens need not be worked out.
		d := stepBetween(from, to)
		ammoSq, landing := from-d, to+d
		ammo := p.board[ammoSq]
		if ammo == NoPiece || ammo == offBoard {
			break // nothing to sling: the Turret's own move, judged like any other below
		}
		if g.vacates(ammoSq) || g.fills(landing) {
			return false
		}
		if ammo.Color() != p.side || ammo.Kind() == King {
			if _, ok := p.slingOf(from, to); ok && (ammo.Kind() == King || mayAttack(landing, ks)) {
				return false
			}
		}
	}
	if g.shots && (g.onShotLine(from, ks) || g.onShotLine(to, ks)) {
		return p.shotSafe(m, ks)
	}
	return true
}

// shotSafe judges a move that touches the king's shot line and has passed
// every other test of quickLegal, so that only a shot at the king can expose
// it: the move's two squares are changed on the board and the file walked,
// far cheaper than making the move. False means "try it"; moves that change
// more than two squares are always tried.
func (p *Position) shotSafe(m Move, ks Square) bool {
	from, to := m.From(), m.To()
	mover, target := p.board[from], p.board[to]
	landed := mover
	switch m.Kind() {
	case Normal, DoubleStep:
		if k := m.Promotion(); k != NoKind {
			landed = MakePiece(p.side, k)
		}
	case CannonShot:
		landed = NoPiece
	default:
		return false
	}
	p.board[from], p.board[to] = NoPiece, landed
	safe := !p.cannonAttacks(ks, p.side.Other())
	p.board[from], p.board[to] = mover, target
	return safe
}
