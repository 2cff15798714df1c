package rules

import (
	"bufio"
	"flag"
	"os"
	"strconv"
	"strings"
	"testing"
)

var perftDeep = flag.Bool("perft.deep", false, "also run the perft suite's entries deeper than depth 4")

type perftCase struct {
	fen    string
	counts map[int]uint64
}

func loadPerftSuite(t testing.TB) []perftCase {
	f, err := os.Open("testdata/perft_suite.epd")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []perftCase
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		parts := strings.Split(line, ";")
		c := perftCase{fen: strings.TrimSpace(parts[0]), counts: map[int]uint64{}}
		for _, op := range parts[1:] {
			fields := strings.Fields(op)
			if len(fields) != 2 || !strings.HasPrefix(fields[0], "D") {
				t.Fatalf("bad perft entry %q in %q", op, line)
			}
			d, err1 := strconv.Atoi(fields[0][1:])
			n, err2 := strconv.ParseUint(fields[1], 10, 64)
			if err1 != nil || err2 != nil {
				t.Fatalf("bad perft entry %q", op)
			}
			c.counts[d] = n
		}
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

// TestPerftSuite checks every entry of the suite (161 positions by its
// description; the file holds 162 lines) up to depth 4
// (all depths with -perft.deep).
func TestPerftSuite(t *testing.T) {
	cases := loadPerftSuite(t)
	if len(cases) < 161 {
		t.Fatalf("suite has %d positions, want at least 161", len(cases))
	}
	checked := 0
	for i, c := range cases {
		p, err := ParseFEN(Chess, c.fen)
		if err != nil {
			t.Errorf("position %d: %v", i+1, err)
			continue
		}
		for d := 1; d <= 7; d++ {
			want, ok := c.counts[d]
			if !ok || (d > 4 && !*perftDeep) {
				continue
			}
			if got := p.PerftBulk(d); got != want {
				t.Errorf("position %d %q depth %d: got %d, want %d", i+1, c.fen, d, got, want)
			}
			checked++
		}
	}
	t.Logf("%d perft counts checked", checked)
}

// wikiPositions are the six perft positions of the Chess Programming Wiki.
var wikiPositions = []struct {
	name   string
	fen    string
	counts []uint64 // depth 1..5
}{
	{"initial", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		[]uint64{20, 400, 8902, 197281, 4865609}},
	{"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		[]uint64{48, 2039, 97862, 4085603, 193690690}},
	{"position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		[]uint64{14, 191, 2812, 43238, 674624}},
	{"position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
		[]uint64{6, 264, 9467, 422333, 15833292}},
	{"position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
		[]uint64{44, 1486, 62379, 2103487, 89941194}},
	{"position6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
		[]uint64{46, 2079, 89890, 3894594, 164075551}},
}

// TestPerftWiki runs the six wiki positions to depth 5 (depth 4 with -short),
// with make/unmake at every leaf up to depth 4 and bulk counting at depth 5.
func TestPerftWiki(t *testing.T) {
	for _, w := range wikiPositions {
		t.Run(w.name, func(t *testing.T) {
			p, err := ParseFEN(Chess, w.fen)
			if err != nil {
				t.Fatal(err)
			}
			if p.FEN() != w.fen {
				t.Errorf("FEN round trip: %q", p.FEN())
			}
			for d, want := range w.counts {
				depth := d + 1
				var got uint64
				if depth <= 4 {
					got = p.Perft(depth)
				} else {
					got = p.PerftBulk(depth)
				}
				if got != want {
					t.Errorf("depth %d: got %d, want %d", depth, got, want)
				}
			}
			if p.FEN() != w.fen || !p.VerifyHash() {
				t.Errorf("position changed by perft: %q", p.FEN())
			}
		})
	}
}

func TestPerftDivideSumsToPerft(t *testing.T) {
	p, _ := ParseFEN(Chess, wikiPositions[1].fen)
	var sum uint64
	entries := p.PerftDivide(3)
	for _, e := range entries {
		sum += e.Nodes
	}
	if len(entries) != 48 || sum != 97862 {
		t.Fatalf("divide: %d moves, %d nodes", len(entries), sum)
	}
}
