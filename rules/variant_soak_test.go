package rules

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"
)

// soakState is everything a position shows through its public API.
func soakState(p *Position) string {
	var sb strings.Builder
	sb.WriteString(p.FEN())
	fmt.Fprintf(&sb, " %x %d %v", p.Hash(), p.Ply(), p.EnPassantSquare())
	for _, s := range p.Variant().Geometry().Squares() {
		fmt.Fprintf(&sb, " %d", p.At(s))
	}
	for c := White; c <= Black; c++ {
		fmt.Fprintf(&sb, " %v%v", p.Catapults(c), p.KingSquare(c))
		for k := Pawn; k < kindCount; k++ {
			fmt.Fprintf(&sb, ",%d", p.Count(c, k))
		}
	}
	return sb.String()
}

// soakFiltered is the pseudo-legal move list filtered by the attack test of
// docs/RULES.md §0 through the public API: after the move, the mover's king must
// not be attacked. The one rule on top (§4.3 [decided]): a teleport that
// shares its name with a legal castling is not a move of its own.
func soakFiltered(p *Position) []string {
	var ml MoveList
	p.GeneratePseudo(&ml)
	us := p.SideToMove()
	castles := map[string]bool{}
	var keep []Move
	for _, m := range ml.Slice() {
		p.MakeMove(m)
		k := p.KingSquare(us)
		ok := k != NoSquare && p.At(k)&idMask == MakePiece(us, King) && !p.Attacked(k, us.Other())
		p.UnmakeMove()
		if ok {
			keep = append(keep, m)
			if m.Kind() == Castling {
				castles[m.String()] = true
			}
		}
	}
	var out []string
	for _, m := range keep {
		if m.Kind() == Teleport && castles[m.String()] {
			continue
		}
		out = append(out, m.String())
	}
	sort.Strings(out)
	return out
}

// Random games of every variant. After every move the incremental hash
// equals one computed from scratch, the FEN parses back to itself, and
// unmaking restores exactly the previous position; at every position the
// legal moves are the pseudo-legal moves that pass the attack test, and a
// position without moves is checkmate or stalemate as InCheck says.
func TestVariantSoak(t *testing.T) {
	games, plies := 150, 160
	if *variantsLong {
		games, plies = 5000, 300
	}
	for _, v := range xrVariants {
		t.Run(v.ID, func(t *testing.T) {
			t.Parallel()
			rng := rand.New(rand.NewPCG(17, uint64(len(v.ID))))
			total, ends := 0, map[Status]int{}
			for g := 0; g < games && !t.Failed(); g++ {
				var p *Position
				switch g % 3 {
				case 0:
					p = NewPosition(v)
				case 1:
					rich := variantRichFENs[v]
					p = mustFEN(t, v, rich[rng.IntN(len(rich))])
				default:
					var err error
					if p, err = ParseFEN(v, xrRandomPosition(rng, v)); err != nil {
						p = NewPosition(v)
					}
				}
				start := soakState(p)
				played := 0
				for ply := 0; ply < plies; ply++ {
					legal := vtLegal(p)
					if got, want := strings.Join(legal, " "), strings.Join(soakFiltered(p), " "); got != want {
						t.Fatalf("%s %s: legal moves\n %s\nfiltered pseudo-legal moves\n %s", v.ID, p.FEN(), got, want)
					}
					if len(legal) == 0 {
						st := p.Status()
						if (st == Checkmate) != p.InCheck() || (st != Checkmate && st != Stalemate) {
							t.Errorf("%s %s: no moves, status %v, in check %v", v.ID, p.FEN(), st, p.InCheck())
						}
						ends[st]++
						break
					}
					m, _ := p.ParseCoordinate(legal[rng.IntN(len(legal))])
					before := soakState(p)
					p.MakeMove(m)
					total++
					played++
					if !p.VerifyHash() {
						t.Fatalf("%s: hash wrong after %s from %s", v.ID, m, before)
					}
					fen := p.FEN()
					if q, err := ParseFEN(v, fen); err != nil || q.FEN() != fen {
						t.Fatalf("%s: FEN %s after %s does not parse back: %v", v.ID, fen, m, err)
					}
					p.UnmakeMove()
					if after := soakState(p); after != before {
						t.Fatalf("%s: unmake of %s:\n%s\n%s", v.ID, m, before, after)
					}
					p.MakeMove(m)
					if st := p.Status(); st == Insufficient {
						ends[st]++
						break
					}
				}
				for ; played > 0; played-- {
					p.UnmakeMove()
				}
				if soakState(p) != start {
					t.Fatalf("%s: unmaking the whole game does not give the start back", v.ID)
				}
			}
			t.Logf("%d games, %d moves, endings %v", games, total, ends)
		})
	}
}
