// Package i18n holds Siegeworks's translations and says which words a player reads.
//
// Every language is one folder under languages/, named by its BCP 47 tag (pt-BR, es), and one
// line in Languages. A folder holds:
//
//	messages.json   go-i18n messages: the key is the English text (a Go template where it has
//	                placeholders, {{.Name}}), the value its translation, or its plural forms
//	                {"one": …, "other": …}; it also translates Fyne's own words (Cancel, OK)
//	glossary.txt    the words every translation in that language uses (English = translation)
//	learn/…         the guides, the lessons and the notation page, translated file by file
//
// Code that shows words calls L or N with the English text:
//
//	i18n.L("Your move")
//	i18n.L("{{.Name}} is thinking…", i18n.Args{"Name": name})
//	i18n.N("{{.Count}} moves", n, i18n.Args{"Count": n})
//
// Until Use installs another Translator, L and N speak English (the key itself, with plural
// forms from languages/en/messages.json), so packages without a UI and their tests read as
// before. The app installs a Translator backed by Fyne's lang package (app/language.go).
// Content reads translated files with Content, which falls back to the English file.
package i18n
