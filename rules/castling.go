package rules

// genCastling adds castling (and, on the Gustavian board, the extended
// three-square forms): both pieces unmoved on their home squares, nothing
// between them, the king not in check, and no square the king passes over or
// lands on attacked. notInCheck says the caller already knows the king is not in check.
func (p *Position) genCastling(ml *MoveList, from Square, notInCheck bool) {
	us := p.side
	homeRank := homeRanks[us]
	if from != SquareAt(5, homeRank) || !p.board[from].Unmoved() || p.unmovedRk[us] == 0 {
		return
	}
	them := us.Other()
	checked := notInCheck
	for _, wing := range castlingWings {
		rookSq := SquareAt(wing.rookFile, homeRank)
		rook := p.board[rookSq]
		if !rook.is(us, Rook) || !rook.Unmoved() {
			continue
		}
		clear := true
		for f := min(wing.rookFile, 5) + 1; f < max(wing.rookFile, 5); f++ {
			if p.board[SquareAt(f, homeRank)] != NoPiece || p.enemyCatapultBlocks(SquareAt(f, homeRank)) {
				clear = false
			}
		}
		if !clear {
			continue
		}
		if !checked {
			if p.attacked(from, them) {
				return
			}
			checked = true
		}
		for step, f := 1, 5+wing.dir; ; step, f = step+1, f+wing.dir {
			if p.attacked(SquareAt(f, homeRank), them) {
				break
			}
			if step == 2 {
				ml.add(newMove(from, SquareAt(f, homeRank), Castling, NoKind))
				if !p.variant.extendedCastling {
					break
				}
			}
			if step == 3 {
				ml.add(newMove(from, SquareAt(f, homeRank), Castling, NoKind))
				break
			}
		}
	}
}

// castlingJudged reports whether genCastling's tests alone make a castling legal, so that
// it need not be tried on the board. They do on the eight-file board without Turrets or
// Catapults (orthodox chess and Gunnery): after the king and the rook have moved, the rook
// closes the rank towards the king's old square and nothing lies beyond the rook's corner,
// the king's file and diagonals are as they were, and a pawn's shot along the king's file
// meets the same pieces, so the king stands on a square that was not attacked before. On
// the Gustavian board a piece beyond the rook's corner may reach the king once the rook has
// gone; Turrets and Catapults are tried on the board too.
func (p *Position) castlingJudged() bool {
	return !p.variant.turrets && !p.variant.catapults
}

// homeRanks is each side's first rank.
var homeRanks = [2]int{0, 7}

var castlingWings = [2]struct{ rookFile, dir, rookTo int }{
	{FileH, +1, 6}, // kingside: rook h -> f
	{FileA, -1, 4}, // queenside: rook a -> d
}
