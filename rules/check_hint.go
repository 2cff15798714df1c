package rules

// MayGiveCheck is a quick test for a search that wants only the checking
// moves: false means the move certainly does not give check, true that it
// may (make it and ask InCheck). It judges the orthodox pieces' ordinary
// moves by lines alone, blockers ignored; anything a variant adds (slings,
// shots, teleports, stacks) and every special move answers true.
func (p *Position) MayGiveCheck(m Move) bool {
	v := p.variant
	if v.turnover || v.turrets || v.cannons || v.catapults {
		return true
	}
	if m.Kind() != Normal || m.Promotion() != NoKind {
		return true
	}
	ek := p.kings[p.side.Other()]
	if ek == NoSquare {
		return true
	}
	from, to := m.From(), m.To()
	// A piece leaving a line to the king may uncover a slider behind it.
	if onLine(from, ek, true) || onLine(from, ek, false) {
		return true
	}
	switch p.board[from].Kind() {
	case Pawn:
		ahead := to + Square(forwardSteps[p.side])
		return ahead+east == ek || ahead-east == ek
	case Knight:
		for _, d := range knightLeaps {
			if to+Square(d) == ek {
				return true
			}
		}
		return false
	case Bishop:
		return onLine(to, ek, true)
	case Rook:
		return onLine(to, ek, false)
	case Queen:
		return onLine(to, ek, true) || onLine(to, ek, false)
	}
	return false // a king gives no direct check
}

// onLine: a and b share a diagonal (diagonal) or a rank or file (!diagonal).
func onLine(a, b Square, diagonal bool) bool {
	df, dr := a.File()-b.File(), a.Rank()-b.Rank()
	if diagonal {
		return df == dr || df == -dr
	}
	return df == 0 || dr == 0
}
