package app

import (
	"encoding/json"
	"maps"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"github.com/jeandeaual/go-locale"
	"golang.org/x/text/language"

	"siegeworks/i18n"
)

// Until installLanguage runs (and in tests, which make windows without it) Fyne speaks each
// message's key, but a plural message's key is only its "other" form: lang.N("{{.Count}}
// games", 1, …) would say "1 games". English's forms give it its "one" forms.
func init() {
	data, err := i18n.MessagesJSON("en")
	if err == nil {
		err = lang.AddTranslationsForLocale(data, fyne.Locale("en"))
	}
	if err != nil {
		fyne.LogError("English plural forms", err)
	}
}

// prefLanguage is the language the player chose in Settings (a tag from i18n.Languages);
// empty: the system's.
const prefLanguage = "language"

// LanguageEnv chooses the language as the Settings choice does (tests, and a way to try one).
const LanguageEnv = "SIEGEWORKS_LANGUAGE"

// installLanguage makes every word the app shows — its own and Fyne's (dialog buttons) —
// speak the chosen language, or the system's when none is chosen (English when Siegeworks
// does not speak the system's), and returns the tag of the language it speaks.
//
// Fyne 2.8 has no call to choose a language: its lang package matches the system's
// locales (as the go-locale module reads them: environment variables on Linux and BSD,
// the user's locale on Windows and macOS) against the languages it has messages for, and
// speaks the best match. So we give it the messages of the one language we want, complete
// (every key of ours and of Fyne's: i18n-check sees to it), under the tag of every locale
// the system reports, and under "en", which Fyne falls back to when nothing matches. Fyne's
// matcher then finds an exact match whatever the system says, and each lookup finds its
// message in the chosen language. Nothing else is registered, so no lookup falls back to
// another language. Call it once, before the first window: a widget keeps the text it was
// made with, so a new choice takes effect when the app starts again (Settings offers that).
func installLanguage(choice string) string {
	tag := resolveLanguage(choice, systemLocales())
	data, err := catalogue(tag)
	if err != nil {
		fyne.LogError("Could not read the "+tag+" translations; speaking English", err)
		tag = "en"
		if data, err = catalogue(tag); err != nil {
			fyne.LogError("Could not read the English messages", err)
			return tag
		}
	}
	for _, loc := range append(systemLocales(), "en") {
		if _, err := language.Parse(loc); err != nil {
			continue // "C", "POSIX": Fyne falls back to "en", registered below
		}
		if err := lang.AddTranslationsForLocale(data, fyne.Locale(loc)); err != nil {
			fyne.LogError("Could not add the "+tag+" translations", err)
		}
	}
	i18n.Use(fyneTranslator{}, tag)
	return tag
}

// resolveLanguage is the tag of the language to speak: the choice if Siegeworks speaks it,
// else the closest to the system's locales, else English.
func resolveLanguage(choice string, locales []string) string {
	if _, ok := i18n.Find(choice); ok {
		return choice
	}
	tags := make([]language.Tag, 0, len(i18n.Languages))
	for _, l := range i18n.Languages {
		tags = append(tags, language.Make(l.Tag))
	}
	var wanted []language.Tag
	for _, loc := range locales {
		if t, err := language.Parse(loc); err == nil {
			wanted = append(wanted, t)
		}
	}
	if len(wanted) == 0 {
		return "en"
	}
	_, i, conf := language.NewMatcher(tags).Match(wanted...)
	if conf == language.No {
		return "en"
	}
	return i18n.Languages[i].Tag
}

// systemLocales are the system's locales as Fyne reads them.
func systemLocales() []string {
	locs, err := locale.GetLocales()
	if err != nil {
		return nil
	}
	return locs
}

// catalogue is the language's messages with Fyne's words, as one go-i18n JSON file.
func catalogue(tag string) ([]byte, error) {
	all := map[string]json.RawMessage{}
	if tag == "en" {
		// Fyne's English words (its own English file) under the English messages.
		for k, m := range i18n.FyneKeys() {
			raw, err := json.Marshal(messageJSON(m))
			if err != nil {
				return nil, err
			}
			all[k] = raw
		}
	}
	b, err := i18n.MessagesJSON(tag)
	if err != nil {
		return nil, err
	}
	msgs := map[string]json.RawMessage{}
	if err := json.Unmarshal(b, &msgs); err != nil {
		return nil, err
	}
	maps.Copy(all, msgs)
	return json.Marshal(all)
}

func messageJSON(m i18n.Message) any {
	if m.Plural() {
		return map[string]string{"one": m.One, "other": m.Other}
	}
	return m.Other
}

// fyneTranslator speaks through Fyne's lang, so the words of packages without Fyne
// (i18n.L in rules' words, study, learn) come from the same catalogue as the app's.
type fyneTranslator struct{}

func (fyneTranslator) L(key string, args i18n.Args) string {
	if args == nil {
		return lang.L(key)
	}
	return lang.L(key, args)
}

func (fyneTranslator) N(key string, count int, args i18n.Args) string {
	if args == nil {
		return lang.N(key, count)
	}
	return lang.N(key, count, args)
}

// languageChoice is the language chosen: the environment's (tests), else the Settings one.
func languageChoice(p fyne.Preferences) string {
	if env := os.Getenv(LanguageEnv); env != "" {
		return env
	}
	return p.String(prefLanguage)
}
