package app

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"siegeworks/assets"
	"siegeworks/learn"
	"siegeworks/rules"
	"siegeworks/widgets"
)

// showShortcuts lists every key: the menus' shortcuts and the window's own keys.
func (u *ui) showShortcuts() {
	var lines []string
	for _, k := range u.shortcutList() {
		lines = append(lines, k.keys+"    "+k.what)
	}
	list := container.NewVScroll(widget.NewLabel(strings.Join(lines, "\n")))
	u.show(dialog.NewCustom(lang.L("Keyboard shortcuts"), lang.L("Close"), withSize(fyne.NewSize(560, 420), list), u.win))
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
		version = lang.L("unknown")
	}
	icon := canvas.NewImageFromResource(assets.Icon)
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(fyne.NewSize(96, 96))
	title := widget.NewLabelWithStyle(name, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	title.SizeName = "subHeadingText"
	ver := widget.NewLabelWithStyle(lang.L("Version {{.Version}} (build {{.Build}})", map[string]any{"Version": version, "Build": meta.Build}), fyne.TextAlignCenter, fyne.TextStyle{})
	text := lang.L("Orthodox chess and its siege variants, with a computer opponent and lessons.") + "\n\n"
	for _, v := range rules.Games() {
		if c := learn.For(v); c.Inventor != "" {
			text += lang.L("{{.Variant}}: {{.Credit}}.", map[string]any{"Variant": lang.L(v.Name), "Credit": c.Credit()}) + "\n"
		}
	}
	credits := widget.NewLabel(text + "\n" + lang.L("Built with Go and Fyne. Piece art and sounds made for Siegeworks."))
	credits.Wrapping = fyne.TextWrapWord
	content := container.NewVBox(container.NewCenter(icon), title, ver, credits)
	u.show(dialog.NewCustom(lang.L("About {{.Name}}", map[string]any{"Name": name}), lang.L("Close"), withWidth(440, content), u.win))
}

// dialogChrome is the height a dialog adds to its content (its title, its buttons, its
// margins) with some room to spare around it.
const dialogChrome = 180

// showLegend explains the marks the board draws.
func (u *ui) showLegend() {
	content := container.NewVScroll(widgets.NewLegend())
	// As tall as it may be in the window with the dialog's title and button (it was taller
	// than a small window: its title and button touched the window's edges).
	height := min(560, u.win.Canvas().Size().Height-dialogChrome)
	u.show(dialog.NewCustom(lang.L("Board marks"), lang.L("Close"), withSize(fyne.NewSize(520, height), content), u.win))
}
