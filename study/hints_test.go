package study

import (
	"testing"

	"siegeworks/rules"
)

// The guard catches the sentence players reported.
func TestSentenceGuardCatchesBadEnglish(t *testing.T) {
	for _, bad := range []string{"look for a win material", "Look for a win material.", "You can win win material.",
		"An pawn can promote.", "A enemy stack can be turned over.", "The turret slings.", "Hint : no"} {
		if len(sentenceProblems(bad)) == 0 {
			t.Errorf("%q passes the guard", bad)
		}
	}
	if p := sentenceProblems("Queen to h4 — check, so Black must answer it before anything else."); len(p) > 0 {
		t.Errorf("a good sentence fails: %v", p)
	}
}

// Every hint the puzzles can give, for every move of every shipped puzzle of every variant,
// reads as good English; each move gets the idea, then the piece (marked), then the move
// (marked).
func TestEveryHintReadsWell(t *testing.T) {
	for _, v := range rules.Variants {
		for _, p := range Puzzles(v) {
			a := p.Start()
			for a.State() == Solving {
				want := a.Expected()
				hints := a.Hints()
				if len(hints) != 3 {
					t.Fatalf("%s: %d hints", p.ID, len(hints))
				}
				for _, h := range hints {
					if problems := sentenceProblems(h.Text); len(problems) > 0 {
						t.Errorf("%s: hint %q: %v", p.ID, h.Text, problems)
					}
				}
				if hints[0].Piece != rules.NoSquare || hints[0].Move != rules.NoMove {
					t.Errorf("%s: the first hint marks the board", p.ID)
				}
				if hints[1].Piece != want.From() || hints[1].Move != rules.NoMove {
					t.Errorf("%s: the second hint marks %v %v, want the piece on %v", p.ID, hints[1].Piece, hints[1].Move, want.From())
				}
				if hints[2].Move != want {
					t.Errorf("%s: the third hint marks %v, want %v", p.ID, hints[2].Move, want)
				}
				a.Play(want)
			}
			if a.Hints() != nil {
				t.Errorf("%s: hints after the puzzle is over", p.ID)
			}
		}
	}
}

// Every theme's hint reads well in every variant, for a line of one move and of several.
func TestEveryThemeHintReadsWell(t *testing.T) {
	themes := []Theme{ThemeMate, ThemeSling, ThemeShot, ThemeTeleport, ThemeCatapult, ThemeTurnover, ThemePromotion, ThemeMaterial}
	for _, v := range rules.Variants {
		pos := rules.NewPosition(v)
		var ml rules.MoveList
		pos.GenerateLegal(&ml)
		line := []rules.Move{ml.At(0)}
		for _, th := range themes {
			if th.Name() == "" {
				t.Errorf("theme %q has no name", th)
			}
			for _, left := range []int{1, 3} {
				text := themeHint(th, pos, line, left)
				if problems := sentenceProblems(text); len(problems) > 0 {
					t.Errorf("%s, %s, %d moves: %q: %v", v.ID, th, left, text, problems)
				}
			}
		}
	}
}
