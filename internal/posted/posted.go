// Package posted stands in, in tests, for the UI goroutine that fyne.Do posts work to: the
// work queues up, and the test runs it on its own goroutine when it waits for something.
//
//	q := posted.NewQueue()
//	s := session.New(q.Post)                  // the session posts results of searches here
//	q.Pump(t, "the reply", 10*time.Second, func() bool { return s.Game().Ply() == 2 })
//	q.Drain(200 * time.Millisecond)           // runs what comes in that time
package posted

import (
	"testing"
	"time"
)

// Queue holds the posted work until a test runs it.
type Queue chan func()

// NewQueue makes a queue with room for more work than any test posts at once.
func NewQueue() Queue { return make(Queue, 4096) }

// Post queues f; it may be called from any goroutine.
func (q Queue) Post(f func()) { q <- f }

// Pump runs posted work until cond holds; it fails the test after timeout.
func (q Queue) Pump(t testing.TB, what string, timeout time.Duration, cond func() bool) {
	t.Helper()
	deadline := time.After(timeout)
	for !cond() {
		select {
		case f := <-q:
			f()
		case <-deadline:
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}

// Drain runs what is posted during d.
func (q Queue) Drain(d time.Duration) {
	deadline := time.After(d)
	for {
		select {
		case f := <-q:
			f()
		case <-deadline:
			return
		}
	}
}
