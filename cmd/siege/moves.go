package main

import (
	"fmt"
	"io"
	"sort"

	"siegeworks/rules"
)

func runMoves(args []string, _ io.Reader, out io.Writer) error {
	p, err := positionOnly("moves", args)
	if err != nil {
		return err
	}
	var ml rules.MoveList
	p.GenerateLegal(&ml)
	lines := make([]string, 0, ml.Len())
	for _, m := range ml.Slice() {
		p.MakeMove(m)
		lines = append(lines, m.String()+" "+p.FEN())
		p.UnmakeMove()
	}
	sort.Strings(lines)
	for _, l := range lines {
		if _, err := fmt.Fprintln(out, l); err != nil {
			return err
		}
	}
	return nil
}

func runStatus(args []string, _ io.Reader, out io.Writer) error {
	p, err := positionOnly("status", args)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(out, p.Status())
	return err
}

// positionOnly parses a command whose only flags are -variant and -fen.
func positionOnly(name string, args []string) (*rules.Position, error) {
	fs := newFlags(name)
	pf := addPositionFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return nil, err
	}
	return pf.position()
}
