package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// boardPalette holds the board's colours for one theme variant.
type boardPalette struct {
	light, dark color.NRGBA // squares
	frame       color.NRGBA // the rim around the squares
	label       color.Color // coordinates
}

var (
	// Warm maple and walnut for a light interface.
	lightPalette = boardPalette{
		light: color.NRGBA{R: 0xef, G: 0xdc, B: 0xb9, A: 0xff},
		dark:  color.NRGBA{R: 0xb4, G: 0x86, B: 0x5b, A: 0xff},
		frame: color.NRGBA{R: 0x6b, G: 0x4a, B: 0x30, A: 0xff},
	}
	// The same woods, dimmed so the board does not glare on a dark interface.
	darkPalette = boardPalette{
		light: color.NRGBA{R: 0xc9, G: 0xb2, B: 0x8e, A: 0xff},
		dark:  color.NRGBA{R: 0x86, G: 0x62, B: 0x43, A: 0xff},
		frame: color.NRGBA{R: 0x5c, G: 0x41, B: 0x2c, A: 0xff},
	}
)

// paletteFor picks the palette that suits the theme the widget is drawn with. The theme's
// background decides, so custom themes and theme overrides are followed too.
func paletteFor(w fyne.CanvasObject) boardPalette {
	th := theme.CurrentForWidget(w)
	v := fyne.CurrentApp().Settings().ThemeVariant()
	p := lightPalette
	if isDark(th.Color(theme.ColorNameBackground, v)) {
		p = darkPalette
	}
	p.label = th.Color(theme.ColorNameForeground, v)
	return p
}

// isDark tells whether a colour's relative luminance is below the midpoint.
func isDark(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	lum := 0.2126*float64(r) + 0.7152*float64(g) + 0.0722*float64(b)
	return lum < 0.5*0xffff
}
