package netplay

import (
	"encoding/binary"
	"encoding/json"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"siegeworks/rules"
)

// mallory is a program that knows the code, completes the handshake and then sends what it
// likes, bypassing every check of the package's own sending side.
type mallory struct {
	t    *testing.T
	c    *secureConn
	mu   sync.Mutex
	got  []message
	done chan struct{}
}

func dialMallory(t *testing.T, addr string, code Code) *mallory {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	c, err := joinSecure(conn, code)
	if err != nil {
		t.Fatal(err)
	}
	m := &mallory{t: t, c: c, done: make(chan struct{})}
	go func() {
		defer close(m.done)
		for {
			p, err := c.Recv()
			if err != nil {
				return
			}
			if msg, err := decode(p); err == nil {
				m.mu.Lock()
				m.got = append(m.got, msg)
				m.mu.Unlock()
			}
		}
	}()
	t.Cleanup(func() { c.Close(); <-m.done })
	return m
}

// send sends a message as it is, valid or not.
func (m *mallory) send(msg message) {
	p, err := json.Marshal(msg)
	if err != nil {
		m.t.Fatal(err)
	}
	m.sendRaw(p)
}

func (m *mallory) sendRaw(p []byte) {
	if err := m.c.Send(p); err != nil {
		m.t.Fatalf("mallory sends: %v", err)
	}
}

// await waits until the host has sent a message that satisfies ok, after the first from.
func (m *mallory) await(what string, from int, ok func(message) bool) message {
	m.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		m.mu.Lock()
		got := m.got
		m.mu.Unlock()
		for _, msg := range got[min(from, len(got)):] {
			if ok(msg) {
				return msg
			}
		}
		if time.Now().After(deadline) {
			m.t.Fatalf("mallory waited 10 s for %s; got %v", what, got)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func (m *mallory) received() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.got)
}

func isKind(k string) func(message) bool { return func(m message) bool { return m.T == k } }

func refusedWith(text string) func(message) bool {
	return func(m message) bool { return m.T == kindRefuse && strings.Contains(m.Text, text) }
}

// hostFor hosts chess (the host White) for whoever comes.
func hostFor(t *testing.T) (*end, Code) {
	host := newEnd(t, "Hana")
	code, _ := NewCode(0)
	var err error
	host.do(func() {
		host.peer, err = Host(HostOptions{Options: host.options(), Code: code, Listen: "127.0.0.1:0", Setup: Setup{Variant: rules.Chess, HostSide: rules.White}})
	})
	if err != nil {
		t.Fatal(err)
	}
	return host, code
}

// TestAMaliciousPeerIsRefusedAndTheGameKept: a program with the right code sends illegal
// moves, moves with a wrong hash, moves out of turn, oversized and garbage messages, unknown
// kinds, huge chat messages and a flood; each is refused (the program told why where the
// protocol says so), the game stays as it was, and the host's session keeps answering.
func TestAMaliciousPeerIsRefusedAndTheGameKept(t *testing.T) {
	host, code := hostFor(t)
	addr := host.peer.Addr().String()
	m := dialMallory(t, addr, code)
	m.send(message{T: kindHello, Name: "Mallory"})
	m.await("the game", 0, isKind(kindState))
	host.play("e4")
	m.await("e4", 0, isKind(kindMove))
	kept := func(what string) {
		t.Helper()
		var sans []string
		host.do(func() { sans = host.s.Game().SANs() })
		if len(sans) != 1 || sans[0] != "e4" {
			t.Fatalf("after %s the host's game is %v", what, sans)
		}
	}
	e5Hash := func() string {
		var h string
		host.do(func() {
			pos := host.s.Game().Position().Clone()
			mv, _ := pos.ParseSAN("e5")
			pos.MakeMove(mv)
			h = formatHash(pos.Hash())
		})
		return h
	}()

	cases := []struct {
		what   string
		send   func()
		answer func(message) bool // what the host answers (nil: the connection may drop)
	}{
		{"an illegal move", func() { m.send(message{T: kindMove, Ply: 2, Move: "Ke7", Hash: e5Hash}) },
			refusedWith("is not a legal move here")},
		{"a move with a wrong hash", func() { m.send(message{T: kindMove, Ply: 2, Move: "e5", Hash: "0123456789abcdef"}) },
			refusedWith("leads to another position")},
		{"a move out of turn", func() { m.send(message{T: kindMove, Ply: 3, Move: "Nf3", Hash: e5Hash}) },
			isKind(kindState)}, // the host sends its game to make the two one again
		{"a move of the host's, changed", func() { m.send(message{T: kindMove, Ply: 1, Move: "d4", Hash: e5Hash}) },
			isKind(kindState)},
		{"garbage", func() { m.sendRaw([]byte("{\"t\":\"move\",\"ply\":")) }, refusedWith("does not read")},
		{"not UTF-8", func() { m.sendRaw([]byte{'"', 0xff, 0xfe, '"'}) }, refusedWith("not UTF-8")},
		{"two messages in one", func() { m.sendRaw([]byte(`{"t":"ping"}{"t":"ping"}`)) }, refusedWith("something after")},
		{"an unknown kind", func() { m.send(message{T: "admin", Text: "give me the game"}) }, refusedWith("unknown message")},
		{"a huge chat message", func() { m.send(message{T: kindChat, Text: strings.Repeat("spam ", 2000)}) }, refusedWith("chat message")},
		{"a chat with control characters", func() { m.send(message{T: kindChat, Text: "hi\x1b[2J"}) }, refusedWith("chat message")},
		{"an oversized message", func() { m.sendRaw([]byte(`{"t":"chat","text":"` + strings.Repeat("x", transportFrameMax-100) + `"}`)) },
			refusedWith("chat message")},
		{"a state of another game", func() {
			m.send(message{T: kindState, Game: &gameState{ID: "x", Variant: "chess", HostSide: "white", Moves: []moveRecord{{Move: "e4", Left: -1}, {Move: "Ke7", Left: -1}}}})
		}, isKind(kindState)},
		{"a state whose moves are illegal", func() {
			var id string
			host.do(func() { id = host.s.ID() })
			m.send(message{T: kindState, Game: &gameState{ID: id, Variant: "chess", HostSide: "white", Moves: []moveRecord{{Move: "e4", Left: -1}, {Move: "Ke7", Left: -1}}}})
		}, refusedWith("could not be read")},
		{"a state that plays the host's move too", func() {
			var id string
			host.do(func() { id = host.s.ID() })
			m.send(message{T: kindState, Game: &gameState{ID: id, Variant: "chess", HostSide: "white", Moves: []moveRecord{{Move: "e4", Left: -1}, {Move: "e5", Left: -1}, {Move: "Qh5", Left: -1}}}})
		}, isKind(kindState)},
		{"a state that rewrites the game in a later epoch", func() {
			var id string
			host.do(func() { id = host.s.ID() })
			m.send(message{T: kindState, Game: &gameState{ID: id, Variant: "chess", HostSide: "white", Epoch: 5, Moves: []moveRecord{{Move: "d4", Left: -1}}}})
		}, isKind(kindState)},
		{"an end with a draw nobody can claim", func() { m.send(message{T: kindEnd, Ply: 1, Result: "1/2-1/2", Reason: string(rules.ReasonThreefold)}) },
			refusedWith("end of the game was refused")},
		{"an end of another kind", func() { m.send(message{T: kindEnd, Ply: 1, Result: "0-1", Reason: "checkmate"}) },
			refusedWith("end of the game was refused")},
		{"a takeback with nothing to take back", func() { m.send(message{T: kindBack, Ply: 1}) }, isKind(kindBackAns)},
		{"a move number out of range", func() { m.send(message{T: kindDraw, Ply: -5}) }, refusedWith("out of range")},
	}
	for _, c := range cases {
		from := m.received()
		c.send()
		m.await("the answer to "+c.what, from, c.answer)
		kept(c.what)
	}

	// A flood: chat messages as fast as the connection takes them. They are read at the
	// connection's allowance, no faster; the program hears so; the host's session answers
	// at once all the while and never has much waiting for it.
	from := m.received()
	start := time.Now()
	stop := make(chan struct{})
	flooded := make(chan struct{})
	go func() {
		defer close(flooded)
		p, _ := json.Marshal(message{T: kindChat, Text: "hi"})
		for i := 0; i < 5000; i++ {
			select {
			case <-stop:
				return
			default:
			}
			if m.c.Send(p) != nil {
				return
			}
		}
	}()
	m.await("the flood refused", from, refusedWith(refuseFlood))
	for i := 0; i < 10; i++ {
		t0 := time.Now()
		host.do(func() {})
		if d := time.Since(t0); d > time.Second {
			t.Fatalf("the host's session took %v to answer during the flood", d)
		}
		time.Sleep(50 * time.Millisecond)
	}
	chats := 0
	host.mu.Lock()
	for _, ev := range host.events {
		if ev.Kind == EvChat {
			chats++
		}
	}
	queued := host.queued
	host.mu.Unlock()
	elapsed := time.Since(start).Seconds()
	if limit := inboxBurst + int(inboxRate*elapsed) + 10; chats > limit {
		t.Errorf("%d chat messages went through in %.1f s, more than the allowance %d", chats, elapsed, limit)
	}
	if chats < inboxBurst/2 {
		t.Errorf("only %d chat messages went through", chats)
	}
	if queued > inboxBurst+50 {
		t.Errorf("%d functions waited for the host's session", queued)
	}
	close(stop)
	m.c.Close()
	<-flooded
	kept("the flood")

	// A frame that is not the cipher's: the connection is dropped, the game kept; the program
	// comes back and plays a legal move, which is played.
	m2 := dialMallory(t, addr, code)
	m2.send(message{T: kindHello, Name: "Mallory"})
	m2.await("the game", 0, isKind(kindState))
	frame := make([]byte, 2+transportFrameMax)
	binary.BigEndian.PutUint16(frame, transportFrameMax)
	if _, err := m2.c.conn.Write(frame); err != nil {
		t.Fatal(err)
	}
	<-m2.done // the host dropped the connection
	kept("a frame not the cipher's")
	m3 := dialMallory(t, addr, code)
	m3.send(message{T: kindHello, Name: "Mallory"})
	m3.await("the game", 0, isKind(kindState))
	m3.send(message{T: kindMove, Ply: 2, Move: "e5", Hash: e5Hash})
	host.await("e5", func() bool { return host.s.Game().Ply() == 2 })
}

// TestASilentConnectionDoesNotKeepTheFriendOut: a connection that never says anything holds
// the host's door for helloTimeout at most; the friend then joins.
func TestASilentConnectionDoesNotKeepTheFriendOut(t *testing.T) {
	host, code := hostFor(t)
	silent, err := net.Dial("tcp", host.peer.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer silent.Close()
	m := dialMallory(t, host.peer.Addr().String(), code)
	m.send(message{T: kindHello, Name: "Jon"})
	m.await("the game", 0, isKind(kindState))
}
