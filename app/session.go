package app

import (
	"errors"
	"strings"
	"time"

	"siegeworks/engine"
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
	// EvEnded: the game has just ended (after EvMoved, a resignation, agreement or claim).
	EvEnded
	// EvDrawOffered: Side offers a draw to a person, who answers with AnswerDraw.
	EvDrawOffered
	// EvDrawDeclined: the computer declined a draw offer (Text says why).
	EvDrawDeclined
)

// Event tells the window what changed.
type Event struct {
	Kind          EventKind
	Before, After *rules.Position // EvMoved
	Move          rules.Move      // EvMoved, EvHint
	ByComputer    bool            // EvMoved
	Think         ThinkInfo       // EvThinking
	Side          rules.Color     // EvDrawOffered
	Text          string          // EvDrawDeclined
}

// ThinkInfo is what the "thinking…" indicator shows.
type ThinkInfo struct {
	Active bool
	Side   rules.Color
	Depth  int
	Score  int // centipawns from White's point of view
	Mate   int // moves to mate, from White's point of view (negative: Black mates)
}

// Session is one game being played: the game record, who plays each side, which ply is
// shown, and the computer's searches. It holds no widgets; every method runs on the UI
// goroutine, and results of background searches come back through post.
type Session struct {
	game    *rules.Game
	players [2]Player
	tags    map[string]string // PGN tags carried through (Event, Site, Date, ...)
	view    int               // the shown ply; game.Ply() when at the present
	gen     uint64            // bumped on every change of the game: stale results are dropped

	// OnEvent receives every change.
	OnEvent func(Event)
	// AILimits bound the computer's searches by level; nil uses the level's own limits.
	AILimits func(level int) engine.Limits
	// HintLimits bound hint searches.
	HintLimits engine.Limits
	// WatchDelay is the least time a computer move takes when both sides are computers,
	// so that a person can follow the game.
	WatchDelay time.Duration
	// Seed seeds the engines' choices at the low levels.
	Seed uint64
	// Now is the clocks' time source (nil: time.Now); tests set it.
	Now func() time.Time

	clock  clocks      // the game's chess clock
	nextTC TimeControl // the time control of the next game started

	post    func(func())
	engines [2]*engine.Engine
	spare   []*engine.Engine              // engines of earlier games, for reuse
	lastJob map[*engine.Engine]*searchJob // the latest search each engine ran
	hintEng *engine.Engine
	ai      *searchJob // the computer's move search
	hint    *searchJob
	offer   *searchJob // the computer weighing a draw offer
}

// NewSession starts orthodox chess between two people. post must run a function on the
// UI goroutine (fyne.Do in the app).
func NewSession(post func(func())) *Session {
	s := &Session{
		post:       post,
		HintLimits: engine.Limits{MoveTime: time.Second},
		WatchDelay: 700 * time.Millisecond,
		Seed:       uint64(time.Now().UnixNano()),
	}
	s.game = rules.NewGame(rules.Chess)
	s.tags = defaultTags()
	return s
}

func defaultTags() map[string]string {
	return map[string]string{
		"Event": "Siegeworks game",
		"Site":  "Siegeworks",
		"Date":  time.Now().Format("2006.01.02"),
	}
}

func (s *Session) emit(e Event) {
	if s.OnEvent != nil {
		s.OnEvent(e)
	}
}

// Game is the game record. Callers must not change it.
func (s *Session) Game() *rules.Game { return s.game }

// Players are White's and Black's players.
func (s *Session) Players() [2]Player { return s.players }

// Player is who plays side c.
func (s *Session) Player(c rules.Color) Player { return s.players[c] }

// Tags are the PGN tags the game carries besides the ones the session writes itself.
func (s *Session) Tags() map[string]string { return s.tags }

// Start replaces the game. tags may be nil.
func (s *Session) Start(g *rules.Game, players [2]Player, tags map[string]string) {
	s.stopAll()
	s.clock.tc = s.nextTC
	// Fresh games for the engines (one whose search is still winding down is not reused).
	s.retireEngines()
	s.game, s.players = g, players
	if tags == nil {
		tags = defaultTags()
	}
	s.tags = tags
	s.changed(false)
	s.resetClocks()
	s.emit(Event{Kind: EvReset})
	if g.Over() {
		return
	}
	s.maybeStartAI()
}

// NewGame starts a game of v from fen ("" for the variant's start position).
func (s *Session) NewGame(v *rules.Variant, fen string, players [2]Player) error {
	if strings.TrimSpace(fen) == "" {
		fen = v.StartFEN
	}
	g, err := rules.NewGameFromFEN(v, strings.TrimSpace(fen))
	if err != nil {
		return err
	}
	s.Start(g, players, nil)
	return nil
}

// changed records that the game moved on: every running search is stale now.
func (s *Session) changed(keepView bool) {
	s.gen++
	s.stopHint()
	s.stopOffer()
	if !keepView {
		s.view = s.game.Ply()
	}
}

// sideAt is the side to move after ply moves.
func (s *Session) sideAt(ply int) rules.Color {
	start := s.game.PositionAt(0).SideToMove()
	if ply%2 == 1 {
		return start.Other()
	}
	return start
}

// ToMove is the side to move in the game (not in the shown position).
func (s *Session) ToMove() rules.Color { return s.game.Position().SideToMove() }

// Watching reports whether both sides are computers.
func (s *Session) Watching() bool { return s.players[0].Computer && s.players[1].Computer }

// HumanToMove reports whether a person may move now on the board: the game is on, the
// present is shown and the side to move is human.
func (s *Session) HumanToMove() bool {
	return !s.game.Over() && !s.Browsing() && !s.players[s.ToMove()].Computer
}

// humanSide is the side a person plays against the computer, or the side to move when
// both are people; ok is false when both are computers.
func (s *Session) humanSide() (rules.Color, bool) {
	w, b := s.players[rules.White].Computer, s.players[rules.Black].Computer
	switch {
	case w && b:
		return rules.White, false
	case w:
		return rules.Black, true
	case b:
		return rules.White, true
	}
	return s.ToMove(), true
}

// PlayHuman plays a move a person made on the board.
func (s *Session) PlayHuman(m rules.Move) error {
	if !s.HumanToMove() {
		return errors.New("it is not your turn")
	}
	return s.play(m, false)
}

func (s *Session) play(m rules.Move, byComputer bool) error {
	before := s.game.Position().Clone()
	if !before.IsLegal(m) {
		return s.game.Play(m) // its error
	}
	mover := s.ToMove()
	if !s.chargeMove() {
		s.CheckFlag()
		return errors.New("your time ran out before the move")
	}
	if err := s.game.Play(m); err != nil {
		return err
	}
	s.recordMove(mover)
	atPresent := s.view == s.game.Ply()-1
	s.changed(!atPresent)
	s.emit(Event{Kind: EvMoved, Before: before, Move: m, After: s.game.Position().Clone(), ByComputer: byComputer})
	if s.game.Over() {
		s.emit(Event{Kind: EvEnded})
		return nil
	}
	s.maybeStartAI()
	return nil
}

// undoTarget is the ply an undo goes back to: the last earlier ply where a person is to
// move (the previous ply when both sides are people); -1 when there is none.
func (s *Session) undoTarget() int {
	if s.Watching() {
		return -1
	}
	for i := s.game.Ply() - 1; i >= 0; i-- {
		if !s.players[s.sideAt(i)].Computer {
			return i
		}
	}
	return -1
}

// CanUndo reports whether Undo would take anything back.
func (s *Session) CanUndo() bool { return s.undoTarget() >= 0 }

// Undo takes back moves to the previous turn of a person, cancelling the computer's
// search if it is thinking.
func (s *Session) Undo() bool {
	target := s.undoTarget()
	if target < 0 {
		return false
	}
	s.stopAI()
	for s.game.Ply() > target {
		s.game.Undo()
	}
	s.changed(false)
	s.resetClocks() // each side gets back the time it had at that point
	s.emit(Event{Kind: EvReset})
	s.maybeStartAI()
	return true
}

// CanRedo reports whether Redo would replay anything.
func (s *Session) CanRedo() bool { return s.game.CanRedo() && !s.Watching() && !s.game.Over() }

// Redo replays undone moves up to the next turn of a person.
func (s *Session) Redo() bool {
	if !s.CanRedo() {
		return false
	}
	s.stopAI()
	s.game.Redo()
	for s.game.CanRedo() && !s.game.Over() && s.players[s.ToMove()].Computer {
		s.game.Redo()
	}
	s.changed(false)
	s.resetClocks()
	s.emit(Event{Kind: EvReset})
	if s.game.Over() {
		s.emit(Event{Kind: EvEnded})
		return true
	}
	s.maybeStartAI()
	return true
}

// Browsing reports whether an earlier position is shown instead of the present.
func (s *Session) Browsing() bool { return s.view != s.game.Ply() }

// ViewPly is the ply whose position is shown.
func (s *Session) ViewPly() int { return s.view }

// Shown is the position on the board: the present, or the one after ViewPly moves.
func (s *Session) Shown() *rules.Position {
	if !s.Browsing() {
		return s.game.Position()
	}
	return s.game.PositionAt(s.view)
}

// ShownLastMove is the move that led to the shown position (NoMove at the start).
func (s *Session) ShownLastMove() rules.Move {
	if s.view == 0 {
		return rules.NoMove
	}
	return s.game.Moves()[s.view-1]
}

// SetView shows the position after ply moves (clamped); the present resumes play.
func (s *Session) SetView(ply int) {
	ply = min(max(ply, 0), s.game.Ply())
	if ply == s.view {
		return
	}
	s.view = ply
	s.stopHint()
	s.emit(Event{Kind: EvView})
	if !s.Browsing() {
		s.maybeStartAI()
	}
}

// StepView moves the shown ply by delta.
func (s *Session) StepView(delta int) { s.SetView(s.view + delta) }

// ClaimableDraw is the draw the person to move may claim now.
func (s *Session) ClaimableDraw() (rules.Reason, bool) {
	if !s.HumanToMove() {
		return rules.ReasonNone, false
	}
	return s.game.ClaimableDraw()
}

// ClaimDraw ends the game by the claim of the person to move.
func (s *Session) ClaimDraw() error {
	if _, ok := s.ClaimableDraw(); !ok {
		return errors.New("no draw can be claimed now")
	}
	return s.end(s.game.ClaimDraw())
}

// CanResign reports whether a person can resign now.
func (s *Session) CanResign() bool {
	_, ok := s.humanSide()
	return ok && !s.game.Over()
}

// Resign ends the game with a loss for the person: the human side against the computer,
// the side to move when two people play.
func (s *Session) Resign() error {
	c, ok := s.humanSide()
	if !ok {
		return errors.New("nobody here can resign: both sides are computers")
	}
	return s.end(s.game.Resign(c))
}

func (s *Session) end(err error) error {
	if err != nil {
		return err
	}
	s.stopAI()
	s.changed(false)
	s.emit(Event{Kind: EvReset})
	s.emit(Event{Kind: EvEnded})
	return nil
}

// CanOfferDraw reports whether a person can offer a draw now.
func (s *Session) CanOfferDraw() bool { return s.CanResign() && s.offer == nil }

// OfferDraw offers a draw from the person (see Resign for which side). Against a person
// the session asks with EvDrawOffered; the computer weighs the offer in the background and
// accepts (the game ends) or declines (EvDrawDeclined).
func (s *Session) OfferDraw() error {
	c, ok := s.humanSide()
	if !ok || s.game.Over() {
		return errors.New("no draw can be offered now")
	}
	if !s.players[c.Other()].Computer {
		s.emit(Event{Kind: EvDrawOffered, Side: c})
		return nil
	}
	s.weighDrawOffer(c.Other())
	return nil
}

// AnswerDraw is a person's answer to a draw offer.
func (s *Session) AnswerDraw(accept bool) error {
	if !accept || s.game.Over() {
		return nil
	}
	return s.end(s.game.AgreeDraw())
}

// Close stops every search.
func (s *Session) Close() { s.stopAll() }
