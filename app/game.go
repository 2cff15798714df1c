package app

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"siegeworks/app/sound"
	"siegeworks/rules"
	"siegeworks/session"
	"siegeworks/widgets"
	"siegeworks/words"
)

// gameScreen is the game being played: the board, the side panel (or, in a small window,
// the compact bar) and the status line, all following the session.
type gameScreen struct {
	h         gameHost
	sess      *session.Session
	board     *widgets.Board
	panel     *gamePanel
	bars      [2]*playerBar   // above and below the board
	area      *fyne.Container // the board between the bars
	bar       *compactBar
	status    *statusLine
	moveIn    *moveInput
	arrange   *adaptiveLayout
	root      fyne.CanvasObject
	lastThink session.ThinkInfo // the computer's last progress report
	ticking   bool              // a goroutine redraws the running clock
}

// gameHost is what the game screen asks of the window besides what every screen may.
type gameHost interface {
	host
	showNewGame()
	// anotherGame is what the result offers next: a new game, or another game with the
	// friend elsewhere.
	anotherGame() (label string, start func())
	reviewGame()
	changeSettings(func(*Settings))
	canvas() fyne.Canvas
	refreshMenus()
	altClicked()
}

func newGameScreen(h gameHost, sess *session.Session) *gameScreen {
	g := &gameScreen{h: h, sess: sess, status: newStatusLine()}
	g.board = widgets.NewBoard(sess.Shown())
	g.board.OnMove = g.onBoardMove
	g.board.OnStatus = func(msg string) { g.status.say(sentence(msg)) }
	g.board.Later = func(f func()) { go h.post(f) }
	g.board.OnPremove = g.onPremove
	g.board.OnPreview = g.status.preview
	g.board.OnPointAt = g.status.preview
	g.board.ChoosePromotion = h.choosePromotion
	g.board.OnAltClick = h.altClicked
	g.board.SetFlipped(h.settings().Flipped)
	g.status.update = g.updateStatus
	g.moveIn = newMoveInput(g)
	g.bars = [2]*playerBar{newPlayerBar(), newPlayerBar()}
	g.panel = newGamePanel(g)
	g.bar = newCompactBar(g)
	g.arrange = &adaptiveLayout{onChange: func(bool) { g.showPlayers() }}
	g.root = g.layout()
	sess.Listen(g.onEvent)
	g.refresh(true)
	return g
}

func (g *gameScreen) view() fyne.CanvasObject { return g.root }

// leave: the game goes on behind the other screens.
func (g *gameScreen) leave() {}

func (g *gameScreen) typed(r rune) bool {
	switch {
	case r == '/':
		g.moveIn.focus("")
	case startsMove(r) && g.sess.HumanToMove():
		g.moveIn.focus(string(r))
	default:
		return false
	}
	return true
}

func (g *gameScreen) geometry() screenGeometry {
	b := g.panel.buttons
	buttons := namedButtons{"undo": b.undo, "redo": b.redo, "hint": b.hint, "offer": b.draw, "claim": b.claim,
		"pause": b.pause, "resign": b.resign, "new-game": b.newGame, "back": b.back}
	clocks := map[string]string{}
	for _, bar := range g.bars {
		if bar.clockBox.Visible() {
			clocks[strings.ToLower(colorName(bar.side))] = bar.clock.Text
		}
	}
	return screenGeometry{board: g.board, variant: g.sess.Game().Variant(), view: "game", buttons: buttons, clocks: clocks}
}

// applySettings follows a change of the settings.
func (g *gameScreen) applySettings(s Settings) {
	g.board.SetShowLegalMoves(s.ShowLegal)
	g.board.SetAnimations(s.Animations)
}

func (g *gameScreen) onBoardMove(m rules.Move) {
	if err := g.sess.PlayHuman(m); err != nil {
		g.status.say(err.Error())
		g.refresh(false)
	}
}

// onPremove takes a move queued on the board while the other side chooses (NoMove:
// cancelled).
func (g *gameScreen) onPremove(m rules.Move) {
	g.sess.QueuePremove(m)
	if m == rules.NoMove {
		g.status.say(lang.L("Premove cancelled."))
		return
	}
	pos := g.sess.Game().Position().Clone()
	pos.MakeNullMove()
	g.status.say(premoveWords(words.Move(pos, m)))
}

// onEvent follows the session.
func (g *gameScreen) onEvent(e session.Event) {
	s := g.sess
	switch e.Kind {
	case session.EvMoved:
		g.status.clear()
		g.board.SetHint(rules.NoMove)
		if s.ViewPly() == s.Game().Ply() {
			g.board.ShowMove(e.Before, e.Move, e.After, true)
		}
		if !s.Game().Over() { // else EvEnded follows with the game-end sound
			g.h.play(moveSound(e.Before, e.Move, e.After, false))
		}
		g.refresh(false)
	case session.EvReset:
		g.board.Deselect() // a new game, an undo: nothing stays picked up
		g.status.clear()
		if !s.Thinking() {
			g.lastThink = session.ThinkInfo{}
			g.panel.thinkLbl.SetText("")
		}
		g.board.SetHint(rules.NoMove)
		g.refresh(true)
	case session.EvView:
		g.board.SetHint(rules.NoMove)
		g.refresh(true)
	case session.EvThinking:
		g.showThinking(e.Think)
	case session.EvHint:
		g.board.SetHint(e.Move)
		g.status.say(lang.L("Hint: {{.Move}} — marked on the board (Esc clears it).", map[string]any{"Move": s.Shown().SAN(e.Move)}))
		g.refresh(false)
	case session.EvEnded:
		g.status.hover = "" // nothing is previewed on a finished game
		g.board.Deselect()
		g.h.play(sound.GameEnd)
		g.refresh(false)
		g.showResultSoon()
	case session.EvDrawOffered:
		g.askDraw(e.Side)
	case session.EvTakebackRequested:
		g.askTakeback(e.Side)
	case session.EvTakebackAnswered:
		who := map[string]any{"Name": s.Players()[e.Side].String()}
		if e.Accept {
			g.status.say(lang.L("{{.Name}} let you take back your move.", who))
		} else {
			g.status.say(lang.L("{{.Name}} did not let you take back your move.", who))
		}
		g.refresh(true)
	case session.EvDrawDeclined:
		g.status.say(e.Text)
		g.refresh(false)
	case session.EvPremove:
		if e.Text != "" {
			g.status.say(e.Text)
		}
		g.updatePremoves()
	}
}

// showResultSoon shows the result dialog once the last move's animation has played,
// unless the game has changed by then.
func (g *gameScreen) showResultSoon() {
	if !g.h.settings().Animations {
		g.showResult()
		return
	}
	gen := g.sess.Generation()
	go func() {
		time.Sleep(resultDelay)
		g.h.post(func() {
			if g.sess.Generation() == gen && g.sess.Game().Over() {
				g.showResult()
			}
		})
	}()
}

// resultDelay lets the final move's animation finish before the result dialog covers it.
const resultDelay = 400 * time.Millisecond

// refresh brings every part of the screen up to date; showBoard redraws the board from
// the session (after anything but a single move, which the board animates itself).
func (g *gameScreen) refresh(showBoard bool) {
	s := g.sess
	if showBoard {
		g.showShown()
	}
	g.board.SetInteractive(s.HumanToMove())
	g.updatePremoves()
	if p := s.Players()[s.ToMove()]; session.IsRemote(p) && !s.Game().Over() {
		g.moveIn.showWaiting(p.String())
	} else {
		g.moveIn.showExamples(s.Game().Position())
	}
	g.panel.refresh()
	g.bar.state.SetText(lang.L(s.Game().Variant().Name) + ": " + g.stateText())
	g.showPlayers()
	g.updateStatus()
	g.updateActions()
}

// showShown puts the shown position on the board, with its last move marked.
func (g *gameScreen) showShown() {
	s := g.sess
	pos := s.Shown().Clone()
	if m := s.ShownLastMove(); m != rules.NoMove {
		g.board.ShowMove(s.Game().PositionAt(s.ViewPly()-1), m, pos, false)
		return
	}
	g.board.SetPosition(pos)
}

// updatePremoves lets the person queue a move on the board while the other side chooses,
// and marks the queued move.
func (g *gameScreen) updatePremoves() {
	side, ok := g.sess.PremoveSide()
	g.board.SetPremoves(ok, side)
}

// updateActions enables the buttons and menu items that apply now.
func (g *gameScreen) updateActions() {
	g.panel.updateActions()
	g.bar.updateActions()
	g.h.refreshMenus()
}

func setEnabled(w fyne.Disableable, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}

// premoveWords is the status line's note on a queued premove: what the move does.
func premoveWords(does string) string {
	return lang.L("Premove: {{.Move}}. It is played once the computer has moved; click elsewhere to cancel.", map[string]any{"Move": does})
}
