package study

import (
	"context"
	"strings"
	"sync"
	"time"

	"siegeworks/engine"
	"siegeworks/rules"
)

// Line is one line of an analysis, for display.
type Line struct {
	Eval  Eval         // White's point of view
	Moves []rules.Move // from the analysed position
	SAN   []string     // the moves in display notation
}

// Analysis is what the analyser knows about a position so far.
type Analysis struct {
	Position *rules.Position // the analysed position (a copy)
	Depth    int
	Nodes    uint64
	Lines    []Line // best first
	Done     bool   // the search has ended (depth or time limit reached, or stopped)
}

// Text is a line in display notation with move numbers: "12. Nf3 Nc6 13. e4".
func (l Line) Text(pos *rules.Position) string {
	n := pos.FullmoveNumber()
	black := pos.SideToMove() == rules.Black
	var b strings.Builder
	for i, s := range l.SAN {
		switch {
		case !black:
			b.WriteString(itoa(n) + ". ")
		case i == 0:
			b.WriteString(itoa(n) + "... ")
		}
		b.WriteString(s)
		if i < len(l.SAN)-1 {
			b.WriteByte(' ')
		}
		if black {
			n++
		}
		black = !black
	}
	return b.String()
}

func itoa(n int) string {
	var buf [20]byte
	i := len(buf)
	for {
		i--
		buf[i] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			return string(buf[i:])
		}
	}
}

// lines turns a search's lines into display lines.
func lines(pos *rules.Position, ls []engine.Line) []Line {
	out := make([]Line, 0, len(ls))
	for _, l := range ls {
		dl := Line{Eval: whiteEval(pos, l.Score), Moves: l.PV}
		p := pos.Clone()
		for _, m := range l.PV {
			if !legal(p, m) {
				break
			}
			dl.SAN = append(dl.SAN, p.SAN(m))
			p.MakeMove(m)
		}
		out = append(out, dl)
	}
	return out
}

// Analyse searches pos once with the given number of lines (the headless analysis).
func Analyse(ctx context.Context, pos *rules.Position, multiPV int, lim engine.Limits, hashMB int) Analysis {
	e := engine.New(engine.Options{Level: 8, HashMB: hashMB})
	lim.MultiPV = multiPV
	r := e.Hint(ctx, pos, lim, nil)
	return Analysis{Position: pos.Clone(), Depth: r.Depth, Nodes: r.Nodes, Lines: lines(pos, r.Lines), Done: true}
}

// Analyser analyses one position at a time in the background, reporting after each
// completed depth. It is safe for use from one goroutine (the UI's); reports come from the
// search goroutine.
type Analyser struct {
	// Lines is the number of lines shown (the default is 3).
	Lines int
	// Limit ends an analysis after this long, so a forgotten window rests (0: 60 s).
	Limit time.Duration

	eng    *engine.Engine
	report func(Analysis)
	mu     sync.Mutex
	cancel context.CancelFunc
	done   chan struct{}
	gen    uint64
}

// NewAnalyser makes an analyser whose engine has a table of hashMB MiB and searches on
// every core (engine.DefaultThreads). report receives every update (from another
// goroutine) — a stale one is never sent after Analyse or Stop returns.
func NewAnalyser(hashMB int, report func(Analysis)) *Analyser {
	eng := engine.New(engine.Options{Level: 8, HashMB: hashMB, Threads: engine.DefaultThreads()})
	return &Analyser{Lines: 3, eng: eng, report: report}
}

// Threads is the number of threads the analysis searches with.
func (a *Analyser) Threads() int { return a.eng.Threads() }

// SetHash changes the engine's table size (it stops the running analysis).
func (a *Analyser) SetHash(mb int) {
	a.Stop()
	a.eng.SetHash(mb)
}

// Analyse starts analysing pos, ending the analysis of any earlier position first.
func (a *Analyser) Analyse(pos *rules.Position) {
	a.Stop()
	a.mu.Lock()
	defer a.mu.Unlock()
	a.gen++
	gen := a.gen
	ctx, cancel := context.WithCancel(context.Background())
	a.cancel = cancel
	done := make(chan struct{})
	a.done = done
	p := pos.Clone()
	limit := a.Limit
	if limit == 0 {
		limit = time.Minute
	}
	nlines := a.Lines
	if nlines <= 0 {
		nlines = 3
	}
	send := func(an Analysis) {
		a.mu.Lock()
		current := a.gen == gen
		a.mu.Unlock()
		if current {
			a.report(an)
		}
	}
	go func() {
		defer close(done)
		if _, over := finalEval(p); over {
			send(Analysis{Position: p, Done: true})
			return
		}
		var last Analysis
		r := a.eng.Hint(ctx, p, engine.Limits{MoveTime: limit, MultiPV: nlines, Depth: 64}, func(in engine.Info) {
			last = Analysis{Position: p, Depth: in.Depth, Nodes: in.Nodes, Lines: lines(p, in.Lines)}
			send(last)
		})
		if ctx.Err() != nil {
			return
		}
		last.Done = true
		if last.Depth == 0 {
			last = Analysis{Position: p, Depth: r.Depth, Nodes: r.Nodes, Lines: lines(p, r.Lines), Done: true}
		}
		send(last)
	}()
}

// Stop ends the running analysis and waits for its goroutine; no report follows.
func (a *Analyser) Stop() {
	a.mu.Lock()
	cancel, done := a.cancel, a.done
	a.cancel, a.done = nil, nil
	a.gen++
	a.mu.Unlock()
	if cancel != nil {
		cancel()
		<-done
	}
}

// Running tells whether an analysis is under way.
func (a *Analyser) Running() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.done == nil {
		return false
	}
	select {
	case <-a.done:
		return false
	default:
		return true
	}
}
