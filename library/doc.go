// Package library keeps the player's games: every game played in Siegeworks, finished or
// left unfinished, one PGN file each in a folder, written safely (internal/disk), so that a
// crash mid-write or a damaged file costs at most that one game, never the library.
//
//	lib := library.Open(dir, disk.OS)
//	err := lib.Put(pgn)                 // the game's GameId tag names its entry
//	entries, problems := lib.List()     // the games, newest first; unreadable ones in problems
//	text, err := lib.Read(entries[0].ID)
//	err = lib.Export(w, ids)            // one PGN of many games
//
// A Collection is a file of many games opened to browse (Entries) and import (Put each):
// ReadCollection splits it with rules.SplitPGN and reads only each game's tags.
package library
