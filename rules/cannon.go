package rules

// genShots: a pawn scans forward along its file; the first occupied square
// must hold its own piece (the screen). Beyond the screen it may shoot any
// enemy piece, flying over empty squares and enemy non-pawn pieces; an enemy
// pawn can be shot but ends the line, and a second own piece ends it too.
func (p *Position) genShots(ml *MoveList, from Square) {
	b := &p.board
	us := p.side
	fwd := Square(forwardSteps[us])
	t := from + fwd
	for b[t] == NoPiece {
		t += fwd
	}
	if b[t] == offBoard || b[t].Color() != us {
		return
	}
	for t += fwd; ; t += fwd {
		pc := b[t]
		if pc == NoPiece {
			continue
		}
		if pc == offBoard || pc.Color() == us {
			return
		}
		ml.add(newMove(from, t, CannonShot, NoKind))
		if pc.Kind() == Pawn {
			return
		}
	}
}

// pawnShield is the square of the own pawn that shields the king on ks from every shot
// along its file, or NoSquare: the first piece in front of the king (fwd is the side's
// forward step) that is not an own piece other than a pawn. Shots fly over the
// defender's other pieces and stop at its pawns, so while that pawn stays on its
// square no shot reaches the king: squares beyond it do not matter, and the squares
// before it hold only empty squares and own pieces, which no move of the side can
// turn into a screen or a shooter (an own pawn arriving there is one more shield).
func (p *Position) pawnShield(ks, fwd Square) Square {
	b := &p.board
	us := p.side
	t := ks + fwd
	for b[t] == NoPiece || (b[t] != offBoard && b[t].Color() == us && b[t].Kind() != Pawn) {
		t += fwd
	}
	if b[t].is(us, Pawn) {
		return t
	}
	return NoSquare
}

// makeShot is MakeMove's cannon shot (docs/RULES.md §3), written out whole as makeNormal
// is: the pawn on From and the enemy piece on To both vanish, the halfmove clock resets,
// and the castling flags need normalising only for the enemy side, when the shot took one
// of its unmoved rooks. It leaves no en-passant square.
func (p *Position) makeShot(u *undo, m Move) {
	b := &p.board
	from, to := m.From(), m.To()
	c := p.side
	pawn, target := b[from], b[to]
	u.changes[0] = change{from, pawn}
	u.changes[1] = change{to, target}
	u.n = 2
	p.hash ^= zSide ^ zPiece[pawn&(pieceCodes-1)][from] ^ zPiece[target&(pieceCodes-1)][to]
	p.count[c][Pawn]--
	p.count[c^1][target.Kind()]--
	p.halfmove = 0
	b[from], b[to] = NoPiece, NoPiece
	if target.Kind() == Rook && target.Unmoved() {
		p.unmovedRk[c^1]--
		p.normalizeCastlingFlagsOf(u, c^1)
	}
	p.side = c.Other()
	p.fullmove += int(c) // after Black's move
}
