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

//go:embed pieces/*.svg pieces/flat/*.svg
var pieceFS embed.FS

var pieces = loadPieces()

// loadPieces draws every piece of every set in both colours, keyed by setKey.
func loadPieces() map[string]fyne.Resource {
	entries, err := pieceFS.ReadDir("pieces")
	if err != nil {
		panic(err)
	}
	out := map[string]fyne.Resource{}
	for _, ps := range PieceSets() {
		st := setStyles[ps]
		for _, e := range entries {
			if e.IsDir() {
				continue
			}
			name := strings.TrimSuffix(e.Name(), ".svg")
			src := mustRead("pieces/" + e.Name())
			for _, s := range []Side{White, Black} {
				art := st.siegeArt(src, s)
				if st.chessmen != "" && isChessman(name) {
					art = st.chessman(name, s)
				}
				add := func(name string, art []byte) {
					k := setKey(ps, s, name)
					out[k] = fyne.NewStaticResource(k+".svg", art)
				}
				add(name, art)
				if name == Catapult {
					add(CatapultMoved, withoutGroup(art, "reach"))
				}
			}
		}
	}
	return out
}

func mustRead(path string) []byte {
	src, err := pieceFS.ReadFile(path)
	if err != nil {
		panic(err)
	}
	return src
}

// isChessman tells the six pieces of orthodox chess from the siege art.
func isChessman(name string) bool {
	switch name {
	case King, Queen, Rook, Bishop, Knight, Pawn:
		return true
	}
	return false
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

// setKey names a piece's art: "white-rook" in the Siegeworks set, "flat-white-rook" in
// another, so that every drawing has a name of its own (the rasters are cached by name).
func setKey(ps PieceSet, s Side, name string) string {
	if ps == Siegeworks {
		return s.String() + "-" + name
	}
	return string(ps) + "-" + s.String() + "-" + name
}

// recolour swaps every palette colour in an SVG source.
func recolour(src []byte, palette map[string]string) []byte {
	if len(palette) == 0 {
		return src
	}
	pairs := make([]string, 0, 2*len(palette))
	for from, to := range palette {
		pairs = append(pairs, from, to)
	}
	return []byte(strings.NewReplacer(pairs...).Replace(string(src)))
}

// Piece returns the Siegeworks set's art for one piece or for the Catapult marker, e.g.
// Piece(Black, Turret). It returns nil for an unknown name.
func Piece(s Side, name string) fyne.Resource { return Siegeworks.Piece(s, name) }

// Piece returns the set's art for one piece or for the Catapult marker; nil for an unknown
// name or set.
func (ps PieceSet) Piece(s Side, name string) fyne.Resource {
	return pieces[setKey(ps, s, name)]
}

// MustPiece is Piece for names known at compile time; it panics on an unknown name.
func MustPiece(s Side, name string) fyne.Resource {
	r := Piece(s, name)
	if r == nil {
		panic(fmt.Sprintf("assets: no piece art %q", setKey(Siegeworks, s, name)))
	}
	return r
}

// PieceNames lists every name Piece accepts, sorted.
func PieceNames() []string {
	var names []string
	for k := range pieces {
		if n, ok := strings.CutPrefix(k, White.String()+"-"); ok {
			names = append(names, n) // each Siegeworks drawing once, by its White art
		}
	}
	sort.Strings(names)
	return names
}
