package rules

import (
	"fmt"
	"strings"
)

// ParseCoordinate reads a move in coordinate notation (docs/RULES.md §0) and
// returns the legal move it names.
func (p *Position) ParseCoordinate(text string) (Move, error) {
	s := strings.TrimSpace(text)
	if len(s) < 4 || len(s) > 5 {
		return NoMove, fmt.Errorf("%q is not a coordinate move like e2e4 or e7e8q", text)
	}
	g := p.variant.geometry
	from, err := g.ParseSquare(strings.ToLower(s[0:2]))
	if err != nil {
		return NoMove, fmt.Errorf("move %q: %v", text, err)
	}
	to, err := g.ParseSquare(strings.ToLower(s[2:4]))
	if err != nil {
		return NoMove, fmt.Errorf("move %q: %v", text, err)
	}
	promo := NoKind
	if len(s) == 5 {
		promo = kindFromLetter(s[4])
		if promo == NoKind {
			return NoMove, fmt.Errorf("move %q: %q is not a piece letter", text, s[4:])
		}
	}
	var ml MoveList
	p.GenerateLegal(&ml)
	for _, m := range ml.Slice() {
		if m.From() == from && m.To() == to && m.Promotion() == promo {
			return m, nil
		}
	}
	for _, m := range ml.Slice() {
		if m.From() == from && m.To() == to && m.IsPromotion() && promo == NoKind {
			return NoMove, fmt.Errorf("move %q needs a promotion letter (e.g. %sq)", text, s)
		}
	}
	return NoMove, fmt.Errorf("%s is not a legal move here", s)
}

// ParseMove accepts either notation: coordinate first, then SAN. A move that
// begins with a capital letter is read as SAN first: a piece move with its
// rank as disambiguation ("B3b2", a bishop from the third rank) would
// otherwise read as the coordinates of another piece's move (b3b2).
func (p *Position) ParseMove(text string) (Move, error) {
	if s := strings.TrimSpace(text); s != "" && s[0] >= 'A' && s[0] <= 'Z' {
		if m, err := p.ParseSAN(s); err == nil {
			return m, nil
		}
	}
	if m, err := p.ParseCoordinate(text); err == nil {
		return m, nil
	}
	return p.ParseSAN(text)
}

// ParseSAN reads a move in the variant's display notation. It accepts the
// canonical form with or without check marks and annotations, and for
// ordinary piece moves also a missing "x" or a fuller disambiguation.
func (p *Position) ParseSAN(text string) (Move, error) {
	s := strings.TrimSpace(text)
	s = strings.TrimRight(s, "+#!?")
	s = strings.ReplaceAll(s, "0-0", "O-O")
	if s == "" {
		return NoMove, fmt.Errorf("empty move")
	}
	var ml MoveList
	p.GenerateLegal(&ml)
	for _, m := range ml.Slice() {
		if p.sanBody(m, &ml) == s {
			return m, nil
		}
	}
	if m, ok := p.matchLooseSAN(s, &ml); ok {
		return m, nil
	}
	return NoMove, fmt.Errorf("%q is not a legal move here", text)
}

// SAN is the move in the variant's display notation, with + or #.
func (p *Position) SAN(m Move) string {
	var ml MoveList
	p.GenerateLegal(&ml)
	return p.sanWithSuffix(m, &ml)
}

func (p *Position) sanWithSuffix(m Move, legal *MoveList) string {
	s := p.sanBody(m, legal)
	p.MakeMove(m)
	if p.InCheck() {
		var reply MoveList
		p.GenerateLegal(&reply)
		if reply.Len() == 0 {
			s += "#"
		} else {
			s += "+"
		}
	}
	p.UnmakeMove()
	return s
}

func (p *Position) sanBody(m Move, legal *MoveList) string {
	if p.variant.turnover {
		return p.turnoverSAN(m)
	}
	from, to := m.From(), m.To()
	switch m.Kind() {
	case Castling:
		s := "O-O"
		if to < from {
			s = "O-O-O"
		}
		if d := int(to) - int(from); d == 3 || d == -3 {
			s += "/" + string(fileLetters[to.File()])
		}
		return s
	case CannonShot:
		return from.String() + "*" + to.String()
	case CatapultStep:
		return "C" + p.disambiguation(m, legal) + to.String()
	case Teleport:
		s := string(p.board[from].Kind().Letter()) + "^"
		if p.board[to] != NoPiece {
			s += "x"
		}
		return s + to.String()
	case TurretMove:
		s := "T" + p.disambiguation(m, legal) + to.String()
		if sl, ok := p.slingOf(from, to); ok {
			s += "/" + string(sl.Piece.Kind().Letter())
			if sl.Captured != NoPiece {
				s += "x"
			}
			s += sl.To.String()
			if sl.Promotes {
				s += "=Q"
			}
		}
		return s
	}
	mover := p.board[from]
	capture := p.board[to] != NoPiece || m.Kind() == EnPassant
	var sb strings.Builder
	if mover.Kind() == Pawn {
		if capture {
			sb.WriteByte(fileLetters[from.File()])
			sb.WriteByte('x')
		}
		sb.WriteString(to.String())
		if k := m.Promotion(); k != NoKind {
			sb.WriteByte('=')
			sb.WriteByte(k.Letter())
		}
		return sb.String()
	}
	sb.WriteByte(mover.Kind().Letter())
	sb.WriteString(p.disambiguation(m, legal))
	if capture {
		sb.WriteByte('x')
	}
	sb.WriteString(to.String())
	return sb.String()
}

// disambiguation adds the file, the rank, or both, of the moving piece when
// another piece of the same kind could make a move of the same kind to the
// same square.
func (p *Position) disambiguation(m Move, legal *MoveList) string {
	from, to := m.From(), m.To()
	kind := p.board[from].Kind()
	sameFile, sameRank, others := false, false, false
	for _, o := range legal.Slice() {
		if o.To() != to || o.From() == from || o.Kind() != m.Kind() || p.board[o.From()].Kind() != kind {
			continue
		}
		others = true
		if o.From().File() == from.File() {
			sameFile = true
		}
		if o.From().Rank() == from.Rank() {
			sameRank = true
		}
	}
	switch {
	case !others:
		return ""
	case !sameFile:
		return string(fileLetters[from.File()])
	case !sameRank:
		return string(byte('1' + from.Rank()))
	default:
		return from.String()
	}
}

// matchLooseSAN matches ordinary moves written with extra or missing
// decoration: "Nxf3" for "Nf3" is refused, but "Ngf3", "N1f3", "Nf3" with an
// unneeded "x" missing, or "e8Q" are accepted when they name one move.
func (p *Position) matchLooseSAN(s string, legal *MoveList) (Move, bool) {
	kind := Pawn
	if len(s) > 0 && s[0] >= 'A' && s[0] <= 'Z' && s[0] != 'O' {
		kind = kindFromLetter(s[0])
		if kind == NoKind {
			return NoMove, false
		}
		s = s[1:]
	}
	promo := NoKind
	if i := strings.IndexAny(s, "=QRBNTG"); i > 0 && i >= len(s)-2 {
		promo = kindFromLetter(s[len(s)-1])
		s = strings.TrimRight(s[:i], "=")
	}
	s = strings.ReplaceAll(s, "x", "")
	if len(s) < 2 {
		return NoMove, false
	}
	to, err := p.variant.geometry.ParseSquare(s[len(s)-2:])
	if err != nil {
		return NoMove, false
	}
	hint := s[:len(s)-2]
	found := NoMove
	for _, m := range legal.Slice() {
		if m.To() != to || m.Promotion() != promo || p.board[m.From()].Kind() != kind {
			continue
		}
		switch m.Kind() {
		case Normal, DoubleStep, EnPassant, TurretMove:
		default:
			continue
		}
		name := m.From().String()
		if hint != "" && !strings.Contains(name, hint) && name != hint {
			continue
		}
		if found != NoMove {
			return NoMove, false
		}
		found = m
	}
	return found, found != NoMove
}

// MoveLabel names the ply-th move of a game (counted from 1) as players number moves, with
// its notation: "2. Ke3" for White's second move, "2... Nc6" for Black's.
func MoveLabel(start *Position, ply int, text string) string {
	black := start.side == Black
	n := ply - 1
	if black {
		n++
	}
	number := start.fullmove + n/2
	if n%2 == 1 {
		return fmt.Sprintf("%d... %s", number, text)
	}
	return fmt.Sprintf("%d. %s", number, text)
}
