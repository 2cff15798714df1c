package rules

// MovesFrom lists the legal moves that start on the square (a piece's moves,
// or an empty Catapult's steps).
func (p *Position) MovesFrom(s Square) []Move {
	var ml MoveList
	p.GenerateLegal(&ml)
	var out []Move
	for _, m := range ml.Slice() {
		if m.From() == s {
			out = append(out, m)
		}
	}
	return out
}
