// Package study holds what Siegeworks offers for study between games: puzzles made from
// engine self-play, the game review, and the continuous analysis of a position. It is plain
// Go on top of the rules and the engine; the app and the siege tool use it alike.
//
//	an := study.NewAnalyser(32, func(a study.Analysis) { ... }) // the best lines, reported
//	an.Analyse(pos)                                           // as the search deepens
//	r, err := study.ReviewGame(ctx, game, study.ReviewOptions{MoveTime: d}, progress)
//	r.Annotate(game)                   // NAGs, [%eval] and the better moves, into the PGN
//	for _, p := range study.Puzzles(rules.TurretChess) {
//		a := p.Start()                 // an attempt: play the line, forced replies answer
//	}
//
// Evaluations are Eval values from White's side: String for a short mark ("#3", "+0.35"),
// Words for a sentence ("White mates in 3"), WhiteChance for bars and graphs.
package study
