//go:build linux

package portmap

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"siegeworks/netplay/internal/netns"
)

// The computer asking (namespace "host", 192.0.2.2, its default route through 192.0.2.1)
// and its router (namespace "router", 192.0.2.1) are joined by a veth pair. The router's
// fakes answer SSDP on the multicast group, UPnP on HTTP port 5000 and NAT-PMP on port
// 5351, as each case says; the host side is this test binary run again inside its
// namespace (main_test.go), so that every socket it opens, in any goroutine, is there.
func TestAcrossNamespaces(t *testing.T) {
	if err := netns.Check(); err != nil {
		t.Skip("skipped: network namespaces cannot be made here: ", err)
	}
	const (
		noRouter = "No router on this network answered a request to open a port (UPnP and NAT-PMP are off or not supported)."
		refused  = "The router refused to open the port: another computer already uses that port."
	)
	for _, c := range []struct {
		name string
		igd  *fakeIGD
		pmp  *fakeNATPMP
		want string // the host's first line
	}{
		{"UPnP", newFakeIGD("WANIPConnection:1", "203.0.113.7"), nil, "opened 203.0.113.7:7777 UPnP"},
		{"NAT-PMP", nil, newFakeNATPMP("203.0.113.8"), "opened 203.0.113.8:7777 NAT-PMP"},
		{"UPnP and NAT-PMP", newFakeIGD("WANPPPConnection:1", "203.0.113.7"), newFakeNATPMP("203.0.113.8"),
			"opened 203.0.113.7:7777 UPnP"},
		{"UPnP refuses", refusingIGD(718), nil, "failed " + refused},
		{"nothing answers", nil, nil, "failed " + noRouter},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			pair := netns.NewPair(t, "192.0.2.1/24", "192.0.2.2/24")
			router, host := pair.A, pair.B
			if err := host.IP("route", "add", "default", "via", "192.0.2.1"); err != nil {
				t.Fatal(err)
			}
			serveFakes(t, router, c.igd, c.pmp)

			asked := time.Now()
			h := startHost(ctx, t, host)
			h.expect(t, 10*time.Second, c.want)
			t.Logf("%q after %v", c.want, time.Since(asked).Round(100*time.Millisecond))
			switch {
			case c.igd != nil && c.igd.refuse == 0:
				c.igd.ev.expect(t, time.Second, "add 7777 -> 192.0.2.2:7777 for 2 (TCP, from 192.0.2.2)")
				c.igd.ev.expect(t, 5*time.Second, "add 7777 -> 192.0.2.2:7777 for 2 (TCP, from 192.0.2.2)")
			case c.pmp != nil:
				c.pmp.ev.expect(t, time.Second, "add 7777 -> 7777 for 2 (tcp, from 192.0.2.2)")
				c.pmp.ev.expect(t, 5*time.Second, "add 7777 -> 7777 for 2 (tcp, from 192.0.2.2)")
			}
			h.end(t, strings.HasPrefix(c.want, "opened"))
			switch {
			case c.igd != nil && c.igd.refuse == 0:
				c.igd.ev.expectAfterRenewals(t, 5*time.Second, "add 7777", "delete 7777 (TCP)")
			case c.pmp != nil:
				c.pmp.ev.expectAfterRenewals(t, 5*time.Second, "add 7777", "delete 7777 (tcp)")
			}
		})
	}
}

func refusingIGD(code int) *fakeIGD {
	f := newFakeIGD("WANIPConnection:1", "203.0.113.7")
	f.refuse = code
	return f
}

// serveFakes serves the fake router's protocols inside ns until the test ends.
func serveFakes(t *testing.T, ns netns.NS, igd *fakeIGD, pmp *fakeNATPMP) {
	t.Helper()
	addr := ns.Addr.Addr().String()
	err := ns.Do(func() error {
		if igd != nil {
			ln, err := net.Listen("tcp4", addr+":5000")
			if err != nil {
				return err
			}
			srv := &http.Server{Handler: igd}
			go func() { _ = srv.Serve(ln) }()
			t.Cleanup(func() { _ = srv.Close() })

			iface, err := net.InterfaceByName(ns.Iface)
			if err != nil {
				return err
			}
			ssdp, err := net.ListenMulticastUDP("udp4", iface, &net.UDPAddr{IP: net.IPv4(239, 255, 255, 250), Port: 1900})
			if err != nil {
				return err
			}
			t.Cleanup(func() { _ = ssdp.Close() })
			go igd.serveSSDP(ssdp, "http://"+addr+":5000/rootDesc.xml")
		}
		if pmp != nil {
			conn, err := net.ListenUDP("udp4", &net.UDPAddr{IP: net.ParseIP(addr), Port: 5351})
			if err != nil {
				return err
			}
			t.Cleanup(func() { _ = conn.Close() })
			go pmp.serve(conn)
		}
		return nil
	})
	if err != nil {
		t.Fatal("starting the fake router: ", err)
	}
}

// hostRole is the test binary playing the computer asking its router (playRole).
type hostRole struct {
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string
	mu    sync.Mutex
	errs  bytes.Buffer
}

func (h *hostRole) Write(p []byte) (int, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.errs.Write(p)
}

func (h *hostRole) stderr() string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.errs.String()
}

func startHost(ctx context.Context, t *testing.T, ns netns.NS) *hostRole {
	t.Helper()
	h := &hostRole{lines: make(chan string, 100)}
	h.cmd = ns.Command(ctx, os.Args[0], "-test.run=^$")
	h.cmd.Env = append(os.Environ(), roleEnv+"=open")
	h.cmd.Stderr = h
	var err error
	if h.in, err = h.cmd.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	out, err := h.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := h.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		s := bufio.NewScanner(out)
		for s.Scan() {
			h.lines <- s.Text()
		}
		close(h.lines)
	}()
	t.Cleanup(func() {
		_ = h.in.Close()
		if h.cmd.ProcessState == nil {
			_ = h.cmd.Cancel()
			_ = h.cmd.Wait()
		}
	})
	return h
}

// expect waits (at most d) for the host's next line and checks it is want.
func (h *hostRole) expect(t *testing.T, d time.Duration, want string) {
	t.Helper()
	select {
	case line, open := <-h.lines:
		if !open {
			t.Fatalf("the host ended early, want %q: %v\n%s", want, h.cmd.Wait(), h.stderr())
		}
		if line != want {
			t.Fatalf("the host said %q, want %q\n%s", line, want, h.stderr())
		}
	case <-time.After(d):
		t.Fatalf("the host did not say %q within %v\n%s", want, d, h.stderr())
	}
}

// end closes the host's input and checks that it closes its forwarding (if it has one),
// leaves no goroutine behind and ends well.
func (h *hostRole) end(t *testing.T, opened bool) {
	t.Helper()
	_ = h.in.Close()
	if opened {
		h.expect(t, 5*time.Second, "closed")
	}
	h.expect(t, 5*time.Second, "done")
	for range h.lines {
	}
	if err := h.cmd.Wait(); err != nil {
		t.Fatalf("the host: %v\n%s", err, h.stderr())
	}
}

// serveSSDP answers SSDP searches (M-SEARCH) for the IGD's service, or for everything,
// received on conn, with the description's address, until conn is closed.
func (f *fakeIGD) serveSSDP(conn *net.UDPConn, location string) {
	buf := make([]byte, 2048)
	for {
		n, from, err := conn.ReadFromUDP(buf)
		if err != nil {
			return
		}
		req, err := http.ReadRequest(bufio.NewReader(bytes.NewReader(buf[:n])))
		if err != nil || req.Method != "M-SEARCH" {
			continue
		}
		st := req.Header.Get("ST")
		if st != "ssdp:all" && st != "urn:schemas-upnp-org:service:"+f.service {
			continue
		}
		reply := "HTTP/1.1 200 OK\r\nCACHE-CONTROL: max-age=120\r\nEXT:\r\n" +
			"LOCATION: " + location + "\r\nSERVER: Fake/1.0 UPnP/1.0 Fake/1.0\r\n" +
			"ST: " + st + "\r\nUSN: uuid:fake-wanconn::" + st + "\r\n\r\n"
		_, _ = conn.WriteToUDP([]byte(reply), from)
	}
}
