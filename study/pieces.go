package study

import (
	"strconv"
	"strings"

	"siegeworks/i18n"
	"siegeworks/rules"
)

// The names of pieces in the study's sentences, in the current language. Each is a whole
// noun phrase per kind ("a queen", "two pawns", "the rook"), because the article, the plural
// and the number's form depend on the noun in other languages. The kinds are those of
// kindID; a name it does not know is spelt in English.

// pieceCount names n pieces of kind k: "a queen", "two pawns"; fresh ones, just promoted:
// "a new queen", "two new queens".
func pieceCount(v *rules.Variant, k rules.Kind, n int, fresh bool) string {
	a := i18n.Args{"Count": countWords(n)}
	name := kindID(v, k)
	if fresh {
		switch name {
		case "knight":
			return i18n.N("{{.Count}} new knights", n, a)
		case "bishop":
			return i18n.N("{{.Count}} new bishops", n, a)
		case "rook":
			return i18n.N("{{.Count}} new rooks", n, a)
		case "queen":
			return i18n.N("{{.Count}} new queens", n, a)
		case "Turret":
			return i18n.N("{{.Count}} new Turrets", n, a)
		case "Kwagga":
			return i18n.N("{{.Count}} new Kwaggas", n, a)
		case "Fortress":
			return i18n.N("{{.Count}} new Fortresses", n, a)
		case "Fort":
			return i18n.N("{{.Count}} new Forts", n, a)
		case "Tower":
			return i18n.N("{{.Count}} new Towers", n, a)
		case "Citadel":
			return i18n.N("{{.Count}} new Citadels", n, a)
		}
		return englishCount("new "+name, n)
	}
	switch name {
	case "pawn":
		return i18n.N("{{.Count}} pawns", n, a)
	case "knight":
		return i18n.N("{{.Count}} knights", n, a)
	case "bishop":
		return i18n.N("{{.Count}} bishops", n, a)
	case "rook":
		return i18n.N("{{.Count}} rooks", n, a)
	case "queen":
		return i18n.N("{{.Count}} queens", n, a)
	case "king":
		return i18n.N("{{.Count}} kings", n, a)
	case "Turret":
		return i18n.N("{{.Count}} Turrets", n, a)
	case "Kwagga":
		return i18n.N("{{.Count}} Kwaggas", n, a)
	case "Wall":
		return i18n.N("{{.Count}} Walls", n, a)
	case "Fortress":
		return i18n.N("{{.Count}} Fortresses", n, a)
	case "Fort":
		return i18n.N("{{.Count}} Forts", n, a)
	case "Tower":
		return i18n.N("{{.Count}} Towers", n, a)
	case "Citadel":
		return i18n.N("{{.Count}} Citadels", n, a)
	case "Castle":
		return i18n.N("{{.Count}} Castles", n, a)
	}
	return englishCount(name, n)
}

// thePiece names the one piece of kind k the sentence speaks of: "the rook".
func thePiece(v *rules.Variant, k rules.Kind) string {
	switch name := kindID(v, k); name {
	case "pawn":
		return i18n.L("the pawn")
	case "knight":
		return i18n.L("the knight")
	case "bishop":
		return i18n.L("the bishop")
	case "rook":
		return i18n.L("the rook")
	case "queen":
		return i18n.L("the queen")
	case "king":
		return i18n.L("the king")
	case "Turret":
		return i18n.L("the Turret")
	case "Kwagga":
		return i18n.L("the Kwagga")
	case "Wall":
		return i18n.L("the Wall")
	case "Fortress":
		return i18n.L("the Fortress")
	case "Fort":
		return i18n.L("the Fort")
	case "Tower":
		return i18n.L("the Tower")
	case "Citadel":
		return i18n.L("the Citadel")
	case "Castle":
		return i18n.L("the Castle")
	default:
		return "the " + name
	}
}

// theCount names n pieces of kind k taken: "the queen", "two pawns".
func theCount(v *rules.Variant, k rules.Kind, n int) string {
	if n == 1 {
		return thePiece(v, k)
	}
	return pieceCount(v, k, n, false)
}

// englishCount is pieceCount for a name without a translation.
func englishCount(name string, n int) string {
	if n == 1 {
		return indefinite(name)
	}
	return numberWord(n) + " " + plural(name)
}

// countWords is a count as the sentences show it: spelt out in English ("two pawns"), in
// figures in other languages, whose number words change with the noun they count.
func countWords(n int) string {
	if i18n.Current() == "en" {
		return numberWord(n)
	}
	return strconv.Itoa(n)
}

// numberWord spells small counts in English.
func numberWord(n int) string {
	if n < 10 {
		return [...]string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}[n]
	}
	return strconv.Itoa(n)
}

// plural: "pawns", "Fortresses".
func plural(name string) string {
	if strings.HasSuffix(name, "s") {
		return name + "es"
	}
	return name + "s"
}

// indefinite puts "a" or "an" before a name.
func indefinite(name string) string {
	if name != "" && strings.ContainsRune("aeiouAEIOU", rune(name[0])) {
		return "an " + name
	}
	return "a " + name
}

// andList joins words as a sentence lists them: "a, b and c".
func andList(words []string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return i18n.L("{{.List}} and {{.Last}}", i18n.Args{
		"List": strings.Join(words[:len(words)-1], ", "), "Last": words[len(words)-1]})
}

// sideName is the side as players call it: "White", "Black".
func sideName(c rules.Color) string {
	if c == rules.Black {
		return i18n.L("Black")
	}
	return i18n.L("White")
}

// kindID is the English name of a kind in the variant, which picks the phrase: "knight",
// "Turret", or in Turnover its stack ("Fortress" for the knight's letter, as the rule book
// pairs them). words.KindName is the same name in the player's language, for labels.
func kindID(v *rules.Variant, k rules.Kind) string {
	if v.IsTurnover() {
		switch k {
		case rules.Pawn:
			return "Wall"
		case rules.Knight:
			return "Fortress"
		case rules.Bishop:
			return "Fort"
		case rules.Rook:
			return "Tower"
		case rules.Queen:
			return "Citadel"
		case rules.King:
			return "Castle"
		}
		return "piece"
	}
	switch k {
	case rules.Pawn:
		return "pawn"
	case rules.Knight:
		return "knight"
	case rules.Bishop:
		return "bishop"
	case rules.Rook:
		return "rook"
	case rules.Queen:
		return "queen"
	case rules.King:
		return "king"
	case rules.Turret:
		return "Turret"
	case rules.Kwagga:
		return "Kwagga"
	}
	return "piece"
}
