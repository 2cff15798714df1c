package rules

// Catapult is one Chess++ floor marker. Square is NoSquare once it has been
// captured (or when the side never had it).
type Catapult struct {
	Square Square
	Moved  bool
}

// Position is a board with everything that decides the legal moves: the
// pieces, the Catapult layer, side to move, en-passant square, clocks, and
// the undo stack that make/unmake share.
type Position struct {
	variant  *Variant
	board    [256]Piece
	side     Color
	fullmove int
	state
	undos []undo
}

// state is everything besides the board, the side to move and the move number that a move
// may change. It is one block so that make saves it and unmake restores it in a few wide
// copies, cheaper than undoing each change's effect on it.
type state struct {
	hash      uint64
	halfmove  int
	count     pieceCounts
	catapults [2][2]Catapult
	kings     [2]Square
	unmovedRk [2]int8 // rooks still carrying the unmoved flag
	epSquare  Square
}

// pieceCounts counts each side's pieces by kind. The rows are padded to 16 so that the
// whole table copies in two moves when a move is made and taken back.
type pieceCounts [2][16]int8

// change is one square's previous content, kept so unmake can restore it.
type change struct {
	sq  Square
	old Piece
}

const maxChanges = 8

type undo struct {
	state   // as it was before the move
	move    Move
	n       uint8
	changes [maxChanges]change
}

func newEmptyPosition(v *Variant) *Position {
	p := &Position{variant: v, fullmove: 1, undos: make([]undo, 0, 64)}
	for i := range p.board {
		if !v.geometry.exists[i] {
			p.board[i] = offBoard
		}
	}
	p.kings = [2]Square{NoSquare, NoSquare}
	return p
}

// NewPosition is the variant's start position.
func NewPosition(v *Variant) *Position {
	p, err := ParseFEN(v, v.StartFEN)
	if err != nil {
		panic("rules: bad start FEN for " + v.ID + ": " + err.Error())
	}
	return p
}

// Variant is the rule set the position is played under.
func (p *Position) Variant() *Variant { return p.variant }

// At is the piece on a square (NoPiece when empty or off the board).
func (p *Position) At(s Square) Piece {
	pc := p.board[s]
	if pc == offBoard {
		return NoPiece
	}
	return pc
}

// SideToMove is the player whose turn it is.
func (p *Position) SideToMove() Color { return p.side }

// EnPassantSquare is the square passed over by the last double step, or
// NoSquare.
func (p *Position) EnPassantSquare() Square { return p.epSquare }

// HalfmoveClock counts plies since the last capture or pawn move.
func (p *Position) HalfmoveClock() int { return p.halfmove }

// FullmoveNumber starts at 1 and grows after each Black move.
func (p *Position) FullmoveNumber() int { return p.fullmove }

// Hash is the Zobrist key of everything docs/RULES.md counts as the position's
// identity, with the en-passant square included whenever a pawn of the side to
// move stands ready to take it.
func (p *Position) Hash() uint64 { return p.hash }

// KingSquare is where the side's king stands (chess variants).
func (p *Position) KingSquare(c Color) Square { return p.kings[c] }

// Pieces is the number of pieces on the board, kings (or Castles) included.
func (p *Position) Pieces() int {
	n := 0
	for c := range p.count {
		for _, k := range p.count[c] {
			n += int(k)
		}
	}
	return n
}

// Count is how many pieces of the kind the side has.
func (p *Position) Count(c Color, k Kind) int { return int(p.count[c][k]) }

// Catapults returns the side's two Catapult slots.
func (p *Position) Catapults(c Color) [2]Catapult { return p.catapults[c] }

// CatapultAt reports the owner of a Catapult on the square, if any.
func (p *Position) CatapultAt(s Square) (Color, bool) {
	if s == NoSquare {
		return White, false
	}
	for c := White; c <= Black; c++ {
		if p.catapults[c][0].Square == s || p.catapults[c][1].Square == s {
			return c, true
		}
	}
	return White, false
}

// Ply is how many moves have been made on this position object and can be
// unmade.
func (p *Position) Ply() int { return len(p.undos) }

// Clone is a deep copy with its own undo stack.
func (p *Position) Clone() *Position {
	q := *p
	q.undos = append(make([]undo, 0, cap(p.undos)), p.undos...)
	return &q
}

// put changes one square, keeping hash, counts and king squares in step, and
// records the old content in u for unmake.
func (p *Position) put(u *undo, s Square, pc Piece) {
	old := p.board[s]
	u.changes[u.n] = change{s, old}
	u.n++
	p.hash ^= zPiece[old&(pieceCodes-1)][s] ^ zPiece[pc&(pieceCodes-1)][s]
	p.place(s, old, pc)
}

// place updates the board and the bookkeeping derived from it, not the hash.
func (p *Position) place(s Square, old, pc Piece) {
	if old != NoPiece {
		c := old.Color()
		p.count[c][old.Kind()]--
		if old.Kind() == Rook && old.Unmoved() {
			p.unmovedRk[c]--
		}
	}
	if pc != NoPiece {
		c := pc.Color()
		k := pc.Kind()
		p.count[c][k]++
		if k == King {
			p.kings[c] = s
		} else if k == Rook && pc.Unmoved() {
			p.unmovedRk[c]++
		}
	}
	p.board[s] = pc
}

// setupPut places a piece while building a position (no undo record).
func (p *Position) setupPut(s Square, pc Piece) {
	old := p.board[s]
	p.hash ^= zPiece[old&(pieceCodes-1)][s] ^ zPiece[pc&(pieceCodes-1)][s]
	p.place(s, old, pc)
}

// computeHash recomputes the Zobrist key from scratch.
func (p *Position) computeHash() uint64 {
	var h uint64
	for _, s := range p.variant.geometry.squares {
		if pc := p.board[s]; pc != NoPiece {
			h ^= zPiece[pc&(pieceCodes-1)][s]
		}
	}
	if p.side == Black {
		h ^= zSide
	}
	if p.epSquare != NoSquare && p.epCapturable() {
		h ^= zEnPassant[p.epSquare]
	}
	for c := 0; c < 2; c++ {
		for _, cp := range p.catapults[c] {
			if cp.Square != NoSquare {
				h ^= zCatapult[c][b2i(cp.Moved)][cp.Square]
			}
		}
	}
	return h
}

// VerifyHash reports whether the incrementally kept hash matches a hash
// recomputed from scratch (used by the soak tests).
func (p *Position) VerifyHash() bool { return p.hash == p.computeHash() }

// epCapturable reports whether a pawn of the side to move stands next to the
// pawn that just made a double step (the en-passant square counts for the
// hash only then).
func (p *Position) epCapturable() bool {
	ep := p.epSquare
	victim := ep + Square(forwardSteps[p.side.Other()])
	mine := MakePiece(p.side, Pawn)
	return p.board[victim+east] == mine || p.board[victim-east] == mine
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// kingUnmoved reports whether the side's king still carries its flag.
func (p *Position) kingUnmoved(c Color) bool {
	k := p.kings[c]
	return k != NoSquare && p.board[k].is(c, King) && p.board[k].Unmoved()
}
