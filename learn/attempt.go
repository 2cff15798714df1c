package learn

import (
	"context"
	"fmt"

	"siegeworks/engine"
	"siegeworks/i18n"
	"siegeworks/rules"
	"siegeworks/words"
)

// Outcome is where an attempt at a level stands.
type Outcome int

const (
	Playing Outcome = iota
	Solved
	Failed
)

// Attempt is one try at a level: the position, the moves made and the progress towards
// the goal. Its methods run on one goroutine; ReplyJob hands the slow part (the engine's
// answer) to another.
type Attempt struct {
	Level   *Level
	pos     *rules.Position
	us      rules.Color
	moves   int
	pr      progress
	script  int // the next scripted reply
	outcome Outcome
	stars   int
	waiting bool // the player has moved and the opponent's answer is due
	hinted  bool // the player took a hint: the level earns at most HintedStars
}

// HintedStars is the most a level earns when the player took a hint in the attempt.
const HintedStars = 2

// Step is what one of the player's moves did: the move, the opponent's answer and where
// the level stands after both.
type Step struct {
	Before, After *rules.Position // around the player's move
	Move          rules.Move
	// NeedsReply: the opponent answers; run ReplyJob and hand its move to Answer.
	NeedsReply bool
	// Reply and AfterReply, after Answer: the opponent's move (NoMove for a pass) and the
	// position it gave.
	Reply      rules.Move
	AfterReply *rules.Position
	Outcome    Outcome
	Stars      int    // 1-3 once solved
	Message    string // what happened, for the player
}

// Start begins an attempt at the level.
func (l *Level) Start() *Attempt {
	p := l.Position()
	return &Attempt{Level: l, pos: p, us: p.SideToMove()}
}

// Position is the position now (the caller must not change it).
func (a *Attempt) Position() *rules.Position { return a.pos }

// Moves is the number of moves the player has made.
func (a *Attempt) Moves() int { return a.moves }

// Outcome tells whether the level is still being played, solved or failed.
func (a *Attempt) Outcome() Outcome { return a.outcome }

// Stars is the number of stars earned (0 until solved).
func (a *Attempt) Stars() int { return a.stars }

// Hinted tells whether the player took a hint in this attempt.
func (a *Attempt) Hinted() bool { return a.hinted }

// StarsLeft lists the star squares still to collect (GoalStars only).
func (a *Attempt) StarsLeft() []rules.Square {
	var out []rules.Square
	if a.Level.Goal.Kind != GoalStars {
		return nil
	}
	for i, s := range a.Level.Goal.Squares {
		if a.pr.stars&(1<<i) == 0 {
			out = append(out, s)
		}
	}
	return out
}

// Refusal explains why the level does not take a move: "" when it does. Beyond the rules
// (words.WhyIllegal says why a move is illegal), a level without an opponent
// refuses a check, since the king (or last Castle) could not answer it.
func (a *Attempt) Refusal(m rules.Move) string {
	switch {
	case a.outcome != Playing:
		return i18n.L("this level is over: try it again or go on to the next")
	case a.waiting:
		return i18n.L("wait for the reply")
	case !a.pos.IsLegal(m):
		if why := words.WhyIllegal(a.pos, m.From(), m.To()); why != "" {
			return why
		}
		return i18n.L("that move is not possible here")
	}
	if a.Level.Reply.Kind == ReplyNone {
		// In Turnover InCheck is the last Castle's check: a Castle that cannot answer
		// would simply be taken next move.
		after := a.pos.Clone()
		after.MakeMove(m)
		if after.InCheck() && !a.reaches(m, after) {
			if a.pos.Variant().IsTurnover() {
				return i18n.L("in this exercise the other side does not move, so it could not answer a check to its last Castle: give check only with the move that reaches the goal")
			}
			return i18n.L("in this exercise the other side does not move, so it could not answer a check: give check only with the move that reaches the goal")
		}
	}
	return ""
}

// reaches tells whether the move completes the goal from here.
func (a *Attempt) reaches(m rules.Move, after *rules.Position) bool {
	_, done := a.Level.Goal.advance(a.pr, a.pos, m, a.pos.Effects(m), after, a.us)
	return done
}

// Play makes the player's move. A move the level refuses is an error (see Refusal).
func (a *Attempt) Play(m rules.Move) (Step, error) {
	if why := a.Refusal(m); why != "" {
		return Step{}, fmt.Errorf("%s", why)
	}
	before := a.pos.Clone()
	effects := a.pos.Effects(m)
	described := words.Move(a.pos, m)
	a.pos.MakeMove(m)
	a.moves++
	st := Step{Before: before, Move: m, After: a.pos.Clone()}
	var done bool
	a.pr, done = a.Level.Goal.advance(a.pr, before, m, effects, a.pos, a.us)
	status := a.pos.Status()
	switch {
	case done || status.Lost():
		a.finish(&st, Solved, "")
	case status == rules.Stalemate:
		a.finish(&st, Failed, i18n.L("{{.Move}}. The opponent has no move and is not in check: that is stalemate, a draw.", i18n.Args{"Move": described}))
	case status == rules.Insufficient && a.Level.Goal.Kind == GoalMate:
		// Only a mate goal dies with the material: a lesson about moving a lone bishop is
		// not a game that could be drawn.
		a.finish(&st, Failed, i18n.L("{{.Move}}. Neither side can checkmate any more: the game is a draw.", i18n.Args{"Move": described}))
	case a.moves >= a.Level.Limit:
		msg := i18n.L("{{.Move}}. You have used your {{.Count}} moves without reaching the goal.", i18n.Args{"Move": described, "Count": a.Level.Limit})
		if a.Level.Limit == 1 {
			msg = i18n.L("{{.Move}}. That move does not reach the goal.", i18n.Args{"Move": described})
		}
		a.finish(&st, Failed, msg)
	default:
		st.NeedsReply = true
		a.waiting = true
		st.Message = described + "."
		if a.Level.Reply.Kind == ReplyNone {
			ans := a.Answer(rules.NoMove)
			st.NeedsReply, st.AfterReply, st.Outcome = false, ans.AfterReply, ans.Outcome
			if ans.Message != "" {
				st.Message = ans.Message
			}
		}
	}
	return st, nil
}

func (a *Attempt) finish(st *Step, o Outcome, msg string) {
	a.outcome = o
	st.Outcome = o
	if o == Solved {
		a.stars = a.Level.StarsFor(a.moves)
		if a.hinted {
			a.stars = min(a.stars, HintedStars)
		}
		st.Stars = a.stars
		msg = a.Level.Done
		if msg == "" {
			msg = i18n.L("Well done!")
		}
	}
	st.Message = msg
}

// ReplyJob returns the work of finding the opponent's answer, on a copy of the position:
// it may run on any goroutine. It returns NoMove for a pass.
func (a *Attempt) ReplyJob() func() rules.Move {
	pos := a.pos.Clone()
	r := a.Level.Reply
	var scripted rules.Move
	if r.Kind == ReplyScript && a.script < len(r.Moves) {
		if m, err := pos.ParseCoordinate(r.Moves[a.script]); err == nil && pos.IsLegal(m) {
			scripted = m
		}
	}
	return func() rules.Move {
		switch {
		case r.Kind == ReplyNone:
			return rules.NoMove
		case scripted != rules.NoMove:
			return scripted
		}
		return engineReply(pos, r.Depth)
	}
}

// engineReply is the best move of a fixed-depth search from a fresh engine, so the same
// position always gets the same answer (the tests' proofs rely on it).
func engineReply(pos *rules.Position, depth int) rules.Move {
	e := engine.New(engine.Options{Level: 6, HashMB: 1})
	return e.Search(context.Background(), pos, engine.Limits{Depth: depth}, nil).Move
}

// Answer plays the opponent's reply (NoMove: a pass) and says where the level stands.
func (a *Attempt) Answer(reply rules.Move) Step {
	st := Step{After: a.pos.Clone(), Reply: reply}
	a.waiting = false
	if a.Level.Reply.Kind == ReplyScript && a.script < len(a.Level.Reply.Moves) {
		if reply.String() == a.Level.Reply.Moves[a.script] {
			a.script++
		} else {
			a.script = len(a.Level.Reply.Moves) // the player left the script: the engine answers
		}
	}
	var ownBefore int
	for k := rules.Pawn; k <= rules.Kwagga; k++ {
		ownBefore += a.pos.Count(a.us, k)
	}
	described := ""
	if reply == rules.NoMove {
		a.pos.MakeNullMove()
	} else {
		described = words.Move(a.pos, reply)
		a.pos.MakeMove(reply)
	}
	st.AfterReply = a.pos.Clone()
	ownAfter := 0
	for k := rules.Pawn; k <= rules.Kwagga; k++ {
		ownAfter += a.pos.Count(a.us, k)
	}
	switch status := a.pos.Status(); {
	case status.Lost():
		a.finish(&st, Failed, i18n.L("The opponent answers: {{.Move}}. You have lost this one.", i18n.Args{"Move": described}))
	case status == rules.Stalemate:
		a.finish(&st, Failed, i18n.L("The opponent answers: {{.Move}}. You have no move left: stalemate, a draw.", i18n.Args{"Move": described}))
	case a.Level.Keep && ownAfter < ownBefore:
		a.finish(&st, Failed, i18n.L("The opponent answers: {{.Move}}. You were to keep all your pieces.", i18n.Args{"Move": described}))
	case reply != rules.NoMove:
		st.Message = i18n.L("The opponent answers: {{.Move}}.", i18n.Args{"Move": described})
	}
	st.Outcome = a.outcome
	return st
}
