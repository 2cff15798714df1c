package main

import (
	"bytes"
	"strings"
	"testing"
)

func runTurnoverCmd(t *testing.T, args ...string) string {
	t.Helper()
	var out, errOut bytes.Buffer
	if code := run(args, strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("siege %v: exit %d: %s", args, code, errOut.String())
	}
	return out.String()
}

// TestTurnoverCommands: perft, moves and status work for Turnover like for
// the chess variants, and status answers nocastles.
func TestTurnoverCommands(t *testing.T) {
	if got := runTurnoverCmd(t, "perft", "-variant", "turnover", "-depth", "4"); got != "134898\n" {
		t.Errorf("perft 4: %q", got)
	}
	div := runTurnoverCmd(t, "perft", "-variant", "turnover", "-depth", "2", "-divide")
	if lines := strings.Split(strings.TrimSpace(div), "\n"); len(lines) != 17 || lines[16] != "256" || !strings.Contains(div, "d2d4 16\n") {
		t.Errorf("divide 2: %q", div)
	}
	moves := runTurnoverCmd(t, "moves", "-variant", "turnover")
	lines := strings.Split(strings.TrimSpace(moves), "\n")
	if len(lines) != 16 || lines[0] != "a1a2 k1k1k1k1/1k1k1k1k/8/8/8/8/PK1K1K1K/Q1K1K1K1 b - - 1 1" {
		t.Errorf("moves: %q", moves)
	}
	for _, c := range []struct{ fen, want string }{
		{"", "ongoing"},
		{"4k3/8/8/8/8/8/8/R7 w - - 0 1", "nocastles"},
		{"k7/8/8/8/8/8/1r6/r6K w - - 0 1", "checkmate"},
		{"k5r1/8/8/8/8/8/r7/7K w - - 0 1", "stalemate"},
	} {
		args := []string{"status", "-variant", "turnover"}
		if c.fen != "" {
			args = append(args, "-fen", c.fen)
		}
		if got := strings.TrimSpace(runTurnoverCmd(t, args...)); got != c.want {
			t.Errorf("status %q: %s, want %s", c.fen, got, c.want)
		}
	}
	var out, errOut bytes.Buffer
	if code := run([]string{"status", "-variant", "turnover", "-fen", "k1k1k1k1/1k1k1k1k/8/8/8/8/1K1K1K1K/K1K1K1K1 w KQkq - 0 1"},
		strings.NewReader(""), &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "castling") {
		t.Errorf("a castling field must be refused: exit %d, %q", code, errOut.String())
	}
}
