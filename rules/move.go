package rules

import "strings"

// MoveKind says which rule a move uses; from, to and the kind are enough to
// make the move, and every side effect is derived from the position.
type MoveKind uint8

const (
	Normal     MoveKind = iota // ordinary move or capture
	DoubleStep                 // pawn's two-square advance
	EnPassant
	Castling     // king's from and to; the rook is implied
	TurretMove   // a Turret's move, slinging whatever stands behind it
	CannonShot   // Gunnery: pawn shoots the piece on "to"; both vanish
	Teleport     // Chess++: piece jumps to its side's other Catapult
	CatapultStep // Chess++: a Catapult moves itself
	RingMove     // Turnover: the outer ring of a stack moves
	SetMove      // Turnover: a whole Castle steps
	NullMove     // engine only: pass the turn
)

// Move is packed into 32 bits: from, to, promotion kind and move kind.
type Move uint32

// NoMove is the zero move.
const NoMove Move = 0

func newMove(from, to Square, kind MoveKind, promo Kind) Move {
	return Move(from) | Move(to)<<8 | Move(promo)<<16 | Move(kind)<<20
}

func (m Move) From() Square      { return Square(m) }
func (m Move) To() Square        { return Square(m >> 8) }
func (m Move) Promotion() Kind   { return Kind(m>>16) & 0xf }
func (m Move) Kind() MoveKind    { return MoveKind(m>>20) & 0xf }
func (m Move) IsPromotion() bool { return m.Promotion() != NoKind }

// String is the coordinate notation of docs/RULES.md §0: from, to and the
// promotion letter in lower case.
func (m Move) String() string {
	if m == NoMove {
		return "0000"
	}
	s := m.From().String() + m.To().String()
	if k := m.Promotion(); k != NoKind {
		s += strings.ToLower(string(k.Letter()))
	}
	return s
}

// MoveList is a fixed-capacity buffer so generation never allocates.
type MoveList struct {
	moves [maxMoves]Move
	n     int
}

// maxMoves bounds the moves of any position of any variant with headroom:
// orthodox chess needs 218, Turret Chess and Turnover positions a few more.
const maxMoves = 512

func (l *MoveList) add(m Move) {
	if l.n < maxMoves {
		l.moves[l.n] = m
		l.n++
	}
}

// Len is the number of moves.
func (l *MoveList) Len() int { return l.n }

// At is the i-th move.
func (l *MoveList) At(i int) Move { return l.moves[i] }

// Slice exposes the moves (valid until the list is reused).
func (l *MoveList) Slice() []Move { return l.moves[:l.n] }

// Clear empties the list.
func (l *MoveList) Clear() { l.n = 0 }

// Contains reports whether the list holds the move.
func (l *MoveList) Contains(m Move) bool {
	for _, x := range l.moves[:l.n] {
		if x == m {
			return true
		}
	}
	return false
}

// Swap exchanges two entries (for move ordering in the engine).
func (l *MoveList) Swap(i, j int) { l.moves[i], l.moves[j] = l.moves[j], l.moves[i] }

// Set overwrites an entry.
func (l *MoveList) Set(i int, m Move) { l.moves[i] = m }

// Truncate keeps the first n moves.
func (l *MoveList) Truncate(n int) { l.n = n }
