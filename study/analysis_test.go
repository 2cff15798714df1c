package study

import (
	"sync"
	"testing"
	"time"

	"siegeworks/engine"
	"siegeworks/rules"
)

// TestAnalyserFollowsThePosition: reports come for the position last given, deepen, carry
// three distinct lines, and stop when asked — no report after Stop returns.
func TestAnalyserFollowsThePosition(t *testing.T) {
	var mu sync.Mutex
	var got []Analysis
	a := NewAnalyser(8, func(an Analysis) {
		mu.Lock()
		got = append(got, an)
		mu.Unlock()
	})
	a.Limit = 20 * time.Second
	first := rules.NewPosition(rules.Chess)
	a.Analyse(first)
	second, err := rules.ParseFEN(rules.TurretChess, rules.TurretChess.StartFEN)
	if err != nil {
		t.Fatal(err)
	}
	a.Analyse(second) // replaces the first at once
	deadline := time.Now().Add(10 * time.Second)
	for {
		mu.Lock()
		n := len(got)
		var last Analysis
		if n > 0 {
			last = got[n-1]
		}
		mu.Unlock()
		if n > 0 && last.Depth >= 4 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no report of depth 4 within 10 s (%d reports)", n)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if !a.Running() {
		t.Error("the analysis is not running")
	}
	a.Stop()
	if a.Running() {
		t.Error("still running after Stop")
	}
	mu.Lock()
	n := len(got)
	for i, an := range got {
		if an.Position.Variant() != rules.TurretChess {
			t.Fatalf("report %d is about the replaced position", i)
		}
		if i > 0 && an.Depth < got[i-1].Depth {
			t.Errorf("report %d went from depth %d to %d", i, got[i-1].Depth, an.Depth)
		}
	}
	last := got[n-1]
	mu.Unlock()
	if len(last.Lines) != 3 {
		t.Fatalf("%d lines, want 3", len(last.Lines))
	}
	if last.Lines[0].Moves[0] == last.Lines[1].Moves[0] || last.Lines[1].Moves[0] == last.Lines[2].Moves[0] {
		t.Error("two lines start with the same move")
	}
	if last.Lines[0].Eval.WhiteChance(rules.TurretChess) < last.Lines[2].Eval.WhiteChance(rules.TurretChess)-1e-9 {
		t.Error("the lines are not best first for White")
	}
	time.Sleep(200 * time.Millisecond)
	mu.Lock()
	if len(got) != n {
		t.Errorf("%d reports after Stop returned", len(got)-n)
	}
	mu.Unlock()
}

// TestAnalyserFinishedGame: a mated position reports at once that it is done, with no lines.
func TestAnalyserFinishedGame(t *testing.T) {
	g := playGame(t, rules.Chess, "f3 e5 g4 Qh4#")
	done := make(chan Analysis, 4)
	a := NewAnalyser(1, func(an Analysis) { done <- an })
	a.Analyse(g.Position())
	select {
	case an := <-done:
		if !an.Done || len(an.Lines) != 0 {
			t.Errorf("got %+v", an)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no report for a finished game")
	}
	a.Stop()
}

// TestLineText numbers the moves from the position's move number and side.
func TestLineText(t *testing.T) {
	pos := playGame(t, rules.Chess, "e4").Position()
	l := Line{SAN: []string{"e5", "Nf3", "Nc6"}}
	if got := l.Text(pos); got != "1... e5 2. Nf3 Nc6" {
		t.Errorf("got %q", got)
	}
}

// The analysis board's engine uses every core.
func TestAnalyserUsesEveryCore(t *testing.T) {
	a := NewAnalyser(1, func(Analysis) {})
	if got, want := a.Threads(), engine.DefaultThreads(); got != want {
		t.Errorf("the analyser searches with %d threads, want %d (every core)", got, want)
	}
}
