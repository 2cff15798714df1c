package rules

import (
	"fmt"
	"strings"
)

// A slow reference implementation of docs/RULES.md §5, written straight from the
// rule text and sharing no code with the fast generator: boards are arrays
// of ring sets, every move builds a new board, and "in check" is found by
// generating the enemy's moves and looking for a take on the Castle.

const (
	trT = 1 // Tower
	trF = 2 // Fort
	trW = 4 // Wall
)

type trStack struct {
	rings uint8 // 0: empty square
	black bool
}

type trBoard struct {
	sq       [8][8]trStack // [file][rank], file 0 = a
	black    bool          // side to move
	halfmove int
	fullmove int
	y2025    bool // the 2025 rules (§6, turnover2025_ref_test.go)
}

type trMove struct {
	ff, fr, tf, tr int
	set            bool // whole-set Castle step
}

func (m trMove) String() string {
	s := fmt.Sprintf("%c%d%c%d", 'a'+m.ff, m.fr+1, 'a'+m.tf, m.tr+1)
	if m.set {
		s = "K" + s
	}
	return s
}

func trFromPosition(p *Position) trBoard {
	var b trBoard
	for f := 0; f < 8; f++ {
		for r := 0; r < 8; r++ {
			pc := p.At(SquareAt(f+1, r))
			if pc == NoPiece {
				continue
			}
			var rings uint8
			switch pc.Kind() {
			case Rook:
				rings = trT
			case Bishop:
				rings = trF
			case Pawn:
				rings = trW
			case Queen:
				rings = trT | trF
			case Knight:
				rings = trF | trW
			case King:
				rings = trT | trF | trW
			}
			b.sq[f][r] = trStack{rings, pc.Color() == Black}
		}
	}
	b.black = p.SideToMove() == Black
	b.halfmove, b.fullmove = p.HalfmoveClock(), p.FullmoveNumber()
	b.y2025 = p.Variant() == Turnover2025
	return b
}

// placement writes the first FEN field with the Dagaz letters of §5.1.
func (b trBoard) fen() string {
	var sb strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			s := b.sq[f][r]
			if s.rings == 0 {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteByte(byte('0' + empty))
				empty = 0
			}
			letter := map[uint8]byte{trT: 'R', trF: 'B', trW: 'P', trT | trF: 'Q', trF | trW: 'N', trT | trF | trW: 'K'}[s.rings]
			if letter == 0 {
				return "INVALID-STACK"
			}
			if s.black {
				letter += 'a' - 'A'
			}
			sb.WriteByte(letter)
		}
		if empty > 0 {
			sb.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			sb.WriteByte('/')
		}
	}
	side := "w"
	if b.black {
		side = "b"
	}
	return fmt.Sprintf("%s %s - - %d %d", sb.String(), side, b.halfmove, b.fullmove)
}

func trOn(f, r int) bool { return f >= 0 && f < 8 && r >= 0 && r < 8 }

// refArrive is §5.2 for ring `ring` of the side `black` landing on (f, r):
// ok, and whether it takes or nests.
func (b *trBoard) refArrive(ring uint8, black bool, f, r int) (ok, take, nest bool) {
	s := b.sq[f][r]
	if s.rings == 0 {
		return true, false, false
	}
	clash := s.rings&ring != 0 || s.rings|ring == trT|trW
	if clash {
		if s.black != black {
			return true, true, false
		}
		return false, false, false
	}
	return true, false, true
}

func trForward(black bool) int {
	if black {
		return -1
	}
	return 1
}

// ringMoves lists the moves of the outer ring of the non-Castle stack on
// (f, r) for its owner, by the movement rules of §5.1 and §5.3.
func (b *trBoard) ringMoves(f, r int) []trMove {
	s := b.sq[f][r]
	var out []trMove
	add := func(tf, tr int) { out = append(out, trMove{f, r, tf, tr, false}) }
	lines := func(ring uint8, dirs [][2]int) {
		for _, d := range dirs {
			tf, tr := f+d[0], r+d[1]
			for trOn(tf, tr) && b.sq[tf][tr].rings == 0 {
				add(tf, tr)
				tf, tr = tf+d[0], tr+d[1]
			}
			if trOn(tf, tr) {
				if ok, _, _ := b.refArrive(ring, s.black, tf, tr); ok {
					add(tf, tr)
				}
			}
		}
	}
	rookDirs := [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	bishopDirs := [][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
	switch s.rings {
	case trT:
		lines(trT, rookDirs)
	case trF:
		lines(trF, bishopDirs)
	case trT | trF:
		lines(trF, append(append([][2]int{}, rookDirs...), bishopDirs...))
	case trF | trW:
		for _, d := range [][2]int{{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}} {
			tf, tr := f+d[0], r+d[1]
			if trOn(tf, tr) {
				if ok, _, _ := b.refArrive(trW, s.black, tf, tr); ok {
					add(tf, tr)
				}
			}
		}
	case trW:
		out = append(out, b.wallMoves(f, r, false)...)
	}
	return out
}

// wallMoves: §5.3, plus the dismounting Castle's two-square step of §5.4.
func (b *trBoard) wallMoves(f, r int, castle bool) []trMove {
	black := b.sq[f][r].black
	fw := trForward(black)
	var out []trMove
	if trOn(f, r+fw) {
		ok, take, _ := b.refArrive(trW, black, f, r+fw)
		if ok && !take {
			out = append(out, trMove{f, r, f, r + fw, false})
		}
		if castle && b.sq[f][r+fw].rings == 0 && trOn(f, r+2*fw) {
			ok, take, _ := b.refArrive(trW, black, f, r+2*fw)
			if ok && !take {
				out = append(out, trMove{f, r, f, r + 2*fw, false})
			}
		}
	}
	for _, df := range []int{-1, 1} {
		tf, tr := f+df, r+fw
		if !trOn(tf, tr) || b.sq[tf][tr].rings == 0 {
			continue
		}
		if ok, _, _ := b.refArrive(trW, black, tf, tr); ok {
			out = append(out, trMove{f, r, tf, tr, false})
		}
	}
	return out
}

// inCheck: §5.4 — some enemy Tower, Fort, Citadel, Fortress or lone Wall has
// a move that takes on (f, r), or an enemy Castle stands next to it.
func (b *trBoard) inCheck(f, r int) bool {
	if b.y2025 {
		return b.inCheck2025(f, r)
	}
	black := b.sq[f][r].black
	for ef := 0; ef < 8; ef++ {
		for er := 0; er < 8; er++ {
			e := b.sq[ef][er]
			if e.rings == 0 || e.black == black {
				continue
			}
			if e.rings == trT|trF|trW {
				if max(trAbs(ef-f), trAbs(er-r)) == 1 {
					return true
				}
				continue
			}
			for _, m := range b.ringMoves(ef, er) {
				if m.tf == f && m.tr == r {
					return true // every ring arriving on a Castle takes it
				}
			}
		}
	}
	return false
}

func trAbs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func (b *trBoard) castles(black bool) [][2]int {
	var out [][2]int
	for f := 0; f < 8; f++ {
		for r := 0; r < 8; r++ {
			if s := b.sq[f][r]; s.rings == trT|trF|trW && s.black == black {
				out = append(out, [2]int{f, r})
			}
		}
	}
	return out
}

// pseudo lists the moves the movement rules allow the side to move.
func (b *trBoard) pseudo() []trMove {
	if b.y2025 {
		return b.pseudo2025()
	}
	var out []trMove
	castles := b.castles(b.black)
	for f := 0; f < 8; f++ {
		for r := 0; r < 8; r++ {
			s := b.sq[f][r]
			if s.rings == 0 || s.black != b.black {
				continue
			}
			if s.rings != trT|trF|trW {
				out = append(out, b.ringMoves(f, r)...)
				continue
			}
			check := b.inCheck(f, r)
			if len(castles) == 1 || check {
				for df := -1; df <= 1; df++ {
					for dr := -1; dr <= 1; dr++ {
						tf, tr := f+df, r+dr
						if (df == 0 && dr == 0) || !trOn(tf, tr) {
							continue
						}
						if t := b.sq[tf][tr]; t.rings == 0 || t.black != b.black {
							out = append(out, trMove{f, r, tf, tr, true})
						}
					}
				}
				continue
			}
			if len(castles) == 2 {
				other := castles[0]
				if other == [2]int{f, r} {
					other = castles[1]
				}
				if b.inCheck(other[0], other[1]) {
					continue // the two-Castles exception
				}
			}
			out = append(out, b.wallMoves(f, r, true)...)
		}
	}
	return out
}

// apply plays a move on a copy of the board (§5.2, §5.5, §5.6 clock).
func (b trBoard) apply(m trMove) trBoard {
	n := b
	src, dst := b.sq[m.ff][m.fr], b.sq[m.tf][m.tr]
	reset := false
	var result uint8
	if m.set {
		n.sq[m.ff][m.fr] = trStack{}
		result = trT | trF | trW
		reset = dst.rings != 0
	} else {
		ring := uint8(trT)
		if src.rings&trW != 0 {
			ring = trW
		} else if src.rings&trF != 0 {
			ring = trF
		}
		n.sq[m.ff][m.fr] = trStack{src.rings &^ ring, src.black}
		_, take, nest := b.refArrive(ring, src.black, m.tf, m.tr)
		result = ring
		if take {
			reset = true
		}
		if nest {
			result |= dst.rings
			if dst.black != src.black {
				reset = true
			}
		}
	}
	last := 7
	if src.black {
		last = 0
	}
	if m.tr == last && (result == trW || result == trT|trF|trW) {
		result = trT | trF
	}
	n.sq[m.tf][m.tr] = trStack{result, src.black}
	n.halfmove++
	if reset {
		n.halfmove = 0
	}
	if n.black {
		n.fullmove++
	}
	n.black = !n.black
	return n
}

// legal: after the move the mover has a Castle, and not exactly one in check.
func (b *trBoard) legal(m trMove) bool {
	if b.y2025 {
		return b.legal2025(m)
	}
	n := b.apply(m)
	cs := n.castles(b.black)
	if len(cs) == 0 {
		return false
	}
	return len(cs) > 1 || !n.inCheck(cs[0][0], cs[0][1])
}

func (b *trBoard) legalMoves() []trMove {
	var out []trMove
	for _, m := range b.pseudo() {
		if b.legal(m) {
			out = append(out, m)
		}
	}
	return out
}

// refStatus: nocastles, checkmate, stalemate or ongoing (§5.6).
func (b *trBoard) status() string {
	if b.y2025 {
		return b.status2025()
	}
	cs := b.castles(b.black)
	if len(cs) == 0 {
		return "nocastles"
	}
	if len(b.legalMoves()) > 0 {
		return "ongoing"
	}
	if len(cs) == 1 && b.inCheck(cs[0][0], cs[0][1]) {
		return "checkmate"
	}
	return "stalemate"
}
