// Siegeworks is a desktop board for chess and its siege variants: Turret Chess, Gunnery
// Chess, Chess++ with the Catapult and Turnover.
package main

import (
	_ "embed"
	"fmt"
	"os"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"

	"siegeworks/app"
)

// FyneApp.toml holds the app's ID, name and version; embedding it makes them known to a
// plain `go build` too (the fyne tool would otherwise generate them).
//
//go:embed FyneApp.toml
var fyneAppToml string

func main() {
	if err := app.Run(metadata(fyneAppToml)); err != nil {
		fmt.Fprintln(os.Stderr, "siegeworks:", err)
		os.Exit(1)
	}
}

// metadata reads the [Details] keys of FyneApp.toml (simple `Key = value` lines).
func metadata(toml string) fyne.AppMetadata {
	var m fyne.AppMetadata
	section := ""
	for _, line := range strings.Split(toml, "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "[") {
			section = strings.Trim(line, "[]")
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok || section != "Details" {
			continue
		}
		k, v = strings.TrimSpace(k), strings.Trim(strings.TrimSpace(v), `"`)
		switch k {
		case "ID":
			m.ID = v
		case "Name":
			m.Name = v
		case "Version":
			m.Version = v
		case "Build":
			m.Build, _ = strconv.Atoi(v)
		}
	}
	return m
}
