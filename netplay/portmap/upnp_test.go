package portmap

import (
	"errors"
	"net/http/httptest"
	"net/netip"
	"runtime"
	"testing"
	"time"
)

// A router speaking UPnP forwards the port to this computer, the forwarding is renewed
// before its lease ends, and Close deletes it (once, however often it is called) and leaves
// no goroutine behind.
func TestUPnPForwardsRenewsAndCloses(t *testing.T) {
	for _, service := range []string{"WANIPConnection:1", "WANIPConnection:2", "WANPPPConnection:1"} {
		t.Run(service, func(t *testing.T) {
			igd := newFakeIGD(service, "203.0.113.7")
			srv := httptest.NewServer(igd)
			defer srv.Close()
			before := runtime.NumGoroutine()

			m := openOK(t, fakeRouter(srv.URL+"/rootDesc.xml", netip.Addr{}))
			if want := netip.MustParseAddrPort("203.0.113.7:7777"); m.External != want || m.Method != "UPnP" {
				t.Errorf("opened %v by %s, want %v by UPnP", m.External, m.Method, want)
			}
			igd.ev.expect(t, time.Second, "add 7777 -> 127.0.0.1:7777 for 2 (TCP")
			igd.ev.expect(t, 5*time.Second, "add 7777 -> 127.0.0.1:7777 for 2 (TCP") // renewed after 1 s
			if err := m.Close(); err != nil {
				t.Fatal(err)
			}
			igd.ev.expectAfterRenewals(t, 5*time.Second, "add 7777", "delete 7777 (TCP)")
			if err := m.Close(); err != nil {
				t.Fatal("closing again: ", err)
			}
			igd.ev.none(t)
			if err := settles(before); err != nil {
				t.Error(err)
			}
		})
	}
}

// A router's refusal is said in a player's words, with the router's reason.
func TestUPnPRefusal(t *testing.T) {
	for code, want := range map[int]string{
		718: "The router refused to open the port: another computer already uses that port.",
		606: "The router refused to open the port: it does not let programs open ports.",
		799: `The router refused to open the port: it answered "Fake refusal" (UPnP error 799).`,
	} {
		igd := newFakeIGD("WANIPConnection:1", "203.0.113.7")
		igd.refuse = code
		srv := httptest.NewServer(igd)
		err := openFails(t, fakeRouter(srv.URL+"/rootDesc.xml", netip.Addr{}), want)
		var re *RefusedError
		if !errors.As(err, &re) {
			t.Errorf("%v is not a *RefusedError", err)
		}
		srv.Close()
	}
}

// A router that only forwards for good is asked again for a permanent forwarding, which
// Close deletes.
func TestUPnPOnlyPermanent(t *testing.T) {
	igd := newFakeIGD("WANIPConnection:1", "203.0.113.7")
	igd.refuse, igd.refuseLeased = 725, true
	srv := httptest.NewServer(igd)
	defer srv.Close()

	m := openOK(t, fakeRouter(srv.URL+"/rootDesc.xml", netip.Addr{}))
	igd.ev.expect(t, time.Second, "add 7777 -> 127.0.0.1:7777 for 2 ")
	igd.ev.expect(t, time.Second, "add 7777 -> 127.0.0.1:7777 for 0 ")
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
	igd.ev.expect(t, time.Second, "delete 7777")
}

// A router without an address on the internet is not asked to forward.
func TestUPnPNotConnected(t *testing.T) {
	for _, external := range []string{"0.0.0.0", "", "not an address", "2001:db8::1"} {
		igd := newFakeIGD("WANIPConnection:1", external)
		srv := httptest.NewServer(igd)
		openFails(t, fakeRouter(srv.URL+"/rootDesc.xml", netip.Addr{}),
			"The router refused to open the port: it is not connected to the internet.")
		igd.ev.none(t)
		srv.Close()
	}
}

// When UPnP refuses and NAT-PMP agrees, the forwarding is made by NAT-PMP.
func TestUPnPRefusedNATPMPAgrees(t *testing.T) {
	igd := newFakeIGD("WANIPConnection:1", "203.0.113.7")
	igd.refuse = 718
	srv := httptest.NewServer(igd)
	defer srv.Close()
	pmp := newFakeNATPMP("203.0.113.8")
	m := openOK(t, fakeRouter(srv.URL+"/rootDesc.xml", listenNATPMP(t, pmp)))
	if want := netip.MustParseAddrPort("203.0.113.8:7777"); m.External != want || m.Method != "NAT-PMP" {
		t.Errorf("opened %v by %s, want %v by NAT-PMP", m.External, m.Method, want)
	}
}
