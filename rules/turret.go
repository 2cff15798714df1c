package rules

// lineStep maps the difference between two squares on one queen line to the
// unit step along it (0 when they share no line). The mailbox is wide enough
// that no two lines of the board give the same difference.
var lineStep [512]int8

func init() {
	for _, d := range queenDirs {
		for k := 1; k <= 9; k++ {
			lineStep[256+k*d] = int8(d)
		}
	}
}

// leapStep marks the differences between two squares a knight's or a Kwagga's
// first leap apart, indexed like lineStep.
var leapStep [512]bool

func init() {
	for _, d := range knightLeaps {
		leapStep[256+d] = true
	}
	for _, d := range kwaggaLeaps {
		leapStep[256+d] = true
	}
}

// mayAttack reports whether a piece on s could attack t at all: t lies on one of s's
// lines or a leap away. A piece of any kind elsewhere cannot.
func mayAttack(s, t Square) bool {
	d := 256 + int(t) - int(s)
	return lineStep[d] != 0 || leapStep[d]
}

func stepBetween(from, to Square) Square {
	return Square(lineStep[256+int(to)-int(from)])
}

// adjacent reports whether two squares touch (a king's step apart): their difference is
// itself a unit step.
func adjacent(a, b Square) bool {
	d := int(b) - int(a)
	return d != 0 && int(lineStep[256+d]) == d
}

// genTurret: a Turret moves like a queen but only to empty squares and never
// captures by moving; whatever its move slings is worked out by MakeMove.
func (p *Position) genTurret(ml *MoveList, from Square) {
	b := &p.board
	for _, d := range queenDirs {
		step := Square(d)
		for to := from + step; b[to] == NoPiece; to += step {
			ml.add(newMove(from, to, TurretMove, NoKind))
		}
	}
}

// Sling describes what a Turret move hurls: the piece directly behind the
// Turret's start square, thrown to the square just beyond its destination.
type Sling struct {
	From, To Square
	Piece    Piece // the slung piece as it stood on From
	Captured Piece // enemy piece taken on To, or NoPiece
	Promotes bool  // a pawn landing on its own last rank becomes a queen
}

// slingOf works out the sling of a Turret move from S to D (docs/RULES.md §2.3):
// it happens whenever possible, and is impossible when the landing square is
// off the board, holds a piece of the moving side, or is the slung pawn's own
// first rank.
func (p *Position) slingOf(from, to Square) (Sling, bool) {
	d := stepBetween(from, to)
	ammoSq := from - d
	ammo := p.board[ammoSq]
	if ammo == NoPiece || ammo == offBoard {
		return Sling{}, false
	}
	landing := to + d
	target := p.board[landing]
	if target == offBoard || (target != NoPiece && target.Color() == p.side) {
		return Sling{}, false
	}
	if !slingReaches(ammo, landing) {
		return Sling{}, false
	}
	s := Sling{From: ammoSq, To: landing, Piece: ammo, Captured: target}
	s.Promotes = ammo.Kind() == Pawn && landing.relativeRank(ammo.Color()) == 7
	return s, true
}

// SlingOf reports the sling a Turret move would make in this position.
func (p *Position) SlingOf(m Move) (Sling, bool) {
	if m.Kind() != TurretMove {
		return Sling{}, false
	}
	return p.slingOf(m.From(), m.To())
}
