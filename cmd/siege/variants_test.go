package main

import (
	"bytes"
	"strconv"
	"strings"
	"testing"
)

func runVariantCmd(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, strings.NewReader(""), &out, &errOut)
	return out.String(), errOut.String(), code
}

// siege perft works for the Turret, Gunnery and Chess++ variants, from the
// start position and from a FEN, with and without -divide.
func TestVariantPerftCommand(t *testing.T) {
	tables := map[string][]uint64{
		"turret":        {20, 400, 9298},
		"turret-kwagga": {20, 404, 9692},
		"gunnery":       {20, 400, 8986},
		"catapult":      {20, 400, 9062},
	}
	for v, counts := range tables {
		for d, want := range counts {
			out, errOut, code := runVariantCmd(t, "perft", "-variant", v, "-depth", strconv.Itoa(d+1))
			if code != 0 || out != strconv.FormatUint(want, 10)+"\n" || errOut != "" {
				t.Errorf("perft %s %d: %q %q %d, want %d", v, d+1, out, errOut, code, want)
			}
		}
		out, _, code := runVariantCmd(t, "perft", "-variant", v, "-depth", "2", "-divide")
		lines := strings.Split(strings.TrimSpace(out), "\n")
		var sum uint64
		for _, l := range lines[:len(lines)-1] {
			f := strings.Fields(l)
			n, err := strconv.ParseUint(f[len(f)-1], 10, 64)
			if len(f) != 2 || err != nil {
				t.Errorf("divide line %q", l)
			}
			sum += n
		}
		if code != 0 || len(lines) != 21 || lines[20] != strconv.FormatUint(counts[1], 10) || sum != counts[1] {
			t.Errorf("perft -divide %s: %d lines, last %q, sum %d", v, len(lines), lines[len(lines)-1], sum)
		}
	}
	// From FENs: a Turret with a knight behind it; a shooting pawn; a
	// Catapult position.
	for _, c := range []struct{ v, fen, want string }{
		{"turret", "1r3k2r1/8/8/8/8/8/8/1R3K2R1 w KQkq - 0 1", ""},
		{"turret", "10/3r4/8/3T4/3N4/8/8/K8k w - - 0 1", ""},
		{"gunnery", "7k/4r3/8/4n3/8/4N3/4P3/6K1 w - - 0 1", ""},
		{"catapult", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1,Cf1,cb8,cf8", ""},
	} {
		out, errOut, code := runVariantCmd(t, "perft", "-variant", c.v, "-fen", c.fen, "-depth", "2")
		if n, err := strconv.Atoi(strings.TrimSpace(out)); code != 0 || err != nil || n <= 0 {
			t.Errorf("perft %s %s: %q %q %d", c.v, c.fen, out, errOut, code)
		}
	}
}

// siege moves lists each legal move with the FEN after it, sorted.
func TestVariantMovesCommand(t *testing.T) {
	cases := []struct {
		v, fen string
		line   string
	}{
		// The Turret on d4 slings the knight on d3 onto the rook on d8.
		{"turret", "10/3r4/8/8/3T4/3N4/8/K8k w - - 0 1",
			"d4d6 10/3N4/3T4/8/8/8/8/K8k b - - 0 1"},
		{"turret", "1r3k2r1/8/8/8/8/8/8/1R3K2R1 w KQkq - 0 1",
			"e1b1 1r3k2r1/8/8/8/8/8/8/2K1R3R1 b kq - 1 1"},
		{"turret-kwagga", "10/8/8/8/8/8/8/1G4K2k w - - 0 1",
			"a1c7 10/2G5/8/8/8/8/8/6K2k b - - 1 1"},
		{"gunnery", "7k/4r3/8/4n3/8/4N3/4P3/6K1 w - - 0 1",
			"e2e7 7k/8/8/4n3/8/4N3/8/6K1 b - - 0 1"},
		{"catapult", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1,Cf1,cb8,cf8",
			"f1d3 4k3/8/8/8/8/8/8/4K3 b - - 1 1 Cb1,Cd3*,cb8,cf8"},
		{"catapult", "7k/6N1/8/8/1q6/8/8/7K b - - 0 1 Cb1,Cf1,cb4,cg7",
			"b4g7 7k/6q1/8/8/8/8/8/7K w - - 0 2 Cb1,Cf1,cb4,cg7"},
	}
	for _, c := range cases {
		out, errOut, code := runVariantCmd(t, "moves", "-variant", c.v, "-fen", c.fen)
		if code != 0 {
			t.Errorf("moves %s %s: %s", c.v, c.fen, errOut)
			continue
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		found := false
		for i, l := range lines {
			if i > 0 && lines[i-1] >= l {
				t.Errorf("moves %s: not sorted at %q", c.v, l)
			}
			if l == c.line {
				found = true
			}
			fields := 7
			if c.v == "catapult" {
				fields = 8
			}
			if len(strings.Fields(l)) != fields {
				t.Errorf("moves %s: line %q", c.v, l)
			}
		}
		if !found {
			t.Errorf("moves %s %s: no line %q in\n%s", c.v, c.fen, c.line, out)
		}
	}
	// Start positions: 20 moves each.
	for _, v := range []string{"turret", "turret-kwagga", "gunnery", "catapult"} {
		out, _, code := runVariantCmd(t, "moves", "-variant", v)
		if n := len(strings.Split(strings.TrimSpace(out), "\n")); code != 0 || n != 20 {
			t.Errorf("moves -variant %s: %d lines", v, n)
		}
	}
}

// siege status reports the variant's endings.
func TestVariantStatusCommand(t *testing.T) {
	for _, c := range []struct{ v, fen, want string }{
		{"turret", "", "ongoing"},
		{"turret", "10/8/8/8/8/N7/1K6/k9 b - - 0 1", "checkmate"},
		{"turret", "10/8/8/4k3/8/8/4K3/2N7 w - - 0 1", "ongoing"},
		{"turret", "10/8/8/4k3/8/8/4K3/10 w - - 0 1", "insufficient"},
		{"turret-kwagga", "10/8/8/8/G7/8/1K6/k9 b - - 0 1", "checkmate"},
		{"gunnery", "", "ongoing"},
		{"gunnery", "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", "insufficient"},
		{"gunnery", "3rkr2/3p1p2/8/8/8/4N3/4P3/4K3 b - - 0 1", "checkmate"},
		{"catapult", "", "ongoing"},
		{"catapult", "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1 Cb1,Cf1,cb8,cf8", "ongoing"},
		{"catapult", "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1 cb8,cf8", "insufficient"},
		{"catapult", "7k/8/8/8/8/8/8/K7 w - - 0 1 Cb1,Cf1,cb8,cf8", "insufficient"},
	} {
		args := []string{"status", "-variant", c.v}
		if c.fen != "" {
			args = append(args, "-fen", c.fen)
		}
		out, errOut, code := runVariantCmd(t, args...)
		if code != 0 || strings.TrimSpace(out) != c.want {
			t.Errorf("status %s %q: %q %q %d, want %s", c.v, c.fen, out, errOut, code, c.want)
		}
	}
}

// Errors name the problem and exit with status 2.
func TestVariantCommandErrors(t *testing.T) {
	for _, args := range [][]string{
		{"perft", "-variant", "turret", "-fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "-depth", "1"},
		{"moves", "-variant", "catapult", "-fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1,Cb1"},
		{"status", "-variant", "gunnery", "-fen", "7k/4r3/8/4n3/8/4N3/4P3/6K1 b - - 0 1 Cb1"},
		{"perft", "-variant", "turrets", "-depth", "1"},
	} {
		out, errOut, code := runVariantCmd(t, args...)
		if code != 2 || out != "" || !strings.HasPrefix(errOut, "siege "+args[0]+": ") || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: %q %q %d", args, out, errOut, code)
		}
	}
}
