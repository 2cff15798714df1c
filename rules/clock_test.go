package rules

import (
	"strings"
	"testing"
	"time"
)

func TestCannotMate(t *testing.T) {
	cases := []struct {
		v    *Variant
		fen  string
		side Color
		want bool
	}{
		{Chess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", White, true},
		{Chess, "4k3/8/8/8/8/8/8/2N1K3 w - - 0 1", White, true},
		{Chess, "4k3/8/8/8/8/8/8/2NNK3 w - - 0 1", White, false},
		{Chess, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", White, false},
		{TurretChess, "9k/8/8/8/8/8/8/N8K w - - 0 1", White, false}, // a lone knight mates in a corner
		{CatapultChess, "4k3/8/8/8/8/8/8/2N1K3 w - - 0 1 Cb1,Cf1", White, false},
		{CatapultChess, "4k3/8/8/8/8/8/8/2N1K3 w - - 0 1", White, true},
		{Turnover, "k7/8/8/8/8/8/8/K7 w - - 0 1", White, false},
	}
	for _, c := range cases {
		p, err := ParseFEN(c.v, c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		if got := p.CannotMate(c.side); got != c.want {
			t.Errorf("%s %s: CannotMate(%v) = %v", c.v.ID, c.fen, c.side, got)
		}
	}
	// A flag fall against a side that cannot mate is a draw, else a loss.
	g, _ := NewGameFromFEN(Chess, "4k3/4p3/8/8/8/8/8/2N1K3 b - - 0 1")
	_ = g.Forfeit(Black)
	if r, why := g.Result(); r != ResultDraw || why != ReasonTimeNoMate {
		t.Errorf("Black's flag against a lone knight: %v %v", r, why)
	}
	g, _ = NewGameFromFEN(Chess, "4k3/4p3/8/8/8/8/8/2N1K3 w - - 0 1")
	_ = g.Forfeit(White)
	if r, why := g.Result(); r != ResultBlackWins || why != ReasonTime {
		t.Errorf("White's flag: %v %v", r, why)
	}
}

// Remaining times travel through PGN as %clk comments and are read back; undo drops them.
func TestClocksInPGN(t *testing.T) {
	g := NewGame(Chess)
	for i, mv := range []string{"e4", "e5", "Nf3"} {
		if _, err := g.PlayText(mv); err != nil {
			t.Fatal(err)
		}
		g.SetClock(i+1, time.Duration(300-10*i)*time.Second)
	}
	text := WritePGN(g, map[string]string{"TimeControl": "300+3"})
	if !strings.Contains(text, "1. e4 {[%clk 0:05:00]} e5 {[%clk 0:04:50]} 2. Nf3 {[%clk 0:04:40]}") {
		t.Fatalf("PGN:\n%s", text)
	}
	back, tags, err := ReadPGN(text)
	if err != nil {
		t.Fatal(err)
	}
	if d, ok := back.Clock(2); !ok || d != 290*time.Second || tags["TimeControl"] != "300+3" {
		t.Fatalf("read back: %v %v %q", d, ok, tags["TimeControl"])
	}
	back.Undo()
	if _, ok := back.Clock(3); ok {
		t.Error("an undone move kept its clock")
	}
}

// A move taken back and redone comes back with the time recorded after it; a different
// move played instead forgets it.
func TestRedoKeepsTheRecordedTime(t *testing.T) {
	g := NewGame(Chess)
	for i, mv := range []string{"e4", "e5"} {
		if _, err := g.PlayText(mv); err != nil {
			t.Fatal(err)
		}
		g.SetClock(i+1, time.Duration(60-i)*time.Second)
	}
	g.Undo()
	g.Undo()
	if _, ok := g.Clock(1); ok {
		t.Fatal("an undone move keeps its time in the record")
	}
	g.Redo()
	g.Redo()
	for ply, want := range map[int]time.Duration{1: 60 * time.Second, 2: 59 * time.Second} {
		if got, ok := g.Clock(ply); !ok || got != want {
			t.Errorf("after redo, ply %d: %v %v, want %v", ply, got, ok, want)
		}
	}
	g.Undo()
	if _, err := g.PlayText("c5"); err != nil {
		t.Fatal(err)
	}
	if _, ok := g.Clock(2); ok {
		t.Error("another move took the undone move's time")
	}
}

// Under a minute the comment keeps tenths of a second, and they are read back.
func TestClockCommentTenths(t *testing.T) {
	for _, c := range []struct {
		d    time.Duration
		want string
	}{
		{7400 * time.Millisecond, "{[%clk 0:00:07.4]}"},
		{52 * time.Second, "{[%clk 0:00:52]}"},
		{59960 * time.Millisecond, "{[%clk 0:01:00]}"},
		{90500 * time.Millisecond, "{[%clk 0:01:31]}"},
	} {
		if got := clockComment(c.d); got != c.want {
			t.Errorf("%v: %s, want %s", c.d, got, c.want)
		}
	}
	if d, ok := parseClockComment("[%clk 0:00:07.4]"); !ok || d != 7400*time.Millisecond {
		t.Errorf("read back %v %v", d, ok)
	}
}
