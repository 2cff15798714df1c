package session

import (
	"testing"
	"time"

	"siegeworks/rules"
)

// friend is a person at another computer as the session sees them: a player who hears what
// is done here and answers draw offers and takeback requests itself.
type friend struct {
	turn      *Turn
	moved     []string // "ply move thought" told
	ended     []rules.Reason
	drawSaid  []bool
	backSaid  []bool
	offers    []*Offer
	takebacks []*TakebackRequest
}

func (f *friend) Kind() Kind     { return Remote }
func (f *friend) String() string { return "Ana" }
func (f *friend) Begin(t *Turn) func() {
	f.turn = t
	return func() { f.turn = nil }
}
func (f *friend) Moved(ply int, m rules.Move, thought time.Duration) {
	f.moved = append(f.moved, m.String()+" "+thought.String())
	_ = ply
}
func (f *friend) Ended(r rules.Result, why rules.Reason) { f.ended = append(f.ended, why) }
func (f *friend) DrawAnswered(accept bool)               { f.drawSaid = append(f.drawSaid, accept) }
func (f *friend) TakebackAnswered(accept bool)           { f.backSaid = append(f.backSaid, accept) }
func (f *friend) ConsiderDraw(o *Offer) func() {
	f.offers = append(f.offers, o)
	return nil
}
func (f *friend) ConsiderTakeback(r *TakebackRequest) func() {
	f.takebacks = append(f.takebacks, r)
	return nil
}

// play makes the friend's move, with the thinking time measured at their end.
func (h *harness) friendMoves(f *friend, text string, thought time.Duration) {
	h.t.Helper()
	if f.turn == nil {
		h.t.Fatalf("%s: it is not the friend's turn", text)
	}
	m, err := f.turn.Position().ParseMove(text)
	if err != nil {
		h.t.Fatal(err)
	}
	ply := h.s.Game().Ply()
	f.turn.MoveTimed(m, thought)
	h.pump(text, 5*time.Second, func() bool { return h.s.Game().Ply() == ply+1 })
}

// TestAFriendsClockIsKeptOnTheirMachine: the friend's move is charged the thinking time
// measured at their end, not the time it took to arrive; a move made here is told with the
// time charged here; here their flag never falls, their own report of it ends the game.
func TestAFriendsClockIsKeptOnTheirMachine(t *testing.T) {
	h := newHarness(t)
	fc := &fakeClock{t: time.Unix(1000, 0)}
	h.s.Now = fc.now
	ana := &friend{}
	h.s.SetTimeControl(TimeControl{Base: time.Minute, Inc: 2 * time.Second})
	h.start(rules.Chess, "", Human{}, ana)
	h.move("e4")
	h.friendMoves(ana, "e5", 0) // the first moves are free
	fc.advance(3 * time.Second)
	h.move("Nf3")
	if got := ana.moved; len(got) != 2 || got[0] != "e2e4 0s" || got[1] != "g1f3 3s" {
		t.Fatalf("told %v", got)
	}
	fc.advance(10 * time.Second) // the move takes longer to arrive than Ana thought
	h.friendMoves(ana, "Nc6", 4*time.Second)
	if left := h.s.ClockLeft(rules.Black); left != time.Minute-4*time.Second+2*time.Second {
		t.Fatalf("Black has %v", left)
	}
	// A reported thought longer than the time left is refused.
	h.move("Bb5")
	var refused error
	ana.turn.OnRefused = func(_ rules.Move, err error) { refused = err }
	m, _ := ana.turn.Position().ParseMove("a6")
	ana.turn.MoveTimed(m, 2*time.Minute)
	h.drain(20 * time.Millisecond)
	if refused == nil || h.s.Game().Ply() != 5 {
		t.Fatalf("a move after the flag was played (%v)", refused)
	}
	// Their time runs out here: the flag does not fall here; their report ends the game.
	fc.advance(5 * time.Minute)
	if h.s.CheckFlag() || h.s.Game().Over() {
		t.Fatal("the friend's flag fell here")
	}
	if h.s.ClockLeft(rules.Black) != 0 {
		t.Fatal("the friend's clock does not show the time run out")
	}
	if err := h.s.Concede(rules.Black, rules.ReasonTime); err != nil {
		t.Fatal(err)
	}
	if r, why := h.s.Game().Result(); r != rules.ResultWhiteWins || why != rules.ReasonTime || len(ana.ended) != 0 {
		t.Fatalf("%v %v, told %v", r, why, ana.ended)
	}
}

// TestWhatIsDoneHereIsTold: a resignation here, a draw claimed, the answer to the friend's
// draw offer, a flag fall here; an abandonment claimed.
func TestWhatIsDoneHereIsTold(t *testing.T) {
	h := newHarness(t)
	ana := &friend{}
	h.start(rules.Chess, "", Human{}, ana)
	h.move("e4")
	h.friendMoves(ana, "e5", 0)
	h.s.DrawOfferedBy(rules.Black)
	if h.last().Kind != EvDrawOffered || h.last().Side != rules.Black {
		t.Fatal("the friend's offer was not put to the person here")
	}
	if err := h.s.AnswerDraw(false); err != nil || len(ana.drawSaid) != 1 || ana.drawSaid[0] || h.s.Game().Over() {
		t.Fatalf("declined: told %v", ana.drawSaid)
	}
	h.s.DrawOfferedBy(rules.Black)
	_ = h.s.AnswerDraw(true)
	if r, why := h.s.Game().Result(); r != rules.ResultDraw || why != rules.ReasonAgreement || len(ana.drawSaid) != 2 || !ana.drawSaid[1] {
		t.Fatalf("accepted: %v %v, told %v", r, why, ana.drawSaid)
	}

	h.start(rules.Chess, "", Human{}, ana)
	h.move("e4")
	if err := h.s.Resign(); err != nil || len(ana.ended) != 1 || ana.ended[0] != rules.ReasonResignation {
		t.Fatalf("resigned: told %v", ana.ended)
	}

	h.start(rules.Chess, "", Human{}, ana)
	h.move("e4")
	if err := h.s.ClaimAbandoned(); err != nil {
		t.Fatal(err)
	}
	if r, why := h.s.Game().Result(); r != rules.ResultWhiteWins || why != rules.ReasonAbandoned || ana.ended[1] != rules.ReasonAbandoned {
		t.Fatalf("abandoned: %v %v, told %v", r, why, ana.ended)
	}

	// The friend resigns: the game ends, nobody is told.
	h.start(rules.Chess, "", Human{}, ana)
	h.move("e4")
	_ = h.s.Concede(rules.Black, rules.ReasonResignation)
	if r, _ := h.s.Game().Result(); r != rules.ResultWhiteWins || len(ana.ended) != 2 {
		t.Fatalf("the friend resigned: %v, told %v", r, ana.ended)
	}
}

// TestTakebacksAreAgreed: Undo is not for one side; a takeback asked here goes to the friend
// and back to before the last move made here when accepted; one asked by the friend is put
// to the person here, and their answer told.
func TestTakebacksAreAgreed(t *testing.T) {
	h := newHarness(t)
	fc := &fakeClock{t: time.Unix(1000, 0)}
	h.s.Now = fc.now
	ana := &friend{}
	h.s.SetTimeControl(TimeControl{Base: time.Minute})
	h.start(rules.Chess, "", Human{}, ana)
	h.move("e4")
	h.friendMoves(ana, "e5", 0)
	h.move("Nf3")
	h.friendMoves(ana, "Nc6", 5*time.Second)
	if h.s.CanUndo() {
		t.Fatal("Undo is offered against a friend at a distance")
	}
	// Asked here: back to before Nf3 (two moves).
	if err := h.s.RequestTakeback(); err != nil || len(ana.takebacks) != 1 || ana.takebacks[0].Target != 2 {
		t.Fatalf("request: %v, %d", err, len(ana.takebacks))
	}
	if h.s.CanRequestTakeback() {
		t.Fatal("a second request while the first waits")
	}
	ana.takebacks[0].Answer(true)
	h.pump("the answer", 5*time.Second, func() bool { return h.s.Game().Ply() == 2 })
	if h.last().Kind != EvTakebackAnswered || !h.last().Accept || h.s.ClockLeft(rules.Black) != time.Minute {
		t.Fatalf("answered: %+v, Black has %v", h.last(), h.s.ClockLeft(rules.Black))
	}
	if h.s.Game().CanRedo() {
		t.Fatal("a takeback can be redone")
	}
	// Asked by the friend after their move: back to before it.
	h.move("Nf3")
	h.friendMoves(ana, "Nc6", 0)
	if !h.s.TakebackRequestedBy(rules.Black) || h.last().Kind != EvTakebackRequested {
		t.Fatal("the friend's request was not put to the person here")
	}
	h.s.AnswerTakeback(true)
	if h.s.Game().Ply() != 3 || len(ana.backSaid) != 1 || !ana.backSaid[0] || ana.turn == nil {
		t.Fatalf("ply %d, told %v", h.s.Game().Ply(), ana.backSaid)
	}
	// Declined: nothing changes, the friend hears it.
	h.friendMoves(ana, "Nc6", 0)
	h.s.TakebackRequestedBy(rules.Black)
	h.s.AnswerTakeback(false)
	if h.s.Game().Ply() != 4 || len(ana.backSaid) != 2 || ana.backSaid[1] {
		t.Fatalf("declined: ply %d, told %v", h.s.Game().Ply(), ana.backSaid)
	}
}
