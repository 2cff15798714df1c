package app

import (
	"bytes"
	"errors"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage/repository"

	"siegeworks/internal/disk"
)

// Fyne's file dialogs hand out a writer for the file the player picked, and Fyne's own
// writer truncates that file at once — before a byte of the game is written. On a full disk
// that left a file the player had saved before at 0 bytes. So local files are written
// through safeFiles: a writer that touches nothing until it is closed, and then replaces the
// file as every other write does (disk.Write: beside it, then renamed). A writer closed
// without a byte written leaves the disk alone: the save dialog's writer is only used to
// learn the path.

// fileRepository is what Fyne's file repository does (it is internal to Fyne, so safeFiles
// keeps it behind the interfaces it implements and forwards to it).
type fileRepository interface {
	repository.Repository
	repository.WritableRepository
	repository.AppendableRepository
	repository.HierarchicalRepository
	repository.ListableRepository
	repository.CopyableRepository
	repository.MovableRepository
}

// safeFiles is Fyne's file repository with safe writers.
type safeFiles struct {
	fileRepository
	disk disk.Disk
}

var safeFilesMu sync.Mutex

// installSafeFileWrites puts safeFiles in front of the "file" repository the driver
// registered; a second call only changes the disk written to.
func installSafeFileWrites(d disk.Disk) {
	safeFilesMu.Lock()
	defer safeFilesMu.Unlock()
	current, err := repository.ForScheme("file")
	if err != nil {
		return // no driver: nothing writes files through Fyne
	}
	if s, ok := current.(*safeFiles); ok {
		current = s.fileRepository
	}
	files, ok := current.(fileRepository)
	if !ok {
		return
	}
	repository.Register("file", &safeFiles{fileRepository: files, disk: d})
}

// Writer is part of repository.WritableRepository.
func (s *safeFiles) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	if u.Scheme() != "file" {
		return s.fileRepository.Writer(u)
	}
	return &deferredWriter{uri: u, disk: s.disk}, nil
}

// deferredWriter collects what is written and writes it safely when closed.
type deferredWriter struct {
	uri    fyne.URI
	disk   disk.Disk
	buf    bytes.Buffer
	wrote  bool
	closed bool
}

func (w *deferredWriter) URI() fyne.URI { return w.uri }

func (w *deferredWriter) Write(p []byte) (int, error) {
	if w.closed {
		return 0, errors.New("write to a closed file")
	}
	w.wrote = true
	return w.buf.Write(p)
}

func (w *deferredWriter) Close() error {
	if w.closed {
		return nil
	}
	w.closed = true
	if !w.wrote {
		return nil
	}
	return disk.Write(w.disk, w.uri.Path(), w.buf.Bytes())
}
