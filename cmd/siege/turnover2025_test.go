package main

import (
	"strings"
	"testing"
	"time"

	"siegeworks/rules"
)

// siegeFEN: Black's last Castle on a8, not in check, with no move that does not walk into
// check — a siege by the 2025 rules, a stalemate by the 2019 rules.
const siegeFEN = "k7/7R/8/8/8/8/8/1R2K3 b - - 0 1"

// The commands know Turnover's 2025 rules: the help lists them, perft counts by them, status
// says siege where the 2019 rules say stalemate, and review reads a 2025 game that ends in
// a siege.
func TestTurnover2025Commands(t *testing.T) {
	help, _, _ := runSiege("-h")
	if !strings.Contains(help, "turnover, turnover-2025") {
		t.Errorf("siege -h does not list the 2025 rules:\n%s", help)
	}
	if got := runTurnoverCmd(t, "perft", "-variant", "turnover-2025", "-depth", "3"); got != "70624\n" {
		t.Errorf("perft 3: %q", got)
	}
	for v, want := range map[string]string{"turnover-2025": "siege", "turnover": "stalemate"} {
		if got := strings.TrimSpace(runTurnoverCmd(t, "status", "-variant", v, "-fen", siegeFEN)); got != want {
			t.Errorf("status by %s: %s, want %s", v, got, want)
		}
	}
	// White besieges Black.
	pgn := `[Variant "turnover-2025"]
[SetUp "1"]
[FEN "k7/8/7R/8/8/8/8/1R2K3 w - - 0 1"]
[Result "1-0"]

1. h6h7 1-0
`
	out, errOut, code := runCmd(t, "", "review", "-nodes", "100", "-q", writeFile(t, "siege.pgn", pgn))
	if code != 0 || !strings.Contains(out, `[Variant "turnover-2025"]`) || !strings.Contains(out, "1-0") {
		t.Errorf("review of a siege: exit %d, stderr %q, stdout %q", code, errOut, out)
	}
}

// UCI offers turnover-2025 as a UCI_Variant and plays by those rules: a position with a
// move only they allow is taken, and the best move is legal by them.
func TestUCITurnover2025(t *testing.T) {
	p := startUCI(t)
	p.send("uci")
	if l := p.wait("option name UCI_Variant", 5*time.Second); !strings.Contains(l, " var turnover var turnover-2025") {
		t.Errorf("the UCI_Variant option: %s", l)
	}
	p.wait("uciok", 5*time.Second)
	p.send("setoption name UCI_Variant value turnover-2025")
	p.send("ucinewgame")
	p.send("position startpos moves b2a3 b7a6")
	p.send("d")
	pos := rules.NewPosition(rules.Turnover2025)
	for _, m := range []string{"b2a3", "b7a6"} {
		mv, err := pos.ParseCoordinate(m)
		if err != nil {
			t.Fatal(err)
		}
		pos.MakeMove(mv)
	}
	if l := p.wait("info string ", 5*time.Second); l != "info string "+pos.FEN() {
		t.Fatalf("the position is %q, want %s", l, pos.FEN())
	}
	p.send("go depth 3")
	best := strings.Fields(p.wait("bestmove ", 30*time.Second))
	if len(best) < 2 {
		t.Fatalf("bestmove line %v", best)
	}
	if _, err := pos.ParseCoordinate(best[1]); err != nil {
		t.Errorf("bestmove %s is not a move by the 2025 rules: %v", best[1], err)
	}
}
