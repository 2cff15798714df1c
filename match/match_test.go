package match

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"siegeworks/engine"
	"siegeworks/rules"
)

func chess(t *testing.T) *rules.Variant {
	v, err := rules.VariantByID("chess")
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func randomPlayer(seed uint64) *SimplePlayer {
	return &SimplePlayer{Label: "random", P: engine.NewRandomPlayer(seed)}
}

// A short match against a UCI engine in a subprocess, two at once: every game ends by
// the rules or at the ply cap, the tally adds up, PGN comes out with the match's tags.
func TestMatchAgainstUCIEngine(t *testing.T) {
	v := chess(t)
	var pgns []string
	cfg := Config{
		Variant: v, Openings: ChessOpenings()[:2], Pairs: 2, Concurrency: 2,
		NewA: func(w int) (Player, error) { return randomPlayer(uint64(w) + 1), nil },
		NewB: func(int) (Player, error) { return fakePlayer("first"), nil },
		Game: GameOptions{TC: TimeControl{Base: 5 * time.Second, Inc: 50 * time.Millisecond}, MaxPlies: 80, Margin: time.Second},
		OnGame: func(f Finished, _ Tally) {
			if f.Fault != "" {
				t.Errorf("round %d: fault %s", f.Round, f.Fault)
			}
			pgns = append(pgns, PGN(f, "test", TimeControl{Base: 5 * time.Second, Inc: 50 * time.Millisecond}, time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC)))
		},
	}
	tally, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if tally.Games() != 4 || tally.Faults != 0 || tally.pairCount() != 2 {
		t.Fatalf("tally %+v", tally)
	}
	if len(pgns) != 4 {
		t.Fatalf("%d PGNs", len(pgns))
	}
	for _, want := range []string{`[Event "test"]`, `[Date "2026.11.24"]`, `[TimeControl "5+0.05"]`, `[Black "Fake first (` + filepath.Base(os.Args[0]) + `)"]`, `[Variant "chess"]`, `[Termination "`, `[Opening "`, "{[%clk "} {
		if !strings.Contains(strings.Join(pgns, ""), want) {
			t.Errorf("no %s in the PGN:\n%s", want, pgns[0])
		}
	}
	g, _, err := rules.ReadPGN(pgns[0])
	if err != nil || !g.Over() {
		t.Errorf("the PGN does not read back as a finished game: %v", err)
	}
	if !strings.Contains(tally.Line(), "pentanomial") {
		t.Errorf("line %q", tally.Line())
	}
}

// faultGame plays one game of a fake engine (White) against a random mover.
func faultGame(t *testing.T, mode string, o GameOptions) Played {
	t.Helper()
	p := fakePlayer(mode)
	defer p.Close()
	start := time.Now()
	played, err := PlayGame(chess(t), Opening{}, p, randomPlayer(1), o)
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("%s: the game took %v", mode, d)
	}
	if r, _ := played.Game.Result(); r != rules.ResultBlackWins || played.Fault == "" {
		t.Errorf("%s: result %s, fault %q", mode, r, played.Fault)
	}
	return played
}

func TestFaultsLoseTheGame(t *testing.T) {
	// A short clock for the engines that think too long, a long one where the fault is
	// another, so that a slow machine does not turn it into a loss on time.
	short := GameOptions{TC: TimeControl{Base: 200 * time.Millisecond}, MaxPlies: 40, Margin: 200 * time.Millisecond}
	timed := GameOptions{TC: TimeControl{Base: 10 * time.Second}, MaxPlies: 40, Margin: 200 * time.Millisecond}
	fixed := GameOptions{TC: TimeControl{MoveTime: 50 * time.Millisecond}, MaxPlies: 40, Margin: 2 * time.Second}
	for _, c := range []struct {
		mode   string
		o      GameOptions
		reason string
		fault  string
	}{
		{"crash", fixed, "forfeit: White (Fake crash) the engine exited", "exited"},
		{"garbage", fixed, "forfeit: White (Fake garbage) illegal move \"zz\"", "illegal"},
		{"illegal", timed, "forfeit: White (Fake illegal) illegal move \"a1a8\"", "illegal"},
		{"hang", fixed, "forfeit: White (Fake hang) no move before its time plus the margin", "no move"},
		{"hang", short, string(rules.ReasonTime), "no move within its time"},
		{"slow", short, string(rules.ReasonTime), "overstepped"},
		{"mute", fixed, "forfeit: White (" + filepath.Base(os.Args[0]) + ") could not start a game", "could not start"},
	} {
		p := faultGame(t, c.mode, c.o)
		reason := strings.Replace(c.reason, "(Fake "+c.mode+")", "(Fake "+c.mode+" ("+filepath.Base(os.Args[0])+"))", 1)
		if _, why := p.Game.Result(); !strings.HasPrefix(string(why), reason) || !strings.Contains(p.Fault, c.fault) {
			t.Errorf("%s: reason %q, fault %q", c.mode, why, p.Fault)
		}
	}
}

// againstCrasher plays up to pairs pairs of a random mover against an engine that
// crashes at once, under the default SPRT.
func againstCrasher(t *testing.T, pairs int) (Tally, SPRT) {
	return againstCrasherWith(t, pairs, 1)
}

func againstCrasherWith(t *testing.T, pairs, workers int) (Tally, SPRT) {
	t.Helper()
	s := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	tally, err := Run(Config{
		Variant: chess(t), Openings: ChessOpenings(), Pairs: pairs, Concurrency: workers,
		NewA: func(int) (Player, error) { return randomPlayer(3), nil },
		NewB: func(int) (Player, error) { return fakePlayer("crash"), nil },
		Game: GameOptions{TC: TimeControl{MoveTime: 20 * time.Millisecond}, MaxPlies: 40, Margin: time.Second},
		SPRT: &s,
	})
	if err != nil {
		t.Fatal(err)
	}
	return tally, s
}

// A crashing engine loses its games and the match goes on with a new process each game;
// the SPRT stops the match when every pair is won.
func TestMatchGoesOnAfterCrashesAndSPRTStops(t *testing.T) {
	tally, s := againstCrasher(t, 50)
	if tally.Wins != tally.Games() || tally.Faults != tally.Games() {
		t.Fatalf("tally %+v", tally)
	}
	if n := tally.pairCount(); n >= 50 || n < SPRTMinPairs || s.Verdict(tally.LLR(s)) != "H1 accepted" {
		t.Errorf("after %d pairs LLR %.2f", n, tally.LLR(s))
	}
	if tally.Decided != "H1 accepted" || tally.DecidedAt != tally.Games() {
		t.Errorf("one worker: decided %q after %d of %d games", tally.Decided, tally.DecidedAt, tally.Games())
	}
}

// With two workers the pair the other one is playing when the SPRT crosses its bound is
// still finished and counted; the verdict stays the one that stopped the match.
func TestSPRTVerdictKeptWithPairsUnderWay(t *testing.T) {
	tally, _ := againstCrasherWith(t, 50, 2)
	if tally.Decided != "H1 accepted" || tally.DecidedAt < 2*SPRTMinPairs || tally.DecidedAt > tally.Games() || tally.Games()-tally.DecidedAt > 2 {
		t.Errorf("decided %q after %d of %d games", tally.Decided, tally.DecidedAt, tally.Games())
	}
}

// A few won pairs are past the bound in the normal approximation, but the test must not
// decide on them.
func TestSPRTWaitsForEnoughPairs(t *testing.T) {
	tally, s := againstCrasher(t, SPRTMinPairs-1)
	if n := tally.pairCount(); n != SPRTMinPairs-1 {
		t.Errorf("the SPRT stopped after %d pairs, before %d (LLR %.2f)", n, SPRTMinPairs, tally.LLR(s))
	}
	if tally.Decided != "" {
		t.Errorf("undecided match says %q", tally.Decided)
	}
}

func TestTimeControl(t *testing.T) {
	tc, err := ParseTimeControl("10+0.1")
	if err != nil || tc.Base != 10*time.Second || tc.Inc != 100*time.Millisecond || tc.String() != "10+0.1" {
		t.Errorf("%+v %v %s", tc, err, tc)
	}
	if tc, _ := ParseTimeControl("60"); tc.String() != "60" {
		t.Errorf("%s", tc)
	}
	if s := (TimeControl{MoveTime: 100 * time.Millisecond}).String(); s != "1/0.1" {
		t.Errorf("%s", s)
	}
	for _, bad := range []string{"", "x", "10+y", "-1+0", "0"} {
		if _, err := ParseTimeControl(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// A level is told the clock and keeps to it: its clock, recorded after each of its moves,
// is below what it would be had it used no time. (A clock of seconds, far from the
// engine's own limits, so that the machine's load cannot make the test fail.)
func TestLevelPlayerKeepsTime(t *testing.T) {
	v := chess(t)
	op := ChessOpenings()[0]
	const base, inc = 5 * time.Second, 50 * time.Millisecond
	p, err := PlayGame(v, op, NewLevelPlayer(8, 1, 16), NewLevelPlayer(3, 2, 0),
		GameOptions{TC: TimeControl{Base: base, Inc: inc}, MaxPlies: len(op.Moves) + 8, Margin: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if p.Fault != "" {
		t.Errorf("fault: %s", p.Fault)
	}
	moves := 0
	for ply := len(op.Moves) + 1; ply <= p.Game.Ply(); ply += 2 {
		moves++
		left, ok := p.Game.Clock(ply)
		if !ok || left >= base+time.Duration(moves)*inc {
			t.Errorf("ply %d: clock %v (%v)", ply, left, ok)
		}
	}
	if moves != 4 {
		t.Errorf("%d moves of the level", moves)
	}
}

func TestTallyLine(t *testing.T) {
	// The pairs score (¼ + ½ + 2·¾ + 1)/5 = 0.65 a game: Elo +107.5.
	tally := Tally{Wins: 5, Draws: 3, Losses: 2, Pairs: [5]int{0, 1, 1, 2, 1}, MoveLimit: 1, Faults: 2}
	want := "+5 =3 -2  score 6.5/10 (65.0%)  Elo +107.5 ± "
	if l := tally.Line(); !strings.HasPrefix(l, want) || !strings.Contains(l, "(95%, pentanomial)") || !strings.HasSuffix(l, "move-limit draws 1  forfeits 2") {
		t.Errorf("line %q", l)
	}
	tally = Tally{Wins: 2}
	if l := tally.Line(); !strings.Contains(l, "Elo +Inf (95%: +Inf to +Inf, trinomial)  LOS 100.0%") {
		t.Errorf("line %q", l)
	}
	// Pairs [3, 0, 2, 0, 0]: score 0.2 ± 1.96·sqrt(0.06/5) = −0.0147 .. 0.4147: the interval
	// has no lower end; the upper is Elo(0.4147) = −59.86.
	tally = Tally{Wins: 2, Losses: 8, Pairs: [5]int{3, 0, 2, 0, 0}}
	if l := tally.Line(); !strings.Contains(l, "Elo -240.8 (95%: -Inf to -59.9, pentanomial)") {
		t.Errorf("line %q", l)
	}
}

// A node-limited game has no clock: each player is told the nodes (a UCI engine "go nodes
// N"), nothing is timed, and a level plays the same game from the same opening every time,
// which is why a node-limited match needs one opening per pair.
func TestNodeLimitedGames(t *testing.T) {
	v := chess(t)
	op := ChessOpenings()[0]
	o := GameOptions{TC: TimeControl{Nodes: 3000}, MaxPlies: len(op.Moves) + 12, Margin: time.Second}
	if s := o.TC.String(); s != "-" {
		t.Errorf("PGN TimeControl %q, want \"-\" (no clock)", s)
	}
	var games [2][]rules.Move
	for i := range games {
		p, err := PlayGame(v, op, NewLevelPlayer(8, 1, 4), NewLevelPlayer(8, 2, 4), o)
		if err != nil || p.Fault != "" {
			t.Fatalf("%v %s", err, p.Fault)
		}
		if _, ok := p.Game.Clock(p.Game.Ply()); ok {
			t.Errorf("a clock was recorded in a node-limited game")
		}
		games[i] = p.Game.Moves()
	}
	if len(games[0]) != o.MaxPlies || fmt.Sprint(games[0]) != fmt.Sprint(games[1]) {
		t.Errorf("the same opening and nodes gave two games:\n%v\n%v", games[0], games[1])
	}
	p, err := PlayGame(v, op, fakePlayer("nodes"), randomPlayer(3), o)
	if err != nil || p.Fault != "" {
		t.Errorf("a UCI engine was not told the nodes: %v %s", err, p.Fault)
	}
}

// Two players that search alike at a node limit play each pair's second game as the
// first with the colours swapped: the tally counts such pairs, and when every pair is
// one the line says the players may be one program (the SPRT's H0 is then no verdict on
// a change). A pair against a random mover is never alike.
func TestPairsPlayedAlike(t *testing.T) {
	v := chess(t)
	o := GameOptions{TC: TimeControl{Nodes: 2000}, MaxPlies: 24, Margin: time.Second}
	level := func(int) (Player, error) { return NewLevelPlayer(8, 1, 4), nil }
	tally, err := Run(Config{Variant: v, Openings: ChessOpenings()[:3], Pairs: 3, Concurrency: 1, NewA: level, NewB: level, Game: o})
	if err != nil {
		t.Fatal(err)
	}
	if tally.Alike != 3 || !strings.HasSuffix(tally.Line(), "pairs played alike 3 of 3 (the players may be one program)") {
		t.Errorf("the same level against itself: %d alike, line %q", tally.Alike, tally.Line())
	}
	tally, err = Run(Config{Variant: v, Openings: ChessOpenings()[:2], Pairs: 2, Concurrency: 1, NewA: level,
		NewB: func(int) (Player, error) { return randomPlayer(5), nil }, Game: o})
	if err != nil {
		t.Fatal(err)
	}
	if tally.Alike != 0 || strings.Contains(tally.Line(), "alike") {
		t.Errorf("a level against a random mover: %d alike, line %q", tally.Alike, tally.Line())
	}
	tally = Tally{Wins: 5, Draws: 3, Losses: 2, Pairs: [5]int{0, 1, 1, 2, 1}, Alike: 1}
	if l := tally.Line(); !strings.HasSuffix(l, "pairs played alike 1 of 5") {
		t.Errorf("line %q", l)
	}
}

// A node-limited match plays each opening once: its players would replay the same pair
// move for move, and every copy would count as new evidence (a Turret SPRT of 3,191 games
// had 736 different ones). A timed match, whose games differ with the clock, uses the
// openings in turn as often as it needs.
func TestNodeLimitedMatchPlaysEachOpeningOnce(t *testing.T) {
	v := chess(t)
	random := func(w int) (Player, error) { return randomPlayer(uint64(w) + 3), nil }
	for _, c := range []struct {
		tc    TimeControl
		games int
	}{
		{TimeControl{Nodes: 500}, 4},
		{TimeControl{MoveTime: 5 * time.Millisecond}, 10},
	} {
		cfg := Config{Variant: v, Openings: ChessOpenings()[:2], Pairs: 5, Concurrency: 2, NewA: random, NewB: random,
			Game: GameOptions{TC: c.tc, MaxPlies: 20, Margin: time.Second}}
		tally, err := Run(cfg)
		if err != nil {
			t.Fatal(err)
		}
		if tally.Games() != c.games || cfg.PlayablePairs() != c.games/2 {
			t.Errorf("%+v: 5 pairs on 2 openings played %d games (playable pairs %d), want %d", c.tc, tally.Games(), cfg.PlayablePairs(), c.games)
		}
	}
}
