package profile

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"siegeworks/internal/disk"
)

func TestEveryKindOfValueComesBack(t *testing.T) {
	dir := t.TempDir()
	p, o := Open(dir, disk.OS)
	if o != (Opened{}) {
		t.Fatalf("a first start: %+v", o)
	}
	p.SetBool("b", true)
	p.SetFloat("f", 0.3)
	p.SetInt("i", 1<<40)
	p.SetString("s", "Turret Chess")
	p.SetBoolList("bl", []bool{true, false})
	p.SetFloatList("fl", []float64{1.5, 2})
	p.SetIntList("il", []int{3, -4})
	p.SetStringList("sl", []string{"a", "b"})
	p.SetInt("gone", 1)
	p.RemoveValue("gone")

	q, o := Open(dir, disk.OS)
	if o != (Opened{}) {
		t.Fatalf("reopened: %+v", o)
	}
	if !q.Bool("b") || q.Float("f") != 0.3 || q.Int("i") != 1<<40 || q.String("s") != "Turret Chess" {
		t.Fatalf("reopened: %v %v %v %q", q.Bool("b"), q.Float("f"), q.Int("i"), q.String("s"))
	}
	if !slices.Equal(q.BoolList("bl"), []bool{true, false}) || !slices.Equal(q.FloatList("fl"), []float64{1.5, 2}) ||
		!slices.Equal(q.IntList("il"), []int{3, -4}) || !slices.Equal(q.StringList("sl"), []string{"a", "b"}) {
		t.Fatal("the lists did not come back")
	}
	if q.IntWithFallback("gone", 7) != 7 || q.IntWithFallback("s", 9) != 9 || q.StringWithFallback("i", "x") != "x" {
		t.Fatal("a removed value or a value of another kind did not give the fallback")
	}
	if q.Float("i") != 1<<40 || q.IntWithFallback("f", 5) != 5 {
		t.Fatal("numbers do not convert as they should")
	}
}

// TestAFullDiskKeepsTheOldProfileAndTries: a change the disk refuses is kept in memory and
// reported; the file on disk is the last good one; once there is room it is written.
func TestAFullDiskKeepsTheOldProfileAndTries(t *testing.T) {
	dir := t.TempDir()
	full := &disk.Full{Room: 1 << 20}
	p, _ := Open(dir, full)
	p.SetInt("learn.stars", 2)
	good, _ := os.ReadFile(filepath.Join(dir, FileName))

	full.SetRoom(0)
	var told []error
	p.OnWriteError(func(err error) { told = append(told, err) })
	p.SetInt("learn.stars", 3)
	if !errors.Is(p.Err(), syscall.ENOSPC) || len(told) != 1 {
		t.Fatalf("error %v, told %v", p.Err(), told)
	}
	if p.Int("learn.stars") != 3 {
		t.Fatal("the change was lost in memory")
	}
	if now, _ := os.ReadFile(filepath.Join(dir, FileName)); string(now) != string(good) {
		t.Fatalf("the profile on disk changed to %q", now)
	}
	if names := dirNames(t, dir); names != FileName {
		t.Fatalf("left behind: %s", names)
	}
	full.SetRoom(1 << 20)
	if err := p.Flush(); err != nil {
		t.Fatal(err)
	}
	if q, _ := Open(dir, disk.OS); q.Int("learn.stars") != 3 {
		t.Fatal("the change did not reach the disk")
	}
}

// TestAnUnreadableProfileIsSetAside: a damaged or empty profile (a full disk once left
// Fyne's empty) is renamed, not replaced, and the player can be told.
func TestAnUnreadableProfileIsSetAside(t *testing.T) {
	for name, content := range map[string]string{"damaged": `{"sound": tru`, "empty": "", "not an object": "[1,2]"} {
		dir := t.TempDir()
		path := filepath.Join(dir, FileName)
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		p, o := Open(dir, disk.OS)
		if o.Problem == nil || !strings.Contains(filepath.Base(o.SetAside), "profile-unreadable-") {
			t.Fatalf("%s: %+v", name, o)
		}
		if kept, _ := os.ReadFile(o.SetAside); string(kept) != content {
			t.Fatalf("%s: the unreadable profile was not kept as it was", name)
		}
		p.SetBool("sound", false) // the new profile is written beside the one set aside
		if q, _ := Open(dir, disk.OS); q.BoolWithFallback("sound", true) {
			t.Fatalf("%s: the new profile was not written", name)
		}
	}
}

// TestFynesPreferencesAreTakenOverOnce: the first start after the change reads what Fyne's
// preferences file held (as Fyne writes it); later starts read the profile only.
func TestFynesPreferencesAreTakenOverOnce(t *testing.T) {
	dir := t.TempDir()
	fyneFile := `{"sound":false,"volume":0.3,"learn.turret.capture.stars":3,"puzzles.turret.done":[12,40],"theme":"dark"}`
	if err := os.WriteFile(filepath.Join(dir, LegacyFileName), []byte(fyneFile), 0o644); err != nil {
		t.Fatal(err)
	}
	p, o := Open(dir, disk.OS)
	if !o.Migrated || p.BoolWithFallback("sound", true) || p.Float("volume") != 0.3 ||
		p.Int("learn.turret.capture.stars") != 3 || !slices.Equal(p.IntList("puzzles.turret.done"), []int{12, 40}) ||
		p.String("theme") != "dark" {
		t.Fatalf("taken over: %+v", o)
	}
	p.SetString("theme", "light")
	if q, o := Open(dir, disk.OS); o.Migrated || q.String("theme") != "light" {
		t.Fatalf("the second start: %+v, theme %q", o, q.String("theme"))
	}
}

// countingDisk counts the files written.
type countingDisk struct {
	disk.Disk
	writes int
}

func (c *countingDisk) CreateTemp(dir, pattern string) (disk.File, error) {
	c.writes++
	return c.Disk.CreateTemp(dir, pattern)
}

func TestABatchWritesOnce(t *testing.T) {
	d := &countingDisk{Disk: disk.OS}
	p, _ := Open(t.TempDir(), d)
	heard := 0
	p.AddChangeListener(func() { heard++ })
	p.Batch(func() {
		for i := range 12 {
			p.SetInt("k", i)
		}
	})
	if d.writes != 1 || heard != 1 {
		t.Fatalf("%d writes, %d changes heard", d.writes, heard)
	}
	p.SetInt("k", 99)
	if d.writes != 2 || heard != 2 {
		t.Fatalf("%d writes, %d changes heard", d.writes, heard)
	}
}

func TestInMemoryWritesNothing(t *testing.T) {
	p := InMemory()
	p.SetBool("x", true)
	if !p.Bool("x") || p.Err() != nil {
		t.Fatal("an in-memory profile")
	}
}

func dirNames(t *testing.T, dir string) string {
	t.Helper()
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return strings.Join(names, ",")
}
