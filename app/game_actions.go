package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/rules"
	"siegeworks/session"
	"siegeworks/study"
	"siegeworks/widgets"
)

// The game's commands: what its buttons, menu items and keys do.

func (g *gameScreen) can(c command) bool {
	s := g.sess
	switch c {
	case cmdBack, cmdFlip, cmdRules:
		return true
	case cmdHint:
		return s.CanHint()
	case cmdFirst, cmdPrev:
		return s.ViewPly() > 0
	case cmdNext:
		return s.Browsing()
	case cmdLast:
		return s.Browsing()
	case cmdUndo:
		if remotePlaying(s) {
			return s.CanRequestTakeback()
		}
		return s.CanUndo() || s.CanReturnToPrevious()
	case cmdRedo:
		return s.CanRedo() || s.CanRedoNewGame()
	case cmdPause:
		return s.CanPause() || s.Paused()
	case cmdOffer:
		return s.CanOfferDraw()
	case cmdClaim:
		_, ok := s.ClaimableDraw()
		return ok
	case cmdResign:
		return s.CanResign()
	}
	return false
}

func (g *gameScreen) do(c command) {
	s := g.sess
	switch c {
	case cmdBack:
		g.board.SetHint(rules.NoMove)
	case cmdHint:
		if s.Hint() {
			g.status.say(lang.L("Looking for a good move…"))
			g.updateActions()
		}
	case cmdFlip:
		g.board.Flip()
		g.h.changeSettings(func(set *Settings) { set.Flipped = g.board.Flipped() })
		g.showPlayers()
	case cmdFirst:
		s.SetView(0)
	case cmdPrev:
		s.StepView(-1)
	case cmdNext:
		s.StepView(1)
	case cmdLast:
		s.SetView(s.Game().Ply())
	case cmdUndo:
		g.undo()
	case cmdRedo:
		g.redo()
	case cmdPause:
		if s.Paused() {
			s.Resume()
			g.status.say("")
		} else if s.Pause() {
			g.status.say(lang.L("The game is paused: the clocks stand still. Press Resume to play on."))
		}
		g.refresh(false)
	case cmdOffer:
		g.offerDraw()
	case cmdClaim:
		if err := s.ClaimDraw(); err != nil {
			g.h.showError(lang.L("Claim draw"), err)
		}
	case cmdResign:
		g.resign()
	case cmdRules:
		g.h.showGuide(s.Game().Variant())
	}
}

// undo takes back moves, or brings back the game a new one replaced; in a game with a
// friend elsewhere it asks the friend to let the last move be taken back.
func (g *gameScreen) undo() {
	s := g.sess
	if remotePlaying(s) {
		if err := s.RequestTakeback(); err != nil {
			g.h.showError(lang.L("Take back"), err)
			return
		}
		c, _ := s.LocalSide()
		g.status.say(lang.L("Asked {{.Name}} to let you take back your last move…", map[string]any{"Name": s.Players()[c.Other()].String()}))
		g.updateActions()
		return
	}
	if s.CanReturnToPrevious() {
		p, err := s.ReturnToPrevious(g.board.Flipped())
		if err != nil {
			g.h.showError(lang.L("Undo"), err)
			return
		}
		g.board.SetFlipped(p.Flipped)
		g.status.say(lang.L("Back to the previous game. Redo brings the new one back."))
		g.refresh(true)
		return
	}
	if s.Undo() {
		g.status.say("")
	}
}

// redo replays undone moves, or brings back the new game an undo put away.
func (g *gameScreen) redo() {
	s := g.sess
	if !s.CanRedo() && s.CanRedoNewGame() {
		n, err := s.RedoNewGame(g.board.Flipped())
		if err != nil {
			g.h.showError(lang.L("Redo"), err)
			return
		}
		g.board.SetFlipped(n.Flipped)
		g.status.say(lang.L("Back to the new game."))
		g.refresh(true)
		return
	}
	s.Redo()
}

// orientFor turns the board towards the person when one side is a computer: Black at the
// bottom only when Black is the person. Games between two people or two computers keep
// the orientation the player chose.
func (g *gameScreen) orientFor(players [2]session.Player) {
	if session.IsLocal(players[0]) != session.IsLocal(players[1]) {
		g.board.SetFlipped(!session.IsLocal(players[0]))
		if !session.IsRemote(players[0]) && !session.IsRemote(players[1]) {
			// A game with a friend elsewhere turns the board for itself only.
			g.h.changeSettings(func(s *Settings) { s.Flipped = g.board.Flipped() })
		}
	}
}

func (g *gameScreen) resign() {
	side, ok := g.sess.LocalSide()
	if !ok || !g.sess.CanResign() {
		return
	}
	question := bySide(side, lang.L("White resigns and loses the game."), lang.L("Black resigns and loses the game."))
	if other := g.sess.Player(side.Other()); session.IsRemote(other) {
		question = lang.L("Resign the game against {{.Name}}? You lose it.", map[string]any{"Name": other.String()})
	}
	g.h.confirm(lang.L("Resign"), question, lang.L("Resign"), func() {
		if err := g.sess.Resign(); err != nil {
			g.h.showError(lang.L("Resign"), err)
		}
	})
}

// offerDraw asks first: against the computer an accepted offer ends the game at once.
func (g *gameScreen) offerDraw() {
	if !g.sess.CanOfferDraw() {
		return
	}
	side, _ := g.sess.LocalSide()
	other := g.sess.Player(side.Other())
	question := bySide(side, lang.L("White offers a draw. If Black accepts, the game ends in a draw. Offer it?"),
		lang.L("Black offers a draw. If White accepts, the game ends in a draw. Offer it?"))
	switch {
	case session.IsComputer(other):
		question = lang.L("Offer the computer a draw? It accepts when it thinks it stands worse, and the game ends at once.")
	case session.IsRemote(other):
		question = lang.L("Offer {{.Name}} a draw? If they accept, the game ends in a draw.", map[string]any{"Name": other.String()})
	}
	d := dialog.NewConfirm(lang.L("Offer a draw"), question, func(yes bool) {
		if !yes || !g.sess.CanOfferDraw() {
			return
		}
		switch {
		case session.IsComputer(other):
			g.status.say(lang.L("You offer a draw; the computer is considering it…"))
		case session.IsRemote(other):
			g.status.say(lang.L("You offer a draw; {{.Name}} is considering it…", map[string]any{"Name": other.String()}))
		}
		if err := g.sess.OfferDraw(); err != nil {
			g.h.showError(lang.L("Offer draw"), err)
		}
		g.updateActions()
	}, g.h.window())
	d.SetConfirmText(lang.L("Offer draw"))
	d.SetDismissText(lang.L("Cancel"))
	g.h.show(d)
}

// askDraw asks the other person whether they accept side's draw offer.
func (g *gameScreen) askDraw(side rules.Color) {
	question := bySide(side, lang.L("White offers a draw.\nBlack, do you accept?"), lang.L("Black offers a draw.\nWhite, do you accept?"))
	if p := g.sess.Players()[side]; session.IsRemote(p) {
		name := map[string]any{"Name": p.String()}
		question = bySide(side, lang.L("{{.Name}} (White) offers a draw. Do you accept?", name),
			lang.L("{{.Name}} (Black) offers a draw. Do you accept?", name))
	}
	d := dialog.NewConfirm(lang.L("Draw offered"), question,
		func(yes bool) {
			if !yes {
				g.status.say(bySide(side.Other(), lang.L("White declines the draw."), lang.L("Black declines the draw.")))
			}
			if err := g.sess.AnswerDraw(yes); err != nil {
				g.h.showError(lang.L("Draw"), err)
			}
		}, g.h.window())
	d.SetConfirmText(lang.L("Accept draw"))
	d.SetDismissText(lang.L("Decline"))
	g.h.show(d)
}

// askTakeback puts the friend's takeback request to the person here.
func (g *gameScreen) askTakeback(side rules.Color) {
	who := map[string]any{"Name": g.sess.Players()[side].String()}
	d := dialog.NewConfirm(lang.L("Take back a move?"), lang.L("{{.Name}} asks to take back their last move. Do you allow it?", who),
		func(yes bool) {
			g.sess.AnswerTakeback(yes)
			if !yes {
				g.status.say(lang.L("You did not allow {{.Name}} to take back their move.", who))
			}
		}, g.h.window())
	d.SetConfirmText(lang.L("Allow"))
	d.SetDismissText(lang.L("Refuse"))
	g.h.show(d)
}

// showResult tells how the game ended: who won (with the winner's king), why, the score.
func (g *gameScreen) showResult() {
	r, why := g.sess.Game().Result()
	head, detail := resultParts(r, why)
	title := widget.NewLabelWithStyle(head, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameHeadingText
	reason := widget.NewLabelWithStyle(detail, fyne.TextAlignCenter, fyne.TextStyle{})
	score := widget.NewLabelWithStyle(string(r), fyne.TextAlignCenter, fyne.TextStyle{Monospace: true})
	pics := container.NewHBox()
	for _, c := range []rules.Color{rules.White, rules.Black} {
		if (r == rules.ResultWhiteWins && c == rules.Black) || (r == rules.ResultBlackWins && c == rules.White) {
			continue
		}
		pics.Add(newPieceTile(g.kingArt(c), 64))
	}
	var d *dialog.ConfirmDialog
	review := widget.NewButtonWithIcon(lang.L("Review the game"), theme.SearchIcon(), func() {
		d.Hide()
		g.h.reviewGame()
	})
	review.Importance = widget.LowImportance
	content := container.NewVBox(container.NewCenter(pics), title, reason, score, container.NewCenter(review))
	label, again := g.h.anotherGame()
	d = dialog.NewCustomConfirm(lang.L("Game over"), label, lang.L("Close"),
		withWidth(340, content), func(yes bool) {
			if yes {
				again()
			}
		}, g.h.window())
	g.h.show(d)
}

// kingArt is the picture of a side's king (a Castle stack in Turnover).
func (g *gameScreen) kingArt(c rules.Color) fyne.Resource {
	v := g.sess.Game().Variant()
	if v.IsTurnover() {
		return widgets.PieceImage(v, rules.MakePiece(c, rules.StackOfRings(true, true, true)))
	}
	return widgets.PieceImage(v, rules.MakePiece(c, rules.King))
}

// showThinking updates the "thinking…" indicator.
func (g *gameScreen) showThinking(t session.ThinkInfo) {
	p := g.panel
	lines := p.thinkLbl.MinSize().Height
	defer func() {
		if p.thinkLbl.MinSize().Height != lines {
			p.body.Refresh() // the line wrapped onto more (or fewer) lines
		}
	}()
	g.updatePremoves()
	if !t.Active {
		p.thinking.Stop()
		p.thinking.Hide()
		switch {
		case t.Depth > 0:
			g.lastThink = t
			a := map[string]any{"Depth": t.Depth, "Eval": study.Eval{CP: t.Score, Mate: t.Mate}.Words()}
			p.thinkLbl.SetText(bySide(t.Side, lang.L("White chose its move at depth {{.Depth}} · eval {{.Eval}}", a),
				lang.L("Black chose its move at depth {{.Depth}} · eval {{.Eval}}", a)))
		case g.lastThink.Depth > 0 && g.lastThink.Side == t.Side:
			a := map[string]any{"Depth": g.lastThink.Depth, "Eval": study.Eval{CP: g.lastThink.Score, Mate: g.lastThink.Mate}.Words()}
			p.thinkLbl.SetText(bySide(t.Side, lang.L("White's last search: depth {{.Depth}} · eval {{.Eval}}", a),
				lang.L("Black's last search: depth {{.Depth}} · eval {{.Eval}}", a)))
		default:
			p.thinkLbl.SetText("")
		}
		g.updateStatus()
		return
	}
	text := lang.L("Thinking…")
	if t.Depth > 0 {
		text = lang.L("Thinking… depth {{.Depth}} · eval {{.Eval}}", map[string]any{"Depth": t.Depth, "Eval": study.Eval{CP: t.Score, Mate: t.Mate}.Words()})
		g.lastThink = t
	} else {
		g.lastThink = session.ThinkInfo{}
	}
	p.thinkLbl.SetText(text)
	if !p.thinking.Visible() {
		p.thinking.Show()
		p.thinking.Start()
	}
	g.updateStatus()
}
