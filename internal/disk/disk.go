package disk

import (
	"io"
	"os"
	"path/filepath"
)

// Disk is the little a safe write needs of a file system.
type Disk interface {
	// CreateTemp creates a new file in dir, as os.CreateTemp does.
	CreateTemp(dir, pattern string) (File, error)
	Rename(from, to string) error
	Remove(name string) error
	Stat(name string) (os.FileInfo, error)
}

// File is a file being written.
type File interface {
	io.Writer
	Name() string
	Sync() error
	Close() error
	Chmod(mode os.FileMode) error
}

// OS is the real file system.
var OS Disk = osDisk{}

type osDisk struct{}

func (osDisk) CreateTemp(dir, pattern string) (File, error) { return os.CreateTemp(dir, pattern) }
func (osDisk) Rename(from, to string) error                 { return os.Rename(from, to) }
func (osDisk) Remove(name string) error                     { return os.Remove(name) }
func (osDisk) Stat(name string) (os.FileInfo, error)        { return os.Stat(name) }

// Write replaces the file at path with data, or leaves it untouched on an error: the data
// goes to a temporary file in the same directory, is synced, and is renamed over path (a
// rename within one directory is atomic). A file that existed keeps its permissions.
func Write(d Disk, path string, data []byte) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := d.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return err
	}
	tmp := f.Name()
	closed := false
	defer func() {
		if err != nil {
			if !closed {
				_ = f.Close()
			}
			_ = d.Remove(tmp)
		}
	}()
	if _, err = f.Write(data); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	mode := os.FileMode(0o644)
	if st, statErr := d.Stat(path); statErr == nil {
		mode = st.Mode().Perm()
	}
	if err = f.Chmod(mode); err != nil {
		return err
	}
	closed = true
	if err = f.Close(); err != nil {
		return err
	}
	if err = d.Rename(tmp, path); err != nil {
		return err
	}
	if dirFile, openErr := os.Open(dir); openErr == nil {
		_ = dirFile.Sync() // make the rename itself durable; not every system allows it
		_ = dirFile.Close()
	}
	return nil
}
