package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"

	"siegeworks/assets"
	"siegeworks/rules"
)

// drawMarks draws every mark for the board's state: check glows, the picked-up piece's
// destinations with their side effects, and the full preview of the move under the pointer.
func (r *boardRenderer) drawMarks(l boardLayout) {
	b := r.board
	for _, ly := range []*layer{r.under, r.over, r.badges} {
		ly.reset()
	}
	for _, sv := range b.model.squares {
		if b.static[sv.sq].Has(HighlightCheck) {
			r.under.glow(l.squarePos(sv.file, sv.rank), fyne.NewSquareSize(l.square), marks.check)
		}
	}
	if b.sel != nil && b.showLegal && b.promo == nil {
		r.drawSelection(l, b.sel)
	}
	if b.preview != nil {
		r.drawPreview(l, b.preview)
	}
	for _, ly := range []*layer{r.under, r.over, r.badges} {
		ly.finish()
	}
	r.markLayersGrown()
}

// geometry of one square in the current layout.
type cellGeom struct {
	pos    fyne.Position // top-left
	centre fyne.Position
	side   float32
}

func geomOf(l boardLayout, sq rules.Square) cellGeom {
	p := l.squarePos(sq.File(), sq.Rank())
	return cellGeom{pos: p, centre: p.AddXY(l.square/2, l.square/2), side: l.square}
}

// drawSelection draws the summary of a picked-up piece: a mark on every destination whose
// colour says what kind of move it is, a badge with a small picture of what the move makes or
// throws, and marks on the other pieces the moves involve.
func (r *boardRenderer) drawSelection(l boardLayout, s *selection) {
	turnover := r.board.pos.Variant().IsTurnover()
	for _, f := range s.fire {
		a, z := geomOf(l, f.from), geomOf(l, f.to)
		r.under.line(a.centre, z.centre, withAlpha(marks.explode, 0x90), max(2, 0.07*a.side))
	}
	for _, sv := range r.board.model.squares {
		k := s.marks[sv.sq]
		g := geomOf(l, sv.sq)
		if k.Has(HighlightSlung) {
			r.under.circle(g.centre, 0.46*g.side, nil, marks.sling, max(2, 0.07*g.side))
		}
		if k.Has(HighlightScreen) {
			inset := 0.07 * g.side
			r.under.rect(g.pos.AddXY(inset, inset), fyne.NewSquareSize(g.side-2*inset), nil,
				marks.screen, max(2, 0.06*g.side), 0.12*g.side)
		}
		if k.Has(HighlightSlingCapture) {
			r.corners(g, marks.sling)
		}
	}
	for i := range s.dests {
		d := &s.dests[i]
		g := geomOf(l, d.to)
		previewed := r.board.preview != nil && r.board.preview.move == d.moves[0]
		r.drawDestination(g, d, previewed, turnover)
	}
}

// drawDestination draws one destination's mark and badge.
func (r *boardRenderer) drawDestination(g cellGeom, d *destination, previewed, turnover bool) {
	k := d.marks
	occupied := !r.board.pos.At(d.to).IsEmpty()
	base := marks.move
	switch {
	case k.Has(HighlightSling):
		base = marks.sling
	case k.Has(HighlightTeleport):
		base = marks.teleport
	case k.Has(HighlightTurnover):
		base = marks.turnover
	case k.Has(HighlightCombine):
		base = marks.combine
	case k.Has(HighlightCastling):
		base = marks.castling
	}
	switch {
	case k.Has(HighlightExplode):
		r.under.polygon(starPoints(g.centre, 0.52*g.side, 0.3*g.side, 8, 0), withAlpha(marks.explode, 0xb8))
	case k.Has(HighlightCatapultStep):
		owner, _ := r.board.pos.CatapultAt(r.board.sel.from)
		r.under.image(assets.Piece(side(owner), assets.Catapult), g.pos, fyne.NewSquareSize(g.side), 0.6)
		r.under.circle(g.centre, 0.12*g.side, marks.move, nil, 0)
	case k.Has(HighlightTeleport):
		r.under.circle(g.centre, 0.3*g.side, nil, base, max(2, 0.08*g.side))
		if !occupied {
			r.under.circle(g.centre, 0.11*g.side, base, nil, 0)
		}
	case occupied:
		r.corners(g, base)
	default:
		r.under.circle(g.centre, 0.17*g.side, base, nil, 0)
	}
	if previewed {
		return // the full preview shows what the badge would
	}
	switch {
	case d.badge != rules.NoPiece && k.Has(HighlightPromotion) && !k.Has(HighlightSling):
		r.badge(g, pieceArt(d.badge, turnover), marks.promotion, false)
	case d.badge != rules.NoPiece:
		r.badge(g, pieceArt(d.badge, turnover), base, false)
	}
	if k.Has(HighlightCatapultCapture) {
		r.badge(g, assets.Piece(side(r.board.pos.SideToMove().Other()), assets.Catapult), marks.capture, true)
	}
}

// corners marks a capture with four triangles in the square's corners, which stay visible
// around a piece of any size.
func (r *boardRenderer) corners(g cellGeom, c color.NRGBA) {
	for _, tri := range cornerPoints(g.pos, g.side, 0.27*g.side) {
		r.over.polygon(tri, c)
	}
}

// badge draws a small coloured disc with a picture in a corner of a square: top right, or
// top left when left is true.
func (r *boardRenderer) badge(g cellGeom, art fyne.Resource, c color.NRGBA, left bool) {
	radius := 0.21 * g.side
	centre := g.pos.AddXY(g.side-radius-0.02*g.side, radius+0.02*g.side)
	if left {
		centre = g.pos.AddXY(radius+0.02*g.side, radius+0.02*g.side)
	}
	r.badges.circle(centre, radius, withAlpha(c, 0xff), marks.badgeRim, max(1, 0.03*g.side))
	if art != nil {
		in := 0.3 * g.side
		r.badges.image(art, centre.SubtractXY(in/2, in/2), fyne.NewSquareSize(in), 0)
	}
}

// drawPreview draws the whole effect of the move under the pointer: translucent ghosts of
// what will stand where, arrows for everything that travels, and crosses, bursts and struck
// Catapults for everything destroyed. The pieces that leave or die are faded by update.
func (r *boardRenderer) drawPreview(l boardLayout, p *effectPreview) {
	turnover := r.board.pos.Variant().IsTurnover()
	for _, gh := range p.ghosts {
		g := geomOf(l, gh.sq)
		if gh.catapult {
			r.over.image(assets.Piece(side(gh.owner), assets.Catapult), g.pos, fyne.NewSquareSize(g.side), 0.35)
		}
		if gh.piece != rules.NoPiece {
			r.over.image(pieceArt(gh.piece, turnover), g.pos, fyne.NewSquareSize(g.side), 0.3)
		}
	}
	for _, a := range p.arrows {
		from, to := geomOf(l, a.from), geomOf(l, a.to)
		s := from.side
		switch a.kind {
		case arrowTeleport:
			r.dottedArrow(from.centre, to.centre, s, marks.teleport)
		case arrowSling:
			r.over.polygon(arrowPoints(from.centre, to.centre, 0.13*s, 0.42*s, 0.36*s), withAlpha(marks.sling, 0xd0))
		default:
			r.over.polygon(arrowPoints(from.centre, to.centre, 0.11*s, 0.36*s, 0.3*s), marks.arrow)
		}
	}
	for _, sv := range r.board.model.squares {
		k, ok := p.marks[sv.sq]
		if !ok {
			continue
		}
		g := geomOf(l, sv.sq)
		switch {
		case k.Has(HighlightExplode):
			r.over.polygon(starPoints(g.centre, 0.5*g.side, 0.24*g.side, 8, 0.2), withAlpha(marks.explode, 0xc8))
			r.over.polygon(starPoints(g.centre, 0.28*g.side, 0.13*g.side, 8, 0.6), withAlpha(marks.promotion, 0xe0))
		case k.Has(HighlightCapture):
			r.over.polygon(crossPoints(g.centre, 0.3*g.side, 0.12*g.side), marks.capture)
		}
		if k.Has(HighlightCatapultCapture) {
			r.over.circle(g.centre, 0.4*g.side, nil, marks.capture, max(2, 0.07*g.side))
			r.over.polygon(crossPoints(g.centre, 0.26*g.side, 0.08*g.side), marks.capture)
		}
	}
}

// dottedArrow is a line of dots ending in a ring: a teleport does not travel the squares
// between, it jumps.
func (r *boardRenderer) dottedArrow(a, b fyne.Position, side float32, c color.NRGBA) {
	dx, dy := b.X-a.X, b.Y-a.Y
	dist := float32(0)
	if d := dx*dx + dy*dy; d > 0 {
		dist = sqrt32(d)
	}
	n := int(dist / (0.28 * side))
	for i := 1; i < n; i++ {
		t := float32(i) / float32(n)
		r.over.circle(fyne.NewPos(a.X+dx*t, a.Y+dy*t), 0.07*side, withAlpha(c, 0xd0), nil, 0)
	}
	r.over.circle(b, 0.22*side, nil, c, max(2, 0.08*side))
}

// placeDragPiece puts the dragged piece under the pointer, or a dropped promotion piece on its
// square while the player chooses.
func (r *boardRenderer) placeDragPiece(l boardLayout) {
	b := r.board
	var from rules.Square
	var at fyne.Position
	switch {
	case b.drag != nil && !b.drag.ignored:
		from, at = b.drag.from, b.drag.pointer
	case b.promo != nil && b.promo.dropped:
		from, at = b.promo.from, geomOf(l, b.promo.to).centre
	default:
		if r.dragImg.Visible() {
			r.dragImg.Hide()
		}
		return
	}
	res := pieceArt(b.pos.At(from), b.pos.Variant().IsTurnover())
	if b.pos.At(from).IsEmpty() {
		owner, _ := b.pos.CatapultAt(from)
		res = assets.Piece(side(owner), assets.Catapult)
	}
	size := l.square * 1.08
	if r.dragImg.Resource != res {
		r.dragImg.Resource = res
		r.dragImg.Refresh()
	}
	r.dragImg.Resize(fyne.NewSquareSize(size))
	r.dragImg.Move(at.SubtractXY(size/2, size/2))
	if !r.dragImg.Visible() {
		r.dragImg.Show()
	}
}
