package netplay

// Event is what a peer tells the app, on the session's goroutine.
type Event struct {
	Kind   EventKind
	Status Status // EvStatus
	Err    error  // EvStatus: why the link dropped or failed
	Text   string // EvHello: the friend's name; EvChat, EvRefused, EvNote
}

// EventKind says what happened.
type EventKind int

const (
	// EvStatus: the link's status changed.
	EvStatus EventKind = iota
	// EvHello: the friend said their name (the game may start).
	EvHello
	// EvNames: the friend's name is known for a game already going (a restored game).
	EvNames
	// EvChat: the friend wrote Text.
	EvChat
	// EvRefused: the friend refused something this end sent (Text says why).
	EvRefused
	// EvNote: something the player should know (a refused move of the friend's, boards that
	// differed).
	EvNote
	// EvRematchOffered: the friend asks for another game (AnswerRematch).
	EvRematchOffered
	// EvRematchDeclined: the friend declined another game.
	EvRematchDeclined
)
