package app

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"siegeworks/internal/capture"
	"siegeworks/rules"
	"siegeworks/study"
)

// The analysis panel holds still and shows whole moves, at 800x600 and 1920x1080: long
// lines (Turret Chess, 12 moves) show as many whole moves as fit, then "…"; the move list and
// the step buttons stay where they are when the lines come and go at each step, and the step
// buttons when the review's words about a judged move appear and go (the list's foot gives
// way to them).
func TestAnalysisPanelHoldsStill(t *testing.T) {
	h := newHarness(t, t.TempDir())
	h.start(rules.TurretChess, "", Human(), Human())
	for _, m := range []string{"e2e4", "e7e5", "g1f3", "b8c6"} {
		h.move(m)
	}
	for _, size := range []fyne.Size{smallWindow, largeWindow} {
		h.u.win.Resize(size)
		h.u.showAnalysis()
		a := h.analysis()
		a.analyser.Stop()
		c := h.u.win.Canvas()
		places := func() string {
			capture.LayOut(c)
			top := fyne.CurrentApp().Driver().AbsolutePositionForObject(a.moves) // its foot gives way
			out := []string{fmt.Sprintf("moves at %.0f,%.0f", top.X, top.Y)}
			for _, o := range []fyne.CanvasObject{a.buttons["first"], a.buttons["prev"], a.buttons["next"], a.buttons["last"]} {
				p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
				out = append(out, fmt.Sprintf("%.0f,%.0f %.0fx%.0f", p.X, p.Y, o.Size().Width, o.Size().Height))
			}
			return strings.Join(out, "; ")
		}
		before := places()
		a.report(longLines(t, a.line.position(), 3))
		if now := places(); now != before {
			t.Errorf("%v: the lines came and moved the panel:\n  before %s\n  after  %s", size, before, now)
		}
		assertFits(t, h, "the analysis board with long lines")
		for i, l := range a.lines {
			shown := strings.TrimSuffix(l.button.Text, " …")
			if !strings.HasSuffix(l.button.Text, " …") || !strings.HasPrefix(strings.Join(strings.Fields(l.text), " "), strings.Join(strings.Fields(shown), " ")) {
				t.Errorf("%v: line %d shows %q of %q", size, i+1, l.button.Text, l.text)
			}
			if last := strings.Fields(shown); len(last) < 3 || strings.HasSuffix(last[len(last)-1], ".") {
				t.Errorf("%v: line %d shows %q", size, i+1, l.button.Text)
			}
		}
		a.do(cmdPrev)
		if now := places(); now != before {
			t.Errorf("%v: a step (no lines yet) moved the panel:\n  before %s\n  after  %s", size, before, now)
		}
		// A review with a blunder at move 2: its words come above the step buttons.
		r := &study.Review{Variant: a.variant, Evals: make([]study.Eval, 5), Moves: make([]study.MoveReview, 4)}
		r.Moves[2] = study.MoveReview{Judgement: study.Blunder, Better: "d4"}
		a.review = r
		a.updateMoves()
		reviewed := places()
		for _, ply := range []int{2, 3, 0, 4} {
			a.graph.OnSelect(ply)
			if now := places(); now != reviewed {
				t.Errorf("%v: the review's words at ply %d moved the panel:\n  before %s\n  after  %s", size, ply, reviewed, now)
			}
			assertFits(t, h, fmt.Sprintf("the reviewed game at ply %d", ply))
		}
		h.u.backToGame()
	}
}

// longLines is an analysis of pos with n lines of 12 moves each, played at random.
func longLines(t *testing.T, pos *rules.Position, n int) study.Analysis {
	t.Helper()
	rnd := rand.New(rand.NewSource(1))
	an := study.Analysis{Position: pos.Clone(), Depth: 20, Nodes: 12_345_678}
	for i := 0; i < n; i++ {
		g, err := rules.NewGameFromFEN(pos.Variant(), pos.FEN())
		if err != nil {
			t.Fatal(err)
		}
		for g.Ply() < 12 && !g.Over() {
			var ml rules.MoveList
			g.Position().GenerateLegal(&ml)
			if err := g.Play(ml.Slice()[rnd.Intn(ml.Len())]); err != nil {
				t.Fatal(err)
			}
		}
		an.Lines = append(an.Lines, study.Line{Eval: study.Eval{CP: -1234 + 100*i}, Moves: g.Moves(), SAN: g.SANs()})
	}
	return an
}
