package rules

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// FENError says what is wrong with a FEN and in which field. Reason is the English
// sentence; Format and Args are the facts behind it (the sentence's pattern and its
// values: colours, squares, counts), from which package words says it in the player's
// language.
type FENError struct {
	FEN    string
	Field  string
	Reason string
	Format string
	Args   []any
}

func (e *FENError) Error() string {
	if e.Field == "" {
		return "bad FEN: " + e.Reason
	}
	return fmt.Sprintf("bad FEN (%s): %s", e.Field, e.Reason)
}

func fenErr(fen, field, format string, args ...any) error {
	return &FENError{FEN: fen, Field: field, Reason: fmt.Sprintf(format, args...), Format: format, Args: args}
}

// ParseFEN reads a position of the variant. It accepts the standard six
// fields (or just the first four, with clocks 0 and 1) and, for Chess++, a
// seventh field with the Catapults. Everything is checked: a FEN that
// describes an impossible position is rejected with the reason.
func ParseFEN(v *Variant, fen string) (*Position, error) {
	fields := strings.Fields(fen)
	maxFields := 6
	if v.catapults {
		maxFields = 7
	}
	if len(fields) != 4 && len(fields) != 6 && len(fields) != maxFields {
		if len(fields) == 0 {
			return nil, fenErr(fen, "", "empty")
		}
		return nil, fenErr(fen, "", "%d fields; a %s FEN has 4 or 6 fields%s", len(fields), v.ID,
			map[bool]string{true: " (7 with Catapults)", false: ""}[v.catapults])
	}
	p := newEmptyPosition(v)
	if err := p.parsePlacement(fen, fields[0]); err != nil {
		return nil, err
	}
	switch fields[1] {
	case "w":
		p.side = White
	case "b":
		p.side = Black
		p.hash ^= zSide
	default:
		return nil, fenErr(fen, "side to move", "%q is neither w nor b", fields[1])
	}
	if len(fields) >= 6 {
		hm, err := strconv.Atoi(fields[4])
		if err != nil || hm < 0 {
			return nil, fenErr(fen, "halfmove clock", "%q is not a count of plies", fields[4])
		}
		fm, err := strconv.Atoi(fields[5])
		if err != nil || fm < 1 {
			return nil, fenErr(fen, "fullmove number", "%q is not a move number (1 or more)", fields[5])
		}
		p.halfmove, p.fullmove = hm, fm
	}
	if len(fields) == 7 {
		if err := p.parseCatapults(fen, fields[6]); err != nil {
			return nil, err
		}
	}
	if err := p.parseCastling(fen, fields[2]); err != nil {
		return nil, err
	}
	if err := p.parseEnPassant(fen, fields[3]); err != nil {
		return nil, err
	}
	if err := p.validate(fen); err != nil {
		return nil, err
	}
	p.hash = p.computeHash()
	return p, nil
}

func (p *Position) parsePlacement(fen, field string) error {
	g := p.variant.geometry
	ranks := strings.Split(field, "/")
	if len(ranks) != 8 {
		return fenErr(fen, "placement", "%d ranks instead of 8", len(ranks))
	}
	for i, text := range ranks {
		rank := 7 - i
		var squares []Square
		for f := g.minFile; f <= g.maxFile; f++ {
			if s := SquareAt(f, rank); g.exists[s] {
				squares = append(squares, s)
			}
		}
		n := 0
		for j := 0; j < len(text); j++ {
			ch := text[j]
			if ch >= '0' && ch <= '9' {
				k := j
				for k < len(text) && text[k] >= '0' && text[k] <= '9' {
					k++
				}
				empty, err := strconv.Atoi(text[j:k])
				if empty == 0 || ch == '0' {
					return fenErr(fen, "placement", "rank %d has a run of 0 empty squares", rank+1)
				}
				if err != nil || empty > len(squares) {
					return fenErr(fen, "placement", "rank %d has a run of %s empty squares", rank+1, text[j:k])
				}
				n += empty
				j = k - 1
				continue
			}
			kind := kindFromLetter(ch)
			if kind == NoKind || !p.variant.allows(kind) {
				return fenErr(fen, "placement", "%q is not a piece of %s", string(ch), p.variant.Name)
			}
			if n >= len(squares) {
				return fenErr(fen, "placement", "rank %d has more than %d squares", rank+1, len(squares))
			}
			c := White
			if ch >= 'a' {
				c = Black
			}
			p.setupPut(squares[n], MakePiece(c, kind))
			n++
		}
		if n != len(squares) {
			return fenErr(fen, "placement", "rank %d describes %d squares, the board has %d", rank+1, n, len(squares))
		}
	}
	return nil
}

func (v *Variant) allows(k Kind) bool {
	for _, x := range v.pieces {
		if x == k {
			return true
		}
	}
	return false
}

func (p *Position) parseCastling(fen, field string) error {
	if field == "-" {
		return nil
	}
	if p.variant.turnover {
		return fenErr(fen, "castling", "Turnover has no castling; the field must be -")
	}
	order := "KQkq"
	last := -1
	for i := 0; i < len(field); i++ {
		idx := strings.IndexByte(order, field[i])
		if idx < 0 || idx <= last {
			return fenErr(fen, "castling", "%q is not - or a subset of KQkq in that order", field)
		}
		last = idx
		c := Color(idx / 2)
		rank := 0
		if c == Black {
			rank = 7
		}
		rookFile := FileH
		if idx%2 == 1 {
			rookFile = FileA
		}
		ks, rs := SquareAt(5, rank), SquareAt(rookFile, rank)
		if !p.board[ks].is(c, King) || !p.board[rs].is(c, Rook) {
			return fenErr(fen, "castling", "%c needs the %s king on %s and a rook on %s", field[i], c, ks, rs)
		}
		p.setupPut(ks, p.board[ks]|unmovedBit)
		p.setupPut(rs, p.board[rs]|unmovedBit)
	}
	return nil
}

func (p *Position) parseEnPassant(fen, field string) error {
	if field == "-" {
		return nil
	}
	s, err := p.variant.geometry.ParseSquare(field)
	if err != nil {
		return fenErr(fen, "en passant", "%v", err)
	}
	if p.variant.turnover {
		return fenErr(fen, "en passant", "Turnover has no en passant; the field must be -")
	}
	them := p.side.Other()
	fwd := Square(forwardSteps[them])
	if s.relativeRank(them) != 2 || p.board[s] != NoPiece || p.board[s-fwd] != NoPiece ||
		!p.board[s+fwd].is(them, Pawn) {
		return fenErr(fen, "en passant", "no %s pawn has just passed over %s", them, s)
	}
	p.epSquare = s
	return nil
}

func (p *Position) parseCatapults(fen, field string) error {
	if !p.variant.catapults {
		return fenErr(fen, "catapults", "%s has no Catapults", p.variant.Name)
	}
	if field == "-" {
		return nil
	}
	for _, item := range strings.Split(field, ",") {
		if len(item) < 3 || (item[0] != 'C' && item[0] != 'c') {
			return fenErr(fen, "catapults", "%q is not C<square> or c<square>", item)
		}
		c := White
		if item[0] == 'c' {
			c = Black
		}
		name := item[1:]
		moved := strings.HasSuffix(name, "*")
		name = strings.TrimSuffix(name, "*")
		s, err := p.variant.geometry.ParseSquare(name)
		if err != nil {
			return fenErr(fen, "catapults", "%v", err)
		}
		if _, taken := p.CatapultAt(s); taken {
			return fenErr(fen, "catapults", "two Catapults on %s", s)
		}
		slot := 0
		if p.catapults[c][0].Square != NoSquare {
			slot = 1
			if p.catapults[c][1].Square != NoSquare {
				return fenErr(fen, "catapults", "%s has more than two Catapults", c)
			}
		}
		p.catapults[c][slot] = Catapult{Square: s, Moved: moved}
	}
	return nil
}

func (p *Position) validate(fen string) error {
	if p.variant.turnover {
		return p.validateTurnover(fen)
	}
	for c := White; c <= Black; c++ {
		if p.count[c][King] != 1 {
			return fenErr(fen, "placement", "%s has %d kings; it needs exactly one", c, p.count[c][King])
		}
	}
	for _, s := range p.variant.geometry.squares {
		if pc := p.board[s]; pc.Kind() == Pawn && (s.Rank() == 0 || s.Rank() == 7) {
			return fenErr(fen, "placement", "a pawn stands on %s, on the first or last rank", s)
		}
	}
	for c := White; c <= Black; c++ {
		// docs/RULES.md §4.5 removes both Catapults of a side as soon as enemy
		// pieces stand on both, so no position shows that.
		cs := p.catapults[c]
		if cs[0].Square != NoSquare && cs[1].Square != NoSquare {
			a, b := p.board[cs[0].Square], p.board[cs[1].Square]
			if a != NoPiece && b != NoPiece && a.Color() != c && b.Color() != c {
				return fenErr(fen, "catapults", "%s pieces stand on both %s Catapults (%s, %s), which would have been removed",
					c.Other(), c, cs[0].Square, cs[1].Square)
			}
		}
	}
	if p.attacked(p.kings[p.side.Other()], p.side) {
		return fenErr(fen, "", "the side not to move (%s) is in check", p.side.Other())
	}
	return nil
}

// FEN writes the position in the canonical form of docs/RULES.md §0.
func (p *Position) FEN() string {
	var sb strings.Builder
	sb.WriteString(WritePlacement(p.variant, func(s Square) Piece { return p.board[s] }))
	if p.side == White {
		sb.WriteString(" w ")
	} else {
		sb.WriteString(" b ")
	}
	sb.WriteString(p.castlingField())
	sb.WriteByte(' ')
	if p.epSquare == NoSquare {
		sb.WriteByte('-')
	} else {
		sb.WriteString(p.epSquare.String())
	}
	fmt.Fprintf(&sb, " %d %d", p.halfmove, p.fullmove)
	if p.variant.catapults {
		sb.WriteByte(' ')
		sb.WriteString(p.catapultField())
	}
	return sb.String()
}

// castlingField lists which castlings the unmoved flags still allow, in the
// FEN's KQkq form ("-" for none).
func (p *Position) castlingField() string {
	var sb strings.Builder
	for c := White; c <= Black; c++ {
		rank := 0
		if c == Black {
			rank = 7
		}
		if !p.board[SquareAt(5, rank)].is(c, King) || !p.board[SquareAt(5, rank)].Unmoved() {
			continue
		}
		for _, f := range [2]int{FileH, FileA} {
			if r := p.board[SquareAt(f, rank)]; r.is(c, Rook) && r.Unmoved() {
				letter := byte('K')
				if f == FileA {
					letter = 'Q'
				}
				if c == Black {
					letter += 'a' - 'A'
				}
				sb.WriteByte(letter)
			}
		}
	}
	if sb.Len() == 0 {
		return "-"
	}
	return sb.String()
}

func (p *Position) catapultField() string {
	var items []string
	for c := White; c <= Black; c++ {
		var cs []Catapult
		for _, cp := range p.catapults[c] {
			if cp.Square != NoSquare {
				cs = append(cs, cp)
			}
		}
		sort.Slice(cs, func(i, j int) bool { return cs[i].Square < cs[j].Square })
		for _, cp := range cs {
			item := "C"
			if c == Black {
				item = "c"
			}
			item += cp.Square.String()
			if cp.Moved {
				item += "*"
			}
			items = append(items, item)
		}
	}
	if len(items) == 0 {
		return "-"
	}
	return strings.Join(items, ",")
}

// ParseBoard reads only what stands on the board in a FEN — the pieces and, for Chess++,
// the Catapults — without checking that the position could arise (kings, pawns on the
// first rank…): for a position editor, which shows a position while it is being set up
// and asks ParseFEN whether it is valid.
func ParseBoard(v *Variant, fen string) (*Position, error) {
	fields := strings.Fields(fen)
	if len(fields) == 0 {
		return nil, fenErr(fen, "", "empty")
	}
	p := newEmptyPosition(v)
	if err := p.parsePlacement(fen, fields[0]); err != nil {
		return nil, err
	}
	if len(fields) >= 2 && fields[1] == "b" {
		p.side = Black
	}
	if v.catapults && len(fields) == 7 {
		if err := p.parseCatapults(fen, fields[6]); err != nil {
			return nil, err
		}
	}
	p.hash = p.computeHash()
	return p, nil
}

// WritePlacement is the FEN placement field (ranks 8 to 1, runs of empty squares counted)
// of the variant's board with the pieces at gives — for positions that are not a Position
// yet, such as one being set up in an editor.
func WritePlacement(v *Variant, at func(Square) Piece) string {
	var sb strings.Builder
	g := v.geometry
	for rank := 7; rank >= 0; rank-- {
		empty := 0
		for f := g.minFile; f <= g.maxFile; f++ {
			s := SquareAt(f, rank)
			if !g.exists[s] {
				continue
			}
			pc := at(s)
			if pc == NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			sb.WriteByte(pc.Letter())
		}
		if empty > 0 {
			sb.WriteString(strconv.Itoa(empty))
		}
		if rank > 0 {
			sb.WriteByte('/')
		}
	}
	return sb.String()
}
