package netplay

import (
	"errors"
	"testing"
	"time"

	"siegeworks/rules"
	"siegeworks/session"
)

// TestDrawOffersAndTakebacksAtADistance: an offer declined then accepted; a takeback asked by
// each side, declined and accepted; both boards agree at each step.
func TestDrawOffersAndTakebacksAtADistance(t *testing.T) {
	host, joiner := pair(t, Setup{Variant: rules.TurretChess, HostSide: rules.White})
	host.play("e4")
	joiner.await("e4", func() bool { return joiner.s.Game().Ply() == 1 })
	joiner.play("e5")
	host.await("e5", func() bool { return host.s.Game().Ply() == 2 })

	// The joiner asks to take back e5; the host declines, then accepts.
	joiner.do(func() {
		if err := joiner.s.RequestTakeback(); err != nil {
			t.Fatal(err)
		}
	})
	host.await("the request", func() bool { return host.s.TakebackAsked() })
	host.do(func() { host.s.AnswerTakeback(false) })
	joiner.await("the answer", func() bool { return !joiner.s.TakebackPending() })
	joiner.do(func() { _ = joiner.s.RequestTakeback() })
	host.await("the request", func() bool { return host.s.TakebackAsked() })
	host.do(func() { host.s.AnswerTakeback(true) })
	joiner.await("the move taken back", func() bool { return joiner.s.Game().Ply() == 1 })
	host.await("the move taken back", func() bool { return host.s.Game().Ply() == 1 })
	sameEverywhere(t, host, joiner)
	joiner.play("d5")
	host.await("d5", func() bool { return host.s.Game().Ply() == 2 })

	// The host offers a draw; the joiner declines, then accepts.
	offers := func() int {
		n := 0
		for _, e := range joiner.sevs {
			if e.Kind == session.EvDrawOffered {
				n++
			}
		}
		return n
	}
	host.do(func() { _ = host.s.OfferDraw() })
	joiner.await("the offer", func() bool { return offers() == 1 })
	joiner.do(func() { _ = joiner.s.AnswerDraw(false) })
	host.await("the refusal", func() bool {
		for _, e := range host.sevs {
			if e.Kind == session.EvDrawDeclined {
				return true
			}
		}
		return false
	})
	host.do(func() { _ = host.s.OfferDraw() })
	joiner.await("the second offer", func() bool { return offers() == 2 })
	joiner.do(func() { _ = joiner.s.AnswerDraw(true) })
	host.await("the draw", func() bool { return host.s.Game().Over() })
	joiner.do(func() {
		if r, why := joiner.s.Game().Result(); r != rules.ResultDraw || why != rules.ReasonAgreement {
			t.Errorf("the joiner's result: %v %v", r, why)
		}
	})
	sameEverywhere(t, host, joiner)

	// A rematch, colours swapped: the host now plays Black.
	joiner.do(func() { joiner.peer.OfferRematch() })
	host.await("the rematch offer", func() bool { _, ok := host.sawEvent(EvRematchOffered); return ok })
	var oldID string
	host.do(func() { oldID = host.s.ID(); host.peer.AnswerRematch(true) })
	joiner.await("the rematch", func() bool { return joiner.s.ID() != oldID && !joiner.s.Game().Over() })
	host.do(func() {
		if !session.IsRemote(host.s.Player(rules.White)) || host.s.Game().Ply() != 0 {
			t.Errorf("after the rematch the host's White is %v", host.s.Player(rules.White))
		}
	})
	joiner.play("e4")
	host.await("e4 in the rematch", func() bool { return host.s.Game().Ply() == 1 })
	sameEverywhere(t, host, joiner)
}

// TestResignAndFlagAtADistance: a resignation ends both boards; a flag falls on the
// flagged player's machine and ends the other's too.
func TestResignAndFlagAtADistance(t *testing.T) {
	host, joiner := pair(t, Setup{Variant: rules.Chess, HostSide: rules.White})
	host.play("e4")
	joiner.await("e4", func() bool { return joiner.s.Game().Ply() == 1 })
	joiner.do(func() { _ = joiner.s.Resign() })
	host.await("the resignation", func() bool { return host.s.Game().Over() })
	host.do(func() {
		if r, why := host.s.Game().Result(); r != rules.ResultWhiteWins || why != rules.ReasonResignation {
			t.Errorf("%v %v", r, why)
		}
	})

	host2, joiner2 := pair(t, Setup{Variant: rules.Chess, HostSide: rules.Black, Clock: session.TimeControl{Base: time.Second}})
	joiner2.play("e4")
	host2.await("e4", func() bool { return host2.s.Game().Ply() == 1 })
	host2.play("e5")
	joiner2.await("e5", func() bool { return joiner2.s.Game().Ply() == 2 })
	// White (the joiner) thinks too long: its own machine lets the flag fall.
	deadline := time.Now().Add(5 * time.Second)
	for flagged := false; !flagged; {
		joiner2.do(func() { flagged = joiner2.s.CheckFlag() })
		if !flagged && time.Now().After(deadline) {
			t.Fatal("the flag did not fall")
		}
		time.Sleep(20 * time.Millisecond)
	}
	host2.await("the flag", func() bool { return host2.s.Game().Over() })
	host2.do(func() {
		if r, why := host2.s.Game().Result(); r != rules.ResultBlackWins || why != rules.ReasonTime {
			t.Errorf("%v %v", r, why)
		}
		if host2.s.CheckFlag() {
			t.Error("a second flag")
		}
	})
	sameEverywhere(t, host2, joiner2) // both agree: Black won on time
}

// TestAWrongCodeGetsNothing: a joiner with the wrong code is refused, learns nothing of the
// game, and each further try waits longer.
func TestAWrongCodeGetsNothing(t *testing.T) {
	host := newEnd(t, "Hana")
	code, _ := NewCode(5)
	var hp *Peer
	var err error
	host.do(func() {
		hp, err = Host(HostOptions{Options: host.options(), Code: code, Listen: "127.0.0.1:0", Setup: Setup{Variant: rules.Chess}})
	})
	if err != nil {
		t.Fatal(err)
	}
	host.peer = hp
	wrong := code
	wrong.Words[0] = words[(wordIndex[code.Words[0]]+1)%len(words)]
	thief := newEnd(t, "Mallory")
	thief.do(func() {
		thief.peer = Join(JoinOptions{Options: thief.options(), Code: wrong, Addr: hp.Addr().String()})
	})
	thief.await("the refusal", func() bool { return thief.peer.Status() == Failed })
	ev, _ := thief.sawEvent(EvStatus)
	for _, e := range thief.events {
		if e.Status == Failed {
			ev = e
		}
	}
	if !errors.Is(ev.Err, ErrWrongCode) {
		t.Fatalf("refused with %v", ev.Err)
	}
	thief.do(func() {
		if thief.peer.started || thief.s.Game().Ply() != 0 {
			t.Error("the thief got a game")
		}
	})
	host.do(func() {
		if hp.started {
			t.Error("the host started a game for a wrong code")
		}
	})
	if hp.link.guard.Failures() != 1 || hp.link.guard.delay() < guardFirst {
		t.Fatalf("the guard counted %d wrong codes", hp.link.guard.Failures())
	}
	// Another nameplate is refused before any key exchange.
	other := code
	other.Nameplate = 6
	stranger := newEnd(t, "Sam")
	stranger.do(func() {
		stranger.peer = Join(JoinOptions{Options: stranger.options(), Code: other, Addr: hp.Addr().String()})
	})
	stranger.await("the refusal", func() bool { return stranger.peer.Status() == Failed })
}

func TestTheGuardSlowsWrongCodes(t *testing.T) {
	g := newGuard()
	var last time.Duration
	for i := 0; i < 12; i++ {
		g.failed()
		d := g.delay()
		if d < last || d > guardMax {
			t.Fatalf("after %d wrong codes the wait is %v", i+1, d)
		}
		last = d
	}
	if last != guardMax {
		t.Fatalf("after 12 wrong codes the wait is %v", last)
	}
	g.succeeded()
	if g.delay() != 0 {
		t.Fatal("a right code did not reset the guard")
	}
}
