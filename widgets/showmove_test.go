package widgets

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	"siegeworks/rules"
)

func TestPromotionAsksForExactlyTheVariantsChoices(t *testing.T) {
	test.NewTempApp(t)
	for _, c := range []struct {
		variant, fen, from, to string
		want                   []rules.Kind
	}{
		{"chess", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7", "b8",
			[]rules.Kind{rules.Queen, rules.Rook, rules.Bishop, rules.Knight}},
		{"turret", "t3k4t/1P6/8/8/8/8/8/T3K4T w - - 0 1", "b7", "b8",
			[]rules.Kind{rules.Queen, rules.Rook, rules.Bishop, rules.Knight, rules.Turret}},
		{"turret-kwagga", "t3k4t/1P6/8/8/8/8/8/T3K4T w - - 0 1", "b7", "b8",
			[]rules.Kind{rules.Queen, rules.Rook, rules.Bishop, rules.Kwagga, rules.Turret}},
	} {
		t.Run(c.variant, func(t *testing.T) {
			v, _ := rules.VariantByID(c.variant)
			pos, err := rules.ParseFEN(v, c.fen)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := shownBoard(t, pos, testSize)
			rec := record(b)
			var asked [][]rules.Kind
			var done func(rules.Kind)
			b.ChoosePromotion = func(choices []rules.Kind, col rules.Color, d func(rules.Kind)) {
				if col != rules.White {
					t.Errorf("asked for %v's choice", col)
				}
				asked, done = append(asked, choices), d
			}
			from, to := sq(t, pos, c.from), sq(t, pos, c.to)
			click(b, from)
			if !b.Highlights()[to].Has(HighlightPromotion) {
				t.Errorf("%s is not marked as a promotion", c.to)
			}
			click(b, to)
			if len(asked) != 1 || !slices.Equal(asked[0], c.want) {
				t.Fatalf("asked %v, want %v", asked, c.want)
			}
			if b.Interactive() && b.acceptsInput() {
				t.Error("the board takes input while the choice is open")
			}
			done(rules.NoKind) // cancel: the pawn stays
			if len(rec.moves) != 0 || b.Selected() != rules.NoSquare || !b.acceptsInput() {
				t.Fatalf("cancelling moved %v, selected %v", rec.moves, b.Selected())
			}
			dragTo(b, from, to, false) // by drag, then choose the last piece offered
			if !b.renderer.dragImg.Visible() {
				t.Error("the dropped pawn is not shown on its square while the player chooses")
			}
			done(c.want[len(c.want)-1])
			want := move(t, pos, c.from+c.to+string(c.want[len(c.want)-1].Letter()+'a'-'A'))
			if !slices.Equal(rec.moves, []rules.Move{want}) {
				t.Fatalf("moves %v, want %v", rec.moves, want)
			}
			done(rules.Queen) // a second answer is ignored
			if len(rec.moves) != 1 {
				t.Error("a stale promotion choice made a move")
			}
		})
	}
}

func TestPromotionWithoutPickerTakesQueen(t *testing.T) {
	test.NewTempApp(t)
	pos := scenePosition(t, "promotion")
	b, _ := shownBoard(t, pos, testSize)
	rec := record(b)
	click(b, sq(t, pos, "b7"))
	click(b, sq(t, pos, "c8"))
	if want := move(t, pos, "b7c8q"); !slices.Equal(rec.moves, []rules.Move{want}) {
		t.Fatalf("moves %v, want %v", rec.moves, want)
	}
}

// played is the position after a move.
func played(pos *rules.Position, m rules.Move) *rules.Position {
	after := pos.Clone()
	after.MakeMove(m)
	return after
}

func TestShowMoveMarksExactlyTheChangedSquares(t *testing.T) {
	test.NewTempApp(t)
	for _, c := range []struct {
		scene, move string
		want        []string
	}{
		{"turret-sling", "c3d4", []string{"c3", "d4", "b2", "e5"}},
		{"gunnery-shot", "e2e8", []string{"e2", "e8"}},
		{"catapult-teleport", "f3f7", []string{"f3", "f7"}},
		{"turnover-choice", "b3d5", []string{"b3", "d5"}},
		{"promotion", "b7a8r", []string{"b7", "a8"}},
	} {
		t.Run(c.scene, func(t *testing.T) {
			pos := scenePosition(t, c.scene)
			b, _ := shownBoard(t, pos, testSize)
			m := move(t, pos, c.move)
			after := played(pos, m)
			b.ShowMove(pos, m, after, true)
			if b.Shown() != after {
				t.Fatal("ShowMove did not show the position after the move")
			}
			wantSquares(t, "last move", marked(b.Highlights(), HighlightLastMove), c.want...)
			if b.anim != nil {
				t.Error("the animation did not finish (the test driver runs it at once)")
			}
			b.SetPosition(after)
			if len(b.LastMove()) != 0 {
				t.Error("SetPosition kept the last-move marks")
			}
		})
	}
	// Castling moves king and rook.
	v, _ := rules.VariantByID("chess")
	pos, _ := rules.ParseFEN(v, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	b, _ := shownBoard(t, pos, testSize)
	m := move(t, pos, "e1g1")
	b.ShowMove(pos, m, played(pos, m), false)
	wantSquares(t, "castling", marked(b.Highlights(), HighlightLastMove), "e1", "f1", "g1", "h1")
	// A move that is not legal where it is said to be played is shown without marks.
	b.ShowMove(pos, move(t, startPosition(t, "chess"), "e2e4"), pos, true)
	if len(b.LastMove()) != 0 || b.Shown() != pos {
		t.Error("an illegal move was marked")
	}
}

func TestShowMoveMarksCheck(t *testing.T) {
	test.NewTempApp(t)
	v, _ := rules.VariantByID("chess")
	pos, _ := rules.ParseFEN(v, "rnbqkbnr/ppppp2p/5p2/6p1/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3")
	b, _ := shownBoard(t, pos, testSize)
	m := move(t, pos, "d1h5")
	b.ShowMove(pos, m, played(pos, m), true)
	h := b.Highlights()
	wantSquares(t, "check", marked(h, HighlightCheck), "e8")
	wantSquares(t, "last move", marked(h, HighlightLastMove), "d1", "h5")
}

func TestHint(t *testing.T) {
	test.NewTempApp(t)
	pos := startPosition(t, "chess")
	b, _ := shownBoard(t, pos, testSize)
	b.SetHint(move(t, pos, "g1f3"))
	wantSquares(t, "hint", marked(b.Highlights(), HighlightHint), "f3", "g1")
	r := b.renderer
	for i, sv := range b.model.squares {
		if tinted := r.cells[i].tint.Visible(); tinted != (sv.sq.String() == "g1" || sv.sq.String() == "f3") {
			t.Errorf("%v tinted: %v", sv.sq, tinted)
		}
	}
	b.SetHint(rules.NoMove)
	if len(b.Highlights()) != 0 || b.Hint() != rules.NoMove {
		t.Error("the hint was not cleared")
	}
}

// TestMoveSprites checks what each kind of move animates.
func TestMoveSprites(t *testing.T) {
	test.NewTempApp(t)
	kinds := func(a *moveAnimation) []spriteKind {
		var out []spriteKind
		for _, s := range a.sprites {
			out = append(out, s.kind)
		}
		slices.Sort(out)
		return out
	}
	for _, c := range []struct {
		scene, move string
		dropped     bool
		want        []spriteKind
	}{
		// The Turret slides, the pawn flies, the pawn it lands on fades.
		{"turret-sling", "c3d4", false, []spriteKind{spriteSlide, spriteFly, spriteFadeOut}},
		// Dropped there already: only the sling and the capture move.
		{"turret-sling", "c3d4", true, []spriteKind{spriteFly, spriteFadeOut}},
		{"gunnery-shot", "e2e8", false, []spriteKind{spriteFadeOut, spriteFadeOut, spriteBurst, spriteBurst, spriteTracer}},
		{"catapult-teleport", "f3f7", false, []spriteKind{spriteFadeOut, spriteFadeOut, spriteFadeIn}},
		{"turnover-choice", "b3d5", false, []spriteKind{spriteSlide, spriteFlip}},
		{"turnover-choice", "b3a4", false, []spriteKind{spriteSlide, spriteStay}},
	} {
		pos := scenePosition(t, c.scene)
		m := move(t, pos, c.move)
		a := moveSprites(pos.Clone(), m, pos.Clone().Effects(m), c.dropped)
		want := slices.Clone(c.want)
		slices.Sort(want)
		if got := kinds(a); !slices.Equal(got, want) {
			t.Errorf("%s %s dropped=%v: sprites %v, want %v", c.scene, c.move, c.dropped, got, want)
		}
	}
}
