package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"

	"siegeworks/rules"
)

// drawMarks draws every mark for the board's state: check glows, the picked-up piece's
// destinations with their side effects, and the full preview of the move under the pointer.
func (r *boardRenderer) drawMarks(l boardLayout) {
	b := r.board
	for _, ly := range []*layer{r.floor, r.under, r.over, r.badges} {
		ly.reset()
	}
	for _, sv := range b.model.squares {
		if b.static[sv.sq].Has(HighlightCheck) {
			r.under.glow(l.squarePos(sv.file, sv.rank), fyne.NewSquareSize(l.square), marks.check)
		}
	}
	r.drawStars(l)
	if b.sel != nil && b.showLegal && b.promo == nil {
		r.drawSelection(l, b.sel)
	}
	if b.preview != nil {
		r.drawPreview(l, b.preview)
	}
	r.drawAnnotations(l)
	r.drawAttacks(l, b.AttackLines())
	for _, ly := range []*layer{r.floor, r.under, r.over, r.badges} {
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
	turnover := r.board.work.Variant().IsTurnover()
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
	occupied := !r.board.work.At(d.to).IsEmpty()
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
		owner, _ := r.board.work.CatapultAt(r.board.sel.from)
		r.under.image(CatapultImage(owner), g.pos, fyne.NewSquareSize(g.side), 0.6)
		r.under.circle(g.centre, 0.12*g.side, marks.move, nil, 0)
	case k.Has(HighlightSling) && !previewed:
		// The dot of a sling shows the piece that will fly.
		r.pieceDisc(g.centre, 0.25*g.side, base, pieceArt(d.badge, turnover))
	case k.Has(HighlightTeleport):
		r.under.circle(g.centre, 0.3*g.side, nil, base, max(2, 0.08*g.side))
		if occupied {
			r.corners(g, base)
		} else {
			r.under.circle(g.centre, 0.11*g.side, base, nil, 0)
		}
	case occupied || k.Has(HighlightCapture): // an en-passant capture lands on an empty square
		r.corners(g, base)
	case !previewed: // a previewed empty square shows the ghost instead of a dot
		r.under.circle(g.centre, 0.17*g.side, base, nil, 0)
	}
	if previewed {
		return // the full preview shows what the badge would
	}
	switch {
	case k.Has(HighlightPromotion) && !k.Has(HighlightSling):
		r.badge(g, marks.promotion, iconCrown)
	case k.Has(HighlightTeleport):
		r.badge(g, marks.teleport, iconPortal)
	case k.Has(HighlightTurnover):
		r.badge(g, marks.turnover, iconTurn)
	case k.Has(HighlightCombine):
		r.badge(g, marks.combine, iconPlus)
	case k.Has(HighlightCatapultCapture):
		r.badge(g, marks.capture, iconCross)
	}
}

// corners marks a capture with four triangles in the square's corners, which stay visible
// around a piece of any size.
func (r *boardRenderer) corners(g cellGeom, c color.NRGBA) {
	for _, tri := range cornerPoints(g.pos, g.side, 0.27*g.side) {
		r.over.polygon(tri, c)
	}
}

// badgeIcon is what a badge shows.
type badgeIcon uint8

const (
	iconCrown  badgeIcon = iota // promotion
	iconTurn                    // half light, half dark: a stack changes colour
	iconPlus                    // a ring joins an own stack
	iconCross                   // something is destroyed
	iconPortal                  // a teleport
)

var badgeDark = color.NRGBA{R: 0x2a, G: 0x26, B: 0x22, A: 0xff}

// badge draws a small disc in the top-right corner of a square with an icon drawn in
// primitives, which stay crisp at any size.
func (r *boardRenderer) badge(g cellGeom, c color.NRGBA, icon badgeIcon) {
	r.badgeAt(g, c, icon, false)
}

// badgeAt draws a badge in the top-right corner, or the bottom-left one when low is set.
func (r *boardRenderer) badgeAt(g cellGeom, c color.NRGBA, icon badgeIcon, low bool) {
	radius := 0.2 * g.side
	rim := max(1.5, 0.035*g.side)
	centre := g.pos.AddXY(g.side-radius-0.01*g.side, radius+0.01*g.side)
	if low {
		centre = g.pos.AddXY(radius+0.01*g.side, g.side-radius-0.01*g.side)
	}
	light := marks.badgeRim
	if icon == iconTurn {
		r.badges.circle(centre, radius, badgeDark, withAlpha(c, 0xff), rim)
		r.badges.polygon(halfDiscPoints(centre, radius-rim/2), light)
		return
	}
	r.badges.circle(centre, radius, withAlpha(c, 0xff), light, rim)
	switch icon {
	case iconCrown:
		r.badges.polygon(crownPoints(centre, radius*0.62), light)
	case iconPlus:
		r.badges.polygon(plusPoints(centre, radius*0.58, radius*0.26), light)
	case iconCross:
		r.badges.polygon(crossPoints(centre, radius*0.45, radius*0.24), light)
	case iconPortal:
		r.badges.circle(centre, radius*0.5, nil, light, radius*0.22)
	}
}

// pieceDisc is a light disc with a coloured rim and a small picture of a piece, readable
// whichever colour the piece is. Piece art needs this much room: drawn smaller, its outline
// swallows it.
func (r *boardRenderer) pieceDisc(centre fyne.Position, radius float32, c color.NRGBA, art fyne.Resource) {
	rim := max(1.5, 0.14*radius)
	r.badges.circle(centre, radius, marks.badgeRim, withAlpha(c, 0xff), rim)
	if art != nil {
		in := 2 * (radius - rim) * 0.95
		r.badges.image(art, centre.SubtractXY(in/2, in/2), fyne.NewSquareSize(in), 0)
	}
}

// drawPreview draws the whole effect of the move under the pointer: translucent ghosts of
// what will stand where, arrows for everything that travels, and crosses, bursts and struck
// Catapults for everything destroyed. The pieces that leave or die are faded by update.
func (r *boardRenderer) drawPreview(l boardLayout, p *effectPreview) {
	turnover := r.board.work.Variant().IsTurnover()
	for _, gh := range p.ghosts {
		g := geomOf(l, gh.sq)
		if gh.catapult {
			r.over.image(CatapultImage(gh.owner), g.pos, fyne.NewSquareSize(g.side), 0.35)
		}
		if gh.piece != rules.NoPiece {
			r.over.image(pieceArt(gh.piece, turnover), g.pos, fyne.NewSquareSize(g.side), 0.3)
		}
	}
	for _, a := range p.arrows {
		from, to := geomOf(l, a.from), geomOf(l, a.to)
		s := from.side
		switch {
		case a.kind == arrowTeleport:
			r.dottedArrow(from.centre, to.centre, s, marks.teleport)
		case a.kind == arrowSling:
			r.over.polygon(arrowPoints(from.centre, to.centre, 0.1*s, 0.36*s, 0.3*s), withAlpha(marks.sling, 0xd8))
		case a.from != p.move.From():
			// The picked-up piece needs no arrow (its square is lit and its ghost stands on
			// the destination); a castling rook or a moving Catapult does.
			r.over.polygon(arrowPoints(from.centre, to.centre, 0.1*s, 0.34*s, 0.28*s), marks.arrow)
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
			// Under the (dimmed) piece: the blast shows around what it blows up, which
			// stays in sight.
			r.under.polygon(starPoints(g.centre, 0.5*g.side, 0.24*g.side, 8, 0.2), withAlpha(marks.explode, 0xc8))
			r.under.polygon(starPoints(g.centre, 0.28*g.side, 0.13*g.side, 8, 0.6), withAlpha(marks.promotion, 0xe0))
		case k.Has(HighlightCapture):
			r.badge(g, marks.capture, iconCross)
		}
		if k.Has(HighlightCatapultCapture) {
			// The Catapult fades (see squareState) and a cross sits in its corner, apart
			// from the capture badge: the piece standing on it stays.
			r.badgeAt(g, marks.capture, iconCross, true)
		}
	}
}

// dottedArrow is a bowed line of dots from a towards b, stopping short of b's piece: a
// teleport does not travel the squares between, it jumps.
func (r *boardRenderer) dottedArrow(a, b fyne.Position, side float32, c color.NRGBA) {
	dx, dy := b.X-a.X, b.Y-a.Y
	dist := sqrt32(dx*dx + dy*dy)
	if dist < 1 {
		return
	}
	// A quadratic curve through a control point off to one side of the straight line.
	bow := 0.22 * dist
	ctrl := fyne.NewPos(a.X+dx/2-dy/dist*bow, a.Y+dy/2+dx/dist*bow)
	n := max(int(dist/(0.26*side)), 3)
	for i := 1; i < n; i++ {
		t := float32(i) / float32(n)
		u := 1 - t
		p := fyne.NewPos(u*u*a.X+2*u*t*ctrl.X+t*t*b.X, u*u*a.Y+2*u*t*ctrl.Y+t*t*b.Y)
		if d := (p.X-b.X)*(p.X-b.X) + (p.Y-b.Y)*(p.Y-b.Y); d < 0.16*side*side {
			break
		}
		radius := 0.045*side + 0.04*side*t // growing towards the landing
		r.over.circle(p, radius, withAlpha(c, 0xe0), marks.badgeRim, max(1, 0.012*side))
	}
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
	res := pieceArt(b.work.At(from), b.work.Variant().IsTurnover())
	if b.work.At(from).IsEmpty() {
		owner, _ := b.work.CatapultAt(from)
		res = CatapultImage(owner)
	}
	size := l.square * 1.08
	res = r.sharp(res, size)
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
