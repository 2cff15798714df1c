package app

import (
	"testing"

	"siegeworks/rules"
)

func moves(t *testing.T, start *rules.Position, sans ...string) []rules.Move {
	t.Helper()
	p := start.Clone()
	var out []rules.Move
	for _, s := range sans {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		out = append(out, m)
		p.MakeMove(m)
	}
	return out
}

// TestStudyLineVariations: moves tried on the analysis board form a variation that leaves
// the game's moves alone; following the game's move returns to it.
func TestStudyLineVariations(t *testing.T) {
	start := rules.NewPosition(rules.Chess)
	game := moves(t, start, "e4", "e5", "Nf3", "Nc6", "Bb5")
	l := newStudyLine(start, game, 2)
	pos := l.position()
	d4, _ := pos.ParseMove("d4")
	if err := l.play(d4); err != nil {
		t.Fatal(err)
	}
	if !l.inVariation() || l.branch != 2 || len(l.path()) != 3 {
		t.Fatalf("after d4: branch %d, path %v", l.branch, l.sans())
	}
	exd4, _ := l.position().ParseMove("exd4")
	if err := l.play(exd4); err != nil {
		t.Fatal(err)
	}
	if got := l.sans(); len(got) != 4 || got[3] != "exd4" {
		t.Fatalf("path %v", got)
	}
	// The game is untouched.
	if len(l.main) != 5 || l.main[2] != game[2] {
		t.Fatal("the main line changed")
	}
	// Stepping back into the shared part and playing the game's move returns to it.
	l.setPly(2)
	if l.inVariation() {
		t.Error("ply 2 is shared, not in the variation")
	}
	if err := l.play(game[2]); err != nil {
		t.Fatal(err)
	}
	if l.branch != -1 || len(l.path()) != 5 || l.ply != 3 {
		t.Fatalf("back on the main line: branch %d, ply %d, path %v", l.branch, l.ply, l.sans())
	}
	// A variation deeper in, then cut and extended.
	l.setPly(4)
	a6, _ := l.position().ParseMove("Bc4")
	_ = l.play(a6)
	l.setPly(4)
	d3, _ := l.position().ParseMove("d3")
	_ = l.play(d3)
	if got := l.sans(); len(got) != 5 || got[4] != "d3" {
		t.Fatalf("after replacing the variation's move: %v", got)
	}
	l.backToMain()
	if l.branch != -1 || l.ply != 4 || len(l.path()) != 5 {
		t.Fatalf("backToMain: branch %d ply %d", l.branch, l.ply)
	}
	// An illegal move is refused and changes nothing.
	bad, _ := start.ParseMove("e4")
	l.setPly(5)
	if err := l.play(bad); err == nil {
		t.Error("an illegal move was accepted")
	}
	if l.ply != 5 {
		t.Error("a refused move moved the view")
	}
}
