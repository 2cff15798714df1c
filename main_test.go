package main

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"siegeworks/engine"
)

func TestMetadataFromFyneAppToml(t *testing.T) {
	m := metadata(fyneAppToml)
	if m.ID != "io.siegeworks.app" || m.Name != "Siegeworks" || m.Version == "" || m.Build < 1 {
		t.Fatalf("metadata %+v", m)
	}
}

// One version: FyneApp.toml's is the one the metainfo's newest release and the README's
// package names carry.
func TestOneVersion(t *testing.T) {
	v := metadata(fyneAppToml).Version
	meta, err := os.ReadFile("packaging/io.siegeworks.app.metainfo.xml")
	if err != nil {
		t.Fatal(err)
	}
	first := strings.Index(string(meta), `<release version="`)
	if first < 0 || !strings.HasPrefix(string(meta)[first:], `<release version="`+v+`"`) {
		t.Errorf("the metainfo's newest release is not %s", v)
	}
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), "siegeworks-"+v+"-linux-amd64.tar.xz") {
		t.Errorf("the README does not name the %s packages", v)
	}
}

// One app ID: FyneApp.toml's is the one the packaging files are named for and carry, and
// the one the installing Makefile installs.
func TestOneAppID(t *testing.T) {
	id := metadata(fyneAppToml).ID
	for file, want := range map[string][]string{
		"packaging/" + id + ".metainfo.xml": {"<id>" + id + "</id>", `<launchable type="desktop-id">` + id + ".desktop</launchable>"},
		"packaging/" + id + ".desktop":      {"Icon=" + id},
		"packaging/install.mk":              {"ID := " + id},
	} {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Errorf("%s: %v", file, err)
			continue
		}
		for _, w := range want {
			if !strings.Contains(string(data), w) {
				t.Errorf("%s does not carry %q", file, w)
			}
		}
	}
}

// One top level: the README names the engine's levels as the engine numbers them.
func TestOneTopLevel(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("Computer level %d (a beginner) to %d (as strong as it can)", engine.MinLevel, engine.MaxLevel)
	if !strings.Contains(string(readme), want) {
		t.Errorf("the README does not say %q", want)
	}
}
