package portmap

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"time"

	natpmp "github.com/jackpal/go-nat-pmp"
)

// openNATPMP asks the gateway of the default route for the forwarding by NAT-PMP.
func (r router) openNATPMP(ctx context.Context, port int, lease time.Duration, logf func(string, ...any)) (*Mapping, error) {
	gw, err := r.gateway()
	if err != nil {
		logf("portmap: NAT-PMP: no router to ask: %v", err)
		return nil, ErrNoRouter
	}
	external, err := natpmpExternalAddr(ctx, gw)
	if err != nil {
		logf("portmap: NAT-PMP: asking %v for its address outside: %v", gw, err)
		return nil, natpmpOutcome(err)
	}
	f := &natpmpForwarder{gateway: gw, internal: port, external: port, lease: lease}
	granted, err := f.add(ctx)
	if err != nil {
		logf("portmap: NAT-PMP: asking %v to forward port %d: %v", gw, port, err)
		return nil, natpmpOutcome(err)
	}
	if !usableExternal(external) {
		logf("portmap: NAT-PMP: the router says its address outside is %v", external)
	}
	return start(f, "NAT-PMP", netip.AddrPortFrom(external, uint16(f.external)), granted, logf), nil
}

// natpmpOutcome is what Open says of a NAT-PMP failure: the refusal, or that no router answered.
func natpmpOutcome(err error) error {
	var re *RefusedError
	if errors.As(err, &re) {
		return err
	}
	return ErrNoRouter
}

// natpmpForwarder forwards a port of the router to the same port here, over NAT-PMP.
type natpmpForwarder struct {
	gateway  netip.Addr
	internal int
	external int // the port the router granted (it may choose another than the one asked)
	lease    time.Duration
}

func (f *natpmpForwarder) add(ctx context.Context) (time.Duration, error) {
	c, err := natpmpClient(ctx, f.gateway)
	if err != nil {
		return 0, err
	}
	res, err := c.AddPortMappingWithDuration("tcp", f.internal, f.external, f.lease)
	if err != nil {
		return 0, natpmpRefusal(err)
	}
	if res.InternalPort != uint16(f.internal) || res.MappedExternalPort == 0 || res.PortMappingLifetimeInSeconds == 0 {
		return 0, fmt.Errorf("the router answered with a forwarding of port %d to %d for %d s",
			res.MappedExternalPort, res.InternalPort, res.PortMappingLifetimeInSeconds)
	}
	f.external = int(res.MappedExternalPort)
	return time.Duration(res.PortMappingLifetimeInSeconds) * time.Second, nil
}

func (f *natpmpForwarder) remove(ctx context.Context) error {
	c, err := natpmpClient(ctx, f.gateway)
	if err != nil {
		return err
	}
	// RFC 6886 section 3.4: external port 0 and lifetime 0 delete the forwarding.
	_, err = c.AddPortMapping("tcp", f.internal, 0, 0)
	return natpmpRefusal(err)
}

// natpmpExternalAddr is the router's address on the internet, as it says.
func natpmpExternalAddr(ctx context.Context, gw netip.Addr) (netip.Addr, error) {
	c, err := natpmpClient(ctx, gw)
	if err != nil {
		return netip.Addr{}, err
	}
	res, err := c.GetExternalAddress()
	if err != nil {
		return netip.Addr{}, natpmpRefusal(err)
	}
	a := netip.AddrFrom4(res.ExternalIPAddress)
	if a.IsUnspecified() {
		return netip.Addr{}, &RefusedError{Reason: notOnline()}
	}
	return a, nil
}

// natpmpClient is a client of the NAT-PMP server at gw that gives up at ctx's deadline.
// (The library's calls take no context: a cancelled ctx is noticed only at its deadline.)
func natpmpClient(ctx context.Context, gw netip.Addr) (*natpmp.Client, error) {
	deadline, ok := ctx.Deadline()
	if !ok {
		deadline = time.Now().Add(openTimeout)
	}
	left := time.Until(deadline)
	if left <= 0 || ctx.Err() != nil {
		return nil, context.DeadlineExceeded
	}
	return natpmp.NewClientWithTimeout(net.IP(gw.AsSlice()), left), nil
}
