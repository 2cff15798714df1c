package rules

// Color is the side a piece belongs to.
type Color uint8

const (
	White Color = 0
	Black Color = 1
)

// Other is the opponent.
func (c Color) Other() Color { return c ^ 1 }

func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// Kind is what a piece is. Turnover reuses the chess kinds for its stacks,
// matching the Dagaz FEN letters: Pawn is the Wall, Knight the Fortress,
// Bishop the Fort, Rook the Tower, Queen the Citadel and King the Castle.
type Kind uint8

const (
	NoKind Kind = iota
	Pawn
	Knight
	Bishop
	Rook
	Queen
	King
	Turret
	Kwagga
	kindCount
)

const kindLetters = " PNBRQKTG"

// Letter is the upper-case FEN letter of the kind.
func (k Kind) Letter() byte {
	if k >= kindCount {
		return '?'
	}
	return kindLetters[k]
}

// KindFromLetter reads a one-letter FEN piece name in either case; NoKind for
// anything else.
func KindFromLetter(s string) Kind {
	if len(s) != 1 {
		return NoKind
	}
	return kindFromLetter(s[0])
}

func kindFromLetter(b byte) Kind {
	if b >= 'a' && b <= 'z' {
		b -= 'a' - 'A'
	}
	for k := Pawn; k < kindCount; k++ {
		if kindLetters[k] == b {
			return k
		}
	}
	return NoKind
}

func (k Kind) String() string {
	return [...]string{"none", "pawn", "knight", "bishop", "rook", "queen", "king", "turret", "kwagga"}[k]
}

// Piece packs kind, colour and the "unmoved" flag of kings and rooks into a
// byte. The flag travels with the piece (Turret Chess keeps castling rights
// through slings), so castling rights are read off the pieces themselves.
type Piece uint8

const (
	NoPiece    Piece = 0
	kindMask   Piece = 0x0f
	blackBit   Piece = 0x10
	unmovedBit Piece = 0x20
	// offBoard fills every mailbox square the board does not have.
	offBoard Piece = 0x80
	// pieceCodes bounds the codes of real pieces (kind, colour, unmoved).
	pieceCodes = 64
)

// MakePiece builds a piece without the unmoved flag.
func MakePiece(c Color, k Kind) Piece {
	return Piece(k) | Piece(c)<<4
}

func (p Piece) Kind() Kind    { return Kind(p & kindMask) }
func (p Piece) Color() Color  { return Color(p>>4) & 1 }
func (p Piece) IsEmpty() bool { return p == NoPiece }
func (p Piece) Unmoved() bool { return p&unmovedBit != 0 }
func (p Piece) moved() Piece  { return p &^ unmovedBit }
func (p Piece) isReal() bool  { return p != NoPiece && p&offBoard == 0 }
func (p Piece) is(c Color, k Kind) bool {
	return p&(kindMask|blackBit|offBoard) == MakePiece(c, k)
}

// Letter is the FEN letter: upper case for White, lower case for Black.
func (p Piece) Letter() byte {
	b := p.Kind().Letter()
	if p.Color() == Black {
		b += 'a' - 'A'
	}
	return b
}

func (p Piece) String() string {
	if p == NoPiece {
		return "."
	}
	return string(p.Letter())
}

// idMask keeps kind and colour; comparing p&idMask with MakePiece ignores the
// unmoved flag, and offBoard never matches a real piece.
const idMask = kindMask | blackBit
