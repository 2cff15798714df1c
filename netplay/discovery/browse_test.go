package discovery

import (
	"fmt"
	"net"
	"net/netip"
	"testing"
	"time"

	"github.com/miekg/dns"
)

func answerOf(g Game, id string, port int, addrs ...string) answer {
	a := answer{name: "siegeworks-" + id + "._siegeworks._tcp.local.", port: port, txt: encodeTXT(g, id)}
	for _, s := range addrs {
		a.addrs = append(a.addrs, netip.MustParseAddr(s))
	}
	return a
}

// One game answered on two interfaces is listed once with both addresses, IPv4 first; it
// stays while it answers and is forgotten when it has not for forgetAfter.
func TestSightingsMergeAndForget(t *testing.T) {
	s := sightings{}
	t0 := time.Unix(1000, 0)
	s.add(answerOf(hostedGame, "00000000000000a1", 7777, "fe80::1%eth0"), t0, Options{})
	s.add(answerOf(hostedGame, "00000000000000a1", 7777, "192.0.2.1", "0.0.0.0", "224.0.0.251"), t0, Options{})
	list := s.list()
	want := []netip.AddrPort{netip.MustParseAddrPort("192.0.2.1:7777"), netip.MustParseAddrPort("[fe80::1%eth0]:7777")}
	if len(list) != 1 || fmt.Sprint(list[0].Addrs) != fmt.Sprint(want) {
		t.Fatalf("listed %+v, want one game at %v", list, want)
	}
	t1 := t0.Add(3 * time.Second)
	s.add(answerOf(hostedGame, "00000000000000a1", 7777, "192.0.2.1"), t1, Options{})
	s.forget(t1.Add(-forgetAfter))
	if list := s.list(); len(list) != 1 || len(list[0].Addrs) != 2 {
		t.Fatalf("after 3 s: %+v", list)
	}
	t2 := t0.Add(forgetAfter + time.Second)
	s.forget(t2.Add(-forgetAfter))
	if list := s.list(); len(list) != 1 || len(list[0].Addrs) != 1 {
		t.Fatalf("the link-local address not heard again should be gone: %+v", list)
	}
	s.forget(t1.Add(forgetAfter + time.Second))
	if list := s.list(); len(list) != 0 {
		t.Fatalf("a game silent for longer than %v is still listed: %+v", forgetAfter, list)
	}
}

// A game without a usable address, or with a port out of range, is not listed; nor are
// games past the most a browser keeps.
func TestSightingsRefuse(t *testing.T) {
	s := sightings{}
	now := time.Unix(1000, 0)
	s.add(answerOf(hostedGame, "00000000000000a1", 7777, "0.0.0.0", "224.0.0.251", "127.0.0.1", "::"), now, Options{})
	s.add(answerOf(hostedGame, "00000000000000a2", 0, "192.0.2.1"), now, Options{})
	s.add(answerOf(hostedGame, "00000000000000a3", 70000, "192.0.2.1"), now, Options{})
	if len(s) != 0 {
		t.Fatalf("listed %+v", s.list())
	}
	for i := range maxGames + 10 {
		s.add(answerOf(hostedGame, fmt.Sprintf("%016x", i), 7777, "192.0.2.1"), now, Options{})
	}
	if len(s) != maxGames {
		t.Fatalf("%d games kept, want at most %d", len(s), maxGames)
	}
}

// Only instances of our service, pointed to and answered in full, come out of a query;
// records about other services, and names past the bounds, are dropped.
func TestHeard(t *testing.T) {
	h := newHeard("eth0")
	hdr := func(name string, typ uint16) dns.RR_Header {
		return dns.RR_Header{Name: name, Rrtype: typ, Class: dns.ClassINET, Ttl: 120}
	}
	ours := "siegeworks-1._siegeworks._tcp.local."
	h.note([]dns.RR{
		&dns.PTR{Hdr: hdr("_siegeworks._tcp.local.", dns.TypePTR), Ptr: ours},
		&dns.PTR{Hdr: hdr("_siegeworks._tcp.local.", dns.TypePTR), Ptr: "printer._ipp._tcp.local."},
		&dns.PTR{Hdr: hdr("_ipp._tcp.local.", dns.TypePTR), Ptr: "other._siegeworks._tcp.local."},
		&dns.PTR{Hdr: hdr("_siegeworks._tcp.local.", dns.TypePTR), Ptr: "half._siegeworks._tcp.local."},
		&dns.SRV{Hdr: hdr(ours, dns.TypeSRV), Port: 7777, Target: "host-1.local."},
		&dns.TXT{Hdr: hdr(ours, dns.TypeTXT), Txt: encodeTXT(hostedGame, "00000000000000a1")},
		&dns.A{Hdr: hdr("host-1.local.", dns.TypeA), A: net.ParseIP("192.0.2.1")},
		&dns.AAAA{Hdr: hdr("host-1.local.", dns.TypeAAAA), AAAA: net.ParseIP("fe80::1")},
		&dns.SRV{Hdr: hdr("half._siegeworks._tcp.local.", dns.TypeSRV), Port: 7777, Target: "host-1.local."},
	})
	for i := range 2 * maxNamesPerQuery {
		name := fmt.Sprintf("flood-%d._siegeworks._tcp.local.", i)
		h.note([]dns.RR{&dns.PTR{Hdr: hdr("_siegeworks._tcp.local.", dns.TypePTR), Ptr: name},
			&dns.A{Hdr: hdr(fmt.Sprintf("flood-%d.local.", i), dns.TypeA), A: net.ParseIP("192.0.2.9")}})
	}
	got := h.answers()
	if len(got) != 1 || got[0].name != ours || got[0].port != 7777 ||
		fmt.Sprint(got[0].addrs) != "[192.0.2.1 fe80::1%eth0]" {
		t.Fatalf("heard %+v", got)
	}
	if len(h.instances) > maxNamesPerQuery || len(h.addrs) > maxNamesPerQuery {
		t.Errorf("kept %d instances and %d hosts, want at most %d", len(h.instances), len(h.addrs), maxNamesPerQuery)
	}
}
