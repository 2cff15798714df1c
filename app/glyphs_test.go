package app

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font/sfnt"

	"siegeworks/learn"
	"siegeworks/rules"
)

// TestEveryCharacterIsInTheFont: every character the window may show — the app's strings and
// the learning content — is in the bundled text font, so nothing is drawn as a garbled box
// (as the arrows of the shortcuts window once were).
func TestEveryCharacterIsInTheFont(t *testing.T) {
	var fonts []*sfnt.Font
	for _, res := range []interface{ Content() []byte }{theme.TextFont(), theme.TextBoldFont(), theme.TextItalicFont()} {
		f, err := sfnt.Parse(res.Content())
		if err != nil {
			t.Fatal(err)
		}
		fonts = append(fonts, f)
	}
	var buf sfnt.Buffer
	missing := map[rune]string{}
	check := func(where, text string) {
		for _, r := range text {
			if r < 0x20 || r == 0x7f || r == '\uFE0F' {
				continue
			}
			for _, f := range fonts {
				if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
					if _, seen := missing[r]; !seen {
						missing[r] = where
					}
					break
				}
			}
		}
	}
	files, _ := filepath.Glob("*.go")
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil {
					check(fset.Position(lit.Pos()).String(), s)
				}
			}
			return true
		})
	}
	for _, v := range rules.Variants {
		c := learn.For(v)
		check(v.ID+" about", c.Tagline+c.Idea+c.Credit())
		for _, b := range c.Guide.Blocks {
			check(v.ID+" guide", b.Text)
			if b.Diagram != nil {
				check(v.ID+" guide", b.Diagram.Caption)
			}
		}
		for _, s := range c.Course.Stages {
			check(v.ID+" lessons", s.Title+s.Intro)
		}
		for _, l := range c.Course.Levels() {
			check(v.ID+" lessons", l.Title+l.Task+l.Done+l.Tip)
		}
	}
	check("notation", learn.Notation())
	for r, where := range missing {
		t.Errorf("%q (U+%04X) is not in the bundled font: %s", r, r, where)
	}
}
