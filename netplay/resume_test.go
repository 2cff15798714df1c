package netplay

import (
	"testing"

	"siegeworks/rules"
)

// kill ends a link as a killed app does: no bye, no status, the port and the connection
// simply gone.
func (l *link) kill() {
	l.mu.Lock()
	l.state = Closed
	c := l.conn
	l.conn = nil
	l.mu.Unlock()
	l.cancel()
	if l.ln != nil {
		l.ln.Close()
	}
	if c != nil {
		c.Close()
	}
	l.done.Wait()
}

// TestAKilledHostComesBackAndTheGameGoesOn: the host's app is killed mid-game; the joiner
// sees the connection lost and plays its move meanwhile; a new host end built from the
// saved game and Peer.ResumeInfo listens again, the joiner reconnects by itself, its move
// arrives, and the game is played to its end (a checkmate) on both boards.
func TestAKilledHostComesBackAndTheGameGoesOn(t *testing.T) {
	host, joiner := pair(t, Setup{Variant: rules.Chess, HostSide: rules.White})
	host.play("f3")
	joiner.await("f3", func() bool { return joiner.s.Game().Ply() == 1 })

	var info Resume
	var saved string
	host.do(func() { info, saved = host.peer.ResumeInfo(), host.s.PGN() })
	host.peer.link.kill()
	joiner.await("the connection lost", func() bool { return joiner.peer.Status() == Lost })
	joiner.play("e5") // played while the host is away

	again := newEnd(t, "Hana")
	code, err := ParseCode(info.Code)
	if err != nil {
		t.Fatal(err)
	}
	again.do(func() {
		if err = again.s.LoadPGN(saved, false); err != nil {
			return
		}
		again.peer, err = Host(HostOptions{Options: again.options(), Code: code, Listen: info.Addr,
			Setup: Setup{HostSide: sideOf(info.Friend).Other()}, Resume: &info})
	})
	if err != nil {
		t.Fatal(err)
	}
	again.await("the friend back, and their move", func() bool { return again.s.Game().Ply() == 2 })
	again.do(func() {
		if again.s.ID() != info.GameID || !again.peer.started {
			t.Errorf("the resumed game is %q, not %q", again.s.ID(), info.GameID)
		}
	})
	again.play("g4")
	joiner.await("g4", func() bool { return joiner.s.Game().Ply() == 3 })
	joiner.play("Qh4#")
	again.await("the mate", func() bool { return again.s.Game().Over() })
	sameEverywhere(t, again, joiner)
	again.do(func() {
		if r, _ := again.s.Game().Result(); r != rules.ResultBlackWins {
			t.Errorf("the result: %v", r)
		}
	})
}
