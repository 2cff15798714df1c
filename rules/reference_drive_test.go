package rules

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// xrPlayout plays random legal moves from p, comparing with the reference
// at every node; it returns the number of positions and moves checked.
func xrPlayout(t *testing.T, p *Position, rng *rand.Rand, plies int) (positions, moves int) {
	t.Helper()
	for i := 0; i < plies; i++ {
		moves += xrCompare(t, p)
		positions++
		if t.Failed() {
			return
		}
		var ml MoveList
		p.GenerateLegal(&ml)
		if ml.Len() == 0 {
			return
		}
		p.MakeMove(ml.At(rng.IntN(ml.Len())))
	}
	return
}

func TestVariantReferenceStartPlayouts(t *testing.T) {
	games, plies := 6, 60
	if *variantsLong {
		games, plies = 60, 120
	}
	for _, v := range xrVariants {
		t.Run(v.ID, func(t *testing.T) {
			t.Parallel()
			rng := rand.New(rand.NewPCG(1, uint64(len(v.ID))))
			np, nm := 0, 0
			for g := 0; g < games && !t.Failed(); g++ {
				a, b := xrPlayout(t, NewPosition(v), rng, plies)
				np += a
				nm += b
			}
			t.Logf("%d positions, %d moves compared", np, nm)
		})
	}
}

// xrRandomPosition builds a random, often odd, position of the variant as a
// FEN written by the reference: pieces anywhere they may stand, Turrets with
// ammunition, pawns lined up on files, kings and rooks ready to castle,
// Catapults under and next to pieces, en-passant squares.
func xrRandomPosition(rng *rand.Rand, v *Variant) string {
	q := &xrPos{gust: v.Geometry().MinFile() == FileZ, catapults: v.HasCatapults(), side: Color(rng.IntN(2))}
	sqs := q.squares()
	free := func() xrSq {
		for {
			s := sqs[rng.IntN(len(sqs))]
			if q.empty(s) {
				return s
			}
		}
	}
	for _, c := range []Color{White, Black} {
		home := []int{0, 7}[c]
		if rng.IntN(2) == 0 && q.empty(xrSq{5, home}) {
			k := xrPiece{kind: King, color: c}
			for _, f := range []int{1, 8} {
				if rng.IntN(3) > 0 && q.empty(xrSq{f, home}) {
					q.set(xrSq{f, home}, xrPiece{kind: Rook, color: c, unmoved: rng.IntN(4) > 0})
					k.unmoved = true
				}
			}
			q.set(xrSq{5, home}, k)
		} else {
			q.set(free(), xrPiece{kind: King, color: c})
		}
	}
	var kinds []Kind
	for _, k := range v.pieces {
		if k != King {
			kinds = append(kinds, k)
		}
	}
	if v.HasTurrets() {
		kinds = append(kinds, Turret, Turret, Pawn)
	}
	if v.HasCannons() {
		kinds = append(kinds, Pawn, Pawn, Pawn)
	}
	n := 2 + rng.IntN(22)
	for i := 0; i < n; i++ {
		k := kinds[rng.IntN(len(kinds))]
		s := free()
		if k == Pawn && (s.r == 0 || s.r == 7) {
			continue
		}
		pc := xrPiece{kind: k, color: Color(rng.IntN(2))}
		q.set(s, pc)
		// Give Turrets something to sling now and then.
		if k == Turret && rng.IntN(2) == 0 {
			b := s.add(rng.IntN(3)-1, rng.IntN(3)-1)
			if q.exists(b) && q.empty(b) {
				ak := kinds[rng.IntN(len(kinds))]
				if ak != Pawn || (b.r > 0 && b.r < 7) {
					q.set(b, xrPiece{kind: ak, color: Color(rng.IntN(2))})
				}
			}
		}
	}
	// En passant: a pawn of the side not to move that may just have made a
	// double step.
	if rng.IntN(3) == 0 {
		them := q.side.Other()
		r, dir := 3, -1
		if them == Black {
			r, dir = 4, 1
		}
		for f := 1; f <= 8; f++ {
			s := xrSq{f, r}
			if pc := q.at(s); pc.kind == Pawn && pc.color == them && q.empty(s.add(0, dir)) && q.empty(s.add(0, 2*dir)) {
				q.hasEP, q.ep = true, s.add(0, dir)
				if rng.IntN(2) == 0 {
					break
				}
			}
		}
	}
	if q.catapults {
		for _, c := range []Color{White, Black} {
			for i := rng.IntN(3); i < 2; i++ {
				var s xrSq
				switch rng.IntN(4) {
				case 0: // next to or under a king
					ks, _ := q.kingOf([]Color{White, Black}[rng.IntN(2)])
					s = ks.add(rng.IntN(5)-2, rng.IntN(5)-2)
				case 1: // between king and rook
					s = xrSq{1 + rng.IntN(8), []int{0, 7}[rng.IntN(2)]}
				default:
					s = sqs[rng.IntN(len(sqs))]
				}
				if q.exists(s) && q.catOf(s) < 0 {
					q.cats = append(q.cats, xrCat{c, s, rng.IntN(2) == 0})
				}
			}
		}
	}
	q.half, q.full = rng.IntN(60), 1+rng.IntN(80)
	return q.fen()
}

func TestVariantReferenceRandomPositions(t *testing.T) {
	count := 400
	if *variantsLong {
		count = 20000
	}
	for _, v := range xrVariants {
		t.Run(v.ID, func(t *testing.T) {
			t.Parallel()
			rng := rand.New(rand.NewPCG(7, uint64(len(v.ID))))
			np, nm, rejected := 0, 0, 0
			for i := 0; i < count && !t.Failed(); i++ {
				fen := xrRandomPosition(rng, v)
				p, err := ParseFEN(v, fen)
				if !xrCheckValidation(t, v, fen, err) {
					rejected++
					continue
				}
				a, b := xrPlayout(t, p, rng, 4)
				np += a
				nm += b
			}
			t.Logf("%d positions, %d moves compared, %d random FENs rejected", np, nm, rejected)
		})
	}
}

// xrCheckValidation compares ParseFEN's verdict on a random FEN with the
// reference: the side not to move must be in check exactly when the FEN is
// refused for that reason. It reports whether the FEN was accepted.
func xrCheckValidation(t *testing.T, v *Variant, fen string, err error) bool {
	t.Helper()
	q := &xrPos{gust: v.Geometry().MinFile() == FileZ, turrets: v.HasTurrets(), cannons: v.HasCannons(),
		catapults: v.HasCatapults(), extended: v.HasTurrets(), promos: v.Promotions()}
	// Parse the placement and Catapults independently of the fast parser.
	fields := strings.Fields(fen)
	for i, row := range strings.Split(fields[0], "/") {
		r, f := 7-i, 0
		for j := 0; j < len(row); j++ {
			ch := row[j]
			if ch >= '0' && ch <= '9' {
				n := int(ch - '0')
				if j+1 < len(row) && row[j+1] == '0' {
					n, j = 10, j+1
				}
				for ; n > 0; n-- {
					for !q.exists(xrSq{f, r}) {
						f++
					}
					f++
				}
				continue
			}
			for !q.exists(xrSq{f, r}) {
				f++
			}
			c := White
			if ch >= 'a' {
				c = Black
			}
			q.set(xrSq{f, r}, xrPiece{kind: kindFromLetter(ch), color: c})
			f++
		}
	}
	if len(fields) == 7 && fields[6] != "-" {
		for _, it := range strings.Split(fields[6], ",") {
			c := White
			if it[0] == 'c' {
				c = Black
			}
			q.cats = append(q.cats, xrCat{c, xrSq{strings.IndexByte("zabcdefghi", it[1]), int(it[2] - '1')}, strings.HasSuffix(it, "*")})
		}
	}
	q.side = White
	if fields[1] == "b" {
		q.side = Black
	}
	kw, okw := q.kingOf(White)
	kb, okb := q.kingOf(Black)
	if !okw || !okb {
		if err == nil {
			t.Errorf("%s accepted without two kings", fen)
		}
		return false
	}
	other := kw
	if q.side == White {
		other = kb
	}
	inCheck := q.attacked(other, q.side)
	// Both Catapults of a side under enemy pieces cannot be seen in a game
	// (§4.5 removes them at once), so such a FEN is refused too.
	deadCats := false
	for _, c := range []Color{White, Black} {
		if own := q.catsOf(c); len(own) == 2 {
			a, b := q.at(own[0]), q.at(own[1])
			deadCats = deadCats || (a.kind != NoKind && b.kind != NoKind && a.color != c && b.color != c)
		}
	}
	switch {
	case err == nil && (inCheck || deadCats):
		t.Errorf("%s %s accepted, but the side not to move is in check or Catapults should be gone", v.ID, fen)
	case err != nil && !inCheck && !deadCats:
		t.Errorf("%s %s refused (%v), but the reference finds nothing wrong", v.ID, fen, err)
	}
	return err == nil
}
