// Package engine is Siegeworks' computer opponent for every variant of
// docs/RULES.md: an iterative-deepening principal variation search with a
// transposition table, quiescence search over every kind of capture of every
// variant, and a hand-built, self-play tuned evaluation per variant, which
// at full strength in chess a small learned network corrects. It imports
// only the rules package.
//
// An Engine is made once (per game window, or per computer player) and runs
// one search at a time, in the caller's goroutine:
//
//	e := engine.New(engine.Options{Level: 5, HashMB: 16, Seed: 1})
//	res := e.Search(ctx, game.Position(), engine.Limits{MoveTime: time.Second}, nil)
//	// res.Move is legal in the position (NoMove only if there is none).
//
// Cancel with the context or with Stop; the search returns within a
// millisecond or two with the best move found so far.
//
//   - Options choose the level, from MinLevel (made to be beaten by a
//     beginner) to MaxLevel (full strength; see Levels), the hash size and
//     the seed of the low levels' deliberate mistakes. SetLevel, SetHash and
//     SetSeed change them; NewGame forgets what earlier searches learnt.
//   - Limits bound a search by move time, clock, depth or nodes; with none
//     the level's own time applies. Limits.MultiPV asks for several lines.
//   - The info callback gets an Info (depth, score, nodes, PV) after every
//     iteration; the Result has the move, its score, the PV and the lines.
//   - Hint searches at MaxLevel whatever the engine's level; Evaluate is the
//     static evaluation. LoadNetwork and UseBuiltInNetwork choose the
//     learned evaluation full strength plays chess with.
//   - Players (EnginePlayer, RandomPlayer, BeginnerPlayer) play games with
//     PlayGame and matches with RunMatch from Openings; Params holds the
//     evaluation weights (DefaultParamsFor), which Tune sets by self-play
//     (SPSA) and TexelTune by Texel's method, from the positions SelfPlay
//     collects (TUNING.md).
//
// Inside, engine.go is the API above; iterate.go runs one search's
// iterations and root.go the root moves in each; human.go is the low
// levels' choice among them. searcher.go holds a search's state, grouped
// by purpose; search.go searches a node as a sequence of steps,
// search_prune.go decides what is pruned, reduced or extended, with every
// margin named and explained in margins.go; ordering.go orders the moves,
// qsearch.go resolves captures at the horizon, see.go plays out exchanges,
// tt.go is the transposition table, eval.go the evaluation and evalcache.go
// keeps the evaluations a searcher has computed; nnue.go is the learned
// correction (chess.nnue, trained by nnue_train.go), its kernels in
// nnue_amd64.s. README.md has the measurements behind the choices, SPRT.md
// every change's match against the version before it, NETWORK.md the
// learned correction's rounds and TUNING.md the weight tunings.
package engine
