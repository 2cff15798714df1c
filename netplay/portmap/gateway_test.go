package portmap

import (
	"encoding/binary"
	"net/netip"
	"strings"
	"testing"
)

const routesHeader = "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\n"

// The gateway is read from the default route with the lowest metric, in the host's byte
// order (this machine's: little-endian on amd64 and arm64).
func TestGatewayFromRoutes(t *testing.T) {
	if binary.NativeEndian.Uint16([]byte{1, 0}) != 1 {
		t.Skip("skipped: the table below is written for a little-endian machine")
	}
	for _, c := range []struct {
		name, table, want string
	}{
		{"one default route",
			"eth0\t00000000\t0101A8C0\t0003\t0\t0\t100\t00000000\t0\t0\t0\n" +
				"eth0\t0001A8C0\t00000000\t0001\t0\t0\t100\t00FFFFFF\t0\t0\t0\n",
			"192.168.1.1"},
		{"lowest metric wins",
			"wlan0\t00000000\t0100000A\t0003\t0\t0\t600\t00000000\t0\t0\t0\n" +
				"eth0\t00000000\t0101A8C0\t0003\t0\t0\t100\t00000000\t0\t0\t0\n",
			"192.168.1.1"},
		{"a route that is down is ignored",
			"eth0\t00000000\t0101A8C0\t0002\t0\t0\t100\t00000000\t0\t0\t0\n" +
				"wlan0\t00000000\t0100000A\t0003\t0\t0\t600\t00000000\t0\t0\t0\n",
			"10.0.0.1"},
		{"no default route", "eth0\t0001A8C0\t00000000\t0001\t0\t0\t100\t00FFFFFF\t0\t0\t0\n", ""},
		{"a default route without a gateway (a VPN's)", "tun0\t00000000\t00000000\t0001\t0\t0\t0\t00000000\t0\t0\t0\n", ""},
		{"garbage", "eth0\t00000000\tZZZZ\t0003\t0\t0\tx\t00000000\n\x00\x01\n", ""},
		{"empty", "", ""},
	} {
		got, err := gatewayFromRoutes(strings.NewReader(routesHeader + c.table))
		if c.want == "" {
			if err == nil {
				t.Errorf("%s: %v, want no gateway", c.name, got)
			}
			continue
		}
		if err != nil || got != netip.MustParseAddr(c.want) {
			t.Errorf("%s: %v, %v; want %s", c.name, got, err, c.want)
		}
	}
}
