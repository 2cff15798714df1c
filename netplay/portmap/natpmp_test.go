package portmap

import (
	"context"
	"errors"
	"net/netip"
	"runtime"
	"testing"
	"time"
)

// A router speaking NAT-PMP forwards the port, the forwarding is renewed before its lease
// ends, and Close deletes it and leaves no goroutine behind.
func TestNATPMPForwardsRenewsAndCloses(t *testing.T) {
	pmp := newFakeNATPMP("203.0.113.8")
	gw := listenNATPMP(t, pmp)
	before := runtime.NumGoroutine()

	m := openOK(t, fakeRouter("", gw))
	if want := netip.MustParseAddrPort("203.0.113.8:7777"); m.External != want || m.Method != "NAT-PMP" {
		t.Errorf("opened %v by %s, want %v by NAT-PMP", m.External, m.Method, want)
	}
	pmp.ev.expect(t, time.Second, "add 7777 -> 7777 for 2 (tcp")
	pmp.ev.expect(t, 5*time.Second, "add 7777 -> 7777 for 2 (tcp") // renewed after 1 s
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
	pmp.ev.expectAfterRenewals(t, 5*time.Second, "add 7777", "delete 7777 (tcp)")
	if err := m.Close(); err != nil {
		t.Fatal("closing again: ", err)
	}
	pmp.ev.none(t)
	if err := settles(before); err != nil {
		t.Error(err)
	}
}

// A NAT-PMP router's refusal is said in a player's words.
func TestNATPMPRefusal(t *testing.T) {
	for code, want := range map[uint16]string{
		2:  "The router refused to open the port: it does not let programs open ports.",
		3:  "The router refused to open the port: it is not connected to the internet.",
		4:  "The router refused to open the port: it has no room for another forwarding.",
		17: "The router refused to open the port: it answered with NAT-PMP result code 17.",
	} {
		pmp := newFakeNATPMP("203.0.113.8")
		pmp.result = code
		err := openFails(t, fakeRouter("", listenNATPMP(t, pmp)), want)
		var re *RefusedError
		if !errors.As(err, &re) {
			t.Errorf("%v is not a *RefusedError", err)
		}
	}
}

// When nothing answers — no UPnP device, no NAT-PMP server at the gateway, or no gateway —
// the error says so plainly.
func TestNothingAnswers(t *testing.T) {
	for name, gw := range map[string]netip.Addr{"silent gateway": loopbackGateway(), "no default route": {}} {
		t.Run(name, func(t *testing.T) {
			err := openFails(t, fakeRouter("", gw),
				"No router on this network answered a request to open a port (UPnP and NAT-PMP are off or not supported).")
			if !errors.Is(err, ErrNoRouter) {
				t.Errorf("%v is not ErrNoRouter", err)
			}
		})
	}
}

// A cancelled Open says it was cancelled, not that no router answered.
func TestOpenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := fakeRouter("http://127.0.0.1:1/rootDesc.xml", loopbackGateway()).open(ctx, 7777, time.Hour, nil)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("the error is %v, want context.Canceled", err)
	}
}

// Ports and leases out of range are refused before anything is asked.
func TestOpenChecksArguments(t *testing.T) {
	r := fakeRouter("", netip.Addr{})
	for _, c := range []struct {
		port  int
		lease time.Duration
	}{{0, time.Hour}, {65536, time.Hour}, {7777, time.Second}} {
		if _, err := r.open(context.Background(), c.port, c.lease, nil); err == nil || errors.Is(err, ErrNoRouter) {
			t.Errorf("port %d, lease %v: error %v", c.port, c.lease, err)
		}
	}
}

// The NAT-PMP library's refusals become the player's words; its other errors are kept.
func TestNATPMPRefusalWords(t *testing.T) {
	err := natpmpRefusal(errors.New("Non-zero result code 5 (Unsupported opcode)"))
	if want := "The router refused to open the port: it does not know that request."; err.Error() != want {
		t.Errorf("%q, want %q", err, want)
	}
	other := errors.New("Timed out trying to contact gateway")
	if err := natpmpRefusal(other); err != other {
		t.Errorf("%v, want the library's error kept", err)
	}
	if natpmpRefusal(nil) != nil {
		t.Error("no error became one")
	}
}
