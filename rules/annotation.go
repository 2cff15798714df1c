package rules

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Annotation is what a review (or a person) says about one move, kept with the game and
// written in PGN's standard forms: a NAG ($2), a comment with an [%eval] command, and a
// one-move variation for the better move.
type Annotation struct {
	NAG     int    // 0: none; 1 !, 2 ?, 3 !!, 4 ??, 5 !?, 6 ?!
	Comment string // free text
	HasEval bool
	Eval    int    // centipawns from White's point of view after the move (when HasEval)
	Mate    int    // moves to mate from White's point of view (when HasEval; 0: none)
	Better  string // a better move in display notation, from the position before the move
}

// Glyphs of the first six NAGs.
var nagGlyphs = map[int]string{1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!"}

// NAGGlyph is the usual sign of a NAG ("?!" for 6), "" for the others.
func NAGGlyph(nag int) string { return nagGlyphs[nag] }

func glyphNAG(g string) int {
	for n, s := range nagGlyphs {
		if s == g {
			return n
		}
	}
	return 0
}

// IsZero tells whether the annotation says nothing.
func (a Annotation) IsZero() bool { return a == Annotation{} }

// SetAnnotation attaches an annotation to the ply-th move (1 = the first).
func (g *Game) SetAnnotation(ply int, a Annotation) {
	if ply < 1 || ply > len(g.moves) {
		return
	}
	for len(g.notes) < ply {
		g.notes = append(g.notes, Annotation{})
	}
	g.notes[ply-1] = a
}

// Annotation is the annotation of the ply-th move (the zero value when none).
func (g *Game) Annotation(ply int) Annotation {
	if ply < 1 || ply > len(g.notes) || ply > len(g.moves) {
		return Annotation{}
	}
	return g.notes[ply-1]
}

// ClearAnnotations removes every annotation.
func (g *Game) ClearAnnotations() { g.notes = nil }

// evalCommand writes the [%eval] command: pawns with two decimals, or #N for a mate.
func (a Annotation) evalCommand() string {
	if !a.HasEval {
		return ""
	}
	if a.Mate != 0 {
		return fmt.Sprintf("[%%eval #%d]", a.Mate)
	}
	return fmt.Sprintf("[%%eval %.2f]", float64(a.Eval)/100)
}

// pgnTokens writes the annotation after the ply-th move's text.
func (a Annotation) pgnTokens(number int, black bool) []string {
	var out []string
	if a.NAG != 0 {
		out = append(out, "$"+strconv.Itoa(a.NAG))
	}
	text := strings.TrimSpace(strings.Join([]string{a.evalCommand(), strings.NewReplacer("{", "(", "}", ")").Replace(a.Comment)}, " "))
	if text != "" {
		out = append(out, "{"+text+"}")
	}
	if a.Better != "" {
		prefix := fmt.Sprintf("%d.", number)
		if black {
			prefix = fmt.Sprintf("%d...", number)
		}
		out = append(out, "("+prefix, a.Better+")")
	}
	return out
}

var evalInComment = regexp.MustCompile(`\[%eval\s+(#?)(-?[0-9.]+)\]`)

// readComment takes a comment's [%eval] and free text into the annotation (the clock is
// read elsewhere).
func (a *Annotation) readComment(text string) {
	if m := evalInComment.FindStringSubmatch(text); m != nil {
		if m[1] == "#" {
			if n, err := strconv.Atoi(m[2]); err == nil {
				a.HasEval, a.Mate = true, n
			}
		} else if f, err := strconv.ParseFloat(m[2], 64); err == nil {
			a.HasEval, a.Eval = true, int(f*100+0.5*sign(f))
		}
	}
	rest := clockInComment.ReplaceAllString(evalInComment.ReplaceAllString(text, ""), "")
	if rest = strings.Join(strings.Fields(rest), " "); rest != "" {
		if a.Comment != "" {
			a.Comment += " "
		}
		a.Comment += rest
	}
}

func sign(f float64) float64 {
	if f < 0 {
		return -1
	}
	return 1
}
