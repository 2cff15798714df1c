package rules

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"
)

// effBoard is the picture the UI keeps: pieces by square (kind and colour
// only) and the Catapult markers.
type effBoard struct {
	pieces map[Square]Piece
	cats   map[Square]Catapult // keyed by square; Moved as in the position
	owner  map[Square]Color
}

func effSnapshot(p *Position) *effBoard {
	b := &effBoard{pieces: map[Square]Piece{}, cats: map[Square]Catapult{}, owner: map[Square]Color{}}
	for _, s := range p.Variant().Geometry().Squares() {
		if pc := p.At(s); pc != NoPiece {
			b.pieces[s] = pc & idMask
		}
	}
	for c := White; c <= Black; c++ {
		for _, k := range p.Catapults(c) {
			if k.Square != NoSquare {
				b.cats[k.Square] = k
				b.owner[k.Square] = c
			}
		}
	}
	return b
}

func (b *effBoard) String() string {
	var items []string
	for s, pc := range b.pieces {
		items = append(items, s.String()+pc.String())
	}
	for s, k := range b.cats {
		items = append(items, fmt.Sprintf("C%v%s%v", b.owner[s], s, k.Moved))
	}
	sort.Strings(items)
	return strings.Join(items, " ")
}

// apply follows the Effect doc comment, and insists on the order it
// promises: a piece is taken (capture, explosion) before anything lands on its
// square, and every effect names what really stands on its squares.
func (b *effBoard) apply(e Effect) error {
	pc := e.Piece & idMask
	switch e.Kind {
	case EffectMove, EffectSling, EffectTeleport:
		if b.pieces[e.From] != pc {
			return fmt.Errorf("%v: %s holds %v, not %v", e.Kind, e.From, b.pieces[e.From], pc)
		}
		if _, busy := b.pieces[e.To]; busy {
			return fmt.Errorf("%v onto occupied %s without a capture first", e.Kind, e.To)
		}
		delete(b.pieces, e.From)
		b.pieces[e.To] = pc
	case EffectCapture, EffectExplode:
		if b.pieces[e.To] != pc {
			return fmt.Errorf("%v: %s holds %v, not %v", e.Kind, e.To, b.pieces[e.To], pc)
		}
		delete(b.pieces, e.To)
	case EffectPromote:
		if _, ok := b.pieces[e.To]; !ok {
			return fmt.Errorf("promotion on empty %s", e.To)
		}
		b.pieces[e.To] = pc
	case EffectCatapultMove:
		k, ok := b.cats[e.From]
		if !ok {
			return fmt.Errorf("no Catapult on %s", e.From)
		}
		if _, busy := b.cats[e.To]; busy {
			return fmt.Errorf("Catapult onto Catapult %s", e.To)
		}
		delete(b.cats, e.From)
		k.Square, k.Moved = e.To, true
		b.cats[e.To] = k
		b.owner[e.To] = b.owner[e.From]
		delete(b.owner, e.From)
	case EffectCatapultRemoved:
		if _, ok := b.cats[e.To]; !ok || b.owner[e.To] != e.Piece.Color() {
			return fmt.Errorf("no %v Catapult on %s to remove", e.Piece.Color(), e.To)
		}
		delete(b.cats, e.To)
		delete(b.owner, e.To)
	default:
		return fmt.Errorf("unexpected effect %v", e.Kind)
	}
	return nil
}

// effCheckMove checks one legal move's effect list against MakeMove.
func effCheckMove(t *testing.T, p *Position, m Move) {
	t.Helper()
	effects := p.Effects(m)
	b := effSnapshot(p)
	sling, slings := p.SlingOf(m)
	isCapture := p.IsCapture(m)
	fen := p.FEN()
	kinds := map[EffectKind]int{}
	var err error
	for _, e := range effects {
		kinds[e.Kind]++
		if err == nil {
			err = b.apply(e)
		}
	}
	catsBefore := len(b.cats) + kinds[EffectCatapultRemoved]
	p.MakeMove(m)
	after := effSnapshot(p)
	p.UnmakeMove()
	if err != nil {
		t.Errorf("%s %s %s: %v in %v", p.Variant().ID, fen, m, err, effects)
		return
	}
	if b.String() != after.String() {
		t.Errorf("%s %s %s: effects %v give\n %s\nbut the move gives\n %s", p.Variant().ID, fen, m, effects, b, after)
		return
	}
	// The list says what kind of move it was.
	want := map[MoveKind]EffectKind{TurretMove: EffectMove, CannonShot: EffectExplode, Teleport: EffectTeleport,
		CatapultStep: EffectCatapultMove, Normal: EffectMove, Castling: EffectMove, DoubleStep: EffectMove, EnPassant: EffectMove}
	if k, ok := want[m.Kind()]; ok && kinds[k] == 0 {
		t.Errorf("%s %s: no %v effect in %v", fen, m, k, effects)
	}
	if m.Kind() == CannonShot && kinds[EffectExplode] != 2 {
		t.Errorf("%s %s: a shot explodes two pieces: %v", fen, m, effects)
	}
	if slings != (kinds[EffectSling] == 1) {
		t.Errorf("%s %s: SlingOf %v but effects %v", fen, m, slings, effects)
	}
	if slings && sling.Promotes && kinds[EffectPromote] != 1 {
		t.Errorf("%s %s: slung pawn promotes, effects %v", fen, m, effects)
	}
	if isCapture != (kinds[EffectCapture]+kinds[EffectExplode] > 0) {
		t.Errorf("%s %s: IsCapture %v, effects %v", fen, m, isCapture, effects)
	}
	if catsBefore != len(effSnapshot(p).cats) {
		t.Errorf("%s %s: catapult count", fen, m)
	}
}

// Every legal move of many positions of every variant: applying its effect
// list to the board and Catapult layer gives the position after the move
// (castling rights aside — the unmoved flags are not something the board
// shows).
func TestEffectsReproduceMoves(t *testing.T) {
	games, plies, randoms := 10, 80, 150
	if *variantsLong {
		games, plies, randoms = 200, 200, 3000
	}
	for _, v := range xrVariants {
		t.Run(v.ID, func(t *testing.T) {
			t.Parallel()
			rng := rand.New(rand.NewPCG(3, uint64(len(v.ID))))
			n := 0
			var starts []*Position
			for g := 0; g < games; g++ {
				starts = append(starts, NewPosition(v))
			}
			for _, f := range variantRichFENs[v] {
				starts = append(starts, mustFEN(t, v, f))
			}
			for i := 0; i < randoms; i++ {
				if p, err := ParseFEN(v, xrRandomPosition(rng, v)); err == nil {
					starts = append(starts, p)
				}
			}
			for i, p := range starts {
				limit := plies
				if i >= games {
					limit = plies / 8
				}
				for ply := 0; ply < limit && !t.Failed(); ply++ {
					var ml MoveList
					p.GenerateLegal(&ml)
					if ml.Len() == 0 {
						break
					}
					for _, m := range ml.Slice() {
						effCheckMove(t, p, m)
						n++
					}
					p.MakeMove(ml.At(rng.IntN(ml.Len())))
				}
			}
			t.Logf("%d moves checked", n)
		})
	}
}

// The effect lists of typical moves, in order.
func TestEffectsExamples(t *testing.T) {
	sq := func(v *Variant, s string) Square { return vtSq(t, v, s) }
	P := func(c Color, k Kind) Piece { return MakePiece(c, k) }
	cases := []struct {
		v      *Variant
		pieces string
		rest   string
		move   string
		want   func(v *Variant) []Effect
	}{
		{TurretChess, "Td6 Pd5 Kh1 rd8 ka6", "w - - 0 1", "d6d7", func(v *Variant) []Effect {
			return []Effect{
				{EffectMove, sq(v, "d6"), sq(v, "d7"), P(White, Turret)},
				{EffectCapture, NoSquare, sq(v, "d8"), P(Black, Rook)},
				{EffectSling, sq(v, "d5"), sq(v, "d8"), P(White, Pawn)},
				{EffectPromote, NoSquare, sq(v, "d8"), P(White, Queen)},
			}
		}},
		{TurretChess, "Ke1 Rh1 ke8", "w K - 0 1", "e1h1", func(v *Variant) []Effect {
			return []Effect{
				{EffectMove, sq(v, "h1"), sq(v, "f1"), P(White, Rook)},
				{EffectMove, sq(v, "e1"), sq(v, "h1"), P(White, King)},
			}
		}},
		{Gunnery, "Pe2 Ne3 ne5 re7 Kg1 kh8", "w - - 0 1", "e2e7", func(v *Variant) []Effect {
			return []Effect{
				{EffectExplode, NoSquare, sq(v, "e7"), P(Black, Rook)},
				{EffectExplode, NoSquare, sq(v, "e2"), P(White, Pawn)},
			}
		}},
		{CatapultChess, "qb4 Ng7 kh8 Kh1", "b - - 0 1 Cb1,Cf1,cb4,cg7", "b4g7", func(v *Variant) []Effect {
			return []Effect{
				{EffectCapture, NoSquare, sq(v, "g7"), P(White, Knight)},
				{EffectTeleport, sq(v, "b4"), sq(v, "g7"), P(Black, Queen)},
			}
		}},
		{CatapultChess, "Pb2 qc3 Nf6 Ka1 kh8", "w - - 0 1 Cb1,Cd1,cc3,cf6", "b2c3", func(v *Variant) []Effect {
			return []Effect{
				{EffectCapture, NoSquare, sq(v, "c3"), P(Black, Queen)},
				{EffectMove, sq(v, "b2"), sq(v, "c3"), P(White, Pawn)},
				{EffectCatapultRemoved, NoSquare, sq(v, "c3"), P(Black, Pawn)},
				{EffectCatapultRemoved, NoSquare, sq(v, "f6"), P(Black, Pawn)},
			}
		}},
		{CatapultChess, "Ke1 ke8", "w - - 0 1 Cb1,Cf1,cb8,cf8", "f1d3", func(v *Variant) []Effect {
			return []Effect{{EffectCatapultMove, sq(v, "f1"), sq(v, "d3"), NoPiece}}
		}},
	}
	for _, c := range cases {
		p := vtPos(t, c.v, c.pieces, c.rest)
		m, err := p.ParseCoordinate(c.move)
		if err != nil {
			t.Fatal(err)
		}
		got, want := p.Effects(m), c.want(c.v)
		for i := range got {
			got[i].Piece &= idMask
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%s %s:\n got %v\nwant %v", p.FEN(), c.move, got, want)
		}
	}
}
