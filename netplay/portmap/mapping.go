package portmap

import (
	"context"
	"errors"
	"fmt"
	"net/netip"
	"sync"
	"time"
)

// Mapping is a port forwarded by the router to this computer, renewed in the background
// until Close.
type Mapping struct {
	External netip.AddrPort // the address a friend connects to
	Method   string         // "UPnP" or "NAT-PMP"

	fwd       forwarder
	logf      func(string, ...any)
	stop      context.CancelFunc
	renewed   chan struct{} // closed when the renewing goroutine has ended
	closeOnce sync.Once
	closeErr  error
}

// forwarder is one protocol's way of asking a router for a forwarding.
type forwarder interface {
	// add asks for the forwarding (again, to renew it) and says for how long the router
	// granted it; 0 means until it is deleted.
	add(ctx context.Context) (granted time.Duration, err error)
	// remove asks the router to delete the forwarding.
	remove(ctx context.Context) error
}

// Time limits.
const (
	openTimeout   = 10 * time.Second // Open, when ctx has no deadline
	renewTimeout  = 5 * time.Second  // one renewal
	removeTimeout = 3 * time.Second  // Close
	minLease      = 2 * time.Second
)

// Open asks the router to forward TCP port `port` to this computer for `lease` (renewed in
// the background until Close), trying UPnP IGD, then NAT-PMP, within ctx's deadline (10 s
// when it has none). The external port is the same as the internal one when the router
// agrees (NAT-PMP routers may choose another). logf (nil: silent) hears what was tried and
// why it failed, and later why a renewal failed: it may be called from another goroutine
// until Close returns.
//
// The error is ErrNoRouter when no router answered, a *RefusedError when one answered and
// refused, or ctx's error when ctx was cancelled; its message is a sentence for a player.
func Open(ctx context.Context, port int, lease time.Duration, logf func(string, ...any)) (*Mapping, error) {
	return systemRouter.open(ctx, port, lease, logf)
}

// Close stops renewing the forwarding and asks the router to delete it (within 3 s). It is
// safe to call twice: the second call returns the first one's result.
func (m *Mapping) Close() error {
	m.closeOnce.Do(func() {
		m.stop()
		<-m.renewed
		ctx, cancel := context.WithTimeout(context.Background(), removeTimeout)
		defer cancel()
		if err := m.fwd.remove(ctx); err != nil {
			m.closeErr = fmt.Errorf("removing the port forwarding from the router: %w", err)
		}
	})
	return m.closeErr
}

// router says how to reach the routers: the system's, or fakes in tests.
type router struct {
	findIGDs func(ctx context.Context) ([]igd, error) // UPnP Internet Gateway Devices' WAN connections
	gateway  func() (netip.Addr, error)               // the NAT-PMP server's address
}

var systemRouter = router{findIGDs: discoverIGDs, gateway: defaultGateway}

func (r router) open(ctx context.Context, port int, lease time.Duration, logf func(string, ...any)) (*Mapping, error) {
	if port < 1 || port > 65535 {
		return nil, fmt.Errorf("portmap: port %d out of range", port)
	}
	if lease < minLease {
		return nil, fmt.Errorf("portmap: lease %v shorter than %v", lease, minLease)
	}
	if logf == nil {
		logf = func(string, ...any) {}
	}
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, openTimeout)
		defer cancel()
	}
	var refused error
	for _, try := range []func(context.Context, int, time.Duration, func(string, ...any)) (*Mapping, error){r.openUPnP, r.openNATPMP} {
		m, err := try(ctx, port, lease, logf)
		if err == nil {
			return m, nil
		}
		if errors.Is(ctx.Err(), context.Canceled) {
			return nil, ctx.Err()
		}
		var re *RefusedError
		if refused == nil && errors.As(err, &re) {
			refused = err
		}
	}
	if refused != nil {
		return nil, refused
	}
	return nil, ErrNoRouter
}

// start makes the Mapping of a forwarding just granted and starts renewing it.
func start(fwd forwarder, method string, external netip.AddrPort, granted time.Duration, logf func(string, ...any)) *Mapping {
	ctx, stop := context.WithCancel(context.Background())
	m := &Mapping{External: external, Method: method, fwd: fwd, logf: logf, stop: stop, renewed: make(chan struct{})}
	go m.renew(ctx, granted)
	return m
}

// renew asks for the forwarding again each time half of its lease has passed (sooner after
// a failure), until ctx ends. A forwarding granted for good is not renewed.
func (m *Mapping) renew(ctx context.Context, granted time.Duration) {
	defer close(m.renewed)
	if granted <= 0 {
		return
	}
	wait := granted / 2
	for {
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return
		case <-t.C:
		}
		rctx, cancel := context.WithTimeout(ctx, min(wait, renewTimeout))
		g, err := m.fwd.add(rctx)
		cancel()
		switch {
		case ctx.Err() != nil:
			return
		case err != nil:
			m.logf("portmap: renewing the %s forwarding: %v", m.Method, err)
			wait = max(granted/8, time.Second)
		case g <= 0:
			return
		default:
			granted, wait = g, g/2
		}
	}
}
