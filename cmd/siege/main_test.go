package main

import (
	"bytes"
	"strings"
	"testing"
)

func runSiege(args ...string) (stdout, stderr string, code int) {
	var out, errOut bytes.Buffer
	code = run(args, strings.NewReader(""), &out, &errOut)
	return out.String(), errOut.String(), code
}

func TestPerftCommand(t *testing.T) {
	out, errOut, code := runSiege("perft", "-variant", "chess", "-depth", "3")
	if code != 0 || out != "8902\n" || errOut != "" {
		t.Fatalf("perft: %q %q %d", out, errOut, code)
	}
	out, _, code = runSiege("perft", "-variant", "chess", "-fen",
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "-depth", "2", "-divide")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 49 || lines[48] != "2039" {
		t.Fatalf("divide: %d lines, last %q", len(lines), lines[len(lines)-1])
	}
	for _, l := range lines[:48] {
		if f := strings.Fields(l); len(f) != 2 || len(f[0]) < 4 {
			t.Errorf("divide line %q", l)
		}
	}
}

func TestMovesCommand(t *testing.T) {
	out, _, code := runSiege("moves", "-variant", "chess", "-fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 15 {
		t.Fatalf("moves: %d lines (%d)", len(lines), code)
	}
	for i, l := range lines {
		if i > 0 && lines[i-1] >= l {
			t.Errorf("not sorted: %q before %q", lines[i-1], l)
		}
	}
	want := "e1g1 4k3/8/8/8/8/8/8/5RK1 b - - 1 1"
	if !strings.Contains(out, want+"\n") {
		t.Errorf("castling line missing:\n%s", out)
	}
}

func TestStatusCommand(t *testing.T) {
	for fen, want := range map[string]string{
		"7k/6Q1/6K1/8/8/8/8/8 b - - 0 1":                           "checkmate",
		"7k/8/6QK/8/8/8/8/8 b - - 0 1":                             "stalemate",
		"8/8/4k3/8/8/3K4/8/8 w - - 0 1":                            "insufficient",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1": "ongoing",
	} {
		out, _, code := runSiege("status", "-variant", "chess", "-fen", fen)
		if code != 0 || out != want+"\n" {
			t.Errorf("%s: %q (%d), want %s", fen, out, code, want)
		}
	}
}

// TestBadInput: every mistake gives one line on stderr and exit status 2.
func TestBadInput(t *testing.T) {
	cases := [][]string{
		{},
		{"fly"},
		{"perft", "-variant", "chess"},
		{"perft", "-variant", "xiangqi", "-depth", "1"},
		{"perft", "-depth", "two"},
		{"perft", "-depth", "1", "-fen", "8/8/8 w - - 0 1"},
		{"perft", "-depth", "1", "-bogus"},
		{"perft", "-depth", "1", "stray"},
		{"moves", "-fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0"},
		{"status", "-fen", "4k3/8/8/8/8/8/8/4K3 w K - 0 1"},
	}
	for _, args := range cases {
		out, errOut, code := runSiege(args...)
		if code != 2 {
			t.Errorf("%q: exit %d", args, code)
		}
		if out != "" {
			t.Errorf("%q: wrote %q to stdout", args, out)
		}
		if strings.Count(errOut, "\n") != 1 || !strings.HasPrefix(errOut, "siege") {
			t.Errorf("%q: stderr %q is not one line", args, errOut)
		}
	}
}

// Every command answers -h with its usage and every flag it has; siege -h lists them all.
func TestHelp(t *testing.T) {
	out, errOut, code := runSiege("-h")
	if code != 0 || errOut != "" {
		t.Fatalf("siege -h: %d %q", code, errOut)
	}
	for name, cmd := range commands {
		if !strings.Contains(out, name) {
			t.Errorf("siege -h does not list %s", name)
		}
		help, errOut, code := runSiege(name, "-h")
		if code != 0 || errOut != "" || !strings.HasPrefix(help, "usage: siege "+name) {
			t.Errorf("siege %s -h: %d %q %q", name, code, errOut, help)
			continue
		}
		// Each flag the command's summary names is described.
		for _, f := range strings.Fields(cmd.summary) {
			f = strings.Trim(f, "[],;:")
			if strings.HasPrefix(f, "-") && len(f) > 1 && !strings.Contains(help, "  "+f+" ") && !strings.Contains(help, "  "+f+"\n") && !strings.Contains(help, "  "+f+"\t") {
				t.Errorf("siege %s -h does not describe %s:\n%s", name, f, help)
			}
		}
	}
	if out, _, code := runSiege("-version"); code != 0 || !strings.HasPrefix(out, "siege (Siegeworks) ") {
		t.Errorf("siege -version: %q", out)
	}
}
