package words

import (
	"siegeworks/i18n"
	"siegeworks/rules"
)

// chessNouns name the pieces of every variant but Turnover, by kind.
var chessNouns = [...]*forms{rules.Pawn: &pawnNouns, rules.Knight: &knightNouns, rules.Bishop: &bishopNouns,
	rules.Rook: &rookNouns, rules.Queen: &queenNouns, rules.King: &kingNouns, rules.Turret: &turretNouns,
	rules.Kwagga: &kwaggaNouns}

var pawnNouns = forms{
	name:   func() string { return i18n.L("pawn") },
	title:  func() string { return i18n.L("Pawn") },
	a:      func() string { return i18n.L("a pawn") },
	your:   func() string { return i18n.L("your pawn") },
	at:     func(s string) string { return i18n.L("the {{.Square}} pawn", on(s)) },
	yourOn: func(s string) string { return i18n.L("your pawn on {{.Square}}", on(s)) },
	the: [2]func() string{
		func() string { return i18n.L("the white pawn") },
		func() string { return i18n.L("the black pawn") },
	},
	theOn: [2]func(string) string{
		func(s string) string { return i18n.L("the white pawn on {{.Square}}", on(s)) },
		func(s string) string { return i18n.L("the black pawn on {{.Square}}", on(s)) },
	},
	aColor: [2]func() string{
		func() string { return i18n.L("a white pawn") },
		func() string { return i18n.L("a black pawn") },
	},
}

var knightNouns = forms{
	name:   func() string { return i18n.L("knight") },
	title:  func() string { return i18n.L("Knight") },
	a:      func() string { return i18n.L("a knight") },
	your:   func() string { return i18n.L("your knight") },
	at:     func(s string) string { return i18n.L("the {{.Square}} knight", on(s)) },
	yourOn: func(s string) string { return i18n.L("your knight on {{.Square}}", on(s)) },
	the: [2]func() string{
		func() string { return i18n.L("the white knight") },
		func() string { return i18n.L("the black knight") },
	},
	theOn: [2]func(string) string{
		func(s string) string { return i18n.L("the white knight on {{.Square}}", on(s)) },
		func(s string) string { return i18n.L("the black knight on {{.Square}}", on(s)) },
	},
	aColor: [2]func() string{
		func() string { return i18n.L("a white knight") },
		func() string { return i18n.L("a black knight") },
	},
}

var bishopNouns = forms{
	name:   func() string { return i18n.L("bishop") },
	title:  func() string { return i18n.L("Bishop") },
	a:      func() string { return i18n.L("a bishop") },
	your:   func() string { return i18n.L("your bishop") },
	at:     func(s string) string { return i18n.L("the {{.Square}} bishop", on(s)) },
	yourOn: func(s string) string { return i18n.L("your bishop on {{.Square}}", on(s)) },
	the: [2]func() string{
		func() string { return i18n.L("the white bishop") },
		func() string { return i18n.L("the black bishop") },
	},
	theOn: [2]func(string) string{
		func(s string) string { return i18n.L("the white bishop on {{.Square}}", on(s)) },
		func(s string) string { return i18n.L("the black bishop on {{.Square}}", on(s)) },
	},
	aColor: [2]func() string{
		func() string { return i18n.L("a white bishop") },
		func() string { return i18n.L("a black bishop") },
	},
}

var rookNouns = forms{
	name:   func() string { return i18n.L("rook") },
	title:  func() string { return i18n.L("Rook") },
	a:      func() string { return i18n.L("a rook") },
	your:   func() string { return i18n.L("your rook") },
	at:     func(s string) string { return i18n.L("the {{.Square}} rook", on(s)) },
	yourOn: func(s string) string { return i18n.L("your rook on {{.Square}}", on(s)) },
	the: [2]func() string{
		func() string { return i18n.L("the white rook") },
		func() string { return i18n.L("the black rook") },
	},
	theOn: [2]func(string) string{
		func(s string) string { return i18n.L("the white rook on {{.Square}}", on(s)) },
		func(s string) string { return i18n.L("the black rook on {{.Square}}", on(s)) },
	},
	aColor: [2]func() string{
		func() string { return i18n.L("a white rook") },
		func() string { return i18n.L("a black rook") },
	},
}

var queenNouns = forms{
	name:   func() string { return i18n.L("queen") },
	title:  func() string { return i18n.L("Queen") },
	a:      func() string { return i18n.L("a queen") },
	your:   func() string { return i18n.L("your queen") },
	at:     func(s string) string { return i18n.L("the {{.Square}} queen", on(s)) },
	yourOn: func(s string) string { return i18n.L("your queen on {{.Square}}", on(s)) },
	the: [2]func() string{
		func() string { return i18n.L("the white queen") },
		func() string { return i18n.L("the black queen") },
	},
	theOn: [2]func(string) string{
		func(s string) string { return i18n.L("the white queen on {{.Square}}", on(s)) },
		func(s string) string { return i18n.L("the black queen on {{.Square}}", on(s)) },
	},
	aColor: [2]func() string{
		func() string { return i18n.L("a white queen") },
		func() string { return i18n.L("a black queen") },
	},
}

var kingNouns = forms{
	name:   func() string { return i18n.L("king") },
	title:  func() string { return i18n.L("King") },
	a:      func() string { return i18n.L("a king") },
	your:   func() string { return i18n.L("your king") },
	at:     func(s string) string { return i18n.L("the {{.Square}} king", on(s)) },
	yourOn: func(s string) string { return i18n.L("your king on {{.Square}}", on(s)) },
	the: [2]func() string{
		func() string { return i18n.L("the white king") },
		func() string { return i18n.L("the black king") },
	},
	theOn: [2]func(string) string{
		func(s string) string { return i18n.L("the white king on {{.Square}}", on(s)) },
		func(s string) string { return i18n.L("the black king on {{.Square}}", on(s)) },
	},
	aColor: [2]func() string{
		func() string { return i18n.L("a white king") },
		func() string { return i18n.L("a black king") },
	},
}

var turretNouns = forms{
	name:   func() string { return i18n.L("Turret") },
	title:  func() string { return i18n.L("Turret") },
	a:      func() string { return i18n.L("a Turret") },
	your:   func() string { return i18n.L("your Turret") },
	at:     func(s string) string { return i18n.L("the {{.Square}} Turret", on(s)) },
	yourOn: func(s string) string { return i18n.L("your Turret on {{.Square}}", on(s)) },
	the: [2]func() string{
		func() string { return i18n.L("the white Turret") },
		func() string { return i18n.L("the black Turret") },
	},
	theOn: [2]func(string) string{
		func(s string) string { return i18n.L("the white Turret on {{.Square}}", on(s)) },
		func(s string) string { return i18n.L("the black Turret on {{.Square}}", on(s)) },
	},
	aColor: [2]func() string{
		func() string { return i18n.L("a white Turret") },
		func() string { return i18n.L("a black Turret") },
	},
}

var kwaggaNouns = forms{
	name:   func() string { return i18n.L("Kwagga") },
	title:  func() string { return i18n.L("Kwagga") },
	a:      func() string { return i18n.L("a Kwagga") },
	your:   func() string { return i18n.L("your Kwagga") },
	at:     func(s string) string { return i18n.L("the {{.Square}} Kwagga", on(s)) },
	yourOn: func(s string) string { return i18n.L("your Kwagga on {{.Square}}", on(s)) },
	the: [2]func() string{
		func() string { return i18n.L("the white Kwagga") },
		func() string { return i18n.L("the black Kwagga") },
	},
	theOn: [2]func(string) string{
		func(s string) string { return i18n.L("the white Kwagga on {{.Square}}", on(s)) },
		func(s string) string { return i18n.L("the black Kwagga on {{.Square}}", on(s)) },
	},
	aColor: [2]func() string{
		func() string { return i18n.L("a white Kwagga") },
		func() string { return i18n.L("a black Kwagga") },
	},
}

// pieceNouns name a piece of no known kind (never seen in play: a safe fallback).
var pieceNouns = forms{
	name:   func() string { return i18n.L("piece") },
	title:  func() string { return i18n.L("Piece") },
	a:      func() string { return i18n.L("a piece") },
	your:   func() string { return i18n.L("your piece") },
	at:     func(s string) string { return i18n.L("the {{.Square}} piece", on(s)) },
	yourOn: func(s string) string { return i18n.L("your piece on {{.Square}}", on(s)) },
	the: [2]func() string{
		func() string { return i18n.L("the white piece") },
		func() string { return i18n.L("the black piece") },
	},
	theOn: [2]func(string) string{
		func(s string) string { return i18n.L("the white piece on {{.Square}}", on(s)) },
		func(s string) string { return i18n.L("the black piece on {{.Square}}", on(s)) },
	},
	aColor: [2]func() string{
		func() string { return i18n.L("a white piece") },
		func() string { return i18n.L("a black piece") },
	},
}
