package main

import (
	"errors"
	"fmt"
	"io"
)

func runPerft(args []string, _ io.Reader, out io.Writer) error {
	fs := newFlags("perft")
	pf := addPositionFlags(fs)
	depth := fs.Int("depth", 0, "depth in plies (1 or more)")
	divide := fs.Bool("divide", false, "one line per root move")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *depth < 1 {
		return errors.New("-depth must be 1 or more")
	}
	p, err := pf.position()
	if err != nil {
		return err
	}
	if !*divide {
		_, err := fmt.Fprintln(out, p.PerftBulk(*depth))
		return err
	}
	var total uint64
	for _, e := range p.PerftDivide(*depth) {
		fmt.Fprintf(out, "%s %d\n", e.Move, e.Nodes)
		total += e.Nodes
	}
	_, err = fmt.Fprintln(out, total)
	return err
}
