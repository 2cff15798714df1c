// Command write writes the release's desktop entry and metainfo, translated into every
// language of i18n.Languages (package l10n), into a folder: packaging/dist.sh stages them.
//
//	go run ./packaging/l10n/write DIR
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"siegeworks/packaging/l10n"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: write DIR")
		os.Exit(2)
	}
	if err := write(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "write:", err)
		os.Exit(1)
	}
}

func write(dir string) error {
	catalogs, err := l10n.Catalogs()
	if err != nil {
		return err
	}
	files, err := l10n.Translated(catalogs)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(dir, f.Name), f.Data, 0o644); err != nil {
			return err
		}
	}
	return nil
}
