package discovery

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net"
	"sync"

	"github.com/hashicorp/mdns"
)

// Announce announces g on the local network, its port given, until stop is called (stop
// may be called more than once). g.Addrs is ignored: each interface announces its own
// addresses. The error says why nothing could be announced: g does not pass Check, the
// port is out of range, or no interface could take the announcement.
func Announce(g Game, port int, opts Options) (stop func(), err error) {
	if err := g.Check(); err != nil {
		return nil, err
	}
	if port < 1 || port > 65535 {
		return nil, fmt.Errorf("the port %d is not between 1 and 65535", port)
	}
	links, err := opts.links()
	if err != nil {
		return nil, err
	}
	id := newID()
	txt := encodeTXT(g, id)
	var servers []*mdns.Server
	for _, l := range links {
		s, err := announceOn(l, id, txt, port, opts)
		if err != nil {
			opts.logf("discovery: cannot announce on %s: %v", l.iface.Name, err)
			continue
		}
		opts.logf("discovery: announcing %s on %s (%v)", id, l.iface.Name, l.addrs)
		servers = append(servers, s)
	}
	if len(servers) == 0 {
		return nil, fmt.Errorf("the game could not be announced on the local network (%d interfaces tried)", len(links))
	}
	var once sync.Once
	return func() {
		once.Do(func() {
			for _, s := range servers {
				_ = s.Shutdown()
			}
		})
	}, nil
}

// announceOn runs a responder on one interface that answers with that interface's
// addresses. Its instance and host names carry the id and the interface's index, so that
// the answers of two interfaces never mix in a browser.
func announceOn(l link, id string, txt []string, port int, opts Options) (*mdns.Server, error) {
	name := fmt.Sprintf("siegeworks-%s-%d", id, l.iface.Index)
	ips := make([]net.IP, len(l.addrs))
	for i, a := range l.addrs {
		ips[i] = net.IP(a.AsSlice())
	}
	service, err := mdns.NewMDNSService(name, serviceType, domain, name+"."+domain, port, ips, txt)
	if err != nil {
		return nil, err
	}
	iface := l.iface
	return mdns.NewServer(&mdns.Config{Zone: service, Iface: &iface, Logger: opts.logger()})
}

// newID is a random id for one announcement (64 bits, in hexadecimal).
func newID() string {
	var b [idLen / 2]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}
