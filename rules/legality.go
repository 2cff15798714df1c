package rules

// Legality judges, one at a time, the pseudo-legal moves of one position
// (GenerateLazy): a search that stops after its first few moves never pays to
// prove the others legal. Together, GenerateLazy and Legal give exactly the
// moves of GenerateLegal.
//
// When the king is not in check, only moves that touch a square the king's
// safety depends on can expose it (see guard), so only those are tried on the
// board; in check, every move is.
type Legality struct {
	ks      Square
	quick   bool // not in check: quickLegal can answer for most moves
	settled bool // the generator gave only legal moves (Turnover)
	g       guard
}

// GenerateLazy fills ml with the side to move's pseudo-legal moves and
// prepares lg to judge them with Legal.
func (p *Position) GenerateLazy(ml *MoveList, lg *Legality) {
	ml.n = 0
	if p.variant.turnover {
		p.generateTurnover(ml)
		*lg = Legality{settled: true}
		return
	}
	if !p.prepareLegality(lg) {
		return
	}
	p.generatePseudo(ml, kingScope(lg.quick))
	if p.variant.catapults {
		p.dropShadowedTeleports(ml, false)
	}
}

// prepareLegality fills lg for the side to move; false when it has no king
// (and so no legal move).
func (p *Position) prepareLegality(lg *Legality) bool {
	*lg = Legality{ks: p.kings[p.side]}
	if lg.ks == NoSquare {
		return false
	}
	lg.quick = !p.attacked(lg.ks, p.side.Other())
	if lg.quick {
		p.findGuard(lg.ks, &lg.g)
	}
	return true
}

// Legal reports whether m, one of the moves GenerateLazy gave with lg, is
// legal. The common case, a king not in check and a move that touches none
// of its guard squares, is answered here; the rest by tryLegal.
func (p *Position) Legal(m Move, lg *Legality) bool {
	if lg.quick && (lg.g.clear(m) || p.quickLegal(m, lg.ks, &lg.g)) {
		return true
	}
	return p.tryLegal(m, lg)
}

func (p *Position) tryLegal(m Move, lg *Legality) bool {
	switch {
	case lg.settled:
		return true
	case m.Kind() == Castling && p.castlingJudged():
		return true
	case p.isKingStep(m, lg.ks):
		return p.kingStepSafe(m, lg.ks)
	}
	return p.legalByMake(m)
}
