package rules

import "fmt"

// MovesFrom lists the legal moves that start on the square (a piece's moves,
// or an empty Catapult's steps).
func (p *Position) MovesFrom(s Square) []Move {
	var ml MoveList
	p.GenerateLegal(&ml)
	var out []Move
	for _, m := range ml.Slice() {
		if m.From() == s {
			out = append(out, m)
		}
	}
	return out
}

// WhyIllegal explains in a short sentence, for the status line, why nothing
// can move from one square to the other. It returns "" when a legal move
// does exactly that.
func (p *Position) WhyIllegal(from, to Square) string {
	g := p.variant.geometry
	if !g.Contains(from) || !g.Contains(to) {
		return "that square is not on the board"
	}
	if from == to {
		return "a move must go somewhere"
	}
	for _, m := range p.MovesFrom(from) {
		if m.To() == to {
			return ""
		}
	}
	pc := p.board[from]
	if pc == NoPiece {
		if c, ok := p.CatapultAt(from); ok {
			if c != p.side {
				return fmt.Sprintf("that Catapult belongs to %s", c)
			}
			return "a Catapult steps one square (two on its first move) onto a square with no piece and no Catapult"
		}
		return "there is no piece there"
	}
	if pc.Color() != p.side {
		return fmt.Sprintf("it is %s's turn", p.side)
	}
	var pseudo MoveList
	p.GeneratePseudo(&pseudo)
	for _, m := range pseudo.Slice() {
		if m.From() == from && m.To() == to {
			return p.whyUnsafe(m)
		}
	}
	if pc.Kind() == King && !p.variant.turnover && from.Rank() == to.Rank() {
		if d := int(to) - int(from); d >= 2 || d <= -2 {
			return p.whyNoCastling(from, to)
		}
	}
	return p.whyCannotReach(pc, from, to)
}

// whyUnsafe explains a move that follows the movement rules but leaves the
// mover's king (or last Castle) attacked.
func (p *Position) whyUnsafe(m Move) string {
	us := p.side
	if p.variant.turnover {
		p.MakeMove(m)
		none := p.count[us][King] == 0
		p.UnmakeMove()
		if none {
			return "you may never be left without a Castle"
		}
		return "your last Castle would be in check"
	}
	if m.From() == p.kings[us] {
		return "your king would be in check there"
	}
	if m.Kind() == TurretMove {
		if s, ok := p.slingOf(m.From(), m.To()); ok && s.Piece.is(us, King) {
			return "your king would be slung into check"
		}
	}
	if p.InCheck() {
		return "your king is in check and this move does not stop it"
	}
	return "your king would be in check"
}

func (p *Position) whyNoCastling(from, to Square) string {
	us := p.side
	if !p.board[from].Unmoved() {
		return "the king has already moved, so it cannot castle"
	}
	if p.attacked(from, us.Other()) {
		return "you cannot castle out of check"
	}
	step := Square(east)
	rookFile := FileH
	if to < from {
		step, rookFile = Square(0xff), FileA
	}
	rook := p.board[SquareAt(rookFile, from.Rank())]
	if !rook.is(us, Rook) || !rook.Unmoved() {
		return "that rook has moved (or is gone), so you cannot castle on that side"
	}
	for s := from + step; s != SquareAt(rookFile, from.Rank()); s += step {
		if p.board[s] != NoPiece {
			return "castling needs every square between king and rook empty"
		}
		if p.enemyCatapultBlocks(s) {
			return "an enemy piece could teleport onto the Catapult between king and rook"
		}
	}
	for s := from + step; ; s += step {
		if p.attacked(s, us.Other()) {
			return "the king may not pass over or land on an attacked square"
		}
		if s == to {
			break
		}
	}
	return "the king castles two squares (three on the Gustavian board)"
}

func (p *Position) whyCannotReach(pc Piece, from, to Square) string {
	target := p.board[to]
	own := target != NoPiece && target.Color() == pc.Color()
	switch {
	case p.variant.turnover:
		return p.whyTurnoverCannotReach(pc, from, to, own)
	case pc.Kind() == Turret && target != NoPiece && p.openLine(from, to):
		return "a Turret never captures by moving; it slings the piece behind it"
	case own:
		return "you cannot capture your own piece"
	}
	if p.variant.catapults {
		if c, ok := p.CatapultAt(to); ok && c == p.side {
			if _, onOwn := p.CatapultAt(from); onOwn && pc.Kind() == Pawn {
				return "pawns never teleport"
			}
		}
	}
	if pc.Kind() == Kwagga {
		if why := p.whyKwaggaCannot(from, to); why != "" {
			return why
		}
	}
	if pc.Kind() == Pawn && p.variant.cannons && target != NoPiece && from.File() == to.File() {
		if why := p.whyNoShot(pc.Color(), from, to); why != "" {
			return why
		}
	}
	return fmt.Sprintf("a %s cannot move there", p.variant.KindName(pc.Kind()))
}

// whyKwaggaCannot explains a Kwagga's refused run of leaps along one direction (§2.6).
func (p *Position) whyKwaggaCannot(from, to Square) string {
	for _, d := range kwaggaLeaps {
		step := Square(d)
		for s, n := from+step, 1; p.board[s] != offBoard && n < 8; s, n = s+step, n+1 {
			if s != to {
				if p.board[s] != NoPiece {
					if p.runReaches(s, to, step) {
						return "a Kwagga leaps on only over empty landing squares, and " + s.String() + " is taken"
					}
					break
				}
				continue
			}
			if n > 1 {
				return "a Kwagga captures only on its first leap"
			}
			return ""
		}
	}
	return ""
}

// runReaches tells whether repeating step from s lands on to.
func (p *Position) runReaches(s, to, step Square) bool {
	for t := s + step; p.board[t] != offBoard; t += step {
		if t == to {
			return true
		}
	}
	return false
}

// whyNoShot explains a cannon shot the rules refuse (§3): the pawn on from aims up its file
// at the piece on to.
func (p *Position) whyNoShot(c Color, from, to Square) string {
	fwd := Square(forwardSteps[c])
	if (to > from) != (fwd > 0) {
		return ""
	}
	var ownSeen int
	for s := from + fwd; s != to; s += fwd {
		pc := p.board[s]
		switch {
		case pc == NoPiece:
		case pc.Color() == c:
			ownSeen++
			if ownSeen == 2 {
				return "a second piece of your own stands in the line of fire"
			}
		case ownSeen == 0:
			return "a pawn shoots only over a piece of its own: the first piece in front of it must be the screen"
		case pc.Kind() == Pawn:
			return "an enemy pawn stops the shot: nothing beyond it can be hit"
		}
	}
	switch {
	case p.board[to].Color() == c:
		return "" // one's own piece: the general answer fits
	case ownSeen == 0:
		return "a pawn shoots only with a piece of its own in front of it as a screen"
	}
	return ""
}

// openLine reports whether the squares strictly between two squares on one
// queen line are all empty.
func (p *Position) openLine(from, to Square) bool {
	step := stepBetween(from, to)
	if step == 0 {
		return false
	}
	for s := from + step; s != to; s += step {
		if p.board[s] != NoPiece {
			return false
		}
	}
	return true
}

// whyTurnoverCannotReach names the Castle rule (§5.4) or arrival rule (§5.2)
// that stops a Turnover move.
func (p *Position) whyTurnoverCannotReach(pc Piece, from, to Square, own bool) string {
	if pc.Kind() == King {
		c := pc.Color()
		switch {
		case p.count[c][King] == 1:
			return "your last Castle moves only as a whole set, one square, never into check"
		case p.castleInCheck(from, c):
			return "a Castle in check moves only as a whole set, one square in any direction"
		case p.count[c][King] == 2 && len(p.CastlesInCheck(c, nil)) > 0:
			return "with two Castles, this one cannot move while the other is in check"
		}
		return "a Castle's Wall steps one or two squares forward, or one diagonally forward to take or turn over"
	}
	if own {
		return "a ring can only join an own stack that has room for it"
	}
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	forward := dr == 1
	if pc.Color() == Black {
		forward = dr == -1
	}
	switch k := pc.Kind(); {
	case k == Pawn && forward && (df == 1 || df == -1) && p.board[to] == NoPiece:
		return "a Wall steps diagonally only to take or turn over, never onto an empty square"
	case k == Pawn && forward && df == 0:
		return "a Wall's forward step never takes: it can only join a Fort or a Citadel there"
	case (k == Rook || k == Bishop || k == Queen) && stepBetween(from, to) != 0 && !p.openLine(from, to):
		return "a sliding ring passes only over completely empty squares"
	}
	return "that stack cannot move there"
}
