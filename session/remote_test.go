package session

import (
	"testing"
	"time"

	"siegeworks/rules"
)

// distantPlayer stands for a person at another computer: it uses only what any package
// outside this one can use (Turn, Offer), answering from its own goroutine as a connection
// would.
type distantPlayer struct {
	replies  []string // its moves, in order, as text
	accepts  bool     // its answer to draw offers
	begun    int
	canceled int
}

func (d *distantPlayer) Kind() Kind     { return Remote }
func (d *distantPlayer) String() string { return "Ana (at a distance)" }
func (d *distantPlayer) Begin(t *Turn) func() {
	d.begun++
	if len(d.replies) == 0 {
		return func() { d.canceled++ }
	}
	text := d.replies[0]
	d.replies = d.replies[1:]
	pos := t.Position()
	go func() {
		time.Sleep(5 * time.Millisecond) // the network
		m, err := pos.ParseMove(text)
		if err == nil {
			t.Move(m)
		}
	}()
	return func() { d.canceled++ }
}

func (d *distantPlayer) ConsiderDraw(o *Offer) func() {
	go o.Answer(d.accepts, "Ana declines the draw.")
	return nil
}

// A third kind of player plugs in without the session knowing it: its moves come through
// the turn, the person here moves on the board, premoves and draw offers work as against
// the computer, and a move for a turn that ended is dropped.
func TestAThirdKindOfPlayer(t *testing.T) {
	h := newHarness(t)
	s := h.s
	ana := &distantPlayer{replies: []string{"e5", "Nc6"}}
	h.start(rules.Chess, "", Human{}, ana)
	if !s.HumanToMove() || s.Thinking() {
		t.Fatal("the person here does not move first")
	}
	if s.CanHint() || s.Hint() {
		t.Fatal("the computer hints in a game against a person elsewhere")
	}
	h.move("e4")
	if !s.Thinking() || s.HumanToMove() || ana.begun != 1 {
		t.Fatal("the distant player was not asked for a move")
	}
	if _, ok := s.PremoveSide(); !ok {
		t.Fatal("no premove while the distant player chooses")
	}
	nf3 := moveAfterNull(s, "g1f3")
	s.QueuePremove(nf3)
	h.pump("the reply and the premove", 5*time.Second, func() bool { return s.Game().Ply() >= 3 })
	if got := s.Game().SANs(); got[1] != "e5" || got[2] != "Nf3" {
		t.Fatalf("moves %v", got)
	}
	h.pump("the second reply", 5*time.Second, func() bool { return s.Game().Ply() == 4 })
	if s.Game().SANs()[3] != "Nc6" || !s.HumanToMove() {
		t.Fatalf("moves %v", s.Game().SANs())
	}
	// The session's PGN names the distant player.
	if tags := s.PGNTags(); tags["Black"] != "Ana (at a distance)" {
		t.Errorf("Black tag %q", tags["Black"])
	}
	// A draw offer goes to the player, who declines and then accepts.
	if err := s.OfferDraw(); err != nil {
		t.Fatal(err)
	}
	h.pump("the answer", 5*time.Second, func() bool { return h.last().Kind == EvDrawDeclined })
	if h.last().Text != "Ana declines the draw." {
		t.Errorf("declined with %q", h.last().Text)
	}
	ana.accepts = true
	_ = s.OfferDraw()
	h.pump("the answer", 5*time.Second, func() bool { return s.Game().Over() })

	// At a distance Undo is not for one side to decide; a new game while it chooses ends
	// its turn, and its late move is dropped.
	ana2 := &distantPlayer{replies: []string{"e5"}}
	h.start(rules.Chess, "", Human{}, ana2)
	h.move("e4")
	if s.CanUndo() || s.Undo() {
		t.Fatal("a move was taken back without the person elsewhere")
	}
	h.start(rules.Chess, "", Human{}, &distantPlayer{})
	if ana2.canceled != 1 || s.Game().Ply() != 0 {
		t.Fatalf("new game: canceled %d, ply %d", ana2.canceled, s.Game().Ply())
	}
	h.drain(50 * time.Millisecond)
	if s.Game().Ply() != 0 {
		t.Fatal("a move for an ended turn was played")
	}
}

// moveAfterNull reads a move of the side to move's opponent (a premove is made while the
// other side is to move).
func moveAfterNull(s *Session, text string) rules.Move {
	pos := s.Game().Position().Clone()
	pos.MakeNullMove()
	m, err := pos.ParseMove(text)
	if err != nil {
		panic(err)
	}
	return m
}
