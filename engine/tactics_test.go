package engine

import (
	"bufio"
	"context"
	"os"
	"strings"
	"testing"

	"siegeworks/rules"
)

// Win-at-Chess positions that the search before quiet checks in the
// quiescence search, singular extensions and exchange pruning did not solve
// within the node limit given here, and this search does (each a sacrifice
// that pays off a few moves later). WAC.237 needs the mate-threat test: a null
// move that runs into mate keeps that node's quiet moves from being pruned or
// reduced. The node limits make the test independent of the machine. WAC.055's
// limit was 300,000 until internal iterative reduction was kept to PV nodes:
// that search solves 4 more positions at 1 s but finds this mate at 690,000.
//
// These tests judge the search, so they search with the hand-set weights
// (searchTestParams), not with whatever chess's evaluation is tuned to: a
// tuned set that moves any group of weights (material, centre tables, rook
// files, pawn terms) changes the node count at which WAC.055 and WAC.252 are
// found by hundreds of thousands either way (TUNING.md). Whether a tuned set
// keeps chess tactics is asked of the whole suite (siege wac), not of six
// positions at limits fitted to the search of the day.
//
// WAC.055 is the exception, searched with chess's weights: since the hash
// score refines the pruning's evaluation (node.eval), the hand-set weights do
// not find it by 2,000,000 nodes, chess's find it by 600,000, and the whole
// suite keeps 291 of 300 at 800,000 nodes (engine/README.md).
func TestFindsTacticsPastTheOldHorizon(t *testing.T) {
	if raceEnabled {
		t.Skip("searched without the race detector (make unit-test runs it so): one goroutine, and 20 times faster")
	}
	want := map[string]uint64{"WAC.049": 600000, "WAC.055": 800000, "WAC.239": 300000, "WAC.245": 300000, "WAC.252": 300000,
		"WAC.237": 800000}
	withChessWeights := map[string]bool{"WAC.055": true}
	eng := New(Options{HashMB: 16, Params: searchTestParams()})
	shipped := DefaultParamsFor(rules.Chess)
	chessEng := New(Options{HashMB: 16, Params: &shipped})
	found := 0
	for _, w := range wacPositions(t) {
		nodes := want[w.id]
		if nodes == 0 {
			continue
		}
		found++
		bm, err := w.pos.ParseSAN(w.best)
		if err != nil {
			t.Fatalf("%s: %s: %v", w.id, w.best, err)
		}
		e := eng
		if withChessWeights[w.id] {
			e = chessEng
		}
		e.NewGame()
		res := e.Search(context.Background(), w.pos, Limits{Nodes: nodes}, nil)
		if res.Move != bm {
			t.Errorf("%s: played %s, the solution is %s", w.id, w.pos.SAN(res.Move), w.best)
		}
	}
	if found != len(want) {
		t.Fatalf("found %d of the %d positions in testdata/wac.epd", found, len(want))
	}
}

// A game lost to level 8 at 10 s + 0.1 s against Stockfish: a7? allows ...Qh3
// and ...Qg2#, which White can delay only with a chain of spite checks, so a
// search that reduces ...Qh3 like any late quiet move sees nothing before depth 11.
// The king-approach relief of late-move reductions (lmrKingApproach, two plies
// since the hash score refines the pruning's evaluation) finds the threat at
// depth 10. The depth limit makes the test independent of the machine;
// the hand-set weights make it a test of the search (see above).
func TestMateThreatBehindChecks(t *testing.T) {
	if raceEnabled {
		t.Skip("searched without the race detector (make unit-test runs it so)")
	}
	pos, err := rules.ParseFEN(rules.Chess, "2q3k1/5p2/P7/3p2p1/7p/2PBPbP1/5P1P/1R3RK1 w - g6 0 30")
	if err != nil {
		t.Fatal(err)
	}
	a7, err := pos.ParseSAN("a7")
	if err != nil {
		t.Fatal(err)
	}
	eng := New(Options{HashMB: 16, Params: searchTestParams()})
	if res := eng.Search(context.Background(), pos, Limits{Depth: 10}, nil); res.Move == a7 {
		t.Errorf("plays a7 (score %d), which loses to ...Qh3 and ...Qg2#", res.Score)
	}
	// The weights chess plays with see it a ply sooner (depth 9, 110,000 nodes).
	// With the hand-set weights and the pawn-threat term alone it took depth
	// 12: the depth is knife-edged in the weights, so a new chess set is
	// measured here and the test says where it stands.
	shipped := DefaultParamsFor(rules.Chess)
	eng = New(Options{HashMB: 16, Params: &shipped})
	if res := eng.Search(context.Background(), pos, Limits{Depth: 10}, nil); res.Move == a7 {
		t.Errorf("with chess's own weights: plays a7 (score %d) at depth 10", res.Score)
	}
}

// searchTestParams is the weight set the search's tactics tests use: the
// hand-set DefaultParams as chess played with them when their limits were
// set. They have no pawn-threat term (DefaultParamsFor adds it for chess
// alone): with it at 60 / 50 cp the lost game's mate threat is found at
// depth 12, at 20 and 80 cp at depths 10 and 11, as knife-edged as the
// tuned sets above.
func searchTestParams() *Params {
	p := DefaultParams()
	return &p
}

// wacPosition is one line of testdata/wac.epd: its id, position and first best move (SAN).
type wacPosition struct {
	id, best string
	pos      *rules.Position
}

// wacPositions reads the Win-at-Chess positions of testdata/wac.epd, in the file's order.
func wacPositions(t testing.TB) []wacPosition {
	t.Helper()
	f, err := os.Open("testdata/wac.epd")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []wacPosition
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		id := line[strings.Index(line, `id "`)+4 : strings.LastIndex(line, `"`)]
		fields := strings.Fields(line)
		pos, err := rules.ParseFEN(rules.Chess, strings.Join(fields[:4], " "))
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		out = append(out, wacPosition{id: id, best: strings.TrimSuffix(fields[5], ";"), pos: pos})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
