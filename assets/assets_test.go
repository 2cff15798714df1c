package assets

import (
	"bytes"
	"encoding/xml"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// wellFormed checks that an SVG source parses as XML with an <svg> root.
func wellFormed(t *testing.T, name string, src []byte) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(src))
	root := ""
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if se, ok := tok.(xml.StartElement); ok && root == "" {
			root = se.Name.Local
		}
	}
	if root != "svg" {
		t.Fatalf("%s: root element %q, want svg", name, root)
	}
}

func TestEveryPieceHasBothColours(t *testing.T) {
	want := []string{Bishop, Catapult, CatapultMoved, King, Knight, Kwagga, Pawn, Queen, Rook, Turret}
	got := PieceNames()
	if len(got) != len(want) {
		t.Fatalf("PieceNames() = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("PieceNames() = %v, want %v", got, want)
		}
	}
	seen := map[string]bool{}
	for _, ps := range PieceSets() {
		if !ps.Known() || ps.Name() == "" {
			t.Fatalf("set %q has no name", ps)
		}
		for _, n := range want {
			w, b := ps.Piece(White, n), ps.Piece(Black, n)
			if w == nil || b == nil {
				t.Fatalf("%s %s: missing art", ps, n)
			}
			wellFormed(t, w.Name(), w.Content())
			wellFormed(t, b.Name(), b.Content())
			if bytes.Equal(w.Content(), b.Content()) {
				t.Errorf("%s %s: the black art is the white art", ps, n)
			}
			for _, r := range []fyne.Resource{w, b} {
				if seen[r.Name()] {
					t.Errorf("two drawings are named %s", r.Name())
				}
				seen[r.Name()] = true
			}
			// Black's art is White's recoloured: none of White's own tones is left in it.
			white, black := setStyles[ps].tones[White], setStyles[ps].tones[Black]
			for from := range white.swapTo(black) {
				if black.body != from && black.band != from && black.line != from && black.detail != from &&
					bytes.Contains(b.Content(), []byte(from)) {
					t.Errorf("%s: black art still uses white colour %s", b.Name(), from)
				}
			}
		}
	}
	if Piece(White, "dragon") != nil || PieceSet("plastic").Piece(White, King) != nil {
		t.Error("Piece of an unknown name or set is not nil")
	}
	if PieceSet("plastic").Known() || PieceSets()[0] != Siegeworks {
		t.Error("the sets are not as they should be")
	}
	if Flat.Piece(White, King) == Piece(White, King) || Piece(White, King).Name() != "white-king.svg" {
		t.Error("the sets do not draw their own kings")
	}
}

// TestEverySetDrawsInItsOwnTones: every colour in a set's art for a side, pieces and stacks,
// is one of the set's four tones for that side, or the Catapult's wood and stone, the same in
// every set. A colour outside the tones would not turn into Black's, and a Siegeworks tone
// left in another set's art would stand out among its chessmen.
func TestEverySetDrawsInItsOwnTones(t *testing.T) {
	colour := regexp.MustCompile(`#[0-9a-fA-F]{6}`)
	of := func(t tones) []string { return []string{t.body, t.band, t.line, t.detail} }
	wood := map[string]bool{}
	for _, c := range colour.FindAllString(string(Piece(White, Catapult).Content()), -1) {
		if !slices.Contains(of(siegeworksTones[White]), c) {
			wood[c] = true
		}
	}
	if len(wood) == 0 {
		t.Fatal("the Catapult has no colours of its own")
	}
	for _, ps := range PieceSets() {
		for _, s := range []Side{White, Black} {
			own := of(setStyles[ps].tones[s])
			art := []fyne.Resource{ps.Stack(s, true, false, false), ps.Stack(s, false, true, false), ps.Stack(s, true, true, true)}
			for _, n := range PieceNames() {
				art = append(art, ps.Piece(s, n))
			}
			for _, r := range art {
				for _, c := range colour.FindAllString(string(r.Content()), -1) {
					if !slices.Contains(own, c) && !wood[c] {
						t.Errorf("%s uses %s, not one of %s's tones for %s", r.Name(), c, ps.Name(), s)
					}
				}
			}
		}
	}
}

// TestArtIsPlainSVG: every drawing is of the 100-unit grid and uses only what Fyne's own SVG
// renderer draws (it draws the pictures outside the board): plain attributes, no style
// sheets or classes, no filters, gradients or references.
func TestArtIsPlainSVG(t *testing.T) {
	for _, ps := range PieceSets() {
		for _, s := range []Side{White, Black} {
			for _, n := range PieceNames() {
				src := string(ps.Piece(s, n).Content())
				if !strings.Contains(src, `viewBox="0 0 100 100"`) {
					t.Errorf("%s is not drawn on the 100-unit grid", ps.Piece(s, n).Name())
				}
				for _, bad := range []string{"style", "class=", "filter", "Gradient", "<use", "url("} {
					if strings.Contains(src, bad) {
						t.Errorf("%s uses %q", ps.Piece(s, n).Name(), bad)
					}
				}
			}
		}
	}
}

func TestStacks(t *testing.T) {
	if Stack(White, false, false, false) != nil {
		t.Error("an empty stack has art")
	}
	seen := map[string]bool{}
	for _, ps := range PieceSets() {
		for _, s := range []Side{White, Black} {
			for _, rings := range [][3]bool{{true, false, false}, {false, true, false}, {false, false, true},
				{true, true, false}, {false, true, true}, {true, true, true}} {
				r := ps.Stack(s, rings[0], rings[1], rings[2])
				if r == nil {
					t.Fatalf("%s: no art for %v %v", ps, s, rings)
				}
				if ps.Stack(s, rings[0], rings[1], rings[2]) != r {
					t.Errorf("%s is not cached", r.Name())
				}
				wellFormed(t, r.Name(), r.Content())
				if seen[r.Name()] {
					t.Errorf("two stacks named %s", r.Name())
				}
				seen[r.Name()] = true
			}
		}
	}
	if Stack(White, true, true, true) != Siegeworks.Stack(White, true, true, true) {
		t.Error("Stack is not the Siegeworks set's")
	}
}

func TestIcon(t *testing.T) {
	cfg, err := png.DecodeConfig(bytes.NewReader(Icon.Content()))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Width != 512 || cfg.Height != 512 {
		t.Fatalf("icon is %dx%d, want 512x512", cfg.Width, cfg.Height)
	}
}

// TestWriteArt writes every SVG the package serves when SIEGEWORKS_ART names a directory.
func TestWriteArt(t *testing.T) {
	dir := os.Getenv("SIEGEWORKS_ART")
	if dir == "" {
		t.Skip("set SIEGEWORKS_ART to a directory to write the art")
	}
	for _, ps := range PieceSets() {
		for _, n := range PieceNames() {
			for _, s := range []Side{White, Black} {
				r := ps.Piece(s, n)
				if err := os.WriteFile(filepath.Join(dir, r.Name()), r.Content(), 0o644); err != nil {
					t.Fatal(err)
				}
				for _, rings := range [][3]bool{{true, false, false}, {false, true, false}, {false, false, true},
					{true, true, false}, {false, true, true}, {true, true, true}} {
					r := ps.Stack(s, rings[0], rings[1], rings[2])
					if err := os.WriteFile(filepath.Join(dir, r.Name()), r.Content(), 0o644); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
}
