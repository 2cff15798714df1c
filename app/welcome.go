package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"siegeworks/learn"
	"siegeworks/rules"
	"siegeworks/widgets"
)

// prefWelcomed is set once the welcome has been shown (it opens by itself only the first
// time; Help → Welcome opens it again).
const prefWelcomed = "welcomed"

// welcomeDialog offers a newcomer every variant with its picture and one-line idea, to
// learn or to play.
type welcomeDialog struct {
	dialog  *dialog.CustomDialog
	buttons map[string]*widget.Button
}

func (w *welcomeDialog) close() { w.dialog.Hide() }

// welcomeFirstTime shows the welcome on the first launch.
func (u *ui) welcomeFirstTime() {
	if u.prefs().Bool(prefWelcomed) {
		return
	}
	u.prefs().SetBool(prefWelcomed, true)
	u.showWelcome()
}

// welcomeSize is the welcome's size: every variant in sight at once in an 800x600 window.
var welcomeSize = fyne.NewSize(700, 470)

// showWelcome opens the welcome.
func (u *ui) showWelcome() {
	w := &welcomeDialog{buttons: map[string]*widget.Button{}}
	rows := container.NewVBox()
	for _, v := range rules.Games() { // Turnover once: Play offers its rule sets
		c := learn.For(v)
		// On a light tile: on the dark theme the Turret and the Kwagga, dark-lined, vanished.
		pic := container.NewCenter(newPieceTile(widgets.Picture(v, c.Picture), 44))
		text := widget.NewRichText(
			&widget.TextSegment{Text: gameAndEditions(v) + "  ", Style: widget.RichTextStyle{Inline: true, TextStyle: fyne.TextStyle{Bold: true}}},
			&widget.TextSegment{Text: c.Tagline, Style: widget.RichTextStyle{Inline: true}},
		)
		text.Wrapping = fyne.TextWrapWord
		learnIt := widget.NewButtonWithIcon(lang.L("Learn"), theme.HelpIcon(), func() {
			w.close()
			u.showLearn(u.settings().edition(v)) // at the rule set last chosen
		})
		learnIt.Importance = widget.HighImportance
		play := widget.NewButtonWithIcon(lang.L("Play"), theme.MediaPlayIcon(), func() {
			w.close()
			u.showNewGameFor(v)
		})
		w.buttons["learn:"+v.ID], w.buttons["play:"+v.ID] = learnIt, play
		rows.Add(container.NewBorder(nil, nil, pic, container.NewCenter(container.NewHBox(learnIt, play)), text))
	}
	intro := wrapped(lang.L("Siegeworks plays orthodox chess and four siege variants, where pieces sling, " +
		"shoot, teleport and turn over. Learn one in a few minutes on a live board, or start a game."))
	closeBtn := widget.NewButton(lang.L("Close"), func() { w.close() })
	w.buttons["close"] = closeBtn
	content := container.NewBorder(intro, container.NewCenter(closeBtn), nil, nil, container.NewVScroll(rows))
	w.dialog = dialog.NewCustomWithoutButtons(lang.L("Welcome to Siegeworks"), withSize(welcomeSize, content), u.win)
	w.dialog.SetOnClosed(func() {
		if u.dlg.welcome == w {
			u.dlg.welcome = nil
		}
	})
	u.dlg.welcome = w
	u.show(w.dialog)
}
