package match

import (
	"fmt"
	"math"
	"slices"
	"sync"

	"siegeworks/rules"
)

// Config is a match between players A and B: each opening is played twice, A with White
// first, then with the colours swapped (a pair). Each of the Concurrency workers makes its
// own players (its own engines, its own processes) with NewA and NewB.
type Config struct {
	Variant  *rules.Variant
	Openings []Opening
	// Pairs is the game pairs at most; the openings are used in turn, but a node-limited
	// match plays each opening once (see PlayablePairs).
	Pairs       int
	Concurrency int
	NewA, NewB  func(worker int) (Player, error)
	Game        GameOptions
	// SPRT, when set, stops the match when its LLR crosses a bound (the pairs already
	// being played are finished and counted).
	SPRT *SPRT
	// OnGame, when set, is called after every game, one call at a time, with the tally
	// so far.
	OnGame func(Finished, Tally)
	// Resume, when set, is an earlier run of this match (ReadResumed): its pairs are counted
	// from the start, the rounds are numbered on from its last, and every game must be
	// between the players it names (a match of other players stops with an error). The
	// Openings should leave out the ones it played (Resumed.Played).
	Resume *Resumed
}

// Finished is a game of a match.
type Finished struct {
	Played
	Round        int // 1-based game number: pair i has rounds 2i+1 and 2i+2
	Opening      Opening
	AWhite       bool
	White, Black string
}

// Tally counts a match from A's point of view.
type Tally struct {
	Wins, Draws, Losses int
	// Pairs counts the finished pairs by A's points in them: 0, ½, 1, 1½, 2.
	Pairs     [5]int
	MoveLimit int // draws at the ply cap
	// Alike counts the pairs whose two games went move for move the same, each
	// player making the other's moves with the colours swapped. Deterministic players
	// (a node limit) that search alike do that; when every pair does, the two are
	// likely one program, and the SPRT, finding no variance, accepts H0 at once.
	Alike  int
	Faults int // games lost (or drawn against bare material) on time or by a player's fault
	// Plies counts the moves played after the openings, in the games played now; Resumed is
	// the games counted from an earlier run (Config.Resume), whose openings' lengths the
	// PGN does not say.
	Plies, Resumed int
	// Decided is the SPRT's verdict when it stopped the match ("H1 accepted" or "H0
	// accepted"; empty when it did not), and DecidedAt the games finished then. The pairs
	// other workers were playing at that moment are still counted, which can move the LLR
	// back inside its bounds, but the test decided when it crossed, as in fishtest.
	Decided   string
	DecidedAt int
}

// Games is the number of finished games.
func (t Tally) Games() int { return t.Wins + t.Draws + t.Losses }

// Estimate is the Elo difference with its error bar from the pairs (pentanomial) when
// there are at least two, from the games (trinomial) otherwise.
func (t Tally) Estimate() (Estimate, string) {
	if n := t.pairCount(); n >= 2 {
		return EstimateFrom(t.Pairs[:], PentanomialScores), "pentanomial"
	}
	return EstimateFrom([]int{t.Losses, t.Draws, t.Wins}, TrinomialScores), "trinomial"
}

// SPRTMinPairs: the SPRT decides only after this many pairs. Its log likelihood ratio is
// a normal approximation whose variance comes from the pairs themselves: after one or two
// pairs won 2-0 the variance is nearly nil and the ratio is past the bound (one won game
// gave 2.87 against a bound of 2.94), which says nothing about the change. Fishtest never
// meets this because its first batches are hundreds of games.
const SPRTMinPairs = 20

// LLR is the SPRT's log likelihood ratio, from the pairs when there are any.
func (t Tally) LLR(s SPRT) float64 {
	if t.pairCount() > 0 {
		return s.LLR(t.Pairs[:], PentanomialScores)
	}
	return s.LLR([]int{t.Losses, t.Draws, t.Wins}, TrinomialScores)
}

func (t Tally) pairCount() int {
	n := 0
	for _, c := range t.Pairs {
		n += c
	}
	return n
}

// Line is the result line: W/D/L, score, Elo with its 95% error bar, LOS and what ended
// games other than the board.
func (t Tally) Line() string {
	e, model := t.Estimate()
	n := t.Games()
	pts := float64(t.Wins) + float64(t.Draws)/2
	elo := fmt.Sprintf("Elo %+.1f ± %.1f (95%%, %s)", e.Elo, e.Error, model)
	if math.IsInf(e.Elo, 0) || math.IsNaN(e.Error) || math.IsInf(e.Error, 0) {
		elo = fmt.Sprintf("Elo %+.1f (95%%: %+.1f to %+.1f, %s)", e.Elo, e.Lo, e.Hi, model)
	}
	s := fmt.Sprintf("+%d =%d -%d  score %.1f/%d (%.1f%%)  %s  LOS %.1f%%",
		t.Wins, t.Draws, t.Losses, pts, n, 100*pts/float64(max(n, 1)), elo, 100*e.LOS)
	if t.MoveLimit > 0 {
		s += fmt.Sprintf("  move-limit draws %d", t.MoveLimit)
	}
	if t.Faults > 0 {
		s += fmt.Sprintf("  forfeits %d", t.Faults)
	}
	if t.Alike > 0 {
		s += fmt.Sprintf("  pairs played alike %d of %d", t.Alike, t.pairCount())
		if t.Alike == t.pairCount() {
			s += " (the players may be one program)"
		}
	}
	return s
}

// PlayablePairs is the pairs the match plays at most: Pairs, but in a node-limited match
// no more than there are openings. Its players think alike each time they meet a position,
// so an opening played again replays its pair move for move: counting the same two games
// again and again would make the Elo error bar and the SPRT's ratio claim far more than the
// match measured (a Turret run of 3,191 games had played 736 different ones).
func (c Config) PlayablePairs() int {
	if c.Game.TC.Nodes > 0 {
		return min(c.Pairs, len(c.Openings))
	}
	return c.Pairs
}

// aHalfPoints is player A's half-points from a game's result.
func aHalfPoints(res rules.Result, aWhite bool) int {
	switch {
	case res == rules.ResultDraw:
		return 1
	case (res == rules.ResultWhiteWins) == aWhite:
		return 2
	}
	return 0
}

// Run plays the match. An error is one that stops the whole match (a player that cannot
// be made, an illegal opening); a player's failure in a game only loses that game.
func Run(cfg Config) (Tally, error) {
	workers := max(cfg.Concurrency, 1)
	if len(cfg.Openings) == 0 && cfg.Pairs > 0 {
		return Tally{}, fmt.Errorf("no openings")
	}
	var (
		mu       sync.Mutex
		tally    Tally
		rounds   int // rounds of an earlier run, numbered on from
		names    [2]string
		firstErr error
		stopOnce sync.Once
		wg       sync.WaitGroup
	)
	if cfg.Resume != nil {
		tally, rounds, names = cfg.Resume.Tally, cfg.Resume.LastRound+cfg.Resume.LastRound%2, cfg.Resume.Names
	}
	stop := make(chan struct{})
	halt := func(err error) {
		mu.Lock()
		if err != nil && firstErr == nil {
			firstErr = err
		}
		mu.Unlock()
		stopOnce.Do(func() { close(stop) })
	}
	jobs := make(chan int)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			a, err := cfg.NewA(w)
			if err != nil {
				halt(err)
				return
			}
			defer a.Close()
			b, err := cfg.NewB(w)
			if err != nil {
				halt(err)
				return
			}
			defer b.Close()
			for i := range jobs {
				// No new pair once the SPRT has decided: only the pairs already under
				// way then are finished, at most one per other worker.
				mu.Lock()
				decided := tally.Decided != ""
				mu.Unlock()
				if decided {
					return
				}
				op := cfg.Openings[i%len(cfg.Openings)]
				points := 0 // A's half-points in the pair
				var firstMoves []rules.Move
				for k, aWhite := range []bool{true, false} {
					white, black := a, b
					if !aWhite {
						white, black = b, a
					}
					p, err := PlayGame(cfg.Variant, op, white, black, cfg.Game)
					if err != nil {
						halt(err)
						return
					}
					if cfg.Resume != nil && [2]string{a.Name(), b.Name()} != names {
						halt(fmt.Errorf("the games resumed are %s against %s; this match's players are %s and %s", names[0], names[1], a.Name(), b.Name()))
						return
					}
					res, why := p.Game.Result()
					half := aHalfPoints(res, aWhite)
					points += half
					mu.Lock()
					switch half {
					case 2:
						tally.Wins++
					case 1:
						tally.Draws++
					default:
						tally.Losses++
					}
					tally.Plies += p.Game.Ply() - len(op.Moves)
					if why == ReasonMoveLimit {
						tally.MoveLimit++
					}
					if p.Fault != "" {
						tally.Faults++
					}
					if k == 0 {
						firstMoves = p.Game.Moves()
					} else {
						tally.Pairs[points]++
						if slices.Equal(firstMoves, p.Game.Moves()) {
							tally.Alike++
						}
					}
					if cfg.OnGame != nil {
						cfg.OnGame(Finished{Played: p, Round: rounds + 2*i + k + 1, Opening: op, AWhite: aWhite, White: white.Name(), Black: black.Name()}, tally)
					}
					llr, crossed := 0.0, false
					if k == 1 && cfg.SPRT != nil {
						llr = tally.LLR(*cfg.SPRT)
						crossed = tally.pairCount() >= SPRTMinPairs && cfg.SPRT.Verdict(llr) != "inconclusive"
						if crossed && tally.Decided == "" {
							tally.Decided, tally.DecidedAt = cfg.SPRT.Verdict(llr), tally.Games()
						}
					}
					mu.Unlock()
					if crossed {
						halt(nil)
					}
				}
			}
		}(w)
	}
dispatch:
	for i := 0; i < cfg.PlayablePairs(); i++ {
		select {
		case jobs <- i:
		case <-stop:
			break dispatch
		}
	}
	close(jobs)
	wg.Wait()
	return tally, firstErr
}
