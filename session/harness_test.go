package session

import (
	"testing"
	"time"

	"siegeworks/engine"
	"siegeworks/internal/posted"
	"siegeworks/rules"
)

// harness is a session whose posted work queues up and runs on the test goroutine when pump
// is called, as the window's goroutine would run it.
type harness struct {
	t      *testing.T
	s      *Session
	posted posted.Queue
	events []Event
}

func newHarness(t *testing.T) *harness {
	t.Helper()
	h := &harness{t: t, posted: posted.NewQueue()}
	h.s = New(h.posted.Post)
	h.s.AILimits = func(int) engine.Limits { return engine.Limits{MoveTime: 30 * time.Millisecond} }
	h.s.HintLimits = engine.Limits{MoveTime: 50 * time.Millisecond}
	h.s.WatchDelay = 0
	h.s.Seed = 1
	h.s.Listen(func(e Event) { h.events = append(h.events, e) })
	t.Cleanup(h.s.Close)
	return h
}

// pump runs posted functions until cond holds; it fails the test after timeout.
func (h *harness) pump(what string, timeout time.Duration, cond func() bool) {
	h.t.Helper()
	h.posted.Pump(h.t, what, timeout, cond)
}

// drain runs what is posted during d.
func (h *harness) drain(d time.Duration) { h.posted.Drain(d) }

// move plays a person's move given in any notation the rules read.
func (h *harness) move(text string) {
	h.t.Helper()
	m, err := h.s.Game().Position().ParseMove(text)
	if err != nil {
		h.t.Fatalf("%s: %v", text, err)
	}
	if err := h.s.PlayHuman(m); err != nil {
		h.t.Fatalf("%s: %v", text, err)
	}
}

func (h *harness) start(v *rules.Variant, fen string, white, black Player) {
	h.t.Helper()
	if err := h.s.NewGame(v, fen, [2]Player{white, black}); err != nil {
		h.t.Fatal(err)
	}
}

func (h *harness) last() Event {
	if len(h.events) == 0 {
		return Event{Kind: -1}
	}
	return h.events[len(h.events)-1]
}

// sawEvent tells whether an event of kind k came since event number from.
func (h *harness) sawEvent(from int, k EventKind) bool {
	for _, e := range h.events[from:] {
		if e.Kind == k {
			return true
		}
	}
	return false
}

// fakeClock is a controllable time source.
type fakeClock struct{ t time.Time }

func (f *fakeClock) now() time.Time          { return f.t }
func (f *fakeClock) advance(d time.Duration) { f.t = f.t.Add(d) }
