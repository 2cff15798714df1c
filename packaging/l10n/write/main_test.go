package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"siegeworks/packaging/l10n"
)

// write puts both files, in every language, into a new folder.
func TestWrite(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "new")
	if err := write(dir); err != nil {
		t.Fatal(err)
	}
	catalogs, err := l10n.Catalogs()
	if err != nil {
		t.Fatal(err)
	}
	want, err := l10n.Translated(catalogs)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range want {
		got, err := os.ReadFile(filepath.Join(dir, f.Name))
		if err != nil || !bytes.Equal(got, f.Data) {
			t.Errorf("%s: not the translated file (%v)", f.Name, err)
		}
	}
}
