package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/rules"
	"siegeworks/widgets"
)

// The editor's palette: a row of White's pieces over a row of Black's (each with its
// Catapult in Chess++), every piece on a light tile, the tiles square and as large as the
// panel's width allows; the panel widens with the window, so the tiles grow too.

// minPaletteTile is the least side of a palette tile: a comfortable target for a click.
const minPaletteTile = 40

// editorPanelWidth is the editor's panel's width in a window this wide.
func editorPanelWidth(window float32) float32 { return min(max(window*0.27, 380), 520) }

// paletteLayout sets the tiles in rows of cols, each side x side, with the theme's padding
// between them.
type paletteLayout struct {
	cols int
	side float32
}

// fit makes the tiles as large as a row of cols fills width.
func (p *paletteLayout) fit(width float32) {
	gaps := float32(p.cols-1) * theme.Padding()
	p.side = max(float32(int((width-gaps)/float32(p.cols))), minPaletteTile)
}

func (p *paletteLayout) Layout(objs []fyne.CanvasObject, _ fyne.Size) {
	step := p.side + theme.Padding()
	for i, o := range objs {
		o.Move(fyne.NewPos(float32(i%p.cols)*step, float32(i/p.cols)*step))
		o.Resize(fyne.NewSquareSize(p.side))
	}
}

func (p *paletteLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	rows := (len(objs) + p.cols - 1) / p.cols
	return fyne.NewSize(float32(p.cols)*(p.side+theme.Padding())-theme.Padding(),
		max(float32(rows)*(p.side+theme.Padding())-theme.Padding(), 0))
}

// editorLayout puts the editor's board on the left and its panel on the right, the panel's
// width following the window's, and fits the palette's tiles to the panel.
type editorLayout struct{ palette *paletteLayout }

func (l editorLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	board, panel := objs[0], objs[1]
	w := editorPanelWidth(size.Width)
	l.palette.fit(w - 2*theme.Padding()) // the panel's content is padded
	board.Move(fyne.NewPos(0, 0))
	board.Resize(fyne.NewSize(size.Width-w, size.Height))
	panel.Move(fyne.NewPos(size.Width-w, 0))
	panel.Resize(fyne.NewSize(w, size.Height))
}

func (l editorLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	board, panel := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(board.Width+editorPanelWidth(0), max(board.Height, panel.Height))
}

// fillPalette offers every piece of the variant in both colours, and the Catapults in
// Chess++.
func (e *editorScreen) fillPalette() {
	e.palette.Objects = nil
	for k := range e.buttons {
		if len(k) > 5 && k[:5] == "tool:" && k != "tool:erase" {
			delete(e.buttons, k)
		}
	}
	v := e.m.v
	e.paletteLayout.cols = len(v.Kinds())
	if v.HasCatapults() {
		e.paletteLayout.cols++
	}
	for _, c := range []rules.Color{rules.White, rules.Black} {
		for _, k := range v.Kinds() {
			pc := rules.MakePiece(c, k)
			name := string(pc.Letter())
			e.palette.Add(e.tile(name, widgets.PieceImage(v, pc)))
		}
		if v.HasCatapults() {
			name := map[rules.Color]string{rules.White: "C", rules.Black: "c"}[c]
			e.palette.Add(e.tile(name, widgets.CatapultImage(c)))
		}
	}
	e.moved.Hidden = !v.HasCatapults()
	e.pick("K")
	e.root.Refresh()
}

// followLook draws the palette's pieces in the boards' new look, the same tool picked.
func (e *editorScreen) followLook() {
	tool := e.tool
	e.fillPalette()
	e.pick(tool)
}

// tile is a palette entry: a button with the piece on a light tile on it (a button's own
// icon would be tinted in the theme's colour); the button shows round the tile when the
// piece is picked or pointed at.
func (e *editorScreen) tile(name string, art fyne.Resource) fyne.CanvasObject {
	b := e.button("tool:"+name, "", nil, func() { e.pick(name) })
	return container.NewStack(b, container.NewPadded(newPieceTile(art, minPaletteTile-2*theme.Padding())))
}

// pick chooses the palette entry that clicks on the board place.
func (e *editorScreen) pick(tool string) {
	e.tool = tool
	for name, b := range e.buttons {
		if len(name) > 5 && name[:5] == "tool:" {
			b.Importance = widget.LowImportance
			if name[5:] == tool {
				b.Importance = widget.HighImportance
			}
			b.Refresh()
		}
	}
}
