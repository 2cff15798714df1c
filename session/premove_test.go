package session

import (
	"testing"
	"time"

	"siegeworks/engine"
	"siegeworks/rules"
)

// A move queued while the computer thinks is played at once after the reply; one that the
// reply made impossible is dropped with a reason; the queue empties on undo and only a
// person facing another player may queue.
func TestPremoveQueue(t *testing.T) {
	h := newHarness(t)
	s := h.s
	if _, ok := s.PremoveSide(); ok {
		t.Fatal("premoves between two people here")
	}
	s.AILimits = func(int) engine.Limits { return engine.Limits{Depth: 1} }
	h.start(rules.Chess, "", Human{}, NewComputer(1))
	h.move("e2e4")
	if c, ok := s.PremoveSide(); !ok || c != rules.White {
		t.Fatal("White cannot premove while the computer thinks")
	}
	nf3 := moveAfterNull(s, "g1f3")
	s.QueuePremove(nf3)
	if s.Premove() != nf3 || h.last().Kind != EvPremove {
		t.Fatal("the premove is not queued")
	}
	s.AILimits = func(int) engine.Limits { return engine.Limits{Infinite: true} } // the next search waits
	h.pump("the reply and the premove", 10*time.Second, func() bool { return s.Game().Ply() >= 3 })
	if got := s.Game().SANs(); got[2] != "Nf3" || s.Premove() != rules.NoMove {
		t.Fatalf("moves %v: the premove was not played", got)
	}
	// Queued, then the game is undone: the queue empties.
	s.QueuePremove(moveAfterNull(s, "a2a3"))
	s.Undo()
	if s.Premove() != rules.NoMove {
		t.Fatal("the premove outlived an undo")
	}
	// A premove the reply makes impossible is dropped: the computer takes the knight.
	s.AILimits = func(int) engine.Limits { return engine.Limits{Depth: 1} }
	h.start(rules.Chess, "3q3k/8/8/8/3N4/8/8/2K5 w - - 0 1", Human{}, NewComputer(8))
	h.move("c1b1")
	s.QueuePremove(moveAfterNull(s, "d4f5"))
	h.pump("the reply", 10*time.Second, func() bool { return s.Game().Ply() >= 2 })
	if s.Game().Ply() != 2 {
		t.Fatalf("moves %v", s.Game().SANs())
	}
	if e := h.last(); e.Kind != EvPremove || e.Text == "" {
		t.Fatalf("the dropped premove was not explained: %+v", e)
	}
}
