package main

import (
	"fmt"
	"io"
	"strings"

	"siegeworks/learn"
	"siegeworks/rules"
	"siegeworks/words"
)

func init() {
	commands["learn"] = command{"check the lessons and show each level's solution: [-variant V] [-level ID]", runLearn}
	commands["describe"] = command{"describe every legal move in words: -variant V -fen F [-from SQUARE]", runDescribe}
}

// runLearn solves every level of the lessons (or of one variant, or one level) and prints
// the solution in words, as the hint button would find it: a tool for writing lessons.
func runLearn(args []string, _ io.Reader, out io.Writer) error {
	fs := newFlags("learn")
	variant := fs.String("variant", "", "only this variant's course")
	level := fs.String("level", "", "only this level (its ID, e.g. turret/sling-a-pawn)")
	budget := fs.Int("budget", 400000, "positions the search may look at per level")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *variant != "" { // a game's course serves all its rule sets: turnover-2025 checks Turnover's
		v, err := rules.VariantByID(*variant)
		if err != nil {
			return err
		}
		*variant = v.Family().ID
	}
	failed := 0
	for _, rv := range rules.Games() {
		if *variant != "" && rv.ID != *variant {
			continue
		}
		content, err := learn.LoadVariant(rv)
		if err != nil {
			return err
		}
		for _, l := range content.Course.Levels() {
			if *level != "" && l.ID != *level {
				continue
			}
			line, ok := l.Solve(l.Target, *budget)
			if !ok {
				failed++
				fmt.Fprintf(out, "%s (line %d): NO SOLUTION within %d moves\n", l.ID, l.Line, l.Target)
				continue
			}
			fmt.Fprintf(out, "%s (line %d): %d moves\n", l.ID, l.Line, len(line))
			a := l.Start()
			for _, m := range line {
				said := words.Move(a.Position(), m)
				st, err := a.Play(m)
				if err != nil {
					return fmt.Errorf("%s: %v", l.ID, err)
				}
				if st.NeedsReply {
					st = a.Answer(a.ReplyJob()())
				}
				fmt.Fprintf(out, "  %s  %s. %s\n", m, said, strings.TrimSpace(describeStep(st)))
			}
		}
	}
	if failed > 0 {
		return fmt.Errorf("%d levels have no solution within their target", failed)
	}
	return nil
}

// describeStep says what followed the player's move: the reply, success or failure.
func describeStep(st learn.Step) string {
	if st.Reply != rules.NoMove || st.Outcome != learn.Playing {
		return st.Message
	}
	return ""
}

func runDescribe(args []string, _ io.Reader, out io.Writer) error {
	fs := newFlags("describe")
	pf := addPositionFlags(fs)
	from := fs.String("from", "", "only the moves of the piece on this square")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	p, err := pf.position()
	if err != nil {
		return err
	}
	var ml rules.MoveList
	p.GenerateLegal(&ml)
	for _, m := range ml.Slice() {
		if *from != "" && m.From().String() != *from {
			continue
		}
		if _, err := fmt.Fprintf(out, "%s %s: %s\n", m, p.SAN(m), words.Move(p, m)); err != nil {
			return err
		}
	}
	return nil
}
