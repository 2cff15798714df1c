// Package rules is the rules of every variant Siegeworks plays — orthodox chess, Turret
// Chess (with the Kwagga option) on the 68-square Gustavian board, Gunnery Chess, Chess++
// with the Catapult, and Turnover in its 2019 and 2025 editions — exactly as docs/RULES.md
// states them. It is plain Go:
// no user interface, no engine.
//
//	pos, _ := rules.ParseFEN(rules.TurretChess, rules.TurretChess.StartFEN)
//	var ml rules.MoveList
//	pos.GenerateLegal(&ml)           // every legal move, allocation-free
//	m, _ := pos.ParseMove("Tc3")     // SAN or coordinates ("e2e4")
//	effects := pos.Effects(m)        // each square the move changes: moved, slung, shot…
//	story := pos.Story(m)            // what it does as facts: the mover, each consequence
//	r := pos.Refusal(from, to)       // why a move is refused: the rule and its pieces
//	pos.MakeMove(m); pos.UnmakeMove()
//
//	g := rules.NewGame(rules.Gunnery) // a game record: moves, undo/redo, repetition,
//	_ = g.Play(m)                     // results, claims, clocks, annotations
//	text := rules.WritePGN(g, tags)   // and back with ReadPGN
//
// A Variant switches the shared position, move generation, make/unmake and notation code
// onto its extra rules (Variants lists them; VariantByID finds one). A game with two rule
// sets has one Variant per edition (Turnover, Turnover2025): Family names the game, Editions
// its rule sets, and Games lists each game once for menus of games. Move generation comes
// in three forms for three users: GenerateLegal (the UI, the tests), GenerateLazy with Legal
// (the engine's search, judging legality move by move) and GenerateNoisy (the quiescence
// search). Effects is the one description of what a move does, for the board's animations
// and previews, the sounds, the puzzles' themes and the engine's idea of a capture.
//
// The rules speak no language: Story (what a move does), Refusal (why a move is refused)
// and Attack (how a piece attacks a square) are facts, and package words puts them into
// sentences in the player's language.
//
// Perft counts, the slow reference generators in the tests and the fuzz targets keep the
// fast code honest; README.md lists the figures.
package rules
