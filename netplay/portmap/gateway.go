package portmap

import (
	"bufio"
	"encoding/binary"
	"errors"
	"io"
	"net/netip"
	"strconv"
	"strings"
)

// errNoDefaultRoute: the system has no default route, so no router to ask.
var errNoDefaultRoute = errors.New("no default route")

// gatewayFromRoutes reads the gateway of the default route (the one with the lowest
// metric) from a Linux /proc/net/route table: tab-separated columns Iface, Destination,
// Gateway, Flags, RefCnt, Use, Metric, Mask…, addresses in hexadecimal in the host's byte
// order.
func gatewayFromRoutes(r io.Reader) (netip.Addr, error) {
	const (
		rtfUp      = 0x1
		rtfGateway = 0x2
	)
	var (
		best       netip.Addr
		bestMetric = -1
	)
	s := bufio.NewScanner(r)
	for s.Scan() {
		f := strings.Fields(s.Text())
		if len(f) < 8 || f[1] != "00000000" || f[7] != "00000000" {
			continue
		}
		flags, err1 := strconv.ParseUint(f[3], 16, 32)
		gw, err2 := strconv.ParseUint(f[2], 16, 32)
		metric, err3 := strconv.Atoi(f[6])
		if err1 != nil || err2 != nil || err3 != nil || flags&(rtfUp|rtfGateway) != rtfUp|rtfGateway {
			continue
		}
		var b [4]byte
		binary.NativeEndian.PutUint32(b[:], uint32(gw))
		if a := netip.AddrFrom4(b); !a.IsUnspecified() && (bestMetric < 0 || metric < bestMetric) {
			best, bestMetric = a, metric
		}
	}
	if err := s.Err(); err != nil {
		return netip.Addr{}, err
	}
	if bestMetric < 0 {
		return netip.Addr{}, errNoDefaultRoute
	}
	return best, nil
}
