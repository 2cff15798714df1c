// Command siege is the headless face of Siegeworks: perft, legal moves and
// game status for every variant of docs/RULES.md, (with the engine) best
// moves, matches and a UCI interface, and games with a friend at a distance.
//
// Every command is a word followed by its own flags, and answers on
// standard output; an error is one line on standard error and exit status
// 2. siege -h lists the commands, siege COMMAND -h a command's flags:
//
//	siege perft -variant turret -depth 4
//	siege bestmove -variant gunnery -movetime 1000 -level 6
//	siege match -variant chess -white 6 -black beginner -games 20 -movetime 100
//	siege match -white 8 -black uci:/usr/games/stockfish -bopt UCI_LimitStrength=true -bopt UCI_Elo=2400 -tc 10+0.1 -games 100 -pgn m.pgn
//	siege bench -depth 11 -variant all
//	siege host -variant turret -clock 5+3 -side random -name Ana
//	siege join 7-turret-sling-castle -addr 192.168.1.20:40123 -builtin 6/2s
//
// The commands, by what they serve:
//
//   - Rules (package rules): perft, moves, status and describe.
//   - Engine (package engine): bestmove searches a position at a level
//     (engine.MinLevel to engine.MaxLevel), analyse shows its best lines,
//     review annotates a PGN game, uci speaks the UCI protocol to GUIs.
//   - Measurement: match plays two players (a level, random, beginner or a
//     UCI engine run as a subprocess) against each other with a real clock,
//     rules-only endings, PGN, the Elo difference with its error bar and an
//     SPRT (package match), ladder each level against the one below, wac
//     runs the Win-at-Chess suite, bench counts nodes and nodes per second
//     on a fixed position set (the node counts are deterministic: a search
//     change that should not change the search shows there), tune tunes the
//     evaluation by self-play.
//   - Content: puzzles makes and checks the shipped puzzles, learn checks
//     the lessons.
//   - Play at a distance (package netplay): host offers a game and prints
//     its invitation code and addresses, join joins it with the code. The
//     side here is played by a person typing moves (SAN or coordinates;
//     resign, draw, accept, decline, takeback, chat TEXT, board, help), by
//     the built-in engine (-builtin depth/time) or by a UCI engine (-engine
//     "program args"). The session's posted work runs on the command's own
//     goroutine (netloop.go); Ctrl-C, or the end of a person's input,
//     resigns a game that has begun and closes an invitation that has not.
//     The finished game's PGN is printed, or written with -pgn.
//
// main.go has the dispatcher, the rules commands and the flag helpers every
// command shares; the other files, by topic, register their commands in
// commands from an init function.
package main
