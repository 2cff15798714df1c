package disk

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func TestWriteReplacesAndKeepsPermissions(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.pgn")
	if err := Write(OS, path, []byte("first")); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := Write(OS, path, []byte("second")); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); string(got) != "second" {
		t.Fatalf("content %q", got)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o600 {
		t.Fatalf("mode %v: the file's permissions were not kept", st.Mode().Perm())
	}
	assertOnly(t, dir, "game.pgn")
}

func TestWriteFailuresLeaveTheTargetAlone(t *testing.T) {
	dir := t.TempDir()
	// A failing rename (the target is a non-empty directory) leaves it alone and cleans up.
	target := filepath.Join(dir, "busy")
	if err := os.MkdirAll(filepath.Join(target, "inside"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := Write(OS, target, []byte("x")); err == nil {
		t.Fatal("writing over a directory succeeded")
	}
	if st, err := os.Stat(target); err != nil || !st.IsDir() {
		t.Fatal("the directory was harmed")
	}
	assertOnly(t, dir, "busy")
	if err := Write(OS, filepath.Join(dir, "missing", "x.pgn"), []byte("x")); err == nil {
		t.Fatal("writing into a missing directory succeeded")
	}
}

// TestAFullDiskLeavesTheOldFile: a write that does not fit fails as a full disk does, the
// file keeps its old content, and nothing is left behind; once there is room it succeeds.
func TestAFullDiskLeavesTheOldFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.pgn")
	if err := os.WriteFile(path, []byte("the old game"), 0o644); err != nil {
		t.Fatal(err)
	}
	d := &Full{Room: 5}
	err := Write(d, path, []byte("a longer new game"))
	if !errors.Is(err, syscall.ENOSPC) {
		t.Fatalf("error %v, want a full disk", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "the old game" {
		t.Fatalf("the old file now holds %q", got)
	}
	assertOnly(t, dir, "game.pgn")

	// A new name on a full disk leaves nothing at all behind.
	if err := Write(d, filepath.Join(dir, "new.pgn"), []byte("x")); err == nil {
		t.Fatal("a write on a full disk succeeded")
	}
	assertOnly(t, dir, "game.pgn")

	d.SetRoom(1 << 20)
	if err := Write(d, path, []byte("a longer new game")); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); string(got) != "a longer new game" {
		t.Fatalf("content %q", got)
	}
}

func TestAReadOnlyDiskFailsEveryWrite(t *testing.T) {
	dir := t.TempDir()
	d := &Full{Room: 1 << 20, Fail: &os.PathError{Op: "open", Path: dir, Err: syscall.EROFS}}
	if err := Write(d, filepath.Join(dir, "x"), []byte("x")); !errors.Is(err, syscall.EROFS) {
		t.Fatalf("error %v", err)
	}
	assertOnly(t, dir)
}

func assertOnly(t *testing.T, dir string, names ...string) {
	t.Helper()
	entries, _ := os.ReadDir(dir)
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
	}
	if strings.Join(got, ",") != strings.Join(names, ",") {
		t.Fatalf("the folder holds %v, want %v", got, names)
	}
}

// TestSetAsideNeverReplacesAnEarlierOne: two files set aside in the same second are both
// kept.
func TestSetAsideNeverReplacesAnEarlierOne(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "current.pgn")
	var kept []string
	for i, content := range []string{"first", "second"} {
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		to, err := SetAside(path)
		if err != nil || !strings.HasPrefix(filepath.Base(to), "current-unreadable-") || !strings.HasSuffix(to, ".pgn") {
			t.Fatalf("set aside %d as %s: %v", i, to, err)
		}
		kept = append(kept, to)
	}
	for i, content := range []string{"first", "second"} {
		if got, _ := os.ReadFile(kept[i]); string(got) != content {
			t.Fatalf("%s holds %q, want %q", kept[i], got, content)
		}
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatal("the unreadable file is still in the way")
	}
}
