// Package learn holds what Siegeworks teaches: for every variant the facts a player meets
// first (inventor, year, the idea in a sentence or two), the player's guide with its
// diagrams, and a course of lessons played on a live board.
//
//	v := learn.For(rules.Turnover)       // inventor, tagline, idea, guide, course
//	for _, l := range v.Course.Levels() { // stages of short levels, each with one task
//		a := l.Start()                   // an attempt: the position, the moves so far
//		if why := a.Refusal(m); why == "" {
//			step, _ := a.Play(m)         // the goal checked move by move; a reply if any
//			_ = step.Message
//		}
//		line, ok := l.Solve(l.Target, 400000) // a solution by search (hints, the tests' proofs)
//	}
//
// A game with several sets of rules has one guide and one course for them all: For gives
// Turnover's for its 2025 rules too; the guide's section on the 2025 rules is a page of its
// own (Guide.Page), and the levels of a stage marked "rules: 2025" are played under them
// (Level.Variant).
//
// The content is data in content/<variant id>/ (about.txt, guide.md, lessons.txt),
// embedded in the binary and validated by this package's tests, which prove every level
// solvable within its target. The package is pure Go: it knows the rules and the engine,
// never the UI.
package learn
