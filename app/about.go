package app

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"siegeworks/assets"
	"siegeworks/learn"
	"siegeworks/rules"
	"siegeworks/widgets"
)

func (u *ui) showShortcuts() {
	text := strings.Join([]string{
		"Ctrl+N\tNew game", "Ctrl+O\tOpen a game", "Ctrl+S\tSave", "Ctrl+Shift+S\tSave as",
		"Ctrl+Z\tUndo (against the computer: back to your previous turn)", "Ctrl+Y\tRedo", "Ctrl+L\tLearn", "Ctrl+E\tSet up a position",
		"Ctrl+Shift+A\tAnalysis board", "Ctrl+Shift+R\tReview the game", "Ctrl+P\tPuzzles",
		"F\tFlip the board", "H\tHint", "/ or a letter\tType a move (e4, Nf3, e2e4; Esc leaves the field)", "F1\tHow to play this variant", "Left, Right arrows\tStep through the moves", "Home\tStart position",
		"End\tBack to the game", "Esc\tClose a dialog, clear the hint, step back out of Learn",
		"Alt\tOpen the menu bar (arrow keys to move, Enter to choose)", "Tab, Shift+Tab\tMove between buttons and fields (Space presses a button)",
		"Ctrl+Q\tQuit",
	}, "\n")
	lbl := widget.NewLabel(strings.ReplaceAll(text, "\t", "    "))
	u.show(dialog.NewCustom("Keyboard shortcuts", "Close", lbl, u.win))
}

// showAbout shows the name, version and credits.
func (u *ui) showAbout() {
	meta := u.app.Metadata()
	name := meta.Name
	if name == "" {
		name = Title
	}
	version := meta.Version
	if version == "" {
		version = "unknown"
	}
	icon := canvas.NewImageFromResource(assets.Icon)
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(fyne.NewSize(96, 96))
	title := widget.NewLabelWithStyle(name, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	title.SizeName = "subHeadingText"
	ver := widget.NewLabelWithStyle(fmt.Sprintf("Version %s (build %d)", version, meta.Build), fyne.TextAlignCenter, fyne.TextStyle{})
	text := "Orthodox chess and its siege variants, with a computer opponent and lessons.\n\n"
	for _, v := range rules.Variants {
		if c := learn.For(v); c.Inventor != "" {
			text += v.Name + ": " + c.Credit() + ".\n"
		}
	}
	credits := widget.NewLabel(text + "\nBuilt with Go and Fyne. Piece art and sounds made for Siegeworks.")
	credits.Wrapping = fyne.TextWrapWord
	content := container.NewVBox(container.NewCenter(icon), title, ver, credits)
	u.show(dialog.NewCustom("About "+name, "Close", container.New(&fixedWidth{width: 440}, content), u.win))
}

// showLegend explains the marks the board draws.
func (u *ui) showLegend() {
	content := container.NewVScroll(widgets.NewLegend())
	u.show(dialog.NewCustom("Board marks", "Close", container.New(&fixedSize{size: fyne.NewSize(520, 560)}, content), u.win))
}
