package app

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"siegeworks/engine"
	"siegeworks/rules"
)

// A move made while the computer thinks is queued, marked, and played at once after the
// reply; a click elsewhere cancels it; one that the reply made impossible is dropped.
func TestPremoves(t *testing.T) {
	h := newHarness(t, t.TempDir())
	s := h.u.sess
	s.AILimits = func(int) engine.Limits { return engine.Limits{Depth: 1} }
	h.start(rules.Chess, "", Human(), Computer(1))
	h.move("e2e4") // the reply's result waits in the posted queue until pumped
	b := h.u.game.board
	test.TapAt(b, b.SquareCenter(rules.SquareAt(7, 0))) // g1
	test.TapAt(b, b.SquareCenter(rules.SquareAt(6, 2))) // f3
	if h.u.sess.Premove() == rules.NoMove || b.Premove() == rules.NoMove {
		t.Fatalf("no premove queued (thinking %v, status %q)", s.Thinking(), h.status())
	}
	s.AILimits = func(int) engine.Limits { return engine.Limits{Infinite: true} } // the next search waits
	h.pump("the reply and the premove", 10*time.Second, func() bool { return s.Game().Ply() >= 3 })
	if got := h.sans(); got[2] != "Nf3" {
		t.Fatalf("moves %v: the premove was not played", got)
	}
	// Cancelled by a click elsewhere, while the computer still thinks.
	if !s.Thinking() {
		t.Fatal("the computer is not thinking about its second move")
	}
	test.TapAt(b, b.SquareCenter(rules.SquareAt(1, 1))) // a2
	test.TapAt(b, b.SquareCenter(rules.SquareAt(1, 2))) // a3
	if h.u.sess.Premove() == rules.NoMove {
		t.Fatal("the second premove was not queued")
	}
	test.TapAt(b, b.SquareCenter(rules.SquareAt(4, 4))) // d5: empty, not a destination
	if h.u.sess.Premove() != rules.NoMove || b.Premove() != rules.NoMove {
		t.Fatal("a click elsewhere did not cancel the premove")
	}
	h.u.run(cmdUndo) // stops the endless search
}
