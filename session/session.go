package session

import (
	"errors"
	"strings"
	"time"

	"siegeworks/engine"
	"siegeworks/i18n"
	"siegeworks/internal/disk"
	"siegeworks/library"
	"siegeworks/rules"
)

// Session is one game being played: the game record, who plays each side, which ply is
// shown, the clocks and the players' turns. It holds no widgets. Every method runs on one
// goroutine (the UI's, in the app); results of background work come back through post.
type Session struct {
	Tuning

	game    *rules.Game
	players [2]Player
	tags    map[string]string // PGN tags carried through (Event, Site, Date, ...)
	view    int               // the shown ply; game.Ply() when at the present
	gen     uint64            // bumped on every change of the game: stale results are dropped

	events   eventHub
	clock    clocks
	post     func(func())
	engines  enginePool
	jobs     jobs
	premove  rules.Move      // the move a person queued while the other side chooses
	replaced replaced        // the games a new one replaced, or an undo put away
	file     File            // the file the game is in
	asked    remoteQuestions // what the person elsewhere asked the person here
}

// remoteQuestions are the questions of the person elsewhere waiting for the person here.
type remoteQuestions struct {
	draw, takeback bool
	side           rules.Color // who asks
}

// Tuning are the knobs of a session that tests and the command line turn.
type Tuning struct {
	// AILimits bound the computer's searches by level; nil uses the level's own limits
	// (or the clock in a clocked game).
	AILimits func(level int) engine.Limits
	// HintLimits bound hint searches.
	HintLimits engine.Limits
	// Threads is the number of threads the computer searches with at full strength
	// (level 8; the lower levels always use one); 0 means one. Hints use every core.
	Threads int
	// WatchDelay is the least time a computer move takes when both sides are computers,
	// so that a person can follow the game.
	WatchDelay time.Duration
	// Seed seeds the engines' choices at the low levels.
	Seed uint64
	// Now is the clocks' time source (nil: time.Now); tests set it.
	Now func() time.Time
	// Disk is where the autosave is written (nil: the real file system); tests fill it up.
	Disk disk.Disk
}

// disk is where files are written.
func (s *Session) disk() disk.Disk {
	if s.Disk == nil {
		return disk.OS
	}
	return s.Disk
}

// New starts orthodox chess between two people. post must run a function on the
// session's goroutine (fyne.Do in the app).
func New(post func(func())) *Session {
	s := &Session{
		Tuning: Tuning{
			HintLimits: engine.Limits{MoveTime: time.Second},
			WatchDelay: 700 * time.Millisecond,
			Seed:       uint64(time.Now().UnixNano()),
		},
		post:    post,
		players: [2]Player{Human{}, Human{}},
	}
	s.game = rules.NewGame(rules.Chess)
	s.tags = defaultTags()
	return s
}

// defaultTags are a new game's tags: where and when it is played, and its name in the
// games library.
func defaultTags() map[string]string {
	now := time.Now()
	return map[string]string{
		"Event":       "Siegeworks game",
		"Site":        "Siegeworks",
		"Date":        now.Format("2006.01.02"),
		"Time":        now.Format("15:04:05"),
		library.IDTag: library.NewID(now),
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

// ID is the game's name in the games library (its GameId tag).
func (s *Session) ID() string { return s.tags[library.IDTag] }

// Generation changes whenever the game changes; work started for one generation is stale
// in another.
func (s *Session) Generation() uint64 { return s.gen }

// Start replaces the game. tags may be nil; a nil player is a person here.
func (s *Session) Start(g *rules.Game, players [2]Player, tags map[string]string) {
	s.stopAll()
	s.premove = rules.NoMove
	s.clock.tc, s.clock.paused, s.clock.held = s.clock.next, false, false
	// Fresh games for the engines (one whose search is still winding down is not reused).
	s.engines.retire()
	for c, p := range players {
		if p == nil {
			players[c] = Human{}
		}
	}
	s.game, s.players = g, players
	if tags == nil {
		tags = defaultTags()
	}
	s.tags = tags
	s.changed(false)
	s.resetClocks()
	s.emit(Event{Kind: EvReset})
	s.beginTurn()
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
	s.stopAside()
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
func (s *Session) Watching() bool { return IsComputer(s.players[0]) && IsComputer(s.players[1]) }

// HumanToMove reports whether a person may move now on the board: the game is on, the
// present is shown and the side to move is a person here.
func (s *Session) HumanToMove() bool {
	return !s.game.Over() && !s.Browsing() && !s.clock.paused && IsLocal(s.players[s.ToMove()])
}

// LocalSide is the side a person here plays against another player, or the side to move
// when people here play both sides; ok is false when nobody here plays.
func (s *Session) LocalSide() (c rules.Color, ok bool) {
	w, b := IsLocal(s.players[rules.White]), IsLocal(s.players[rules.Black])
	switch {
	case w && b:
		return s.ToMove(), true
	case w:
		return rules.White, true
	case b:
		return rules.Black, true
	}
	return rules.White, false
}

// PlayHuman plays a move a person made on the board.
func (s *Session) PlayHuman(m rules.Move) error {
	if !s.HumanToMove() {
		return errors.New(i18n.L("it is not your turn"))
	}
	return s.play(m, false)
}

// play plays m for the side to move, charging its clock; the next side's turn begins.
func (s *Session) play(m rules.Move, byOther bool) error { return s.playTimed(m, byOther, -1) }

// playTimed is play with the thinking time the mover reports (a person elsewhere); -1
// measures it here.
func (s *Session) playTimed(m rules.Move, byOther bool, reported time.Duration) error {
	before := s.game.Position().Clone()
	if !before.IsLegal(m) {
		return s.game.Play(m) // its error
	}
	mover := s.ToMove()
	thought, ok := s.chargeMove(reported)
	if !ok {
		if reported >= 0 {
			return errors.New(i18n.L("the move came after the mover's time ran out"))
		}
		s.CheckFlag()
		return errors.New(i18n.L("your time ran out before the move"))
	}
	if err := s.game.Play(m); err != nil {
		return err
	}
	s.recordMove(mover)
	s.jobs.endTurn()
	atPresent := s.view == s.game.Ply()-1
	s.changed(!atPresent)
	s.tellMoved(mover, m, thought)
	s.emit(Event{Kind: EvMoved, Before: before, Move: m, After: s.game.Position().Clone(), ByComputer: byOther, Thought: thought})
	if s.game.Over() {
		s.premove = rules.NoMove
		s.emit(Event{Kind: EvEnded})
		return nil
	}
	if byOther && s.playPremove() {
		return nil
	}
	s.beginTurn()
	return nil
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
		s.beginTurn()
	}
}

// StepView moves the shown ply by delta.
func (s *Session) StepView(delta int) { s.SetView(s.view + delta) }

// Close ends every turn and search.
func (s *Session) Close() { s.stopAll() }
