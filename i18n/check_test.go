package i18n_test

// The checks of `make i18n-check`: every key the code uses is translated into every
// language, no language keeps a key nobody uses, each translation has the English text's
// placeholders, every plural has its forms, and every character is in the bundled font.
//
// Keys are found in the source: calls of lang.L, lang.N, lang.X, lang.XN, i18n.L and i18n.N
// whose key is a string literal. Keys made from data (a variant's name) are listed by
// dataKeys. Set I18N_TODO=dir to have the missing messages of each language written there
// as JSON, ready to translate.

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font/sfnt"

	"siegeworks/i18n"
)

// use is one key as the code uses it.
type use struct {
	plural bool
	where  string
}

// sourceKeys finds every translated key in the repository's Go source (tests excluded).
func sourceKeys(t *testing.T) map[string]use {
	t.Helper()
	keys := map[string]use{}
	fset := token.NewFileSet()
	err := filepath.WalkDir("..", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); p != ".." && (strings.HasPrefix(name, ".") || name == "testdata" || name == "bench") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			pkg, ok := sel.X.(*ast.Ident)
			if !ok || (pkg.Name != "lang" && pkg.Name != "i18n") {
				return true
			}
			plural := false
			switch sel.Sel.Name {
			case "L", "X":
			case "N", "XN":
				plural = true
			default:
				return true
			}
			if pkg.Name == "i18n" && (sel.Sel.Name == "X" || sel.Sel.Name == "XN") || len(call.Args) == 0 {
				return true
			}
			key, ok := literal(call.Args[0])
			if !ok {
				return true // a key from data: see dataKeys
			}
			keys[key] = use{plural: plural || keys[key].plural, where: fset.Position(call.Pos()).String()}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(keys) == 0 {
		t.Fatal("no translated keys found in the source")
	}
	return keys
}

// literal is the value of a string literal or of literals joined with +.
func literal(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		a, ok1 := literal(e.X)
		b, ok2 := literal(e.Y)
		return a + b, ok1 && ok2
	case *ast.ParenExpr:
		return literal(e.X)
	}
	return "", false
}

// usedKeys: the source's keys, the data's keys and Fyne's own.
func usedKeys(t *testing.T) map[string]use {
	keys := sourceKeys(t)
	for _, k := range dataKeys() {
		if _, ok := keys[k]; !ok {
			keys[k] = use{where: "data"}
		}
	}
	for k, m := range i18n.FyneKeys() {
		if _, ok := keys[k]; !ok {
			keys[k] = use{where: "Fyne", plural: m.Plural()}
		}
	}
	return keys
}

var placeholder = regexp.MustCompile(`{{\s*\.(\w+)\s*}}`)

func placeholders(s string) []string {
	var out []string
	for _, m := range placeholder.FindAllStringSubmatch(s, -1) {
		out = append(out, m[1])
	}
	sort.Strings(out)
	return slices.Compact(out)
}

// TestEveryKeyIsTranslated: every language, English too, has a message for every key and
// none for a key nobody uses. English's messages are the keys themselves (and the plural
// forms): the app gives Fyne the whole catalogue of the language the player reads, English
// included (app/language.go says why). I18N_UPDATE_EN=1 rewrites English's catalogue from
// the source.
func TestEveryKeyIsTranslated(t *testing.T) {
	used := usedKeys(t)
	if os.Getenv("I18N_UPDATE_EN") != "" {
		updateEnglish(t, used)
	}
	for _, l := range i18n.Languages {
		t.Run(l.Tag, func(t *testing.T) {
			msgs, err := i18n.Messages(l.Tag)
			if err != nil {
				t.Fatal(err)
			}
			todo := map[string]any{}
			for _, k := range sorted(used) {
				if _, ok := msgs[k]; !ok {
					t.Errorf("missing: %q (%s)", k, used[k].where)
					if u := used[k]; u.plural {
						todo[k] = map[string]string{"one": "", "other": ""}
					} else {
						todo[k] = ""
					}
				}
			}
			for _, k := range sorted(msgs) {
				if _, ok := used[k]; !ok {
					t.Errorf("unused: %q", k)
				}
				if m := msgs[k]; l.Tag == "en" && !m.Plural() && m.Other != k && used[k].where != "Fyne" {
					t.Errorf("English says %q for the key %q: an English message is its key", m.Other, k)
				}
			}
			writeTodo(t, l.Tag, todo)
		})
	}
}

func TestPlaceholdersMatchTheEnglish(t *testing.T) {
	for _, l := range i18n.Languages {
		msgs, err := i18n.Messages(l.Tag)
		if err != nil {
			t.Fatal(err)
		}
		for k, m := range msgs {
			want := placeholders(k)
			for _, form := range []string{m.One, m.Other} {
				if form == "" {
					continue
				}
				if got := placeholders(form); !slices.Equal(got, want) && !(l.Tag == "en" || m.Plural()) || !subset(got, want) {
					t.Errorf("%s: %q has placeholders %v, the English %v", l.Tag, form, got, want)
				}
			}
			if m.Plural() {
				// The "other" form must say everything the English does; "one" may leave
				// the count out ("a move").
				if got := placeholders(m.Other); !slices.Equal(got, want) {
					t.Errorf("%s: %q has placeholders %v, the English %v", l.Tag, m.Other, got, want)
				}
			}
			if strings.Count(m.Other, "{{") != strings.Count(m.Other, "}}") {
				t.Errorf("%s: %q has an unclosed placeholder", l.Tag, m.Other)
			}
		}
	}
}

func subset(a, b []string) bool {
	for _, x := range a {
		if !slices.Contains(b, x) {
			return false
		}
	}
	return true
}

// TestPluralsHaveTheirForms: a key used as a plural has one and other forms in English and
// in every language, and a key with forms is used as a plural.
func TestPluralsHaveTheirForms(t *testing.T) {
	used := usedKeys(t)
	for _, l := range i18n.Languages {
		msgs, err := i18n.Messages(l.Tag)
		if err != nil {
			t.Fatal(err)
		}
		for k, u := range used {
			m, ok := msgs[k]
			if u.plural && (ok || l.Tag == "en") && (m.One == "" || m.Other == "") && u.where != "Fyne" {
				t.Errorf("%s: the plural %q (%s) needs one and other forms", l.Tag, k, u.where)
			}
			if ok && m.Plural() && !u.plural {
				t.Errorf("%s: %q has plural forms but is not used as a plural (%s)", l.Tag, k, u.where)
			}
		}
	}
}

// TestEveryGlyphIsInTheFont: every character of every translation is in the bundled fonts
// (regular, bold, italic), so no word is drawn with boxes.
func TestEveryGlyphIsInTheFont(t *testing.T) {
	var fonts []*sfnt.Font
	for _, res := range []interface{ Content() []byte }{theme.DefaultTextFont(), theme.DefaultTextBoldFont(), theme.DefaultTextItalicFont()} {
		f, err := sfnt.Parse(res.Content())
		if err != nil {
			t.Fatal(err)
		}
		fonts = append(fonts, f)
	}
	var buf sfnt.Buffer
	for _, l := range i18n.Languages {
		missing := map[rune]string{}
		err := fs.WalkDir(i18n.Files(l.Tag), ".", func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			b, err := fs.ReadFile(i18n.Files(l.Tag), p)
			if err != nil {
				return err
			}
			for _, r := range string(b) {
				if r < 0x20 || r == 0x7f {
					continue
				}
				for _, f := range fonts {
					if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
						if _, seen := missing[r]; !seen {
							missing[r] = p
						}
						break
					}
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		for r, where := range missing {
			t.Errorf("%s: %q (U+%04X) in %s is not in the bundled font", l.Tag, r, r, where)
		}
	}
}

func sorted[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// writeTodo writes a language's missing messages to $I18N_TODO/<tag>.json for translators.
func writeTodo(t *testing.T, tag string, todo map[string]any) {
	dir := os.Getenv("I18N_TODO")
	if dir == "" || len(todo) == 0 || tag == "en" {
		return
	}
	if err := os.WriteFile(filepath.Join(dir, tag+".json"), marshal(t, todo), 0o644); err != nil {
		t.Fatal(err)
	}
}

// updateEnglish rewrites languages/en/messages.json: every used key, its English text the
// key itself (or the plural forms already written, or Fyne's English).
func updateEnglish(t *testing.T, used map[string]use) {
	old, err := i18n.Messages("en")
	if err != nil {
		t.Fatal(err)
	}
	fyneKeys := i18n.FyneKeys()
	out := map[string]any{}
	for k, u := range used {
		m, ok := old[k]
		if f, isFyne := fyneKeys[k]; isFyne && !ok {
			m, ok = f, true
		}
		switch {
		case ok && m.Plural():
			out[k] = map[string]string{"one": m.One, "other": m.Other}
		case u.plural:
			out[k] = map[string]string{"one": k, "other": k}
		case ok:
			out[k] = m.Other
		default:
			out[k] = k
		}
	}
	if err := os.WriteFile(filepath.Join("languages", "en", "messages.json"), marshal(t, out), 0o644); err != nil {
		t.Fatal(err)
	}
}

// marshal is JSON as translators read it: indented, keys sorted, < > & as they are.
func marshal(t *testing.T, v any) []byte {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return []byte(b.String())
}
