package portmap

import (
	"context"
	"errors"
	"net/http/httptest"
	"net/netip"
	"testing"
	"time"
)

// ExternalAddr is the router's outside address, by UPnP or else by NAT-PMP.
func TestExternalAddr(t *testing.T) {
	igd := newFakeIGD("WANIPConnection:1", "203.0.113.7")
	srv := httptest.NewServer(igd)
	defer srv.Close()
	pmpGateway := listenNATPMP(t, newFakeNATPMP("203.0.113.8"))
	for _, c := range []struct {
		name   string
		router router
		want   string
	}{
		{"UPnP", fakeRouter(srv.URL+"/rootDesc.xml", netip.Addr{}), "203.0.113.7"},
		{"NAT-PMP", fakeRouter("", pmpGateway), "203.0.113.8"},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		got, err := c.router.externalAddr(ctx)
		cancel()
		if err != nil || got != netip.MustParseAddr(c.want) {
			t.Errorf("%s: %v, %v; want %s", c.name, got, err, c.want)
		}
	}
	igd.ev.none(t)

	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if _, err := fakeRouter("", loopbackGateway()).externalAddr(ctx); !errors.Is(err, ErrNoRouter) {
		t.Errorf("with nothing answering: %v, want ErrNoRouter", err)
	}
}
