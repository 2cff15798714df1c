package rules

// The reference of turnover_ref_test.go for the 2025 rules (docs/RULES.md
// §6), written straight from the rule text. What §6.1 keeps — rings, stacks,
// arrival, the Wall, the other pieces, promotion and the halfmove clock — is
// the 2019 reference's (ringMoves, refArrive, apply); the Castle moves (§6.2),
// "in check" (found by generating the enemy's moves, the Castle's included),
// the last-Castle legality and the end of the game (§6.3) are written here.

// castleMoves2025 lists the moves of the Castle on (f, r) by §6.2, for its
// owner, in check or not, last or not.
func (b *trBoard) castleMoves2025(f, r int) []trMove {
	own := b.sq[f][r].black
	var out []trMove
	for df := -1; df <= 1; df++ {
		for dr := -1; dr <= 1; dr++ {
			tf, tr := f+df, r+dr
			if (df == 0 && dr == 0) || !trOn(tf, tr) {
				continue
			}
			t := b.sq[tf][tr]
			switch {
			case t.rings == 0:
				// Whole-set step to an empty square.
				out = append(out, trMove{f, r, tf, tr, true})
			case t.rings == trF || t.rings == trT|trF:
				// Wall turnover (enemy) or combining (own) onto a Fort or Citadel;
				// the whole set never lands there.
				out = append(out, trMove{f, r, tf, tr, false})
			case t.black != own:
				// Whole-set take of an enemy Castle, Fortress, Tower or Wall.
				out = append(out, trMove{f, r, tf, tr, true})
			}
			// An own Castle, Fortress, Tower or Wall: no move.
		}
	}
	// Dismount forward: the Wall goes two squares straight forward through an
	// empty square, to an empty square or onto a Fort or Citadel, never taking.
	fw := trForward(own)
	if trOn(f, r+2*fw) && b.sq[f][r+fw].rings == 0 {
		t := b.sq[f][r+2*fw]
		if t.rings == 0 || t.rings == trF || t.rings == trT|trF {
			out = append(out, trMove{f, r, f, r + 2*fw, false})
		}
	}
	return out
}

// pseudo2025 lists the moves the movement rules allow the side to move.
func (b *trBoard) pseudo2025() []trMove {
	var out []trMove
	for f := 0; f < 8; f++ {
		for r := 0; r < 8; r++ {
			s := b.sq[f][r]
			if s.rings == 0 || s.black != b.black {
				continue
			}
			if s.rings == trT|trF|trW {
				out = append(out, b.castleMoves2025(f, r)...)
			} else {
				out = append(out, b.ringMoves(f, r)...)
			}
		}
	}
	return out
}

// inCheck2025: §6.1 — an enemy piece could take the Castle on (f, r) with its
// next move. Every arrival on a Castle is a take (5.2: its three slots are
// filled), so any enemy move ending there, of any piece, is one.
func (b *trBoard) inCheck2025(f, r int) bool {
	black := b.sq[f][r].black
	for ef := 0; ef < 8; ef++ {
		for er := 0; er < 8; er++ {
			e := b.sq[ef][er]
			if e.rings == 0 || e.black == black {
				continue
			}
			var moves []trMove
			if e.rings == trT|trF|trW {
				moves = b.castleMoves2025(ef, er)
			} else {
				moves = b.ringMoves(ef, er)
			}
			for _, m := range moves {
				if m.tf == f && m.tr == r {
					return true
				}
			}
		}
	}
	return false
}

// legal2025: §6.3 — illegal if after the move the mover has exactly one
// Castle and it is in check, or has no Castle at all.
func (b *trBoard) legal2025(m trMove) bool {
	n := b.apply(m)
	mine := n.castles(b.black)
	switch len(mine) {
	case 0:
		return false
	case 1:
		return !n.inCheck2025(mine[0][0], mine[0][1])
	}
	return true
}

// status2025: §6.3 — no Castle: lost; no legal move: lost, as checkmate when
// the last Castle is in check, else as siege. No stalemate.
func (b *trBoard) status2025() string {
	mine := b.castles(b.black)
	if len(mine) == 0 {
		return "nocastles"
	}
	for _, m := range b.pseudo2025() {
		if b.legal2025(m) {
			return "ongoing"
		}
	}
	if len(mine) == 1 && b.inCheck2025(mine[0][0], mine[0][1]) {
		return "checkmate"
	}
	return "siege"
}
