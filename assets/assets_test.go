package assets

import (
	"bytes"
	"encoding/xml"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"testing"
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
	for _, n := range want {
		w, b := Piece(White, n), Piece(Black, n)
		if w == nil || b == nil {
			t.Fatalf("%s: missing art", n)
		}
		wellFormed(t, w.Name(), w.Content())
		wellFormed(t, b.Name(), b.Content())
		if bytes.Equal(w.Content(), b.Content()) {
			t.Errorf("%s: the black art is the white art", n)
		}
		for from := range blackPalette {
			if bytes.Contains(b.Content(), []byte(from)) {
				t.Errorf("%s: black art still uses white colour %s", b.Name(), from)
			}
		}
	}
	if Piece(White, "dragon") != nil {
		t.Error("Piece of an unknown name is not nil")
	}
}

func TestStacks(t *testing.T) {
	if Stack(White, false, false, false) != nil {
		t.Error("an empty stack has art")
	}
	seen := map[string]bool{}
	for _, s := range []Side{White, Black} {
		for _, rings := range [][3]bool{{true, false, false}, {false, true, false}, {false, false, true},
			{true, true, false}, {false, true, true}, {true, true, true}} {
			r := Stack(s, rings[0], rings[1], rings[2])
			if r == nil {
				t.Fatalf("no art for %v %v", s, rings)
			}
			if Stack(s, rings[0], rings[1], rings[2]) != r {
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
	for _, n := range PieceNames() {
		for _, s := range []Side{White, Black} {
			r := Piece(s, n)
			if err := os.WriteFile(filepath.Join(dir, r.Name()), r.Content(), 0o644); err != nil {
				t.Fatal(err)
			}
			for _, rings := range [][3]bool{{true, false, false}, {false, true, false}, {false, false, true},
				{true, true, false}, {false, true, true}, {true, true, true}} {
				r := Stack(s, rings[0], rings[1], rings[2])
				if err := os.WriteFile(filepath.Join(dir, r.Name()), r.Content(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
