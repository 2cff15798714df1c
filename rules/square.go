package rules

import "fmt"

// Square indexes a padded mailbox: 16 columns by 14 rows, three sentinel
// columns and rows on every side of the widest board (10 files by 8 ranks).
// Three is the longest leap any piece makes (the Kwagga's (3,1) leap), so
// every leap from a real square lands inside the mailbox and no move needs a
// wrap-around test: a sentinel square simply holds offBoard.
type Square uint8

// NoSquare lies in the padding, so it never names a real square.
const NoSquare Square = 0

const (
	mailboxStride = 16
	mailboxRows   = 14
	mailboxSize   = mailboxStride * mailboxRows
	padding       = 3
)

// File numbers: 0 is the Gustavian z-file, 1..8 are a..h, 9 is the i-file.
const (
	FileZ = 0
	FileA = 1
	FileH = 8
	FileI = 9
)

const fileLetters = "zabcdefghi"

// SquareAt names the square on the given file (0 = z, 1 = a … 8 = h, 9 = i)
// and rank (0 = rank 1 … 7 = rank 8).
func SquareAt(file, rank int) Square {
	return Square((rank+padding)*mailboxStride + file + padding)
}

// File is 0 for z, 1..8 for a..h, 9 for i.
func (s Square) File() int { return int(s)%mailboxStride - padding }

// Rank is 0 for rank 1 up to 7 for rank 8.
func (s Square) Rank() int { return int(s)/mailboxStride - padding }

// IsLight follows the board's checkering: a1 is dark, z1 light.
func (s Square) IsLight() bool { return (s.File()+s.Rank())%2 == 0 }

func (s Square) String() string {
	f, r := s.File(), s.Rank()
	if f < 0 || f > 9 || r < 0 || r > 7 {
		return "-"
	}
	return string([]byte{fileLetters[f], byte('1' + r)})
}

// relativeRank counts ranks from the given side's first rank.
func (s Square) relativeRank(c Color) int {
	if c == White {
		return s.Rank()
	}
	return 7 - s.Rank()
}

// parseSquareName reads a square name like "e4" or "z1"; whether the square
// exists on a board is the Geometry's business.
func parseSquareName(name string) (Square, error) {
	if len(name) != 2 {
		return NoSquare, fmt.Errorf("%q is not a square", name)
	}
	f := -1
	for i := 0; i < len(fileLetters); i++ {
		if fileLetters[i] == name[0] {
			f = i
		}
	}
	r := int(name[1]) - '1'
	if f < 0 || r < 0 || r > 7 {
		return NoSquare, fmt.Errorf("%q is not a square", name)
	}
	return SquareAt(f, r), nil
}

// Mailbox steps.
const (
	north = mailboxStride
	south = -mailboxStride
	east  = 1
	west  = -1
)

var (
	orthogonals  = [4]int{north, south, east, west}
	diagonals    = [4]int{north + east, north + west, south + east, south + west}
	queenDirs    = [8]int{north, south, east, west, north + east, north + west, south + east, south + west}
	knightLeaps  = [8]int{2*north + east, 2*north + west, 2*south + east, 2*south + west, 2*east + north, 2*east + south, 2*west + north, 2*west + south}
	kwaggaLeaps  = [8]int{3*north + east, 3*north + west, 3*south + east, 3*south + west, 3*east + north, 3*east + south, 3*west + north, 3*west + south}
	forwardSteps = [2]int{north, south}
)

// Geometry is the set of squares a board has inside the mailbox.
type Geometry struct {
	name             string
	minFile, maxFile int
	exists           [256]bool
	squares          []Square
	// scanStarts are the first squares of the eight-square stretches that cover every rank,
	// rank 1 first, files left to right (see ownPieces).
	scanStarts []Square
}

func newGeometry(name string, gustavian bool) *Geometry {
	g := &Geometry{name: name, minFile: FileA, maxFile: FileH}
	if gustavian {
		g.minFile, g.maxFile = FileZ, FileI
	}
	for r := 0; r < 8; r++ {
		for f := g.minFile; f <= g.maxFile; f++ {
			if (f == FileZ || f == FileI) && r != 0 && r != 7 {
				continue
			}
			s := SquareAt(f, r)
			g.exists[s] = true
			g.squares = append(g.squares, s)
		}
		for f := g.minFile; f <= g.maxFile; f += 8 {
			g.scanStarts = append(g.scanStarts, SquareAt(f, r))
		}
	}
	return g
}

// ownPieces marks, with one byte's top bit for each square, which of the eight squares of a
// stretch (see Position.stretch) hold a piece of the side: a square counts when its kind is
// not empty (so it is neither empty nor off the board) and its colour bit is the side's. The
// squares follow from bits.TrailingZeros64(mask)/8, in file order.
func ownPieces(w uint64, c Color) uint64 {
	const lows, highs = 0x0f0f0f0f0f0f0f0f, 0x8080808080808080
	kinds := ((w & lows) + 0x7f7f7f7f7f7f7f7f) & highs // top bit set when the kind is not empty
	black := (w << 3) & highs                          // the colour bit (0x10) moved to the top
	return kinds &^ (black ^ (-uint64(c) & highs))
}

// stretch reads the eight squares from start on as one word, the first in the lowest byte.
// Eight squares from any of the geometry's scan starts lie inside the mailbox.
func (p *Position) stretch(start Square) uint64 {
	q := (*[8]Piece)(p.board[int(start) : int(start)+8])
	return uint64(q[0]) | uint64(q[1])<<8 | uint64(q[2])<<16 | uint64(q[3])<<24 |
		uint64(q[4])<<32 | uint64(q[5])<<40 | uint64(q[6])<<48 | uint64(q[7])<<56
}

var (
	standardBoard  = newGeometry("8x8", false)
	gustavianBoard = newGeometry("Gustavian", true)
)

// Contains reports whether the square exists on this board.
func (g *Geometry) Contains(s Square) bool { return g.exists[s] }

// Squares lists every square of the board, rank 1 first, files left to right.
func (g *Geometry) Squares() []Square { return g.squares }

// MinFile is 1 (a) on 8x8 boards and 0 (z) on the Gustavian board.
func (g *Geometry) MinFile() int { return g.minFile }

// MaxFile is 8 (h) on 8x8 boards and 9 (i) on the Gustavian board.
func (g *Geometry) MaxFile() int { return g.maxFile }

// Name is a short description of the board.
func (g *Geometry) Name() string { return g.name }

// ParseSquare reads a square name and checks that the board has it.
func (g *Geometry) ParseSquare(name string) (Square, error) {
	s, err := parseSquareName(name)
	if err != nil {
		return NoSquare, err
	}
	if !g.exists[s] {
		return NoSquare, fmt.Errorf("square %s is not on the %s board", name, g.name)
	}
	return s, nil
}
