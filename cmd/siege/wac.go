package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"siegeworks/engine"
	"siegeworks/rules"
)

func init() {
	commands["wac"] = command{"run an EPD test suite (bm/am): [-file engine/testdata/wac.epd] -movetime MS [-hash MB] [-first N] [-last N] [-evalfile <built-in>|FILE|\"\"] [-v]", runWAC}
}

type epdCase struct {
	id  string
	fen string
	bm  []string
	am  []string
}

func parseEPD(r io.Reader) ([]epdCase, error) {
	var out []epdCase
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		t := strings.TrimSpace(sc.Text())
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		f := strings.Fields(t)
		if len(f) < 5 {
			return nil, fmt.Errorf("line %d: too few fields", line)
		}
		c := epdCase{fen: strings.Join(f[:4], " ") + " 0 1", id: fmt.Sprintf("#%d", line)}
		for _, op := range strings.Split(strings.Join(f[4:], " "), ";") {
			of := strings.Fields(op)
			if len(of) == 0 {
				continue
			}
			switch of[0] {
			case "bm":
				c.bm = append(c.bm, of[1:]...)
			case "am":
				c.am = append(c.am, of[1:]...)
			case "id":
				c.id = strings.Trim(strings.Join(of[1:], " "), `"`)
			}
		}
		out = append(out, c)
	}
	return out, sc.Err()
}

func runWAC(args []string, _ io.Reader, out io.Writer) error {
	fs := newFlags("wac")
	file := fs.String("file", "engine/testdata/wac.epd", "EPD file")
	movetime := fs.Int("movetime", 1000, "milliseconds per position")
	hash := fs.Int("hash", 16, "hash size in MiB")
	first := fs.Int("first", 1, "first position (1-based)")
	last := fs.Int("last", 0, "last position (0: all)")
	verbose := fs.Bool("v", false, "print every position")
	nodes := fs.Uint64("nodes", 0, "node limit per position instead of time (load-independent)")
	evalFile := fs.String("evalfile", "<built-in>", "the learned evaluation, as the UCI option EvalFile: <built-in>, a file from siege nettrain, or empty for the hand-written evaluation alone")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *movetime <= 0 {
		return errors.New("movetime must be positive")
	}
	data, err := readTextFile(*file)
	if err != nil {
		return err
	}
	cases, err := parseEPD(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("%s: %v", *file, err)
	}
	if *last == 0 || *last > len(cases) {
		*last = len(cases)
	}
	eng := engine.New(engine.Options{Level: engine.MaxLevel, HashMB: *hash})
	if _, err := chooseNetwork(eng, *evalFile); err != nil {
		return fmt.Errorf("-evalfile: %v", err)
	}
	solved, total := 0, 0
	solvedBy := []uint64{100_000, 200_000, 400_000}
	solvedCount := make([]int, len(solvedBy))
	var totalNodes uint64
	var failed []string
	st := time.Now()
	for i := *first - 1; i < *last; i++ {
		c := cases[i]
		p, err := rules.ParseFEN(rules.Chess, c.fen)
		if err != nil {
			return fmt.Errorf("%s: %v", c.id, err)
		}
		ok := func(list []string, m rules.Move) bool {
			for _, s := range list {
				want, err := p.ParseSAN(s)
				if err == nil && want == m {
					return true
				}
			}
			return false
		}
		eng.NewGame()
		lim := engine.Limits{MoveTime: time.Duration(*movetime) * time.Millisecond}
		if *nodes > 0 {
			lim = engine.Limits{Nodes: *nodes}
		}
		right := func(m rules.Move) bool {
			return m != rules.NoMove && (len(c.bm) == 0 || ok(c.bm, m)) && (len(c.am) == 0 || !ok(c.am, m))
		}
		// foundAt: the nodes searched when the best move last became the right one.
		var foundAt uint64
		wasRight := false
		res := eng.Search(context.Background(), p, lim, func(in engine.Info) {
			now := len(in.PV) > 0 && right(in.PV[0])
			if now && !wasRight {
				foundAt = in.Nodes
			}
			wasRight = now
		})
		totalNodes += res.Nodes
		good := right(res.Move)
		if good {
			if !wasRight {
				foundAt = res.Nodes
			}
			for i, n := range solvedBy {
				if foundAt <= n {
					solvedCount[i]++
				}
			}
		}
		total++
		if good {
			solved++
		} else {
			failed = append(failed, c.id)
		}
		if *verbose {
			mark := "ok  "
			if !good {
				mark = "FAIL"
			}
			found := ""
			if good {
				found = fmt.Sprintf(" found at %d", foundAt)
			}
			if _, err := fmt.Fprintf(out, "%s %s %s (want %s) depth %d score %d nodes %d%s\n", mark, c.id, p.SAN(res.Move), strings.Join(c.bm, " "), res.Depth, res.Score, res.Nodes, found); err != nil {
				return err
			}
		}
	}
	el := time.Since(st)
	if _, err := fmt.Fprintf(out, "failed: %s\n", strings.Join(failed, " ")); err != nil {
		return err
	}
	limit := fmt.Sprintf("%d ms", *movetime)
	if *nodes > 0 {
		limit = fmt.Sprintf("%d nodes", *nodes)
	}
	if _, err := fmt.Fprintf(out, "solved %d of %d at %s per position (%d nodes, %.0f nps)\n", solved, total, limit, totalNodes, float64(totalNodes)/el.Seconds()); err != nil {
		return err
	}
	var by []string
	for i, n := range solvedBy {
		by = append(by, fmt.Sprintf("%d by %dk nodes", solvedCount[i], n/1000))
	}
	_, err = fmt.Fprintf(out, "found and kept: %s\n", strings.Join(by, ", "))
	return err
}
