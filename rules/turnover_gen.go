package rules

import "math/bits"

// generateTurnover fills ml with the legal moves: every pseudo-legal move
// (the movement rules of §5.1-§5.4) that passes the last-Castle safety rule.
func (p *Position) generateTurnover(ml *MoveList) {
	p.generateTurnoverPseudo(ml)
	us := p.side
	n := p.count[us][King]
	if n >= 3 {
		// A move removes at most one of the mover's Castles (a dismount or a
		// promotion), so two or more always remain: every move is legal.
		return
	}
	// A last Castle that is not in check can be put in check by an own move
	// only when that move empties the first square of one of its lines (the
	// move's own arrival blocks, and enemy stacks only disappear). So only
	// Castle moves and moves from those "shield" squares need the trial.
	var shields squareSet8
	var cs Square
	trustOthers := false
	if n == 1 {
		if cs = p.findCastle(us); !p.castleInCheck(cs, us) {
			trustOthers = true
			p.castleShields(cs, &shields)
		}
	}
	j := 0
	for _, m := range ml.moves[:ml.n] {
		var safe bool
		switch {
		case !trustOthers || p.board[m.From()].Kind() == King:
			safe = p.turnoverSafe(m, n)
		default:
			i := shields.lineOf(m.From())
			safe = i < 0 || p.shieldSafe(m, cs, i)
		}
		if safe {
			ml.moves[j] = m
			j++
		}
	}
	ml.n = j
}

// shieldSafe judges a move of the stack on from, the first occupied square on
// line i (an index of queenDirs) from the lone Castle on cs, which is not in
// check. The move can expose the Castle only along that line, and only when
// it leaves nothing behind on from and does not form a second Castle (a ring
// joining a Citadel makes one): then the Castle is in check when the next
// stack along the line, unless the move lands before it, is an enemy Tower,
// Fort or Citadel that moves along such a line. An enemy Castle there is
// never next to cs, and Walls and Fortresses do not slide.
func (p *Position) shieldSafe(m Move, cs Square, i int) bool {
	b := &p.board
	from, to := m.From(), m.To()
	if behind, result, _ := p.turnoverSquares(m); behind != NoPiece || result.Kind() == King {
		return true // the line stays shut, or a second Castle is formed
	}
	step := Square(queenDirs[i])
	t := cs + step
	for (b[t] == NoPiece || t == from) && t != to {
		t += step
	}
	pc := b[t]
	if t == to || pc == offBoard || pc.Color() == p.side {
		return true
	}
	switch pc.Kind() {
	case Queen:
		return false
	case Rook:
		return i >= 4
	case Bishop:
		return i < 4
	}
	return true
}

// castleShields collects the own stacks that are the first occupied square
// on one of the eight lines from the Castle on cs.
func (p *Position) castleShields(cs Square, shields *squareSet8) {
	b := &p.board
	for i, d := range queenDirs {
		step := Square(d)
		t := cs + step
		for b[t] == NoPiece {
			t += step
		}
		if b[t] != offBoard && b[t].Color() == p.side {
			shields.sq[shields.n] = t
			shields.line[shields.n] = int8(i)
			shields.n++
		}
	}
}

// turnoverLegal reports whether a pseudo-legal move passes last-Castle
// safety (§5.4): afterwards the mover has a Castle, and if it has exactly
// one, that Castle is not in check.
func (p *Position) turnoverLegal(m Move) bool {
	return p.turnoverSafe(m, p.count[p.side][King])
}

// turnoverSafe is turnoverLegal with the mover's Castle count n before the
// move. Only moves by a Castle can lower the count (a dismount leaves a
// Citadel, a whole-set step can promote), and by one at most; a move of any
// other stack keeps it or raises it (a new Castle promoted at once on the
// last rank replaces nothing). So with two Castles only Castle moves need the
// trial on the board, and with three or more none do.
//
// The trial does not make the move: a Turnover move changes only its two
// squares, so those are changed on the board and the Castles counted. The
// enemy's piece counts are left as they were; the move can only lower them,
// and castleInCheck uses them only to skip scans that would find nothing.
func (p *Position) turnoverSafe(m Move, n int8) bool {
	b := &p.board
	from, to := m.From(), m.To()
	mover := b[from]
	if n >= 3 || (n == 2 && mover.Kind() != King) {
		return true
	}
	us := p.side
	behind, result, _ := p.turnoverSquares(m)
	left := n // the mover's Castles after the move; a ring left behind is never one
	if mover.Kind() == King {
		left--
	}
	if result.Kind() == King {
		left++
	}
	switch {
	case left == 0:
		return false
	case left >= 2:
		return true
	}
	target := b[to]
	b[from], b[to] = behind, result
	cs := to
	if result.Kind() != King {
		cs = p.findCastle(us)
	}
	safe := !p.castleInCheck(cs, us)
	b[from], b[to] = mover, target
	return safe
}

// generateTurnoverPseudo adds every move the movement rules allow, without
// the last-Castle safety rule.
func (p *Position) generateTurnoverPseudo(ml *MoveList) {
	b := &p.board
	us := p.side
	castles := p.count[us][King]
	// The two-Castles exception (§5.4) needs to know, before any Castle
	// moves, which of exactly two Castles are in check.
	var pair [2]Square
	var pairCheck [2]bool
	if castles == 2 && !p.variant.castle2025 { // the 2025 rules have no such exception (§6.2)
		k := 0
		castle := MakePiece(us, King)
		for _, s := range p.variant.geometry.squares {
			if b[s] == castle && k < 2 {
				pair[k] = s
				pairCheck[k] = p.castleInCheck(s, us)
				k++
			}
		}
	}
	for _, start := range p.variant.geometry.scanStarts {
		for own := ownPieces(p.stretch(start), us); own != 0; own &= own - 1 {
			p.generateTurnoverPiece(ml, start+Square(bits.TrailingZeros64(own)>>3), castles, &pair, &pairCheck)
		}
	}
}

// generateTurnoverPiece adds the moves of the side to move's stack on from (see
// generateTurnover, which worked out the two-Castles exception's pair).
func (p *Position) generateTurnoverPiece(ml *MoveList, from Square, castles int8, pair *[2]Square, pairCheck *[2]bool) {
	b := &p.board
	us := p.side
	switch b[from].Kind() {
	case Rook: // Tower: a rook's lines
		p.genRingSlides(ml, from, ringTower, orthogonals[:])
	case Bishop: // Fort: a bishop's lines
		p.genRingSlides(ml, from, ringFort, diagonals[:])
	case Queen: // Citadel: its Fort moves like a queen, the Tower stays
		p.genRingSlides(ml, from, ringFort, queenDirs[:])
	case Knight: // Fortress: its Wall leaps like a knight, the Fort stays
		for _, d := range knightLeaps {
			if to := from + Square(d); canArrive(ringWall, us, b[to]) {
				ml.add(newMove(from, to, RingMove, NoKind))
			}
		}
	case Pawn: // Wall
		p.genWallSteps(ml, from, false)
	case King: // Castle
		if p.variant.castle2025 {
			p.genCastle2025(ml, from)
			return
		}
		var inCheck bool
		switch {
		case castles == 2 && from == pair[0]:
			inCheck = pairCheck[0]
			if !inCheck && pairCheck[1] {
				return // two Castles and the other is in check
			}
		case castles == 2 && from == pair[1]:
			inCheck = pairCheck[1]
			if !inCheck && pairCheck[0] {
				return
			}
		case castles == 1:
			// The last Castle always steps as a whole set; whether it lands
			// in check is the legality test.
		default:
			inCheck = p.castleInCheck(from, us)
		}
		if castles == 1 || inCheck {
			p.genSetSteps(ml, from)
		} else {
			p.genWallSteps(ml, from, true)
		}
	}
}

// genRingSlides: the ring passes only completely empty squares and may stop
// on the first occupied one if it may arrive there (§5.2).
func (p *Position) genRingSlides(ml *MoveList, from Square, ring uint8, dirs []int) {
	b := &p.board
	us := p.side
	for _, d := range dirs {
		step := Square(d)
		to := from + step
		for b[to] == NoPiece {
			ml.add(newMove(from, to, RingMove, NoKind))
			to += step
		}
		if canArrive(ring, us, b[to]) {
			ml.add(newMove(from, to, RingMove, NoKind))
		}
	}
}

// wallCanNest: a Wall nests into a Fort or a Citadel of either colour
// (turnover or combine); onto a Tower, Wall, Fortress or Castle it cannot.
func wallCanNest(pc Piece) bool {
	k := pc.Kind()
	return pc != offBoard && (k == Bishop || k == Queen)
}

// genWallSteps adds a Wall's steps (§5.3): forward to an empty square or a
// Fort/Citadel, diagonally forward only to take or to nest. A dismounting
// Castle (double) may also go two squares straight forward, from any rank,
// through a completely empty square and onto an empty square or a
// Fort/Citadel; the two-square step never takes.
func (p *Position) genWallSteps(ml *MoveList, from Square, double bool) {
	b := &p.board
	us := p.side
	fwd := Square(forwardSteps[us])
	to := from + fwd
	if t := b[to]; t == NoPiece || wallCanNest(t) {
		ml.add(newMove(from, to, RingMove, NoKind))
	}
	if double && b[to] == NoPiece {
		if t := b[to+fwd]; t == NoPiece || wallCanNest(t) {
			ml.add(newMove(from, to+fwd, RingMove, NoKind))
		}
	}
	for _, side := range pawnCaptureSides {
		t := b[to+side]
		if t == NoPiece || t == offBoard {
			continue
		}
		if t.Color() != us || wallCanNest(t) {
			ml.add(newMove(from, to+side, RingMove, NoKind))
		}
	}
}

// genSetSteps: a Castle in check, or the last Castle, steps as a whole set
// one square in any direction, onto an empty square or taking any enemy
// stack (§5.4). Whether the last Castle lands in check is the legality test.
func (p *Position) genSetSteps(ml *MoveList, from Square) {
	b := &p.board
	us := p.side
	for _, d := range queenDirs {
		to := from + Square(d)
		if t := b[to]; t == NoPiece || (t != offBoard && t.Color() != us) {
			ml.add(newMove(from, to, SetMove, NoKind))
		}
	}
}

// genCastle2025 adds the moves every Castle has under the 2025 rules (§6.2),
// in check or not, the last one or not: the whole-set step onto an empty
// square or taking an enemy Castle, Fortress, Tower or Wall; the Wall's step
// onto a Fort or Citadel of either colour on any side (turnover or combine);
// and the Wall's two-square dismount straight forward through an empty
// square onto an empty square, a Fort or a Citadel. A neighbour is a Fort or
// Citadel (a Wall move), empty or an enemy of another kind (a set move), or
// an own Tower, Wall, Fortress or Castle (no move), so from/to stays unique.
func (p *Position) genCastle2025(ml *MoveList, from Square) {
	b := &p.board
	us := p.side
	for _, d := range queenDirs {
		to := from + Square(d)
		switch t := b[to]; {
		case t == NoPiece:
			ml.add(newMove(from, to, SetMove, NoKind))
		case wallCanNest(t):
			ml.add(newMove(from, to, RingMove, NoKind))
		case t != offBoard && t.Color() != us:
			ml.add(newMove(from, to, SetMove, NoKind))
		}
	}
	fwd := Square(forwardSteps[us])
	if b[from+fwd] == NoPiece {
		if t := b[from+2*fwd]; t == NoPiece || wallCanNest(t) {
			ml.add(newMove(from, from+2*fwd, RingMove, NoKind))
		}
	}
}

// squareSet8 holds up to eight squares, one per line from a square, with the
// index of that line in queenDirs.
type squareSet8 struct {
	sq   [8]Square
	line [8]int8
	n    int
}

// lineOf is the line of square s, or -1 when s is not in the set.
func (ss *squareSet8) lineOf(s Square) int {
	for i := 0; i < ss.n; i++ {
		if ss.sq[i] == s {
			return int(ss.line[i])
		}
	}
	return -1
}
