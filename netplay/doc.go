// Package netplay plays a game with a friend on another computer: on the same network,
// across the internet, or by correspondence. It holds no widgets; the app shows what it
// reports.
//
//	code, _ := netplay.NewCode(0) // "7-turret-sling-castle", to read out
//	peer, _ := netplay.Host(netplay.HostOptions{Options: opts, Code: code, Listen: ":47474", Setup: setup})
//	// or, on the friend's side, with the code they were given:
//	peer := netplay.Join(netplay.JoinOptions{Options: opts, Code: code, Addr: "192.168.1.20:47474"})
//	// peer becomes the session's Remote player when the game starts; opts.Notify hears
//	// the link's status, the friend's name, chat; peer.ResumeInfo() takes it up after a restart.
//
// Every connection starts with a password-authenticated key exchange (CPace, over the code)
// and a Noise handshake keyed by its result, so only the holder of the code can join and
// everything after is encrypted and authenticated. Everything a peer sends is untrusted:
// messages are size-limited and validated, every move is checked by the rules, and a
// connection that misbehaves is dropped while the game stays. A dropped connection is
// re-established with the same code, and the two sides' moves are reconciled by ply and
// position hash.
package netplay
