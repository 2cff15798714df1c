package engine

import (
	"testing"

	"siegeworks/rules"
)

// A rook on a file with no pawn of its own side (half-open) gains, and more on a file
// with no pawn at all (open); behind its own pawn it gains nothing. Each position is
// scored with the two file weights set and again with them at zero: the difference is
// the file bonus alone. Only a group whose tuned set with it passed its SPRT ships with it.
func TestRookOnOpenFiles(t *testing.T) {
	bonus := func(fen string) int {
		t.Helper()
		return termScore(t, rules.Chess, fen, func(p *Params, on bool) {
			p.RookOpen, p.RookHalfOpen = 40*b2i(on), 20*b2i(on)
		})
	}
	closed := bonus("6k1/p4ppp/3p4/8/8/3P4/P4PPP/3R2K1 w - - 0 1")
	half := bonus("6k1/p4ppp/3p4/8/8/2P5/P4PPP/3R2K1 w - - 0 1")
	open := bonus("6k1/p4ppp/2p5/8/8/2P5/P4PPP/3R2K1 w - - 0 1")
	if closed != 0 || half <= 0 || open <= half {
		t.Errorf("the rook's file bonus: closed %d, half-open %d, open %d", closed, half, open)
	}
	// Black's rook on an open file counts for Black.
	if b := bonus("3r2k1/p4ppp/2p5/8/8/2P5/P4PPP/6K1 w - - 0 1"); b >= 0 {
		t.Errorf("Black's rook on an open file scores %d for White", b)
	}
	// Chess and Gunnery were tuned with it (and their SPRTs accepted the
	// sets); Turret and Chess++ were not.
	for _, id := range []string{"turret", "catapult"} {
		v, _ := rules.VariantByID(id)
		if q := DefaultParamsFor(v); q.RookOpen != 0 || q.RookHalfOpen != 0 {
			t.Errorf("%s has rook-file weights (%d, %d) it was not tuned for", id, q.RookOpen, q.RookHalfOpen)
		}
	}
	for _, id := range []string{"chess", "gunnery"} {
		v, _ := rules.VariantByID(id)
		if q := DefaultParamsFor(v); q.RookOpen <= 0 || q.RookHalfOpen <= 0 {
			t.Errorf("%s lost its tuned rook-file weights (%d, %d)", id, q.RookOpen, q.RookHalfOpen)
		}
	}
}

// Each piece's share of the centre tables scales its own table alone: with the knight's
// share at zero a knight stands as well on the edge as in the centre, and the bishop's
// table does not change.
func TestCentreShares(t *testing.T) {
	p := DefaultParamsFor(rules.Chess)
	flat := p
	flat.CentreKnight = 0
	e, f := newEvaluator(rules.Chess, p), newEvaluator(rules.Chess, flat)
	e4, a4 := rules.SquareAt(5, 3), rules.SquareAt(1, 3) // files: 1 = a … 8 = h
	if mg, _ := e.pst(rules.Knight, rules.White, e4); mg <= func() int { m, _ := e.pst(rules.Knight, rules.White, a4); return m }() {
		t.Errorf("with the centre tables a knight on e4 scores %d, no more than on a4", mg)
	}
	fe, fee := f.pst(rules.Knight, rules.White, e4)
	fa, fae := f.pst(rules.Knight, rules.White, a4)
	if fe != fa || fee != fae {
		t.Errorf("with the knight's share at zero: e4 %d/%d, a4 %d/%d", fe, fee, fa, fae)
	}
	be, _ := e.pst(rules.Bishop, rules.White, e4)
	bf, _ := f.pst(rules.Bishop, rules.White, e4)
	if be != bf {
		t.Errorf("the knight's share moved the bishop's table: %d, %d", be, bf)
	}
}
