package rules

// EffectKind names one visible consequence of a move.
type EffectKind uint8

const (
	// EffectMove: Piece leaves From and stands on To (the moving piece, a
	// castling rook, or a whole Turnover Castle).
	EffectMove EffectKind = iota
	// EffectSling: a Turret hurls Piece from From to To.
	EffectSling
	// EffectTeleport: Piece jumps from one Catapult (From) to the other (To).
	EffectTeleport
	// EffectCapture: Piece, standing on To, is taken.
	EffectCapture
	// EffectExplode: a cannon shot removes Piece from To (both the shooting
	// pawn and its target explode).
	EffectExplode
	// EffectPromote: the piece on To becomes Piece.
	EffectPromote
	// EffectCatapultMove: the Catapult on From moves to To (Piece unused).
	EffectCatapultMove
	// EffectCatapultRemoved: the Catapult on To is captured; Piece holds the
	// colour of its owner (as a pawn of that colour).
	EffectCatapultRemoved
	// EffectLeaveBehind: Turnover — the inner rings stay on From as Piece.
	EffectLeaveBehind
	// EffectTurnover: Turnover — the enemy stack on To turns to the mover's
	// colour and joins the arriving ring; Piece is the stack that results.
	EffectTurnover
	// EffectCombine: Turnover — the ring joins an own stack on To; Piece is
	// the stack that results.
	EffectCombine
)

var effectNames = [...]string{"move", "sling", "teleport", "capture", "explode", "promote",
	"catapult-move", "catapult-removed", "leave-behind", "turnover", "combine"}

func (k EffectKind) String() string {
	if int(k) < len(effectNames) {
		return effectNames[k]
	}
	return "?"
}

// Effect is one change a move makes. Applying a move's effects in order to
// the board before the move — a From square is emptied, a To square receives
// Piece (or is emptied for captures and explosions), Catapults move or
// vanish — gives the board after it. A piece is always listed as captured
// before another arrives on its square. The UI highlights and animates from
// this list alone. Castling rights are not effects: Piece carries the
// unmoved flag the piece will have, but a move may also clear the flag of a
// king or rook it does not touch (when castling with it became impossible).
type Effect struct {
	Kind     EffectKind
	From, To Square
	Piece    Piece
}

// Effects lists what the move does, in order. The move must be legal here.
func (p *Position) Effects(m Move) []Effect {
	if p.variant.turnover {
		return p.turnoverEffects(m)
	}
	from, to := m.From(), m.To()
	mover := p.board[from]
	var out []Effect
	capture := func(s Square) {
		if pc := p.board[s]; pc != NoPiece && pc != offBoard {
			out = append(out, Effect{Kind: EffectCapture, To: s, Piece: pc})
		}
	}
	switch m.Kind() {
	case Normal, DoubleStep:
		capture(to)
		out = append(out, Effect{Kind: EffectMove, From: from, To: to, Piece: mover.moved()})
		if k := m.Promotion(); k != NoKind {
			out = append(out, Effect{Kind: EffectPromote, To: to, Piece: MakePiece(mover.Color(), k)})
		}
	case EnPassant:
		capture(to - Square(forwardSteps[p.side]))
		out = append(out, Effect{Kind: EffectMove, From: from, To: to, Piece: mover})
	case Castling:
		rank := from.Rank()
		wing := castlingWings[1]
		if to > from {
			wing = castlingWings[0]
		}
		rookFrom, rookTo := SquareAt(wing.rookFile, rank), SquareAt(wing.rookTo, rank)
		out = append(out,
			Effect{Kind: EffectMove, From: rookFrom, To: rookTo, Piece: p.board[rookFrom].moved()},
			Effect{Kind: EffectMove, From: from, To: to, Piece: mover.moved()})
	case TurretMove:
		out = append(out, Effect{Kind: EffectMove, From: from, To: to, Piece: mover})
		if s, ok := p.slingOf(from, to); ok {
			capture(s.To)
			out = append(out, Effect{Kind: EffectSling, From: s.From, To: s.To, Piece: s.Piece})
			if s.Promotes {
				out = append(out, Effect{Kind: EffectPromote, To: s.To, Piece: MakePiece(s.Piece.Color(), Queen)})
			}
		}
	case CannonShot:
		out = append(out,
			Effect{Kind: EffectExplode, To: to, Piece: p.board[to]},
			Effect{Kind: EffectExplode, To: from, Piece: mover})
	case Teleport:
		capture(to)
		out = append(out, Effect{Kind: EffectTeleport, From: from, To: to, Piece: mover.moved()})
	case CatapultStep:
		out = append(out, Effect{Kind: EffectCatapultMove, From: from, To: to})
	}
	return append(out, p.catapultRemovals(m)...)
}

// catapultRemovals plays the move on the board to see which Catapults it
// captures (docs/RULES.md §4.5).
func (p *Position) catapultRemovals(m Move) []Effect {
	if !p.variant.catapults {
		return nil
	}
	before := p.catapults
	p.MakeMove(m)
	after := p.catapults
	p.UnmakeMove()
	var out []Effect
	for c := White; c <= Black; c++ {
		for i := range before[c] {
			if before[c][i].Square != NoSquare && after[c][i].Square == NoSquare {
				out = append(out, Effect{Kind: EffectCatapultRemoved, To: before[c][i].Square, Piece: MakePiece(c, Pawn)})
			}
		}
	}
	return out
}

// IsCapture reports whether the move takes anything: an ordinary capture,
// en passant, a sling that lands on an enemy, a shot, a teleport onto an
// enemy, or a Turnover take. (Turnovers of enemy stacks are reported by
// IsTurnoverOfEnemy.)
func (p *Position) IsCapture(m Move) bool {
	switch m.Kind() {
	case EnPassant, CannonShot:
		return true
	case Castling, CatapultStep, NullMove:
		return false
	case TurretMove:
		s, ok := p.slingOf(m.From(), m.To())
		return ok && s.Captured != NoPiece
	case RingMove, SetMove:
		return p.turnoverIsTake(m)
	}
	return p.board[m.To()] != NoPiece
}
