package engine

import (
	"errors"
	"fmt"
	"sync"

	"siegeworks/rules"
)

// SelfPlayConfig drives the collection of positions for the evaluation
// tuner (Texel's method, texel.go): full-strength self-play at a node limit
// per move, from varied openings.
type SelfPlayConfig struct {
	Variant      *rules.Variant
	Games        int
	Nodes        uint64 // per move
	OpeningPlies int    // random plies of each opening (engine.Openings)
	Workers      int
	Seed         uint64
	Start        Params // the weights both sides play with, unless Network is set
	// Network, when set, is called on each engine SelfPlay makes, to give it
	// a learned evaluation of chess (LoadNetwork, UseBuiltInNetwork); then
	// both sides play with it beside the variant's default weights, as level
	// 8 does, and Start is not used. Scores from a search with the network
	// are better targets for the next network than the hand-written
	// evaluation's.
	Network func(*Engine) error
}

// selfPlayMaxPlies ends a self-play game as a draw; few games get there.
const selfPlayMaxPlies = 300

// SelfPlayPosition is a position kept by SelfPlay and the search's score
// of it, in centipawns from White's view.
type SelfPlayPosition struct {
	FEN   string
	Score int
}

// SelfPlay plays cfg.Games games and reports, after each, the positions
// worth learning from and the game's result (emit is called from one
// goroutine at a time). A position is kept when the side to move is not in
// check and the engine's move there is quiet (no capture, shot, promotion or
// other noisy move) with a score short of a mate: then the static evaluation
// is the thing to judge, with no exchange under way that it cannot see.
//
// Each game has an opening of its own. Both sides are the same engine at
// the same node limit, so an opening played again with the colours swapped
// would be the same game move for move: its positions would count twice,
// and a held-out game would have its twin among the training positions.
func SelfPlay(cfg SelfPlayConfig, emit func(kept []SelfPlayPosition, r rules.Result)) error {
	ops := Openings(cfg.Variant, cfg.Games, cfg.OpeningPlies, cfg.Seed)
	if len(ops) == 0 {
		return fmt.Errorf("no openings for %s", cfg.Variant.ID)
	}
	jobs := make(chan int)
	var mu sync.Mutex
	var firstErr error
	var wg sync.WaitGroup
	for w := 0; w < max(cfg.Workers, 1); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var kept []SelfPlayPosition
			params := cfg.Start
			mk := func() (*recorder, error) {
				var e *Engine
				if cfg.Network == nil {
					e = New(Options{HashMB: 8, Params: &params})
				} else {
					e = New(Options{HashMB: 8}) // the network goes with the default weights
					if err := cfg.Network(e); err != nil {
						return nil, err
					}
				}
				return &recorder{inner: &EnginePlayer{E: e, Limits: Limits{Nodes: cfg.Nodes}}, kept: &kept}, nil
			}
			a, errA := mk()
			b, errB := mk()
			if err := errors.Join(errA, errB); err != nil {
				mu.Lock()
				if firstErr == nil {
					firstErr = err
				}
				mu.Unlock()
				for range jobs { // the other workers play the games
				}
				return
			}
			for i := range jobs {
				kept = kept[:0]
				gr, err := PlayGame(cfg.Variant, ops[i%len(ops)], a, b, selfPlayMaxPlies)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				if err == nil {
					emit(kept, gr.Result)
				}
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < cfg.Games; i++ {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	return firstErr
}

// recorder is a Player that notes the quiet positions it moves in.
type recorder struct {
	inner Player
	kept  *[]SelfPlayPosition
}

// mateLike: scores this large are mates or wins the evaluation does not
// explain; such positions teach the weights nothing.
const mateLike = 3000

func (r *recorder) Move(g *rules.Game) (rules.Move, int) {
	m, score := r.inner.Move(g)
	pos := g.Position()
	if m != rules.NoMove && !pos.InCheck() && !pos.IsNoisy(m) && abs(score) < mateLike {
		white := score
		if pos.SideToMove() == rules.Black {
			white = -score
		}
		*r.kept = append(*r.kept, SelfPlayPosition{pos.FEN(), white})
	}
	return m, score
}

func (r *recorder) NewGame() { r.inner.NewGame() }
