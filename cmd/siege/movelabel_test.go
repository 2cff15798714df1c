package main

import (
	"bytes"
	"strings"
	"testing"

	"siegeworks/engine"
	"siegeworks/rules"
)

// TestRefusedMovesAreNumberedAsPlayersDo: a refused move is named by its move number and
// side ("2... e7e5" for Black's second move), not by its ply, from the start position or a
// FEN's move number.
func TestRefusedMovesAreNumberedAsPlayersDo(t *testing.T) {
	for _, c := range []struct{ cmd, want string }{
		{"position startpos moves e2e4 e7e5 g1f3 e7e5", "move 2... e7e5 refused"},
		{"position startpos moves e2e4 e7e5 e2e5", "move 2. e2e5 refused"},
		{"position startpos moves zz", "move 1. zz refused"},
		{"position fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 10 moves e7e5 g1f3 e5e3", "move 11... e5e3 refused"},
	} {
		var out bytes.Buffer
		u := &uciSession{out: &out, eng: engine.New(engine.Options{Level: engine.MaxLevel, HashMB: 1}), variant: rules.Chess}
		u.pos = rules.NewPosition(u.variant)
		u.handle(strings.Fields(c.cmd))
		if !strings.Contains(out.String(), c.want) {
			t.Errorf("%s: %q, want %q", c.cmd, out.String(), c.want)
		}
	}
	for _, c := range []struct{ moves, want string }{
		{"e2e4 e7e5 g1f3 e7e5", "move 2... e7e5:"},
		{"e2e4 e7e5 e2e5", "move 2. e2e5:"},
	} {
		_, errOut, code := runCmd(t, "", "bestmove", "-moves", c.moves, "-depth", "1")
		if code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("bestmove -moves %q: exit %d, %q, want %q", c.moves, code, errOut, c.want)
		}
	}
}
