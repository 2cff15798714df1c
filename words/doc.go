// Package words puts the rules' facts into sentences in the player's language. Package
// rules speaks no language: it says what a move does (rules.Story), why a move is refused
// (rules.Refusal) and how a piece attacks a square (rules.Attack) as data; words tells them
// with i18n.L, so every sentence is a translatable message.
//
//	words.Move(pos, m)               // "Turret to c5, slinging the c2 knight onto c6, where it captures the black rook on c6"
//	words.MoveUnchosen(pos, m)       // "Pawn to f8, promoting: you choose the piece"
//	words.Action(pos, m)             // as an onlooker tells it: "… it becomes a white Fortress", no "— check"
//	words.Story(v, st, words.Mover)  // the same from a rules.Story already at hand
//	words.Square(pos, s)             // "the black Citadel on d6: a Tower inside a Fort; its Fort moves like a queen"
//	words.WhyIllegal(pos, from, to)  // "a knight leaps two squares one way and one to the side", "" when legal
//	words.Refusal(r)                 // the same from a rules.Refusal
//	words.Refused(pos, from, to)     // with what attacks the king: "your king would be in check: the b4 bishop"
//	words.Attack(v, a)               // "the e2 pawn fires over e4"; Attacks joins several with "; "
//	words.KindName(v, k)             // "knight", "Turret", in Turnover the stack's name ("Fortress")
//
// How the messages are built, so that Portuguese and Spanish read naturally:
//
//   - One message per sentence shape, with named placeholders: "capturing {{.Piece}}",
//     "{{.Piece}} is in the way", "The Catapult on {{.From}} moves to {{.To}}".
//   - A piece is named by a whole noun phrase, one message per kind and determiner (and
//     colour): "the black rook on {{.Square}}", "the {{.Square}} knight", "your Fort", "a
//     white Fortress", "Knight" (opening a sentence). A language makes article and
//     adjective agree with its noun inside the phrase (nouns_chess.go, nouns_turnover.go).
//   - A move is told as its head ("Knight to {{.To}}") and one clause per consequence,
//     joined by "{{.Move}}, {{.Part}}", then what it leaves ("{{.Move}} — check"); a
//     language may punctuate those joins its own way.
//
// Until the app installs a translator (i18n.Use), every message is its English key, so the
// English sentences are exactly the keys.
package words
