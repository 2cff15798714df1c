package rules

// pawnRefusal names the pawn rule a refused pawn move breaks.
func (p *Position) pawnRefusal(r *Refusal) {
	c := r.Piece.Color()
	fwd := forwardSteps[c] / mailboxStride // +1 for White, -1 for Black, in ranks
	df, dr := r.To.File()-r.From.File(), r.To.Rank()-r.From.Rank()
	target := p.board[r.To]
	switch {
	case dr*fwd <= 0:
		r.Why = RefusePawnBackward
	case df == 0 && dr == fwd:
		r.Why, r.Other, r.At = RefusePawnStraightCapture, target, r.To
	case df == 0 && dr == 2*fwd:
		mid := r.From + Square(forwardSteps[c])
		switch {
		case r.From.relativeRank(c) != 1:
			r.Why = RefusePawnDoubleStep
		case p.board[mid] != NoPiece:
			r.Why, r.Other, r.At = RefuseBlocked, p.board[mid], mid
		default:
			r.Why, r.Other, r.At = RefusePawnStraightCapture, target, r.To
		}
	case (df == 1 || df == -1) && dr == fwd && target == NoPiece:
		r.Why = RefusePawnDiagonalToEmpty
	default:
		r.Why = RefuseShape
	}
}

// kwaggaRefusal explains a Kwagga's refused run of leaps along one direction (docs/RULES.md
// §2.6); it reports whether it found the reason.
func (p *Position) kwaggaRefusal(r *Refusal) bool {
	from, to := r.From, r.To
	for _, d := range kwaggaLeaps {
		step := Square(d)
		for s, n := from+step, 1; p.board[s] != offBoard && n < 8; s, n = s+step, n+1 {
			if s != to {
				if p.board[s] != NoPiece {
					if p.runReaches(s, to, step) {
						r.Why, r.Other, r.At = RefuseKwaggaLanding, p.board[s], s
						return true
					}
					break
				}
				continue
			}
			if n > 1 {
				r.Why = RefuseKwaggaLaterCapture
				return true
			}
			return false
		}
	}
	return false
}

// runReaches tells whether repeating step from s lands on to.
func (p *Position) runReaches(s, to, step Square) bool {
	for t := s + step; p.board[t] != offBoard; t += step {
		if t == to {
			return true
		}
	}
	return false
}

// shotRefusal explains a cannon shot the rules refuse (docs/RULES.md §3): the pawn on From
// aims up its file at the piece on To. It reports whether it found the reason.
func (p *Position) shotRefusal(r *Refusal) bool {
	c := r.Piece.Color()
	fwd := Square(forwardSteps[c])
	from, to := r.From, r.To
	if (to > from) != (fwd > 0) {
		return false
	}
	var ownSeen int
	for s := from + fwd; s != to; s += fwd {
		pc := p.board[s]
		switch {
		case pc == NoPiece:
		case pc.Color() == c:
			ownSeen++
			if ownSeen == 2 {
				r.Why, r.Other, r.At = RefuseShotSecondOwn, pc, s
				return true
			}
		case ownSeen == 0:
			r.Why, r.Other, r.At = RefuseShotFirstNotOwn, pc, s
			return true
		case pc.Kind() == Pawn:
			r.Why, r.Other, r.At = RefuseShotEnemyPawn, pc, s
			return true
		}
	}
	if p.board[to].Color() != c && ownSeen == 0 {
		r.Why = RefuseShotNoScreen
		return true
	}
	return false
}

// openLine reports whether the squares strictly between two squares on one
// queen line are all empty.
func (p *Position) openLine(from, to Square) bool {
	step := stepBetween(from, to)
	if step == 0 {
		return false
	}
	for s := from + step; s != to; s += step {
		if p.board[s] != NoPiece {
			return false
		}
	}
	return true
}
