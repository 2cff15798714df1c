package study

import (
	"context"
	"strings"
	"testing"

	"siegeworks/rules"
)

func playGame(t *testing.T, v *rules.Variant, moves string) *rules.Game {
	t.Helper()
	g := rules.NewGame(v)
	for _, m := range strings.Fields(moves) {
		if _, err := g.PlayText(m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	return g
}

// TestReviewMarksAPlantedBlunder: a queen left en prise is a blunder with the right better
// move; the quiet opening moves are not marked; the graph's points are the evaluations.
func TestReviewMarksAPlantedBlunder(t *testing.T) {
	// 3. Qxg7?? gives the queen for a pawn (3... Bxg7).
	g := playGame(t, rules.Chess, "e4 e5 Qg4 Nf6 Qxg7 Bxg7")
	var calls int
	r, err := ReviewGame(context.Background(), g, ReviewOptions{Nodes: 60000}, func(done, total int) {
		calls++
		if total != g.Ply()+1 || done != calls {
			t.Errorf("progress %d/%d at call %d", done, total, calls)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	blunder := 4 // Qxg7, the 5th move
	if got := r.Moves[blunder].Judgement; got != Blunder {
		t.Errorf("Qxg7 judged %q, want a blunder (evals %v → %v)", got.Name(), r.Evals[blunder], r.Evals[blunder+1])
	}
	if r.Moves[blunder].Better == "" || r.Moves[blunder].Better == "Qxg7" {
		t.Errorf("no better move for Qxg7: %q", r.Moves[blunder].Better)
	}
	for i := 0; i < 4; i++ {
		if r.Moves[i].Judgement != Good {
			t.Errorf("opening move %d (%s) judged %s", i+1, g.SANs()[i], r.Moves[i].Judgement.Name())
		}
	}
	if r.Evals[blunder+1].CP > -500 {
		t.Errorf("after Qxg7 White should stand badly, got %v", r.Evals[blunder+1])
	}
	if r.Count(rules.White, Blunder, g.PositionAt(0)) < 1 {
		t.Error("Count finds no White blunder")
	}

	// Annotated, written, read back: the same marks and evaluations.
	r.Annotate(g)
	back, _, err := rules.ReadPGN(rules.WritePGN(g, nil))
	if err != nil {
		t.Fatal(err)
	}
	r2, ok := FromAnnotations(back)
	if !ok {
		t.Fatal("the reviewed PGN does not read back as a review")
	}
	for i := range r.Moves {
		if r2.Moves[i].Judgement != r.Moves[i].Judgement || r2.Moves[i].Better != r.Moves[i].Better {
			t.Errorf("move %d read back as %+v, was %+v", i+1, r2.Moves[i], r.Moves[i])
		}
		if d := r2.Evals[i+1].CP - r.Evals[i+1].CP; d > 1 || d < -1 {
			t.Errorf("eval %d read back as %v, was %v", i+1, r2.Evals[i+1], r.Evals[i+1])
		}
	}
	if _, ok := FromAnnotations(playGame(t, rules.Chess, "e4 e5")); ok {
		t.Error("a game without evaluations read as a review")
	}
}

// TestReviewCancels: a cancelled context ends the review with ErrCancelled.
func TestReviewCancels(t *testing.T) {
	g := playGame(t, rules.Chess, "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7")
	ctx, cancel := context.WithCancel(context.Background())
	_, err := ReviewGame(ctx, g, ReviewOptions{Nodes: 50000}, func(done, total int) {
		if done == 3 {
			cancel()
		}
	})
	if err != ErrCancelled {
		t.Fatalf("err = %v, want ErrCancelled", err)
	}
}

// TestReviewEveryVariant: a short game of each variant reviews without error, and the
// evaluation after a mate is the winner's.
func TestReviewEveryVariant(t *testing.T) {
	for _, v := range rules.Variants {
		g := rules.NewGame(v)
		var ml rules.MoveList
		for i := 0; i < 6; i++ {
			g.Position().GenerateLegal(&ml)
			if err := g.Play(ml.At(i % ml.Len())); err != nil {
				t.Fatal(err)
			}
		}
		r, err := ReviewGame(context.Background(), g, ReviewOptions{Nodes: 5000}, nil)
		if err != nil || len(r.Evals) != 7 || len(r.Moves) != 6 {
			t.Fatalf("%s: %v %v", v.ID, err, r)
		}
	}
	mate := playGame(t, rules.Chess, "f3 e5 g4 Qh4#")
	r, err := ReviewGame(context.Background(), mate, ReviewOptions{Nodes: 5000}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if last := r.Evals[4]; last.WhiteChance(rules.Chess) > 0.01 {
		t.Errorf("after Qh4# White's chance is %.2f", last.WhiteChance(rules.Chess))
	}
	if r.Moves[2].Judgement != Blunder {
		t.Errorf("g4 (allowing mate) judged %q", r.Moves[2].Judgement.Name())
	}
}
