package rules

import (
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"testing"
)

// trCompare checks the fast generator against the reference on
// one position: the same pseudo-legal and legal moves, the same position
// after each, the same status and the same InCheck.
func trCompare(t *testing.T, p *Position) bool {
	t.Helper()
	ref := trFromPosition(p)
	fen := p.FEN()
	if got := ref.fen(); got != fen {
		t.Errorf("reference board %s differs from %s", got, fen)
		return false
	}
	describe := func(ml *MoveList) []string {
		var out []string
		for _, m := range ml.Slice() {
			s := m.String()
			if m.Kind() == SetMove {
				s = "K" + s
			}
			out = append(out, s)
		}
		sort.Strings(out)
		return out
	}
	refNames := func(ms []trMove) []string {
		var out []string
		for _, m := range ms {
			out = append(out, m.String())
		}
		sort.Strings(out)
		return out
	}
	var pseudo, legal MoveList
	p.GeneratePseudo(&pseudo)
	p.GenerateLegal(&legal)
	if a, b := strings.Join(describe(&pseudo), " "), strings.Join(refNames(ref.pseudo()), " "); a != b {
		t.Errorf("%s\npseudo-legal moves\n fast: %s\n  ref: %s", fen, a, b)
		return false
	}
	refLegal := ref.legalMoves()
	if a, b := strings.Join(describe(&legal), " "), strings.Join(refNames(refLegal), " "); a != b {
		t.Errorf("%s\nlegal moves\n fast: %s\n  ref: %s", fen, a, b)
		return false
	}
	for i, m := range legal.Slice() {
		_ = i
		var rm trMove
		for _, x := range refLegal {
			if x.ff+1 == m.From().File() && x.fr == m.From().Rank() && x.tf+1 == m.To().File() && x.tr == m.To().Rank() {
				rm = x
			}
		}
		want := ref.apply(rm).fen()
		p.MakeMove(m)
		got := p.FEN()
		p.UnmakeMove()
		if got != want {
			t.Errorf("%s: after %s\n fast: %s\n  ref: %s", fen, m, got, want)
			return false
		}
	}
	if got, want := p.Status().String(), ref.status(); got != want {
		t.Errorf("%s: status %s, reference %s", fen, got, want)
		return false
	}
	cs := ref.castles(ref.black)
	wantCheck := len(cs) == 1 && ref.inCheck(cs[0][0], cs[0][1])
	if p.InCheck() != wantCheck {
		t.Errorf("%s: InCheck %v, reference %v", fen, p.InCheck(), wantCheck)
		return false
	}
	for _, c := range [2]Color{White, Black} {
		var got []string
		for _, s := range p.CastlesInCheck(c, nil) {
			got = append(got, s.String())
		}
		var want []string
		for _, sq := range ref.castles(c == Black) {
			if ref.inCheck(sq[0], sq[1]) {
				want = append(want, SquareAt(sq[0]+1, sq[1]).String())
			}
		}
		sort.Strings(got)
		sort.Strings(want)
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%s: %s Castles in check %v, reference %v", fen, c, got, want)
			return false
		}
	}
	return true
}

// randomTurnoverFEN places random stacks with few Castles, so that last
// Castles, checks, the two-Castles exception and promotions are common.
func randomTurnoverFEN(rng *rand.Rand) string {
	kinds := "PNBRQK"
	var b trBoard
	density := 0.02 + rng.Float64()*0.45
	castles := [2]int{1 + rng.Intn(3), 1 + rng.Intn(3)}
	if rng.Intn(8) == 0 {
		castles[rng.Intn(2)] = 0
	}
	for c := 0; c < 2; c++ {
		for i := 0; i < castles[c]; i++ {
			r := rng.Intn(7) // never on the Castle's own last rank
			if c == 1 {
				r++
			}
			b.sq[rng.Intn(8)][r] = trStack{trT | trF | trW, c == 1}
		}
	}
	var sb strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			var letter byte
			if s := b.sq[f][r]; s.rings != 0 {
				letter = 'K'
				if s.black {
					letter = 'k'
				}
			} else if rng.Float64() < density {
				letter = kinds[rng.Intn(5)]
				black := rng.Intn(2) == 1
				if letter == 'P' && r == map[bool]int{false: 7, true: 0}[black] {
					letter = 'Q' // a lone Wall never stands on its last rank
				}
				if black {
					letter += 'a' - 'A'
				}
			}
			if letter == 0 {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteByte(byte('0' + empty))
				empty = 0
			}
			sb.WriteByte(letter)
		}
		if empty > 0 {
			sb.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			sb.WriteByte('/')
		}
	}
	side := "w"
	if rng.Intn(2) == 1 {
		side = "b"
	}
	return fmt.Sprintf("%s %s - - %d %d", sb.String(), side, rng.Intn(20), 1+rng.Intn(40))
}

// randomTurnoverEndingFEN places one Castle of the side to move, one or two
// of the other side (often in a corner), two to seven enemy stacks and at
// most one own one.
func randomTurnoverEndingFEN(rng *rand.Rand) string {
	var b trBoard
	b.black = rng.Intn(2) == 1
	b.fullmove = 40
	rings := []uint8{trT, trF, trW, trT | trF, trF | trW}
	put := func(r uint8, black bool) {
		for {
			f, rk := rng.Intn(8), rng.Intn(8)
			if b.sq[f][rk].rings == 0 {
				b.sq[f][rk] = trStack{r, black}
				return
			}
		}
	}
	if rng.Intn(2) == 0 { // often in a corner
		b.sq[7*rng.Intn(2)][7*rng.Intn(2)] = trStack{trT | trF | trW, b.black}
	} else {
		put(trT|trF|trW, b.black)
	}
	for i := 1 + rng.Intn(2); i > 0; i-- {
		put(trT|trF|trW, !b.black)
	}
	for i := 2 + rng.Intn(6); i > 0; i-- {
		put(rings[rng.Intn(len(rings))], !b.black)
	}
	if rng.Intn(4) == 0 {
		put(rings[rng.Intn(len(rings))], b.black)
	}
	return b.fen()
}

// TestTurnoverMatchesReference compares the fast generator with the
// reference on random placements and on positions of random games, for
// both editions.
func TestTurnoverMatchesReference(t *testing.T) {
	for i, v := range Turnover.Editions() {
		t.Run(v.ID, func(t *testing.T) { trMatchReference(t, v, int64(4+i)) })
	}
}

func trMatchReference(t *testing.T, v *Variant, seed int64) {
	rng := rand.New(rand.NewSource(seed))
	placements, games := 2000, 20
	if *turnoverDeep {
		placements, games = 50000, 1000
	}
	checked, failures := 0, 0
	statuses := map[string]int{}
	// Random placements, then endings: the side to move has one Castle and few
	// stacks, so that checkmates, stalemates and sieges are common.
	for _, draw := range []struct {
		fen func(*rand.Rand) string
		n   int
	}{{randomTurnoverFEN, placements}, {randomTurnoverEndingFEN, placements / 2}} {
		for i := 0; i < draw.n && failures < 5; i++ {
			p, err := ParseFEN(v, draw.fen(rng))
			if err != nil {
				continue
			}
			checked++
			statuses[p.Status().String()]++
			if !trCompare(t, p) {
				failures++
			}
		}
	}
	for g := 0; g < games && failures < 5; g++ {
		p := NewPosition(v)
		var ml MoveList
		for ply := 0; ply < 300; ply++ {
			checked++
			if !trCompare(t, p) {
				failures++
				break
			}
			p.GenerateLegal(&ml)
			if ml.Len() == 0 {
				statuses[p.Status().String()]++
				break
			}
			p.MakeMove(ml.At(rng.Intn(ml.Len())))
		}
	}
	t.Logf("%d positions compared with the reference; statuses %v", checked, statuses)
}
