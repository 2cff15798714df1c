// Package l10n makes the release's desktop entry and AppStream metainfo speak every
// language of i18n.Languages, from the language folders: each translatable field's message
// key is its English text, and its translation is the language's message (i18n.Messages),
// so adding a language needs nothing here.
//
//	Keys()                      the English texts of the translatable fields of both files
//	Catalogs()                  every language's messages but English's
//	Desktop(english, catalogs)  the desktop entry with Comment[pt_BR]=… after each field
//	Metainfo(english, catalogs) the metainfo with <summary xml:lang="pt-BR">… after each
//	Translated(catalogs)        both files of packaging/ (embedded), translated
//
// The command l10n/write writes them for packaging/dist.sh.
//
// Translated fields: the desktop entry's GenericName, Comment and Keywords (the whole list
// is one message, its ; kept); the metainfo's summary, developer_name, every description
// paragraph and list item, screenshot captions, keywords, and the releases' descriptions,
// which software centres show as "What's new" and as the version history. The app's name
// stays as it is. An element marked translate="no" (AppStream's mark) is left English.
// A field a language has not translated stays English only: no empty translated field.
package l10n
