// Package netplay plays a game with a friend on another computer: on the same network,
// across the internet, or by correspondence. It holds no widgets; the app shows what it
// reports.
//
//	code, _ := netplay.NewCode(0)                      // "7-turret-sling-castle", to read out
//	host, _ := netplay.Host(netplay.HostOptions{Code: code, …}) // listen; the friend joins
//	peer := host.Peer()                                // a session.Player: the friend
//	// or, on the friend's side:
//	link, _ := netplay.Join(ctx, addr, code, …)
//
// Every connection starts with a password-authenticated key exchange (CPace, over the code)
// and a Noise handshake keyed by its result, so only the holder of the code can join and
// everything after is encrypted and authenticated. Everything a peer sends is untrusted:
// messages are size-limited and validated, every move is checked by the rules, and a
// connection that misbehaves is dropped while the game stays. A dropped connection is
// re-established with the same code, and the two sides' moves are reconciled by ply and
// position hash.
package netplay
