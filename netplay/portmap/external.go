package portmap

import (
	"context"
	"errors"
	"net/netip"
)

// ExternalAddr is the router's address on the internet, as the router says by UPnP IGD or
// else by NAT-PMP, within ctx's deadline (10 s when it has none). It opens no port. The
// errors are Open's.
func ExternalAddr(ctx context.Context) (netip.Addr, error) {
	return systemRouter.externalAddr(ctx)
}

func (r router) externalAddr(ctx context.Context) (netip.Addr, error) {
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, openTimeout)
		defer cancel()
	}
	var refused error
	noteRefusal := func(err error) {
		var re *RefusedError
		if refused == nil && errors.As(err, &re) {
			refused = err
		}
	}
	if clients, err := r.findIGDs(ctx); err == nil {
		for _, c := range clients {
			a, err := upnpExternalAddr(ctx, c)
			if err == nil {
				return a, nil
			}
			noteRefusal(err)
		}
	}
	if gw, err := r.gateway(); err == nil {
		a, err := natpmpExternalAddr(ctx, gw)
		if err == nil {
			return a, nil
		}
		noteRefusal(err)
	}
	switch {
	case errors.Is(ctx.Err(), context.Canceled):
		return netip.Addr{}, ctx.Err()
	case refused != nil:
		return netip.Addr{}, refused
	}
	return netip.Addr{}, ErrNoRouter
}
