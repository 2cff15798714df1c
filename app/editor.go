package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/rules"
	"siegeworks/widgets"
)

// editorView is Edit → Set up position: the variant's board, a palette of every piece of the
// variant in both colours (Catapults too in Chess++), the other fields of a position, and
// what the rules say of it. Like Learn, it takes the window's place until it is left.
type editorView struct {
	u       *ui
	m       *editorModel
	board   *widgets.Board
	root    *fyne.Container
	palette *fyne.Container
	tool    string // the palette entry in use: a piece letter with "w"/"b", "cw"/"cb", or "erase"
	buttons map[string]*widget.Button
	moved   *widget.Check
	side    *widget.RadioGroup
	castle  map[byte]*widget.Check
	ep      *escEntry
	verdict *widget.Label
	play    *widget.Button
	white   *escSelect
	black   *escSelect
	variant *escSelect
}

// showEditor opens the position editor on the position shown.
func (u *ui) showEditor() {
	u.leaveStudy()
	e := &editorView{u: u, buttons: map[string]*widget.Button{}, castle: map[byte]*widget.Check{}}
	e.m = newEditorModel(u.sess.Game().Variant())
	e.m.load(u.sess.Shown())
	e.build()
	u.editor = e
	u.win.SetContent(e.root)
	e.update()
}

// leaveEditor returns to the game.
func (u *ui) leaveEditor() {
	if u.editor == nil {
		return
	}
	u.editor = nil
	u.showGame()
}

func (e *editorView) build() {
	u := e.u
	e.board = widgets.NewBoard(nil)
	e.board.SetAnimations(false)
	e.board.OnEdit = e.edit
	e.board.OnEditDrag = func(from, to rules.Square) {
		e.m.move(from, to)
		e.update()
	}
	names := make([]string, len(rules.Variants))
	for i, v := range rules.Variants {
		names[i] = v.Name
	}
	e.variant = u.newSelect(names, func(name string) {
		for _, v := range rules.Variants {
			if v.Name == name && v != e.m.v {
				e.m.v = v
				e.startPosition()
			}
		}
	})
	e.palette = container.NewGridWithColumns(4)
	e.moved = widget.NewCheck("Catapult already moved", nil)
	e.side = widget.NewRadioGroup([]string{"White", "Black"}, func(s string) {
		e.m.side = rules.White
		if s == "Black" {
			e.m.side = rules.Black
		}
		e.update()
	})
	e.side.Horizontal = true
	e.side.Required = true
	castles := container.NewGridWithColumns(2)
	for _, c := range []byte("KQkq") {
		label := map[byte]string{'K': "White O-O", 'Q': "White O-O-O", 'k': "Black O-O", 'q': "Black O-O-O"}[c]
		ck := widget.NewCheck(label, func(bool) { e.readCastling() })
		e.castle[c] = ck
		castles.Add(ck)
	}
	e.ep = u.newEntry()
	e.ep.SetPlaceHolder("square passed by a double step, e.g. e3")
	e.ep.OnChanged = func(s string) { e.m.ep = s; e.update() }
	e.verdict = widget.NewLabel("")
	e.verdict.Wrapping = fyne.TextWrapWord
	e.white = u.newSelect(playerChoices(), nil)
	e.white.SetSelected(Human().String())
	e.black = u.newSelect(playerChoices(), nil)
	e.black.SetSelected(Human().String())
	e.play = e.button("play", "Play from here", theme.MediaPlayIcon(), e.playFromHere)
	e.play.Importance = widget.HighImportance
	tools := container.NewGridWithColumns(2,
		e.button("start", "Start position", theme.ViewRestoreIcon(), e.startPosition),
		e.button("clear", "Clear", theme.ContentClearIcon(), func() { e.m.clear(); e.update() }),
		e.button("copy", "Copy position", theme.ContentCopyIcon(), e.copyFEN),
		e.button("back", "Back to the game", theme.NavigateBackIcon(), u.leaveEditor),
	)
	hint := widget.NewLabel("Pick a piece, then click squares to place it. Drag a piece to move it, off the board (or right-click it) to remove it.")
	hint.Wrapping = fyne.TextWrapWord
	form := widget.NewForm(
		widget.NewFormItem("Variant", e.variant),
		widget.NewFormItem("To move", e.side),
		widget.NewFormItem("En passant", e.ep),
		widget.NewFormItem("White", e.white),
		widget.NewFormItem("Black", e.black),
	)
	panel := container.NewVBox(hint, e.palette, e.moved, form, castles, e.verdict, e.play, tools)
	side := container.New(&fixedWidth{width: 380}, container.NewVScroll(container.NewPadded(panel)))
	e.root = container.NewBorder(nil, nil, nil, side, container.NewPadded(e.board))
	e.fillPalette()
}

// button makes a named button (the e2e test finds it by name).
func (e *editorView) button(name, label string, icon fyne.Resource, tapped func()) *widget.Button {
	return namedButton(e.buttons, name, label, icon, tapped)
}

// fillPalette offers every piece of the variant in both colours, the Catapults in Chess++,
// and the eraser.
func (e *editorView) fillPalette() {
	e.palette.Objects = nil
	for k := range e.buttons {
		if len(k) > 5 && k[:5] == "tool:" {
			delete(e.buttons, k)
		}
	}
	v := e.m.v
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
	e.palette.Add(e.button("tool:erase", "Erase", theme.ContentClearIcon(), func() { e.pick("erase") }))
	e.moved.Hidden = !v.HasCatapults()
	e.pick("K")
	e.palette.Refresh()
}

// tile is a palette entry: a button with the piece drawn in its own colours on it (a
// button's own icon would be tinted in the theme's colour).
func (e *editorView) tile(name string, art fyne.Resource) fyne.CanvasObject {
	b := e.button("tool:"+name, "", nil, func() { e.pick(name) })
	img := canvas.NewImageFromResource(art)
	img.FillMode = canvas.ImageFillContain
	img.SetMinSize(fyne.NewSquareSize(40))
	return container.NewStack(b, container.NewPadded(img))
}

// pick chooses the palette entry that clicks on the board place.
func (e *editorView) pick(tool string) {
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

// edit places the chosen piece on a clicked square (a right click empties it).
func (e *editorView) edit(sq rules.Square, secondary bool) {
	switch {
	case secondary || e.tool == "erase":
		e.m.remove(sq)
	case e.tool == "C" || e.tool == "c":
		owner := rules.White
		if e.tool == "c" {
			owner = rules.Black
		}
		if err := e.m.placeCatapult(sq, owner, e.moved.Checked); err != nil {
			e.verdict.SetText(capitalize(err.Error()) + ".")
			return
		}
	default:
		k := rules.KindFromLetter(e.tool)
		c := rules.White
		if e.tool[0] >= 'a' {
			c = rules.Black
		}
		e.m.place(sq, rules.MakePiece(c, k))
	}
	e.update()
}

func (e *editorView) readCastling() {
	e.m.castling = ""
	for _, c := range []byte("KQkq") {
		if e.castle[c].Checked {
			e.m.castling += string(c)
		}
	}
	e.update()
}

// startPosition puts the variant's start position on the board.
func (e *editorView) startPosition() {
	e.m.load(rules.NewPosition(e.m.v))
	e.fillPalette()
	e.update()
}

// update shows the position and what the rules say of it.
func (e *editorView) update() {
	e.board.SetPosition(e.m.board())
	e.variant.Selected = e.m.v.Name
	e.variant.Refresh()
	e.side.Selected = colorName(e.m.side)
	e.side.Refresh()
	for _, c := range []byte("KQkq") {
		on := false
		for i := 0; i < len(e.m.castling); i++ {
			on = on || e.m.castling[i] == c
		}
		e.castle[c].Checked = on
		e.castle[c].Refresh()
		e.castle[c].Hidden = e.m.v.IsTurnover()
	}
	if _, err := e.m.validate(); err != nil {
		e.verdict.Importance = widget.DangerImportance
		e.verdict.SetText("Not a playable position: " + err.Error() + ".")
		e.play.Disable()
		return
	}
	e.verdict.Importance = widget.SuccessImportance
	e.verdict.SetText("A playable position.")
	e.play.Enable()
}

func (e *editorView) copyFEN() {
	e.u.app.Clipboard().SetContent(e.m.fen())
	e.verdict.SetText("The position is copied (as a FEN line).")
}

// playFromHere starts a game from the position, with the chosen players.
func (e *editorView) playFromHere() {
	if _, err := e.m.validate(); err != nil {
		return
	}
	u, v, fen := e.u, e.m.v, e.m.fen()
	players := [2]Player{playerFromChoice(e.white.Selected), playerFromChoice(e.black.Selected)}
	u.leaveEditor()
	u.replaceGame("starting from the set-up position", func() bool {
		u.sess.SetTimeControl(TimeControl{})
		if err := u.sess.NewGame(v, fen, players); err != nil {
			u.showError("Set up position", err)
			return false
		}
		u.filePath, u.savedPGN = "", ""
		u.orientFor(players)
		u.setStatus("New " + v.Name + " game from the set-up position.")
		return true
	})
}
