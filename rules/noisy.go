package rules

// IsNoisy reports whether the move changes the material on the board: a
// capture of any kind (IsCapture), a promotion (also of a slung pawn), a
// Turnover arrival that takes or turns over an enemy stack, or a move that
// captures the opponent's Catapults (docs/RULES.md §4.5). Searches resolve these
// moves before judging a position.
func (p *Position) IsNoisy(m Move) bool {
	switch m.Kind() {
	case RingMove, SetMove:
		// Arriving on an enemy stack either takes it or turns it over (§5.2); a stack
		// arriving on the far rank may be promoted.
		pc := p.board[m.To()]
		if pc.isReal() && pc.Color() != p.side {
			return true
		}
		_, res, _ := p.turnoverArrival(m)
		_, promoted := promoteRings(res, m.To(), p.side)
		return promoted
	case TurretMove:
		s, ok := p.slingOf(m.From(), m.To())
		return ok && (s.Captured != NoPiece || s.Promotes)
	}
	if m.IsPromotion() || p.IsCapture(m) {
		return true
	}
	return p.capturesCatapults(m)
}

// capturesCatapults: the move leaves a piece of the mover on both of the
// opponent's Catapults. Only a move that arrives on one of them can, so only
// those are played out.
func (p *Position) capturesCatapults(m Move) bool {
	if !p.variant.catapults {
		return false
	}
	them := p.side.Other()
	a, b := p.catapults[them][0].Square, p.catapults[them][1].Square
	if a == NoSquare || b == NoSquare || (m.To() != a && m.To() != b) {
		return false
	}
	p.MakeMove(m)
	gone := p.catapults[them][0].Square == NoSquare
	p.UnmakeMove()
	return gone
}

// GenerateNoisy fills ml with the pseudo-legal noisy moves of the side to
// move (see IsNoisy). They may leave the mover unsafe: a search plays each one
// and asks MoverSafe, which is cheaper than proving every move legal first.
// Together, the moves that pass are exactly the noisy moves of GenerateLegal
// (a teleport that GenerateLegal drops because a castling move does the same
// never takes anything, so it is never noisy).
//
// A quiescence search calls this at most of its nodes, so the noisy moves
// are generated directly where that is simple (generatePieces). In Chess++
// any move onto a Catapult may be noisy, and in Turnover any arrival on a
// stack, so there every move is generated and sifted with IsNoisy.
func (p *Position) GenerateNoisy(ml *MoveList) {
	if p.variant.turnover || p.variant.catapults {
		p.GeneratePseudo(ml)
		p.keepNoisy(ml, 0)
		return
	}
	ml.n = 0
	p.generatePieces(ml, noisyMoves)
}

// keepNoisy drops the moves from ml[start:] that are not noisy.
func (p *Position) keepNoisy(ml *MoveList, start int) {
	j := start
	for _, m := range ml.moves[start:ml.n] {
		if p.IsNoisy(m) {
			ml.moves[j] = m
			j++
		}
	}
	ml.n = j
}

func (p *Position) genLeapCaptures(ml *MoveList, from Square, leaps *[8]int) {
	for _, d := range leaps {
		to := from + Square(d)
		if pc := p.board[to]; pc.isReal() && pc.Color() != p.side {
			ml.add(newMove(from, to, Normal, NoKind))
		}
	}
}

func (p *Position) genSlideCaptures(ml *MoveList, from Square, dirs []int) {
	b := &p.board
	for _, d := range dirs {
		step := Square(d)
		to := from + step
		for b[to] == NoPiece {
			to += step
		}
		if pc := b[to]; pc != offBoard && pc.Color() != p.side {
			ml.add(newMove(from, to, Normal, NoKind))
		}
	}
}

// genPawnNoisy: genPawn's captures, en passant, promotions and shots.
func (p *Position) genPawnNoisy(ml *MoveList, from Square) {
	b := &p.board
	us := p.side
	to := from + Square(forwardSteps[us])
	if b[to] == NoPiece && to.relativeRank(us) == 7 {
		p.addPawnMove(ml, from, to, Normal)
	}
	p.genPawnCaptures(ml, from, to)
	if p.variant.cannons {
		p.genShots(ml, from) // a shot always captures
	}
}

// MoverSafe reports, after a pseudo-legal move has been made, whether the side
// that made it is safe: in the chess variants its king is still on the board
// and not attacked; in Turnover it still has a Castle, and if only one, that
// Castle is not in check (docs/RULES.md §5.4). A move is legal exactly when it
// leaves the mover safe.
func (p *Position) MoverSafe() bool {
	us := p.side.Other()
	if p.variant.turnover {
		return p.castlesSafe(us)
	}
	k := p.kings[us]
	return k != NoSquare && p.board[k].is(us, King) && !p.attacked(k, p.side)
}

// Lost reports whether the side to move has lost without moving: in Turnover,
// it has no Castle left (docs/RULES.md §5.6). In the chess variants a game is lost
// only by checkmate, which Status finds from the legal moves.
func (p *Position) Lost() bool {
	return p.variant.turnover && p.count[p.side][King] == 0
}
