package widgets

import "image/color"

// The board's colour schemes, by the identifiers the settings keep.
const (
	SchemeWood         = "wood"
	SchemeGreen        = "green"
	SchemeBlue         = "blue"
	SchemeHighContrast = "contrast"
)

// scheme is a board colour scheme: its squares and rim for a light interface and for a dark
// one, how wide its rim is, and the marks it draws differently from baseMarks.
type scheme struct {
	id, name        string
	onLight, onDark boardPalette
	frame           float64 // width of the rim, in squares
	adjust          func(*markPalette)
}

// marks are the scheme's marks.
func (s scheme) marks() markPalette {
	m := baseMarks
	if s.adjust != nil {
		s.adjust(&m)
	}
	return m
}

func rgb(v uint32) color.NRGBA {
	return color.NRGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xff}
}

// schemes are every scheme, the default first. On a dark interface the squares are dimmed so
// the board does not glare, except on the high-contrast board, which keeps its contrast.
var schemes = []scheme{
	{id: SchemeWood, name: "Wood", frame: frameFrac,
		// Warm maple and walnut.
		onLight: boardPalette{light: rgb(0xefdcb9), dark: rgb(0xb4865b), frame: rgb(0x6b4a30)},
		onDark:  boardPalette{light: rgb(0xc9b28e), dark: rgb(0x866243), frame: rgb(0x5c412c)}},
	{id: SchemeGreen, name: "Green", frame: frameFrac,
		// The cream and green of tournament boards.
		onLight: boardPalette{light: rgb(0xeeeed2), dark: rgb(0x769656), frame: rgb(0x4a5e36)},
		onDark:  boardPalette{light: rgb(0xc6c6ad), dark: rgb(0x5c7743), frame: rgb(0x3b4b2b)},
		// Green dots would vanish on green squares: the picked-up piece's marks are navy.
		adjust: func(m *markPalette) {
			navy := color.NRGBA{R: 0x1a, G: 0x2e, B: 0x5a}
			m.move, m.selected, m.arrow = withAlpha(navy, 0x80), withAlpha(navy, 0x70), withAlpha(navy, 0x90)
		}},
	{id: SchemeBlue, name: "Blue", frame: frameFrac,
		// Pale grey and slate blue.
		onLight: boardPalette{light: rgb(0xdee3e6), dark: rgb(0x8ca2ad), frame: rgb(0x4e626c)},
		onDark:  boardPalette{light: rgb(0xb6bdc1), dark: rgb(0x6b808b), frame: rgb(0x3e4e57)},
		// Slate castling marks would fade into slate squares: a darker slate.
		adjust: func(m *markPalette) { m.castling = color.NRGBA{R: 0x2c, G: 0x38, B: 0x4c, A: 0xe8} }},
	{id: SchemeHighContrast, name: "High contrast", frame: 2 * frameFrac,
		// White and a middle grey, as far from each other as squares can be while both
		// White's and Black's pieces stand out on either, edged by a wide black rim.
		onLight: boardPalette{light: rgb(0xffffff), dark: rgb(0x808080), frame: rgb(0x000000)},
		onDark:  boardPalette{light: rgb(0xffffff), dark: rgb(0x808080), frame: rgb(0x000000)},
		// The marks of a move, a selection and the pointer more opaque: they must show to
		// players who see less.
		adjust: func(m *markPalette) {
			m.move, m.selected, m.arrow = withAlpha(m.move, 0xb0), withAlpha(m.selected, 0x98), withAlpha(m.arrow, 0xb8)
			m.lastMove, m.hint, m.premove = withAlpha(m.lastMove, 0x90), withAlpha(m.hint, 0xa8), withAlpha(m.premove, 0xa0)
			m.hover, m.hoverLight = withAlpha(m.hover, 0x90), withAlpha(m.hoverLight, 0x48)
		}},
}

// schemeByID is the scheme with an identifier, ok false for an unknown one.
func schemeByID(id string) (scheme, bool) {
	for _, s := range schemes {
		if s.id == id {
			return s, true
		}
	}
	return scheme{}, false
}
