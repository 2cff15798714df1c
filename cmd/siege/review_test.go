package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestReviewProgressGoesToErrOut: review's progress is written where run writes errors,
// not past it to the process's standard error.
func TestReviewProgressGoesToErrOut(t *testing.T) {
	path := writeFile(t, "g.pgn", "[Event \"x\"]\n\n1. e4 e5 2. Nf3 *\n")
	out, errOut, code := runCmd(t, "", "review", "-nodes", "100", path)
	if code != 0 || !strings.Contains(errOut, "reviewing: 4/4") || !strings.Contains(out, "Nf3") {
		t.Errorf("exit %d, stderr %q, stdout %q", code, errOut, out)
	}
}
