package rules

// Story is what a move does, as facts in the order a player is told them: how the mover
// goes, each consequence (Parts), and what the move leaves (After, Check). Position.Story
// works it out from Effects; package words tells it in the player's language ("Turret to
// c5, slinging the c2 knight onto c6, where it captures the black rook on c6").
type Story struct {
	Move  Move
	Legal bool  // false: the move is not possible here, and nothing below is set
	Side  Color // the mover's side
	// Piece stands on the move's From square: the mover, or the Turnover stack whose ring
	// moves (NoPiece for a Catapult's step).
	Piece     Piece
	Moving    Kind  // what goes: Piece's kind, or the ring that leaves its stack (RingMove)
	Target    Piece // CannonShot: the piece shot on To
	Queenside bool  // Castling: the king castles towards the a-file
	Parts     []StoryPart
	After     Status // the position's status after the move
	Check     bool   // after the move, the side to move is in check (in Turnover: its last Castle)
}

// StoryPart is one consequence of a move.
type StoryPart struct {
	Kind     PartKind
	Piece    Piece // the piece the part is about (see PartKind)
	From, To Square
	Becomes  Piece // PartTurnover, PartCombine: the stack that results
}

// PartKind says what a StoryPart tells.
type PartKind uint8

const (
	PartRook          PartKind = iota // castling: the rook Piece goes from From to To
	PartCapture                       // Piece, standing on To, is captured
	PartEnPassant                     // the pawn Piece on To is captured en passant
	PartTakeWhole                     // Turnover: the enemy stack Piece on To is taken whole
	PartSling                         // a Turret slings Piece from From onto To
	PartSlungCaptures                 // the piece just slung captures Piece on To
	PartSlungPromotes                 // the pawn just slung lands on its last rank and becomes Piece
	// PartPromote: the mover becomes Piece on To. Where the move names the piece
	// (Move.IsPromotion), the player chose it.
	PartPromote
	PartLeaveBehind // Turnover: the inner rings stay on From as Piece
	PartTurnover    // Turnover: the enemy stack Piece on To turns over and becomes Becomes, the mover's
	PartCombine     // Turnover: the ring joins the mover's own stack Piece on To, making Becomes
	// PartCatapults: both Catapults of Piece's colour (Piece is a pawn of that colour), on
	// From and To, are captured (docs/RULES.md §4.5).
	PartCatapults
)

// Story says what a move does, for words to tell; Legal is false when the move is not
// legal here.
func (p *Position) Story(m Move) Story {
	st := Story{Move: m, Side: p.side}
	if !p.IsLegal(m) {
		return st
	}
	st.Legal = true
	effects := p.Effects(m)
	st.Piece = p.board[m.From()]
	st.Moving = st.Piece.Kind()
	add := func(k PartKind, pc Piece, from, to Square) {
		st.Parts = append(st.Parts, StoryPart{Kind: k, Piece: pc, From: from, To: to})
	}
	switch m.Kind() {
	case Castling:
		st.Queenside = m.To() < m.From()
		for _, e := range effects {
			if e.Kind == EffectMove && e.From != m.From() {
				add(PartRook, e.Piece, e.From, e.To)
			}
		}
	case CannonShot:
		st.Target = p.board[m.To()]
	case RingMove:
		for _, e := range effects {
			if e.Kind == EffectMove {
				st.Moving = e.Piece.Kind()
			}
		}
	}
	slingTo := NoSquare
	for _, e := range effects {
		if e.Kind == EffectSling {
			slingTo = e.To
		}
	}
	var slungCapture []Effect // told after the sling
	var removed [2][]Square   // Catapults captured, by owner (always both of a side, §4.5)
	for _, e := range effects {
		switch e.Kind {
		case EffectCapture:
			switch {
			case e.To == slingTo:
				slungCapture = append(slungCapture, e)
			case p.variant.turnover:
				add(PartTakeWhole, e.Piece, NoSquare, e.To)
			case m.Kind() == EnPassant:
				add(PartEnPassant, e.Piece, NoSquare, e.To)
			default:
				add(PartCapture, e.Piece, NoSquare, e.To)
			}
		case EffectSling:
			if m.Kind() == TurretMove {
				add(PartSling, e.Piece, e.From, e.To)
				for _, c := range slungCapture {
					add(PartSlungCaptures, c.Piece, NoSquare, c.To)
				}
			}
		case EffectPromote:
			if e.To == slingTo {
				add(PartSlungPromotes, e.Piece, NoSquare, e.To)
			} else {
				add(PartPromote, e.Piece, NoSquare, e.To)
			}
		case EffectLeaveBehind:
			add(PartLeaveBehind, e.Piece, e.From, NoSquare)
		case EffectTurnover, EffectCombine:
			k := PartTurnover
			if e.Kind == EffectCombine {
				k = PartCombine
			}
			st.Parts = append(st.Parts, StoryPart{Kind: k, Piece: p.board[e.To], From: NoSquare, To: e.To, Becomes: e.Piece})
		case EffectCatapultRemoved:
			removed[e.Piece.Color()] = append(removed[e.Piece.Color()], e.To)
		}
	}
	for c, squares := range removed {
		if len(squares) > 0 {
			add(PartCatapults, MakePiece(Color(c), Pawn), squares[0], squares[len(squares)-1])
		}
	}
	q := p.Clone()
	q.MakeMove(m)
	st.After, st.Check = q.Status(), q.InCheck()
	return st
}
