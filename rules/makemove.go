package rules

// MakeMove plays a move that GenerateLegal (or GeneratePseudo) produced. It
// records every square it changes so that UnmakeMove restores the position
// exactly; no allocation happens once the undo stack has grown.
func (p *Position) MakeMove(m Move) {
	if len(p.undos) == cap(p.undos) {
		p.undos = append(p.undos, undo{})[:len(p.undos)]
	}
	p.undos = p.undos[:len(p.undos)+1]
	u := &p.undos[len(p.undos)-1]
	u.state = p.state
	u.move = m
	u.n = 0

	if p.epSquare != NoSquare {
		if p.epCapturable() {
			p.hash ^= zEnPassant[p.epSquare]
		}
		p.epSquare = NoSquare
	}
	p.halfmove++
	us := p.side
	switch m.Kind() {
	case Normal:
		p.makeNormal(u, m)
		return
	case TurretMove:
		p.makeTurret(u, m)
		return
	case CannonShot:
		p.makeShot(u, m)
		return
	case RingMove, SetMove:
		// Turnover has no en-passant square, no Catapults and no castling flags.
		p.makeTurnover(u, m)
		p.side = us.Other()
		p.hash ^= zSide
		p.fullmove += int(us) // after Black's move
		return
	}
	from, to := m.From(), m.To()

	switch m.Kind() {
	case Teleport:
		p.makeOrdinary(u, from, to, m.Promotion())
	case DoubleStep:
		p.makeOrdinary(u, from, to, NoKind)
		p.epSquare = from + Square(forwardSteps[us])
	case EnPassant:
		p.makeOrdinary(u, from, to, NoKind)
		p.put(u, to-Square(forwardSteps[us]), NoPiece)
	case Castling:
		p.makeCastling(u, from, to)
	case CatapultStep:
		p.moveCatapult(from, to)
	}

	if p.variant.catapults {
		p.captureCatapults()
	}
	// The castling flags can only need normalising when a king moved or the number of
	// unmoved rooks changed.
	if !p.variant.turnover && (p.kings != u.kings || p.unmovedRk != u.unmovedRk) {
		p.normalizeCastlingFlags(u)
	}
	p.side = us.Other()
	p.hash ^= zSide
	p.fullmove += int(us) // after Black's move
	if p.epSquare != NoSquare && p.epCapturable() {
		p.hash ^= zEnPassant[p.epSquare]
	}
}

// makeNormal is MakeMove's ordinary move or capture (promotions included), the most frequent
// move of every variant but Turnover, written out whole: makeOrdinary's work, and the
// castling flags normalised only when a king moved or an unmoved rook moved or was taken, and
// only for that side (the other side's flags, normal before the move, are untouched). It
// leaves no en-passant square.
func (p *Position) makeNormal(u *undo, m Move) {
	b := &p.board
	from, to := m.From(), m.To()
	mover, captured := b[from], b[to]
	c := p.side
	landed := mover.moved()
	if promo := m.Promotion(); promo != NoKind {
		landed = MakePiece(c, promo)
		p.count[c][Pawn]--
		p.count[c][promo]++
	}
	u.changes[0] = change{from, mover}
	u.changes[1] = change{to, captured}
	u.n = 2
	h := p.hash ^ zSide ^ zPiece[mover&(pieceCodes-1)][from] ^ zPiece[landed&(pieceCodes-1)][to]
	castling := uint8(0) // the sides whose castling flags may need normalising, one bit each
	if captured != NoPiece {
		h ^= zPiece[captured&(pieceCodes-1)][to]
		p.count[c^1][captured.Kind()]--
		if captured.Kind() == Rook && captured.Unmoved() {
			p.unmovedRk[c^1]--
			castling = 1 << (c ^ 1)
		}
		p.halfmove = 0
	}
	switch mover.Kind() {
	case Pawn:
		p.halfmove = 0
	case King:
		p.kings[c] = to
		castling |= 1 << c
	case Rook:
		if mover.Unmoved() {
			p.unmovedRk[c]--
			castling |= 1 << c
		}
	}
	b[from], b[to] = NoPiece, landed
	p.hash = h
	// Only a piece arriving on one of the enemy's Catapults can complete a capture of
	// them; this move puts a piece on no other square.
	if p.variant.catapults && (to == p.catapults[c^1][0].Square || to == p.catapults[c^1][1].Square) {
		p.captureCatapults()
	}
	if castling != 0 && !p.variant.turnover {
		for side := White; side <= Black; side++ {
			if castling>>side&1 != 0 {
				p.normalizeCastlingFlagsOf(u, side)
			}
		}
	}
	p.side = c.Other()
	p.fullmove += int(c) // after Black's move
}

// UnmakeMove takes back the last move made.
func (p *Position) UnmakeMove() {
	u := &p.undos[len(p.undos)-1]
	if u.n == 2 { // an ordinary move: the common case, without the loop
		p.board[u.changes[1].sq] = u.changes[1].old
		p.board[u.changes[0].sq] = u.changes[0].old
	} else {
		for i := int(u.n) - 1; i >= 0; i-- {
			c := u.changes[i]
			p.board[c.sq] = c.old
		}
	}
	p.state = u.state
	p.side = p.side.Other()
	p.fullmove -= int(p.side) // Black's move taken back
	p.undos = p.undos[:len(p.undos)-1]
}

// LastMove is the move UnmakeMove would take back, or NoMove.
func (p *Position) LastMove() Move {
	if len(p.undos) == 0 {
		return NoMove
	}
	return p.undos[len(p.undos)-1].move
}

// MakeNullMove passes the turn (engine use only: null-move pruning).
func (p *Position) MakeNullMove() {
	p.MakeMove(newMove(NoSquare, NoSquare, NullMove, NoKind))
}

// makeOrdinary moves the piece on from to to, capturing what stands there;
// the piece's own move clears its unmoved flag. It is put twice written out:
// the most frequent move of every chess variant skips the empty square's hash
// key and the bookkeeping a square emptied or filled by the same piece
// leaves unchanged.
func (p *Position) makeOrdinary(u *undo, from, to Square, promo Kind) {
	b := &p.board
	mover, captured := b[from], b[to]
	c := mover.Color()
	landed := mover.moved()
	if promo != NoKind {
		landed = MakePiece(c, promo)
		p.count[c][Pawn]--
		p.count[c][promo]++
	}
	u.changes[u.n] = change{from, mover}
	u.changes[u.n+1] = change{to, captured}
	u.n += 2
	h := p.hash ^ zPiece[mover&(pieceCodes-1)][from] ^ zPiece[landed&(pieceCodes-1)][to]
	if captured != NoPiece {
		h ^= zPiece[captured&(pieceCodes-1)][to]
		p.count[c^1][captured.Kind()]--
		if captured.Kind() == Rook && captured.Unmoved() {
			p.unmovedRk[c^1]--
		}
		p.halfmove = 0
	}
	p.hash = h
	switch mover.Kind() {
	case Pawn:
		p.halfmove = 0
	case King:
		p.kings[c] = to
	case Rook:
		if mover.Unmoved() {
			p.unmovedRk[c]--
		}
	}
	b[from], b[to] = NoPiece, landed
}

func (p *Position) makeCastling(u *undo, from, to Square) {
	rank := from.Rank()
	wing := castlingWings[1]
	if to > from {
		wing = castlingWings[0]
	}
	rookFrom := SquareAt(wing.rookFile, rank)
	king, rook := p.board[from], p.board[rookFrom]
	p.put(u, from, NoPiece)
	p.put(u, rookFrom, NoPiece)
	p.put(u, to, king.moved())
	p.put(u, SquareAt(wing.rookTo, rank), rook.moved())
}

func (p *Position) moveCatapult(from, to Square) {
	cs := &p.catapults[p.side]
	for i := range cs {
		if cs[i].Square == from {
			p.hash ^= zCatapult[p.side][b2i(cs[i].Moved)][from] ^ zCatapult[p.side][1][to]
			cs[i] = Catapult{Square: to, Moved: true}
			return
		}
	}
}

// captureCatapults removes both Catapults of a side when enemy pieces stand
// on both of them (docs/RULES.md §4.5).
func (p *Position) captureCatapults() {
	for c := White; c <= Black; c++ {
		cs := &p.catapults[c]
		if cs[0].Square == NoSquare || cs[1].Square == NoSquare {
			continue
		}
		a, b := p.board[cs[0].Square], p.board[cs[1].Square]
		if a == NoPiece || b == NoPiece || a.Color() == c || b.Color() == c {
			continue
		}
		for i := range cs {
			p.hash ^= zCatapult[c][b2i(cs[i].Moved)][cs[i].Square]
			cs[i] = Catapult{Square: NoSquare}
		}
		p.halfmove = 0
	}
}

// normalizeCastlingFlags keeps the unmoved flags meaningful: a king's flag
// only while one of its rooks is unmoved, and a rook's only while its king
// is. Equal castling rights then always mean equal hashes.
func (p *Position) normalizeCastlingFlags(u *undo) {
	p.normalizeCastlingFlagsOf(u, White)
	p.normalizeCastlingFlagsOf(u, Black)
}

// normalizeCastlingFlagsOf normalises one side's flags (see normalizeCastlingFlags).
func (p *Position) normalizeCastlingFlagsOf(u *undo, c Color) {
	kingFlag := p.kingUnmoved(c)
	switch {
	case kingFlag && p.unmovedRk[c] == 0:
		k := p.kings[c]
		p.put(u, k, p.board[k].moved())
	case !kingFlag && p.unmovedRk[c] > 0:
		rook := MakePiece(c, Rook) | unmovedBit
		// An unmoved rook almost always stands on its corner; only a sling carries one
		// away with its flag, so in Turret Chess the board is searched for the rest
		// (put keeps unmovedRk counting them).
		for _, f := range [2]int{FileA, FileH} {
			if s := SquareAt(f, homeRanks[c]); p.board[s] == rook {
				p.put(u, s, rook.moved())
			}
		}
		if p.unmovedRk[c] == 0 || !p.variant.turrets {
			return
		}
		for _, s := range p.variant.geometry.squares {
			if p.board[s] == rook {
				p.put(u, s, rook.moved())
			}
		}
	}
}
