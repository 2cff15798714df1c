package rules

// makeTurnover plays a RingMove or SetMove. It changes only From and To and
// records both for the generic UnmakeMove; put is written out, as in
// makeOrdinary, because this is the make of every Turnover move. MakeMove has
// already advanced the halfmove clock; a take or a turnover of an enemy stack
// resets it (§5.6). Combining, Wall moves and promotions do not.
func (p *Position) makeTurnover(u *undo, m Move) {
	b := &p.board
	from, to := m.From(), m.To()
	us := p.side
	behind, result, arrival := p.turnoverSquares(m)
	if arrival == ArriveTake || arrival == ArriveTurnover {
		p.halfmove = 0
	}
	mover, target := b[from], b[to]
	u.changes[u.n] = change{from, mover}
	u.changes[u.n+1] = change{to, target}
	u.n += 2
	p.hash ^= zPiece[mover&(pieceCodes-1)][from] ^ zPiece[behind&(pieceCodes-1)][from] ^
		zPiece[target&(pieceCodes-1)][to] ^ zPiece[result&(pieceCodes-1)][to]
	p.count[us][mover.Kind()]--
	if behind != NoPiece {
		p.count[us][behind.Kind()]++ // never a Castle: the outer ring has left
	}
	if target != NoPiece {
		p.count[target.Color()][target.Kind()]--
	}
	p.count[us][result.Kind()]++
	if result.Kind() == King {
		p.kings[us] = to
	}
	b[from], b[to] = behind, result
}

// turnoverEffects lists what a Turnover move does, in an order that rebuilds
// the board when applied to the board before the move:
//
//	EffectCapture   the enemy stack taken on To (takes only), first
//	EffectMove      the moving ring (as a stack of one ring) or the whole
//	                Castle leaves From and stands on To
//	EffectLeaveBehind  the inner rings that stay on From (From == To == that square)
//	EffectTurnover  the enemy stack on To turned and joined with the ring;
//	EffectCombine   the ring joined an own stack; Piece is the stack on To
//	EffectPromote   the Citadel that replaces a Wall or Castle on the last rank
func (p *Position) turnoverEffects(m Move) []Effect {
	o := p.resolveTurnover(m)
	from, to := m.From(), m.To()
	out := make([]Effect, 0, 4)
	if o.arrival == ArriveTake {
		out = append(out, Effect{Kind: EffectCapture, To: to, Piece: o.target})
	}
	out = append(out, Effect{Kind: EffectMove, From: from, To: to, Piece: o.mover})
	if o.behind != NoPiece {
		out = append(out, Effect{Kind: EffectLeaveBehind, From: from, To: from, Piece: o.behind})
	}
	switch o.arrival {
	case ArriveTurnover:
		out = append(out, Effect{Kind: EffectTurnover, To: to, Piece: o.formed})
	case ArriveCombine:
		out = append(out, Effect{Kind: EffectCombine, To: to, Piece: o.formed})
	}
	if o.promoted {
		out = append(out, Effect{Kind: EffectPromote, To: to, Piece: o.result})
	}
	return out
}

// turnoverIsTake reports whether the move removes an enemy stack: a ring
// arriving where it does not fit (§5.2) or a whole-set Castle step onto an
// enemy stack.
func (p *Position) turnoverIsTake(m Move) bool {
	switch m.Kind() {
	case RingMove, SetMove:
		_, _, a := p.turnoverArrival(m)
		return a == ArriveTake
	}
	return false
}

// IsTurnoverOfEnemy reports whether a Turnover move turns an enemy stack to
// the mover's colour. Such a move, like a take (IsCapture), resets the
// halfmove clock and changes the material balance.
func (p *Position) IsTurnoverOfEnemy(m Move) bool {
	if !p.variant.turnover || m.Kind() != RingMove {
		return false
	}
	_, _, a := p.turnoverArrival(m)
	return a == ArriveTurnover
}

// TurnoverArrival says what a legal Turnover move does on its destination:
// lands on an empty square, takes, turns over or combines (§5.2). A
// whole-set Castle step is ArriveEmpty or ArriveTake.
func (p *Position) TurnoverArrival(m Move) Arrival {
	if !p.variant.turnover || (m.Kind() != RingMove && m.Kind() != SetMove) {
		return ArriveEmpty
	}
	_, _, a := p.turnoverArrival(m)
	return a
}
