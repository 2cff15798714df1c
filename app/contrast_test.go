package app

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// contrast is the WCAG contrast ratio of two opaque colours.
func contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		s := float64(v) / 0xffff
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// TestSecondaryTextContrast: the thinking line and the other secondary text read at 4.5:1 or
// better on the window's and the side panel's backgrounds, in the light and the dark theme;
// so do the main text and the status line.
func TestSecondaryTextContrast(t *testing.T) {
	for _, choice := range []string{ThemeLight, ThemeDark} {
		th := themeFor(choice)
		for _, fg := range []fyne.ThemeColorName{colorSecondary, theme.ColorNameForeground} {
			for _, bg := range []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameHeaderBackground} {
				v := theme.VariantLight
				c := contrast(th.Color(fg, v), th.Color(bg, v))
				if c < 4.5 {
					t.Errorf("%s theme: %s on %s has contrast %.2f:1, want 4.5:1", choice, fg, bg, c)
				}
			}
		}
	}
	// Fyne's low-importance text (the disabled colour) is what this replaces: too faint.
	th := themeFor(ThemeDark)
	if c := contrast(th.Color(theme.ColorNameDisabled, 0), th.Color(theme.ColorNameHeaderBackground, 0)); c >= 4.5 {
		t.Logf("the disabled colour now has %.2f:1; secondary text could use it", c)
	}
	if c := contrast(color.White, color.Black); math.Abs(c-21) > 0.01 {
		t.Fatalf("contrast formula: white on black %.2f", c)
	}
}
