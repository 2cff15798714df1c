package study

import (
	"context"
	"errors"
	"fmt"
	"time"

	"siegeworks/engine"
	"siegeworks/i18n"
	"siegeworks/rules"
)

// Judgement is what a review says about a move.
type Judgement int

const (
	Good Judgement = iota
	Inaccuracy
	Mistake
	Blunder
)

// Name is the judgement in players' words, in English: the comment a reviewed PGN keeps.
func (j Judgement) Name() string {
	return [...]string{"", "Inaccuracy", "Mistake", "Blunder"}[j]
}

// NAG is the PGN annotation glyph number: ?! 6, ? 2, ?? 4.
func (j Judgement) NAG() int { return [...]int{0, 6, 2, 4}[j] }

// Glyph is the mark in the move list: "?!", "?", "??".
func (j Judgement) Glyph() string { return rules.NAGGlyph(j.NAG()) }

func judgementOfNAG(nag int) Judgement {
	switch nag {
	case 6:
		return Inaccuracy
	case 2:
		return Mistake
	case 4:
		return Blunder
	}
	return Good
}

// Loss thresholds in winning chance (lichess's).
const (
	inaccuracyLoss = 0.10
	mistakeLoss    = 0.20
	blunderLoss    = 0.30
)

// MoveReview is the review of one move.
type MoveReview struct {
	Judgement Judgement
	// Better is the move the search preferred in the position before, in display notation
	// ("" when the move played was the choice or no better move is known).
	Better string
	// Loss is the winning chance the move gave away, for the side that made it.
	Loss float64
}

// Review is the computer's look at a whole game.
type Review struct {
	Variant *rules.Variant
	// Evals[i] evaluates the position after i moves (Evals[0] the start), White's view.
	Evals []Eval
	// Moves[i] is the review of move i+1.
	Moves []MoveReview
}

// ReviewOptions bound the search of each position.
type ReviewOptions struct {
	Nodes    uint64        // per position (deterministic; used by tests and tools)
	MoveTime time.Duration // per position (used by the app)
	HashMB   int
	Threads  int // search threads (0: one; a node-limited review is single-threaded anyway)
}

// ErrCancelled is returned when the context ends a review.
var ErrCancelled = errors.New("review cancelled")

// ReviewGame analyses every position of the game within the budget and judges each move by
// the winning chance it lost. progress is told after each position (done of total).
func ReviewGame(ctx context.Context, g *rules.Game, o ReviewOptions, progress func(done, total int)) (*Review, error) {
	if o.HashMB == 0 {
		o.HashMB = 32
	}
	v := g.Variant()
	e := engine.New(engine.Options{Level: 8, HashMB: o.HashMB, Threads: o.Threads})
	n := g.Ply()
	r := &Review{Variant: v, Evals: make([]Eval, n+1), Moves: make([]MoveReview, n)}
	best := make([]rules.Move, n+1)
	for i := 0; i <= n; i++ {
		if ctx.Err() != nil {
			return nil, ErrCancelled
		}
		pos := g.PositionAt(i)
		if ev, over := finalEval(pos); over {
			r.Evals[i] = ev
		} else {
			res := e.Hint(ctx, pos, engine.Limits{Nodes: o.Nodes, MoveTime: o.MoveTime}, nil)
			if ctx.Err() != nil {
				return nil, ErrCancelled
			}
			r.Evals[i] = whiteEval(pos, res.Score)
			best[i] = res.Move
		}
		if progress != nil {
			progress(i+1, n+1)
		}
	}
	moves := g.Moves()
	for i := 0; i < n; i++ {
		pos := g.PositionAt(i)
		chance := func(e Eval) float64 {
			c := e.WhiteChance(v)
			if pos.SideToMove() == rules.Black {
				c = 1 - c
			}
			return c
		}
		loss := chance(r.Evals[i]) - chance(r.Evals[i+1])
		mr := MoveReview{Loss: max(loss, 0)}
		if moves[i] != best[i] && best[i] != rules.NoMove {
			switch {
			case loss >= blunderLoss:
				mr.Judgement = Blunder
			case loss >= mistakeLoss:
				mr.Judgement = Mistake
			case loss >= inaccuracyLoss:
				mr.Judgement = Inaccuracy
			}
			if mr.Judgement != Good {
				mr.Better = pos.SAN(best[i])
			}
		}
		r.Moves[i] = mr
	}
	return r, nil
}

// Count is how many moves of a side got the judgement.
func (r *Review) Count(side rules.Color, j Judgement, start *rules.Position) int {
	n := 0
	for i, m := range r.Moves {
		c := start.SideToMove()
		if i%2 == 1 {
			c = c.Other()
		}
		if c == side && m.Judgement == j {
			n++
		}
	}
	return n
}

// Annotate writes the review into the game's annotations: each move's evaluation, and for a
// judged move its NAG, the judgement in words and the better move as a variation.
func (r *Review) Annotate(g *rules.Game) {
	for i := range r.Moves {
		ev := r.Evals[i+1]
		a := rules.Annotation{HasEval: true, Eval: ev.CP, Mate: ev.Mate}
		if m := r.Moves[i]; m.Judgement != Good {
			a.NAG = m.Judgement.NAG()
			a.Comment = m.Judgement.Name() + "."
			if m.Better != "" {
				a.Comment += fmt.Sprintf(" %s was best.", m.Better)
				a.Better = m.Better
			}
		}
		g.SetAnnotation(i+1, a)
	}
}

// FromAnnotations reads a review back from a game's annotations (a reviewed PGN); ok is
// false when some move has no evaluation.
func FromAnnotations(g *rules.Game) (*Review, bool) {
	n := g.Ply()
	if n == 0 {
		return nil, false
	}
	r := &Review{Variant: g.Variant(), Evals: make([]Eval, n+1), Moves: make([]MoveReview, n)}
	for i := 1; i <= n; i++ {
		a := g.Annotation(i)
		if !a.HasEval {
			return nil, false
		}
		r.Evals[i] = Eval{CP: a.Eval, Mate: a.Mate}
		if a.Mate != 0 {
			cp := capCP * pawn(g.Variant()) / 100
			r.Evals[i].CP = cp
			if a.Mate < 0 {
				r.Evals[i].CP = -cp
			}
		}
		r.Moves[i-1] = MoveReview{Judgement: judgementOfNAG(a.NAG), Better: a.Better}
	}
	// The start position's evaluation is not in the record: the first move's stands in.
	r.Evals[0] = r.Evals[1]
	return r, true
}

// Summary is each side's count of judged moves in words, White first:
// "White: 1 inaccuracy, 0 mistakes, 2 blunders".
func (r *Review) Summary(start *rules.Position) []string {
	counts := func(side rules.Color) i18n.Args {
		i, m, b := r.Count(side, Inaccuracy, start), r.Count(side, Mistake, start), r.Count(side, Blunder, start)
		return i18n.Args{
			"Inaccuracies": i18n.N("{{.Count}} inaccuracies", i, i18n.Args{"Count": i}),
			"Mistakes":     i18n.N("{{.Count}} mistakes", m, i18n.Args{"Count": m}),
			"Blunders":     i18n.N("{{.Count}} blunders", b, i18n.Args{"Count": b}),
		}
	}
	return []string{
		i18n.L("White: {{.Inaccuracies}}, {{.Mistakes}}, {{.Blunders}}", counts(rules.White)),
		i18n.L("Black: {{.Inaccuracies}}, {{.Mistakes}}, {{.Blunders}}", counts(rules.Black)),
	}
}
