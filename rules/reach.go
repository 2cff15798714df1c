package rules

// KindCount is one more than the largest Kind, for tables indexed by kind.
const KindCount = kindCount

// SquareSet is a set of squares of any board.
type SquareSet struct{ bits [4]uint64 }

// Add puts the square in the set.
func (s *SquareSet) Add(sq Square) { s.bits[sq>>6] |= 1 << (sq & 63) }

// Has reports whether the square is in the set.
func (s *SquareSet) Has(sq Square) bool { return s.bits[sq>>6]&(1<<(sq&63)) != 0 }

// KingZone is the side's king square and the squares next to it (empty when
// the side has no king, and in Turnover, whose Castles are not one king).
func (p *Position) KingZone(c Color) SquareSet {
	var z SquareSet
	k := p.kings[c]
	if p.variant.turnover || k == NoSquare {
		return z
	}
	z.Add(k)
	for _, d := range queenDirs {
		if t := k + Square(d); p.board[t] != offBoard {
			z.Add(t)
		}
	}
	return z
}

// Reach is what the piece on one square can do from there, counted for an
// evaluation.
type Reach struct {
	// Moves: the squares it could move or capture to by its own movement (empty squares
	// and enemy pieces; a Turret counts its empty squares). Not counted for pawns and
	// kings.
	Moves int
	// Zone: the squares of the zone it attacks — along its lines up to and including the
	// first piece, by its leaps, or (a loaded Turret) where it could sling its ammunition.
	Zone int
	// Loaded: a Turret with a piece directly behind it on a line it can move along, or,
	// in Gunnery, a pawn whose first piece ahead on its file is its own (its screen).
	Loaded bool
	// Targets: the enemy pieces that a loaded Turret could sling onto, or that a loaded
	// cannon pawn could shoot (kings not counted).
	Targets int
	// Hits: the kinds of the enemy pieces it could capture by its own movement,
	// bit 1<<kind for each (knights, Kwaggas and the sliders only).
	Hits uint16
}

// Reach tells what the piece on s reaches; zone is the set its Zone count is
// taken from (usually the enemy's KingZone). In Turnover a stack reaches as
// the chess piece of its kind would.
func (p *Position) Reach(s Square, zone *SquareSet) Reach {
	pc := p.board[s]
	if !pc.isReal() {
		return Reach{}
	}
	switch pc.Kind() {
	case Knight:
		return p.leaperReach(s, pc.Color(), &knightLeaps, zone)
	case Kwagga:
		// A Kwagga captures and attacks only by its first (camel) leap.
		return p.leaperReach(s, pc.Color(), &kwaggaLeaps, zone)
	case Bishop:
		return p.sliderReach(s, pc.Color(), diagonals[:], zone)
	case Rook:
		return p.sliderReach(s, pc.Color(), orthogonals[:], zone)
	case Queen:
		return p.sliderReach(s, pc.Color(), queenDirs[:], zone)
	case Turret:
		return p.turretReach(s, pc.Color(), zone)
	case Pawn:
		if p.variant.cannons {
			return p.cannonReach(s, pc.Color())
		}
	}
	return Reach{}
}

func (p *Position) leaperReach(s Square, c Color, leaps *[8]int, zone *SquareSet) Reach {
	var r Reach
	for _, d := range leaps {
		t := s + Square(d)
		x := p.board[t]
		if x == offBoard || (x != NoPiece && x.Color() == c) {
			continue
		}
		if x != NoPiece {
			r.Hits |= 1 << x.Kind()
		}
		r.Moves++
		if zone.Has(t) {
			r.Zone++
		}
	}
	return r
}

func (p *Position) sliderReach(s Square, c Color, dirs []int, zone *SquareSet) Reach {
	var r Reach
	b := &p.board
	for _, d := range dirs {
		step := Square(d)
		t := s + step
		for {
			x := b[t]
			if x == offBoard {
				break
			}
			if zone.Has(t) {
				r.Zone++
			}
			if x != NoPiece {
				if x.Color() != c {
					r.Moves++
					r.Hits |= 1 << x.Kind()
				}
				break
			}
			r.Moves++
			t += step
		}
	}
	return r
}

// turretReach: a Turret moves only to empty squares; with ammunition behind it
// (docs/RULES.md §2.3) it can sling that piece one square beyond wherever it stops,
// up to the first piece on the line.
func (p *Position) turretReach(s Square, c Color, zone *SquareSet) Reach {
	var r Reach
	b := &p.board
	for _, d := range queenDirs {
		step := Square(d)
		t := s + step
		if b[t] != NoPiece {
			continue
		}
		ammo := b[s-step]
		loaded := ammo.isReal()
		r.Loaded = r.Loaded || loaded
		for b[t] == NoPiece {
			r.Moves++
			t += step
			if loaded && zone.Has(t) && slingReaches(ammo, t) {
				r.Zone++
			}
		}
		if x := b[t]; loaded && x.isReal() && x.Color() != c && slingReaches(ammo, t) {
			r.Targets++
		}
	}
	return r
}

// cannonReach: a Gunnery pawn whose first piece ahead is its own is a loaded
// cannon (docs/RULES.md §3); beyond the screen its shot flies over empty squares and
// enemy pieces other than pawns, any of which it could hit, and stops at an
// enemy pawn (which it could hit too) or at its own piece.
func (p *Position) cannonReach(s Square, c Color) Reach {
	var r Reach
	b := &p.board
	fwd := Square(forwardSteps[c])
	t := s + fwd
	for b[t] == NoPiece {
		t += fwd
	}
	if x := b[t]; x == offBoard || x.Color() != c {
		return r
	}
	r.Loaded = true
	for t += fwd; ; t += fwd {
		x := b[t]
		if x == NoPiece {
			continue
		}
		if x == offBoard || x.Color() == c {
			break
		}
		if x.Kind() != King {
			r.Targets++
		}
		if x.Kind() == Pawn {
			break
		}
	}
	return r
}
