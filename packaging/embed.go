// Package packaging holds the English desktop entry and AppStream metainfo, for
// packaging/l10n, which makes them in every language. The rest of this folder (scripts,
// icons, the installing Makefile) is the release's: see README.md.
package packaging

import "embed"

// Files are the English desktop entry (*.desktop) and metainfo (*.metainfo.xml), named
// for the app ID.
//
//go:embed *.desktop *.metainfo.xml
var Files embed.FS
