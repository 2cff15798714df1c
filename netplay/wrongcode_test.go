package netplay

import (
	"errors"
	"net"
	"testing"
	"time"
)

// TestWrongCodesAreSlowed: a program trying codes is refused each time, gets no game (it
// never has a channel to read one from), and each try after the first waits longer before
// the host hears it; the right code still joins, and resets the wait.
func TestWrongCodesAreSlowed(t *testing.T) {
	host, code := hostFor(t)
	addr := host.peer.Addr().String()
	wrong := code
	wrong.Words[2] = words[(wordIndex[code.Words[2]]+7)%len(words)]
	try := func() time.Duration {
		t.Helper()
		start := time.Now()
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		if _, err := joinSecure(conn, wrong); !errors.Is(err, ErrWrongCode) {
			t.Fatalf("a wrong code: %v", err)
		}
		return time.Since(start)
	}
	try()
	if d := try(); d < guardFirst {
		t.Errorf("the second wrong try was heard after %v", d)
	}
	if d := try(); d < 2*guardFirst {
		t.Errorf("the third wrong try was heard after %v", d)
	}
	if n := host.peer.link.guard.Failures(); n != 3 {
		t.Errorf("the guard counted %d wrong codes", n)
	}
	host.do(func() {
		if host.peer.started || host.s.Game().Ply() != 0 {
			t.Error("a game started for wrong codes")
		}
	})
	m := dialMallory(t, addr, code)
	m.send(message{T: kindHello, Name: "Jon"})
	m.await("the game", 0, isKind(kindState))
	if n := host.peer.link.guard.Failures(); n != 0 {
		t.Errorf("the right code left %d wrong codes counted", n)
	}
}
