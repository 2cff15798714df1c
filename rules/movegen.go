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
