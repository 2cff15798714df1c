package l10n

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestTranslatedFilesValidate: with every field translated, the desktop entry passes
// desktop-file-validate and the metainfo appstreamcli's offline validation, as the dist
// test checks the installed files (skipped where the validators are not installed: make
// deps-dist installs them).
func TestTranslatedFilesValidate(t *testing.T) {
	files, err := Translated(fakeCatalogs())
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(dir, f.Name), f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	desktop, metainfo := English()
	for _, cmd := range [][]string{
		{"desktop-file-validate", filepath.Join(dir, desktop.Name)},
		{"appstreamcli", "validate", "--no-net", "--no-color", filepath.Join(dir, metainfo.Name)},
	} {
		if _, err := exec.LookPath(cmd[0]); err != nil {
			t.Skipf("%s is not installed", cmd[0])
		}
		if out, err := exec.Command(cmd[0], cmd[1:]...).CombinedOutput(); err != nil || len(out) > 0 && cmd[0] == "desktop-file-validate" {
			t.Errorf("%v: %v\n%s", cmd, err, out)
		}
	}
}
