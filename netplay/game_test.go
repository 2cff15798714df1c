package netplay

import (
	"testing"
	"time"

	"siegeworks/rules"
	"siegeworks/session"
)

// TestAGameOverTheLoopback: the host offers chess, five minutes each, playing Black; the
// friend joins with the code; the moves go both ways and both boards keep the same game and
// the same clocks; each sees the other's name.
func TestAGameOverTheLoopback(t *testing.T) {
	host, joiner := pair(t, Setup{Variant: rules.Chess, Clock: session.TimeControl{Base: 5 * time.Minute}, HostSide: rules.Black})
	joiner.do(func() {
		if joiner.s.Player(rules.Black).String() != "Hana" || !session.IsLocal(joiner.s.Player(rules.White)) {
			t.Errorf("the joiner's players: %v", joiner.s.Players())
		}
	})
	for i, mv := range []string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"} {
		mover, other := joiner, host
		if i%2 == 1 {
			mover, other = host, joiner
		}
		mover.play(mv)
		other.await(mv+" to arrive", func() bool { return other.s.Game().Ply() == i+1 })
	}
	sameEverywhere(t, host, joiner)
	var hw, jw time.Duration
	host.do(func() { hw = host.s.ClockLeft(rules.White) })
	joiner.do(func() { jw = joiner.s.ClockLeft(rules.White) })
	if d := hw - jw; d < -time.Second || d > time.Second {
		t.Fatalf("White's clock: %v at the host, %v at the joiner", hw, jw)
	}
	if _, ok := host.sawEvent(EvHello); !ok {
		t.Error("the host never heard the friend's name")
	}
}
