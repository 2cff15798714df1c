package app

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"siegeworks/internal/disk"
	"siegeworks/profile"
	"siegeworks/rules"
	"siegeworks/session"
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

// TestAFailingAutosaveIsRetriedUntilItSucceeds: moves played while the disk is full are
// kept on disk as soon as there is room again, without another move; the player is told
// when it fails and when it works again.
func TestAFailingAutosaveIsRetriedUntilItSucceeds(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t, dir)
	full := &disk.Full{}
	h.useDisk(full)
	h.move("e2e4")
	if !strings.HasPrefix(h.status(), "The game is not kept on disk (no space left on device)") {
		t.Fatalf("status %q", h.status())
	}
	h.move("e7e5") // a second failure schedules no second retry
	if !strings.HasPrefix(h.status(), "The game is not kept on disk") {
		t.Fatalf("the warning went away: status %q", h.status())
	}
	if len(h.later) != 1 {
		t.Fatalf("%d retries waiting", len(h.later))
	}
	var delays []time.Duration
	for range 5 {
		delays = append(delays, h.runLater()...)
	}
	want := []time.Duration{retryFirst, 2 * retryFirst, 4 * retryFirst, 8 * retryFirst, retryMax}
	if !slices.Equal(delays, want) {
		t.Fatalf("retried after %v, want %v", delays, want)
	}
	full.SetRoom(1 << 20)
	h.runLater()
	text, err := os.ReadFile(filepath.Join(dir, session.AutosaveName))
	if err != nil || !strings.Contains(string(text), "1. e4 e5") {
		t.Fatalf("after the retry the autosave holds %q (%v)", text, err)
	}
	if !strings.HasPrefix(h.status(), "Everything is kept on disk again") {
		t.Fatalf("status %q", h.status())
	}
	if len(h.later) != 0 {
		t.Fatal("it keeps retrying after a success")
	}
}

// TestQuitWhileTheAutosaveFailsAsks: quitting while the game cannot be kept asks; Try again
// after room is made saves and quits; Quit without it quits.
func TestQuitWhileTheAutosaveFailsAsks(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t, dir)
	full := &disk.Full{}
	h.useDisk(full)
	h.move("e2e4")
	h.u.quit()
	if h.u.keeper.closed || len(h.u.dlg.open) == 0 {
		t.Fatal("the window closed without a word while the game could not be saved")
	}
	h.u.tapDialogButton(t, "Try again") // still full: it asks again
	if h.u.keeper.closed {
		t.Fatal("Try again on a full disk closed the window")
	}
	full.SetRoom(1 << 20)
	h.u.tapDialogButton(t, "Try again")
	if !h.u.keeper.closed {
		t.Fatal("Try again with room did not quit")
	}
	if text, _ := os.ReadFile(filepath.Join(dir, session.AutosaveName)); !strings.Contains(string(text), "1. e4") {
		t.Fatalf("the game was not saved at quit: %q", text)
	}

	h2 := newHarness(t, t.TempDir())
	h2.useDisk(&disk.Full{})
	h2.move("e2e4")
	h2.u.quit()
	h2.u.tapDialogButton(t, "Quit without it")
	if !h2.u.keeper.closed {
		t.Fatal("Quit without it did not quit")
	}
}

// TestACutAutosaveIsRestoredUpToTheCut: the window restores a game whose file was cut inside
// its last move up to that move, tells the player so, and keeps the restored game on disk.
func TestACutAutosaveIsRestoredUpToTheCut(t *testing.T) {
	dir := t.TempDir()
	cut := "[Variant \"turret\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc"
	path := filepath.Join(dir, session.AutosaveName)
	if err := os.WriteFile(path, []byte(cut), 0o644); err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, dir)
	h.u.restore()
	if got := h.sans(); !slices.Equal(got, []string{"e4", "e5", "Nf3", "Nc6"}) || h.u.sess.Game().Variant() != rules.TurretChess {
		t.Fatalf("restored %v", got)
	}
	if len(h.u.dlg.open) == 0 || !strings.Contains(h.status(), "restored up to 2... Nc6") {
		t.Fatalf("the player was not told (status %q)", h.status())
	}
	if text, _ := os.ReadFile(path); !strings.Contains(string(text), "2. Nf3 Nc6") || strings.Contains(string(text), "Bc") {
		t.Fatalf("the restored game was not kept on disk: %q", text)
	}
	if names := folderNames(t, dir); !strings.Contains(names, "current-unreadable-") {
		t.Fatalf("the damaged file was not kept: %s", names)
	}
}

// TestStarsOnAFullDiskAreKeptWhenThereIsRoom: progress the disk refuses is kept in memory,
// warned about, and written by the retry once there is room; the profile on disk is never
// emptied.
func TestStarsOnAFullDiskAreKeptWhenThereIsRoom(t *testing.T) {
	dir := t.TempDir()
	full := &disk.Full{Room: 1 << 20}
	h := newHarnessWith(t, test.NewTempApp(t), dir, full)
	h.u.prefs().SetInt("learn.test.stars", 2)
	full.SetRoom(0)
	h.u.prefs().SetInt("learn.test.stars", 3)
	if !strings.HasPrefix(h.status(), "Your settings and progress are not kept on disk (no space left on device)") {
		t.Fatalf("status %q", h.status())
	}
	if p, _ := profile.Open(dir, disk.OS); p.Int("learn.test.stars") != 2 {
		t.Fatal("the profile on disk is not the last one kept")
	}
	h.runLater() // still full
	if len(h.later) != 1 {
		t.Fatal("it gave up")
	}
	full.SetRoom(1 << 20)
	h.runLater()
	if p, _ := profile.Open(dir, disk.OS); p.Int("learn.test.stars") != 3 {
		t.Fatal("the retry did not keep the stars")
	}
	if strings.Contains(h.status(), "not kept on disk") || len(h.later) != 0 {
		t.Fatalf("status %q, %d retries waiting", h.status(), len(h.later))
	}
}

// TestAnUnreadableProfileIsToldAndSetAside: the player hears that their settings could not
// be read and where the file went; the app starts with the usual settings.
func TestAnUnreadableProfileIsToldAndSetAside(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, profile.FileName), []byte("{\"sound\": fal"), 0o644); err != nil {
		t.Fatal(err)
	}
	prof, opened := openProfile(dir)
	if opened.Problem == nil {
		t.Fatal("a damaged profile was read")
	}
	h := newHarnessOn(t, test.NewTempApp(t), t.TempDir())
	h.u.cfg.profile = prof
	h.u.tellProfileOpened(opened)
	if h.u.lastErr == nil || len(h.u.dlg.open) == 0 {
		t.Fatal("the player was not told")
	}
	if names := folderNames(t, dir); !strings.Contains(names, "profile-unreadable-") {
		t.Fatalf("the damaged profile was not kept: %s", names)
	}
}
