package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"siegeworks/i18n"
)

// Fyne's lang speaks a message's key when it has no translation, but a plural message's
// key is only its "other" form: lang.N("{{.Count}} games", 1, …) would say "1 games". The
// English forms in i18n/languages/en/messages.json give English its "one" forms.
func init() {
	data, err := i18n.MessagesJSON("en")
	if err == nil {
		err = lang.AddTranslationsForLocale(data, fyne.Locale("en"))
	}
	if err != nil {
		fyne.LogError("English plural forms", err)
	}
}
