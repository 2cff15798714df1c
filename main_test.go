package main

import "testing"

func TestMetadataFromFyneAppToml(t *testing.T) {
	m := metadata(fyneAppToml)
	if m.ID != "io.siegeworks.app" || m.Name != "Siegeworks" || m.Version == "" || m.Build < 1 {
		t.Fatalf("metadata %+v", m)
	}
}
