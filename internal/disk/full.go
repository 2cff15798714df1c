package disk

import (
	"os"
	"sync"
	"syscall"
)

// Full is a Disk that has only Room bytes free, shared by every file written through it:
// a write past the room fails as a full disk does (ENOSPC), after writing what fitted, and
// so does creating a file once the room is gone. Fail, when set, is the error every
// operation returns instead (a read-only disk, say). Files really go to the OS, so what a
// failed write leaves behind can be checked.
type Full struct {
	Room int64
	Fail error

	mu   sync.Mutex
	used int64
}

// ErrFull is the error of a write past the room.
var ErrFull = &os.PathError{Op: "write", Path: "disk", Err: syscall.ENOSPC}

// SetRoom sets the bytes still free (a disk cleared, or filled up).
func (d *Full) SetRoom(n int64) {
	d.mu.Lock()
	d.Room, d.used = n, 0
	d.mu.Unlock()
}

func (d *Full) failure() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.Fail
}

func (d *Full) CreateTemp(dir, pattern string) (File, error) {
	if err := d.failure(); err != nil {
		return nil, err
	}
	d.mu.Lock()
	full := d.used >= d.Room
	d.mu.Unlock()
	if full {
		return nil, &os.PathError{Op: "open", Path: dir, Err: syscall.ENOSPC}
	}
	f, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	return &fullFile{File: f, d: d}, nil
}

func (d *Full) Rename(from, to string) error {
	if err := d.failure(); err != nil {
		return err
	}
	return os.Rename(from, to)
}

func (d *Full) Remove(name string) error              { return os.Remove(name) }
func (d *Full) Stat(name string) (os.FileInfo, error) { return os.Stat(name) }

type fullFile struct {
	*os.File
	d *Full
}

func (f *fullFile) Write(p []byte) (int, error) {
	f.d.mu.Lock()
	room := max(f.d.Room-f.d.used, 0)
	n := min(int64(len(p)), room)
	f.d.used += n
	f.d.mu.Unlock()
	written, err := f.File.Write(p[:n])
	if err != nil {
		return written, err
	}
	if n < int64(len(p)) {
		return written, &os.PathError{Op: "write", Path: f.Name(), Err: syscall.ENOSPC}
	}
	return written, nil
}
