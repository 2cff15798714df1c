package study

import (
	"siegeworks/i18n"
	"siegeworks/rules"
)

// Theme is what a puzzle's solution does, found from its moves' effects.
type Theme string

const (
	ThemeMate      Theme = "mate"
	ThemeSling     Theme = "sling"
	ThemeShot      Theme = "shot"
	ThemeTeleport  Theme = "teleport"
	ThemeCatapult  Theme = "catapult"
	ThemeTurnover  Theme = "turnover"
	ThemePromotion Theme = "promotion"
	ThemeMaterial  Theme = "material"
)

// Name is the theme in the player's words, in the current language ("" for an unknown theme).
func (t Theme) Name() string {
	switch t {
	case ThemeMate:
		return i18n.L("Mate")
	case ThemeSling:
		return i18n.L("Turret sling")
	case ThemeShot:
		return i18n.L("Cannon shot")
	case ThemeTeleport:
		return i18n.L("Teleport")
	case ThemeCatapult:
		return i18n.L("Catapult capture")
	case ThemeTurnover:
		return i18n.L("Stack turnover")
	case ThemePromotion:
		return i18n.L("Promotion")
	case ThemeMaterial:
		return i18n.L("Win material")
	}
	return ""
}

// Themes labels a solution line from the effects of the player's moves and how it ends.
func Themes(start *rules.Position, line []rules.Move) []Theme {
	pos := start.Clone()
	us := pos.SideToMove()
	seen := map[Theme]bool{}
	var out []Theme
	add := func(t Theme) {
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	for i, m := range line {
		if i%2 == 0 {
			for _, e := range pos.Effects(m) {
				switch e.Kind {
				case rules.EffectSling:
					add(ThemeSling)
				case rules.EffectTeleport:
					add(ThemeTeleport)
				case rules.EffectTurnover:
					add(ThemeTurnover)
				case rules.EffectPromote:
					add(ThemePromotion)
				case rules.EffectCatapultRemoved:
					if e.Piece.Color() != us {
						add(ThemeCatapult)
					}
				}
			}
			if m.Kind() == rules.CannonShot {
				add(ThemeShot)
			}
		}
		pos.MakeMove(m)
	}
	if pos.Status().Lost() {
		out = append([]Theme{ThemeMate}, out...)
	} else if len(out) == 0 {
		add(ThemeMaterial)
	}
	return out
}
