package rules

// genKwagga: the Kwagga leaps (3,1) and may repeat the same leap in the same
// direction while every landing so far was empty; it captures only on its
// first leap.
func (p *Position) genKwagga(ml *MoveList, from Square) {
	b := &p.board
	for _, d := range kwaggaLeaps {
		step := Square(d)
		to := from + step
		pc := b[to]
		if pc != NoPiece {
			if pc != offBoard && pc.Color() != p.side {
				ml.add(newMove(from, to, Normal, NoKind))
			}
			continue
		}
		for b[to] == NoPiece {
			ml.add(newMove(from, to, Normal, NoKind))
			to += step
		}
	}
}
