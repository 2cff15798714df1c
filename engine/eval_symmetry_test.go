package engine

import (
	"strings"
	"testing"

	"siegeworks/rules"
)

// colourFlipped is fen with the colours exchanged: the ranks upside down, every piece of the
// other colour, the other side to move, castling rights, the en-passant square and Chess++'s
// Catapults turned the same way. Every variant's rules are symmetric under it.
func colourFlipped(fen string) string {
	f := strings.Fields(fen)
	ranks := strings.Split(f[0], "/")
	for i, j := 0, len(ranks)-1; i < j; i, j = i+1, j-1 {
		ranks[i], ranks[j] = ranks[j], ranks[i]
	}
	f[0] = swapCase(strings.Join(ranks, "/"))
	f[1] = map[string]string{"w": "b", "b": "w"}[f[1]]
	if f[2] != "-" {
		rights := ""
		for _, r := range "KQkq" {
			if strings.ContainsRune(f[2], rune(swapCase(string(r))[0])) {
				rights += string(r)
			}
		}
		f[2] = rights
	}
	if f[3] != "-" {
		f[3] = flipRank(f[3])
	}
	if len(f) > 6 { // Chess++: the Catapults, "Cb1,Cf1,cb8,cf8"
		cs := strings.Split(f[6], ",")
		for i, c := range cs {
			cs[i] = swapCase(c[:1]) + flipRank(c[1:])
		}
		f[6] = strings.Join(cs, ",")
	}
	return strings.Join(f, " ")
}

func swapCase(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z':
			return r - 'a' + 'A'
		case r >= 'A' && r <= 'Z':
			return r - 'A' + 'a'
		}
		return r
	}, s)
}

// flipRank turns a square name ("e3") to the other side's ("e6") on an eight-rank board,
// keeping what follows it (a Catapult's "*").
func flipRank(sq string) string {
	return sq[:1] + string(rune('1'+'8'-rune(sq[1]))) + sq[2:]
}

// eachRandomPosition plays games seeded random games of up to plies plies in v and shows
// visit every position reached.
func eachRandomPosition(v *rules.Variant, seed uint64, games, plies int, visit func(p *rules.Position)) {
	rng := seed | 1
	for game := 0; game < games; game++ {
		p := rules.NewPosition(v)
		for ply := 0; ply < plies; ply++ {
			var ml rules.MoveList
			p.GenerateLegal(&ml)
			if ml.Len() == 0 {
				break
			}
			rng ^= rng << 13
			rng ^= rng >> 7
			rng ^= rng << 17
			p.MakeMove(ml.Slice()[rng%uint64(ml.Len())])
			visit(p)
		}
	}
}

// TestEvaluationIsColourBlind: in every variant the static evaluation of a position, for the
// side to move, is the evaluation of the same position with the colours exchanged. A term
// that favoured one colour would make the engine play one side better than the other, which
// self-play games would take for a property of the game. Positions from seeded random games.
func TestEvaluationIsColourBlind(t *testing.T) {
	for _, v := range rules.Variants {
		e := New(Options{Level: MaxLevel, HashMB: 1})
		checked := 0
		eachRandomPosition(v, 0x5eed^uint64(len(v.ID)), 20, 80, func(p *rules.Position) {
			if p.InCheck() || t.Failed() {
				return
			}
			fen := p.FEN()
			q, err := rules.ParseFEN(v, colourFlipped(fen))
			if err != nil {
				t.Fatalf("%s: %s flipped: %v", v.ID, fen, err)
			}
			if a, b := e.Evaluate(p), e.Evaluate(q); a != b {
				t.Errorf("%s: %s evaluates %d for the side to move, %d with the colours exchanged (%s)", v.ID, fen, a, b, q.FEN())
			}
			checked++
		})
		if checked < 500 {
			t.Errorf("%s: only %d positions checked", v.ID, checked)
		}
	}
}
