package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// TestSuccessAndErrorTextContrast: text in the success and the error colours ("A playable
// position.", what is wrong with a start position) reads at 4.5:1 or better on the window's,
// the side panel's and the dialogs' backgrounds, in the light and the dark theme.
func TestSuccessAndErrorTextContrast(t *testing.T) {
	for _, choice := range []string{ThemeLight, ThemeDark} {
		th := themeFor(choice)
		for _, fg := range []fyne.ThemeColorName{theme.ColorNameSuccess, theme.ColorNameError} {
			for _, bg := range []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameHeaderBackground, theme.ColorNameOverlayBackground} {
				if c := contrast(th.Color(fg, theme.VariantLight), th.Color(bg, theme.VariantLight)); c < 4.5 {
					t.Errorf("%s theme: %s on %s has contrast %.2f:1, want 4.5:1", choice, fg, bg, c)
				}
			}
		}
	}
}
