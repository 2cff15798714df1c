package app

import (
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/assets"
	"siegeworks/rules"
)

// The actions behind the buttons, menus and keys.

func (u *ui) undo() {
	if u.canReturnToPrevious() {
		u.returnToPrevious()
		return
	}
	if u.sess.Undo() {
		u.setStatus("")
	}
}

func (u *ui) redo() { u.sess.Redo() }

func (u *ui) hint() {
	if !u.sess.Hint() {
		return
	}
	u.setStatus("Looking for a good move…")
	u.updateActions()
}

func (u *ui) flip() {
	u.board.Flip()
	u.changeSettings(func(s *Settings) { s.Flipped = u.board.Flipped() })
}

func (u *ui) claimDraw() {
	if err := u.sess.ClaimDraw(); err != nil {
		u.showError("Claim draw", err)
	}
}

func (u *ui) resign() {
	side, ok := u.sess.humanSide()
	if !ok || !u.sess.CanResign() {
		return
	}
	u.show(dialog.NewConfirm("Resign",
		colorName(side)+" resigns and loses the game. Resign?",
		func(yes bool) {
			if yes {
				if err := u.sess.Resign(); err != nil {
					u.showError("Resign", err)
				}
			}
		}, u.win))
}

func (u *ui) offerDraw() {
	if !u.sess.CanOfferDraw() {
		return
	}
	side, _ := u.sess.humanSide()
	if u.sess.Player(side.Other()).Computer {
		u.setStatus("You offer a draw; the computer is considering it…")
	}
	if err := u.sess.OfferDraw(); err != nil {
		u.showError("Offer draw", err)
	}
	u.updateActions()
}

// askDraw asks the other person whether they accept side's draw offer.
func (u *ui) askDraw(side rules.Color) {
	d := dialog.NewConfirm("Draw offered",
		colorName(side)+" offers a draw.\n"+colorName(side.Other())+", do you accept?",
		func(yes bool) {
			if !yes {
				u.setStatus(colorName(side.Other()) + " declines the draw.")
			}
			if err := u.sess.AnswerDraw(yes); err != nil {
				u.showError("Draw", err)
			}
		}, u.win)
	d.SetConfirmText("Accept draw")
	d.SetDismissText("Decline")
	u.show(d)
}

// showResult tells how the game ended: who won (with the winner's king), why, the score.
func (u *ui) showResult() {
	g := u.sess.Game()
	r, why := g.Result()
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
		img := canvas.NewImageFromResource(u.kingArt(c))
		img.FillMode = canvas.ImageFillContain
		img.SetMinSize(fyne.NewSize(64, 64))
		pics.Add(img)
	}
	var d *dialog.ConfirmDialog
	review := widget.NewButtonWithIcon("Review the game", theme.SearchIcon(), func() {
		d.Hide()
		u.reviewGame()
	})
	review.Importance = widget.LowImportance
	content := container.NewVBox(container.NewCenter(pics), title, reason, score, container.NewCenter(review))
	d = dialog.NewCustomConfirm("Game over", "New game…", "Close",
		container.New(&fixedWidth{width: 340}, content), func(yes bool) {
			if yes {
				u.showNewGame()
			}
		}, u.win)
	u.show(d)
}

// kingArt is the picture of a side's king (a Castle stack in Turnover).
func (u *ui) kingArt(c rules.Color) fyne.Resource {
	if u.sess.Game().Variant().IsTurnover() {
		side := assets.White
		if c == rules.Black {
			side = assets.Black
		}
		return assets.Stack(side, true, true, true)
	}
	return pieceResource(c, rules.King)
}

// unchanged is the note under errors that leave the game as it was.
const unchanged = "The current game is unchanged."

// showError shows a clear error dialog, with notes under the error.
func (u *ui) showError(title string, err error, notes ...string) {
	u.lastErr = err
	text := capitalize(err.Error())
	for _, n := range notes {
		text += "\n\n" + n
	}
	lbl := widget.NewLabel(text)
	lbl.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(title, "OK", container.New(&fixedWidth{width: 420}, lbl), u.win)
	u.show(d)
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// bindKeys sets the single-key shortcuts of the main window. While a dialog or a menu is
// open they do nothing, except Escape, which closes our own dialogs.
func (u *ui) bindKeys() {
	c := u.win.Canvas()
	busy := func() bool { return c.Overlays().Top() != nil }
	c.SetOnTypedRune(func(r rune) {
		if busy() {
			return
		}
		if u.learning() {
			if (r == 'h' || r == 'H') && u.learn.play != nil {
				u.learn.play.showHint()
			}
			return
		}
		if u.editor != nil || u.analysis != nil || u.puzzles != nil {
			return
		}
		switch {
		case r == 'f' || r == 'F':
			u.flip()
		case r == 'h' || r == 'H':
			u.hint()
		case r == '/':
			u.moveIn.focus("")
		case startsMove(r) && u.sess.HumanToMove() && !u.sess.Browsing():
			u.moveIn.focus(string(r))
		}
	})
	c.AddShortcut(ctrlShift(fyne.KeyZ).(*desktop.CustomShortcut), func(fyne.Shortcut) { u.redo() })
	c.SetOnTypedKey(func(e *fyne.KeyEvent) {
		if e.Name == fyne.KeyEscape {
			u.escape()
			return
		}
		if busy() {
			return
		}
		if u.learning() {
			u.learn.typedKey(e)
			return
		}
		if u.editor != nil || u.puzzles != nil {
			return // Escape (above) leaves it; the game's keys wait
		}
		if u.analysis != nil {
			u.analysis.typedKey(e)
			return
		}
		switch e.Name {
		case fyne.KeyLeft:
			u.sess.StepView(-1)
		case fyne.KeyRight:
			u.sess.StepView(1)
		case fyne.KeyHome:
			u.sess.SetView(0)
		case fyne.KeyEnd:
			u.sess.SetView(u.sess.Game().Ply())
		case fyne.KeyF1:
			u.showRules()
		}
	})
}

// closeDialogs closes every open dialog, cancelling a promotion.
func (u *ui) closeDialogs() {
	if u.promo != nil {
		u.promo.choose(rules.NoKind)
	}
	for u.closeTopDialog() {
	}
}

// choosePromotion is the board's promotion picker.
func (u *ui) choosePromotion(choices []rules.Kind, c rules.Color, done func(rules.Kind)) {
	if len(choices) == 0 {
		done(rules.NoKind)
		return
	}
	if u.settings.AlwaysQueen {
		done(choices[0])
		return
	}
	u.promo = showPromotionPicker(u.win, choices, c, u.settings.AlwaysQueen,
		func(on bool) { u.changeSettings(func(s *Settings) { s.AlwaysQueen = on }) },
		func(k rules.Kind) {
			u.promo = nil
			done(k)
		})
}
