package rules

// CapturesOn fills ml with the side to move's pseudo-legal moves that take
// the enemy piece on s, by every way the variant captures: moving onto it
// (a pawn that promotes there promotes to its best piece), slinging a piece
// onto it, shooting it, teleporting onto it. En passant is left out (it takes
// on another square). A static exchange evaluation plays these out one by one
// to see who wins the square.
func (p *Position) CapturesOn(s Square, ml *MoveList) {
	ml.n = 0
	b := &p.board
	us := p.side
	if pc := b[s]; !pc.isReal() || pc.Color() == us {
		return
	}
	if p.variant.turnover {
		p.turnoverCapturesOn(s, ml)
		return
	}
	back := Square(-forwardSteps[us])
	pawn := MakePiece(us, Pawn)
	for _, side := range pawnCaptureSides {
		if from := s + back + side; b[from]&idMask == pawn {
			promo := NoKind
			if s.relativeRank(us) == 7 {
				promo = p.variant.promotions[0]
			}
			ml.add(newMove(from, s, Normal, promo))
		}
	}
	p.leapsOnto(s, ml, Knight, &knightLeaps)
	p.leapsOnto(s, ml, Kwagga, &kwaggaLeaps) // a Kwagga captures only on its first leap
	p.leapsOnto(s, ml, King, &queenDirs)
	for i := range queenDirs {
		from, kind, ok := p.lineAttacker(s, i, us)
		switch {
		case !ok:
		case kind == AttackDirect:
			ml.add(newMove(from, s, Normal, NoKind))
		default:
			// The Turret stops next to s and slings the piece behind it onto s.
			ml.add(newMove(from, s+Square(queenDirs[i]), TurretMove, NoKind))
		}
	}
	if p.variant.cannons {
		if shooter, _, ok := p.cannonShooter(s, us); ok {
			ml.add(newMove(shooter, s, CannonShot, NoKind))
		}
	}
	if p.variant.catapults && p.teleportAttacks(s, us) {
		from := p.catapults[us][0].Square
		if from == s {
			from = p.catapults[us][1].Square
		}
		ml.add(newMove(from, s, Teleport, NoKind))
	}
}

func (p *Position) leapsOnto(s Square, ml *MoveList, k Kind, leaps *[8]int) {
	if p.count[p.side][k] == 0 {
		return
	}
	pc := MakePiece(p.side, k)
	for _, d := range leaps {
		if from := s - Square(d); p.board[from]&idMask == pc {
			ml.add(newMove(from, s, Normal, NoKind))
		}
	}
}

// turnoverCapturesOn: the Turnover moves that take the stack on s.
func (p *Position) turnoverCapturesOn(s Square, ml *MoveList) {
	var all MoveList
	p.generateTurnoverPseudo(&all)
	for _, m := range all.moves[:all.n] {
		if m.To() == s && p.turnoverIsTake(m) {
			ml.add(m)
		}
	}
}
