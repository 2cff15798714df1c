package portmap

import (
	"net/netip"
	"os"
)

// defaultGateway is the address of the router of the default route.
func defaultGateway() (netip.Addr, error) {
	f, err := os.Open("/proc/net/route")
	if err != nil {
		return netip.Addr{}, err
	}
	defer f.Close()
	return gatewayFromRoutes(f)
}
