package rules

import (
	"errors"
	"fmt"
	"time"
)

// Result is a game's score in PGN form.
type Result string

const (
	ResultNone      Result = "*"
	ResultWhiteWins Result = "1-0"
	ResultBlackWins Result = "0-1"
	ResultDraw      Result = "1/2-1/2"
)

// Reason says why a game ended.
type Reason string

const (
	ReasonNone         Reason = ""
	ReasonCheckmate    Reason = "checkmate"
	ReasonStalemate    Reason = "stalemate"
	ReasonInsufficient Reason = "insufficient material"
	ReasonFivefold     Reason = "fivefold repetition"
	ReasonSeventyFive  Reason = "75-move rule"
	ReasonThreefold    Reason = "threefold repetition (claimed)"
	ReasonFiftyMove    Reason = "50-move rule (claimed)"
	ReasonResignation  Reason = "resignation"
	ReasonAgreement    Reason = "draw by agreement"
	ReasonNoCastles    Reason = "no Castles left"
	ReasonSiege        Reason = "siege"
	ReasonTime         Reason = "time forfeit"
	ReasonAbandoned    Reason = "abandoned"
)

// Game is a played sequence of moves from a start position, with undo and
// redo, repetition bookkeeping and the result.
type Game struct {
	variant  *Variant
	startFEN string
	pos      *Position
	moves    []Move
	sans     []string
	keys     []uint64        // repetition key of every position in the line, start first
	redo     []undone        // the moves Undo took back, last first to come back
	clocks   []time.Duration // time left after each move (-1: not recorded); see SetClock
	notes    []Annotation    // what a review said about each move; see SetAnnotation
	result   Result
	reason   Reason
	// manual is set when the result came from a player (resignation,
	// agreement, claim) rather than from the board.
	manual bool
}

// NewGame starts a game from the variant's start position.
func NewGame(v *Variant) *Game {
	g, err := NewGameFromFEN(v, v.StartFEN)
	if err != nil {
		panic(err)
	}
	return g
}

// NewGameFromFEN starts a game from any valid position.
func NewGameFromFEN(v *Variant, fen string) (*Game, error) {
	p, err := ParseFEN(v, fen)
	if err != nil {
		return nil, err
	}
	g := &Game{variant: v, startFEN: p.FEN(), pos: p}
	g.keys = append(g.keys, p.RepetitionKey())
	g.updateResult()
	return g, nil
}

// Variant is the game's rule set.
func (g *Game) Variant() *Variant { return g.variant }

// StartFEN is the position the game began from.
func (g *Game) StartFEN() string { return g.startFEN }

// Position is the current position. Callers must not make moves on it; use
// Play, or Clone it first.
func (g *Game) Position() *Position { return g.pos }

// Moves is the line played so far.
func (g *Game) Moves() []Move { return g.moves }

// SANs is the line in display notation.
func (g *Game) SANs() []string { return g.sans }

// Ply is the number of moves played.
func (g *Game) Ply() int { return len(g.moves) }

// Result is the outcome so far and why.
func (g *Game) Result() (Result, Reason) { return g.result, g.reason }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.result != ResultNone }

// ErrGameOver is returned when a move is played after the end.
var ErrGameOver = errors.New("the game is over")

// Play makes a legal move.
func (g *Game) Play(m Move) error {
	if g.Over() {
		return ErrGameOver
	}
	var ml MoveList
	g.pos.GenerateLegal(&ml)
	if !ml.Contains(m) {
		return fmt.Errorf("%s is not a legal move here", m)
	}
	san := g.pos.sanWithSuffix(m, &ml)
	g.pos.MakeMove(m)
	g.moves = append(g.moves, m)
	g.sans = append(g.sans, san)
	g.keys = append(g.keys, g.pos.RepetitionKey())
	if n := len(g.redo); n > 0 && g.redo[n-1].move == m {
		if clock := g.redo[n-1].clock; clock >= 0 {
			g.SetClock(len(g.moves), clock) // a redone move comes back with its time
		}
		g.redo = g.redo[:n-1]
	} else {
		g.redo = g.redo[:0]
	}
	g.updateResult()
	return nil
}

// undone is a move Undo took back, with the time recorded after it (-1: none).
type undone struct {
	move  Move
	clock time.Duration
}

// PlayText makes a move given in coordinate notation or SAN.
func (g *Game) PlayText(text string) (Move, error) {
	if g.Over() {
		return NoMove, ErrGameOver
	}
	m, err := g.pos.ParseMove(text)
	if err != nil {
		return NoMove, err
	}
	return m, g.Play(m)
}

// Undo takes back the last move; it can be redone until another move is
// played. An ended game becomes ongoing again.
func (g *Game) Undo() bool {
	if len(g.moves) == 0 {
		return false
	}
	m := g.moves[len(g.moves)-1]
	clock, ok := g.Clock(len(g.moves))
	if !ok {
		clock = -1
	}
	g.pos.UnmakeMove()
	g.moves = g.moves[:len(g.moves)-1]
	g.sans = g.sans[:len(g.sans)-1]
	g.keys = g.keys[:len(g.keys)-1]
	if len(g.clocks) > len(g.moves) {
		g.clocks = g.clocks[:len(g.moves)]
	}
	if len(g.notes) > len(g.moves) {
		g.notes = g.notes[:len(g.moves)]
	}
	g.redo = append(g.redo, undone{m, clock})
	g.manual = false
	g.updateResult()
	return true
}

// Redo replays the last undone move.
func (g *Game) Redo() bool {
	if len(g.redo) == 0 || g.Over() {
		return false
	}
	return g.Play(g.redo[len(g.redo)-1].move) == nil
}

// CanRedo reports whether a move is waiting to be redone.
func (g *Game) CanRedo() bool { return len(g.redo) > 0 }

// PositionAt rebuilds the position after the first ply moves.
func (g *Game) PositionAt(ply int) *Position {
	p := g.pos.Clone()
	for i := len(g.moves); i > ply; i-- {
		p.UnmakeMove()
	}
	return p
}

// RepetitionCount is how often the current position has occurred in the
// line, including now.
func (g *Game) RepetitionCount() int {
	cur := g.keys[len(g.keys)-1]
	n := 0
	// Only positions since the last irreversible move can repeat, and only
	// those with the same side to move.
	limit := g.pos.halfmove
	if g.variant.turnover {
		// Turnover resets the clock on turnovers (§5.6), but a later turnover
		// can turn the rings back, so a position can repeat across one: scan
		// the whole line.
		limit = len(g.keys)
	}
	for i := len(g.keys) - 1; i >= 0 && len(g.keys)-1-i <= limit; i -= 2 {
		if g.keys[i] == cur {
			n++
		}
	}
	return n
}

// ClaimableDraw reports a draw the player to move may claim now.
func (g *Game) ClaimableDraw() (Reason, bool) {
	if g.Over() {
		return ReasonNone, false
	}
	if g.RepetitionCount() >= 3 {
		return ReasonThreefold, true
	}
	if g.pos.halfmove >= 100 {
		return ReasonFiftyMove, true
	}
	return ReasonNone, false
}

// ClaimDraw ends the game by a claim of threefold repetition or the 50-move
// rule.
func (g *Game) ClaimDraw() error {
	r, ok := g.ClaimableDraw()
	if !ok {
		return errors.New("no draw can be claimed: the position has not occurred three times and the 50-move rule has not been reached")
	}
	g.finish(ResultDraw, r)
	return nil
}

// Resign ends the game with the side's loss.
func (g *Game) Resign(c Color) error {
	if g.Over() {
		return ErrGameOver
	}
	g.finish(winFor(c.Other()), ReasonResignation)
	return nil
}

// AgreeDraw ends the game drawn by agreement.
func (g *Game) AgreeDraw() error {
	if g.Over() {
		return ErrGameOver
	}
	g.finish(ResultDraw, ReasonAgreement)
	return nil
}

// Forfeit ends the game on time for the side: a loss, or a draw when the opponent has too
// little to mate (CannotMate).
func (g *Game) Forfeit(c Color) error {
	if g.Over() {
		return ErrGameOver
	}
	if g.pos.CannotMate(c.Other()) {
		g.finish(ResultDraw, ReasonTimeNoMate)
		return nil
	}
	g.finish(winFor(c.Other()), ReasonTime)
	return nil
}

// Abandon ends the game with the loss of the side that left it (a game at a distance whose
// player stayed away longer than the other would wait).
func (g *Game) Abandon(c Color) error {
	if g.Over() {
		return ErrGameOver
	}
	g.finish(winFor(c.Other()), ReasonAbandoned)
	return nil
}

// ClearRedo forgets the moves Undo took back (a takeback agreed at a distance is final).
func (g *Game) ClearRedo() { g.redo = g.redo[:0] }

func (g *Game) finish(r Result, why Reason) {
	g.result, g.reason, g.manual = r, why, true
}

func winFor(c Color) Result {
	if c == White {
		return ResultWhiteWins
	}
	return ResultBlackWins
}

// updateResult applies the automatic endings: checkmate, stalemate,
// insufficient material, no Castles, siege, fivefold repetition and the 75-move rule.
func (g *Game) updateResult() {
	if g.manual {
		return
	}
	g.result, g.reason = ResultNone, ReasonNone
	switch g.pos.Status() {
	case Checkmate:
		g.result, g.reason = winFor(g.pos.side.Other()), ReasonCheckmate
		return
	case NoCastles:
		g.result, g.reason = winFor(g.pos.side.Other()), ReasonNoCastles
		return
	case Siege:
		g.result, g.reason = winFor(g.pos.side.Other()), ReasonSiege
		return
	case Stalemate:
		g.result, g.reason = ResultDraw, ReasonStalemate
		return
	case Insufficient:
		g.result, g.reason = ResultDraw, ReasonInsufficient
		return
	}
	if g.RepetitionCount() >= 5 {
		g.result, g.reason = ResultDraw, ReasonFivefold
	} else if g.pos.halfmove >= 150 {
		g.result, g.reason = ResultDraw, ReasonSeventyFive
	}
}

// RepetitionKey identifies the position for repetition (docs/RULES.md §0): like
// Hash, but the en-passant square counts only when an en-passant capture is
// actually legal.
func (p *Position) RepetitionKey() uint64 {
	h := p.hash
	if p.epSquare != NoSquare && p.epCapturable() {
		var ml MoveList
		p.GenerateLegal(&ml)
		for _, m := range ml.Slice() {
			if m.Kind() == EnPassant {
				return h
			}
		}
		h ^= zEnPassant[p.epSquare]
	}
	return h
}
