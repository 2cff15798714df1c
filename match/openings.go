package match

import (
	_ "embed"
	"fmt"
	"strings"

	"siegeworks/engine"
	"siegeworks/rules"
)

//go:embed testdata/chess-openings.txt
var chessOpenings string

// ChessOpenings are the hand-written balanced openings of orthodox chess (main lines of
// 6 to 10 plies), for matches.
func ChessOpenings() []Opening {
	ops, err := ParseOpenings(rules.Variants[0], chessOpenings)
	if err != nil {
		panic(err) // the file is checked by a test
	}
	return ops
}

// ParseOpenings reads openings, one a line as "Name: moves" (SAN or coordinates, move
// numbers allowed); blank lines and lines starting with # are skipped.
func ParseOpenings(v *rules.Variant, text string) ([]Opening, error) {
	var out []Opening
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, moves, ok := strings.Cut(line, ":")
		if !ok {
			return nil, fmt.Errorf("openings line %d: no \"Name: moves\"", n+1)
		}
		op := Opening{Name: strings.TrimSpace(name)}
		pos := rules.NewPosition(v)
		for _, tok := range strings.Fields(moves) {
			if strings.HasSuffix(tok, ".") {
				continue
			}
			m, err := pos.ParseMove(tok)
			if err != nil {
				return nil, fmt.Errorf("openings line %d (%s): %v", n+1, op.Name, err)
			}
			pos.MakeMove(m)
			op.Moves = append(op.Moves, m)
		}
		out = append(out, op)
	}
	return out, nil
}

// OpeningsFor is the openings of a match in v: the hand-written ones for orthodox chess,
// for the other variants n openings of a few random plies the engine finds roughly
// balanced (engine.Openings).
func OpeningsFor(v *rules.Variant, n int, seed uint64) []Opening {
	if v.ID == "chess" {
		return ChessOpenings()
	}
	var out []Opening
	for i, op := range engine.Openings(v, n, 4, seed) {
		out = append(out, Opening{Name: fmt.Sprintf("generated %d", i+1), Moves: op})
	}
	return out
}

// MaxOpenings bounds the openings a match makes for itself (each costs a short search,
// some 20 ms): one a pair for an SPRT capped at 6,000 games.
const MaxOpenings = 3000

// ExtendOpenings makes n openings from the base lines, each followed by plies random plies
// that a short search finds roughly balanced (the base lines taken in turn): many different
// games from a few sound lines, as a node-limited match needs.
func ExtendOpenings(v *rules.Variant, base []Opening, n, plies int, seed uint64) []Opening {
	lines := make([]engine.Opening, len(base))
	for i, op := range base {
		lines[i] = op.Moves
	}
	var out []Opening
	for i, moves := range engine.OpeningsAfter(v, lines, n, plies, seed) {
		name := fmt.Sprintf("generated %d", i+1)
		if len(base) > 0 {
			line := base[i%len(base)]
			name = line.Name + ", then"
			for _, m := range moves[len(line.Moves):] {
				name += " " + m.String()
			}
		}
		out = append(out, Opening{Name: name, Moves: moves})
	}
	return out
}
