package discovery

import (
	"context"
	"errors"
	"fmt"
	"net/netip"
	"slices"
	"strings"
	"sync"
	"time"
)

// How Browse paces itself.
var (
	roundEvery  = 2 * time.Second         // a query on every interface this often
	queryFor    = time.Second             // each query listens for answers this long
	forgetAfter = 5500 * time.Millisecond // a game not seen for this long (two rounds missed) is gone
)

// The most a browser keeps, whatever the network sends.
const (
	maxGames          = 32
	maxEntriesInRound = 256
)

// Browse looks for hosted games until ctx ends, calling found (from any goroutine, never
// two calls at once) with the games seen so far each time the list changes. A game gone
// stops being listed within about eight seconds. The list is sorted by nameplate, then
// host. Browse returns nil as soon as ctx ends, or at once an error saying why it cannot
// browse (no network).
func Browse(ctx context.Context, opts Options, found func([]Game)) error {
	links, err := opts.links()
	if err != nil {
		return err
	}
	seen := sightings{}
	var listed []Game
	tick := time.NewTicker(roundEvery)
	defer tick.Stop()
	for {
		now := time.Now()
		for _, a := range queryRound(ctx, links, opts) {
			seen.add(a, now, opts)
		}
		seen.forget(time.Now().Add(-forgetAfter))
		if list := seen.list(); !sameGames(list, listed) {
			listed = list
			found(list)
		}
		select {
		case <-ctx.Done():
			return nil
		case <-tick.C:
		}
	}
}

// queryRound asks on every link, in both IP versions it has, at once, and returns the
// answers heard.
func queryRound(ctx context.Context, links []link, opts Options) []answer {
	if ctx.Err() != nil {
		return nil
	}
	var (
		mu  sync.Mutex
		all []answer
		wg  sync.WaitGroup
	)
	for i := range links {
		l := &links[i]
		for _, v6 := range []bool{false, true} {
			if v6 && !hasIPv6(l.addrs) || !v6 && !hasIPv4(l.addrs) {
				continue
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				got, err := ask(ctx, l, v6)
				if err != nil && ctx.Err() == nil {
					opts.logf("discovery: asking on %s (IPv6 %v): %v", l.iface.Name, v6, err)
				}
				mu.Lock()
				all = append(all, got...)
				mu.Unlock()
			}()
		}
	}
	wg.Wait()
	return all
}

func hasIPv4(addrs []netip.Addr) bool {
	return slices.ContainsFunc(addrs, netip.Addr.Is4)
}

func hasIPv6(addrs []netip.Addr) bool {
	return slices.ContainsFunc(addrs, netip.Addr.Is6)
}

// sighting is one game as last seen, and when each of its addresses was.
type sighting struct {
	game  Game
	addrs map[netip.AddrPort]time.Time
}

// sightings are the games seen, by their announcement's id.
type sightings map[string]*sighting

// add notes an answer, if it is a valid game of ours.
func (s sightings) add(a answer, now time.Time, opts Options) {
	g, id, err := gameOf(a)
	if err != nil {
		opts.logf("discovery: ignored %q: %v", a.name, err)
		return
	}
	sg := s[id]
	if sg == nil {
		if len(s) >= maxGames {
			opts.logf("discovery: ignored %q: already %d games", a.name, maxGames)
			return
		}
		sg = &sighting{addrs: map[netip.AddrPort]time.Time{}}
		s[id] = sg
	}
	sg.game = g
	for _, a := range g.Addrs {
		if _, ok := sg.addrs[a]; ok || len(sg.addrs) < maxAddrsOfGame {
			sg.addrs[a] = now
		}
	}
}

// forget drops the addresses, and the games, not seen since before.
func (s sightings) forget(before time.Time) {
	for id, sg := range s {
		for a, t := range sg.addrs {
			if t.Before(before) {
				delete(sg.addrs, a)
			}
		}
		if len(sg.addrs) == 0 {
			delete(s, id)
		}
	}
}

// list is every game with the addresses it still has, IPv4 first, sorted by nameplate
// then host.
func (s sightings) list() []Game {
	games := make([]Game, 0, len(s))
	for _, sg := range s {
		g := sg.game
		g.Addrs = make([]netip.AddrPort, 0, len(sg.addrs))
		for a := range sg.addrs {
			g.Addrs = append(g.Addrs, a)
		}
		sortAddrPorts(g.Addrs)
		games = append(games, g)
	}
	slices.SortFunc(games, func(a, b Game) int {
		if a.Nameplate != b.Nameplate {
			return a.Nameplate - b.Nameplate
		}
		if c := strings.Compare(a.Host, b.Host); c != 0 {
			return c
		}
		return compareAddrPorts(a.Addrs, b.Addrs)
	})
	return games
}

// gameOf reads a game from an answer: the port in range, the TXT record valid (decodeTXT),
// and at least one usable address.
func gameOf(a answer) (Game, string, error) {
	if a.port < 1 || a.port > 65535 {
		return Game{}, "", fmt.Errorf("the port %d", a.port)
	}
	g, id, err := decodeTXT(a.txt)
	if err != nil {
		return Game{}, "", err
	}
	for _, ip := range a.addrs {
		if usable(ip) && len(g.Addrs) < maxAddrsOfGame {
			g.Addrs = append(g.Addrs, netip.AddrPortFrom(ip, uint16(a.port)))
		}
	}
	if len(g.Addrs) == 0 {
		return Game{}, "", errors.New("no address to connect to")
	}
	sortAddrPorts(g.Addrs)
	return g, id, nil
}

// sameGames: the two lists hold the same games with the same addresses, in the same order.
func sameGames(a, b []Game) bool {
	return slices.EqualFunc(a, b, func(x, y Game) bool {
		return x.Host == y.Host && x.Nameplate == y.Nameplate && x.Variant == y.Variant &&
			x.Clock == y.Clock && x.Version == y.Version && slices.Equal(x.Addrs, y.Addrs)
	})
}

// sortAddrs puts IPv4 first, then IPv6 global addresses, then IPv6 link-local ones.
func sortAddrs(addrs []netip.Addr) {
	slices.SortFunc(addrs, func(a, b netip.Addr) int {
		if ra, rb := addrRank(a), addrRank(b); ra != rb {
			return ra - rb
		}
		return a.Compare(b)
	})
}

func sortAddrPorts(addrs []netip.AddrPort) {
	slices.SortFunc(addrs, func(a, b netip.AddrPort) int {
		if ra, rb := addrRank(a.Addr()), addrRank(b.Addr()); ra != rb {
			return ra - rb
		}
		return a.Compare(b)
	})
}

func compareAddrPorts(a, b []netip.AddrPort) int {
	return slices.CompareFunc(a, b, netip.AddrPort.Compare)
}

func addrRank(a netip.Addr) int {
	switch {
	case a.Is4():
		return 0
	case a.IsLinkLocalUnicast():
		return 2
	default:
		return 1
	}
}
