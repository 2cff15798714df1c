package l10n

import (
	"strings"

	"siegeworks/i18n"
)

// Catalog is one language's messages, by the English text.
type Catalog struct {
	Tag      string // BCP 47, as in i18n.Languages: pt-BR, es
	Messages map[string]i18n.Message
}

// Catalogs are the messages of every language of i18n.Languages but English, in its order.
func Catalogs() ([]Catalog, error) {
	var out []Catalog
	for _, l := range i18n.Languages {
		if l.Tag == "en" {
			continue
		}
		m, err := i18n.Messages(l.Tag)
		if err != nil {
			return nil, err
		}
		out = append(out, Catalog{Tag: l.Tag, Messages: m})
	}
	return out, nil
}

// translation is the catalogue's text for an English field on one line, ok false when the
// language has none.
func (c Catalog) translation(english string) (string, bool) {
	text := oneLine(c.Messages[english].Other)
	return text, text != ""
}

// oneLine is s with every run of spaces, tabs and line breaks made one space and none at
// either end, as a paragraph of the metainfo reads.
func oneLine(s string) string {
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == '\t' || r == '\n' || r == '\r'
	}), " ")
}

// posixLocale is a BCP 47 tag as the desktop entry names locales: pt-BR → pt_BR,
// es → es, sr-Latn-RS → sr_RS@latin.
func posixLocale(tag string) string {
	parts := strings.Split(tag, "-")
	out := strings.ToLower(parts[0])
	modifier := ""
	for _, p := range parts[1:] {
		switch len(p) {
		case 2, 3: // a region: BR, 419
			out += "_" + strings.ToUpper(p)
		case 4: // a script
			modifier = "@" + scriptModifiers[strings.ToLower(p)]
			if modifier == "@" {
				modifier += strings.ToLower(p)
			}
		}
	}
	return out + modifier
}

// scriptModifiers are glibc's locale modifiers for ISO 15924 scripts.
var scriptModifiers = map[string]string{"latn": "latin", "cyrl": "cyrillic", "deva": "devanagari"}
