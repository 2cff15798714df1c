package engine

import "siegeworks/rules"

// fewMovesAt: a Turnover 2025 side with fewer moves than this is in danger of
// a siege (no legal move loses, docs/RULES.md §6.3); the penalty grows with
// the square of the shortfall.
const fewMovesAt = 8

// turnoverSteps holds, per square, the squares next to it and the squares one
// and two steps straight forward for each side (NoSquare off the board), for
// the 2025 Castle terms.
type turnoverSteps struct {
	adj  [256][8]rules.Square
	nadj [256]uint8
	fwd  [2][256][2]rules.Square
}

func newTurnoverSteps(g *rules.Geometry) *turnoverSteps {
	t := &turnoverSteps{}
	at := func(f, r int) rules.Square {
		if f < 0 || f > 9 || r < 0 || r > 7 {
			return rules.NoSquare
		}
		if s := rules.SquareAt(f, r); g.Contains(s) {
			return s
		}
		return rules.NoSquare
	}
	for _, s := range g.Squares() {
		f, r := s.File(), s.Rank()
		for df := -1; df <= 1; df++ {
			for dr := -1; dr <= 1; dr++ {
				if n := at(f+df, r+dr); (df != 0 || dr != 0) && n != rules.NoSquare {
					t.adj[s][t.nadj[s]] = n
					t.nadj[s]++
				}
			}
		}
		t.fwd[rules.White][s] = [2]rules.Square{at(f, r+1), at(f, r+2)}
		t.fwd[rules.Black][s] = [2]rules.Square{at(f, r-1), at(f, r-2)}
	}
	return t
}

// nests: a Wall may arrive on this stack by nesting (a Fort or a Citadel, of
// either colour: an enemy one is turned over, an own one combined with).
func nests(x rules.Piece) bool {
	k := x.Kind()
	return x != rules.NoPiece && (k == rules.Bishop || k == rules.Queen)
}

// evalTurnover: stacks valued by how they move, Castles as pieces that must
// not be lost (fewer Castles, and Castles an enemy could take, cost more).
// Under the 2025 rules every Castle steps and takes on every side (a bonus per
// such square) and a side with few moves risks a siege (a penalty).
func (e *evaluator) evalTurnover(pos *rules.Position, st *evalState) int {
	p := &e.p
	*st = evalState{}
	var castles, moves [2]int
	var lastCastle [2]rules.Square
	for _, s := range e.v.Geometry().Squares() {
		pc := pos.At(s)
		if pc == rules.NoPiece {
			continue
		}
		c, k := pc.Color(), pc.Kind()
		st.mg[c] += int(e.psqMg[k][c][s])
		st.eg[c] += int(e.psqEg[k][c][s])
		st.phase += e.phaseW[k]
		var n int
		switch k {
		// Mobility only: the Castles' danger is counted below.
		case rules.Knight:
			n = pos.Reach(s, &noZone).Moves
			st.mg[c] += p.MobKnight * (n - 4)
		case rules.Bishop:
			n = pos.Reach(s, &noZone).Moves
			st.mg[c] += p.MobBishop * (n - 6)
		case rules.Rook:
			n = pos.Reach(s, &noZone).Moves
			st.mg[c] += p.MobRook * (n - 6)
		case rules.Queen:
			n = pos.Reach(s, &noZone).Moves
			st.mg[c] += p.MobQueen * (n - 12)
		case rules.King:
			castles[c]++
			if pos.Attacked(s, c^1) {
				st.mg[c] -= p.CastleAttacked
			}
			if e.steps != nil {
				var rings int
				n, rings = e.castleMoves(pos, s, c)
				st.mg[c] += p.CastleStep * n
				if pos.Count(c, rules.King) == 1 {
					// The last Castle never dismounts, and steps only where it is not
					// in check: counted below when the count matters.
					lastCastle[c], n = s, 0
				} else {
					n += rings
				}
			}
		}
		moves[c] += n
	}
	for c := rules.White; c <= rules.Black; c++ {
		switch castles[c] {
		case 0:
			st.mg[c] -= 5 * p.CastleShort
		case 1:
			st.mg[c] -= 2 * p.CastleShort
		case 2:
			st.mg[c] -= p.CastleShort / 2
		}
		if e.steps != nil && moves[c] < fewMovesAt {
			e.fewMoves(pos, st, c, moves[c], lastCastle[c])
		}
	}
	us := pos.SideToMove()
	score := st.mg[0] - st.mg[1] + (st.eg[0]-st.eg[1])/4
	if us == rules.Black {
		score = -score
	}
	return score + p.Tempo
}

// fewMoves is the siege danger of side c, which has counted moves from its
// pieces and Castles so far (fewer than fewMovesAt): its lone Walls' moves and
// its last Castle's safe steps are added (rarely needed, so counted only now),
// and the shortfall costs FewMoves times its square, over 4.
func (e *evaluator) fewMoves(pos *rules.Position, st *evalState, c rules.Color, moves int, last rules.Square) {
	if last != rules.NoSquare {
		moves += e.safeSteps(pos, last, c)
	}
	if moves < fewMovesAt && pos.Count(c, rules.Pawn) > 0 {
		wall := rules.MakePiece(c, rules.Pawn)
		for _, s := range e.v.Geometry().Squares() {
			if pos.At(s) == wall {
				moves += e.wallMoves(pos, s, c)
			}
		}
	}
	if moves < fewMovesAt {
		short := fewMovesAt - moves
		st.mg[c] -= e.p.FewMoves * short * short / 4
	}
}

// castleMoves counts a 2025 Castle's moves (§6.2): whole-set steps to an empty
// square or onto an enemy stack it may take (steps), and its Wall's arrivals on
// a Fort or Citadel next to it or two squares forward (rings).
func (e *evaluator) castleMoves(pos *rules.Position, s rules.Square, c rules.Color) (steps, rings int) {
	t := e.steps
	for _, n := range t.adj[s][:t.nadj[s]] {
		switch x := pos.At(n); {
		case x == rules.NoPiece:
			steps++
		case nests(x):
			rings++
		case x.Color() != c:
			steps++
		}
	}
	f := t.fwd[c][s]
	if f[1] != rules.NoSquare && pos.At(f[0]) == rules.NoPiece {
		if x := pos.At(f[1]); x == rules.NoPiece || nests(x) {
			rings++
		}
	}
	return steps, rings
}

// safeSteps counts the whole-set steps of a last Castle to squares where it
// would not be in check (seen from where it stands).
func (e *evaluator) safeSteps(pos *rules.Position, s rules.Square, c rules.Color) int {
	t := e.steps
	n := 0
	for _, a := range t.adj[s][:t.nadj[s]] {
		x := pos.At(a)
		if (x == rules.NoPiece || (x.Color() != c && !nests(x))) && !pos.Attacked(a, c^1) {
			n++
		}
	}
	return n
}

// wallMoves counts a lone Wall's moves (§5.3): forward to an empty square or
// onto a Fort or Citadel; diagonally forward onto an enemy stack or an own
// Fort or Citadel.
func (e *evaluator) wallMoves(pos *rules.Position, s rules.Square, c rules.Color) int {
	t := e.steps
	f := t.fwd[c][s][0]
	if f == rules.NoSquare {
		return 0
	}
	n := 0
	if x := pos.At(f); x == rules.NoPiece || nests(x) {
		n++
	}
	for _, d := range [2]int{-1, 1} {
		file := f.File() + d
		if file < 0 || file > 9 {
			continue
		}
		a := rules.SquareAt(file, f.Rank())
		if !e.v.Geometry().Contains(a) {
			continue
		}
		if x := pos.At(a); x != rules.NoPiece && (x.Color() != c || nests(x)) {
			n++
		}
	}
	return n
}
