package assets

import (
	"bytes"
	"fmt"
)

// PieceSet is a set of chessmen to draw the board with. The siege pieces (Turret, Kwagga,
// Catapult, Turnover stacks) are Siegeworks' own drawings in every set, coloured in the
// set's own tones so that they stand among its chessmen as if they belonged to it.
type PieceSet string

const (
	// Siegeworks is the project's own set, the default.
	Siegeworks PieceSet = "siegeworks"
	// Flat is a second set drawn for Siegeworks: plain geometric shapes with bold outlines,
	// in cool white and slate.
	Flat PieceSet = "flat"
)

// PieceSets lists every set, the default first.
func PieceSets() []PieceSet { return []PieceSet{Siegeworks, Flat} }

// Name is the set's name as players see it.
func (ps PieceSet) Name() string { return setStyles[ps].name }

// Known tells whether the set exists.
func (ps PieceSet) Known() bool {
	_, ok := setStyles[ps]
	return ok
}

// tones are the four colours Siegeworks' drawings are made of, for one side.
type tones struct {
	body   string // the fill of every part
	band   string // bands, plinths, a ring's empty middle
	line   string // outlines
	detail string // inner lines and dots: dark on a light body, light on a dark one
}

// siegeworksTones are the Siegeworks set's colours. Every source in pieces/ is drawn as
// White in exactly these four; any other colouring is the same drawing with each swapped.
var siegeworksTones = [2]tones{
	White: {body: "#fbf8f1", band: "#ddd5c5", line: "#1c1a17", detail: "#2e2a25"},
	Black: {body: "#34312d", band: "#57524b", line: "#0d0c0b", detail: "#e8e1d3"},
}

// swapTo is the replacement of each of t's colours by to's, empty when they are the same.
func (t tones) swapTo(to tones) map[string]string {
	out := map[string]string{}
	for _, p := range [][2]string{{t.body, to.body}, {t.band, to.band}, {t.line, to.line}, {t.detail, to.detail}} {
		if p[0] != p[1] {
			out[p[0]] = p[1]
		}
	}
	return out
}

// setStyle is what makes a set: its name, its tones, the weight of outline its siege pieces
// are drawn in, and the folder under pieces/ that holds its own drawings of the six chessmen
// ("" for Siegeworks'), each drawn as White in the set's tones (Black swaps them).
type setStyle struct {
	name     string
	tones    [2]tones
	outline  float64 // the siege pieces' outlines, as a multiple of Siegeworks'
	chessmen string
}

// chessman is the set's own drawing of one of the six chessmen for a side.
func (st setStyle) chessman(name string, s Side) []byte {
	return recolour(mustRead("pieces/"+st.chessmen+"/"+name+".svg"), st.tones[White].swapTo(st.tones[s]))
}

// siegeArt is one of Siegeworks' drawings (given as White in siegeworksTones) in the set's
// tones for a side and with its outlines.
func (st setStyle) siegeArt(src []byte, s Side) []byte {
	if st.outline != 1 {
		// The outline is the drawing's one group stroked in the line tone.
		old := `stroke="` + siegeworksTones[White].line + `" stroke-width="3"`
		src = bytes.ReplaceAll(src, []byte(old), []byte(fmt.Sprintf(`stroke="%s" stroke-width="%.3g"`,
			siegeworksTones[White].line, 3*st.outline)))
	}
	return recolour(src, siegeworksTones[White].swapTo(st.tones[s]))
}

var setStyles = map[PieceSet]setStyle{
	Siegeworks: {name: "Siegeworks", tones: siegeworksTones, outline: 1},
	// Flat's chessmen are cool white and slate with outlines 3.5 units wide (Siegeworks'
	// are 3): the siege pieces take the same.
	Flat: {name: "Flat", chessmen: "flat", outline: 3.5 / 3, tones: [2]tones{
		White: {body: "#ffffff", band: "#d3d8de", line: "#16181b", detail: "#2a2e34"},
		Black: {body: "#2b2f35", band: "#505660", line: "#0c0d0f", detail: "#e6e9ee"},
	}},
}
