package rules

// AttackKind says how a piece attacks a square.
type AttackKind uint8

const (
	// AttackDirect: the piece itself could capture there (a slider along its line, a leaper,
	// a pawn diagonally, a king next to it; in Turnover a ring that would take).
	AttackDirect AttackKind = iota
	// AttackSling: a Turret would move up to the square before and sling the piece behind
	// it (Via) onto the square.
	AttackSling
	// AttackShot: a cannon pawn would fire over its screen (Via).
	AttackShot
	// AttackTeleport: a piece on its own Catapult would teleport onto the other one, where
	// the square is.
	AttackTeleport
	// AttackCastle: Turnover — an enemy Castle stands next to the Castle on the square.
	AttackCastle
)

// Attack is one way a side attacks a square: Piece, on From, could capture on To.
type Attack struct {
	Kind     AttackKind
	From, To Square
	// Via is the slung piece's square (sling), the screen (shot), else NoSquare.
	Via   Square
	Piece Piece // the attacker, on From
	Slung Piece // AttackSling: the piece on Via the Turret would sling
}

// AttacksOn lists every way the side `by` attacks the square s: the reasons behind
// Attacked (docs/RULES.md §0 and each variant's extra ways of capturing). The board draws them
// when a king is in check and the status line names them.
func (p *Position) AttacksOn(s Square, by Color) []Attack {
	if !p.variant.geometry.exists[s] {
		return nil
	}
	if p.variant.turnover {
		return p.turnoverAttacksOn(s, by)
	}
	var out []Attack
	b := &p.board
	add := func(k AttackKind, from, via Square) {
		a := Attack{Kind: k, From: from, To: s, Via: via, Piece: b[from]}
		if k == AttackSling {
			a.Slung = b[via]
		}
		out = append(out, a)
	}
	back := Square(-forwardSteps[by])
	for _, side := range []int{east, west} {
		if b[s+back+Square(side)]&idMask == MakePiece(by, Pawn) {
			add(AttackDirect, s+back+Square(side), NoSquare)
		}
	}
	leapers := []struct {
		kind  Kind
		leaps [8]int
	}{{Knight, knightLeaps}, {Kwagga, kwaggaLeaps}, {King, queenDirs}}
	for _, l := range leapers {
		for _, d := range l.leaps {
			if b[s+Square(d)]&idMask == MakePiece(by, l.kind) {
				add(AttackDirect, s+Square(d), NoSquare)
			}
		}
	}
	for i := range queenDirs {
		from, kind, ok := p.lineAttacker(s, i, by)
		switch {
		case !ok:
		case kind == AttackDirect:
			add(AttackDirect, from, NoSquare)
		default:
			add(AttackSling, from, from+Square(queenDirs[i]))
		}
	}
	if p.variant.cannons {
		if shooter, screen, ok := p.cannonShooter(s, by); ok {
			add(AttackShot, shooter, screen)
		}
	}
	if p.variant.catapults && p.teleportAttacks(s, by) {
		a, c := p.catapults[by][0].Square, p.catapults[by][1].Square
		from := a
		if s == a {
			from = c
		}
		add(AttackTeleport, from, NoSquare)
	}
	return out
}

// cannonShooter finds the pawn of `by` that could shoot s, and its screen (see
// cannonAttacks, which answers the same question faster).
func (p *Position) cannonShooter(s Square, by Color) (shooter, screen Square, ok bool) {
	if !p.cannonAttacks(s, by) {
		return NoSquare, NoSquare, false
	}
	b := &p.board
	back := Square(-forwardSteps[by])
	t := s + back
	for b[t] == NoPiece || b[t].Color() != by {
		t += back
	}
	screen = t
	for t += back; b[t] == NoPiece; t += back {
	}
	return t, screen, true
}

// turnoverAttacksOn mirrors castleInCheck: the stacks of `by` that could take a Castle on s,
// and the Castles of `by` next to it — under the 2025 rules a Castle next to it could take
// it with a whole-set step (§6.1), a direct attack.
func (p *Position) turnoverAttacksOn(s Square, by Color) []Attack {
	var out []Attack
	b := &p.board
	add := func(k AttackKind, from Square) {
		out = append(out, Attack{Kind: k, From: from, To: s, Via: NoSquare, Piece: b[from]})
	}
	neighbour := AttackCastle
	if p.variant.castle2025 {
		neighbour = AttackDirect
	}
	for _, d := range queenDirs {
		if b[s+Square(d)] == MakePiece(by, King) {
			add(neighbour, s+Square(d))
		}
	}
	back := Square(-forwardSteps[by])
	for _, side := range []int{east, west} {
		if b[s+back+Square(side)] == MakePiece(by, Pawn) {
			add(AttackDirect, s+back+Square(side))
		}
	}
	for _, d := range knightLeaps {
		if b[s+Square(d)] == MakePiece(by, Knight) {
			add(AttackDirect, s+Square(d))
		}
	}
	for i, d := range queenDirs {
		step := Square(d)
		t := s + step
		for b[t] == NoPiece {
			t += step
		}
		pc := b[t]
		if pc == offBoard || pc.Color() != by {
			continue
		}
		if k := pc.Kind(); k == Queen || k == Rook && i < 4 || k == Bishop && i >= 4 {
			add(AttackDirect, t)
		}
	}
	return out
}

// Checks lists the attacks on the side to move's king — in Turnover, on every Castle of
// the side to move that is in check.
func (p *Position) Checks() []Attack {
	return p.checksOn(p.side)
}

func (p *Position) checksOn(c Color) []Attack {
	var out []Attack
	for _, s := range p.CastlesInCheck(c, nil) {
		out = append(out, p.AttacksOn(s, c.Other())...)
	}
	return out
}

// RefusalAttacks explains a move from one square to another that the rules refuse because
// of check: the attacks on the mover's king (or Castles) after it. A castling refused
// because the king is in check, or would pass over or land on an attacked square, gets the
// attacks on that square. Nil when the move is not refused for such a reason. (Each Attack
// carries its pieces, so package words can name them: "the e1 rook".)
func (p *Position) RefusalAttacks(from, to Square) []Attack {
	var pseudo MoveList
	p.GeneratePseudo(&pseudo)
	for _, m := range pseudo.Slice() {
		if m.From() != from || m.To() != to || p.IsLegal(m) {
			continue
		}
		us := p.side
		q := p.Clone()
		q.MakeMove(m)
		return q.checksOn(us)
	}
	switch r := p.Refusal(from, to); r.Why {
	case RefuseCastleInCheck:
		return p.AttacksOn(from, p.side.Other())
	case RefuseCastleAttacked:
		return p.AttacksOn(r.At, p.side.Other())
	}
	return nil
}

// lineAttacker looks along queen line i from s for the first piece: a slider of `by` that
// moves along that line attacks s directly; a Turret of `by` two or more squares away with
// ammunition directly behind it attacks s by a sling (it would stop next to s and hurl that
// piece onto s). ok is false when nothing on the line attacks s.
func (p *Position) lineAttacker(s Square, i int, by Color) (from Square, kind AttackKind, ok bool) {
	b := &p.board
	step := Square(queenDirs[i])
	t, dist := s+step, 1
	for b[t] == NoPiece {
		t += step
		dist++
	}
	pc := b[t]
	if pc == offBoard || pc.Color() != by {
		return NoSquare, 0, false
	}
	switch k := pc.Kind(); {
	case k == Queen, k == Rook && i < 4, k == Bishop && i >= 4:
		return t, AttackDirect, true
	case k == Turret && dist >= 2 && slingReaches(b[t+step], s):
		return t, AttackSling, true
	}
	return NoSquare, 0, false
}
