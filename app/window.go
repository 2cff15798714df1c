package app

import (
	"fmt"
	"log"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/app/sound"
	"siegeworks/rules"
	"siegeworks/widgets"
)

// config is what a main window needs from outside: tests swap these.
type config struct {
	dataDir string       // where the autosave lives
	post    func(func()) // runs a function on the UI goroutine
	sound   soundPlayer  // nil: silent
	logger  *log.Logger
}

// ui is the main window: the board, the side panel and the menus around one Session.
type ui struct {
	app      fyne.App
	win      fyne.Window
	cfg      config
	sess     *Session
	settings Settings

	board    *widgets.Board
	moves    *widgets.MoveList
	title    *widget.Label
	players  [2]*widget.Label
	state    *widget.Label
	thinking *widget.Activity
	thinkLbl *secondaryLabel
	noMoves  *secondaryLabel
	panelBG  *canvas.Rectangle
	thinkRow *fyne.Container
	history  *fyne.Container
	histLbl  *widget.Label
	status   *widget.Label
	// compactState and arrange: the compact bar's state line and the layout that swaps the
	// side panel for the bar in small windows.
	compactState *widget.Label
	arrange      *adaptiveLayout
	moveIn       *moveInput // the field for typing moves
	buttons      panelButtons
	menu         *menus

	lastThink ThinkInfo // the computer's last progress report
	statusMsg string    // a message that stays until the next change
	// previewMsg says in words what the move under the pointer would do.
	previewMsg string
	// premove is the move the person queued while the computer thinks.
	premove rules.Move
	// clockTicking: a goroutine redraws the running clock.
	clockTicking bool
	filePath     string           // the file Save writes to; "" until saved or opened
	promo        *promotionPicker // the open promotion picker, if any
	newGame      *newGameDialog   // the last new-game dialog
	guide        *guideWindow     // the open guide window, if any
	learn        *learnView       // Learn, while the window shows it
	editor       *editorView      // the position editor, while the window shows it
	analysis     *analysisView    // the analysis board, while the window shows it
	puzzles      *puzzleView      // the puzzles, while the window shows them
	welcome      *welcomeDialog   // the open welcome, if any
	// savedPGN is the game as last saved or opened ("" when it is in no file); previous the
	// game New game, Open or Paste replaced, which Undo brings back.
	savedPGN      string
	previous      *previousGame
	afterSave     func() // runs once a Save As asked for by "Save the game?" has saved
	unsavedDialog *dialog.CustomDialog
	dialogs       []dialog.Dialog // the open dialogs, oldest first
	variantDialog *dialog.CustomDialog
	// gameContent is the window's content while it shows the game (Learn replaces it).
	gameContent fyne.CanvasObject
	lastErr     error // the last error shown (for tests)
	saveErr     error // the last autosave error
}

type panelButtons struct {
	undo, redo, hint, back, draw, claim, resign, newGame *widget.Button
	cUndo, cRedo, cHint, cNew                            *widget.Button // the compact bar's
}

// newUI builds the main window around a session; it does not show it.
func newUI(a fyne.App, cfg config) *ui {
	if cfg.post == nil {
		cfg.post = fyne.Do
	}
	if cfg.logger == nil {
		cfg.logger = log.Default()
	}
	u := &ui{app: a, cfg: cfg, settings: loadSettings(a.Preferences())}
	u.win = a.NewWindow(Title)
	u.sess = NewSession(cfg.post)
	u.sess.OnEvent = u.onEvent
	u.board = widgets.NewBoard(u.sess.Shown())
	u.board.OnMove = u.onBoardMove
	u.board.OnStatus = u.onBoardStatus
	u.board.Later = func(f func()) { go cfg.post(f) }
	u.board.OnPremove = u.onPremove
	u.board.OnPreview = func(words string) {
		u.previewMsg = words
		u.updateStatus()
	}
	u.board.ChoosePromotion = u.choosePromotion
	u.board.SetFlipped(u.settings.Flipped)
	u.applySettings()
	u.gameContent = u.layout()
	u.win.SetContent(u.gameContent)
	u.menu = newMenus(u)
	u.win.SetMainMenu(u.menu.main)
	u.bindKeys()
	u.refresh(true)
	return u
}

func (u *ui) layout() fyne.CanvasObject {
	u.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	u.title.SizeName = theme.SizeNameSubHeadingText
	for c := range u.players {
		u.players[c] = widget.NewLabel("")
		u.players[c].Truncation = fyne.TextTruncateEllipsis
	}
	u.state = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	u.state.Wrapping = fyne.TextWrapWord
	u.thinking = widget.NewActivity()
	u.thinking.Hide()
	u.thinkLbl = newSecondaryLabel("")
	u.thinkRow = container.NewBorder(nil, nil, container.NewCenter(u.thinking), nil, u.thinkLbl)

	u.moves = widgets.NewMoveList()
	u.moves.OnSelect = func(ply int) { u.sess.SetView(ply) }

	u.histLbl = widget.NewLabel("")
	u.buttons.back = widget.NewButtonWithIcon("Back to game", theme.MediaFastForwardIcon(), func() { u.sess.SetView(u.sess.Game().Ply()) })
	u.buttons.back.Importance = widget.HighImportance
	u.history = container.NewVBox(u.histLbl, u.buttons.back)
	u.history.Hide()

	b := &u.buttons
	b.undo = widget.NewButtonWithIcon("Undo", theme.ContentUndoIcon(), u.undo)
	b.redo = widget.NewButtonWithIcon("Redo", theme.ContentRedoIcon(), u.redo)
	b.hint = widget.NewButtonWithIcon("Hint", theme.SearchIcon(), u.hint)
	b.draw = widget.NewButton("Offer draw", u.offerDraw)
	b.claim = widget.NewButton("Claim draw", u.claimDraw)
	b.resign = widget.NewButtonWithIcon("Resign", theme.CancelIcon(), u.resign)
	b.newGame = widget.NewButtonWithIcon("New game…", theme.ContentAddIcon(), u.showNewGame)
	b.newGame.Importance = widget.HighImportance

	header := container.NewVBox(u.title, u.players[rules.White], u.players[rules.Black], widget.NewSeparator(), u.state, u.thinkRow)
	u.moveIn = newMoveInput(u)
	controls := container.NewVBox(
		u.moveIn.view(),
		u.history,
		container.NewGridWithColumns(3, b.undo, b.redo, b.hint),
		container.NewGridWithColumns(3, b.draw, b.claim, b.resign),
		b.newGame,
	)
	u.noMoves = newSecondaryLabel("No moves yet.")
	movesCard := container.NewBorder(widget.NewLabelWithStyle("Moves", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), nil, nil, nil,
		container.NewStack(u.moves, container.NewVBox(u.noMoves)))
	panel := container.NewBorder(header, controls, nil, nil, movesCard)
	u.panelBG = canvas.NewRectangle(theme.Color(theme.ColorNameHeaderBackground))
	u.app.Settings().AddListener(func(fyne.Settings) { // follow theme changes
		u.panelBG.FillColor = theme.Color(theme.ColorNameHeaderBackground)
		u.panelBG.Refresh()
	})
	side := container.NewStack(u.panelBG, container.NewPadded(panel))

	// The compact bar stands in for the panel in small windows.
	u.compactState = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	u.compactState.Truncation = fyne.TextTruncateEllipsis
	b.cUndo = widget.NewButtonWithIcon("", theme.ContentUndoIcon(), u.undo)
	b.cRedo = widget.NewButtonWithIcon("", theme.ContentRedoIcon(), u.redo)
	b.cHint = widget.NewButtonWithIcon("", theme.SearchIcon(), u.hint)
	b.cNew = widget.NewButtonWithIcon("", theme.ContentAddIcon(), u.showNewGame)
	b.cNew.Importance = widget.HighImportance
	bar := container.NewBorder(nil, nil, nil, container.NewHBox(b.cUndo, b.cRedo, b.cHint, b.cNew), u.compactState)

	u.status = widget.NewLabel("")
	u.status.Truncation = fyne.TextTruncateEllipsis
	statusBar := container.NewBorder(widget.NewSeparator(), nil, nil, nil, u.status)
	u.arrange = &adaptiveLayout{}
	return container.NewBorder(nil, statusBar, nil, nil,
		container.New(u.arrange, container.NewPadded(u.board), side, container.NewPadded(bar)))
}

// fixedSize gives its children a fixed size.
type fixedSize struct{ size fyne.Size }

func (f *fixedSize) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (f *fixedSize) MinSize([]fyne.CanvasObject) fyne.Size { return f.size }

// fixedWidth gives its single child a fixed width and the height it is offered.
type fixedWidth struct{ width float32 }

func (f *fixedWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (f *fixedWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range objs {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(f.width, h)
}

// applySettings hands the settings to the board, the sound and the theme.
func (u *ui) applySettings() {
	s := u.settings
	u.board.SetShowLegalMoves(s.ShowLegal)
	u.board.SetAnimations(s.Animations)
	if u.cfg.sound != nil {
		u.cfg.sound.SetMuted(!s.Sound)
		u.cfg.sound.SetVolume(s.Volume)
	}
	u.app.Settings().SetTheme(themeFor(s.Theme))
}

// changeSettings applies a change and saves it.
func (u *ui) changeSettings(change func(*Settings)) {
	change(&u.settings)
	u.settings.save(u.app.Preferences())
	u.applySettings()
	if u.menu != nil {
		u.menu.refresh()
	}
}

func (u *ui) onBoardMove(m rules.Move) {
	if err := u.sess.PlayHuman(m); err != nil {
		u.setStatus(err.Error())
		u.refresh(false)
	}
}

func (u *ui) onBoardStatus(msg string) {
	u.statusMsg = msg
	u.updateStatus()
}

func (u *ui) setStatus(msg string) {
	u.statusMsg = msg
	u.updateStatus()
}

// onEvent follows the session.
func (u *ui) onEvent(e Event) {
	switch e.Kind {
	case EvMoved:
		u.statusMsg, u.previewMsg = "", ""
		u.board.SetHint(rules.NoMove)
		if u.sess.ViewPly() == u.sess.Game().Ply() {
			u.board.ShowMove(e.Before, e.Move, e.After, true)
		}
		if !u.sess.Game().Over() { // else EvEnded follows with the game-end sound
			u.play(moveSound(e.Before, e.Move, e.After, false))
		}
		u.refresh(false)
		u.autosave()
		if e.ByComputer {
			u.playPremove()
		}
	case EvReset:
		u.statusMsg, u.previewMsg = "", ""
		u.premove = rules.NoMove
		if !u.sess.Thinking() {
			u.lastThink = ThinkInfo{}
			u.thinkLbl.SetText("")
		}
		u.board.SetHint(rules.NoMove)
		u.refresh(true)
		u.autosave()
	case EvView:
		u.board.SetHint(rules.NoMove)
		u.refresh(true)
	case EvThinking:
		u.showThinking(e.Think)
	case EvHint:
		u.board.SetHint(e.Move)
		u.setStatus("Hint: " + u.sess.Shown().SAN(e.Move) + " — marked on the board (Esc clears it).")
		u.refresh(false)
	case EvEnded:
		u.play(sound.GameEnd)
		u.refresh(false)
		u.showResultSoon()
	case EvDrawOffered:
		u.askDraw(e.Side)
	case EvDrawDeclined:
		u.setStatus(e.Text)
		u.refresh(false)
	}
}

// showResultSoon shows the result dialog once the last move's animation has played,
// unless the game has changed by then.
func (u *ui) showResultSoon() {
	if !u.settings.Animations {
		u.showResult()
		return
	}
	gen := u.sess.gen
	go func() {
		time.Sleep(resultDelay)
		u.cfg.post(func() {
			if u.sess.gen == gen && u.sess.Game().Over() {
				u.showResult()
			}
		})
	}()
}

// resultDelay lets the final move's animation finish before the result dialog covers it.
const resultDelay = 400 * time.Millisecond

func (u *ui) play(e sound.Effect) {
	if u.cfg.sound != nil {
		u.cfg.sound.Play(e)
	}
}

// refresh brings every part of the window up to date; showBoard redraws the board from
// the session (after anything but a single move, which the board animates itself).
func (u *ui) refresh(showBoard bool) {
	s := u.sess
	g := s.Game()
	if showBoard {
		u.showShown()
	}
	u.board.SetInteractive(s.HumanToMove())
	u.updatePremoves()
	start := g.PositionAt(0)
	u.moves.SetMoves(g.SANs(), start.FullmoveNumber(), start.SideToMove() == rules.Black)
	u.moves.SetCurrent(s.ViewPly())

	u.title.SetText(g.Variant().Name)
	u.showPlayers()
	u.noMoves.Hidden = g.Ply() > 0
	u.thinkRow.Hidden = !s.Player(rules.White).Computer && !s.Player(rules.Black).Computer
	u.state.SetText(u.stateText())
	u.compactState.SetText(g.Variant().Name + ": " + u.stateText())
	if s.Browsing() {
		u.histLbl.SetText(fmt.Sprintf("Showing the position after move %d of %d", s.ViewPly(), g.Ply()))
		if s.ViewPly() == 0 {
			u.histLbl.SetText(fmt.Sprintf("Showing the start position (%d moves played)", g.Ply()))
		}
		u.history.Show()
	} else {
		u.history.Hide()
	}
	u.updateStatus()
	u.updateActions()
}

// showShown puts the shown position on the board, with its last move marked.
func (u *ui) showShown() {
	s := u.sess
	pos := s.Shown().Clone()
	if m := s.ShownLastMove(); m != rules.NoMove {
		u.board.ShowMove(s.Game().PositionAt(s.ViewPly()-1), m, pos, false)
		return
	}
	u.board.SetPosition(pos)
}

// showThinking updates the "thinking…" indicator.
func (u *ui) showThinking(t ThinkInfo) {
	u.updatePremoves()
	if !t.Active {
		u.thinking.Stop()
		u.thinking.Hide()
		switch {
		case t.Depth > 0:
			u.lastThink = t
			u.thinkLbl.SetText(fmt.Sprintf("%s chose its move at depth %d · eval %s", colorName(t.Side),
				t.Depth, evalText(t.Score, t.Mate)))
		case u.lastThink.Depth > 0 && u.lastThink.Side == t.Side:
			u.thinkLbl.SetText(fmt.Sprintf("%s's last search: depth %d · eval %s", colorName(t.Side),
				u.lastThink.Depth, evalText(u.lastThink.Score, u.lastThink.Mate)))
		default:
			u.thinkLbl.SetText("")
		}
		u.updateStatus()
		return
	}
	text := "Thinking…"
	if t.Depth > 0 {
		text = fmt.Sprintf("Thinking… depth %d · eval %s", t.Depth, evalText(t.Score, t.Mate))
		u.lastThink = t
	} else {
		u.lastThink = ThinkInfo{}
	}
	u.thinkLbl.SetText(text)
	if !u.thinking.Visible() {
		u.thinking.Show()
		u.thinking.Start()
	}
	u.updateStatus()
}

// updateActions enables the buttons and menu items that apply now.
func (u *ui) updateActions() {
	s := u.sess
	b := u.buttons
	setEnabled(b.undo, s.CanUndo() || u.canReturnToPrevious())
	setEnabled(b.redo, s.CanRedo())
	setEnabled(b.hint, s.CanHint())
	setEnabled(b.cUndo, s.CanUndo() || u.canReturnToPrevious())
	setEnabled(b.cRedo, s.CanRedo())
	setEnabled(b.cHint, s.CanHint())
	_, claim := s.ClaimableDraw()
	setEnabled(b.claim, claim)
	setEnabled(b.draw, s.CanOfferDraw())
	setEnabled(b.resign, s.CanResign())
	if u.menu != nil {
		u.menu.refresh()
	}
}

func setEnabled(w fyne.Disableable, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}

// autosave keeps the game in progress on disk; a failure is logged once per change of
// error and shown in the status line, never in a dialog.
func (u *ui) autosave() {
	err := saveAutosave(u.cfg.dataDir, u.sess)
	if err != nil && (u.saveErr == nil || u.saveErr.Error() != err.Error()) {
		u.cfg.logger.Printf("siegeworks: autosave failed: %v", err)
		u.setStatus("The game could not be autosaved: " + err.Error())
	}
	u.saveErr = err
}
