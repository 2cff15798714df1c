package widgets

import (
	"slices"

	"fyne.io/fyne/v2"

	"siegeworks/rules"
)

// Demonstrate shows the board as a player sees it while choosing a move, without taking
// input: the piece on from picked up with all its destinations marked and, when m is one of
// its moves, that move's whole effect previewed as if the pointer were over its destination.
// The guide's diagrams are drawn this way. Call it after SetPosition; another SetPosition
// ends it.
func (b *Board) Demonstrate(from rules.Square, m rules.Move) {
	b.interactive = false
	b.demo = true
	b.sel = nil
	b.preview = nil
	if b.work != nil && from != rules.NoSquare {
		b.sel = pickUp(b.work, from)
		if m != rules.NoMove {
			if d := b.sel.destination(m.To()); d != nil {
				b.preview = previewOf(b.work, d)
			}
		}
	}
	b.Refresh()
}

// SetStars marks squares with stars (the targets of a lesson); nil clears them.
func (b *Board) SetStars(squares []rules.Square) {
	if slices.Equal(b.stars, squares) {
		return
	}
	b.stars = slices.Clone(squares)
	b.Refresh()
}

// AttackLines lists the attacks the board draws now: on a king (or Castle) in check, and
// those of a refused move.
func (b *Board) AttackLines() []rules.Attack {
	return append(slices.Clone(b.checks), b.refusal...)
}

// drawStars draws a gold star on every star square.
func (r *boardRenderer) drawStars(l boardLayout) {
	for _, s := range r.board.stars {
		g := geomOf(l, s)
		r.floor.polygon(starPoints(g.centre, 0.4*g.side, 0.17*g.side, 5, -0.5*3.14159265), withAlpha(marks.promotion, 0xff))
		r.floor.polygon(starPoints(g.centre, 0.26*g.side, 0.11*g.side, 5, -0.5*3.14159265), marks.badgeRim)
	}
}

// drawAttacks draws each attack as a red line from the attacker to the attacked square: a
// straight arrow for a piece's own capture, the slung piece's flight over its Turret, the
// shot through its screen (marked), and a dotted jump for a teleport.
func (r *boardRenderer) drawAttacks(l boardLayout, attacks []rules.Attack) {
	for _, a := range attacks {
		from, to := geomOf(l, a.From), geomOf(l, a.To)
		s := from.side
		c := withAlpha(marks.capture, 0xc0)
		switch a.Kind {
		case rules.AttackTeleport:
			r.dottedArrow(from.centre, to.centre, s, marks.capture)
		case rules.AttackSling:
			via := geomOf(l, a.Via)
			r.over.circle(via.centre, 0.44*s, nil, c, max(2, 0.06*s))
			r.over.polygon(arrowPoints(via.centre, to.centre, 0.07*s, 0.3*s, 0.26*s), c)
		case rules.AttackShot:
			via := geomOf(l, a.Via)
			inset := 0.07 * s
			r.over.rect(via.pos.AddXY(inset, inset), fyne.NewSquareSize(s-2*inset), nil, c, max(2, 0.06*s), 0.12*s)
			r.over.polygon(arrowPoints(from.centre, to.centre, 0.07*s, 0.3*s, 0.26*s), c)
		default:
			r.over.polygon(arrowPoints(from.centre, to.centre, 0.07*s, 0.3*s, 0.26*s), c)
		}
	}
}
