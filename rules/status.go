package rules

// Status is what the position alone says about the game.
type Status uint8

const (
	Ongoing Status = iota
	Checkmate
	Stalemate
	Insufficient
	NoCastles // Turnover: the side to move has no Castle left and has lost
	Siege     // Turnover 2025: the side to move has no legal move, is not in check, and has lost
)

// Lost reports whether the side to move has lost: checkmated, without
// Castles, or besieged.
func (s Status) Lost() bool { return s == Checkmate || s == NoCastles || s == Siege }

func (s Status) String() string {
	return [...]string{"ongoing", "checkmate", "stalemate", "insufficient", "nocastles", "siege"}[s]
}

// Status reports checkmate, stalemate, insufficient material or (Turnover)
// a player without Castles, or (Turnover 2025) a player besieged. Checkmate and stalemate take precedence over
// insufficient material.
func (p *Position) Status() Status {
	if p.Lost() {
		return NoCastles
	}
	var ml MoveList
	p.GenerateLegal(&ml)
	if ml.Len() == 0 {
		if p.variant.turnover {
			switch {
			case p.turnoverCheckmated():
				return Checkmate
			case p.variant.castle2025:
				return Siege // §6.3: no legal move loses
			}
			return Stalemate
		}
		if p.InCheck() {
			return Checkmate
		}
		return Stalemate
	}
	if p.InsufficientMaterial() {
		return Insufficient
	}
	return Ongoing
}

// InsufficientMaterial applies the variant's list of dead positions
// (docs/RULES.md §1, §2.5, §3, §4.6; Turnover has none).
func (p *Position) InsufficientMaterial() bool {
	v := p.variant
	if v.turnover {
		return false
	}
	var minors [2]int
	var bishopLight, bishopDark int
	for _, s := range v.geometry.squares {
		pc := p.board[s]
		if pc == NoPiece {
			continue
		}
		switch pc.Kind() {
		case King:
		case Knight:
			minors[pc.Color()]++
		case Bishop:
			minors[pc.Color()]++
			if s.IsLight() {
				bishopLight++
			} else {
				bishopDark++
			}
		default:
			return false
		}
	}
	total := minors[White] + minors[Black]
	if total == 0 {
		return true
	}
	if v.turrets {
		return false // on the Gustavian board a lone minor piece can mate
	}
	hasCatapult := func(c Color) bool {
		return p.catapults[c][0].Square != NoSquare || p.catapults[c][1].Square != NoSquare
	}
	if total == 1 {
		side := White
		if minors[Black] == 1 {
			side = Black
		}
		return !hasCatapult(side)
	}
	knights := p.count[White][Knight] + p.count[Black][Knight]
	if knights == 0 && minors[White] == 1 && minors[Black] == 1 && (bishopLight == 0 || bishopDark == 0) {
		return !hasCatapult(White) && !hasCatapult(Black)
	}
	return false
}
