package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"siegeworks/i18n"
)

// legendSide is the size of one legend picture.
const legendSide = 40

// legendEntry is one mark the board draws and what it means.
type legendEntry struct {
	draw func(l *layer, g cellGeom)
	text string
}

// legendEntries are the board's marks, drawn with the same shapes and colours the board uses,
// each explained in the current language.
func legendEntries() []legendEntry {
	return []legendEntry{
		{func(l *layer, g cellGeom) { l.circle(g.centre, 0.17*g.side, marks.move, nil, 0) },
			i18n.L("The picked-up piece can move here.")},
		{func(l *layer, g cellGeom) {
			for _, tri := range cornerPoints(g.pos, g.side, 0.27*g.side) {
				l.polygon(tri, marks.move)
			}
		}, i18n.L("It can capture the piece here.")},
		{func(l *layer, g cellGeom) {
			l.circle(g.centre, 0.25*g.side, marks.badgeRim, marks.sling, max(1.5, 0.035*g.side))
		},
			i18n.L("A Turret move: the disc shows the piece it will sling (amber).")},
		{func(l *layer, g cellGeom) { l.circle(g.centre, 0.46*g.side, nil, marks.sling, max(2, 0.07*g.side)) },
			i18n.L("The piece a Turret would sling.")},
		{func(l *layer, g cellGeom) {
			l.polygon(starPoints(g.centre, 0.52*g.side, 0.3*g.side, 8, 0), withAlpha(marks.explode, 0xb8))
		}, i18n.L("A cannon shot: the pawn and this piece are both removed.")},
		{func(l *layer, g cellGeom) {
			inset := 0.07 * g.side
			l.rect(g.pos.AddXY(inset, inset), fyne.NewSquareSize(g.side-2*inset), nil, marks.screen, max(2, 0.06*g.side), 0.12*g.side)
		}, i18n.L("The screen a cannon pawn fires over.")},
		{func(l *layer, g cellGeom) {
			l.circle(g.centre, 0.3*g.side, nil, marks.teleport, max(2, 0.08*g.side))
			l.circle(g.centre, 0.11*g.side, marks.teleport, nil, 0)
		}, i18n.L("A teleport to the other Catapult (violet).")},
		{func(l *layer, g cellGeom) { legendBadge(l, g, marks.turnover, iconTurn) },
			i18n.L("A turnover: the stack here turns to your colour.")},
		{func(l *layer, g cellGeom) { legendBadge(l, g, marks.combine, iconPlus) },
			i18n.L("Your ring joins your own stack here.")},
		{func(l *layer, g cellGeom) { legendBadge(l, g, marks.promotion, iconCrown) },
			i18n.L("The move promotes.")},
		{func(l *layer, g cellGeom) { legendBadge(l, g, marks.capture, iconCross) },
			i18n.L("Something here is captured (a piece or Catapults).")},
		{func(l *layer, g cellGeom) { l.glow(g.pos, fyne.NewSquareSize(g.side), marks.check) },
			i18n.L("A king (or Turnover Castle) in check.")},
		{func(l *layer, g cellGeom) {
			s := g.side
			l.polygon(arrowPoints(g.pos.AddXY(0.1*s, 0.9*s), g.pos.AddXY(0.9*s, 0.1*s), 0.07*s, 0.3*s, 0.26*s), withAlpha(marks.capture, 0xc0))
		}, i18n.L("The line of an attack: who gives check, or why a move is refused.")},
		{func(l *layer, g cellGeom) {
			l.polygon(starPoints(g.centre, 0.4*g.side, 0.17*g.side, 5, -0.5*3.14159265), withAlpha(marks.promotion, 0xff))
		}, i18n.L("A star to collect in a lesson.")},
		{func(l *layer, g cellGeom) { l.rect(g.pos, fyne.NewSquareSize(g.side), marks.hint, nil, 0, 0) },
			i18n.L("A hint: the squares of a good move.")},
		{func(l *layer, g cellGeom) { l.rect(g.pos, fyne.NewSquareSize(g.side), marks.lastMove, nil, 0, 0) },
			i18n.L("The squares the last move changed.")},
	}
}

// legendBadge draws a badge, larger than on the board, in the middle of the picture: the
// cell it is given puts badgeAt's top-right corner disc on the picture's centre.
func legendBadge(l *layer, g cellGeom, c color.NRGBA, icon badgeIcon) {
	r := &boardRenderer{badges: l}
	big := 1.75 * g.side
	pos := g.centre.SubtractXY(0.79*big, 0.21*big)
	r.badgeAt(cellGeom{pos: pos, centre: pos.AddXY(big/2, big/2), side: big}, c, icon, false)
}

// NewLegend explains the board's marks, each drawn as the board draws it on a light square
// of the look's scheme.
func NewLegend() fyne.CanvasObject {
	rows := container.NewVBox()
	g := cellGeom{pos: fyne.NewPos(0, 0), centre: fyne.NewPos(legendSide/2, legendSide/2), side: legendSide}
	for _, e := range legendEntries() {
		l := newLayer()
		bg := canvas.NewRectangle(look.scheme().onLight.light)
		bg.Resize(fyne.NewSquareSize(legendSide))
		e.draw(l, g)
		l.finish()
		objs := l.appendTo([]fyne.CanvasObject{bg})
		pic := container.NewWithoutLayout(objs...)
		holder := container.NewGridWrap(fyne.NewSquareSize(legendSide), pic)
		text := widget.NewLabel(e.text)
		text.Wrapping = fyne.TextWrapWord
		rows.Add(container.NewBorder(nil, nil, holder, nil, text))
	}
	return rows
}
