package app

import (
	"embed"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"siegeworks/assets"
	"siegeworks/rules"
)

// doc/RULES.md is a copy of ../shared/RULES.md, the project's rule book (a test keeps
// the two equal when the shared copy is present).
//
//go:embed doc/RULES.md
var docFS embed.FS

func rulesBook() string {
	b, _ := docFS.ReadFile("doc/RULES.md")
	return string(b)
}

// rulesSection is the rule book's text for a variant: its own section after the common
// rules of section 0.
func rulesSection(book string, v *rules.Variant) string {
	sections := strings.Split(book, "\n## ")
	var common, own string
	id := v.ID
	if id == "turret-kwagga" {
		id = "turret"
	}
	for _, s := range sections[1:] {
		head, _, _ := strings.Cut(s, "\n")
		switch {
		case strings.HasPrefix(head, "0."):
			common = "## " + s
		case strings.Contains(head, "(`"+id+"`"):
			own = "## " + s
		}
	}
	text := strings.TrimSpace(own) + "\n\n" + strings.TrimSpace(common) + "\n"
	// RULES.md marks the points it settles where the inventors' texts leave gaps.
	text = strings.ReplaceAll(text, "**[decided]**", "**House rule:**")
	return houseRuleNote + text
}

const houseRuleNote = "*From the Siegeworks rule book. Points marked House rule settle questions the " +
	"inventors' rules leave open.*\n\n"

// showRules opens a window with the rules of the variant being played.
func (u *ui) showRules() {
	v := u.sess.Game().Variant()
	text := rulesSection(rulesBook(), v)
	rt := widget.NewRichTextFromMarkdown(text)
	rt.Wrapping = fyne.TextWrapWord
	w := u.app.NewWindow("Rules of " + v.Name)
	w.SetContent(container.NewVScroll(container.NewPadded(rt)))
	w.Resize(fyne.NewSize(760, 720))
	w.Canvas().SetOnTypedKey(func(e *fyne.KeyEvent) {
		if e.Name == fyne.KeyEscape {
			w.Close()
		}
	})
	w.Show()
}

func (u *ui) showShortcuts() {
	text := strings.Join([]string{
		"Ctrl+N\tNew game", "Ctrl+O\tOpen a game", "Ctrl+S\tSave", "Ctrl+Shift+S\tSave as",
		"Ctrl+Z\tUndo (against the computer: back to your previous turn)", "Ctrl+Y\tRedo",
		"F\tFlip the board", "H\tHint", "F1\tRules of the variant", "← →\tStep through the moves", "Home\tStart position",
		"End\tBack to the game", "Esc\tClear the hint", "Ctrl+Q\tQuit",
	}, "\n")
	lbl := widget.NewLabel(strings.ReplaceAll(text, "\t", "    "))
	dialog.NewCustom("Keyboard shortcuts", "Close", lbl, u.win).Show()
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
	credits := widget.NewLabel("Orthodox chess and its siege variants, with a computer opponent.\n\n" +
		"Turret Chess and Gunnery Chess: M. Winther (2006).\n" +
		"Chess++ with the Catapult: Rajdeep Das (2025).\n" +
		"Turnover: L. J. Patrocínio Filho (2019 rules).\n\n" +
		"Built with Go and Fyne. Piece art and sounds made for Siegeworks.")
	credits.Wrapping = fyne.TextWrapWord
	content := container.NewVBox(container.NewCenter(icon), title, ver, credits)
	dialog.NewCustom("About "+name, "Close", container.New(&fixedWidth{width: 440}, content), u.win).Show()
}
