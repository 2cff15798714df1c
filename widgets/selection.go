package widgets

import (
	"slices"

	"siegeworks/rules"
)

// destination is one square a picked-up piece can go to and what moving there does.
type destination struct {
	to      rules.Square
	moves   []rules.Move   // every legal move to the square (one per promotion choice)
	effects []rules.Effect // the effects of moves[0], the move the preview shows
	marks   HighlightKind  // how the destination is marked
	// badge is the other piece the move is about: the piece a Turret slings (drawn in the
	// destination's disc), the promoted piece, the stack a turnover or combination makes (which
	// the full preview shows as a ghost), the castling rook.
	badge rules.Piece
}

// fireLine is a cannon pawn's line of fire, from the pawn to its farthest target.
type fireLine struct{ from, to rules.Square }

// selection is a picked-up piece and everything its legal moves do, worked out once when the
// piece is picked up so hovering and dragging only look things up.
type selection struct {
	from  rules.Square
	dests []destination
	// marks are the summary marks: the selected square, every destination, and the squares
	// the moves touch besides their destinations (slung pieces and their victims, screens
	// and lines of fire).
	marks map[rules.Square]HighlightKind
	fire  []fireLine
}

// destination finds the entry for a square, or nil when the piece cannot go there.
func (s *selection) destination(to rules.Square) *destination {
	if s == nil {
		return nil
	}
	for i := range s.dests {
		if s.dests[i].to == to {
			return &s.dests[i]
		}
	}
	return nil
}

// canPickUp reports whether the player to move may pick up what stands on the square: an own
// piece, or in Chess++ an own Catapult with no piece on it.
func canPickUp(pos *rules.Position, sq rules.Square) bool {
	if pos == nil || !pos.Variant().Geometry().Contains(sq) {
		return false
	}
	if pc := pos.At(sq); !pc.IsEmpty() {
		return pc.Color() == pos.SideToMove()
	}
	c, ok := pos.CatapultAt(sq)
	return ok && c == pos.SideToMove()
}

// pickUp works out the destinations of the piece on from and what each of their moves does.
// pos must be a position the caller owns: Effects plays moves on it and takes them back.
func pickUp(pos *rules.Position, from rules.Square) *selection {
	s := &selection{from: from, marks: map[rules.Square]HighlightKind{from: HighlightSelected}}
	for _, m := range pos.MovesFrom(from) {
		if d := s.destination(m.To()); d != nil {
			d.moves = append(d.moves, m) // another promotion choice: same square, same marks
			continue
		}
		d := destination{to: m.To(), moves: []rules.Move{m}, effects: pos.Effects(m)}
		s.classify(pos, &d)
		s.dests = append(s.dests, d)
		s.marks[d.to] |= d.marks
	}
	slices.SortFunc(s.dests, func(a, b destination) int { return int(a.to) - int(b.to) })
	return s
}

// classify derives a destination's marks from its move's effects; it also marks the other
// squares those effects touch.
func (s *selection) classify(pos *rules.Position, d *destination) {
	m := d.moves[0]
	if m.Kind() == rules.Castling {
		d.marks |= HighlightCastling
	}
	for _, e := range d.effects {
		switch e.Kind {
		case rules.EffectCapture:
			if capturedBySling(d.effects, e.To) {
				s.marks[e.To] |= HighlightSlingCapture
			} else {
				d.marks |= HighlightCapture
			}
		case rules.EffectMove:
			if e.From != m.From() && d.marks.Has(HighlightCastling) {
				d.badge = pos.At(e.From) // the castling rook
			}
		case rules.EffectSling:
			d.marks |= HighlightSling
			d.badge = e.Piece
			s.marks[e.From] |= HighlightSlung
		case rules.EffectTeleport:
			d.marks |= HighlightTeleport
		case rules.EffectExplode:
			if e.To == m.To() {
				d.marks |= HighlightExplode
				s.addFire(pos, m.From(), m.To())
			}
		case rules.EffectPromote:
			if e.To == m.To() {
				d.marks |= HighlightPromotion
				d.badge = e.Piece
			} else if d.marks.Has(HighlightSling) {
				d.badge = e.Piece // a slung pawn that will be a queen
			}
		case rules.EffectTurnover:
			d.marks |= HighlightTurnover
			d.badge = e.Piece
		case rules.EffectCombine:
			d.marks |= HighlightCombine
			d.badge = e.Piece
		case rules.EffectCatapultMove:
			d.marks |= HighlightCatapultStep
		case rules.EffectCatapultRemoved:
			d.marks |= HighlightCatapultCapture
		}
	}
	if d.marks == 0 {
		d.marks = HighlightMove
	}
}

// capturedBySling reports whether the capture on sq is a slung piece's landing.
func capturedBySling(effects []rules.Effect, sq rules.Square) bool {
	for _, e := range effects {
		if e.Kind == rules.EffectSling && e.To == sq {
			return true
		}
	}
	return false
}

// addFire marks a cannon shot's path: the screen (the first piece in front of the pawn, one
// of its own) and the squares the shot flies over. The farthest target of each pawn gives
// the line drawn.
func (s *selection) addFire(pos *rules.Position, from, to rules.Square) {
	screenFound := false
	for _, sq := range squaresBetween(from, to) {
		if !pos.At(sq).IsEmpty() && !screenFound {
			s.marks[sq] |= HighlightScreen
			screenFound = true
		}
		s.marks[sq] |= HighlightLineOfFire
	}
	for i := range s.fire {
		if s.fire[i].from == from {
			if rankDistance(from, to) > rankDistance(from, s.fire[i].to) {
				s.fire[i].to = to
			}
			return
		}
	}
	s.fire = append(s.fire, fireLine{from, to})
}

func rankDistance(a, b rules.Square) int {
	d := a.Rank() - b.Rank()
	if d < 0 {
		return -d
	}
	return d
}

// squaresBetween lists the squares strictly between two squares of one file, rank or
// diagonal, nearest to a first (none when they share no line).
func squaresBetween(a, b rules.Square) []rules.Square {
	df, dr := sign(b.File()-a.File()), sign(b.Rank()-a.Rank())
	fd, rd := b.File()-a.File(), b.Rank()-a.Rank()
	if fd != 0 && rd != 0 && fd != rd && fd != -rd {
		return nil
	}
	var out []rules.Square
	f, r := a.File()+df, a.Rank()+dr
	for f != b.File() || r != b.Rank() {
		out = append(out, rules.SquareAt(f, r))
		f, r = f+df, r+dr
	}
	return out
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
