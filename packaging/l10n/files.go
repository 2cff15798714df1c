package l10n

import (
	"io/fs"
	"slices"

	"siegeworks/packaging"
)

// File is one packaging file: its name (io.siegeworks.app.desktop) and its content.
type File struct {
	Name string
	Data []byte
}

// English is the English desktop entry and metainfo of packaging/, embedded.
func English() (desktop, metainfo File) {
	return embedded("*.desktop"), embedded("*.metainfo.xml")
}

func embedded(pattern string) File {
	names, err := fs.Glob(packaging.Files, pattern)
	if err != nil || len(names) != 1 {
		panic("packaging: want one " + pattern + " file")
	}
	data, err := fs.ReadFile(packaging.Files, names[0])
	if err != nil {
		panic(err)
	}
	return File{Name: names[0], Data: data}
}

// Keys are the English texts of the translatable fields of the desktop entry and the
// metainfo, each once, in the files' order: the messages every language translates.
func Keys() []string {
	desktop, metainfo := English()
	df, err := desktopFields(desktop.Data)
	if err != nil {
		panic(err)
	}
	mf, err := metainfoFields(metainfo.Data)
	if err != nil {
		panic(err)
	}
	var keys []string
	add := func(k string) {
		if !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	for _, f := range df {
		add(f.english)
	}
	for _, f := range mf {
		add(f.english)
	}
	return keys
}

// Translated are the desktop entry and the metainfo of packaging/ in every language of
// catalogs.
func Translated(catalogs []Catalog) ([]File, error) {
	desktop, metainfo := English()
	d, err := Desktop(desktop.Data, catalogs)
	if err != nil {
		return nil, err
	}
	m, err := Metainfo(metainfo.Data, catalogs)
	if err != nil {
		return nil, err
	}
	return []File{{desktop.Name, d}, {metainfo.Name, m}}, nil
}
