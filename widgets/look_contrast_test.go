package widgets

import (
	"image/color"
	"math"
	"testing"
)

// The colour science of the contrast tests: CIE L*a*b* differences (how different two
// colours look) and WCAG contrast ratios (how far apart two lightnesses are).

// lab is an opaque colour in CIE L*a*b* (D65).
func lab(c color.Color) [3]float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		s := float64(v) / 0xffff
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	lr, lg, lb := lin(r), lin(g), lin(b)
	x := (0.4124*lr + 0.3576*lg + 0.1805*lb) / 0.95047
	y := 0.2126*lr + 0.7152*lg + 0.0722*lb
	z := (0.0193*lr + 0.1192*lg + 0.9505*lb) / 1.08883
	f := func(t float64) float64 {
		if t > 0.008856 {
			return math.Cbrt(t)
		}
		return 7.787*t + 16.0/116
	}
	return [3]float64{116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))}
}

// deltaE is how different two opaque colours look (CIE76): about 2 is just noticeable,
// 10 plain, 20 and more a clear mark.
func deltaE(a, b color.Color) float64 {
	la, lb := lab(a), lab(b)
	return math.Sqrt((la[0]-lb[0])*(la[0]-lb[0]) + (la[1]-lb[1])*(la[1]-lb[1]) + (la[2]-lb[2])*(la[2]-lb[2]))
}

// over is a translucent colour laid over an opaque one.
func over(top, bottom color.NRGBA) color.NRGBA {
	a := float64(top.A) / 255
	mix := func(t, b uint8) uint8 { return uint8(math.Round(a*float64(t) + (1-a)*float64(b))) }
	return color.NRGBA{R: mix(top.R, bottom.R), G: mix(top.G, bottom.G), B: mix(top.B, bottom.B), A: 0xff}
}

// relLuminance is the WCAG relative luminance of a colour.
func relLuminance(c color.Color) float64 {
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

// contrastRatio is the WCAG contrast ratio of two opaque colours, 1 to 21.
func contrastRatio(a, b color.Color) float64 {
	la, lb := relLuminance(a), relLuminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// everyPalette calls f with every scheme's palette for a light and for a dark interface.
func everyPalette(f func(s scheme, ui string, p boardPalette)) {
	for _, s := range schemes {
		f(s, "light interface", s.onLight)
		f(s, "dark interface", s.onDark)
	}
}

// TestMarksShowOnEverySchemesSquares: every mark (the player's and the engine's arrows too),
// at the faintest opacity the board draws it,
// changes the look of every square of every scheme clearly (ΔE 20 or more), on a light and on
// a dark interface; the tint of the destination under the pointer, a lighter cue drawn
// under the move's whole preview, plainly (12 or more).
func TestMarksShowOnEverySchemesSquares(t *testing.T) {
	everyPalette(func(s scheme, ui string, p boardPalette) {
		m := s.marks()
		clear := map[string]color.NRGBA{
			"legal-move dot": m.move, "selection": m.selected, "last move": m.lastMove, "hint": m.hint,
			"premove": m.premove, "check": m.check, "sling": m.sling, "teleport": m.teleport,
			"shot": m.explode, "line of fire": withAlpha(m.explode, 0x90), "screen": m.screen,
			"turnover": m.turnover, "combine": m.combine, "promotion": m.promotion, "castling": m.castling,
			"capture": m.capture, "attack line": withAlpha(m.capture, 0xc0), "arrow": m.arrow,
			"green arrow": annotationColors[AnnotateGreen], "red arrow": annotationColors[AnnotateRed],
			"blue arrow": annotationColors[AnnotateBlue], "yellow arrow": annotationColors[AnnotateYellow],
		}
		for _, sq := range []struct {
			name  string
			c     color.NRGBA
			hover color.NRGBA
		}{{"light", p.light, m.hoverLight}, {"dark", p.dark, m.hover}} {
			for name, c := range clear {
				if d := deltaE(over(c, sq.c), sq.c); d < 20 {
					t.Errorf("%s, %s: the %s shows faintly on a %s square (ΔE %.1f)", s.name, ui, name, sq.name, d)
				}
			}
			if d := deltaE(over(sq.hover, sq.c), sq.c); d < 12 {
				t.Errorf("%s, %s: the square under the pointer shows faintly on a %s square (ΔE %.1f)", s.name, ui, sq.name, d)
			}
		}
	})
}

// TestSchemesTellTheirSquaresApart: on every scheme the light and dark squares differ plainly
// (contrast 1.8:1 or more) and the rim is darker than both; the high-contrast scheme's
// squares differ most of all (3.5:1 or more), and its rim is the widest and stands 3:1 or
// more from either square, on a light and on a dark interface.
func TestSchemesTellTheirSquaresApart(t *testing.T) {
	hc, ok := schemeByID(SchemeHighContrast)
	if !ok {
		t.Fatal("no high-contrast scheme")
	}
	everyPalette(func(s scheme, ui string, p boardPalette) {
		squares := contrastRatio(p.light, p.dark)
		if squares < 1.8 {
			t.Errorf("%s, %s: the squares' contrast is only %.2f:1", s.name, ui, squares)
		}
		if relLuminance(p.frame) >= relLuminance(p.dark) {
			t.Errorf("%s, %s: the rim is not darker than the dark squares", s.name, ui)
		}
		for _, q := range []boardPalette{hc.onLight, hc.onDark} {
			if s.id != hc.id && contrastRatio(q.light, q.dark) <= squares {
				t.Errorf("%s, %s: the squares differ as much as on the high-contrast board", s.name, ui)
			}
		}
		if s.id != hc.id && s.frame >= hc.frame {
			t.Errorf("%s: its rim is as wide as the high-contrast board's", s.name)
		}
		if s.id == hc.id {
			if squares < 3.5 {
				t.Errorf("%s, %s: the squares' contrast is only %.2f:1", s.name, ui, squares)
			}
			if c := min(contrastRatio(p.frame, p.light), contrastRatio(p.frame, p.dark)); c < 3 {
				t.Errorf("%s, %s: the rim stands only %.2f:1 from the squares", s.name, ui, c)
			}
		}
	})
}
