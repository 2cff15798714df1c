package app

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"siegeworks/engine"
	"siegeworks/rules"
	"siegeworks/session"
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

// dragSteps drags on the board from one point to another in a few steps, as the desktop
// driver reports a drag (the pointer's position and the distance since the last event).
func dragSteps(b interface{ Dragged(*fyne.DragEvent) }, from, to fyne.Position, steps int) {
	dx, dy := (to.X-from.X)/float32(steps), (to.Y-from.Y)/float32(steps)
	for i := 1; i <= steps; i++ {
		p := fyne.NewPos(from.X+dx*float32(i), from.Y+dy*float32(i))
		b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}, Dragged: fyne.NewDelta(dx, dy)})
	}
}

// premoveGame starts a game against the computer whose reply waits until pumped, with
// White's first move played: the computer is thinking.
func premoveGame(t *testing.T) (*harness, *session.Session) {
	h := newHarness(t, t.TempDir())
	s := h.u.sess
	s.AILimits = func(int) engine.Limits { return engine.Limits{Depth: 1} }
	h.start(rules.Chess, "", Human(), Computer(1))
	h.move("e2e4")
	if !s.Thinking() {
		t.Fatal("the computer is not thinking")
	}
	s.AILimits = func(int) engine.Limits { return engine.Limits{Infinite: true} } // its next search waits
	return h, s
}

var (
	g1 = rules.SquareAt(7, 0)
	f3 = rules.SquareAt(6, 2)
)

// A piece picked up while the computer thinks stays picked up when it replies: the next
// click puts it down (it was lost before, and the click did nothing).
func TestAHalfMadePremoveSurvivesTheReply(t *testing.T) {
	h, s := premoveGame(t)
	b := h.u.game.board
	test.TapAt(b, b.SquareCenter(g1))
	if b.Selected() != g1 {
		t.Fatal("the knight was not picked up for a premove")
	}
	h.pump("the reply", 10*time.Second, func() bool { return s.Game().Ply() == 2 })
	if b.Selected() != g1 || !b.Interactive() {
		t.Fatalf("after the reply the pick-up is lost (selected %v)", b.Selected())
	}
	test.TapAt(b, b.SquareCenter(f3))
	if got := h.sans(); len(got) != 3 || got[2] != "Nf3" {
		t.Fatalf("moves %v: the second click did not play the knight", got)
	}
}

// A premove made by dragging is queued like one made by clicks, and played after the reply.
func TestADraggedPremove(t *testing.T) {
	h, s := premoveGame(t)
	b := h.u.game.board
	dragSteps(b, b.SquareCenter(g1), b.SquareCenter(f3), 4)
	b.DragEnd()
	if s.Premove() == rules.NoMove || b.Premove() == rules.NoMove {
		t.Fatal("the dragged premove was not queued")
	}
	h.pump("the reply and the premove", 10*time.Second, func() bool { return s.Game().Ply() >= 3 })
	if got := h.sans(); got[2] != "Nf3" {
		t.Fatalf("moves %v", got)
	}
}

// A drag begun while the computer thinks goes on across its reply: dropped after it, the
// move is played at once as a normal move.
func TestADragGoesOnAcrossTheReply(t *testing.T) {
	h, s := premoveGame(t)
	b := h.u.game.board
	mid := fyne.NewPos((b.SquareCenter(g1).X+b.SquareCenter(f3).X)/2, (b.SquareCenter(g1).Y+b.SquareCenter(f3).Y)/2)
	dragSteps(b, b.SquareCenter(g1), mid, 2)
	h.pump("the reply", 10*time.Second, func() bool { return s.Game().Ply() == 2 })
	dragSteps(b, mid, b.SquareCenter(f3), 2)
	b.DragEnd()
	if got := h.sans(); len(got) != 3 || got[2] != "Nf3" {
		t.Fatalf("moves %v: the drag across the reply was lost", got)
	}
}

// A right click cancels a queued premove, and draws no circle.
func TestARightClickCancelsThePremove(t *testing.T) {
	h, s := premoveGame(t)
	b := h.u.game.board
	test.TapAt(b, b.SquareCenter(g1))
	test.TapAt(b, b.SquareCenter(f3))
	if s.Premove() == rules.NoMove {
		t.Fatal("no premove queued")
	}
	at := &desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: b.SquareCenter(rules.SquareAt(4, 4))}, Button: desktop.MouseButtonSecondary}
	b.MouseDown(at)
	b.MouseUp(at)
	b.TappedSecondary(&at.PointEvent)
	if s.Premove() != rules.NoMove || b.Premove() != rules.NoMove || len(b.Annotations()) != 0 {
		t.Fatalf("after a right click: premove %v, annotations %v", s.Premove(), b.Annotations())
	}
	h.pump("the reply", 10*time.Second, func() bool { return s.Game().Ply() == 2 })
	h.drain(100 * time.Millisecond)
	if s.Game().Ply() != 2 {
		t.Fatal("a cancelled premove was played")
	}
}
