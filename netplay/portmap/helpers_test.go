package portmap

import (
	"context"
	"errors"
	"math/rand/v2"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"testing"
	"time"

	"siegeworks/netplay/internal/leak"
)

// fakeRouter reaches the fake IGD whose description is at igdURL ("": none answers) and
// the NAT-PMP server at gw (invalid: no default route).
func fakeRouter(igdURL string, gw netip.Addr) router {
	return router{
		findIGDs: func(ctx context.Context) ([]igd, error) {
			if igdURL == "" {
				return nil, errors.New("no device answered")
			}
			return igdsAt(ctx, mustParseURL(igdURL))
		},
		gateway: func() (netip.Addr, error) {
			if !gw.IsValid() {
				return netip.Addr{}, errNoDefaultRoute
			}
			return gw, nil
		},
	}
}

// loopbackGateway is an address of the loopback (127.x.y.z) nobody else in this test
// process uses, for a fake NAT-PMP server: the library always asks port 5351.
func loopbackGateway() netip.Addr {
	return netip.AddrFrom4([4]byte{127, byte(1 + rand.IntN(250)), byte(rand.IntN(256)), byte(1 + rand.IntN(250))})
}

// listenNATPMP serves f on port 5351 of a fresh loopback address, until the test ends.
func listenNATPMP(t *testing.T, f *fakeNATPMP) netip.Addr {
	t.Helper()
	var lastErr error
	for range 20 {
		gw := loopbackGateway()
		conn, err := net.ListenUDP("udp4", net.UDPAddrFromAddrPort(netip.AddrPortFrom(gw, 5351)))
		if err != nil {
			lastErr = err
			continue
		}
		t.Cleanup(func() { _ = conn.Close() })
		go f.serve(conn)
		return gw
	}
	t.Fatal("no loopback address for the fake NAT-PMP server: ", lastErr)
	return netip.Addr{}
}

// openOK opens a forwarding of port 7777 with a 2 s lease and closes it when the test ends.
func openOK(t *testing.T, r router) *Mapping {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	m, err := r.open(ctx, 7777, 2*time.Second, t.Logf)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = m.Close() })
	return m
}

// openFails opens a forwarding of port 7777, expecting the error whose message is want.
func openFails(t *testing.T, r router, want string) error {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	m, err := r.open(ctx, 7777, 2*time.Second, t.Logf)
	if err == nil {
		_ = m.Close()
		t.Fatalf("opened %v by %s, want the error %q", m.External, m.Method, want)
	}
	if err.Error() != want {
		t.Fatalf("the error is %q, want %q", err, want)
	}
	return err
}

// settles waits (at most 3 s) until no more goroutines run than before, and says which
// ones are left otherwise. Idle HTTP connections to the fake IGD are closed first.
func settles(before int) error {
	http.DefaultTransport.(*http.Transport).CloseIdleConnections()
	return leak.Settles(before)
}

func mustParseURL(s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}
