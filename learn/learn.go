package learn

import (
	"embed"
	"fmt"
	"sync"

	"siegeworks/i18n"
	"siegeworks/rules"
)

//go:embed content
var contentFS embed.FS

// Variant is everything a player learns about one variant, found in one place.
type Variant struct {
	Rules *rules.Variant
	// Inventor and Year credit the game's creator ("M. Winther", 2006); empty for chess.
	Inventor string
	Year     int
	// Tagline is the one-line idea shown on the welcome screen.
	Tagline string
	// Idea is the game's idea in two sentences, for the guide and the new-game dialog.
	Idea string
	// Picture names the piece that stands for the variant (a FEN letter, or "C" for the
	// Catapult); the app draws it from the piece set.
	Picture string
	Guide   *Guide
	Course  *Course
}

// Name is the variant's name (from the rules package, where it is defined once).
func (v *Variant) Name() string { return v.Rules.Name }

// Credit is the line that names the inventor: "M. Winther, 2006".
func (v *Variant) Credit() string {
	if v.Inventor == "" {
		return ""
	}
	return fmt.Sprintf("%s, %d", v.Inventor, v.Year)
}

var (
	loadOnce sync.Once
	loaded   map[string]*Variant
	loadErr  error
)

// For returns the learning content of a variant: a game's content serves every edition of
// its rules (Turnover's folder serves both Turnover rule sets, rules.Variant.Family). The
// content is embedded and checked by the tests, so an error here means a broken build; For
// panics then.
func For(v *rules.Variant) *Variant {
	all, err := Load()
	if err != nil {
		panic(err)
	}
	return all[v.Family().ID]
}

// Load parses the content of every variant (once), in the language the player reads
// (i18n.Current: the app chooses it before any screen asks for content).
func Load() (map[string]*Variant, error) {
	loadOnce.Do(func() { loaded, loadErr = LoadIn(i18n.Current()) })
	return loaded, loadErr
}

// LoadIn parses the content of every game (rules.Games: one folder per game, whatever its
// editions) in the language with this tag (English where that language has no translation
// of a file).
func LoadIn(tag string) (map[string]*Variant, error) {
	out := map[string]*Variant{}
	for _, rv := range rules.Games() {
		v, err := LoadVariantIn(rv, tag)
		if err != nil {
			return nil, err
		}
		out[rv.ID] = v
	}
	return out, nil
}

// LoadVariant parses one variant's English content afresh (tools use it to check a variant
// while another's content is being written).
func LoadVariant(rv *rules.Variant) (*Variant, error) { return LoadVariantIn(rv, "en") }

// LoadVariantIn parses one variant's content in the language with this tag: each file
// translated into it (i18n/languages/<tag>/learn/<variant>/), else the English original.
func LoadVariantIn(rv *rules.Variant, tag string) (*Variant, error) {
	dir := "content/" + rv.ID + "/"
	read := func(name string) (string, error) {
		if b := i18n.ContentIn(tag, "learn/"+rv.ID+"/"+name); b != nil {
			return string(b), nil
		}
		b, err := contentFS.ReadFile(dir + name)
		if err != nil {
			return "", fmt.Errorf("learn: %s: %w", rv.ID, err)
		}
		return string(b), nil
	}
	v := &Variant{Rules: rv}
	about, err := read("about.txt")
	if err != nil {
		return nil, err
	}
	if err := parseAbout(v, about); err != nil {
		return nil, fmt.Errorf("learn: %s/about.txt: %w", rv.ID, err)
	}
	guide, err := read("guide.md")
	if err != nil {
		return nil, err
	}
	if v.Guide, err = ParseGuide(rv, guide); err != nil {
		return nil, fmt.Errorf("learn: %s/guide.md: %w", rv.ID, err)
	}
	lessons, err := read("lessons.txt")
	if err != nil {
		return nil, err
	}
	if v.Course, err = ParseCourse(rv, lessons); err != nil {
		return nil, fmt.Errorf("learn: %s/lessons.txt: %w", rv.ID, err)
	}
	if tag != "en" {
		original, err := LoadVariantIn(rv, "en")
		if err != nil {
			return nil, err
		}
		if err := sameContent(original, v); err != nil {
			return nil, fmt.Errorf("learn: %s in %s: %w", rv.ID, tag, err)
		}
	}
	return v, nil
}

// Notation is the technical page for players who want the written forms of moves and
// positions (the only page that shows them).
func Notation() string {
	if b := i18n.Content("learn/notation.md"); b != nil {
		return string(b)
	}
	b, err := contentFS.ReadFile("content/notation.md")
	if err != nil {
		panic(err)
	}
	return string(b)
}

func parseAbout(v *Variant, text string) error {
	return eachField(text, func(line int, key, val string) error {
		switch key {
		case "inventor":
			v.Inventor = val
		case "year":
			if _, err := fmt.Sscanf(val, "%d", &v.Year); err != nil {
				return fmt.Errorf("line %d: year %q is not a number", line, val)
			}
		case "tagline":
			v.Tagline = val
		case "idea":
			v.Idea = joinText(v.Idea, val)
		case "picture":
			v.Picture = val
		default:
			return fmt.Errorf("line %d: unknown field %q", line, key)
		}
		return nil
	})
}
