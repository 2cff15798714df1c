package study

import (
	"math"

	"siegeworks/rules"
)

// PuzzleState is where an attempt at a puzzle stands.
type PuzzleState int

const (
	Solving PuzzleState = iota
	Solved
	Failed
)

// PuzzleAttempt is one try at a puzzle: the player's moves are checked against the line and
// the opponent's forced replies come from it.
type PuzzleAttempt struct {
	p     *Puzzle
	moves []rules.Move
	pos   *rules.Position
	next  int // index in the line of the next move expected
	state PuzzleState
}

// Start begins an attempt.
func (p *Puzzle) Start() *PuzzleAttempt {
	moves, err := p.Moves()
	if err != nil {
		panic(err) // the shipped puzzles are checked by tests
	}
	return &PuzzleAttempt{p: p, moves: moves, pos: p.Position()}
}

// Position is the position the player moves in (a copy).
func (a *PuzzleAttempt) Position() *rules.Position { return a.pos.Clone() }

// State is Solving, Solved or Failed.
func (a *PuzzleAttempt) State() PuzzleState { return a.state }

// Expected is the move the line wants next.
func (a *PuzzleAttempt) Expected() rules.Move {
	if a.next < len(a.moves) {
		return a.moves[a.next]
	}
	return rules.NoMove
}

// PuzzleStep is what one player move did.
type PuzzleStep struct {
	Before, After *rules.Position
	Correct       bool
	// Reply is the opponent's forced answer (NoMove when the puzzle is solved or failed);
	// AfterReply the position after it.
	Reply      rules.Move
	AfterReply *rules.Position
}

// Play takes the player's move. The line's move is correct, and so is any move that mates
// at once; anything else fails the attempt.
func (a *PuzzleAttempt) Play(m rules.Move) PuzzleStep {
	st := PuzzleStep{Before: a.pos.Clone(), Reply: rules.NoMove}
	if a.state != Solving || !legal(a.pos, m) {
		st.After = a.pos.Clone()
		return st
	}
	a.pos.MakeMove(m)
	st.After = a.pos.Clone()
	status := a.pos.Status()
	mates := status.Lost()
	if m != a.moves[a.next] && !mates {
		a.state = Failed
		return st
	}
	st.Correct = true
	a.next++
	if mates || a.next >= len(a.moves) {
		a.state = Solved
		return st
	}
	st.Reply = a.moves[a.next]
	a.pos.MakeMove(st.Reply)
	a.next++
	st.AfterReply = a.pos.Clone()
	return st
}

// NewRating is the player's rating after an attempt at a puzzle of the given rating (the
// Elo formula, K = 32); a puzzle solved after a hint or a retry changes nothing.
func NewRating(player, puzzle int, solved bool) int {
	expected := 1 / (1 + math.Pow(10, float64(puzzle-player)/400))
	score := 0.0
	if solved {
		score = 1
	}
	return max(100, player+int(math.Round(32*(score-expected))))
}
