package engine

import (
	"math/bits"

	"siegeworks/rules"
)

var noZone rules.SquareSet

// evaluator holds the tables built from Params for one variant.
type evaluator struct {
	v        *rules.Variant
	p        Params
	psqMg    [rules.KindCount][2][256]int16
	psqEg    [rules.KindCount][2][256]int16
	value    [rules.KindCount]int // for move ordering, SEE-like tests and delta pruning
	phaseW   [rules.KindCount]int
	maxPhase int
	turnover bool
	// steps: the squares the 2025 Turnover terms look at (nil in every other
	// variant, which is how those terms know they are off).
	steps *turnoverSteps
	// kingOnlyRace: only the king can stop a passed pawn once the pieces are
	// gone (no cannon shoots it, no Catapult carries the king to it).
	kingOnlyRace bool
	// pawnThreats: the pawn-threat weights are not both zero (chess only), so
	// the other variants do not look for attacking pawns at every piece.
	pawnThreats bool
	// lesserThreats: the lesser-piece threat weights are not both zero; then
	// worth[k] holds the kinds worth clearly more than kind k (Reach.Hits bits).
	lesserThreats bool
	worth         [rules.KindCount]uint16
	// net: the learned evaluation (nnue.go), which the searcher asks instead
	// of the weights above when it is set (orthodox chess at the shipped
	// weights).
	net *network
}

func newEvaluator(v *rules.Variant, p Params) *evaluator {
	e := &evaluator{v: v, p: p, turnover: v.IsTurnover()}
	e.kingOnlyRace = !e.turnover && !v.HasCannons() && !v.HasCatapults()
	e.pawnThreats = p.ThreatPawnMg != 0 || p.ThreatPawnEg != 0
	g := v.Geometry()
	if e.turnover && v.NoMoveLoses() {
		e.steps = newTurnoverSteps(g)
	}
	var mg, eg [rules.KindCount]int
	if e.turnover {
		mg = [rules.KindCount]int{0, p.WallV, p.FortressV, p.FortV, p.TowerV, p.CitadelV, p.CastleV, 0, 0}
		eg = mg
		e.phaseW = [rules.KindCount]int{0, 0, 1, 1, 2, 4, 0, 0, 0}
	} else {
		mg = [rules.KindCount]int{0, p.PawnMg, p.KnightMg, p.BishopMg, p.RookMg, p.QueenMg, 0, p.TurretMg, p.KwaggaMg}
		eg = [rules.KindCount]int{0, p.PawnEg, p.KnightEg, p.BishopEg, p.RookEg, p.QueenEg, 0, p.TurretEg, p.KwaggaEg}
		e.phaseW = [rules.KindCount]int{0, 0, 1, 1, 2, 4, 0, 2, 1}
	}
	for k := range e.value {
		e.value[k] = (mg[k] + eg[k]) / 2
	}
	if !e.turnover {
		e.value[rules.King] = 20000
	}
	e.lesserThreats = !e.turnover && (p.ThreatLesserMg != 0 || p.ThreatLesserEg != 0)
	for attacker := rules.Pawn; e.lesserThreats && attacker < rules.KindCount; attacker++ {
		for victim := rules.Pawn; victim < rules.KindCount; victim++ {
			// "Clearly": by more than half a pawn, so that a knight and a
			// bishop, within a few centipawns of each other, are equals.
			if victim != rules.King && e.value[victim] > e.value[attacker]+e.value[rules.Pawn]/2 {
				e.worth[attacker] |= 1 << victim
			}
		}
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
			for k := rules.Pawn; k < rules.KindCount; k++ {
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

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
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
		mg := sc(6*cen-20) * p.CentreKnight / 100
		if rr == 0 {
			mg -= 8
		}
		return mg, sc(5*cen-15) * p.CentreKnight / 100
	case rules.Kwagga:
		return sc(4*cen - 12), sc(3*cen - 9)
	case rules.Bishop:
		return sc(3*cen-8) * p.CentreBishop / 100, sc(3*cen-8) * p.CentreBishop / 100
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
		return sc(2*cen-6) * p.CentreQueen / 100, sc(4*cen-12) * p.CentreQueen / 100
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
		return mg, sc(8*cen-24) * p.CentreKingEg / 100
	case rules.Turret:
		return sc(2 * cen), sc(2 * cen)
	}
	return 0, 0
}

// evalState is scratch space for one evaluation.
type evalState struct {
	mg, eg   [2]int
	units    [2]int             // king attack units against this colour's king
	attacker [2]int             // pieces attacking this colour's king zone
	zone     [2]rules.SquareSet // this colour's king zone
	pawns    [2][10]uint8       // rank bitmask of pawns per file
	phase    int
	bishops  [2]int
	nonPawn  [2]int // material of non-pawn pieces
	pawnCnt  [2]int
	rooks    [2][10]uint8 // rooks per file
}

// Evaluate scores the position from the side to move's point of view.
func (e *evaluator) evaluate(pos *rules.Position, st *evalState) int {
	if e.turnover {
		return e.evalTurnover(pos, st)
	}
	p := &e.p
	*st = evalState{}
	sqs := e.v.Geometry().Squares()
	var ks [2]rules.Square
	for c := rules.White; c <= rules.Black; c++ {
		ks[c] = pos.KingSquare(c)
		st.zone[c] = pos.KingZone(c)
	}
	for _, s := range sqs {
		pc := pos.At(s)
		if pc == rules.NoPiece {
			continue
		}
		c, k := pc.Color(), pc.Kind()
		st.mg[c] += int(e.psqMg[k][c][s])
		st.eg[c] += int(e.psqEg[k][c][s])
		st.phase += e.phaseW[k]
		them := c ^ 1
		var r rules.Reach
		var mob int
		switch k {
		case rules.Pawn:
			st.pawns[c][s.File()] |= 1 << s.Rank()
			st.pawnCnt[c]++
			if e.v.HasCannons() {
				e.cannon(st, pos.Reach(s, nil), s, c, ks[them])
			}
			continue
		case rules.King:
			continue
		case rules.Knight:
			r = e.attack(st, pos.Reach(s, &st.zone[them]), c, 2)
			mob = p.MobKnight * (r.Moves - 4)
		case rules.Kwagga:
			r = e.attack(st, pos.Reach(s, &st.zone[them]), c, 2)
			mob = p.MobKwagga * (r.Moves - 3)
		case rules.Bishop:
			r = e.attack(st, pos.Reach(s, &st.zone[them]), c, 2)
			mob = p.MobBishop * (r.Moves - 6)
			st.bishops[c]++
		case rules.Rook:
			st.rooks[c][s.File()]++
			r = e.attack(st, pos.Reach(s, &st.zone[them]), c, 3)
			mob = p.MobRook * (r.Moves - 6)
		case rules.Queen:
			r = e.attack(st, pos.Reach(s, &st.zone[them]), c, 5)
			mob = p.MobQueen * (r.Moves - 12)
		case rules.Turret:
			r = e.attack(st, pos.Reach(s, &st.zone[them]), c, p.SlingUnits)
			mob = p.MobTurret * (r.Moves - 4)
			st.mg[c] += p.SlingTarget * r.Targets
			st.eg[c] += p.SlingTarget / 2 * r.Targets
		}
		if e.lesserThreats {
			if n := bits.OnesCount16(r.Hits & e.worth[k]); n > 0 {
				st.mg[c] += n * p.ThreatLesserMg
				st.eg[c] += n * p.ThreatLesserEg
			}
		}
		st.mg[c] += mob
		st.eg[c] += mob
		st.nonPawn[c] += e.value[k]
		if e.pawnThreats && pos.PawnAttackers(s, them) > 0 {
			st.mg[them] += p.ThreatPawnMg
			st.eg[them] += p.ThreatPawnEg
		}
	}
	for c := rules.White; c <= rules.Black; c++ {
		if st.bishops[c] >= 2 {
			st.mg[c] += p.BishopPair
			st.eg[c] += p.BishopPair
		}
		e.pawnStructure(pos, st, c, ks[c^1])
		e.rookFiles(st, c)
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

// attack adds a piece's king-zone attacks to the enemy's attack units: units
// per zone square it reaches, and it counts as one more attacker.
func (e *evaluator) attack(st *evalState, r rules.Reach, c rules.Color, units int) rules.Reach {
	if r.Zone > 0 {
		st.units[c^1] += units * r.Zone
		st.attacker[c^1]++
	}
	return r
}

// cannon scores a Gunnery pawn: a loaded cannon threatens the enemy pieces
// beyond its screen and, on or next to the enemy king's file, the king.
func (e *evaluator) cannon(st *evalState, r rules.Reach, s rules.Square, c rules.Color, ek rules.Square) {
	p := &e.p
	if !r.Loaded {
		return
	}
	st.mg[c] += p.CannonTarget * r.Targets
	st.eg[c] += p.CannonTarget / 2 * r.Targets
	if ek != rules.NoSquare {
		ahead := (c == rules.White && ek.Rank() > s.Rank()) || (c == rules.Black && ek.Rank() < s.Rank())
		if ahead && abs(ek.File()-s.File()) <= 1 {
			st.units[c^1] += p.CannonFile
			st.attacker[c^1]++
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
				if x := pos.At(a); x != rules.NoPiece && x.Color() == c && x.Kind() != rules.Pawn {
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
