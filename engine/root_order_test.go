package engine

import (
	"testing"

	"siegeworks/rules"
)

// TestTurnoverRootOrderIsColourBlind: Turnover's root moves are tried in the same order for
// both colours, each seen from its own side — a position and the same with the colours
// exchanged list their moves square for square mirrored. (In the generator's order Black
// tried its front pieces first and White its back ones, and self-play scored Black 65-70%.)
func TestTurnoverRootOrderIsColourBlind(t *testing.T) {
	mirror := func(s rules.Square) rules.Square { return rules.SquareAt(s.File(), 7-s.Rank()) }
	for _, v := range []*rules.Variant{rules.Turnover, rules.Turnover2025} {
		checked := 0
		eachRandomPosition(v, 0xfeed, 10, 60, func(p *rules.Position) {
			if t.Failed() {
				return
			}
			q, err := rules.ParseFEN(v, colourFlipped(p.FEN()))
			if err != nil {
				t.Fatal(err)
			}
			var ma, mb rules.MoveList
			p.GenerateLegal(&ma)
			q.GenerateLegal(&mb)
			a, b := ma.Slice(), mb.Slice()
			orderRootAlike(a, p.SideToMove())
			orderRootAlike(b, q.SideToMove())
			if len(a) != len(b) {
				t.Fatalf("%s: %d moves, %d with the colours exchanged", p.FEN(), len(a), len(b))
			}
			for i := range a {
				if mirror(a[i].From()) != b[i].From() || mirror(a[i].To()) != b[i].To() {
					t.Errorf("%s: move %d is %v, with the colours exchanged %v", p.FEN(), i, a[i], b[i])
					return
				}
			}
			checked++
		})
		if checked < 300 {
			t.Errorf("%s: only %d positions", v.ID, checked)
		}
	}
}
