// Package discovery announces hosted games on the local network and finds them, by DNS-SD
// over multicast DNS (RFC 6762 and 6763): service type _siegeworks._tcp in the local.
// domain, one TXT record carrying the game's fields.
//
//	stop, err := discovery.Announce(discovery.Game{Host: "Ann", Nameplate: 7,
//		Variant: "turret", Clock: "5+3", Version: 1}, port, discovery.Options{})
//	defer stop()
//
//	err := discovery.Browse(ctx, discovery.Options{}, func(games []discovery.Game) {
//		// every game now on the network; called again each time the list changes
//	})
//
// Everything read from the network is untrusted: a record whose fields are too long, out of
// range, not UTF-8 or hold control characters is dropped (see Game's Check). A game that
// stops answering leaves the list within about eight seconds: Browse asks again every two
// seconds and forgets a game missed twice in a row.
//
// The multicast DNS is github.com/hashicorp/mdns. It answers and asks on one interface per
// server or query, so Announce runs a responder on each multicast interface (each with that
// interface's addresses and a name of its own) and Browse asks on each; the answers that
// belong to one game (its TXT "id") are merged into one Game with all its addresses.
//
// The package imports no Fyne and nothing else of Siegeworks.
package discovery
