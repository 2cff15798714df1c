package engine

import (
	"sync/atomic"
	"time"

	"siegeworks/rules"
)

// Score constants. Mate scores count plies from the root: a mate delivered
// at ply n scores MateScore-n for the winner.
const (
	MaxPly    = 96
	Infinity  = 32000
	MateScore = 31000
	MateBound = MateScore - 1000 // |score| >= MateBound means a forced mate
	maxMoves  = 512              // rules.MoveList capacity
)

// rootMove is one legal move at the root and what the last search said.
type rootMove struct {
	move  rules.Move
	score int  // exact score, or -Infinity when it failed low
	exact bool // score is exact (inside the window)
	pvLen int
	pv    [MaxPly + 2]rules.Move
}

// searcher is the state of one search; all arrays are allocated once, with
// the Engine, so the search loop never allocates. Its parts are grouped by
// what they are for; their fields are used as the searcher's own.
type searcher struct {
	searchSubject
	searchLimits
	gameKeys
	moveHistory
	plyStack
	rootMoves
	seeList rules.MoveList // scratch for static exchange evaluation
}

// searchSubject is what is searched and with what: the position, the
// variant's evaluator and rules, and the shared transposition table.
type searchSubject struct {
	pos       *rules.Position
	ev        *evaluator
	est       evalState
	evalCache evalCache // evaluations by position (evalcache.go)
	netSt     netState  // the learned evaluation's accumulator (nnue.go)
	tt        *TT
	turnover  bool
	nullOK    bool
	// noMoveLoses: a side with no legal move has lost even out of check
	// (Turnover 2025's siege), so no position is a stalemate draw.
	noMoveLoses bool
}

// searchLimits is what ends the search (nodes, time, Stop, the context) and
// the progress reported as it goes.
type searchLimits struct {
	nodes     uint64
	nodeLimit uint64
	stopFlag  *atomic.Bool // Engine.Stop
	cancelled *atomic.Bool // this search's context is done
	stopped   bool
	published atomic.Uint64 // nodes, published now and then for Info (threads.go)
	deadline  time.Time
	timed     bool
	seldepth  int
	rootDepth int
}

// gameKeys holds the position keys of the game before the root (histLen of
// them) and of the line searched after it, for repetition detection.
type gameKeys struct {
	keys    [1024 + MaxPly + 8]uint64
	histLen int
}

// moveHistory is the move made at each ply and what the search learns about
// moves for ordering them: killers, counter moves and the history, which is
// kept from one search to the next (halved by ageHistory; forget clears the
// rest).
type moveHistory struct {
	killers [MaxPly + 2][2]rules.Move
	// moves[ply] is the move made at ply; counters[from][to] the quiet move that
	// last refuted that move.
	moves    [MaxPly + 2]rules.Move
	counters [256][256]rules.Move
	history  [2][256][256]int32
}

// plyStack is each ply's working state: its moves and their order scores,
// its principal variation, its static evaluation, the quiet moves tried.
type plyStack struct {
	ml     [MaxPly + 2]rules.MoveList
	legal  [MaxPly + 2]rules.Legality
	sc     [MaxPly + 2][maxMoves]int32
	pv     [MaxPly + 2][MaxPly + 2]rules.Move
	pvLen  [MaxPly + 2]int
	evals  [MaxPly + 2]int
	quiets [MaxPly + 2][64]rules.Move
	// checkKnown[ply] is set by the parent: 0 unknown, 1 not in check,
	// 2 in check (saves testing the same thing twice).
	checkKnown [MaxPly + 2]int8
	// excluded[ply] is the move a singular-extension test leaves out.
	excluded [MaxPly + 2]rules.Move
}

// rootMoves is the root's legal moves with what the last iteration said of
// each (root.go), and what the root position and the level say of the whole
// search.
type rootMoves struct {
	root      [maxMoves]rootMove
	nroot     int
	rootFirst int  // a multi-line search's later lines skip the root moves before it
	rootDead  bool // the root position is dead by insufficient material
	blind     bool // the level does not look at the opponent's replies (Level.Blind)
}

// checkStop sets stopped when a limit is reached: Stop, the context, the
// node limit or the deadline.
func (s *searcher) checkStop() {
	if s.stopFlag.Load() || s.cancelled.Load() {
		s.stopped = true
		return
	}
	if s.nodeLimit > 0 && s.nodes >= s.nodeLimit {
		s.stopped = true
		return
	}
	if s.timed && time.Now().After(s.deadline) {
		s.stopped = true
	}
}

// scoreToTT turns a mate score counted from the root into one counted from
// the node at ply, as the table stores it (the same node can be reached at
// other plies); scoreFromTT turns it back.
func scoreToTT(score, ply int) int {
	if score >= MateBound {
		return score + ply
	}
	if score <= -MateBound {
		return score - ply
	}
	return score
}

func scoreFromTT(score, ply int) int {
	if score >= MateBound {
		return score - ply
	}
	if score <= -MateBound {
		return score + ply
	}
	return score
}

// isRepetition: the current position (its key at s.keys[idx]) occurred
// before, no further back than the last irreversible move.
func (s *searcher) isRepetition(idx int) bool {
	key := s.keys[idx]
	limit := idx - s.pos.HalfmoveClock()
	if limit < 0 || s.turnover {
		// Turnover resets the clock on a turnover, but a later turnover can turn the rings
		// back: as the rules do (Game.RepetitionCount), look through the whole line.
		limit = 0
	}
	for i := idx - 2; i >= limit; i -= 2 {
		if s.keys[i] == key {
			return true
		}
	}
	return false
}

// pushKey records the current position's key as the one at ply.
func (s *searcher) pushKey(ply int) { s.keys[s.histLen+ply] = s.pos.Hash() }

// setCheck tells the node at ply whether its side to move is in check.
func (s *searcher) setCheck(ply int, in bool) {
	s.checkKnown[ply] = 1
	if in {
		s.checkKnown[ply] = 2
	}
}
