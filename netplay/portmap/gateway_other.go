//go:build !linux

package portmap

import (
	"errors"
	"net/netip"
)

// defaultGateway: finding the default route's gateway is done on Linux only.
func defaultGateway() (netip.Addr, error) {
	return netip.Addr{}, errors.New("finding the router's address is not supported on this system")
}
