package words

import (
	"siegeworks/i18n"
	"siegeworks/rules"
)

// part tells one consequence of a move: "capturing the black rook on c6".
func part(v *rules.Variant, st rules.Story, p rules.StoryPart, t Teller) string {
	a := i18n.Args{"Square": p.To.String()}
	switch p.Kind {
	case rules.PartRook:
		return i18n.L("the rook goes to {{.Square}}", a)
	case rules.PartCapture:
		a["Piece"] = theOn(v, p.Piece, p.To)
		return i18n.L("capturing {{.Piece}}", a)
	case rules.PartEnPassant:
		a["Piece"] = theOn(v, p.Piece, p.To)
		return i18n.L("capturing {{.Piece}} en passant", a)
	case rules.PartTakeWhole:
		a["Piece"] = theOn(v, p.Piece, p.To)
		return i18n.L("taking {{.Piece}} whole", a)
	case rules.PartSling:
		// The mover's own piece by its square, an enemy by its colour.
		a["Piece"] = at(v, p.Piece, p.From)
		if p.Piece.Color() != st.Side {
			a["Piece"] = theOn(v, p.Piece, p.From)
		}
		return i18n.L("slinging {{.Piece}} onto {{.Square}}", a)
	case rules.PartSlungCaptures:
		a["Piece"] = theOn(v, p.Piece, p.To)
		return i18n.L("where it captures {{.Piece}}", a)
	case rules.PartSlungPromotes:
		a["Piece"] = nouns(v, p.Piece.Kind()).a()
		return i18n.L("which lands on its last rank and becomes {{.Piece}}", a)
	case rules.PartPromote:
		if t == Unchosen && st.Move.IsPromotion() {
			return i18n.L("promoting: you choose the piece")
		}
		a["Piece"] = nouns(v, p.Piece.Kind()).a()
		return i18n.L("becoming {{.Piece}}", a)
	case rules.PartLeaveBehind:
		a["Piece"], a["Square"] = nouns(v, p.Piece.Kind()).a(), p.From.String()
		return i18n.L("leaving {{.Piece}} on {{.Square}}", a)
	case rules.PartTurnover:
		a["Piece"] = theOn(v, p.Piece, p.To)
		becomes := nouns(v, p.Becomes.Kind())
		a["Becomes"] = becomes.your()
		if t == Onlooker {
			a["Becomes"] = becomes.aColor[st.Side]()
		}
		return i18n.L("turning over {{.Piece}}: it becomes {{.Becomes}}", a)
	case rules.PartCombine:
		joined := nouns(v, p.Piece.Kind())
		a["Piece"] = joined.your()
		if t == Onlooker {
			a["Piece"] = joined.the[st.Side]()
		}
		a["Becomes"] = nouns(v, p.Becomes.Kind()).a()
		return i18n.L("joining {{.Piece}} there to make {{.Becomes}}", a)
	case rules.PartCatapults:
		return catapultsCaptured(st, p, t)
	}
	return ""
}

// catapultsCaptured tells that both Catapults of a side are captured: the mover's own
// ("and your Catapults on b1 and f1 are captured") or the other side's ("capturing both
// black Catapults, on b8 and g8").
func catapultsCaptured(st rules.Story, p rules.StoryPart, t Teller) string {
	a := i18n.Args{"First": p.From.String(), "Second": p.To.String()}
	owner := p.Piece.Color()
	switch {
	case owner == st.Side && t != Onlooker:
		return i18n.L("and your Catapults on {{.First}} and {{.Second}} are captured", a)
	case owner == st.Side && owner == rules.White:
		return i18n.L("and the white Catapults on {{.First}} and {{.Second}} are captured", a)
	case owner == st.Side:
		return i18n.L("and the black Catapults on {{.First}} and {{.Second}} are captured", a)
	case owner == rules.White:
		return i18n.L("capturing both white Catapults, on {{.First}} and {{.Second}}", a)
	}
	return i18n.L("capturing both black Catapults, on {{.First}} and {{.Second}}", a)
}
