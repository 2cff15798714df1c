package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/storage"

	"siegeworks/internal/disk"
)

// useDisk makes the window write its files through d.
func (h *harness) useDisk(d disk.Disk) {
	h.u.cfg.disk = d
	h.u.sess.Disk = d
	installSafeFileWrites(d)
}

// folderNames are the names of the files in dir.
func folderNames(t *testing.T, dir string) string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return strings.Join(names, ",")
}

// TestSaveAsOnAFullDiskKeepsTheOldFile: Save as over a file the player saved before, on a
// full disk, leaves that file as it was (the save dialog's writer does not truncate it) and
// says so; the game stays; once there is room the same Save as works.
func TestSaveAsOnAFullDiskKeepsTheOldFile(t *testing.T) {
	h := newHarness(t, t.TempDir())
	full := &disk.Full{Room: 10}
	h.useDisk(full)
	h.move("e2e4")
	folder := t.TempDir()
	path := filepath.Join(folder, "mine.pgn")
	const old = "[Event \"the game I kept\"]\n\n1. d4 d5 *\n"
	if err := os.WriteFile(path, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}

	// What Fyne's save dialog does once the player confirms the overwrite.
	wc, err := storage.Writer(storage.NewFileURI(path))
	if got, _ := os.ReadFile(path); string(got) != old {
		t.Fatalf("asking for the writer changed the file to %q", got)
	}
	h.u.savedAs(wc, err)
	if h.u.lastErr == nil {
		t.Fatal("no error was shown for a full disk")
	}
	if got, _ := os.ReadFile(path); string(got) != old {
		t.Fatalf("the file saved before now holds %q", got)
	}
	if names := folderNames(t, folder); names != "mine.pgn" {
		t.Fatalf("the folder holds %s", names)
	}
	if h.u.sess.Game().Ply() != 1 || h.u.sess.File().Path == path {
		t.Fatal("the game in progress was harmed")
	}

	full.SetRoom(1 << 20)
	wc, err = storage.Writer(storage.NewFileURI(path))
	h.u.savedAs(wc, err)
	if got, _ := os.ReadFile(path); !strings.Contains(string(got), "1. e4") {
		t.Fatalf("the file holds %q after a save with room", got)
	}
	if h.u.sess.File().Path != path {
		t.Fatal("the game does not know its file")
	}
}

// TestSaveAsUnderANewNameOnAFullDiskLeavesNothing: no empty file is left behind.
func TestSaveAsUnderANewNameOnAFullDiskLeavesNothing(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.useDisk(&disk.Full{Room: 10})
	h.move("e2e4")
	folder := t.TempDir()
	wc, err := storage.Writer(storage.NewFileURI(filepath.Join(folder, "new.pgn")))
	h.u.savedAs(wc, err)
	if h.u.lastErr == nil {
		t.Fatal("no error was shown for a full disk")
	}
	if names := folderNames(t, folder); names != "" {
		t.Fatalf("the folder holds %s", names)
	}
}

// TestSafeFilesWriteWhatIsWritten: a writer from Fyne's storage that is written to
// replaces the file when closed, and only then.
func TestSafeFilesWriteWhatIsWritten(t *testing.T) {
	h := newHarness(t, t.TempDir())
	_ = h
	path := filepath.Join(t.TempDir(), "x.txt")
	if err := os.WriteFile(path, []byte("before"), 0o644); err != nil {
		t.Fatal(err)
	}
	wc, err := storage.Writer(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := wc.Write([]byte("after")); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); string(got) != "before" {
		t.Fatalf("the file changed before the writer closed: %q", got)
	}
	if err := wc.Close(); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); string(got) != "after" {
		t.Fatalf("the file holds %q", got)
	}
}
