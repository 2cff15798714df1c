package engine

import (
	"context"
	"fmt"
	"math"
	"sync"

	"siegeworks/rules"
)

// Player chooses moves in a game.
type Player interface {
	// Move returns a legal move for the side to move and its score for
	// that side (0 when unknown).
	Move(g *rules.Game) (rules.Move, int)
	NewGame()
}

// EnginePlayer plays with an Engine under fixed limits.
type EnginePlayer struct {
	E      *Engine
	Limits Limits
}

func (p *EnginePlayer) Move(g *rules.Game) (rules.Move, int) {
	r := p.E.Search(context.Background(), g.Position(), p.Limits, nil)
	return r.Move, r.Score
}

func (p *EnginePlayer) NewGame() { p.E.NewGame() }

// RandomPlayer plays uniformly random legal moves.
type RandomPlayer struct{ rng *splitmixRNG }

// NewRandomPlayer makes a random mover with a seed.
func NewRandomPlayer(seed uint64) *RandomPlayer { return &RandomPlayer{splitmix(seed)} }

func (p *RandomPlayer) Move(g *rules.Game) (rules.Move, int) {
	var ml rules.MoveList
	g.Position().GenerateLegal(&ml)
	if ml.Len() == 0 {
		return rules.NoMove, 0
	}
	return ml.At(int(p.rng.next() % uint64(ml.Len()))), 0
}

func (p *RandomPlayer) NewGame() {}

// Opening is a short move sequence from the variant's start position.
type Opening []rules.Move

// Openings makes n varied openings: a few random plies from the start,
// kept only when a shallow search finds the position roughly balanced.
func Openings(v *rules.Variant, n int, plies int, seed uint64) []Opening {
	return OpeningsAfter(v, nil, n, plies, seed)
}

// OpeningsAfter makes n varied openings as Openings does, each starting
// with one of the base lines (taken in turn: opening i starts with base line
// i mod len(base)) and going on with the random
// plies; with no base lines they start from the start position.
func OpeningsAfter(v *rules.Variant, base []Opening, n int, plies int, seed uint64) []Opening {
	rng := splitmix(seed*0x2545F4914F6CDD1D + 17)
	judge := New(Options{Level: MaxLevel, HashMB: 2})
	var out []Opening
	seen := map[uint64]bool{}
	for tries := 0; len(out) < n && tries < n*50; tries++ {
		pos := rules.NewPosition(v)
		var op Opening
		if len(base) > 0 {
			op = append(op, base[len(out)%len(base)]...)
			for _, m := range op {
				pos.MakeMove(m)
			}
		}
		ok := true
		for i := 0; i < plies; i++ {
			var ml rules.MoveList
			pos.GenerateLegal(&ml)
			if ml.Len() == 0 {
				ok = false
				break
			}
			m := ml.At(int(rng.next() % uint64(ml.Len())))
			pos.MakeMove(m)
			op = append(op, m)
		}
		if !ok || seen[pos.Hash()] {
			continue
		}
		r := judge.Search(context.Background(), pos, Limits{Depth: 4, Nodes: 20000}, nil)
		if r.Move == rules.NoMove || abs(r.Score) > 80 {
			continue
		}
		seen[pos.Hash()] = true
		out = append(out, op)
	}
	return out
}

// GameResult is one finished game.
type GameResult struct {
	Result rules.Result
	Reason string
	Plies  int
}

// PlayGame plays a game from the opening; maxPlies ends it as a draw. A
// side that reports a score of at least 1500 for itself while the other
// reports at most -1500 for 8 consecutive plies is adjudicated the winner.
// An illegal move from a player is an error.
func PlayGame(v *rules.Variant, op Opening, white, black Player, maxPlies int) (GameResult, error) {
	g := rules.NewGame(v)
	for _, m := range op {
		if err := g.Play(m); err != nil {
			return GameResult{}, err
		}
	}
	white.NewGame()
	black.NewGame()
	streak, lastSign := 0, 0
	for !g.Over() {
		if _, ok := g.ClaimableDraw(); ok {
			if err := g.ClaimDraw(); err != nil {
				return GameResult{}, err
			}
			break
		}
		if g.Ply() >= maxPlies {
			return GameResult{Result: rules.ResultDraw, Reason: "move limit", Plies: g.Ply()}, nil
		}
		p := white
		us := g.Position().SideToMove()
		if us == rules.Black {
			p = black
		}
		m, score := p.Move(g)
		if m == rules.NoMove {
			return GameResult{}, fmt.Errorf("player returned no move in %s", g.Position().FEN())
		}
		if err := g.Play(m); err != nil {
			return GameResult{}, fmt.Errorf("illegal move %s in %s: %v", m, g.PositionAt(g.Ply()).FEN(), err)
		}
		// Adjudication (scores turned to White's view).
		ws := score
		if us == rules.Black {
			ws = -score
		}
		sign := 0
		if ws >= 1500 {
			sign = 1
		} else if ws <= -1500 {
			sign = -1
		}
		if sign != 0 && sign == lastSign {
			streak++
		} else {
			streak = 0
		}
		lastSign = sign
		if streak >= 8 {
			r := rules.ResultWhiteWins
			if sign < 0 {
				r = rules.ResultBlackWins
			}
			return GameResult{Result: r, Reason: "adjudicated", Plies: g.Ply()}, nil
		}
	}
	r, why := g.Result()
	return GameResult{Result: r, Reason: string(why), Plies: g.Ply()}, nil
}

// MatchResult counts a match from player A's point of view.
type MatchResult struct {
	Wins, Draws, Losses int
	Games               int
	Plies               int
}

// Score is A's points ratio.
func (r MatchResult) Score() float64 {
	if r.Games == 0 {
		return 0
	}
	return (float64(r.Wins) + float64(r.Draws)/2) / float64(r.Games)
}

// Elo is the rating difference the score corresponds to.
func (r MatchResult) Elo() float64 {
	s := r.Score()
	if s <= 0 {
		return -999
	}
	if s >= 1 {
		return 999
	}
	return -400 * math.Log10(1/s-1)
}

// RunMatch plays games between A and B (made fresh per worker by the
// factories), each opening twice with colours swapped, on `workers`
// goroutines. progress (if set) is called after every game.
func RunMatch(v *rules.Variant, openings []Opening, games, workers int, newA, newB func(worker int) Player, maxPlies int, progress func(MatchResult)) (MatchResult, error) {
	if workers < 1 {
		workers = 1
	}
	type job struct {
		op    Opening
		aIsWh bool
	}
	jobs := make(chan job)
	var mu sync.Mutex
	var res MatchResult
	var firstErr error
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			a, b := newA(w), newB(w)
			for j := range jobs {
				white, black := a, b
				if !j.aIsWh {
					white, black = b, a
				}
				gr, err := PlayGame(v, j.op, white, black, maxPlies)
				mu.Lock()
				if err != nil {
					if firstErr == nil {
						firstErr = err
					}
					mu.Unlock()
					continue
				}
				res.Games++
				res.Plies += gr.Plies
				switch {
				case gr.Result == rules.ResultDraw:
					res.Draws++
				case (gr.Result == rules.ResultWhiteWins) == j.aIsWh:
					res.Wins++
				default:
					res.Losses++
				}
				if progress != nil {
					progress(res)
				}
				mu.Unlock()
			}
		}(w)
	}
	for i := 0; i < games; i++ {
		if len(openings) == 0 {
			break
		}
		jobs <- job{op: openings[(i/2)%len(openings)], aIsWh: i%2 == 0}
	}
	close(jobs)
	wg.Wait()
	return res, firstErr
}
