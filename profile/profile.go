package profile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"fyne.io/fyne/v2"

	"siegeworks/i18n"
	"siegeworks/internal/disk"
)

// FileName is the profile's file; LegacyFileName is Fyne's preferences file, which held the
// settings and progress before.
const (
	FileName       = "profile.json"
	LegacyFileName = "preferences.json"
)

// maxSize bounds what is read as a profile: a real one is a few kilobytes.
const maxSize = 4 << 20

// Profile is the player's settings and progress. Its methods may be called from any
// goroutine; change listeners run on the goroutine that made the change.
type Profile struct {
	mu        sync.Mutex
	path      string // "" keeps it in memory only
	disk      disk.Disk
	values    map[string]any
	listeners []func()
	batch     int   // > 0 while a Batch runs: writes wait for its end
	dirty     bool  // changed since the last successful write
	err       error // the last write's error
	onError   func(error)
}

// Opened says how Open went.
type Opened struct {
	// Migrated is set when the profile was made from Fyne's preferences file.
	Migrated bool
	// SetAside is where a profile that could not be read was moved; Problem says why.
	SetAside string
	Problem  error
}

var _ fyne.Preferences = (*Profile)(nil)

// InMemory is a profile that is never written (no storage folder, or tests).
func InMemory() *Profile { return &Profile{values: map[string]any{}, disk: disk.OS} }

// Open reads the profile in dir. A missing one starts from Fyne's preferences file in dir
// (once) or empty; one that cannot be read is set aside and the profile starts empty.
func Open(dir string, d disk.Disk) (*Profile, Opened) {
	p := &Profile{path: filepath.Join(dir, FileName), disk: d, values: map[string]any{}}
	var o Opened
	values, err := readValues(p.path)
	switch {
	case err == nil:
		p.values = values
	case errors.Is(err, os.ErrNotExist):
		if legacy, lerr := readValues(filepath.Join(dir, LegacyFileName)); lerr == nil && len(legacy) > 0 {
			p.values, o.Migrated = legacy, true
			p.dirty = true
			_ = p.Flush()
		}
	default:
		o.Problem = err
		o.SetAside, _ = disk.SetAside(p.path)
	}
	return p, o
}

// readValues reads a profile file.
func readValues(path string) (map[string]any, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(data) > maxSize {
		return nil, errors.New(i18n.L("{{.File}} is larger than {{.Size}} MiB", i18n.Args{"File": filepath.Base(path), "Size": maxSize >> 20}))
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, errors.New(i18n.L("the file is empty"))
	}
	values := map[string]any{}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&values); err != nil {
		return nil, fmt.Errorf("%s: %w", i18n.L("the file is damaged"), err)
	}
	if values == nil {
		return nil, errors.New(i18n.L("the file holds no settings"))
	}
	return values, nil
}

// OnWriteError sets what is told when the disk refuses a write (called on the goroutine
// that made the change, outside the profile's lock).
func (p *Profile) OnWriteError(f func(error)) {
	p.mu.Lock()
	p.onError = f
	p.mu.Unlock()
}

// Err is the last write's error: nil when everything is on disk.
func (p *Profile) Err() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.err
}

// Flush writes the profile if it changed since it was last written; a failed write is
// tried again by the next change or Flush.
func (p *Profile) Flush() error {
	p.mu.Lock()
	err := p.writeLocked()
	p.mu.Unlock()
	return err
}

func (p *Profile) writeLocked() error {
	if !p.dirty || p.path == "" {
		return p.err
	}
	data, err := json.MarshalIndent(p.values, "", "  ")
	if err == nil {
		if err = os.MkdirAll(filepath.Dir(p.path), 0o755); err == nil {
			err = disk.Write(p.disk, p.path, append(data, '\n'))
		}
	}
	p.err = err
	if err == nil {
		p.dirty = false
	}
	return err
}

// Batch runs f, which may make many changes, and writes them once at its end.
func (p *Profile) Batch(f func()) {
	p.mu.Lock()
	p.batch++
	p.mu.Unlock()
	defer func() {
		p.mu.Lock()
		p.batch--
		p.mu.Unlock()
		p.changed()
	}()
	f()
}

// set stores a value and writes the profile (at the end of a batch).
func (p *Profile) set(key string, value any) {
	p.mu.Lock()
	p.values[key] = value
	p.dirty = true
	p.mu.Unlock()
	p.changed()
}

// changed writes the profile unless a batch runs, and tells the listeners.
func (p *Profile) changed() {
	p.mu.Lock()
	if p.batch > 0 {
		p.mu.Unlock()
		return
	}
	err := p.writeLocked()
	onError := p.onError
	listeners := append([]func(){}, p.listeners...)
	p.mu.Unlock()
	if err != nil && onError != nil {
		onError(err)
	}
	for _, l := range listeners {
		l()
	}
}

func (p *Profile) get(key string) (any, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	v, ok := p.values[key]
	return v, ok
}

// RemoveValue is part of fyne.Preferences.
func (p *Profile) RemoveValue(key string) {
	p.mu.Lock()
	_, had := p.values[key]
	delete(p.values, key)
	p.dirty = p.dirty || had
	p.mu.Unlock()
	p.changed()
}

// AddChangeListener is part of fyne.Preferences.
func (p *Profile) AddChangeListener(f func()) {
	p.mu.Lock()
	p.listeners = append(p.listeners, f)
	p.mu.Unlock()
}

// ChangeListeners is part of fyne.Preferences.
func (p *Profile) ChangeListeners() []func() {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]func(){}, p.listeners...)
}
