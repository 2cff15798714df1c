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
