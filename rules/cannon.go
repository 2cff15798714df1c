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
