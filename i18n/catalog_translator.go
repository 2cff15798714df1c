package i18n

import "fmt"

// InLanguage is a Translator that reads a language's messages directly, without Fyne (the
// app speaks through Fyne's lang; tests and tools that need the words of a language use
// this). A key the language lacks is spoken in English.
func InLanguage(tag string) (Translator, error) {
	if _, ok := Find(tag); !ok {
		return nil, fmt.Errorf("i18n: Siegeworks does not speak %q", tag)
	}
	msgs, err := Messages(tag)
	if err != nil {
		return nil, err
	}
	return catalogTranslator{tag: tag, msgs: msgs}, nil
}

type catalogTranslator struct {
	tag  string
	msgs map[string]Message
}

func (c catalogTranslator) L(key string, args Args) string {
	if m, ok := c.msgs[key]; ok && m.Other != "" {
		return Fill(m.Other, args)
	}
	return english{}.L(key, args)
}

func (c catalogTranslator) N(key string, count int, args Args) string {
	m, ok := c.msgs[key]
	if !ok || m.Other == "" {
		return english{}.N(key, count, args)
	}
	if m.One != "" && pluralOne(c.tag, count) {
		return Fill(m.One, args)
	}
	return Fill(m.Other, args)
}

// pluralOne reports whether count takes a language's "one" form, for whole numbers (CLDR's
// rules: Portuguese says "one" for 0 and 1, English and Spanish for 1 only).
func pluralOne(tag string, count int) bool {
	if tag == "pt-BR" || tag == "pt" {
		return count == 0 || count == 1
	}
	return count == 1
}
