package rules

// castleInCheck reports whether a Castle of colour c standing on s is in
// check (§5.4): an enemy Tower, Fort, Citadel, Fortress or lone Wall could
// arrive on s with its next move — every ring arriving on a Castle takes it —
// or an enemy Castle stands on one of the eight squares next to s. The
// legality of the enemy move does not matter, and what stands on s itself is
// ignored, so this also answers "would a Castle be in check there".
func (p *Position) castleInCheck(s Square, c Color) bool {
	b := &p.board
	e := c.Other()
	// A lone Wall takes one square diagonally forward; its forward step
	// never takes.
	back := Square(-forwardSteps[e])
	wall := MakePiece(e, Pawn)
	if b[s+back+east] == wall || b[s+back-east] == wall {
		return true
	}
	// A Fortress's Wall leaps like a knight.
	if p.count[e][Knight] > 0 {
		fortress := MakePiece(e, Knight)
		for _, d := range knightLeaps {
			if b[s+Square(d)] == fortress {
				return true
			}
		}
	}
	// Along the eight lines: an enemy Castle right next to s (Castle against
	// Castle: an enemy Castle's own dismounting diagonal step or whole-set
	// step reaches only these squares, so it needs no other test), and
	// Towers along ranks and files, Forts along diagonals, and the Citadel's
	// Fort along both, over completely empty squares only.
	sliders := p.count[e][Rook]+p.count[e][Bishop]+p.count[e][Queen] > 0
	for i, d := range queenDirs {
		step := Square(d)
		t := s + step
		pc := b[t]
		if pc == NoPiece {
			if !sliders {
				continue
			}
			for t += step; b[t] == NoPiece; t += step {
			}
			pc = b[t]
		}
		if pc == offBoard || pc.Color() != e {
			continue
		}
		switch pc.Kind() {
		case Queen:
			return true
		case Rook:
			if i < 4 {
				return true
			}
		case Bishop:
			if i >= 4 {
				return true
			}
		case King:
			if t == s+step {
				return true
			}
		}
	}
	return false
}

// findCastle is the square of one Castle of colour c (the only one when the
// side has exactly one), or NoSquare. The kings field remembers the square
// where a Castle was last placed, which is right whenever that Castle still
// stands there; otherwise the board is scanned.
func (p *Position) findCastle(c Color) Square {
	castle := MakePiece(c, King)
	if k := p.kings[c]; p.board[k] == castle {
		return k
	}
	for _, s := range p.variant.geometry.squares {
		if p.board[s] == castle {
			return s
		}
	}
	return NoSquare
}

// lastCastleInCheck: colour c has exactly one Castle and it is in check.
func (p *Position) lastCastleInCheck(c Color) bool {
	if p.count[c][King] != 1 {
		return false
	}
	return p.castleInCheck(p.findCastle(c), c)
}

// castlesSafe is the last-Castle safety rule of §5.4 for the side c after
// its move: at least one Castle, and not exactly one Castle in check.
func (p *Position) castlesSafe(c Color) bool {
	switch p.count[c][King] {
	case 0:
		return false
	case 1:
		return !p.castleInCheck(p.findCastle(c), c)
	}
	return true
}

// turnoverInCheck is InCheck for Turnover. Decision: it reports whether the
// side to move has exactly one Castle and that Castle is in check — the check
// of §5.6 that turns "no legal move" into checkmate. With two or more Castles
// no position is checkmate, so marking those checks with "+" (and "#" when
// the player is stalemated) would mislead; CastlesInCheck lists every Castle
// in check for the board display.
func (p *Position) turnoverInCheck() bool { return p.lastCastleInCheck(p.side) }

// turnoverCheckmated: the side to move, which has no legal move, has exactly
// one Castle and it is in check (§5.6). Otherwise no legal move is stalemate.
func (p *Position) turnoverCheckmated() bool { return p.lastCastleInCheck(p.side) }

// turnoverTakeable is Attacked for Turnover. Decision: it reports whether a
// Castle of by's opponent standing on s would be in check from by, whatever
// stands on s now — by could take it there with its next move, or a Castle
// of by stands next to s (§5.4). That is the "attacked" of §0 with
// Turnover's extra way of giving check.
func (p *Position) turnoverTakeable(s Square, by Color) bool {
	if !p.variant.geometry.exists[s] {
		return false
	}
	return p.castleInCheck(s, by.Other())
}

// CastleInCheck reports whether a Turnover Castle stands on s and is in
// check (§5.4), whichever side it belongs to and however many Castles that
// side has. It is false in the chess variants.
func (p *Position) CastleInCheck(s Square) bool {
	if !p.variant.turnover || !p.variant.geometry.exists[s] {
		return false
	}
	pc := p.board[s]
	return pc.Kind() == King && p.castleInCheck(s, pc.Color())
}

// CastlesInCheck appends the squares of the side's Castles that are in check
// (for the board display; in the chess variants it reports the king in
// check).
func (p *Position) CastlesInCheck(c Color, dst []Square) []Square {
	if !p.variant.turnover {
		if k := p.kings[c]; k != NoSquare && p.attacked(k, c.Other()) {
			dst = append(dst, k)
		}
		return dst
	}
	castle := MakePiece(c, King)
	for _, s := range p.variant.geometry.squares {
		if p.board[s] == castle && p.castleInCheck(s, c) {
			dst = append(dst, s)
		}
	}
	return dst
}
