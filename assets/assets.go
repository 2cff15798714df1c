package assets

import (
	"embed"
	"fmt"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
)

// Side picks the colour of a piece's art.
type Side uint8

const (
	White Side = iota
	Black
)

func (s Side) String() string {
	if s == Black {
		return "black"
	}
	return "white"
}

// Piece art names, as accepted by Piece. The Catapult is a floor marker, drawn under a piece.
const (
	King     = "king"
	Queen    = "queen"
	Rook     = "rook"
	Bishop   = "bishop"
	Knight   = "knight"
	Pawn     = "pawn"
	Turret   = "turret"
	Kwagga   = "kwagga"
	Catapult = "catapult"
	// CatapultMoved is a Catapult that has moved: without the corner marks that show an
	// unmoved one may still leap two squares.
	CatapultMoved = "catapult-moved"
)

//go:embed pieces/*.svg
var pieceFS embed.FS

// The piece sources are drawn as White pieces. Every colour in them is one of these tokens;
// the Black set is the same drawing with each token swapped for its Black counterpart.
var blackPalette = map[string]string{
	"#fbf8f1": "#34312d", // body fill
	"#ddd5c5": "#57524b", // bands and plinths
	"#1c1a17": "#0d0c0b", // outline
	"#2e2a25": "#e8e1d3", // inner detail lines: dark on White, light on Black
}

var pieces = loadPieces()

func loadPieces() map[string]fyne.Resource {
	entries, err := pieceFS.ReadDir("pieces")
	if err != nil {
		panic(err)
	}
	out := make(map[string]fyne.Resource, 2*len(entries))
	for _, e := range entries {
		name := strings.TrimSuffix(e.Name(), ".svg")
		src, err := pieceFS.ReadFile("pieces/" + e.Name())
		if err != nil {
			panic(err)
		}
		add := func(name string, src []byte) {
			out[key(White, name)] = fyne.NewStaticResource(key(White, name)+".svg", src)
			out[key(Black, name)] = fyne.NewStaticResource(key(Black, name)+".svg", recolour(src, blackPalette))
		}
		add(name, src)
		if name == Catapult {
			add(CatapultMoved, withoutGroup(src, "reach"))
		}
	}
	return out
}

// withoutGroup removes the group <g id="id">…</g> (not nested) from an SVG source.
func withoutGroup(src []byte, id string) []byte {
	s := string(src)
	start := strings.Index(s, `<g id="`+id+`">`)
	if start < 0 {
		panic("assets: no group " + id)
	}
	end := strings.Index(s[start:], "</g>")
	return []byte(s[:start] + s[start+end+len("</g>"):])
}

func key(s Side, name string) string { return s.String() + "-" + name }

// recolour swaps every palette colour in an SVG source.
func recolour(src []byte, palette map[string]string) []byte {
	pairs := make([]string, 0, 2*len(palette))
	for from, to := range palette {
		pairs = append(pairs, from, to)
	}
	return []byte(strings.NewReplacer(pairs...).Replace(string(src)))
}

// Piece returns the art for one piece or for the Catapult marker, e.g. Piece(Black, Turret).
// It returns nil for an unknown name.
func Piece(s Side, name string) fyne.Resource {
	return pieces[key(s, name)]
}

// MustPiece is Piece for names known at compile time; it panics on an unknown name.
func MustPiece(s Side, name string) fyne.Resource {
	r := Piece(s, name)
	if r == nil {
		panic(fmt.Sprintf("assets: no piece art %q", key(s, name)))
	}
	return r
}

// PieceNames lists every name Piece accepts, sorted.
func PieceNames() []string {
	seen := map[string]bool{}
	for k := range pieces {
		seen[strings.TrimPrefix(strings.TrimPrefix(k, "white-"), "black-")] = true
	}
	names := make([]string, 0, len(seen))
	for n := range seen {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
