package learn

import (
	"siegeworks/rules"
)

// solver searches for the shortest line of the player's moves that reaches a level's goal,
// with the opponent answering as the level says. It backs the hint button, and the tests
// use it to prove that every level can be solved within its target.
type solver struct {
	budget  int                   // nodes left
	replies map[uint64]rules.Move // the opponent's answers are deterministic: computed once
	failed  map[solveKey]int      // states already shown unsolvable in that many moves
	// allow, when set, limits the player's moves the search tries (the tests use it to
	// prove a level solvable with only the rules its intros have stated).
	allow func(p *rules.Position, m rules.Move) bool
}

type solveKey struct {
	hash   uint64
	pr     progress
	script int
}

// Solve finds a shortest solution from the start of the level within maxMoves of the
// player's moves, looking at no more than budget positions. ok is false when there is
// none (or the budget ran out first).
func (l *Level) Solve(maxMoves, budget int) (line []rules.Move, ok bool) {
	return l.Start().Solve(maxMoves, budget)
}

// Solve finds a shortest way to the goal from where the attempt stands.
func (a *Attempt) Solve(maxMoves, budget int) ([]rules.Move, bool) {
	return a.solveUsing(maxMoves, budget, nil)
}

// solveUsing is Solve with the player's moves limited to those allow accepts (all when nil).
func (a *Attempt) solveUsing(maxMoves, budget int, allow func(p *rules.Position, m rules.Move) bool) ([]rules.Move, bool) {
	if a.outcome != Playing || a.waiting {
		return nil, false
	}
	s := &solver{budget: budget, replies: map[uint64]rules.Move{}, failed: map[solveKey]int{}, allow: allow}
	for depth := 1; depth <= maxMoves; depth++ {
		if line, ok := s.search(a, depth); ok {
			return line, true
		}
		if s.budget <= 0 {
			return nil, false
		}
	}
	return nil, false
}

// HintJob returns the hint's search on a copy of the attempt — the first move of a shortest
// solution from here, NoMove when none is found within the level's limit. It may run on any
// goroutine while the attempt goes on. Asking for it counts as taking a hint: the attempt
// earns at most HintedStars.
func (a *Attempt) HintJob() func() rules.Move {
	a.hinted = true
	b := a.clone()
	return func() rules.Move {
		line, ok := b.Solve(b.Level.Limit-b.moves, hintBudget)
		if !ok || len(line) == 0 {
			return rules.NoMove
		}
		return line[0]
	}
}

// hintBudget bounds a hint's search: a fraction of a second on any level.
const hintBudget = 200000

func (s *solver) search(a *Attempt, depth int) ([]rules.Move, bool) {
	key := solveKey{a.pos.Hash(), a.pr, a.script}
	if d, seen := s.failed[key]; seen && d >= depth {
		return nil, false
	}
	var ml rules.MoveList
	a.pos.GenerateLegal(&ml)
	moves := orderForGoal(a, ml.Slice())
	for _, m := range moves {
		if s.budget <= 0 {
			return nil, false
		}
		s.budget--
		if a.Refusal(m) != "" || (s.allow != nil && !s.allow(a.pos, m)) {
			continue
		}
		next := a.clone()
		st, err := next.Play(m)
		if err != nil {
			continue
		}
		if st.NeedsReply {
			st = next.Answer(s.reply(next))
		}
		switch next.outcome {
		case Solved:
			return []rules.Move{m}, true
		case Failed:
			continue
		}
		if depth > 1 {
			if rest, ok := s.search(next, depth-1); ok {
				return append([]rules.Move{m}, rest...), true
			}
		}
	}
	if s.budget > 0 {
		s.failed[key] = depth
	}
	return nil, false
}

// reply is the opponent's answer in the attempt's position, from the cache when known.
func (s *solver) reply(a *Attempt) rules.Move {
	key := a.pos.Hash() ^ uint64(a.script)*0x9e3779b97f4a7c15
	if m, ok := s.replies[key]; ok {
		return m
	}
	m := a.ReplyJob()()
	s.replies[key] = m
	return m
}

func (a *Attempt) clone() *Attempt {
	b := *a
	b.pos = a.pos.Clone()
	return &b
}

// orderForGoal tries first the moves most likely to matter: captures and moves with side
// effects, so shallow solutions are found early and hints look natural.
func orderForGoal(a *Attempt, moves []rules.Move) []rules.Move {
	out := make([]rules.Move, 0, len(moves))
	var quiet []rules.Move
	for _, m := range moves {
		if a.pos.IsCapture(m) || m.Kind() != rules.Normal {
			out = append(out, m)
		} else {
			quiet = append(quiet, m)
		}
	}
	return append(out, quiet...)
}
