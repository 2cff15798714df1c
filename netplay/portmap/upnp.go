package portmap

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"net/url"
	"sync"
	"time"

	"github.com/huin/goupnp"
	"github.com/huin/goupnp/dcps/internetgateway2"
	"github.com/huin/goupnp/soap"
)

// igd is the part of a UPnP Internet Gateway Device's WAN connection service that is used
// here; WANIPConnection 1 and 2 and WANPPPConnection 1 all have it.
type igd interface {
	AddPortMappingCtx(ctx context.Context, remoteHost string, externalPort uint16, protocol string,
		internalPort uint16, internalClient string, enabled bool, description string, leaseSeconds uint32) error
	DeletePortMappingCtx(ctx context.Context, remoteHost string, externalPort uint16, protocol string) error
	GetExternalIPAddressCtx(ctx context.Context) (string, error)
	GetServiceClient() *goupnp.ServiceClient
}

// description names the forwarding in the router's list.
const description = "Siegeworks"

// discoverIGDs asks the network (by SSDP, for about 2 s) for the WAN connection services of
// Internet Gateway Devices, best first: WANIPConnection 2, WANIPConnection 1,
// WANPPPConnection 1. The three searches run at once.
func discoverIGDs(ctx context.Context) ([]igd, error) {
	var (
		wg      sync.WaitGroup
		found   [3][]igd
		errs    [3]error
		collect = func(i int, search func() ([]igd, error)) {
			defer wg.Done()
			found[i], errs[i] = search()
		}
	)
	wg.Add(3)
	go collect(0, func() ([]igd, error) {
		c, _, err := internetgateway2.NewWANIPConnection2ClientsCtx(ctx)
		return asIGDs(c), err
	})
	go collect(1, func() ([]igd, error) {
		c, _, err := internetgateway2.NewWANIPConnection1ClientsCtx(ctx)
		return asIGDs(c), err
	})
	go collect(2, func() ([]igd, error) {
		c, _, err := internetgateway2.NewWANPPPConnection1ClientsCtx(ctx)
		return asIGDs(c), err
	})
	wg.Wait()
	all := append(append(found[0], found[1]...), found[2]...)
	if len(all) == 0 {
		return nil, errors.Join(errs[:]...)
	}
	return all, nil
}

// igdsAt is the WAN connection services of the device described at loc, best first.
func igdsAt(ctx context.Context, loc *url.URL) ([]igd, error) {
	root, err := goupnp.DeviceByURLCtx(ctx, loc)
	if err != nil {
		return nil, err
	}
	var all []igd
	c2, _ := internetgateway2.NewWANIPConnection2ClientsFromRootDevice(root, loc)
	all = append(all, asIGDs(c2)...)
	c1, _ := internetgateway2.NewWANIPConnection1ClientsFromRootDevice(root, loc)
	all = append(all, asIGDs(c1)...)
	p1, _ := internetgateway2.NewWANPPPConnection1ClientsFromRootDevice(root, loc)
	all = append(all, asIGDs(p1)...)
	if len(all) == 0 {
		return nil, fmt.Errorf("the device at %s has no WAN connection service", loc)
	}
	return all, nil
}

func asIGDs[C igd](clients []C) []igd {
	out := make([]igd, len(clients))
	for i, c := range clients {
		out[i] = c
	}
	return out
}

// openUPnP asks each Internet Gateway Device found, best first, for the forwarding.
func (r router) openUPnP(ctx context.Context, port int, lease time.Duration, logf func(string, ...any)) (*Mapping, error) {
	clients, err := r.findIGDs(ctx)
	if err != nil || len(clients) == 0 {
		logf("portmap: UPnP: no Internet Gateway Device answered: %v", err)
		return nil, ErrNoRouter
	}
	var refused error
	for _, c := range clients {
		m, err := openOn(ctx, c, port, lease, logf)
		if err == nil {
			return m, nil
		}
		logf("portmap: UPnP: %s at %s: %v", c.GetServiceClient().Service.ServiceType,
			c.GetServiceClient().SOAPClient.EndpointURL.Host, err)
		var re *RefusedError
		if refused == nil && errors.As(err, &re) {
			refused = err
		}
		if ctx.Err() != nil {
			break
		}
	}
	if refused != nil {
		return nil, refused
	}
	return nil, ErrNoRouter
}

// openOn asks one WAN connection service for the forwarding.
func openOn(ctx context.Context, c igd, port int, lease time.Duration, logf func(string, ...any)) (*Mapping, error) {
	external, err := upnpExternalAddr(ctx, c)
	if err != nil {
		return nil, err
	}
	internal, err := localAddrTowards(c.GetServiceClient().SOAPClient.EndpointURL)
	if err != nil {
		return nil, err
	}
	f := &upnpForwarder{client: c, port: uint16(port), internal: internal.String(), lease: uint32(lease / time.Second)}
	granted, err := f.add(ctx)
	if code, _ := upnpErrorCode(err); code == 725 {
		logf("portmap: UPnP: the router only allows permanent forwardings; asking for one")
		f.lease = 0
		granted, err = f.add(ctx)
	}
	if err != nil {
		return nil, err
	}
	if !usableExternal(external) {
		logf("portmap: UPnP: the router says its address outside is %v", external)
	}
	return start(f, "UPnP", netip.AddrPortFrom(external, uint16(port)), granted, logf), nil
}

// upnpForwarder forwards the same port number outside and inside, to internal.
type upnpForwarder struct {
	client   igd
	port     uint16
	internal string // this computer's address on the router's network
	lease    uint32 // seconds; 0: until deleted
}

func (f *upnpForwarder) add(ctx context.Context) (time.Duration, error) {
	err := f.client.AddPortMappingCtx(ctx, "", f.port, "TCP", f.port, f.internal, true, description, f.lease)
	if err != nil {
		return 0, upnpError(err)
	}
	return time.Duration(f.lease) * time.Second, nil
}

func (f *upnpForwarder) remove(ctx context.Context) error {
	err := f.client.DeletePortMappingCtx(ctx, "", f.port, "TCP")
	if code, _ := upnpErrorCode(err); code == 714 { // no such forwarding: gone already
		return nil
	}
	return upnpError(err)
}

// upnpExternalAddr is the router's address on the internet, as it says.
func upnpExternalAddr(ctx context.Context, c igd) (netip.Addr, error) {
	s, err := c.GetExternalIPAddressCtx(ctx)
	if err != nil {
		return netip.Addr{}, upnpError(err)
	}
	a, err := netip.ParseAddr(s)
	if err != nil || !a.Is4() || a.IsUnspecified() {
		return netip.Addr{}, &RefusedError{Reason: notOnline()}
	}
	return a, nil
}

// upnpError is err, a *RefusedError when it is the router's refusal.
func upnpError(err error) error {
	code, ok := upnpErrorCode(err)
	if !ok {
		return err
	}
	var fault *soap.SOAPFaultError
	errors.As(err, &fault)
	return &RefusedError{Reason: upnpReason(code, fault.Detail.UPnPError.ErrorDescription), err: err}
}

// upnpErrorCode is the UPnP error code of a SOAP fault.
func upnpErrorCode(err error) (int, bool) {
	var fault *soap.SOAPFaultError
	if !errors.As(err, &fault) {
		return 0, false
	}
	return fault.Detail.UPnPError.Errorcode, true
}

// localAddrTowards is this computer's IPv4 address on the way to u's host.
func localAddrTowards(u url.URL) (netip.Addr, error) {
	port := u.Port()
	if port == "" {
		port = "80"
	}
	c, err := net.Dial("udp4", net.JoinHostPort(u.Hostname(), port))
	if err != nil {
		return netip.Addr{}, err
	}
	defer c.Close()
	a := c.LocalAddr().(*net.UDPAddr).AddrPort().Addr().Unmap()
	if !a.Is4() {
		return netip.Addr{}, fmt.Errorf("no IPv4 address towards %s", u.Host)
	}
	return a, nil
}

// usableExternal: a friend on the internet can reach a.
func usableExternal(a netip.Addr) bool {
	return a.IsGlobalUnicast() && !a.IsPrivate() && !netip.MustParsePrefix("100.64.0.0/10").Contains(a)
}
