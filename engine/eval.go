package engine

import "siegeworks/rules"

// Local board codes: 0 empty, offSq off the board, else kind | colour<<4.
const (
	offSq    = 0xff
	colorBit = 0x10
)

const (
	dN = 16
	dE = 1
)

var (
	orthoDirs  = [4]int{dN, -dN, dE, -dE}
	diagDirs   = [4]int{dN + dE, dN - dE, -dN + dE, -dN - dE}
	allDirs    = [8]int{dN, -dN, dE, -dE, dN + dE, dN - dE, -dN + dE, -dN - dE}
	knightDirs = [8]int{2*dN + dE, 2*dN - dE, -2*dN + dE, -2*dN - dE, 2*dE + dN, 2*dE - dN, -2*dE + dN, -2*dE - dN}
	camelDirs  = [8]int{3*dN + dE, 3*dN - dE, -3*dN + dE, -3*dN - dE, 3*dE + dN, 3*dE - dN, -3*dE + dN, -3*dE - dN}
)

const numKinds = 9 // rules.kindCount

// evaluator holds the tables built from Params for one variant.
type evaluator struct {
	v        *rules.Variant
	p        Params
	template [256]uint8 // offSq on missing squares
	psqMg    [numKinds][2][256]int16
	psqEg    [numKinds][2][256]int16
	value    [numKinds]int // for move ordering, SEE-like tests and delta pruning
	phaseW   [numKinds]int
	maxPhase int
	turnover bool
}

func newEvaluator(v *rules.Variant, p Params) *evaluator {
	e := &evaluator{v: v, p: p, turnover: v.IsTurnover()}
	g := v.Geometry()
	for i := range e.template {
		if !g.Contains(rules.Square(i)) {
			e.template[i] = offSq
		}
	}
	var mg, eg [numKinds]int
	if e.turnover {
		mg = [numKinds]int{0, p.WallV, p.FortressV, p.FortV, p.TowerV, p.CitadelV, p.CastleV, 0, 0}
		eg = mg
		e.phaseW = [numKinds]int{0, 0, 1, 1, 2, 4, 0, 0, 0}
	} else {
		mg = [numKinds]int{0, p.PawnMg, p.KnightMg, p.BishopMg, p.RookMg, p.QueenMg, 0, p.TurretMg, p.KwaggaMg}
		eg = [numKinds]int{0, p.PawnEg, p.KnightEg, p.BishopEg, p.RookEg, p.QueenEg, 0, p.TurretEg, p.KwaggaEg}
		e.phaseW = [numKinds]int{0, 0, 1, 1, 2, 4, 0, 2, 1}
	}
	for k := range e.value {
		e.value[k] = (mg[k] + eg[k]) / 2
	}
	if !e.turnover {
		e.value[rules.King] = 20000
	}
	// maxPhase from the start position.
	start := rules.NewPosition(v)
	for _, s := range g.Squares() {
		if pc := start.At(s); pc != rules.NoPiece {
			e.maxPhase += e.phaseW[pc.Kind()]
		}
	}
	if e.maxPhase == 0 {
		e.maxPhase = 1
	}
	for _, s := range g.Squares() {
		for c := rules.White; c <= rules.Black; c++ {
			for k := rules.Pawn; k < numKinds; k++ {
				m, n := e.pst(k, c, s)
				e.psqMg[k][c][s] = int16(mg[k] + m)
				e.psqEg[k][c][s] = int16(eg[k] + n)
			}
		}
	}
	return e
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// centre is 6 in the four central squares down to 0 in the corners of the
// 8x8 part (negative on the Gustavian extra squares).
func centre(s rules.Square) int {
	f, r := s.File(), s.Rank()
	return (14 - abs(2*f-9) - abs(2*r-7)) / 2
}

// pst is the formula piece-square value (mg, eg) of a kind on a square.
func (e *evaluator) pst(k rules.Kind, c rules.Color, s rules.Square) (int, int) {
	p := &e.p
	rr := s.Rank()
	if c == rules.Black {
		rr = 7 - rr
	}
	f := s.File()
	cen := centre(s)
	sc := func(x int) int { return x * p.CentrePct / 100 }
	if e.turnover {
		switch k {
		case rules.Pawn:
			return rr * p.WallAdvance, rr * p.WallAdvance * 2
		case rules.King:
			// Castles like shelter near home early, centre later.
			return sc(-4 * rr), sc(3 * cen)
		default:
			return sc(3 * cen), sc(3 * cen)
		}
	}
	switch k {
	case rules.Pawn:
		advMg := [8]int{0, 0, 2, 6, 14, 26, 45, 0}
		advEg := [8]int{0, 0, 5, 12, 24, 42, 70, 0}
		mg := advMg[rr] * p.PawnAdvPct / 100
		eg := advEg[rr] * p.PawnAdvPct / 100
		if (f == 4 || f == 5) && (rr == 3 || rr == 4) {
			mg += sc(18)
		} else if (f == 3 || f == 6) && rr >= 2 && rr <= 4 {
			mg += sc(6)
		}
		if (f == 4 || f == 5) && rr == 1 {
			mg -= sc(8)
		}
		return mg, eg
	case rules.Knight:
		mg := sc(6*cen - 20)
		if rr == 0 {
			mg -= 8
		}
		return mg, sc(5*cen - 15)
	case rules.Kwagga:
		return sc(4*cen - 12), sc(3*cen - 9)
	case rules.Bishop:
		return sc(3*cen - 8), sc(3*cen - 8)
	case rules.Rook:
		mg, eg := 0, 0
		if rr == 6 {
			mg, eg = 18, 14
		}
		if f == 4 || f == 5 {
			mg += 6
		}
		return mg, eg
	case rules.Queen:
		return sc(2*cen - 6), sc(4*cen - 12)
	case rules.King:
		var mg int
		switch {
		case rr == 0:
			mg = 10
			switch f {
			case 2, 3, 7, 8:
				mg = 25
			case 4, 5, 6:
				mg = -5
			}
		case rr == 1:
			mg = -15
		default:
			mg = -30 - 12*rr
		}
		return mg, sc(8*cen - 24)
	case rules.Turret:
		return sc(2 * cen), sc(2 * cen)
	}
	return 0, 0
}

// evalState is scratch space for one evaluation.
type evalState struct {
	b        [256]uint8
	mg, eg   [2]int
	units    [2]int // king attack units against this colour's king
	attacker [2]int // pieces attacking this colour's king zone
	zone     [256]uint8
	pawns    [2][10]uint8 // rank bitmask of pawns per file
	phase    int
	bishops  [2]int
	nonPawn  [2]int // material of non-pawn pieces
	pawnCnt  [2]int
}

// Evaluate scores the position from the side to move's point of view.
func (e *evaluator) evaluate(pos *rules.Position, st *evalState) int {
	if e.turnover {
		return e.evalTurnover(pos, st)
	}
	p := &e.p
	*st = evalState{}
	st.b = e.template
	b := &st.b
	sqs := e.v.Geometry().Squares()
	for _, s := range sqs {
		pc := pos.At(s)
		if pc != rules.NoPiece {
			b[s] = uint8(pc.Kind()) | uint8(pc.Color())<<4
		}
	}
	var ks [2]rules.Square
	for c := rules.White; c <= rules.Black; c++ {
		ks[c] = pos.KingSquare(c)
		if ks[c] != rules.NoSquare {
			k := int(ks[c])
			st.zone[k] |= 1 << c
			for _, d := range allDirs {
				if t := k + d; t >= 0 && t < 256 && b[t] != offSq {
					st.zone[t] |= 1 << c
				}
			}
		}
	}
	for _, s := range sqs {
		code := b[s]
		if code == 0 {
			continue
		}
		c := rules.Color(code >> 4)
		k := rules.Kind(code & 0x0f)
		st.mg[c] += int(e.psqMg[k][c][s])
		st.eg[c] += int(e.psqEg[k][c][s])
		st.phase += e.phaseW[k]
		them := c ^ 1
		switch k {
		case rules.Pawn:
			st.pawns[c][s.File()] |= 1 << s.Rank()
			st.pawnCnt[c]++
			if e.v.HasCannons() {
				e.cannon(st, int(s), c, ks[them])
			}
			continue
		case rules.Knight:
			n := e.leaper(st, int(s), c, &knightDirs, 2)
			st.mg[c] += p.MobKnight * (n - 4)
			st.eg[c] += p.MobKnight * (n - 4)
		case rules.Kwagga:
			n := e.leaper(st, int(s), c, &camelDirs, 2)
			st.mg[c] += p.MobKwagga * (n - 3)
			st.eg[c] += p.MobKwagga * (n - 3)
		case rules.Bishop:
			n := e.slider(st, int(s), c, diagDirs[:], 2)
			st.mg[c] += p.MobBishop * (n - 6)
			st.eg[c] += p.MobBishop * (n - 6)
			st.bishops[c]++
		case rules.Rook:
			n := e.slider(st, int(s), c, orthoDirs[:], 3)
			st.mg[c] += p.MobRook * (n - 6)
			st.eg[c] += p.MobRook * (n - 6)
		case rules.Queen:
			n := e.slider(st, int(s), c, allDirs[:], 5)
			st.mg[c] += p.MobQueen * (n - 12)
			st.eg[c] += p.MobQueen * (n - 12)
		case rules.Turret:
			n := e.turret(st, int(s), c)
			st.mg[c] += p.MobTurret * (n - 4)
			st.eg[c] += p.MobTurret * (n - 4)
		case rules.King:
			continue
		}
		st.nonPawn[c] += e.value[k]
	}
	for c := rules.White; c <= rules.Black; c++ {
		if st.bishops[c] >= 2 {
			st.mg[c] += p.BishopPair
			st.eg[c] += p.BishopPair
		}
		e.pawnStructure(st, c)
		e.kingSafety(st, c, ks[c])
	}
	if e.v.HasCatapults() {
		e.catapults(pos, st, ks)
	}
	us := pos.SideToMove()
	st.mg[us] += p.Tempo
	phase := st.phase
	if phase > e.maxPhase {
		phase = e.maxPhase
	}
	mg := st.mg[0] - st.mg[1]
	eg := st.eg[0] - st.eg[1]
	score := (mg*phase + eg*(e.maxPhase-phase)) / e.maxPhase
	// Drawish endings: the side ahead has no pawns and at most a minor
	// piece more.
	strong := rules.White
	if score < 0 {
		strong = rules.Black
	}
	if st.pawnCnt[strong] == 0 && st.nonPawn[strong]-st.nonPawn[strong^1] <= e.value[rules.Bishop] {
		score /= 4
	}
	if us == rules.Black {
		score = -score
	}
	return score
}

// leaper counts a knight's or camel's reachable squares and its king-zone
// attacks.
func (e *evaluator) leaper(st *evalState, s int, c rules.Color, dirs *[8]int, units int) int {
	n, hits := 0, 0
	them := uint8(1) << (c ^ 1)
	for _, d := range dirs {
		t := s + d
		if t < 0 || t >= 256 {
			continue
		}
		x := st.b[t]
		if x == offSq || (x != 0 && rules.Color(x>>4) == c) {
			continue
		}
		n++
		if st.zone[t]&them != 0 {
			hits++
		}
	}
	if hits > 0 {
		st.units[c^1] += units * hits
		st.attacker[c^1]++
	}
	return n
}

func (e *evaluator) slider(st *evalState, s int, c rules.Color, dirs []int, units int) int {
	n, hits := 0, 0
	them := uint8(1) << (c ^ 1)
	for _, d := range dirs {
		t := s + d
		for {
			x := st.b[t]
			if x == offSq {
				break
			}
			if st.zone[t]&them != 0 {
				hits++
			}
			if x != 0 {
				if rules.Color(x>>4) != c {
					n++
				}
				break
			}
			n++
			t += d
		}
	}
	if hits > 0 {
		st.units[c^1] += units * hits
		st.attacker[c^1]++
	}
	return n
}

// turret counts a Turret's moves and, for every direction with ammunition
// directly behind it, the squares it can sling onto: king-zone squares add
// attack units, an enemy piece at the end of the line is a target.
func (e *evaluator) turret(st *evalState, s int, c rules.Color) int {
	p := &e.p
	n, hits := 0, 0
	them := uint8(1) << (c ^ 1)
	for _, d := range allDirs {
		ammo := st.b[s-d]
		loaded := ammo != 0 && ammo != offSq
		t := s + d
		if st.b[t] != 0 {
			continue // cannot move this way at all
		}
		for st.b[t] == 0 {
			n++
			t += d
			if loaded && st.zone[t]&them != 0 {
				hits++
			}
		}
		if loaded {
			x := st.b[t]
			if x != offSq && x != 0 && rules.Color(x>>4) != c {
				st.mg[c] += p.SlingTarget
				st.eg[c] += p.SlingTarget / 2
			}
		}
	}
	if hits > 0 {
		st.units[c^1] += p.SlingUnits * hits
		st.attacker[c^1]++
	}
	return n
}

// cannon scores a Gunnery pawn: a screen of its own ahead makes it a loaded
// cannon; it threatens the enemy non-pawn pieces beyond the screen and, on or
// next to the enemy king's file, the king.
func (e *evaluator) cannon(st *evalState, s int, c rules.Color, ek rules.Square) {
	p := &e.p
	fwd := dN
	if c == rules.Black {
		fwd = -dN
	}
	t := s + fwd
	for st.b[t] == 0 {
		t += fwd
	}
	x := st.b[t]
	if x == offSq || rules.Color(x>>4) != c {
		return
	}
	// Loaded. Look beyond the screen.
	for t += fwd; ; t += fwd {
		x = st.b[t]
		if x == 0 {
			continue
		}
		if x == offSq || rules.Color(x>>4) == c {
			break
		}
		k := rules.Kind(x & 0x0f)
		if k != rules.King {
			st.mg[c] += p.CannonTarget
			st.eg[c] += p.CannonTarget / 2
		}
		if k == rules.Pawn {
			break
		}
	}
	if ek != rules.NoSquare {
		kf := ek.File()
		f := rules.Square(s).File()
		ahead := (c == rules.White && ek.Rank() > rules.Square(s).Rank()) || (c == rules.Black && ek.Rank() < rules.Square(s).Rank())
		if ahead && abs(kf-f) <= 1 {
			st.units[c^1] += p.CannonFile
			st.attacker[c^1]++
		}
	}
}

func (e *evaluator) pawnStructure(st *evalState, c rules.Color) {
	p := &e.p
	them := c ^ 1
	g := e.v.Geometry()
	for f := g.MinFile(); f <= g.MaxFile(); f++ {
		m := st.pawns[c][f]
		if m == 0 {
			continue
		}
		cnt := popcount8(m)
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
			r = 7 - leadingZeros8(m)
			rr = r
			ahead = ^uint8(0) << (r + 1)
			if r == 7 {
				ahead = 0
			}
		} else {
			r = trailingZeros8(m)
			rr = 7 - r
			ahead = uint8((1 << r) - 1)
		}
		if enemy&ahead == 0 {
			st.mg[c] += p.PassedMg * rr * rr / 6
			st.eg[c] += p.PassedEg * rr * rr / 4
		}
	}
}

// kingSafety turns the attack units gathered against c's king into a
// middlegame penalty, and adds the pawn shelter.
func (e *evaluator) kingSafety(st *evalState, c rules.Color, k rules.Square) {
	p := &e.p
	if k == rules.NoSquare {
		return
	}
	u := st.units[c]
	if st.attacker[c] >= 2 || u > 8 {
		st.mg[c] -= u * u * p.KingAttackPct / 100 / 2
	}
	rr := k.Rank()
	fwd := 1
	if c == rules.Black {
		rr = 7 - rr
		fwd = -1
	}
	if rr <= 1 {
		f := k.File()
		n := 0
		for df := -1; df <= 1; df++ {
			ff := f + df
			if ff < 0 || ff > 9 {
				continue
			}
			m := st.pawns[c][ff]
			r1 := k.Rank() + fwd
			r2 := r1 + fwd
			if r1 >= 0 && r1 <= 7 && m&(1<<r1) != 0 {
				n += 2
			} else if r2 >= 0 && r2 <= 7 && m&(1<<r2) != 0 {
				n++
			}
		}
		st.mg[c] += p.KingShelter * n / 2
	}
}

// catapults: a side that still has both Catapults can teleport; a non-pawn
// piece standing on one of them attacks the other, which is dangerous when
// that one is next to the enemy king.
func (e *evaluator) catapults(pos *rules.Position, st *evalState, ks [2]rules.Square) {
	p := &e.p
	for c := rules.White; c <= rules.Black; c++ {
		cs := pos.Catapults(c)
		if cs[0].Square == rules.NoSquare || cs[1].Square == rules.NoSquare {
			continue
		}
		st.mg[c] += p.CatapultPair
		st.eg[c] += p.CatapultPair / 2
		ek := ks[c^1]
		if ek == rules.NoSquare {
			continue
		}
		for i := 0; i < 2; i++ {
			a, o := cs[i].Square, cs[1-i].Square
			if chebyshev(o, ek) <= 2 {
				st.mg[c] += p.CatapultNear
				x := st.b[a]
				if x != 0 && rules.Color(x>>4) == c && rules.Kind(x&0x0f) != rules.Pawn {
					st.units[c^1] += p.TeleportThreat / 10
					st.attacker[c^1]++
					st.mg[c] += p.TeleportThreat / 2
				}
			}
		}
	}
}

func chebyshev(a, b rules.Square) int {
	return max(abs(a.File()-b.File()), abs(a.Rank()-b.Rank()))
}

func popcount8(x uint8) int {
	n := 0
	for x != 0 {
		x &= x - 1
		n++
	}
	return n
}

func leadingZeros8(x uint8) int {
	n := 0
	for i := 7; i >= 0 && x&(1<<i) == 0; i-- {
		n++
	}
	return n
}

func trailingZeros8(x uint8) int {
	n := 0
	for i := 0; i < 8 && x&(1<<i) == 0; i++ {
		n++
	}
	return n
}

// evalTurnover: stacks valued by how they move, Castles as pieces that must
// not be lost (fewer Castles, and Castles an enemy could take, cost more).
func (e *evaluator) evalTurnover(pos *rules.Position, st *evalState) int {
	p := &e.p
	*st = evalState{}
	st.b = e.template
	b := &st.b
	sqs := e.v.Geometry().Squares()
	for _, s := range sqs {
		pc := pos.At(s)
		if pc != rules.NoPiece {
			b[s] = uint8(pc.Kind()) | uint8(pc.Color())<<4
		}
	}
	var castles [2]int
	for _, s := range sqs {
		code := b[s]
		if code == 0 {
			continue
		}
		c := rules.Color(code >> 4)
		k := rules.Kind(code & 0x0f)
		st.mg[c] += int(e.psqMg[k][c][s])
		st.eg[c] += int(e.psqEg[k][c][s])
		st.phase += e.phaseW[k]
		switch k {
		case rules.Knight:
			n := e.leaper(st, int(s), c, &knightDirs, 0)
			st.mg[c] += p.MobKnight * (n - 4)
		case rules.Bishop:
			n := e.slider(st, int(s), c, diagDirs[:], 0)
			st.mg[c] += p.MobBishop * (n - 6)
		case rules.Rook:
			n := e.slider(st, int(s), c, orthoDirs[:], 0)
			st.mg[c] += p.MobRook * (n - 6)
		case rules.Queen:
			n := e.slider(st, int(s), c, allDirs[:], 0)
			st.mg[c] += p.MobQueen * (n - 12)
		case rules.King:
			castles[c]++
			if pos.Attacked(s, c^1) {
				st.mg[c] -= p.CastleAttacked
			}
		}
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
	}
	us := pos.SideToMove()
	score := st.mg[0] - st.mg[1] + (st.eg[0]-st.eg[1])/4
	if us == rules.Black {
		score = -score
	}
	return score + p.Tempo
}
