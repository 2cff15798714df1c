// Package portmap asks the router to forward a TCP port to this computer, so that a friend
// across the internet can connect to a hosted game, and keeps the forwarding alive until it
// is closed.
//
//	m, err := portmap.Open(ctx, port, time.Hour, logf)
//	if err != nil {
//		// err says, in a player's words, that no router answered (ErrNoRouter) or that
//		// one refused (*RefusedError)
//	}
//	defer m.Close()
//	// a friend connects to m.External
//
// Two protocols are tried, in order: UPnP IGD (github.com/huin/goupnp: WANIPConnection 2
// and 1, WANPPPConnection 1, found by SSDP in about two seconds), then NAT-PMP
// (github.com/jackpal/go-nat-pmp), sent to the gateway of the system's default route (read
// from /proc/net/route: NAT-PMP is not tried on systems other than Linux). Only IPv4 is
// forwarded.
//
// PCP, NAT-PMP's successor (RFC 6887), is not spoken: no Go library of the module proxy is
// known to do it. Many routers that speak PCP also answer NAT-PMP.
//
// Everything a router says is checked: an outside address that is not an IPv4 address, or
// a forwarding that is not the one asked for, is not taken.
//
// The package imports no Fyne and nothing else of Siegeworks.
package portmap
