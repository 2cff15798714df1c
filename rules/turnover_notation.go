package rules

// turnoverSAN is the display notation of §5.7 without the check mark:
// from, a separator, to — "-" for a move to an empty square, "x" for a take,
// "~" for a turnover or a combination — with a "K" prefix for a whole-set
// Castle step and "=Q" when a Citadel arises by promotion: d2-d4, d2xe3,
// d2~e3, Kd2-e3, Kd7xe8=Q, b7~a8=Q. The shared SAN code appends "+" when the
// side to move then has exactly one Castle and it is in check, and "#" when
// that is checkmate (see turnoverInCheck). The form is canonical, so ParseSAN
// reads it back by comparison.
func (p *Position) turnoverSAN(m Move) string {
	if m.Kind() != RingMove && m.Kind() != SetMove {
		return m.String()
	}
	o := p.resolveTurnover(m)
	var buf [10]byte
	s := buf[:0]
	if m.Kind() == SetMove {
		s = append(s, 'K')
	}
	s = append(s, m.From().String()...)
	switch o.arrival {
	case ArriveTake:
		s = append(s, 'x')
	case ArriveTurnover, ArriveCombine:
		s = append(s, '~')
	default:
		s = append(s, '-')
	}
	s = append(s, m.To().String()...)
	if o.promoted {
		s = append(s, "=Q"...)
	}
	return string(s)
}

// validateTurnover checks a Turnover FEN's placement for positions no game
// can reach (decisions, §5.5 and §5.4):
//   - every letter is one of the six stacks (the placement parser already
//     refuses anything else);
//   - no lone Wall and no Castle stands on its own last rank: either would
//     have become a Citadel when it ended its move there (§5.5). A Wall on
//     its own first rank is possible (a Fortress's Wall can leap back there);
//   - the side that has just moved has a Castle, and if it has exactly one,
//     that Castle is not in check: its last move would have broken the
//     last-Castle safety rule otherwise.
//
// The side to move may have no Castle at all: it has lost (status nocastles).
func (p *Position) validateTurnover(fen string) error {
	for _, s := range p.variant.geometry.squares {
		pc := p.board[s]
		if pc == NoPiece {
			continue
		}
		c := pc.Color()
		if (pc.Kind() == Pawn || pc.Kind() == King) && s.relativeRank(c) == 7 {
			what := "Wall"
			if pc.Kind() == King {
				what = "Castle"
			}
			return fenErr(fen, "placement", "a %s %s stands on %s, its last rank; it would have become a Citadel", c, what, s)
		}
	}
	them := p.side.Other()
	switch p.count[them][King] {
	case 0:
		return fenErr(fen, "placement", "%s (not to move) has no Castle; no move may leave its player without one", them)
	case 1:
		if s := p.findCastle(them); p.castleInCheck(s, them) {
			return fenErr(fen, "", "%s (not to move) has one Castle, on %s, and it is in check", them, s)
		}
	}
	return nil
}
