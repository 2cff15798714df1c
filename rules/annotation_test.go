package rules

import (
	"strings"
	"testing"
)

// TestAnnotationsRoundTrip: NAGs, evaluations (centipawns and mates), comments and better
// moves written into PGN come back as they were, and other programs' forms are read too.
func TestAnnotationsRoundTrip(t *testing.T) {
	g := NewGame(Chess)
	for _, m := range []string{"e4", "e5", "Nf3", "f6", "Nxe5"} {
		if _, err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	notes := map[int]Annotation{
		1: {HasEval: true, Eval: 30},
		4: {NAG: 4, HasEval: true, Eval: 250, Comment: "Blunder.", Better: "Nc6"},
		5: {NAG: 1, HasEval: true, Mate: 4},
		3: {NAG: 6, Comment: "A {braced} remark."},
	}
	for ply, a := range notes {
		g.SetAnnotation(ply, a)
	}
	text := WritePGN(g, nil)
	for _, want := range []string{"f6 $4 {[%eval 2.50] Blunder.} (2... Nc6)", "Nxe5 $1 {[%eval #4]}", "e4 {[%eval 0.30]}"} {
		if !strings.Contains(strings.Join(strings.Fields(text), " "), want) {
			t.Errorf("the PGN lacks %q:\n%s", want, text)
		}
	}
	back, _, err := ReadPGN(text)
	if err != nil {
		t.Fatal(err)
	}
	for ply := 1; ply <= 5; ply++ {
		want := notes[ply]
		if ply == 3 {
			want.Comment = "A (braced) remark."
		}
		if got := back.Annotation(ply); got != want {
			t.Errorf("ply %d: read back %+v, want %+v", ply, got, want)
		}
	}

	// Another program's forms: glyphs on the move, a negative evaluation, a longer variation.
	other := `[Event "x"]

1. e4 {[%eval 0.2]} e5 2. Qh5?! {[%eval -0.35] Early.} Nc6 3. Bc4 Nf6?? (3... g6 4. Qf3) 4. Qxf7# 1-0`
	o, _, err := ReadPGN(other)
	if err != nil {
		t.Fatal(err)
	}
	if a := o.Annotation(3); a.NAG != 6 || !a.HasEval || a.Eval != -35 || a.Comment != "Early." {
		t.Errorf("Qh5?!: %+v", a)
	}
	if a := o.Annotation(6); a.NAG != 4 || a.Better != "g6" {
		t.Errorf("Nf6??: %+v", a)
	}
	if o.Ply() != 7 {
		t.Errorf("read %d plies, want 7 (the variation is not part of the game)", o.Ply())
	}
	// Undo forgets the annotation of the move taken back.
	o.Undo()
	if !o.Annotation(7).IsZero() {
		t.Error("an undone move kept its annotation")
	}
}
