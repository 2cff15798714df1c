package words

import (
	"siegeworks/i18n"
	"siegeworks/rules"
)

// stackNouns name Turnover's stacks, indexed by the chess kind each reuses (rules.Kind).
var stackNouns = [...]*forms{rules.Pawn: &wallNouns, rules.Knight: &fortressNouns, rules.Bishop: &fortNouns,
	rules.Rook: &towerNouns, rules.Queen: &citadelNouns, rules.King: &castleNouns}

var wallNouns = forms{
	name:   func() string { return i18n.L("Wall") },
	title:  func() string { return i18n.L("Wall") },
	a:      func() string { return i18n.L("a Wall") },
	your:   func() string { return i18n.L("your Wall") },
	at:     func(s string) string { return i18n.L("the {{.Square}} Wall", on(s)) },
	yourOn: func(s string) string { return i18n.L("your Wall on {{.Square}}", on(s)) },
	the: [2]func() string{
		func() string { return i18n.L("the white Wall") },
		func() string { return i18n.L("the black Wall") },
	},
	theOn: [2]func(string) string{
		func(s string) string { return i18n.L("the white Wall on {{.Square}}", on(s)) },
		func(s string) string { return i18n.L("the black Wall on {{.Square}}", on(s)) },
	},
	aColor: [2]func() string{
		func() string { return i18n.L("a white Wall") },
		func() string { return i18n.L("a black Wall") },
	},
}

var fortressNouns = forms{
	name:   func() string { return i18n.L("Fortress") },
	title:  func() string { return i18n.L("Fortress") },
	a:      func() string { return i18n.L("a Fortress") },
	your:   func() string { return i18n.L("your Fortress") },
	at:     func(s string) string { return i18n.L("the {{.Square}} Fortress", on(s)) },
	yourOn: func(s string) string { return i18n.L("your Fortress on {{.Square}}", on(s)) },
	the: [2]func() string{
		func() string { return i18n.L("the white Fortress") },
		func() string { return i18n.L("the black Fortress") },
	},
	theOn: [2]func(string) string{
		func(s string) string { return i18n.L("the white Fortress on {{.Square}}", on(s)) },
		func(s string) string { return i18n.L("the black Fortress on {{.Square}}", on(s)) },
	},
	aColor: [2]func() string{
		func() string { return i18n.L("a white Fortress") },
		func() string { return i18n.L("a black Fortress") },
	},
}

var fortNouns = forms{
	name:   func() string { return i18n.L("Fort") },
	title:  func() string { return i18n.L("Fort") },
	a:      func() string { return i18n.L("a Fort") },
	your:   func() string { return i18n.L("your Fort") },
	at:     func(s string) string { return i18n.L("the {{.Square}} Fort", on(s)) },
	yourOn: func(s string) string { return i18n.L("your Fort on {{.Square}}", on(s)) },
	the: [2]func() string{
		func() string { return i18n.L("the white Fort") },
		func() string { return i18n.L("the black Fort") },
	},
	theOn: [2]func(string) string{
		func(s string) string { return i18n.L("the white Fort on {{.Square}}", on(s)) },
		func(s string) string { return i18n.L("the black Fort on {{.Square}}", on(s)) },
	},
	aColor: [2]func() string{
		func() string { return i18n.L("a white Fort") },
		func() string { return i18n.L("a black Fort") },
	},
}

var towerNouns = forms{
	name:   func() string { return i18n.L("Tower") },
	title:  func() string { return i18n.L("Tower") },
	a:      func() string { return i18n.L("a Tower") },
	your:   func() string { return i18n.L("your Tower") },
	at:     func(s string) string { return i18n.L("the {{.Square}} Tower", on(s)) },
	yourOn: func(s string) string { return i18n.L("your Tower on {{.Square}}", on(s)) },
	the: [2]func() string{
		func() string { return i18n.L("the white Tower") },
		func() string { return i18n.L("the black Tower") },
	},
	theOn: [2]func(string) string{
		func(s string) string { return i18n.L("the white Tower on {{.Square}}", on(s)) },
		func(s string) string { return i18n.L("the black Tower on {{.Square}}", on(s)) },
	},
	aColor: [2]func() string{
		func() string { return i18n.L("a white Tower") },
		func() string { return i18n.L("a black Tower") },
	},
}

var citadelNouns = forms{
	name:   func() string { return i18n.L("Citadel") },
	title:  func() string { return i18n.L("Citadel") },
	a:      func() string { return i18n.L("a Citadel") },
	your:   func() string { return i18n.L("your Citadel") },
	at:     func(s string) string { return i18n.L("the {{.Square}} Citadel", on(s)) },
	yourOn: func(s string) string { return i18n.L("your Citadel on {{.Square}}", on(s)) },
	the: [2]func() string{
		func() string { return i18n.L("the white Citadel") },
		func() string { return i18n.L("the black Citadel") },
	},
	theOn: [2]func(string) string{
		func(s string) string { return i18n.L("the white Citadel on {{.Square}}", on(s)) },
		func(s string) string { return i18n.L("the black Citadel on {{.Square}}", on(s)) },
	},
	aColor: [2]func() string{
		func() string { return i18n.L("a white Citadel") },
		func() string { return i18n.L("a black Citadel") },
	},
}

var castleNouns = forms{
	name:   func() string { return i18n.L("Castle") },
	title:  func() string { return i18n.L("Castle") },
	a:      func() string { return i18n.L("a Castle") },
	your:   func() string { return i18n.L("your Castle") },
	at:     func(s string) string { return i18n.L("the {{.Square}} Castle", on(s)) },
	yourOn: func(s string) string { return i18n.L("your Castle on {{.Square}}", on(s)) },
	the: [2]func() string{
		func() string { return i18n.L("the white Castle") },
		func() string { return i18n.L("the black Castle") },
	},
	theOn: [2]func(string) string{
		func(s string) string { return i18n.L("the white Castle on {{.Square}}", on(s)) },
		func(s string) string { return i18n.L("the black Castle on {{.Square}}", on(s)) },
	},
	aColor: [2]func() string{
		func() string { return i18n.L("a white Castle") },
		func() string { return i18n.L("a black Castle") },
	},
}
