package rules

import "testing"

// TestTurnoverShieldMoves: a move of a stack that shields the lone Castle on
// one of its lines is judged by that line alone (shieldSafe). The legal moves
// must be exactly the pseudo-legal moves after which the mover's Castles are
// safe, played out on the board: here the Tower on f2 may not leave the Fort's
// diagonal, the Tower on e2 may move only along the enemy Tower's file, and
// the Citadel on d2 leaves its Tower behind so every move of its Fort is
// legal, and the Wall on f2 may join the Citadel on f3 (a second Castle).
func TestTurnoverShieldMoves(t *testing.T) {
	fens := []string{
		tovFEN("w", 0, "Ke1", "Rf2", "bh4", "Re2", "qe8", "Qd2", "ba5", "kh8"),
		tovFEN("w", 0, "Ke1", "Rf2", "bh4", "Re2", "re8", "kh8", "Pa2"),
		tovFEN("b", 0, "ke8", "rd7", "Ba4", "re7", "Qe2", "Ka1"),
		tovFEN("w", 0, "Ke1", "Pf2", "bh4", "Qf3", "kh8"),
	}
	for _, fen := range fens {
		p := tov(t, fen)
		us := p.side
		var pseudo, legal MoveList
		p.generateTurnoverPseudo(&pseudo)
		p.GenerateLegal(&legal)
		want := map[Move]bool{}
		for _, m := range pseudo.Slice() {
			p.MakeMove(m)
			if p.castlesSafe(us) {
				want[m] = true
			}
			p.UnmakeMove()
		}
		got := map[Move]bool{}
		for _, m := range legal.Slice() {
			got[m] = true
			if !want[m] {
				t.Errorf("%s: %v generated but leaves the Castle in check", fen, m)
			}
		}
		for m := range want {
			if !got[m] {
				t.Errorf("%s: %v is legal but not generated", fen, m)
			}
		}
		if len(want) == 0 {
			t.Errorf("%s: no legal move", fen)
		}
	}
}
