package engine

import (
	"math/bits"

	"siegeworks/rules"
)

// pawnStructure scores c's pawns: passed pawns by their advance (and, against
// a lone king, by the rule of the square), doubled and isolated pawns.
func (e *evaluator) pawnStructure(pos *rules.Position, st *evalState, c rules.Color, theirKing rules.Square) {
	p := &e.p
	them := c ^ 1
	g := e.v.Geometry()
	for f := g.MinFile(); f <= g.MaxFile(); f++ {
		m := st.pawns[c][f]
		if m == 0 {
			continue
		}
		cnt := bits.OnesCount8(m)
		if cnt > 1 {
			st.mg[c] -= p.Doubled * (cnt - 1)
			st.eg[c] -= p.Doubled * (cnt - 1)
		}
		var adj uint8
		if f > 0 {
			adj |= st.pawns[c][f-1]
		}
		if f < 9 {
			adj |= st.pawns[c][f+1]
		}
		if adj == 0 {
			st.mg[c] -= p.Isolated * cnt
			st.eg[c] -= p.Isolated * cnt
		}
		// Passed: the most advanced pawn on the file with no enemy pawn
		// ahead on this or a neighbouring file.
		var enemy uint8 = st.pawns[them][f]
		if f > 0 {
			enemy |= st.pawns[them][f-1]
		}
		if f < 9 {
			enemy |= st.pawns[them][f+1]
		}
		var r, rr int
		var ahead uint8
		if c == rules.White {
			r = 7 - bits.LeadingZeros8(m)
			rr = r
			ahead = ^uint8(0) << (r + 1)
			if r == 7 {
				ahead = 0
			}
		} else {
			r = bits.TrailingZeros8(m)
			rr = 7 - r
			ahead = uint8((1 << r) - 1)
		}
		if enemy&ahead == 0 {
			st.mg[c] += p.PassedMg * rr * rr / 6
			st.eg[c] += p.PassedEg * rr * rr / 4
			if st.nonPawn[them] == 0 && e.kingOnlyRace && e.outruns(pos, c, f, r, rr, theirKing) {
				st.eg[c] += e.value[rules.Queen] - e.value[rules.Pawn] - 200
			}
		}
	}
}

// outruns: against a lone king (with pawns), the passed pawn on file f,
// rank r queens before the king can catch it — the rule of the square, with
// a clear path and the first move's double step.
func (e *evaluator) outruns(pos *rules.Position, c rules.Color, f, r, rr int, theirKing rules.Square) bool {
	if theirKing == rules.NoSquare {
		return false
	}
	steps := 7 - rr
	if rr == 1 {
		steps--
	}
	promo, dir := 7, 1
	if c == rules.Black {
		promo, dir = 0, -1
	}
	for q := r + dir; q != promo+dir; q += dir {
		if pos.At(rules.SquareAt(f, q)) != rules.NoPiece {
			return false
		}
	}
	d := chebyshev(theirKing, rules.SquareAt(f, promo))
	if pos.SideToMove() != c {
		d--
	}
	return d > steps
}

// rookFiles: a rook on a file with no own pawn (half-open) works along it;
// with no pawn at all (open) more so.
func (e *evaluator) rookFiles(st *evalState, c rules.Color) {
	p := &e.p
	for f, n := range st.rooks[c] {
		if n == 0 || st.pawns[c][f] != 0 {
			continue
		}
		bonus := p.RookHalfOpen
		if st.pawns[c^1][f] == 0 {
			bonus = p.RookOpen
		}
		st.mg[c] += bonus * int(n)
		st.eg[c] += bonus * int(n) / 2
	}
}
