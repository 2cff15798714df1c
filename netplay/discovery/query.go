package discovery

import (
	"context"
	"errors"
	"net"
	"net/netip"
	"slices"
	"strings"
	"time"

	"github.com/miekg/dns"
	"golang.org/x/net/ipv4"
	"golang.org/x/net/ipv6"
)

// Why Browse does not use hashicorp/mdns's querier: it listens for multicast on the
// system's default interface whatever interface it is given, and refuses to ask at all when
// that fails — on a network without a default route (two computers joined by a cable, a LAN
// with no internet) or with the default route through a VPN tunnel. The answers of our
// responders come back by unicast to the asking socket, so asking needs no multicast
// listener: ask sends the question from a socket of its own on the interface and reads the
// answers with the DNS library hashicorp/mdns is built on.

// The mDNS groups (RFC 6762 section 3).
var (
	mdnsGroup4 = netip.MustParseAddrPort("224.0.0.251:5353")
	mdnsGroup6 = netip.MustParseAddrPort("[ff02::fb]:5353")
)

const (
	maxPacket          = 9000 // the largest mDNS message (RFC 6762 section 17)
	maxPacketsPerQuery = 256
	maxNamesPerQuery   = 64
)

// answer is one instance of the service as one query heard it.
type answer struct {
	name  string // the instance's name ("siegeworks-….\_siegeworks._tcp.local.")
	port  int
	txt   []string
	addrs []netip.Addr
}

// ask asks once, on one interface and one IP version, for the service's instances, and
// returns those answered in full within queryFor (or until ctx ends).
func ask(ctx context.Context, l *link, v6 bool) ([]answer, error) {
	network, to := "udp4", net.UDPAddrFromAddrPort(mdnsGroup4)
	if v6 {
		network, to = "udp6", net.UDPAddrFromAddrPort(mdnsGroup6)
		to.Zone = l.iface.Name
	}
	conn, err := net.ListenUDP(network, nil)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	stop := context.AfterFunc(ctx, func() { _ = conn.Close() })
	defer stop()
	if err := onInterface(conn, &l.iface, v6); err != nil {
		return nil, err
	}
	q := new(dns.Msg)
	q.SetQuestion(serviceType+"."+domain, dns.TypePTR)
	q.Id = 0
	q.RecursionDesired = false
	q.Question[0].Qclass |= 1 << 15 // a unicast answer is wanted (RFC 6762 section 5.4)
	packet, err := q.Pack()
	if err != nil {
		return nil, err
	}
	if _, err := conn.WriteToUDP(packet, to); err != nil {
		return nil, err
	}
	_ = conn.SetReadDeadline(time.Now().Add(queryFor))
	heard := newHeard(l.iface.Name)
	buf := make([]byte, maxPacket)
	for range maxPacketsPerQuery {
		n, _, err := conn.ReadFromUDP(buf)
		if err != nil {
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() || ctx.Err() != nil {
				break
			}
			return nil, err
		}
		var m dns.Msg
		if m.Unpack(buf[:n]) != nil || !m.Response || m.Opcode != dns.OpcodeQuery || m.Rcode != 0 {
			continue
		}
		heard.note(append(m.Answer, m.Extra...))
	}
	return heard.answers(), nil
}

// onInterface makes conn send its multicast out of iface.
func onInterface(conn *net.UDPConn, iface *net.Interface, v6 bool) error {
	if v6 {
		p := ipv6.NewPacketConn(conn)
		if err := p.SetMulticastHopLimit(255); err != nil {
			return err
		}
		return p.SetMulticastInterface(iface)
	}
	p := ipv4.NewPacketConn(conn)
	if err := p.SetMulticastTTL(255); err != nil {
		return err
	}
	return p.SetMulticastInterface(iface)
}

// heard gathers the records of one query's answers, within bounds.
type heard struct {
	zone      string // the interface, for IPv6 link-local addresses
	instances []string
	srv       map[string]*dns.SRV
	txt       map[string][]string
	addrs     map[string][]netip.Addr
}

func newHeard(zone string) *heard {
	return &heard{zone: zone, srv: map[string]*dns.SRV{}, txt: map[string][]string{}, addrs: map[string][]netip.Addr{}}
}

func (h *heard) note(rrs []dns.RR) {
	service := strings.ToLower(serviceType + "." + domain)
	for _, rr := range rrs {
		name := strings.ToLower(rr.Header().Name)
		switch rr := rr.(type) {
		case *dns.PTR:
			instance := strings.ToLower(rr.Ptr)
			if name == service && strings.HasSuffix(instance, "."+service) && !slices.Contains(h.instances, instance) &&
				len(h.instances) < maxNamesPerQuery {
				h.instances = append(h.instances, instance)
			}
		case *dns.SRV:
			if _, ok := h.srv[name]; ok || len(h.srv) < maxNamesPerQuery {
				h.srv[name] = rr
			}
		case *dns.TXT:
			if _, ok := h.txt[name]; ok || len(h.txt) < maxNamesPerQuery {
				h.txt[name] = rr.Txt
			}
		case *dns.A:
			if a, ok := netip.AddrFromSlice(rr.A); ok {
				h.addAddr(name, a.Unmap())
			}
		case *dns.AAAA:
			if a, ok := netip.AddrFromSlice(rr.AAAA); ok {
				if a.IsLinkLocalUnicast() {
					a = a.WithZone(h.zone)
				}
				h.addAddr(name, a)
			}
		}
	}
}

func (h *heard) addAddr(host string, a netip.Addr) {
	list, ok := h.addrs[host]
	if !ok && len(h.addrs) >= maxNamesPerQuery || len(list) >= maxAddrsOfGame || slices.Contains(list, a) {
		return
	}
	h.addrs[host] = append(list, a)
}

// answers are the instances heard in full: pointed to, with their SRV, TXT and addresses.
func (h *heard) answers() []answer {
	var out []answer
	for _, name := range h.instances {
		srv, ok := h.srv[name]
		txt, hasTXT := h.txt[name]
		if !ok || !hasTXT {
			continue
		}
		addrs := h.addrs[strings.ToLower(srv.Target)]
		if len(addrs) == 0 {
			continue
		}
		out = append(out, answer{name: name, port: int(srv.Port), txt: txt, addrs: addrs})
	}
	return out
}
