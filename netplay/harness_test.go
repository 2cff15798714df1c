package netplay

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"siegeworks/rules"
	"siegeworks/session"
)

// end is one computer of a game at a distance: a session whose posted work runs on its own
// goroutine, as the app's runs on Fyne's.
type end struct {
	t      testing.TB
	name   string
	s      *session.Session
	work   chan func()
	stop   chan struct{}
	wg     sync.WaitGroup
	peer   *Peer
	mu     sync.Mutex
	events []Event
	sevs   []session.Event
	queued int // the most functions ever waiting for the end's goroutine
}

func newEnd(t testing.TB, name string) *end {
	e := &end{t: t, name: name, work: make(chan func(), 1024), stop: make(chan struct{})}
	e.s = session.New(e.post)
	e.wg.Add(1)
	go func() {
		defer e.wg.Done()
		for {
			select {
			case f := <-e.work:
				f()
			case <-e.stop:
				return
			}
		}
	}()
	e.do(func() { e.s.Listen(func(ev session.Event) { e.sevs = append(e.sevs, ev) }) })
	t.Cleanup(e.close)
	return e
}

func (e *end) post(f func()) {
	e.mu.Lock()
	e.queued = max(e.queued, len(e.work)+1)
	e.mu.Unlock()
	select {
	case e.work <- f:
	case <-e.stop:
	}
}

// do runs f on the end's goroutine and waits for it.
func (e *end) do(f func()) {
	done := make(chan struct{})
	e.post(func() { f(); close(done) })
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		e.t.Fatalf("%s: the session's goroutine is stuck", e.name)
	}
}

func (e *end) close() {
	if e.peer != nil {
		e.peer.Close()
	}
	e.do(func() { e.s.Close() })
	close(e.stop)
	e.wg.Wait()
}

func (e *end) options() Options {
	return Options{Session: e.s, Post: e.post, Name: e.name, Logf: e.t.Logf, Notify: func(ev Event) {
		e.mu.Lock()
		e.events = append(e.events, ev)
		e.mu.Unlock()
	}}
}

// await waits until cond (run on the end's goroutine) holds.
func (e *end) await(what string, cond func() bool) {
	e.t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		ok := false
		e.do(func() { ok = cond() })
		if ok {
			return
		}
		if time.Now().After(deadline) {
			e.mu.Lock()
			for _, ev := range e.events {
				e.t.Logf("%s: event %d %v %v %q", e.name, ev.Kind, ev.Status, ev.Err, ev.Text)
			}
			e.mu.Unlock()
			e.t.Fatalf("%s: waited 15 s for %s", e.name, what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// sans is the game's moves at this end.
func (e *end) sans() []string {
	var out []string
	e.do(func() { out = append(out, e.s.Game().SANs()...) })
	return out
}

// play makes the person here's move.
func (e *end) play(text string) {
	e.t.Helper()
	var err error
	e.do(func() {
		m, perr := e.s.Game().Position().ParseMove(text)
		if perr != nil {
			err = perr
			return
		}
		err = e.s.PlayHuman(m)
	})
	if err != nil {
		e.t.Fatalf("%s plays %s: %v", e.name, text, err)
	}
}

// sawEvent tells whether the peer told the app of an event of kind k.
func (e *end) sawEvent(k EventKind) (Event, bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	for _, ev := range e.events {
		if ev.Kind == k {
			return ev, true
		}
	}
	return Event{}, false
}

// pair hosts a game at one end and joins it from the other, over the loopback.
func pair(t testing.TB, setup Setup) (host, joiner *end) {
	t.Helper()
	return pairVia(t, setup, func(addr string) string { return addr })
}

// pairVia is pair with the joiner dialling route(the host's address) (a proxy's).
func pairVia(t testing.TB, setup Setup, route func(hostAddr string) string) (host, joiner *end) {
	t.Helper()
	host, joiner = newEnd(t, "Hana"), newEnd(t, "Jon")
	code, err := NewCode(0)
	if err != nil {
		t.Fatal(err)
	}
	var hp *Peer
	host.do(func() {
		hp, err = Host(HostOptions{Options: host.options(), Code: code, Listen: "127.0.0.1:0", Setup: setup})
	})
	if err != nil {
		t.Fatal(err)
	}
	host.peer = hp
	joiner.do(func() {
		joiner.peer = Join(JoinOptions{Options: joiner.options(), Code: code, Addr: route(hp.Addr().String())})
	})
	id := ""
	host.await("the game to start", func() bool { id = host.s.ID(); return hp.started })
	joiner.await("the game to arrive", func() bool { return joiner.peer.started && joiner.s.ID() == id })
	return host, joiner
}

// sameEverywhere fails unless both ends have the same moves and result.
func sameEverywhere(t testing.TB, a, b *end) {
	t.Helper()
	var sa, sb gameState
	a.do(func() { sa = *a.peer.state() })
	b.do(func() { sb = *b.peer.state() })
	if !sameGame(sa, sb) {
		t.Fatalf("the boards differ:\n%s: %v %s\n%s: %v %s", a.name, moveTexts(sa), describeResult(sa), b.name, moveTexts(sb), describeResult(sb))
	}
	if ma, mb := fmt.Sprint(a.sans()), fmt.Sprint(b.sans()); ma != mb {
		t.Fatalf("the move lists differ:\n%s: %s\n%s: %s", a.name, ma, b.name, mb)
	}
}

func moveTexts(st gameState) []string {
	var out []string
	for _, m := range st.Moves {
		out = append(out, m.Move)
	}
	return out
}

var _ rules.Color
