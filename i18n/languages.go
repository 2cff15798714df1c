package i18n

// Language is one language Siegeworks speaks.
type Language struct {
	Tag  string // BCP 47, also the folder under languages/ (English has no learn/ folder: its content is the original)
	Name string // as its speakers write it, for the Language choice in Settings
}

// Languages Siegeworks speaks, English first (the fallback). Adding a language is one folder
// under languages/ and one line here.
var Languages = []Language{
	{Tag: "en", Name: "English"},
	{Tag: "pt-BR", Name: "Português (Brasil)"},
	{Tag: "es", Name: "Español"},
}

// Find returns the language with this tag.
func Find(tag string) (Language, bool) {
	for _, l := range Languages {
		if l.Tag == tag {
			return l, true
		}
	}
	return Language{}, false
}
