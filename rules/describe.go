package rules

import (
	"fmt"
	"strings"
)

// stackNames are the Turnover names of the stacks, indexed by the chess kind each reuses.
var stackNames = [kindCount]string{Pawn: "Wall", Knight: "Fortress", Bishop: "Fort", Rook: "Tower",
	Queen: "Citadel", King: "Castle"}

// KindName is what players call a kind in this variant: "knight", "Turret", or in
// Turnover the stack's name ("Fortress").
func (v *Variant) KindName(k Kind) string {
	if v.turnover {
		return stackNames[k]
	}
	switch k {
	case Turret, Kwagga:
		return strings.ToUpper(k.String()[:1]) + k.String()[1:]
	}
	return k.String()
}

// pieceOn names a piece by its square: "the e5 pawn", "the black Tower on e5".
func (p *Position) pieceOn(pc Piece, s Square, withColor bool) string {
	name := p.variant.KindName(pc.Kind())
	if withColor {
		return fmt.Sprintf("the %s %s on %s", pc.Color(), name, s)
	}
	return fmt.Sprintf("the %s %s", s, name)
}

// Describe says in words what a legal move does, for the status line and the lessons:
// "Turret to b6, slinging the b2 pawn onto b7, where it captures the black pawn".
func (p *Position) Describe(m Move) string { return p.describe(m, describeMover) }

// DescribeUnchosen says what a promotion does before the player has chosen the piece:
// "Pawn to f8, promoting: you choose the piece". Any other move it describes as Describe.
func (p *Position) DescribeUnchosen(m Move) string { return p.describe(m, describeUnchosen) }

// DescribeAction says what a legal move does as an onlooker tells it: sides by their colour
// ("it becomes a black Fortress", never "your"), and without what follows from it (check,
// checkmate), which the caller says in its own words: "Rook to e6, capturing the black
// queen on e6".
func (p *Position) DescribeAction(m Move) string { return p.describe(m, describeOnlooker) }

// describeWay is whose words describe uses.
type describeWay uint8

const (
	describeMover    describeWay = iota // the mover's: "your", and the outcome
	describeUnchosen                    // the mover's, before a promotion's piece is chosen
	describeOnlooker                    // an onlooker's: colours, no outcome
)

func (p *Position) describe(m Move, way describeWay) string {
	unchosen := way == describeUnchosen
	// your is the mover's own: "your", or "the white" for an onlooker; becomes what a
	// turned-over stack becomes: "your", or "a white".
	your, becomes := "your", "your"
	if way == describeOnlooker {
		your, becomes = "the "+p.side.String(), "a "+p.side.String()
	}
	if !p.IsLegal(m) {
		return "that move is not possible here"
	}
	effects := p.Effects(m)
	us := p.side
	var head string
	var tail []string
	mover := p.board[m.From()]
	switch m.Kind() {
	case Castling:
		wing := "kingside"
		if m.To() < m.From() {
			wing = "queenside"
		}
		head = fmt.Sprintf("King castles %s to %s", wing, m.To())
		for _, e := range effects {
			if e.Kind == EffectMove && e.From != m.From() {
				tail = append(tail, fmt.Sprintf("the rook goes to %s", e.To))
			}
		}
	case CannonShot:
		head = fmt.Sprintf("The %s pawn fires at %s: both are removed",
			m.From(), p.pieceOn(p.board[m.To()], m.To(), true))
	case CatapultStep:
		head = fmt.Sprintf("The Catapult on %s moves to %s", m.From(), m.To())
	case Teleport:
		head = fmt.Sprintf("%s teleports from %s to the Catapult on %s", capital(p.variant.KindName(mover.Kind())), m.From(), m.To())
	case SetMove:
		head = fmt.Sprintf("The whole Castle steps from %s to %s", m.From(), m.To())
	case RingMove:
		ring := mover.Kind()
		for _, e := range effects {
			if e.Kind == EffectMove {
				ring = e.Piece.Kind()
			}
		}
		head = fmt.Sprintf("%s moves from %s to %s", capital(p.variant.KindName(ring)), m.From(), m.To())
		if mover.Kind() != ring {
			head = fmt.Sprintf("The %s of the %s on %s moves to %s", p.variant.KindName(ring),
				p.variant.KindName(mover.Kind()), m.From(), m.To())
		}
	default:
		head = fmt.Sprintf("%s to %s", capital(p.variant.KindName(mover.Kind())), m.To())
	}
	slingTo, slungCapture := NoSquare, ""
	var removed [2][]string // Catapults captured, by owner (always both of a side, §4.5)
	for _, e := range effects {
		if e.Kind == EffectSling {
			slingTo = e.To
		}
	}
	for _, e := range effects {
		switch e.Kind {
		case EffectCapture:
			victim := p.pieceOn(e.Piece, e.To, true)
			switch {
			case e.To == slingTo:
				slungCapture = "where it captures " + victim // said after the sling
			case p.variant.turnover:
				tail = append(tail, "taking "+victim+" whole")
			case m.Kind() == EnPassant:
				tail = append(tail, "capturing "+victim+" en passant")
			default:
				tail = append(tail, "capturing "+victim)
			}
		case EffectSling:
			if m.Kind() == TurretMove {
				tail = append(tail, fmt.Sprintf("slinging %s onto %s", p.slungName(e), e.To))
				if slungCapture != "" {
					tail = append(tail, slungCapture)
				}
			}
		case EffectPromote:
			name := p.variant.KindName(e.Piece.Kind())
			switch {
			case e.To == slingTo:
				tail = append(tail, "which lands on its last rank and becomes a "+name)
			case unchosen && m.IsPromotion():
				tail = append(tail, "promoting: you choose the piece")
			default:
				tail = append(tail, "becoming a "+name)
			}
		case EffectLeaveBehind:
			tail = append(tail, fmt.Sprintf("leaving a %s on %s", p.variant.KindName(e.Piece.Kind()), e.From))
		case EffectTurnover:
			tail = append(tail, fmt.Sprintf("turning over %s: it becomes %s %s",
				p.pieceOn(p.board[e.To], e.To, true), becomes, p.variant.KindName(e.Piece.Kind())))
		case EffectCombine:
			tail = append(tail, fmt.Sprintf("joining %s %s there to make a %s", your,
				p.variant.KindName(p.board[e.To].Kind()), p.variant.KindName(e.Piece.Kind())))
		case EffectCatapultRemoved:
			removed[e.Piece.Color()] = append(removed[e.Piece.Color()], e.To.String())
		}
	}
	for c, squares := range removed {
		if len(squares) == 0 {
			continue
		}
		where := strings.Join(squares, " and ")
		switch {
		case Color(c) == us:
			tail = append(tail, "and "+your+" Catapults on "+where+" are captured")
		default:
			tail = append(tail, fmt.Sprintf("capturing both %s Catapults, on %s", Color(c), where))
		}
	}
	text := head
	if len(tail) > 0 {
		text += ", " + strings.Join(tail, ", ")
	}
	if way == describeOnlooker {
		return text
	}
	q := p.Clone()
	q.MakeMove(m)
	switch st := q.Status(); {
	case st == Checkmate:
		text += " — checkmate"
	case st == Stalemate:
		text += " — stalemate"
	case st == NoCastles:
		text += " — the last enemy Castle falls"
	case q.InCheck():
		text += " — check"
	}
	return text
}

// slungName names the piece a Turret slings: "the b2 pawn", or "the black king on e8" for
// an enemy piece.
func (p *Position) slungName(e Effect) string {
	return p.pieceOn(e.Piece, e.From, e.Piece.Color() != p.side)
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
