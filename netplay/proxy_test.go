package netplay

import (
	"encoding/binary"
	"io"
	"math/rand"
	"net"
	"sync"
	"testing"
	"time"
)

// faultProxy stands between the joiner and the host on the loopback and mistreats the
// frames that pass (every frame, handshake or transport, is a two-byte length and its
// bytes): it delays some, duplicates some, cuts some mid-way and drops connections. Its
// choices come from a seeded generator, one per connection and direction, and it makes at
// most budget faults that lose or spoil data, so a game through it ends.
type faultProxy struct {
	t      *testing.T
	ln     net.Listener
	target string
	seed   int64

	mu     sync.Mutex
	budget int            // faults that break a connection, still to make
	made   map[string]int // faults made, by kind
	conns  int
	open   []net.Conn
	wg     sync.WaitGroup
}

// Fault kinds.
const (
	faultDelay     = "delay"     // the frame waits a little
	faultDuplicate = "duplicate" // the frame goes twice (the receiver's cipher refuses the second)
	faultCut       = "cut"       // half the frame goes, then the connection closes
	faultDrop      = "drop"      // the frame is lost and the connection closes
)

func newFaultProxy(t *testing.T, target string, seed int64, budget int) *faultProxy {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &faultProxy{t: t, ln: ln, target: target, seed: seed, budget: budget, made: map[string]int{}}
	p.wg.Add(1)
	go p.accept()
	t.Cleanup(p.close)
	return p
}

func (p *faultProxy) addr() string { return p.ln.Addr().String() }

func (p *faultProxy) close() {
	p.ln.Close()
	p.mu.Lock()
	for _, c := range p.open {
		c.Close()
	}
	p.mu.Unlock()
	p.wg.Wait()
}

// faults is how many faults of a kind were made.
func (p *faultProxy) faults(kind string) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.made[kind]
}

func (p *faultProxy) accept() {
	defer p.wg.Done()
	for {
		client, err := p.ln.Accept()
		if err != nil {
			return
		}
		server, err := net.Dial("tcp", p.target)
		if err != nil {
			client.Close()
			continue
		}
		p.mu.Lock()
		p.conns++
		n := int64(p.conns)
		p.open = append(p.open, client, server)
		p.mu.Unlock()
		p.wg.Add(2)
		go p.pump(client, server, rand.New(rand.NewSource(p.seed*1000+2*n)))
		go p.pump(server, client, rand.New(rand.NewSource(p.seed*1000+2*n+1)))
	}
}

// choose picks what happens to the next frame.
func (p *faultProxy) choose(rng *rand.Rand) string {
	r := rng.Intn(100)
	p.mu.Lock()
	defer p.mu.Unlock()
	kind := ""
	switch {
	case r < 10:
		kind = faultDelay
	case r < 13:
		kind = faultDuplicate
	case r < 16:
		kind = faultCut
	case r < 19:
		kind = faultDrop
	}
	if kind != "" && kind != faultDelay {
		if p.budget == 0 {
			return ""
		}
		p.budget--
	}
	if kind != "" {
		p.made[kind]++
	}
	return kind
}

// pump copies frames from src to dst, mistreating some; a broken connection is closed at
// both ends, as a router that lost it would.
func (p *faultProxy) pump(src, dst net.Conn, rng *rand.Rand) {
	defer p.wg.Done()
	defer src.Close()
	defer dst.Close()
	frames := 0
	for {
		var head [2]byte
		if _, err := io.ReadFull(src, head[:]); err != nil {
			return
		}
		frame := make([]byte, 2+int(binary.BigEndian.Uint16(head[:])))
		copy(frame, head[:])
		if _, err := io.ReadFull(src, frame[2:]); err != nil {
			return
		}
		frames++
		fault := p.choose(rng)
		if fault == faultDuplicate && frames <= 2 {
			// Not in the handshake: TCP never repeats bytes, so a repeated frame is an
			// attacker's, and there one is indistinguishable from a wrong code.
			fault = ""
		}
		switch fault {
		case faultDelay:
			time.Sleep(time.Duration(1+rng.Intn(40)) * time.Millisecond)
		case faultDuplicate:
			if _, err := dst.Write(frame); err != nil {
				return
			}
		case faultCut:
			_, _ = dst.Write(frame[:1+len(frame)/2])
			return
		case faultDrop:
			return
		}
		if _, err := dst.Write(frame); err != nil {
			return
		}
	}
}
