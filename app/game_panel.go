package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/rules"
	"siegeworks/session"
	"siegeworks/widgets"
)

// gamePanel is the side panel beside the game's board: the variant, whose turn it is, the
// computer's thinking, the moves and the buttons (the players and their clocks are on the
// board's edges).
type gamePanel struct {
	g        *gameScreen
	title    *widget.Label
	state    *widget.Label
	thinking *widget.Activity
	thinkLbl *secondaryLabel
	thinkRow *fyne.Container
	moves    *widgets.MoveList
	noMoves  *secondaryLabel
	history  *fyne.Container
	histLbl  *widget.Label
	// historyHeight and historyShown are the looking-back note's last height and state.
	historyHeight float32
	historyShown  bool
	buttons       panelButtons
	body          *fyne.Container // laid out again when the thinking line's height changes
	root          fyne.CanvasObject
}

type panelButtons struct {
	undo, redo, hint, back, draw, claim, pause, resign, newGame *widget.Button
}

func newGamePanel(g *gameScreen) *gamePanel {
	p := &gamePanel{g: g}
	p.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.title.SizeName = theme.SizeNameSubHeadingText
	p.state = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.state.Wrapping = fyne.TextWrapWord
	p.thinking = widget.NewActivity()
	p.thinking.Hide()
	p.thinkLbl = newSecondaryLabel("")
	p.thinkLbl.Wrapping = fyne.TextWrapWord // the depth and the score are never cut
	p.thinkLbl.Truncation = fyne.TextTruncateOff
	// The thinking line takes one line or two ("Black chose its move at depth 12 · eval Black
	// mates in 3"): it keeps the room of two, so the moves below do not jump at every move.
	p.thinkRow = withMinHeight(twoLines(),
		container.NewBorder(nil, nil, container.NewCenter(p.thinking), nil, p.thinkLbl))

	p.moves = widgets.NewMoveList()
	p.moves.OnSelect = func(ply int) { g.sess.SetView(ply) }

	p.histLbl = widget.NewLabel("")
	p.histLbl.Wrapping = fyne.TextWrapWord // "Showing the position after 750... Beg3; the game is at…" was cut
	b := &p.buttons
	b.back = widget.NewButtonWithIcon(lang.L("Back to game"), theme.MediaFastForwardIcon(), func() { g.do(cmdLast) })
	b.back.Importance = widget.HighImportance
	p.history = container.NewVBox(p.histLbl, b.back)
	p.history.Hide()

	b.undo = widget.NewButtonWithIcon(lang.L("Undo"), theme.ContentUndoIcon(), func() { g.do(cmdUndo) })
	b.redo = widget.NewButtonWithIcon(lang.L("Redo"), theme.ContentRedoIcon(), func() { g.do(cmdRedo) })
	b.hint = widget.NewButtonWithIcon(lang.L("Hint"), theme.SearchIcon(), func() { g.do(cmdHint) })
	b.draw = widget.NewButton(lang.L("Offer draw…"), func() { g.do(cmdOffer) })
	b.claim = widget.NewButton(lang.L("Claim draw"), func() { g.do(cmdClaim) })
	b.pause = widget.NewButtonWithIcon(lang.L("Pause"), theme.MediaPauseIcon(), func() { g.do(cmdPause) })
	b.resign = widget.NewButtonWithIcon(lang.L("Resign…"), theme.CancelIcon(), func() { g.do(cmdResign) })
	b.newGame = widget.NewButtonWithIcon(lang.L("New game…"), theme.ContentAddIcon(), g.h.showNewGame)
	b.newGame.Importance = widget.HighImportance

	header := container.NewVBox(p.title, widget.NewSeparator(), p.state, p.thinkRow)
	controls := container.NewVBox(
		g.moveIn.view(),
		p.history,
		container.NewGridWithColumns(2, b.undo, b.redo, b.hint, b.pause, b.draw, b.claim),
		// Resign stands apart from the draw buttons, beside New game: a misclick there asks.
		container.NewGridWithColumns(2, b.resign, b.newGame),
	)
	p.noMoves = newSecondaryLabel(lang.L("No moves yet."))
	movesCard := container.NewBorder(widget.NewLabelWithStyle(lang.L("Moves"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), nil, nil, nil,
		container.NewStack(p.moves, container.NewVBox(p.noMoves)))
	p.body = container.NewBorder(header, controls, nil, nil, movesCard)
	p.root = container.NewStack(newPanelBackground(), container.NewPadded(p.body))
	return p
}

// twoLines is the height of a label of two lines.
func twoLines() float32 { return widget.NewLabel("1\n2").MinSize().Height }

// newPanelBackground is the side panel's background, following the theme.
func newPanelBackground() *canvas.Rectangle {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameHeaderBackground))
	fyne.CurrentApp().Settings().AddListener(func(fyne.Settings) {
		bg.FillColor = theme.Color(theme.ColorNameHeaderBackground)
		bg.Refresh()
	})
	return bg
}

// refresh shows the game: the title, the moves, the state and where the view is.
func (p *gamePanel) refresh() {
	s := p.g.sess
	g := s.Game()
	start := g.PositionAt(0)
	p.moves.SetLine(start, g.Moves(), g.SANs())
	p.moves.SetCurrent(s.ViewPly())
	p.title.SetText(lang.L(g.Variant().Name))
	p.noMoves.Hidden = g.Ply() > 0
	p.thinkRow.Hidden = session.IsLocal(s.Player(rules.White)) && session.IsLocal(s.Player(rules.Black))
	p.state.SetText(p.g.stateText())
	if s.Browsing() {
		start, sans := g.PositionAt(0), g.SANs()
		now := rules.MoveLabel(start, g.Ply(), sans[g.Ply()-1])
		if s.ViewPly() == 0 {
			p.histLbl.SetText(lang.L("Showing the start position; the game is at {{.Now}}.", map[string]any{"Now": now}))
		} else {
			p.histLbl.SetText(lang.L("Showing the position after {{.Shown}}; the game is at {{.Now}}.", map[string]any{
				"Shown": rules.MoveLabel(start, s.ViewPly(), sans[s.ViewPly()-1]), "Now": now}))
		}
		p.history.Show()
	} else {
		p.history.Hide()
	}
	if h := p.history.MinSize().Height; h != p.historyHeight || p.history.Visible() != p.historyShown {
		p.historyHeight, p.historyShown = h, p.history.Visible()
		p.body.Refresh() // the words wrapped onto more (or fewer) lines, or came or went
	}
}

// updateActions enables the buttons that apply now.
func (p *gamePanel) updateActions() {
	g, b := p.g, p.buttons
	s := g.sess
	setEnabled(b.undo, g.can(cmdUndo))
	setEnabled(b.redo, g.can(cmdRedo))
	setLabel(b.undo, lang.L("Undo"), s.CanReturnToPrevious(), lang.L("Undo new game"))
	setLabel(b.redo, lang.L("Redo"), s.CanRedoNewGame() && !s.CanRedo(), lang.L("Redo new game"))
	setLabel(b.pause, lang.L("Pause"), s.Paused(), lang.L("Resume"))
	setEnabled(b.pause, g.can(cmdPause))
	setEnabled(b.hint, g.can(cmdHint))
	setEnabled(b.claim, g.can(cmdClaim))
	setEnabled(b.draw, g.can(cmdOffer))
	setEnabled(b.resign, g.can(cmdResign))
}

// setLabel gives a button its usual label, or the other one when other holds.
func setLabel(b *widget.Button, usual string, other bool, otherLabel string) {
	label := usual
	if other {
		label = otherLabel
	}
	if b.Text != label {
		b.SetText(label)
	}
}

// compactBar stands in for the side panel in small windows: the state line and the main
// buttons (the rest are in the menus).
type compactBar struct {
	g                   *gameScreen
	state               *widget.Label
	undo, redo, hint, n *widget.Button
	root                fyne.CanvasObject
}

func newCompactBar(g *gameScreen) *compactBar {
	c := &compactBar{g: g}
	c.state = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	c.state.Truncation = fyne.TextTruncateEllipsis
	c.undo = widget.NewButtonWithIcon("", theme.ContentUndoIcon(), func() { g.do(cmdUndo) })
	c.redo = widget.NewButtonWithIcon("", theme.ContentRedoIcon(), func() { g.do(cmdRedo) })
	c.hint = widget.NewButtonWithIcon("", theme.SearchIcon(), func() { g.do(cmdHint) })
	c.n = widget.NewButtonWithIcon("", theme.ContentAddIcon(), g.h.showNewGame)
	c.n.Importance = widget.HighImportance
	c.root = container.NewBorder(nil, nil, nil, container.NewHBox(c.undo, c.redo, c.hint, c.n), c.state)
	return c
}

func (c *compactBar) updateActions() {
	setEnabled(c.undo, c.g.can(cmdUndo))
	setEnabled(c.redo, c.g.can(cmdRedo))
	setEnabled(c.hint, c.g.can(cmdHint))
}

// statusLine is the line under the board: a message that stays until the next change, or
// what the move under the pointer would do, or else what the position says.
type statusLine struct {
	label *widget.Label
	msg   string
	hover string
	// warning stays in front of every message until it is withdrawn (the game not kept on
	// disk).
	warning string
	// link is the connection to a friend elsewhere, when it is not simply up.
	link   string
	update func() // shows the line again
}

func newStatusLine() *statusLine {
	l := &statusLine{label: widget.NewLabel("")}
	// Two lines, always: what a move would do in Turnover or with a Turret's sling
	// ("The Wall of the Fortress on d6 moves to e8, leaving a Fort on d6, turning over…")
	// and a premove's note were cut to one line with "…".
	l.label.Wrapping = fyne.TextWrapWord
	return l
}

// say shows a message until the next change.
func (l *statusLine) say(msg string) {
	l.msg = msg
	l.update()
}

// preview shows what the move under the pointer would do ("" when there is none).
func (l *statusLine) preview(words string) {
	l.hover = words
	l.update()
}

// warn puts a warning in front of the line until warn("") withdraws it.
func (l *statusLine) warn(text string) {
	l.warning = text
	l.update()
}

// connection puts the state of the connection to a friend in front of the line until
// connection("") withdraws it.
func (l *statusLine) connection(text string) {
	l.link = text
	l.update()
}

// clear drops the message and the preview.
func (l *statusLine) clear() { l.msg, l.hover = "", "" }

// layout puts the board, the panel, the compact bar and the status line together.
func (g *gameScreen) layout() fyne.CanvasObject {
	statusBar := container.NewBorder(widget.NewSeparator(), nil, nil, nil, withHeight(twoLines(), g.status.label))
	return container.NewBorder(nil, statusBar, nil, nil,
		container.New(g.arrange, container.NewPadded(g.boardArea()), g.panel.root, container.NewPadded(g.bar.root)))
}
