package rules

import (
	"math/rand"
	"testing"
)

// randomWalk calls visit on every position of a few random games of the
// variant.
func randomWalk(t *testing.T, v *Variant, games, plies int, visit func(p *Position)) {
	t.Helper()
	rng := rand.New(rand.NewSource(int64(len(v.ID)) * 31))
	var ml MoveList
	for g := 0; g < games; g++ {
		p := NewPosition(v)
		for i := 0; i < plies; i++ {
			visit(p)
			p.GenerateLegal(&ml)
			if ml.Len() == 0 {
				break
			}
			p.MakeMove(ml.At(rng.Intn(ml.Len())))
		}
	}
}

// materialEffect: the effects of a move that change material.
func materialEffect(effects []Effect) bool {
	for _, e := range effects {
		switch e.Kind {
		case EffectCapture, EffectExplode, EffectPromote, EffectTurnover, EffectCatapultRemoved:
			return true
		}
	}
	return false
}

// IsNoisy agrees with the move's effects; the noisy pseudo-legal moves that
// leave the mover safe are exactly the noisy legal moves; MoverSafe after a
// pseudo-legal move is IsLegal; Lost is Turnover's "no Castle left".
func TestNoisyMovesAndMoverSafety(t *testing.T) {
	for _, v := range Variants {
		t.Run(v.ID, func(t *testing.T) {
			var legal, noisy, pseudo MoveList
			noisySeen := 0
			randomWalk(t, v, 30, 150, func(p *Position) {
				fen := p.FEN()
				if p.Lost() != (v.IsTurnover() && p.Count(p.SideToMove(), King) == 0) {
					t.Fatalf("%s: Lost() = %v", fen, p.Lost())
				}
				p.GenerateLegal(&legal)
				want := map[Move]bool{}
				for _, m := range legal.Slice() {
					n := p.IsNoisy(m)
					if n != materialEffect(p.Effects(m)) {
						t.Fatalf("%s: %s IsNoisy %v, effects %v", fen, m, n, p.Effects(m))
					}
					if n {
						want[m] = true
						noisySeen++
					}
				}
				p.GenerateNoisy(&noisy)
				got := map[Move]bool{}
				for _, m := range noisy.Slice() {
					p.MakeMove(m)
					safe := p.MoverSafe()
					p.UnmakeMove()
					if safe {
						got[m] = true
					}
				}
				if len(got) != len(want) {
					t.Fatalf("%s: %d noisy moves leave the mover safe, %d noisy legal moves", fen, len(got), len(want))
				}
				for m := range want {
					if !got[m] {
						t.Fatalf("%s: noisy legal move %s missing from GenerateNoisy", fen, m)
					}
				}
				p.GeneratePseudo(&pseudo)
				for _, m := range pseudo.Slice() {
					p.MakeMove(m)
					safe := p.MoverSafe()
					p.UnmakeMove()
					if safe != p.IsLegal(m) {
						t.Fatalf("%s: %s MoverSafe %v, IsLegal %v", fen, m, safe, p.IsLegal(m))
					}
				}
			})
			if noisySeen == 0 {
				t.Fatal("no noisy move met: the walk proves nothing")
			}
		})
	}
}

// Reach counts what move generation generates: a piece's moves, the kinds of
// the enemy pieces it takes, a Turret's capturing slings, a cannon pawn's shots.
func TestReachAgreesWithMoveGeneration(t *testing.T) {
	for _, v := range Variants {
		if v.IsTurnover() {
			continue // stacks move by their rings; Reach is the chess pattern of the kind
		}
		t.Run(v.ID, func(t *testing.T) {
			var ml MoveList
			randomWalk(t, v, 20, 120, func(p *Position) {
				p.GeneratePseudo(&ml)
				for _, s := range v.Geometry().Squares() {
					pc := p.At(s)
					if pc == NoPiece || pc.Color() != p.SideToMove() {
						continue
					}
					moves, slings, shots := 0, 0, 0
					var hits uint16
					for _, m := range ml.Slice() {
						if m.From() != s || m.Kind() == Teleport {
							continue
						}
						moves++
						if x := p.At(m.To()); m.Kind() == Normal && x != NoPiece && x.Color() != pc.Color() {
							hits |= 1 << x.Kind()
						}
						if sl, ok := p.SlingOf(m); ok && sl.Captured != NoPiece {
							slings++
						}
						if m.Kind() == CannonShot && p.At(m.To()).Kind() != King {
							shots++
						}
					}
					empty := SquareSet{}
					r := p.Reach(s, &empty)
					switch pc.Kind() {
					case Knight, Bishop, Rook, Queen, Turret:
						if r.Moves != moves {
							t.Fatalf("%s: %s on %s reaches %d squares, has %d moves", p.FEN(), pc.Kind(), s, r.Moves, moves)
						}
					}
					switch pc.Kind() {
					case Knight, Kwagga, Bishop, Rook, Queen:
						if r.Hits != hits {
							t.Fatalf("%s: %s on %s hits kinds %b, takes kinds %b", p.FEN(), pc.Kind(), s, r.Hits, hits)
						}
					case Pawn, King, Turret:
						if r.Hits != 0 {
							t.Fatalf("%s: %s on %s hits kinds %b, want none counted", p.FEN(), pc.Kind(), s, r.Hits)
						}
					}
					if r.Zone != 0 {
						t.Fatalf("%s: zone hits with an empty zone", p.FEN())
					}
					if pc.Kind() == Turret && r.Targets != slings {
						t.Fatalf("%s: Turret on %s has %d targets, %d capturing slings", p.FEN(), s, r.Targets, slings)
					}
					if pc.Kind() == Pawn && v.HasCannons() && r.Targets != shots {
						t.Fatalf("%s: cannon on %s has %d targets, %d shots", p.FEN(), s, r.Targets, shots)
					}
				}
			})
		})
	}
}

// The zone counts of Reach, on a board worked out by hand.
func TestReachZone(t *testing.T) {
	p, err := ParseFEN(Chess, "4k3/8/8/8/8/8/4R3/4K2N b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	zone := p.KingZone(Black) // e8, d8, f8, d7, e7, f7
	rook := p.Reach(SquareAt(FileA+4, 1), &zone)
	// Up the e-file: e3..e7 empty, e8 the king (e7 and e8 in the zone); left a2..d2; right f2..h2.
	if rook.Moves != 6+4+3 || rook.Zone != 2 {
		t.Errorf("rook e2: %+v, want 13 moves and 2 zone squares", rook)
	}
	knight := p.Reach(SquareAt(FileH, 0), &zone)
	if knight.Moves != 2 || knight.Zone != 0 {
		t.Errorf("knight h1: %+v, want 2 moves and no zone square", knight)
	}
	if rook.Hits != 1<<King || knight.Hits != 0 {
		t.Errorf("hits: rook e2 %b (want the king's bit), knight h1 %b (want none)", rook.Hits, knight.Hits)
	}
	if wz := p.KingZone(White); wz.Has(SquareAt(FileA+4, 2)) || !wz.Has(SquareAt(FileA+3, 1)) {
		t.Error("the white king zone should hold d2 but not e3")
	}
}

// takes reports whether the pseudo-legal move takes the piece on s.
func takes(p *Position, m Move, s Square) bool {
	switch m.Kind() {
	case Normal, Teleport, CannonShot:
		return m.To() == s && p.At(s) != NoPiece
	case TurretMove:
		sl, ok := p.SlingOf(m)
		return ok && sl.To == s && sl.Captured != NoPiece
	case RingMove, SetMove:
		return m.To() == s && p.IsCapture(m)
	}
	return false
}

// CapturesOn lists exactly the pseudo-legal moves that take on the square
// (pawn promotions to the first promotion piece only).
func TestCapturesOnAgreesWithMoveGeneration(t *testing.T) {
	for _, v := range Variants {
		t.Run(v.ID, func(t *testing.T) {
			var all, on MoveList
			seen := map[MoveKind]bool{}
			randomWalk(t, v, 20, 150, func(p *Position) {
				p.GeneratePseudo(&all)
				for _, s := range v.Geometry().Squares() {
					pc := p.At(s)
					if pc == NoPiece || pc.Color() == p.SideToMove() {
						continue
					}
					want := map[Move]bool{}
					for _, m := range all.Slice() {
						if takes(p, m, s) && (m.Promotion() == NoKind || m.Promotion() == v.Promotions()[0]) {
							want[m] = true
						}
					}
					p.CapturesOn(s, &on)
					if on.Len() != len(want) {
						t.Fatalf("%s: %d captures on %s, move generation has %d (%v)", p.FEN(), on.Len(), s, len(want), on.Slice())
					}
					for _, m := range on.Slice() {
						if !want[m] {
							t.Fatalf("%s: CapturesOn %s gives %s, which move generation does not", p.FEN(), s, m)
						}
						seen[m.Kind()] = true
					}
				}
			})
			special := map[*Variant]MoveKind{TurretChess: TurretMove, TurretKwagga: TurretMove, Gunnery: CannonShot, CatapultChess: Teleport}
			if k, ok := special[v]; ok && !seen[k] {
				t.Errorf("no %v capture met: the walk proves nothing about it", k)
			}
		})
	}
}
