package engine

import (
	"time"

	"siegeworks/rules"
)

// Level describes one playing strength.
//
//   - Depth, Nodes: the search stops at this depth / node count (0: none).
//     Both are on top of the caller's limits (time, depth, nodes).
//   - Temperature, Window: levels with a temperature do not always play the
//     best move. Every root move gets an exact score; the moves scoring
//     within Window centipawns of the best are chosen by a softmax over
//     score/Temperature. So a weak level prefers good moves, sometimes
//     misses the best one, and never plays a move that the search sees
//     losing much more than Window.
//   - BlunderCheck: a mate in hand is always played, and a move that allows
//     a forced mate the search sees is never chosen when another move
//     avoids it (so from level 3 on it never hangs a mate in one).
//   - Blind: the level judges each move by the position right after it and
//     does not look at the replies (it sees the mate it gives, not the piece
//     it leaves hanging). Level 1 is blind, so that a person who knows the
//     rules can beat it: against the test's beginner (a random taker that
//     mates in one and keeps its queen safe) it loses 35-75% of its games,
//     and it still beats a random mover almost every time.
//   - Rating: the level's approximate strength in orthodox chess, on the scale
//     of Stockfish's UCI_Elo at 10 s + 0.1 s a game (levels 4-8 measured
//     against it, 1-3 through the ladder; engine/README.md has the table and
//     how to reproduce it). Shown to players as "about 1400".
//   - Learned: the level plays orthodox chess with the learned evaluation
//     (the built-in network, or the one LoadNetwork gave). Only level 8: the
//     levels below keep the hand-written evaluation their ratings were
//     measured with.
//   - MoveTime: thinking time used when the caller gives no limit at all
//     (for the depth-limited levels 1-6 only a safety cap: they normally
//     finish far sooner, and as long as the cap is not hit their choice
//     depends only on the position, the seed and the level).
//
// In Turnover the temperatures and windows are doubled: its scores run on
// a larger scale, and with the chess values neighbouring levels played too
// alike (the ladder measured level 6 at only 56% against level 5). Under
// Turnover's 2025 rules level 1's temperature is raised by a further
// quarter and level 6 searches 7 plies (see levelFor).
//
// Summary: 1 looks one move ahead without replies and chooses by softmax at
// 200 cp; 2-5 search 2..5 plies and choose by softmax with falling
// temperature (80, 50, 28, 12 cp); 6 plays the best move of a 6-ply
// search; 7 the best move within 60,000 nodes; 8 uses all the time it is
// given (clock or movetime; 3 s when none).
type Level struct {
	Depth        int
	Nodes        uint64
	Temperature  int
	Window       int
	BlunderCheck bool
	Blind        bool
	Rating       int
	Learned      bool
	MoveTime     time.Duration
}

// The levels run from MinLevel (the weakest) to MaxLevel (full strength);
// MaxLevel follows the table.
const (
	MinLevel = 1
	MaxLevel = len(Levels) - 1
)

// Levels MinLevel..MaxLevel (index 0 is unused).
var Levels = [...]Level{
	{},
	{Depth: 1, Temperature: 240, Window: 700, Blind: true, Rating: 700, MoveTime: 10 * time.Second},
	{Depth: 2, Temperature: 80, Window: 220, Rating: 950, MoveTime: 10 * time.Second},
	{Depth: 3, Temperature: 50, Window: 150, BlunderCheck: true, Rating: 1150, MoveTime: 10 * time.Second},
	{Depth: 4, Temperature: 28, Window: 90, BlunderCheck: true, Rating: 1400, MoveTime: 10 * time.Second},
	{Depth: 5, Temperature: 12, Window: 40, BlunderCheck: true, Rating: 1700, MoveTime: 10 * time.Second},
	{Depth: 6, Rating: 1850, MoveTime: 5 * time.Second},
	{Nodes: 60000, Rating: 2000, MoveTime: 2 * time.Second},
	{Rating: 2200, Learned: true, MoveTime: 3 * time.Second},
}

// levelFor is the level as played in the variant. Turnover scores run on a
// larger scale (stacks of 3-10 pawns, Castles that must not be lost), so the
// same temperature would make the low levels nearly as strong as the level
// above them: temperatures and windows are doubled. Under the 2025 rules
// level 1 beat the beginner too often with that (it lost 67 of 200 games,
// 33.5%, against 56.5% under the 2019 rules), so its temperature is raised
// by a quarter more (it then lost 102 of 200, 51%). There, too, level 6 at
// 6 plies scored only 57.5% against level 5 (62.5% with level 5's
// temperature and window raised by half), so it searches 7 plies (87.5%).
func levelFor(v *rules.Variant, level int) Level {
	lv := Levels[level]
	if v.IsTurnover() {
		lv.Temperature *= 2
		lv.Window *= 2
		if lv.Blind && v.NoMoveLoses() {
			lv.Temperature = lv.Temperature * 5 / 4
		}
		if level == 6 && v.NoMoveLoses() {
			lv.Depth = 7
		}
	}
	return lv
}
