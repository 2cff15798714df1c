package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// colorSecondary names the colour of secondary text (the computer's thinking line, progress
// notes, "No moves yet."). Fyne's low-importance text uses the disabled colour, which is far
// too faint to read; this one keeps a contrast of at least 4.5:1 on the window's and the
// side panel's backgrounds in both themes (TestSecondaryTextContrast).
const colorSecondary fyne.ThemeColorName = "siegeworksSecondary"

var (
	secondaryOnLight = color.NRGBA{R: 0x55, G: 0x58, B: 0x5e, A: 0xff}
	secondaryOnDark  = color.NRGBA{R: 0xb4, G: 0xb8, B: 0xbf, A: 0xff}
)

// appTheme is Fyne's default theme, optionally held to one variant, with Siegeworks' own
// colour for secondary text and, on a light window, darker success and error colours.
type appTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
	forced  bool
}

func (t appTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if t.forced {
		v = t.variant
	}
	if n == colorSecondary {
		if v == theme.VariantDark {
			return secondaryOnDark
		}
		return secondaryOnLight
	}
	if v != theme.VariantDark {
		switch n {
		case theme.ColorNameSuccess:
			return successOnLight
		case theme.ColorNameError:
			return errorOnLight
		}
	}
	return t.Theme.Color(n, v)
}

// On a light window Fyne's bright green and red are too faint to read as text (the editor's
// "A playable position." had 1.5:1, a refusal 3.7:1); these keep 4.5:1 on the window's, the
// panel's and the dialogs' backgrounds (TestSuccessAndErrorTextContrast).
var (
	successOnLight = color.NRGBA{R: 0x1e, G: 0x7b, B: 0x34, A: 0xff}
	errorOnLight   = color.NRGBA{R: 0xc6, G: 0x28, B: 0x28, A: 0xff}
)

// secondaryLabel is a label in the secondary text colour.
type secondaryLabel struct {
	widget.RichText
	seg *widget.TextSegment
}

func newSecondaryLabel(text string) *secondaryLabel {
	seg := &widget.TextSegment{Text: text, Style: widget.RichTextStyle{ColorName: colorSecondary, Inline: true}}
	l := &secondaryLabel{seg: seg}
	l.Segments = []widget.RichTextSegment{seg}
	l.Truncation = fyne.TextTruncateEllipsis
	l.Scroll = fyne.ScrollNone // a bare RichText scrolls, drawing a bar and a shadow
	l.ExtendBaseWidget(l)
	return l
}

// Text is what the label says.
func (l *secondaryLabel) Text() string { return l.seg.Text }

// SetText changes what the label says.
func (l *secondaryLabel) SetText(s string) {
	if l.seg.Text == s {
		return
	}
	l.seg.Text = s
	l.Refresh()
}
