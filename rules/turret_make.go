package rules

// makeTurret is MakeMove's Turret move (docs/RULES.md §2.3), the most frequent move of
// Turret Chess after the ordinary one, written out whole as makeNormal is: the Turret moves
// to an empty square and, when possible, slings the piece behind it, which keeps its
// unmoved flag. Counts change only by what the sling captures or promotes, the kings only
// when a king is slung, and the castling flags need normalising only for the side whose
// unmoved rook the sling captured (a slung king or rook keeps its flag, and the flags were
// normal before the move). It leaves no en-passant square.
func (p *Position) makeTurret(u *undo, m Move) {
	b := &p.board
	from, to := m.From(), m.To()
	c := p.side
	s, slings := p.slingOf(from, to)
	turret := b[from]
	u.changes[0] = change{from, turret}
	u.changes[1] = change{to, NoPiece}
	u.n = 2
	h := p.hash ^ zSide ^ zPiece[turret&(pieceCodes-1)][from] ^ zPiece[turret&(pieceCodes-1)][to]
	b[from], b[to] = NoPiece, turret
	if slings {
		slung, captured := s.Piece, s.Captured
		sc := slung.Color()
		landed := slung
		if s.Promotes {
			landed = MakePiece(sc, Queen)
			p.count[sc][Pawn]--
			p.count[sc][Queen]++
		}
		u.changes[2] = change{s.From, slung}
		u.changes[3] = change{s.To, captured}
		u.n = 4
		h ^= zPiece[slung&(pieceCodes-1)][s.From] ^ zPiece[landed&(pieceCodes-1)][s.To]
		if slung.Kind() == King {
			p.kings[sc] = s.To
		}
		b[s.From], b[s.To] = NoPiece, landed
		if captured != NoPiece {
			h ^= zPiece[captured&(pieceCodes-1)][s.To]
			cc := captured.Color()
			p.count[cc][captured.Kind()]--
			p.halfmove = 0
			if captured.Kind() == Rook && captured.Unmoved() {
				p.unmovedRk[cc]--
				p.hash = h
				p.normalizeCastlingFlagsOf(u, cc)
				h = p.hash
			}
		}
	}
	p.hash = h
	p.side = c.Other()
	p.fullmove += int(c) // after Black's move
}
