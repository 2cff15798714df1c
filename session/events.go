package session

import (
	"time"

	"siegeworks/rules"
)

// EventKind says what changed in a Session.
type EventKind int

const (
	// EvMoved: Move was played from Before to After (by a person, the computer or a redo).
	EvMoved EventKind = iota
	// EvReset: the game changed in some other way (new game, undo, load): show it afresh.
	EvReset
	// EvView: the shown ply changed (browsing the move list).
	EvView
	// EvThinking: the computer's search progressed (Think) or stopped (Think.Active false).
	EvThinking
	// EvHint: the hint search found Move.
	EvHint
	// EvEnded: the game has just ended (after EvMoved, a resignation, agreement, claim or
	// a flag fall).
	EvEnded
	// EvDrawOffered: Side offers a draw to a person here, who answers with AnswerDraw.
	EvDrawOffered
	// EvDrawDeclined: the other player declined a draw offer (Text says why).
	EvDrawDeclined
	// EvPaused: the game was paused or resumed (Session.Paused says which).
	EvPaused
	// EvPremove: the premove queue changed: Move was queued (NoMove: the queue emptied);
	// Text, when set, says why a queued move was dropped.
	EvPremove
	// EvTakebackRequested: the person elsewhere (Side) asks to take back their last move;
	// the person here answers with AnswerTakeback.
	EvTakebackRequested
	// EvTakebackAnswered: Side answered a takeback request made here (Accept).
	EvTakebackAnswered
)

// Event tells the window what changed.
type Event struct {
	Kind          EventKind
	Before, After *rules.Position // EvMoved
	Move          rules.Move      // EvMoved, EvHint, EvPremove
	ByComputer    bool            // EvMoved: the move came from a player other than a person here
	Think         ThinkInfo       // EvThinking
	Side          rules.Color     // EvDrawOffered, EvTakebackRequested, EvTakebackAnswered
	Text          string          // EvDrawDeclined, EvPremove
	Accept        bool            // EvTakebackAnswered
	// Thought is the thinking time the move was charged (EvMoved; zero without clocks).
	Thought time.Duration
}

// ThinkInfo is what the "thinking…" indicator shows.
type ThinkInfo struct {
	Active bool
	Side   rules.Color
	Depth  int
	Score  int // centipawns from White's point of view
	Mate   int // moves to mate, from White's point of view (negative: Black mates)
}

// eventHub holds the functions that receive a session's events.
type eventHub struct {
	listeners []listener
	next      int
}

type listener struct {
	id int
	f  func(Event)
}

// Listen adds f to the functions that receive every event, in the order they were added;
// the returned function removes it. Listeners run on the session's goroutine.
func (s *Session) Listen(f func(Event)) (remove func()) {
	h := &s.events
	id := h.next
	h.next++
	h.listeners = append(h.listeners, listener{id, f})
	return func() {
		for i, l := range h.listeners {
			if l.id == id {
				h.listeners = append(h.listeners[:i:i], h.listeners[i+1:]...)
				return
			}
		}
	}
}

func (s *Session) emit(e Event) {
	for _, l := range s.events.listeners {
		l.f(e)
	}
}
