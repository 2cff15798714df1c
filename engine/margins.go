package engine

import "math"

// The search's margins: every depth limit, score margin and reduction of the
// pruning, extension and reduction rules, named beside the late-move
// reduction table. Each comment says what the value prunes (or extends, or
// reduces) and why that amount is safe.
//
// Scores are centipawns; a pawn is worth 85 in the middlegame and 105 in the
// endgame (DefaultParams), so "about a pawn per ply" below means that much.
// Where a comment cites "WAC", the number is how many of the 300 Win-at-Chess
// positions the alternative solved at 800,000 nodes each (siege wac -nodes
// 800000), against 286-289 for the search of the time (291 now), or how many
// of the 32 hardest of them it found by 600 k / 800 k / 1 M nodes, against
// 19 / 22 / 22 for the search before internal iterative reduction was
// limited to PV nodes and 22 / 27 / 27 after (engine/README.md, "Win at
// Chess"). The margins without such a number were set by hand and have not
// been tuned one by one.
//
// Not used, because they measured worse: razoring at depth <= 3 (WAC 284)
// and ProbCut at depth >= 5 with a two-pawn margin (WAC 285). Not used
// either, because games showed no gain: late moves reduced a ply more at
// nodes expected to fail high, a capture history, and quiet moves reduced
// a ply more where the hash move is a capture. Late move pruning sooner
// (Stockfish's count, (3 + depth²) / (2 - improving)) measured worse, and so
// did late move pruning later, after 3 + 1.5·depth² moves (3 + 3·depth²
// improving) (engine/SPRT.md).

// Late move reductions: lmrTable[depth][i] is how many plies a quiet move
// that is the i-th legal move of a node depth plies deep is reduced by,
// before searcher.reduction adjusts it for PV nodes, improving, killers and
// history. It grows with the logarithm of both, as in Stockfish: late moves
// at deep nodes are the least likely to matter, and a reduced move that
// beats alpha is searched again at full depth, so a reduction costs time,
// never correctness. The entry is truncated, so lmrBase rounds up everything
// above a quarter: from lmrMinDepth on every move after the first loses at
// least a ply before the adjustments. lmrDivisor sets how fast the reduction
// grows (reducing late moves more measured WAC 285, reducing them less 287).
const (
	lmrBase    = 0.75
	lmrDivisor = 2.25
)

var lmrTable [64][64]int8

func init() {
	for d := 1; d < 64; d++ {
		for m := 1; m < 64; m++ {
			lmrTable[d][m] = int8(lmrBase + math.Log(float64(d))*math.Log(float64(m))/lmrDivisor)
		}
	}
}

const (
	// lmrMinDepth: moves are reduced only at nodes at least this deep. Below
	// it the reduced search would be little more than the quiescence search,
	// and a ply saved there saves little.
	lmrMinDepth = 3

	// lmrHistoryStep: a quiet move is reduced one ply less for every
	// lmrHistoryStep of history it has earned (one more for as much
	// negative history). History is bounded by historyMax, so this moves a
	// reduction by at most two plies either way: history sharpens the
	// table, it cannot overrule it.
	lmrHistoryStep = 8000

	// lmrLosingCaptureSkip: a capture that looks losing (ordered after the
	// quiet moves) is reduced by one ply, unless it is among the first
	// lmrLosingCaptureSkip legal moves. Only one ply: a sacrifice may be the
	// point of the position, and the exchange estimate does not see what
	// the capture unmasks.
	lmrLosingCaptureSkip = 4

	// lmrKingApproach: a quiet move of a piece (not a pawn or the king) to a
	// square within kingApproachDistance king steps of the enemy king is
	// reduced this many plies less. Such a move often threatens mate, and a
	// mate that the defender can delay with a chain of spite checks is
	// invisible to a shallow search: reduced by the table's three or four
	// plies the threat scored as nothing (a real game was lost that way, see
	// TestMateThreatBehindChecks). One ply found the threat at depth 10 (11
	// without the relief); two found it at depth 9 but slowed WAC.049 from
	// 200,000 to 850,000 nodes, so one ply was kept. With the hash score
	// refining the pruning's evaluation (node.eval), whose cuts on a shallower
	// search's bound hide the threat until depth 12, one ply is not enough:
	// two find it at depth 10 (9 with chess's weights) and WAC.049 at
	// 600,000 nodes.
	lmrKingApproach      = 2
	kingApproachDistance = 2

	// ttCutMaxClock: a hash score cuts a node only while the move clock is
	// below it. A stored score does not know how close the fifty-move rule
	// is (the hash key does not include the clock), so within ten plies of
	// the draw a cut could keep a score that the draw has made wrong.
	ttCutMaxClock = 90

	// Reverse futility pruning: at a node of depth at most rfpMaxDepth whose
	// static evaluation beats beta by rfpMargin, the node returns its static
	// evaluation without searching. The margin is a little under a pawn for
	// each ply left: to bring the score back below beta the opponent would
	// have to win that much in every ply, which quiet play rarely does. Deeper
	// than rfpMaxDepth the margin (over 480) would be a piece and more, and
	// there the null-move search is the better test.
	rfpMaxDepth     = 6
	rfpMarginPerPly = 80
	rfpImprovingCut = 30 // the margin is smaller when the evaluation rises (improving): the lead is less likely to be a spike

	// Null-move pruning (where nullAllowed says it is sound): the side to
	// move passes, and if a search reduced by nullReduction plies still beats
	// beta, the node is cut. Up to depth 5 the null search is a quiescence
	// search after the pass (the reduction is at least three plies): cheap,
	// and still a real test, as it sees the captures the pass allows. From
	// nullMinDepth only: at depths 1 and 2 reverse futility pruning, with its
	// margin of 80 or 160, already cuts most of the nodes it would.
	nullMinDepth = 3

	// Internal iterative reduction: a PV node of at least iirMinDepth without
	// a hash move is searched one ply shallower: without a hash move its move
	// order is a guess, so a full-depth search would be spent largely on the
	// wrong moves, and the shallower one leaves a hash move for the next
	// iteration, which searches the node at full depth. Only at
	// PV nodes: at the others it hid tactics whose refutation the hash move
	// would have carried (of the 32 hardest WAC positions, 27 found by 1 M
	// nodes with it at PV nodes only, 22 with it everywhere).
	iirMinDepth = 5

	// Singular extension: the hash move is searched a ply deeper when every
	// other move, searched to singularDepth, fails below singularBeta. From
	// singularMinDepth only: the test is a search of its own, paid back only
	// at deep nodes (from depth 6 the hardest WAC positions were found
	// 19 / 20 / 24; from depth 8 was tried too and not kept). The hash entry
	// must be at most singularTTDepthSlack plies shallower than the node, or
	// its score is too stale a yardstick.
	singularMinDepth     = 7
	singularTTDepthSlack = 3

	// extensionSlack: check and singular extensions stop once a line is
	// longer than twice the iteration's depth plus extensionSlack, so that a
	// run of checks (a perpetual) cannot extend a line without bound; the cap
	// leaves every line the first few extensions it needs.
	extensionSlack = 4

	// Late move pruning: at a node of depth at most lmpMaxDepth (not a PV
	// node, not in check, not under a mate threat, once a move has avoided
	// being mated), the quiet moves after the first lmpMoveCount legal moves
	// are not searched. History orders the quiet moves, so the late ones are
	// those that have refuted nothing so far. Up to depth 5 the hardest WAC
	// positions were found 21 / 24 / 25.
	lmpMaxDepth = 4

	// Futility pruning: at a node of depth at most futilityMaxDepth whose
	// static evaluation is below alpha by more than futilityMargin, a late
	// quiet move that does not give check is not searched: it wins no
	// material, and in so few plies the position cannot gain that much.
	futilityMaxDepth = 3

	// Exchange pruning: at a node of depth at most seePruneMaxDepth (not in
	// check, not in Turnover, once a move has avoided being mated, never the
	// first move, a killer or a move that gives check), a move is not searched
	// when the static exchange on its square loses more than
	// quietSEEThreshold (a quiet move) or captureSEEThreshold (a capture
	// ordered among the losing ones). Deeper, the search itself sees the
	// exchange and whatever pays for it.
	seePruneMaxDepth = 6

	// Delta pruning in the quiescence search: a capture is not searched when
	// even the standing score plus the whole victim plus deltaMargin (about
	// two pawns, for what the capture may gain in position: an opened king, a
	// passed pawn) cannot reach alpha. Promotions are always searched.
	deltaMargin = 200

	// turnoverQSearchPlies: in Turnover the quiescence search stands pat
	// (unless a last Castle is in check) once it is this many plies deep. A
	// turnover does not remove the rings it takes, it turns them to the
	// taker's colour, so a stack can be turned back at once, and captures
	// and turnovers chain almost without end: there is no exchange estimate
	// to prune the losing ones with, as in the other games. Unbounded, the
	// quiescence search of one root move took up to 1.4 million nodes in
	// positions of self-play games (the root's first look at every move, in
	// an open window, the worst case), and in one position in eight a
	// six-ply search took more nodes than level 7's whole budget, so level 7
	// saw less than level 6 (the Turnover ladder put it at 46-54% against
	// level 6 with the Texel-tuned evaluation). Four plies keep a take and
	// its answer, twice; 2, 4, 6 and 8 plies took 1,500, 14,000, 65,000 and
	// 194,000 nodes in that worst position. Against four, at 8,000 nodes a
	// move, three plies scored 40.4% over 272 games (Elo -67 +- 40) and six
	// 45.6% over 708 (Elo -31 +- 25): too short a look, or too little search.
	turnoverQSearchPlies = 4

	// Aspiration windows: from aspirationMinDepth on, an iteration is searched
	// in a window of ±aspirationDelta around the last score; each failure
	// widens it by doubling the step, and once the step passes
	// aspirationMaxDelta (more than a queen: the score has collapsed or
	// soared) the window is opened fully. The shallow iterations are cheap and
	// their scores swing, so they get the full window; a fifth of a pawn is a
	// usual change of score from one iteration to the next, and a window that
	// fails costs only a re-search.
	aspirationMinDepth = 5
	aspirationDelta    = 20
	aspirationMaxDelta = 1000

	// History: a quiet move that cuts a node earns historyBonus (the quiet
	// moves searched before it lose as much), and every update pulls a value
	// towards zero in proportion to its size, so history stays within
	// ±historyMax and recent cutoffs outweigh old ones.
	historyMax = 16384
)

// rfpMargin is the reverse futility margin at depth (see rfpMaxDepth).
func rfpMargin(depth int, improving bool) int {
	margin := rfpMarginPerPly * depth
	if improving {
		margin -= rfpImprovingCut
	}
	return margin
}

// nullReduction is how many plies the null-move search is reduced by,
// besides the ply of the pass itself: three, a ply more for every four of
// depth (a deep node can afford to look less deep to prove a cut), and a ply
// more for every two pawns by which the static evaluation beats beta, at
// most two (a large lead needs less proof). Reducing less (2 + depth/4)
// found the hardest WAC positions only 18 / 20 / 22: the time saved goes to
// the moves that matter.
func nullReduction(depth, staticEval, beta int) int {
	return 3 + depth/4 + min((staticEval-beta)/200, 2)
}

// singularBeta is the bound the other moves must fail below for the hash
// move to be singular: its hash score less two centipawns per ply of depth.
// Deeper searches are surer of their score, so the margin grows with them;
// one or three per ply measured worse on WAC (285, and 289 with fewer
// positions found early).
func singularBeta(ttScore, depth int) int { return ttScore - 2*depth }

// singularDepth is the depth of the search without the hash move: half of
// the node's, enough to tell a lone good move from a crowd, and cheap
// beside the node's own search.
func singularDepth(depth int) int { return (depth - 1) / 2 }

// lmpMoveCount is how many legal moves are searched before late move
// pruning starts (see lmpMaxDepth): 3 + depth², twice the quadratic part
// when the evaluation is rising, since then the late moves are likelier to
// hold something. 4 moves at depth 1, up to 19 (35) at depth 4.
func lmpMoveCount(depth int, improving bool) int {
	return 3 + depth*depth*(1+b2i(improving))
}

// futilityMargin is the futility pruning margin at depth (see
// futilityMaxDepth): about a pawn and a half for the positional gain a quiet
// move can bring at once, and about a pawn more for each ply left to exploit
// it (210, 300 and 390 at depths 1, 2 and 3).
func futilityMargin(depth int) int { return 120 + 90*depth }

// quietSEEThreshold: a quiet move whose static exchange loses more than this
// is pruned (see seePruneMaxDepth). Quadratic in depth: at depth 1 any piece
// left en prise goes, at depth 6 only a loss of more than 720 (more than a
// rook), because the deeper the node the more room for the compensation
// that a deliberate sacrifice plays for. 30 instead of 20 measured WAC 288.
func quietSEEThreshold(depth int) int { return -20 * depth * depth }

// captureSEEThreshold: a losing capture whose static exchange loses more
// than about a pawn per ply of depth is pruned (see seePruneMaxDepth): 90 at
// depth 1, a minor piece's worth at depth 4. Up to depth 4 it spares more
// than quietSEEThreshold does, because a capture has taken something, and
// what the captured piece was guarding is beyond the exchange estimate.
func captureSEEThreshold(depth int) int { return -90 * depth }

// historyBonus is what a quiet move that cuts a node at depth earns in the
// history table: the square of the depth, as cutoffs at deep nodes save
// more, capped so that one deep cutoff does not swamp the table.
func historyBonus(depth int) int32 { return int32(min(depth*depth*16, 1600)) }
