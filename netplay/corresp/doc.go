// Package corresp plays correspondence games: friends who are never online together send
// each other short texts — by any messenger or e-mail — or PGN files, and each side's Store
// keeps the games and checks every text.
//
//	st := corresp.Open(dir, disk.OS, lib)                        // one file per game in dir
//	g, invite, _ := st.Invite(rules.TurretChess, rules.White, "Ana") // send invite to Bob
//	// Bob's side:
//	inv, _ := corresp.ParseInvitation(paste)
//	g, reply, _ := st.Accept(inv, "Bob")                          // send reply to Ana
//	// either side, in turn:
//	text, _ := st.Move(g.ID, m)        // "Siegeworks turret game K7QM2P move 1. e4 pos … seal …"
//	for _, o := range st.Read(paste) { // every text in a paste, in move order
//		show(o.Message)                // "Ana played 1. e4 in game K7QM2P." or why not (o.Err)
//	}
//	games, _ := st.Games()             // g.Status(): "Your move", "Waiting for Ana"…
//	file, _ := st.ExportPGN(g.ID)      // the game as a file; st.ImportPGN(file) on the other side
//
// Resign, OfferDraw and AcceptDraw make their texts the same way; Resend gives again what
// the friend may be waiting for; Remove forgets a game. A paste holding an invitation and
// moves of its game takes the moves only once the invitation is accepted: Read it again. Each text is one line of
// plain words and codes starting with "Siegeworks", sealed with a key only the two players
// hold (derived by HKDF from a 128-bit secret carried by the invitation; HMAC-SHA256 cut to
// 80 bits), so a text changed on the way, or from anyone else, is refused. Reading tolerates
// what mail programs and messengers do to a text — quoting, broken lines, chatter around
// it, typographic quotes — and refuses, with words a player understands (a *Refusal), a
// text that is forged, for another game, out of order, illegal or leads to another
// position; a text read twice is ignored. Finished games go into the games library, without
// their secret; the secret is written nowhere but the store.
package corresp
