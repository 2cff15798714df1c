package discovery

import (
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/netip"
)

// The service's name in DNS-SD.
const (
	serviceType = "_siegeworks._tcp"
	domain      = "local."
)

// Options says where to announce or browse, and where to tell what happens.
type Options struct {
	Interface *net.Interface                   // nil: every multicast-capable interface
	Logf      func(format string, args ...any) // nil: silent
}

func (o Options) logf(format string, args ...any) {
	if o.Logf != nil {
		o.Logf(format, args...)
	}
}

// logger is a log.Logger for the mDNS library that writes through Logf.
func (o Options) logger() *log.Logger {
	if o.Logf == nil {
		return log.New(io.Discard, "", 0)
	}
	return log.New(logfWriter(o.Logf), "", 0)
}

type logfWriter func(format string, args ...any)

func (w logfWriter) Write(p []byte) (int, error) {
	w("%s", string(trimNewline(p)))
	return len(p), nil
}

func trimNewline(p []byte) []byte {
	if n := len(p); n > 0 && p[n-1] == '\n' {
		return p[:n-1]
	}
	return p
}

// errNoNetwork: no interface to announce or browse on.
var errNoNetwork = errors.New("this computer is not connected to a local network")

// link is an interface to use and its addresses (IPv4 first).
type link struct {
	iface net.Interface
	addrs []netip.Addr
}

// links are the interfaces o names: its Interface, or every one that is up, not the
// loopback, and can multicast.
func (o Options) links() ([]link, error) {
	var ifaces []net.Interface
	if o.Interface != nil {
		ifaces = []net.Interface{*o.Interface}
	} else {
		all, err := net.Interfaces()
		if err != nil {
			return nil, fmt.Errorf("listing the network interfaces: %w", err)
		}
		for _, ifc := range all {
			if ifc.Flags&net.FlagUp != 0 && ifc.Flags&net.FlagMulticast != 0 && ifc.Flags&net.FlagLoopback == 0 {
				ifaces = append(ifaces, ifc)
			}
		}
	}
	var links []link
	for _, ifc := range ifaces {
		addrs, err := ifc.Addrs()
		if err != nil {
			o.logf("discovery: the addresses of %s: %v", ifc.Name, err)
			continue
		}
		l := link{iface: ifc}
		for _, a := range addrs {
			if p, ok := a.(*net.IPNet); ok {
				if ip, ok := netip.AddrFromSlice(p.IP); ok && usable(ip.Unmap()) {
					l.addrs = append(l.addrs, ip.Unmap())
				}
			}
		}
		sortAddrs(l.addrs)
		if len(l.addrs) > 0 {
			links = append(links, l)
		}
	}
	if len(links) == 0 {
		return nil, errNoNetwork
	}
	return links, nil
}

// usable: an address a friend could connect to.
func usable(a netip.Addr) bool {
	return a.IsValid() && !a.IsUnspecified() && !a.IsMulticast() && !a.IsLoopback() &&
		a != netip.AddrFrom4([4]byte{255, 255, 255, 255})
}
