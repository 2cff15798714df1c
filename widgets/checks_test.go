package widgets

import (
	"testing"

	"siegeworks/rules"
)

// A Turnover player may leave a Castle in check, so the player to move can have the
// opponent's Castle in check. The board marks every check, unless it is told to mark only
// the side to move's (a puzzle must not point at the answer); a move brings the other
// side's checks back.
func TestOwnChecksOnly(t *testing.T) {
	// White to move; the black Castle on h8 stands in check from the Citadel on a1.
	pos, err := rules.ParseFEN(rules.Turnover, "q1q4k/5q1r/p7/1p3p1P/1Pk4P/P7/3R2R1/Q1Q3KR w - - 0 37")
	if err != nil {
		t.Fatal(err)
	}
	b := NewBoard(pos)
	h8 := sq(t, pos, "h8")
	if len(b.AttackLines()) == 0 || !b.Highlights()[h8].Has(HighlightCheck) {
		t.Fatalf("the black Castle's check is not shown: %v", b.AttackLines())
	}
	b.SetOwnChecksOnly(true)
	if lines := b.AttackLines(); len(lines) != 0 || b.Highlights()[h8].Has(HighlightCheck) {
		t.Errorf("with own checks only, the board still points at the answer: %v", lines)
	}
	m, err := pos.ParseMove("a1h8")
	if err != nil {
		t.Fatal(err)
	}
	after := pos.Clone()
	after.MakeMove(m)
	b.ShowMove(pos, m, after, false)
	if len(after.Checks()) == 0 {
		t.Fatal("the test needs a move that gives check")
	}
	if lines := b.AttackLines(); len(lines) != len(after.Checks()) {
		t.Errorf("after the move the check on the side to move shows %v, want %v", lines, after.Checks())
	}
	b.SetOwnChecksOnly(false)
	if len(b.AttackLines()) < len(after.Checks()) {
		t.Error("switching back lost the checks")
	}
}
