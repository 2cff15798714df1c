package engine

import "time"

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
//   - MoveTime: thinking time used when the caller gives no limit at all.
type Level struct {
	Depth        int
	Nodes        uint64
	Temperature  int
	Window       int
	BlunderCheck bool
	MoveTime     time.Duration
}

// Levels 1..8 (index 0 is unused).
var Levels = [9]Level{
	{},
	{Depth: 1, Temperature: 120, Window: 300, MoveTime: 10 * time.Second},
	{Depth: 2, Temperature: 80, Window: 220, MoveTime: 10 * time.Second},
	{Depth: 3, Temperature: 50, Window: 150, BlunderCheck: true, MoveTime: 10 * time.Second},
	{Depth: 4, Temperature: 28, Window: 90, BlunderCheck: true, MoveTime: 10 * time.Second},
	{Depth: 5, Temperature: 12, Window: 40, BlunderCheck: true, MoveTime: 10 * time.Second},
	{Nodes: 20000, MoveTime: time.Second},
	{Nodes: 100000, MoveTime: 2 * time.Second},
	{MoveTime: 3 * time.Second},
}
