package app

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/rules"
	"siegeworks/session"
	"siegeworks/widgets"
)

// editorScreen is Edit → Set up position: the variant's board, a palette of every piece of the
// variant in both colours (Catapults too in Chess++), the other fields of a position, and
// what the rules say of it. Like Learn, it takes the window's place until it is left.
type editorScreen struct {
	editorFields
	h       host
	m       *editorModel
	board   *widgets.Board
	root    *fyne.Container
	palette *fyne.Container
	// paletteLayout is the palette's: its tiles' size follows the panel's width.
	paletteLayout *paletteLayout
	tool          string // the palette entry in use: a piece letter with "w"/"b", "cw"/"cb", or "erase"
	buttons       namedButtons
	verdict       *widget.Label
	play          *widget.Button
	// start starts a game from the set-up position (the window's replaceGame).
	start func(v *rules.Variant, fen string, players [2]session.Player)
}

// editorFields are the editor's fields for what a position holds besides its pieces, and
// for the players of a game from it.
type editorFields struct {
	variant *escSelect
	moved   *widget.Check // a Catapult placed has already moved
	side    *widget.RadioGroup
	castle  map[byte]*widget.Check
	ep      *escEntry
	white   *escSelect
	black   *escSelect
}

// showEditor opens the position editor on the position shown.
func (u *ui) showEditor() {
	e := &editorScreen{h: u, buttons: namedButtons{}, start: u.playSetUp}
	e.castle = map[byte]*widget.Check{}
	e.m = newEditorModel(u.sess.Game().Variant())
	e.m.load(u.sess.Shown())
	e.build()
	u.switchTo(e)
	e.update()
}

// playSetUp starts a game from a set-up position.
func (u *ui) playSetUp(v *rules.Variant, fen string, players [2]session.Player) {
	u.backToGame()
	u.replaceGame(lang.L("starting from the set-up position"), func() bool {
		u.sess.SetTimeControl(session.TimeControl{})
		if err := u.sess.NewGame(v, fen, players); err != nil {
			u.showError(lang.L("Set up position"), err)
			return false
		}
		u.sess.SetFile("")
		u.game.orientFor(players)
		u.game.status.say(lang.L("New {{.Variant}} game from the set-up position.", map[string]any{"Variant": lang.L(v.Name)}))
		return true
	})
}

func (e *editorScreen) view() fyne.CanvasObject { return e.root }
func (e *editorScreen) leave()                  {}
func (e *editorScreen) typed(rune) bool         { return false }
func (e *editorScreen) can(command) bool        { return false }
func (e *editorScreen) do(command)              {}

func (e *editorScreen) geometry() screenGeometry {
	return screenGeometry{board: e.board, variant: e.m.v, view: "editor", buttons: e.buttons}
}

func (e *editorScreen) build() {
	h := e.h
	e.board = widgets.NewBoard(nil)
	e.board.SetAnimations(false)
	e.board.OnEdit = e.edit
	e.board.OnEditDrag = func(from, to rules.Square) {
		e.m.move(from, to)
		e.update()
	}
	names := variantNames()
	e.variant = h.newSelect(names, func(string) {
		// The choices are the variants in order (variantNames), in the player's language.
		if i := e.variant.SelectedIndex(); i >= 0 && rules.Variants[i] != e.m.v {
			same := rules.Variants[i].Family() == e.m.v.Family()
			e.m.v = rules.Variants[i]
			if same { // another rule set of the same game (Turnover's): the position stays, judged by its rules
				e.update()
				return
			}
			e.startPosition()
		}
	})
	e.paletteLayout = &paletteLayout{cols: 1, side: minPaletteTile}
	e.palette = container.New(e.paletteLayout)
	e.moved = widget.NewCheck(lang.L("Catapult already moved"), nil)
	e.side = widget.NewRadioGroup([]string{lang.L("White"), lang.L("Black")}, func(s string) {
		e.m.side = rules.White
		if s == lang.L("Black") {
			e.m.side = rules.Black
		}
		e.update()
	})
	e.side.Horizontal = true
	e.side.Required = true
	castles := container.NewGridWithColumns(2)
	for _, c := range []byte("KQkq") {
		label := map[byte]string{'K': lang.L("White O-O"), 'Q': lang.L("White O-O-O"), 'k': lang.L("Black O-O"), 'q': lang.L("Black O-O-O")}[c]
		ck := widget.NewCheck(label, func(bool) { e.readCastling() })
		e.castle[c] = ck
		castles.Add(ck)
	}
	e.ep = h.newEntry()
	e.ep.SetPlaceHolder(lang.L("square passed by a double step, e.g. e3"))
	e.ep.OnChanged = func(s string) { e.m.ep = s; e.update() }
	e.verdict = widget.NewLabel("")
	e.verdict.Wrapping = fyne.TextWrapWord
	e.white = h.newSelect(playerChoices(), nil)
	e.white.SetSelected(playerChoice(session.Human{}))
	e.black = h.newSelect(playerChoices(), nil)
	e.black.SetSelected(playerChoice(session.Human{}))
	e.play = e.button("play", lang.L("Play from here"), theme.MediaPlayIcon(), e.playFromHere)
	e.play.Importance = widget.HighImportance
	board := container.NewHBox(
		e.button("tool:erase", lang.L("Erase"), theme.ContentClearIcon(), func() { e.pick("erase") }),
		e.button("start", lang.L("Start position"), theme.ViewRestoreIcon(), e.startPosition),
		e.button("clear", lang.L("Clear"), theme.DeleteIcon(), func() { e.m.clear(); e.update() }),
	)
	tools := container.NewGridWithColumns(2,
		e.button("copy", lang.L("Copy position"), theme.ContentCopyIcon(), e.copyFEN),
		e.button("back", lang.L("Back to the game"), theme.NavigateBackIcon(), h.backToGame),
	)
	hint := widget.NewLabel(lang.L("Pick a piece, then click squares to place it. Drag to move; drag off or right-click to remove."))
	hint.Wrapping = fyne.TextWrapWord
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Variant"), e.variant),
		widget.NewFormItem(lang.L("To move"), e.side),
		widget.NewFormItem(lang.L("En passant"), e.ep),
		widget.NewFormItem(lang.L("White"), e.white),
		widget.NewFormItem(lang.L("Black"), e.black),
	)
	// The verdict keeps the room of two lines, so that Play from here and the buttons under
	// it stay put as it changes with every piece placed.
	verdict := withMinHeight(twoLines(), e.verdict)
	panel := container.NewVBox(e.palette, board, e.moved, form, castles, verdict, e.play, tools)
	// The hint is under the board, where a small window has room to spare (the board is as
	// wide as it can be there), and the panel's buttons stay in sight.
	boardArea := container.NewBorder(nil, container.NewPadded(hint), nil, nil, container.NewPadded(e.board))
	e.root = container.New(editorLayout{e.paletteLayout}, boardArea, container.NewVScroll(container.NewPadded(panel)))
	e.fillPalette()
}

// button makes a named button (the e2e test finds it by name).
func (e *editorScreen) button(name, label string, icon fyne.Resource, tapped func()) *widget.Button {
	return e.buttons.add(name, label, icon, tapped)
}

// edit places the chosen piece on a clicked square (a right click empties it).
func (e *editorScreen) edit(sq rules.Square, secondary bool) {
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

func (e *editorScreen) readCastling() {
	e.m.castling = ""
	for _, c := range []byte("KQkq") {
		if e.castle[c].Checked {
			e.m.castling += string(c)
		}
	}
	e.update()
}

// startPosition puts the variant's start position on the board.
func (e *editorScreen) startPosition() {
	e.m.load(rules.NewPosition(e.m.v))
	e.fillPalette()
	e.update()
}

// update shows the position and what the rules say of it.
func (e *editorScreen) update() {
	e.board.SetPosition(e.m.board())
	e.variant.Selected = e.variant.Options[slices.Index(rules.Variants, e.m.v)]
	e.variant.Refresh()
	e.side.Selected = bySide(e.m.side, lang.L("White"), lang.L("Black"))
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
		e.verdict.SetText(lang.L("Not playable: {{.Problem}}.", map[string]any{"Problem": err.Error()}))
		e.play.Disable()
		return
	}
	e.verdict.Importance = widget.SuccessImportance
	e.verdict.SetText(lang.L("A playable position."))
	e.play.Enable()
}

func (e *editorScreen) copyFEN() {
	e.h.clipboard().SetContent(e.m.fen())
	e.verdict.SetText(lang.L("The position is copied (as a FEN line)."))
}

// playFromHere starts a game from the position, with the chosen players.
func (e *editorScreen) playFromHere() {
	if _, err := e.m.validate(); err != nil {
		return
	}
	players := [2]session.Player{playerFromChoice(e.white.Selected), playerFromChoice(e.black.Selected)}
	e.start(e.m.v, e.m.fen(), players)
}
