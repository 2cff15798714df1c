package words

import (
	"siegeworks/i18n"
	"siegeworks/rules"
)

// Attack says how a piece attacks a square (rules.Position.AttacksOn, Checks): "the b5
// bishop", "the e7 pawn fires over e4", "the d3 Turret can sling the c2 knight onto i8".
func Attack(v *rules.Variant, a rules.Attack) string {
	args := i18n.Args{"From": a.From.String(), "To": a.To.String(), "Via": a.Via.String()}
	switch a.Kind {
	case rules.AttackSling:
		args["Piece"] = at(v, a.Slung, a.Via)
		return i18n.L("the {{.From}} Turret can sling {{.Piece}} onto {{.To}}", args)
	case rules.AttackShot:
		return i18n.L("the {{.From}} pawn fires over {{.Via}}", args)
	case rules.AttackTeleport:
		args["Piece"] = at(v, a.Piece, a.From)
		return i18n.L("{{.Piece}} can teleport onto the Catapult on {{.To}}", args)
	case rules.AttackCastle:
		return i18n.L("the Castle on {{.From}} stands next to it", args)
	}
	return at(v, a.Piece, a.From)
}

// Attacks says several attacks in one list: "the e7 pawn fires over e4; the b5 bishop".
func Attacks(v *rules.Variant, as []rules.Attack) string {
	text := ""
	for i, a := range as {
		if i == 0 {
			text = Attack(v, a)
			continue
		}
		text = i18n.L("{{.List}}; {{.Next}}", i18n.Args{"List": text, "Next": Attack(v, a)})
	}
	return text
}
