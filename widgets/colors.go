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

// paletteFor picks the look's palette that suits the theme the widget is drawn with. The
// theme's background decides, so custom themes and theme overrides are followed too.
func paletteFor(w fyne.CanvasObject) boardPalette {
	th := theme.CurrentForWidget(w)
	v := fyne.CurrentApp().Settings().ThemeVariant()
	sc := look.scheme()
	p := sc.onLight
	if isDark(th.Color(theme.ColorNameBackground, v)) {
		p = sc.onDark
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

// markPalette holds the colours of the interaction marks. Each kind of side effect has its own
// hue so a glance tells a sling from a teleport from a shot; all are translucent so the square
// colours show through, and they read on both the light and the dark board. A scheme may
// change some (see scheme.marks); marks are those of the look's scheme.
type markPalette struct {
	move       color.NRGBA // destination dots and capture corners
	selected   color.NRGBA // tint of the picked-up piece's square
	hover      color.NRGBA // tint of the destination under the pointer, on a dark square
	hoverLight color.NRGBA // the same on a light square: a shade where a light would not show
	lastMove   color.NRGBA
	hint       color.NRGBA
	premove    color.NRGBA // the squares of a queued premove
	check      color.NRGBA // centre of the red glow under a king in check
	sling      color.NRGBA // amber: Turret slings
	teleport   color.NRGBA // violet: Catapult teleports
	explode    color.NRGBA // red-orange: cannon shots
	screen     color.NRGBA // steel blue: the piece a shot flies over
	turnover   color.NRGBA // teal: an enemy stack changes colour
	combine    color.NRGBA // blue: a ring joins an own stack
	promotion  color.NRGBA // gold
	castling   color.NRGBA // slate
	capture    color.NRGBA // red: what the previewed move captures
	arrow      color.NRGBA // the previewed move's own arrows
	badgeRim   color.NRGBA // the light rim that lifts a badge off any square
}

// baseMarks are the marks every scheme starts from.
var baseMarks = markPalette{
	move:       color.NRGBA{R: 0x14, G: 0x55, B: 0x1e, A: 0x80},
	selected:   color.NRGBA{R: 0x14, G: 0x55, B: 0x1e, A: 0x70},
	hover:      color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0x60},
	hoverLight: color.NRGBA{R: 0x00, G: 0x00, B: 0x00, A: 0x30},
	lastMove:   color.NRGBA{R: 0x9b, G: 0xc7, B: 0x00, A: 0x69},
	hint:       color.NRGBA{R: 0x2f, G: 0x7d, B: 0xe1, A: 0x80},
	premove:    color.NRGBA{R: 0xb0, G: 0x3a, B: 0x8c, A: 0x78},
	check:      color.NRGBA{R: 0xff, G: 0x10, B: 0x10, A: 0xe0},
	sling:      color.NRGBA{R: 0xe8, G: 0x8a, B: 0x10, A: 0xe0},
	teleport:   color.NRGBA{R: 0x8e, G: 0x44, B: 0xd4, A: 0xe0},
	explode:    color.NRGBA{R: 0xe6, G: 0x3a, B: 0x18, A: 0xd8},
	screen:     color.NRGBA{R: 0x3c, G: 0x6e, B: 0xa8, A: 0xe0},
	turnover:   color.NRGBA{R: 0x00, G: 0x95, B: 0x8f, A: 0xe8},
	combine:    color.NRGBA{R: 0x2a, G: 0x64, B: 0xd0, A: 0xe8},
	promotion:  color.NRGBA{R: 0xd9, G: 0xa4, B: 0x10, A: 0xf0},
	castling:   color.NRGBA{R: 0x46, G: 0x5a, B: 0x78, A: 0xe8},
	capture:    color.NRGBA{R: 0xd0, G: 0x20, B: 0x20, A: 0xd8},
	arrow:      color.NRGBA{R: 0x14, G: 0x55, B: 0x1e, A: 0x90},
	badgeRim:   color.NRGBA{R: 0xfb, G: 0xf8, B: 0xf1, A: 0xff},
}

// marks are the marks of the look's scheme (set by SetLook).
var marks = look.scheme().marks()

// withAlpha is c with another opacity.
func withAlpha(c color.NRGBA, a uint8) color.NRGBA {
	c.A = a
	return c
}
