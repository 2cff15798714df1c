package rules

import "math/bits"

// GenerateLegal fills ml with every legal move of the side to move.
func (p *Position) GenerateLegal(ml *MoveList) {
	ml.n = 0
	if p.variant.turnover {
		p.generateTurnover(ml)
		return
	}
	var lg Legality
	if !p.prepareLegality(&lg) {
		return
	}
	p.generatePseudo(ml, kingScope(lg.quick))
	p.filterLegal(ml, &lg)
}

// GeneratePseudo fills ml with the moves that follow the movement rules but
// may leave the mover's king attacked (for tests and the engine).
func (p *Position) GeneratePseudo(ml *MoveList) {
	ml.n = 0
	if p.variant.turnover {
		p.generateTurnoverPseudo(ml)
		return
	}
	p.generatePseudo(ml, allMoves)
}

// IsLegal reports whether a pseudo-legal move keeps the mover safe.
func (p *Position) IsLegal(m Move) bool {
	if p.variant.turnover {
		return p.turnoverLegal(m)
	}
	return p.legalByMake(m)
}

// isKingStep: an ordinary king move whose safety kingStepSafe can judge. Not a
// Chess++ king move onto an enemy Catapult: it may capture the enemy's Catapults,
// an effect beyond its two squares, so it is tried on the board like every such
// move.
func (p *Position) isKingStep(m Move, ks Square) bool {
	return m.From() == ks && m.Kind() == Normal && !p.onEnemyCatapult(m.To())
}

// kingStepSafe answers for an ordinary king move, without making it, whether
// the king is safe on its new square: the king is lifted onto it and the
// square tested. Attacks read only the board, so this is the whole answer.
func (p *Position) kingStepSafe(m Move, ks Square) bool {
	to := m.To()
	king, target := p.board[ks], p.board[to]
	p.board[ks], p.board[to] = NoPiece, king
	safe := !p.attacked(to, p.side.Other())
	p.board[ks], p.board[to] = king, target
	return safe
}

func (p *Position) legalByMake(m Move) bool {
	p.MakeMove(m)
	ok := p.MoverSafe()
	p.UnmakeMove()
	return ok
}

// filterLegal drops moves that leave the king attacked, judged with lg (see Legality).
func (p *Position) filterLegal(ml *MoveList, lg *Legality) {
	j := 0
	for _, m := range ml.moves[:ml.n] {
		if (lg.quick && (lg.g.clear(m) || p.quickLegal(m, lg.ks, &lg.g))) || p.tryLegal(m, lg) { // Legal, written out: the hottest loop of move generation
			ml.moves[j] = m
			j++
		}
	}
	ml.n = j
	if p.variant.catapults {
		p.dropShadowedTeleports(ml, true)
	}
}

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

// generatePseudo adds every pseudo-legal move; scope says what is known of check (allMoves,
// allMovesSafe or allMovesInCheck).
func (p *Position) generatePseudo(ml *MoveList, scope genScope) {
	p.generatePieces(ml, scope)
	if p.variant.catapults {
		p.genCatapultSteps(ml)
		p.genTeleports(ml)
	}
}

// genScope says which moves generatePieces adds and what it knows of check.
type genScope uint8

const (
	allMoves        genScope = iota // every move; castling asks itself whether the king is in check
	allMovesSafe                    // every move, the king known not to be in check
	allMovesInCheck                 // every move but castling: the king is in check
	noisyMoves                      // only the noisy moves (GenerateNoisy)
)

// kingScope is allMovesSafe or allMovesInCheck: GenerateLegal and GenerateLazy judge check
// before they generate, so castling need not judge it again.
func kingScope(safe bool) genScope {
	if safe {
		return allMovesSafe
	}
	return allMovesInCheck
}

// generatePieces adds the moves of the side to move's pieces: all of them,
// or for noisyMoves only the noisy ones (GenerateNoisy): the orthodox
// pieces' captures and promotions and the cannon shots directly, a Turret's
// and a Kwagga's moves sifted with IsNoisy.
func (p *Position) generatePieces(ml *MoveList, scope genScope) {
	us := p.side
	for _, start := range p.variant.geometry.scanStarts {
		for own := ownPieces(p.stretch(start), us); own != 0; own &= own - 1 {
			from := start + Square(bits.TrailingZeros64(own)>>3)
			p.generatePiece(ml, from, scope)
		}
	}
}

// generatePiece adds the moves of the side to move's piece on from (see generatePieces).
func (p *Position) generatePiece(ml *MoveList, from Square, scope genScope) {
	noisyOnly := scope == noisyMoves
	switch p.board[from].Kind() {
	case Pawn:
		if noisyOnly {
			p.genPawnNoisy(ml, from)
		} else {
			p.genPawn(ml, from)
		}
	case Knight:
		if noisyOnly {
			p.genLeapCaptures(ml, from, &knightLeaps)
		} else {
			p.genLeaps(ml, from, &knightLeaps)
		}
	case Bishop:
		if noisyOnly {
			p.genSlideCaptures(ml, from, diagonals[:])
		} else {
			p.genSlides(ml, from, diagonals[:])
		}
	case Rook:
		if noisyOnly {
			p.genSlideCaptures(ml, from, orthogonals[:])
		} else {
			p.genSlides(ml, from, orthogonals[:])
		}
	case Queen:
		if noisyOnly {
			p.genSlideCaptures(ml, from, queenDirs[:])
		} else {
			p.genSlides(ml, from, queenDirs[:])
		}
	case King:
		if noisyOnly {
			p.genLeapCaptures(ml, from, &queenDirs)
		} else {
			p.genLeaps(ml, from, &queenDirs)
			if scope != allMovesInCheck {
				p.genCastling(ml, from, scope == allMovesSafe)
			}
		}
	case Turret:
		start := ml.n
		p.genTurret(ml, from)
		if noisyOnly {
			p.keepNoisy(ml, start)
		}
	case Kwagga:
		start := ml.n
		p.genKwagga(ml, from)
		if noisyOnly {
			p.keepNoisy(ml, start)
		}
	}
}

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
	p.genPawnCaptures(ml, from, to)
	if p.variant.cannons {
		p.genShots(ml, from)
	}
}

// genPawnCaptures adds the captures, en passant included, of the pawn on from
// whose step forward is to.
func (p *Position) genPawnCaptures(ml *MoveList, from, to Square) {
	for _, side := range pawnCaptureSides {
		t := to + side
		pc := p.board[t]
		if pc != NoPiece && pc != offBoard && pc.Color() != p.side {
			p.addPawnMove(ml, from, t, Normal)
		} else if pc == NoPiece && t == p.epSquare && p.epSquare != NoSquare {
			ml.add(newMove(from, t, EnPassant, NoKind))
		}
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

// pawnCaptureSides are the east and west steps as square offsets.
var pawnCaptureSides = [2]Square{east, Square(0xff)}
