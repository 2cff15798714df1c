package rules

// Turnover (RULES.md §5) — being written; these entry points are called by
// the shared move generator, make/unmake and attack code.

func (p *Position) generateTurnover(ml *MoveList)       { ml.n = 0 }
func (p *Position) generateTurnoverPseudo(ml *MoveList) { ml.n = 0 }
func (p *Position) turnoverLegal(m Move) bool           { return false }
func (p *Position) turnoverTakeable(s Square, by Color) bool {
	return false
}
func (p *Position) turnoverInCheck() bool             { return false }
func (p *Position) makeTurnover(u *undo, m Move)      {}
func (p *Position) validateTurnover(fen string) error { return nil }
func (p *Position) turnoverSAN(m Move) string         { return m.String() }

// RingsOf tells which rings a Turnover stack of the kind holds.
func RingsOf(k Kind) (tower, fort, wall bool) {
	m := ringMask[k]
	return m&ringTower != 0, m&ringFort != 0, m&ringWall != 0
}

const (
	ringTower = 1
	ringFort  = 2
	ringWall  = 4
)

var ringMask = [kindCount]uint8{
	Rook: ringTower, Bishop: ringFort, Pawn: ringWall,
	Queen: ringTower | ringFort, Knight: ringFort | ringWall, King: ringTower | ringFort | ringWall,
}

func (p *Position) turnoverEffects(m Move) []Effect { return nil }
func (p *Position) turnoverIsTake(m Move) bool      { return false }
func (p *Position) turnoverCheckmated() bool        { return false }
