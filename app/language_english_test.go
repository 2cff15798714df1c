package app

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"siegeworks/i18n"
	"siegeworks/rules"
)

// TestEnglishPluralForms: every plural message the app says has its English forms, whose
// "other" is the key itself, and English says "1 game", not "1 games".
func TestEnglishPluralForms(t *testing.T) {
	forms, err := i18n.Messages("en")
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob("*.go")
	fset := token.NewFileSet()
	n := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") || name == "language.go" { // fyneTranslator passes keys on
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(node ast.Node) bool {
			call, ok := node.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "N" {
				return true
			}
			if pkg, ok := sel.X.(*ast.Ident); !ok || pkg.Name != "lang" {
				return true
			}
			lit, ok := call.Args[0].(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				t.Errorf("%s: lang.N's key is not a string literal", fset.Position(call.Pos()))
				return true
			}
			key, _ := strconv.Unquote(lit.Value)
			n++
			m, ok := forms[key]
			switch {
			case !ok || !m.Plural():
				t.Errorf("%s: %q has no English plural forms in i18n/languages/en/messages.json", fset.Position(call.Pos()), key)
			case m.Other != key:
				t.Errorf("%q: the English \"other\" form %q is not the key", key, m.Other)
			}
			return true
		})
	}
	if n == 0 {
		t.Fatal("no lang.N call found")
	}
	for count, want := range map[int]string{0: "0 games", 1: "1 game", 2449: "2,449 games"} {
		if got := countGames(count); got != want {
			t.Errorf("countGames(%d) = %q, want %q", count, got, want)
		}
	}
}

// TestReasonWordsInEnglish: every reason the rules give a game's end reads in English as
// the rules write it, and one they do not know (a file's Termination tag) as it is.
func TestReasonWordsInEnglish(t *testing.T) {
	for _, why := range []rules.Reason{rules.ReasonCheckmate, rules.ReasonStalemate, rules.ReasonInsufficient,
		rules.ReasonFivefold, rules.ReasonSeventyFive, rules.ReasonThreefold, rules.ReasonFiftyMove,
		rules.ReasonResignation, rules.ReasonAgreement, rules.ReasonNoCastles, rules.ReasonTime,
		rules.ReasonTimeNoMate, rules.ReasonAbandoned, "rules infraction {{odd}}"} {
		if got := reasonWords(why); got != string(why) {
			t.Errorf("reasonWords(%q) = %q", why, got)
		}
	}
}
