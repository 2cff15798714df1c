package main

import (
	"bytes"
	"strings"
	"testing"

	"siegeworks/engine"
	"siegeworks/rules"
)

// TestUCIKeepsMovesBeforeARefusedOne: an illegal or malformed move ends the move list; the
// moves before it stand and an info string names the refused one.
func TestUCIKeepsMovesBeforeARefusedOne(t *testing.T) {
	for _, bad := range []string{"e2e5", "zz99", "e1g1"} {
		var out bytes.Buffer
		u := &uciSession{out: &out, eng: engine.New(engine.Options{Level: engine.MaxLevel, HashMB: 1}), variant: rules.Chess}
		u.pos = rules.NewPosition(u.variant)
		u.handle(strings.Fields("position startpos moves e2e4 e7e5 " + bad + " g1f3"))
		want := "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
		if got := u.pos.FEN(); got != want && !strings.HasPrefix(got, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq") {
			t.Errorf("%s: position %s, want the one after e4 e5", bad, got)
		}
		if !strings.Contains(out.String(), "info string") || !strings.Contains(out.String(), bad) {
			t.Errorf("%s: the refusal is not reported: %q", bad, out.String())
		}
	}
}

// FuzzUCI feeds arbitrary command lines to the protocol loop: no panic, and every go is
// answered with a legal best move (or the null move when there is none). Searches are kept
// short: the fuzzer's go commands get a node limit.
func FuzzUCI(f *testing.F) {
	for _, seed := range []string{
		"uci\nisready\nposition startpos moves e2e4\ngo depth 2",
		"setoption name UCI_Variant value turnover\nposition startpos\ngo movetime 10",
		"setoption name UCI_Variant value catapult\nposition fen x y z\ngo",
		"position startpos moves e2e4 e7e5 g1f3 zz\ngo nodes 100\nstop\nd",
		"setoption name Hash value -5\nsetoption name Skill Level value 99\nposition startpos moves\ngo infinite",
		"position fen 7k/8/8/8/8/8/6q1/7K w - - 0 1\ngo wtime 10 btime 10",
		"setoption name UCI_Variant value gunnery\nposition startpos moves a2a3 b7b6 c2c4\ngo\n\n\x00",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, script string) {
		var out bytes.Buffer
		u := &uciSession{out: &out, eng: engine.New(engine.Options{Level: engine.MaxLevel, HashMB: 1}), variant: rules.Chess}
		u.pos = rules.NewPosition(u.variant)
		for _, line := range strings.Split(script, "\n") {
			f := strings.Fields(line)
			if len(f) > 0 && f[0] == "go" {
				f = []string{"go", "nodes", "300"}
			}
			if len(f) > 0 && f[0] == "setoption" && strings.Contains(line, "Hash") {
				continue // a huge table would only test the machine's memory
			}
			out.Reset()
			pos := u.pos.Clone()
			if !u.handle(f) {
				break
			}
			if len(f) > 0 && f[0] == "go" {
				u.stopSearch()
				s := out.String()
				i := strings.LastIndex(s, "bestmove ")
				if i < 0 {
					t.Fatalf("go got no answer: %q", s)
				}
				mv := strings.Fields(s[i+len("bestmove "):])[0]
				var ml rules.MoveList
				pos.GenerateLegal(&ml)
				if m, err := pos.ParseCoordinate(mv); err != nil || !ml.Contains(m) {
					if ml.Len() > 0 || mv != rules.NoMove.String() {
						t.Fatalf("bestmove %s is not legal in %s", mv, pos.FEN())
					}
				}
			}
		}
		u.stopSearch()
	})
}
