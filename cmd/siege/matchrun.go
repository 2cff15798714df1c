package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"siegeworks/engine"
	"siegeworks/match"
	"siegeworks/rules"
)

func init() {
	commands["match"] = command{"play a match with a real clock, rules-only endings, PGN, Elo ± error bar and SPRT: -variant V -white P -black P [-tc 10+0.1 | -movetime MS | -nodes N [-randplies K]] -games N [-wopt Name=Value] [-bopt Name=Value] [-sprt] [-pgn FILE] [-resume FILE] [-progress] [-concurrency C]; P is a level 1-8, random, beginner or uci:COMMAND [ARGS]", runMatch}
}

// optionList is a repeatable -wopt/-bopt flag: UCI options as Name=Value.
type optionList [][2]string

func (o *optionList) String() string { return fmt.Sprint(*o) }

func (o *optionList) Set(s string) error {
	name, value, ok := strings.Cut(s, "=")
	if !ok || strings.TrimSpace(name) == "" {
		return fmt.Errorf("option %q is not Name=Value", s)
	}
	*o = append(*o, [2]string{strings.TrimSpace(name), strings.TrimSpace(value)})
	return nil
}

// matchPlayer makes a player of a match for its description: a level, random, beginner, or
// uci: followed by a command and its arguments (split at spaces).
func matchPlayer(spec string, opts optionList, seed uint64, hashMB int) (func(int) (match.Player, error), error) {
	if cmd, ok := strings.CutPrefix(spec, "uci:"); ok {
		f := strings.Fields(cmd)
		if len(f) == 0 {
			return nil, errors.New("uci: needs a command, like uci:/usr/games/stockfish")
		}
		// A program that is not there would forfeit every game and "win" the
		// match for the other side: it is an error before the first game.
		if _, err := exec.LookPath(f[0]); err != nil {
			return nil, fmt.Errorf("uci:%s cannot be run: %v", f[0], err)
		}
		return func(int) (match.Player, error) {
			return match.NewUCIPlayer(match.UCIConfig{Command: f[0], Args: f[1:], Options: opts}), nil
		}, nil
	}
	if len(opts) > 0 {
		return nil, fmt.Errorf("options are for UCI engines, not %q", spec)
	}
	switch spec {
	case "random":
		return func(w int) (match.Player, error) {
			return &match.SimplePlayer{Label: "random mover", P: engine.NewRandomPlayer(seed*31 + uint64(w) + 7)}, nil
		}, nil
	case "beginner":
		return func(w int) (match.Player, error) {
			return &match.SimplePlayer{Label: "beginner", P: engine.NewBeginnerPlayer(seed*31 + uint64(w) + 11)}, nil
		}, nil
	}
	level, err := strconv.Atoi(spec)
	if err != nil || level < engine.MinLevel || level > engine.MaxLevel {
		return nil, fmt.Errorf("player %q is not a level %d-%d, random, beginner or uci:COMMAND", spec, engine.MinLevel, engine.MaxLevel)
	}
	return func(w int) (match.Player, error) {
		return match.NewLevelPlayer(level, seed*1000+uint64(w)*17+uint64(level), hashMB), nil
	}, nil
}

func runMatch(args []string, _ io.Reader, out io.Writer) error {
	fs := newFlags("match")
	variant := fs.String("variant", "chess", "variant identifier")
	white := fs.String("white", strconv.Itoa(engine.MaxLevel), fmt.Sprintf("first player, A (White in the first game of each opening): a level %d-%d, random, beginner, or uci:COMMAND [ARGS] for a UCI engine (e.g. uci:/usr/games/stockfish, or \"uci:/tmp/siege-old uci\" for another siege)", engine.MinLevel, engine.MaxLevel))
	black := fs.String("black", "1", "second player, B (same forms)")
	var wopt, bopt optionList
	fs.Var(&wopt, "wopt", "UCI option Name=Value for the first player, repeatable (e.g. -wopt Threads=1 -wopt Hash=64)")
	fs.Var(&bopt, "bopt", "UCI option Name=Value for the second player, repeatable (e.g. -bopt UCI_LimitStrength=true -bopt UCI_Elo=2400)")
	games := fs.Int("games", 10, "number of games, or the cap with -sprt (rounded up to even: each opening twice, colours swapped)")
	tcFlag := fs.String("tc", "", "time control seconds+increment per player, e.g. 10+0.1 (overrides -movetime)")
	movetime := fs.Int("movetime", 100, "milliseconds per move when there is no -tc")
	nodes := fs.Uint64("nodes", 0, "nodes per move and no clock (overrides -tc and -movetime): for changes that leave the speed alone, such as evaluation weights; the games then do not depend on the machine's load")
	randPlies := fs.Int("randplies", 0, "follow the openings with this many random plies a short search finds balanced, one opening per pair (up to 3000; fewer when few balanced positions are that many plies deep): a -nodes match plays each opening once, since it would replay the same games")
	margin := fs.Int("margin", 1000, "milliseconds a player may overrun its time before it is given up for hung (the game is lost on time either way)")
	// The cap is only a safety net: the 50-move rule and repetition end every
	// real game first. At 400 it cut off a won rook ending (200 moves in,
	// the last capture 6 moves before) and called it a draw.
	maxPlies := fs.Int("maxplies", 1000, "plies after which a game is drawn by \"move limit\" (a safety cap; the rules end real games first)")
	seed := fs.Uint64("seed", 1, "seed for the variants' generated openings and the low levels")
	hash := fs.Int("hash", 64, "hash table MB of each level (a UCI engine's: -wopt/-bopt Hash=N)")
	conc := fs.Int("concurrency", 1, "games played at once (each with its own engines and processes)")
	openings := fs.String("openings", "", "openings file, one a line as \"Name: moves\" (default: 30 main lines for chess, generated ones for the variants)")
	pgnFile := fs.String("pgn", "", "write every game to this PGN file")
	resume := fs.String("resume", "", "go on with the match an earlier run wrote to this PGN file (run with the same players and flags; -games counts its games too): its pairs are counted again, a node-limited match does not play its openings again, a timed one goes on with the openings it has not reached, and with -pgn naming the same file the new games are added to it")
	progress := fs.Bool("progress", false, "print each game and the result line as games finish")
	sprt := fs.Bool("sprt", false, "stop when the SPRT decides (pentanomial GSPRT, logistic Elo)")
	elo0 := fs.Float64("elo0", 0, "SPRT: Elo of H0")
	elo1 := fs.Float64("elo1", 5, "SPRT: Elo of H1")
	alpha := fs.Float64("alpha", 0.05, "SPRT: false positive rate")
	beta := fs.Float64("beta", 0.05, "SPRT: false negative rate")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *games < 1 || *movetime < 1 || *conc < 1 || *maxPlies < 1 || *margin < 0 || *hash < 1 || *randPlies < 0 {
		return errors.New("games, movetime, maxplies, hash and concurrency must be positive")
	}
	v, err := rules.VariantByID(*variant)
	if err != nil {
		return err
	}
	tc := match.TimeControl{MoveTime: time.Duration(*movetime) * time.Millisecond}
	if *tcFlag != "" {
		if tc, err = match.ParseTimeControl(*tcFlag); err != nil {
			return err
		}
	}
	if *nodes > 0 {
		tc = match.TimeControl{Nodes: *nodes}
	}
	a, err := matchPlayer(*white, wopt, *seed, *hash)
	if err != nil {
		return err
	}
	b, err := matchPlayer(*black, bopt, *seed+1, *hash)
	if err != nil {
		return err
	}
	pairs := (*games + 1) / 2
	var ops []match.Opening
	switch {
	case *openings != "":
		text, err := os.ReadFile(*openings)
		if err != nil {
			return err
		}
		if ops, err = match.ParseOpenings(v, string(text)); err != nil {
			return err
		}
	case v.ID == "chess":
		ops = match.ChessOpenings()
	case *randPlies == 0:
		ops = match.OpeningsFor(v, min(pairs, match.MaxOpenings), *seed)
	} // else: the variants' openings are the random plies alone, from the start
	if *randPlies > 0 {
		ops = match.ExtendOpenings(v, ops, min(pairs, match.MaxOpenings), *randPlies, *seed)
	}
	var resumed *match.Resumed
	if *resume != "" {
		if resumed, ops, err = resumeMatch(v, *resume, ops, tc.Nodes > 0, out); err != nil {
			return err
		}
		pairs = max(pairs-resumed.Pairs, 0)
	}
	switch {
	case len(ops) > 0 || pairs == 0:
	case resumed != nil:
		return fmt.Errorf("%s has played every opening this match has: a node-limited match plays each once (another -seed or more -randplies make others)", *resume)
	default:
		return errors.New("no opening")
	}
	var pgn *os.File
	if *pgnFile != "" {
		mode := os.O_WRONLY | os.O_CREATE | os.O_TRUNC
		if *resume != "" && sameFile(*resume, *pgnFile) {
			mode = os.O_WRONLY | os.O_APPEND
		}
		if pgn, err = os.OpenFile(*pgnFile, mode, 0o644); err != nil {
			return err
		}
		defer pgn.Close()
	}
	var test *match.SPRT
	if *sprt {
		test = &match.SPRT{Elo0: *elo0, Elo1: *elo1, Alpha: *alpha, Beta: *beta}
	}
	names := [2]string{*white, *black}
	if resumed != nil {
		names = resumed.Names
	}
	start := time.Now()
	var writeErr error
	cfg := match.Config{
		Variant: v, Openings: ops, Pairs: pairs, Concurrency: *conc, NewA: a, NewB: b,
		Game: match.GameOptions{TC: tc, MaxPlies: *maxPlies, Margin: time.Duration(*margin) * time.Millisecond},
		SPRT: test, Resume: resumed,
		OnGame: func(f match.Finished, t match.Tally) {
			if f.AWhite {
				names = [2]string{f.White, f.Black}
			}
			if pgn != nil && writeErr == nil {
				_, writeErr = pgn.WriteString(match.PGN(f, "Siegeworks match", tc, start) + "\n")
			}
			if !*progress {
				return
			}
			r, why := f.Game.Result()
			fmt.Fprintf(out, "game %d (%s, %s as White): %s %s\n", f.Round, f.Opening.Name, f.White, r, why)
			if f.Fault != "" && !strings.HasPrefix(string(why), "forfeit: ") {
				fmt.Fprintf(out, "  %s\n", f.Fault)
			}
			line := fmt.Sprintf("  after %d games: %s", t.Games(), t.Line())
			if test != nil {
				line += fmt.Sprintf("  LLR %.2f", t.LLR(*test))
			}
			fmt.Fprintln(out, line)
		},
	}
	if n := cfg.PlayablePairs(); n < pairs {
		fmt.Fprintf(out, "%s: %d openings for %d pairs; a node-limited match plays each opening once (its players would replay the same games), so it stops after %d games (more -randplies make more openings)\n",
			v.ID, len(ops), pairs, 2*n)
	}
	tally, err := match.Run(cfg)
	if err != nil {
		return err
	}
	if writeErr != nil {
		return writeErr
	}
	plies := "" // of the games played now: a resumed file does not say its openings' lengths
	if n := tally.Games() - tally.Resumed; n > 0 {
		plies = fmt.Sprintf("  %.1f plies/game", float64(tally.Plies)/float64(n))
	}
	fmt.Fprintf(out, "%s %s: %s vs %s: %s%s  %.0f s\n", v.ID, describeTC(tc), names[0], names[1], tally.Line(), plies, time.Since(start).Seconds())
	if test != nil {
		lo, hi := test.Bounds()
		llr := tally.LLR(*test)
		_, err = fmt.Fprintf(out, "SPRT elo0 %g elo1 %g alpha %g beta %g: LLR %.2f [%.2f, %.2f]  %s\n", *elo0, *elo1, *alpha, *beta, llr, lo, hi, sprtVerdict(tally))
	}
	return err
}

// sprtVerdict is the SPRT's outcome for the result line: the verdict it reached when it
// stopped the match, even when the pairs still under way then moved the LLR back inside
// its bounds (said with the game it decided at), or inconclusive at the game cap.
func sprtVerdict(tally match.Tally) string {
	switch {
	case tally.Decided == "":
		return fmt.Sprintf("inconclusive at the game cap (%d games)", tally.Games())
	case tally.DecidedAt == tally.Games():
		return tally.Decided
	}
	return fmt.Sprintf("%s after game %d (the pairs then under way are counted too)", tally.Decided, tally.DecidedAt)
}

// describeTC is the match's limit for the result line: "10+0.1", "1/0.1" or "5000 nodes".
func describeTC(tc match.TimeControl) string {
	if tc.Nodes > 0 {
		return fmt.Sprintf("%d nodes", tc.Nodes)
	}
	return tc.String()
}

// resumeMatch reads the games an earlier run of the match wrote to file and says what it
// counts. It returns the openings to play: those it did not play when the match is
// node-limited (nodeLimited), all of them otherwise, the ones played least first.
func resumeMatch(v *rules.Variant, file string, ops []match.Opening, nodeLimited bool, out io.Writer) (*match.Resumed, []match.Opening, error) {
	text, err := os.ReadFile(file)
	if err != nil {
		return nil, nil, err
	}
	r, err := match.ReadResumed(v, string(text))
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", file, err)
	}
	var left []match.Opening
	for _, op := range ops {
		if !nodeLimited || !r.Played(op) {
			left = append(left, op)
		}
	}
	if !nodeLimited {
		left = r.InTurn(left) // the openings it has not reached yet first
	}
	fmt.Fprintf(out, "resuming %s against %s from %s: %d pairs counted", r.Names[0], r.Names[1], file, r.Pairs)
	if r.Repeats > 0 {
		fmt.Fprintf(out, ", %d that played an earlier pair's games again left out", r.Repeats)
	}
	if r.Unpaired > 0 {
		fmt.Fprintf(out, ", %d games of unfinished pairs left out", r.Unpaired)
	}
	if nodeLimited {
		fmt.Fprintf(out, "; %d of %d openings not yet played", len(left), len(ops))
	}
	fmt.Fprintln(out)
	return r, left, nil
}

// sameFile reports whether two paths name one file.
func sameFile(a, b string) bool {
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(fa, fb)
}
