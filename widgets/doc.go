// Package widgets holds Siegeworks' custom Fyne widgets: the Board that draws and plays a
// position of any variant, the move list, the evaluation bar and graph, and the legend of
// the board's marks.
//
//	b := widgets.NewBoard(pos)           // 8x8 or the Gustavian board, drawn from pos
//	b.OnMove = func(m rules.Move) { ... } // a move made by click-click or drag
//	b.SetInteractive(true)               // a picked-up piece previews every legal move
//	b.ShowMove(before, m, after, true)   // animated square by square from rules.Effects
//	b.SetHint(m); b.SetStars(squares); b.SetEngineArrows(arrows)
//	widgets.SetLook(look)                // every board: colours, piece set, coordinates;
//	                                     // every move list: letters or figurines
//	l := widgets.NewMoveList()
//	l.SetLine(start, moves, sans)        // numbered rows; the positions tell the figurines
//
// The Board asks package rules for everything it shows — legal moves, effects, attack
// lines, the words of a preview or a refusal — and never works a rule out itself. Like
// every Fyne widget, a widget here is changed from the Fyne goroutine only.
package widgets
