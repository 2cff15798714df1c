package rules

import (
	"reflect"
	"testing"
)

// TestTurnoverCheckDefinition: §5.4 — a Castle is in check when an enemy
// Tower, Fort, Citadel, Fortress or lone Wall could take it next move, or an
// enemy Castle stands next to it. The White Castle stands on e4; White also
// has a1 and b1, Black g8 and h8, so every position is valid.
func TestTurnoverCheckDefinition(t *testing.T) {
	cases := []struct {
		attackers []string
		check     bool
		why       string
	}{
		{nil, false, "nothing"},
		{[]string{"re8"}, true, "Tower on the file"},
		{[]string{"ra4"}, true, "Tower on the rank"},
		{[]string{"re8", "Pe6"}, false, "Tower blocked by a stack"},
		{[]string{"re8", "pe6"}, false, "Tower blocked by its own stack"},
		{[]string{"rh7"}, false, "Tower on a diagonal"},
		{[]string{"bb7"}, true, "Fort on the diagonal"},
		{[]string{"bh1"}, true, "Fort on the other diagonal"},
		{[]string{"be8"}, false, "Fort on the file"},
		{[]string{"qe8"}, true, "Citadel on the file"},
		{[]string{"qh7"}, true, "Citadel on the diagonal"},
		{[]string{"nf6"}, true, "Fortress a knight's leap away"},
		{[]string{"nc3"}, true, "Fortress a knight's leap away (behind)"},
		{[]string{"ne6"}, false, "Fortress two squares ahead"},
		{[]string{"pd5"}, true, "lone Wall diagonally in front (Black moves down)"},
		{[]string{"pf5"}, true, "lone Wall diagonally in front, other side"},
		{[]string{"pe5"}, false, "lone Wall straight ahead (never takes forward)"},
		{[]string{"pd3"}, false, "lone Wall diagonally behind"},
		{[]string{"kd5"}, true, "Castle against Castle, diagonal"},
		{[]string{"ke5"}, true, "Castle against Castle, file"},
		{[]string{"kf4"}, true, "Castle against Castle, rank"},
		{[]string{"kd3"}, true, "Castle against Castle, behind"},
		{[]string{"ke6"}, false, "Castle two squares away"},
		{[]string{"kc2"}, false, "Castle a knight's leap away"},
		{[]string{"Re8", "Bb7", "Nf6", "Pd5", "Kd5"}, false, "own pieces never give check"},
	}
	for _, c := range cases {
		pieces := append([]string{"Ke4", "Ka1", "Kb1", "kg8", "kh8"}, c.attackers...)
		p := tovSet(t, "w", pieces...)
		if got := p.CastleInCheck(tsq("e4")); got != c.check {
			t.Errorf("%s (%s): CastleInCheck = %v, want %v", c.why, p.FEN(), got, c.check)
		}
		if got := p.Attacked(tsq("e4"), Black); got != c.check {
			t.Errorf("%s: Attacked(e4, black) = %v, want %v", c.why, got, c.check)
		}
		// With three Castles, White is never "in check" in the sense of
		// InCheck (only a last Castle can be checkmated).
		if p.InCheck() {
			t.Errorf("%s: InCheck with three Castles", c.why)
		}
	}
	// Castle against Castle puts both in check.
	p := tovSet(t, "w", "Ke4", "Ka1", "kd5", "kh8")
	if !p.CastleInCheck(tsq("e4")) || !p.CastleInCheck(tsq("d5")) {
		t.Error("adjacent Castles must both be in check")
	}
	if got := p.CastlesInCheck(White, nil); !reflect.DeepEqual(got, []Square{tsq("e4")}) {
		t.Errorf("CastlesInCheck(white) = %v", got)
	}
}

// TestTurnoverCheckIgnoresLegality: the enemy move that would take the
// Castle counts even when it is illegal. Black's Tower on e6 cannot leave
// the e-file (Black's last Castle e8 would be in check from White's Tower on
// e1), yet it gives check to White's last Castle on a6.
func TestTurnoverCheckIgnoresLegality(t *testing.T) {
	p := tovSet(t, "w", "Ka6", "Re1", "re6", "ke8")
	if !p.InCheck() {
		t.Fatal("White's last Castle on a6 must be in check from the pinned Tower")
	}
	q := tovSet(t, "b", "Ka5", "Re1", "re6", "ke8")
	if got := tovFrom(q, "e6"); !contains(got, "e6e1") || contains(got, "e6a6") || contains(got, "e6d6") {
		t.Errorf("the pinned Black Tower may only move on the e-file: %v", got)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestTurnoverCastleDismount: a Castle not in check (and not the last) moves
// its Wall one square forward, two squares through an empty square from any
// rank, or diagonally forward to take or nest; the Citadel stays.
func TestTurnoverCastleDismount(t *testing.T) {
	p := tovSet(t, "w", "Kd4", "Ka1", "Kh1", "ka8", "kh8", "rc5", "Be5")
	got := tovFrom(p, "d4")
	want := []string{"d4c5", "d4d5", "d4d6", "d4e5"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Castle d4: %v, want %v", got, want)
	}
	m := tovMove(t, p, "d4d6")
	p.MakeMove(m)
	if p.At(tsq("d4")) != MakePiece(White, Queen) || p.At(tsq("d6")) != MakePiece(White, Pawn) {
		t.Errorf("after d4d6: %s", p.FEN())
	}
	p.UnmakeMove()
	p.MakeMove(tovMove(t, p, "d4e5"))
	if p.At(tsq("e5")) != MakePiece(White, Knight) {
		t.Errorf("Castle's Wall onto own Fort must combine into a Fortress: %s", p.FEN())
	}

	// The two-square step never takes, may nest, and needs the square
	// passed over completely empty.
	for _, c := range []struct {
		d5, d6 string
		want   []string
	}{
		{"", "pd6", []string{"d4d5"}},
		{"", "bd6", []string{"d4d5", "d4d6"}},
		{"", "Qd6", []string{"d4d5", "d4d6"}},
		{"", "Pd6", []string{"d4d5"}},
		{"Bd5", "", []string{"d4d5"}},
		{"pd5", "", nil},
		{"Rd5", "", nil},
	} {
		pieces := []string{"Kd4", "Ka1", "Kh1", "ka8", "kh8"}
		for _, s := range []string{c.d5, c.d6} {
			if s != "" {
				pieces = append(pieces, s)
			}
		}
		p := tovSet(t, "w", pieces...)
		if got := tovFrom(p, "d4"); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: Castle d4 moves %v, want %v", p.FEN(), got, c.want)
		}
	}
	// Black dismounts towards rank 1, two squares from rank 5.
	p = tovSet(t, "b", "kd5", "ka8", "kh8", "Ka1", "Kh1")
	if got := tovFrom(p, "d5"); !reflect.DeepEqual(got, []string{"d5d3", "d5d4"}) {
		t.Errorf("black Castle d5: %v", got)
	}
	// The Castle's diagonal step takes what a Wall takes, a Fortress here,
	// and combines with an own Fort; forward an own Wall blocks it. (An enemy
	// Fort, Citadel, Wall or Castle diagonally in front would put the Castle
	// in check, so it would step as a set instead.)
	p = tovSet(t, "w", "Kd4", "Ka1", "Kh1", "ka8", "kh8", "nc5", "Be5", "Pd5")
	if got := tovFrom(p, "d4"); !reflect.DeepEqual(got, []string{"d4c5", "d4e5"}) {
		t.Errorf("Castle d4 with Fortress c5, own Fort e5, own Wall d5: %v", got)
	}
}

// TestTurnoverStartPosition: §5.7 — exactly 16 legal first moves, each
// Castle's Wall one or two squares forward.
func TestTurnoverStartPosition(t *testing.T) {
	p := NewPosition(Turnover)
	want := []string{"a1a2", "a1a3", "b2b3", "b2b4", "c1c2", "c1c3", "d2d3", "d2d4",
		"e1e2", "e1e3", "f2f3", "f2f4", "g1g2", "g1g3", "h2h3", "h2h4"}
	if got := tovNames(p); !reflect.DeepEqual(got, want) {
		t.Errorf("start moves %v, want %v", got, want)
	}
	if p.Status() != Ongoing || p.InCheck() {
		t.Error("the start position is ongoing and not in check")
	}
}

// TestTurnoverTwoCastlesException: with exactly two Castles and the other
// in check, a Castle cannot move at all; with three it dismounts as usual;
// when both are in check, both step as whole sets.
func TestTurnoverTwoCastlesException(t *testing.T) {
	p := tovSet(t, "w", "Ka1", "Ke4", "ra8", "kg8", "kh8")
	if got := tovFrom(p, "e4"); len(got) != 0 {
		t.Errorf("e4 must not move while a1 is in check: %v", got)
	}
	if got := tovFrom(p, "a1"); !reflect.DeepEqual(got, []string{"Ka1a2", "Ka1b1", "Ka1b2"}) {
		t.Errorf("a1 in check steps as a set: %v", got)
	}
	// Last-Castle safety alone would already forbid most of e4's moves (a1
	// would be left as the last Castle, in check). The exception also stops
	// the dismounts that would end the check: c2's Wall blocking the Fort's
	// diagonal on c3, c4's Wall blocking the Tower's rank on c6.
	p = tovSet(t, "w", "Ka1", "Kc2", "be5", "kg8", "kh8")
	if got := tovFrom(p, "c2"); len(got) != 0 {
		t.Errorf("c2 must not move while a1 is in check: %v", got)
	}
	p = tovSet(t, "w", "Kc4", "Ke6", "ra6", "kg8", "kh8")
	if got := tovFrom(p, "c4"); len(got) != 0 {
		t.Errorf("c4 must not move while e6 is in check: %v", got)
	}
	p = tovSet(t, "w", "Ka1", "Ke4", "Kh1", "ra8", "kg8", "kh8")
	if got := tovFrom(p, "e4"); !reflect.DeepEqual(got, []string{"e4e5", "e4e6"}) {
		t.Errorf("with three Castles e4 dismounts: %v", got)
	}
	p = tovSet(t, "w", "Ka1", "Ke4", "ra8", "re8", "kg8", "kh8")
	if got := tovFrom(p, "e4"); len(got) != 8 || got[0][0] != 'K' {
		t.Errorf("both in check: e4 steps as a set: %v", got)
	}
	if got := tovFrom(p, "a1"); len(got) != 3 {
		t.Errorf("both in check: a1 steps as a set: %v", got)
	}
}

// TestTurnoverSetSteps: a Castle in check (of two or more) steps one square
// in any direction, onto empty squares or taking any enemy stack, never onto
// an own stack, and may stay in check.
func TestTurnoverSetSteps(t *testing.T) {
	p := tovSet(t, "w", "Ke4", "Ka1", "Kb1", "re8", "bd5", "Pf5", "kg8", "kh8")
	got := tovFrom(p, "e4")
	want := []string{"Ke4d3", "Ke4d4", "Ke4d5", "Ke4e3", "Ke4e5", "Ke4f3", "Ke4f4"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Castle e4 in check: %v, want %v", got, want)
	}
	m := tovMove(t, p, "Ke4d5")
	if !p.IsCapture(m) || p.TurnoverArrival(m) != ArriveTake {
		t.Error("a whole-set step onto an enemy Fort takes it")
	}
	if s := p.SAN(m); s != "Ke4xd5" {
		t.Errorf("SAN %q, want Ke4xd5", s)
	}
	p.MakeMove(m)
	if p.At(tsq("d5")) != MakePiece(White, King) || p.At(tsq("e4")) != NoPiece || p.HalfmoveClock() != 0 {
		t.Errorf("after Ke4xd5: %s", p.FEN())
	}
	p.UnmakeMove()
	// e5 is still on the e-file of the Tower: with three Castles that is allowed.
	p.MakeMove(tovMove(t, p, "Ke4e5"))
	if !p.CastleInCheck(tsq("e5")) {
		t.Error("the Castle stepped into check, which three Castles allow")
	}
}

// TestTurnoverLastCastle: the last Castle only steps as a set, never into
// check, whether or not it is in check now; other moves must not leave it in
// check; it never steps onto its last rank (the promotion would leave no
// Castle).
func TestTurnoverLastCastle(t *testing.T) {
	// Not in check: still no dismounting. d5/e5/f5 are covered by the Tower
	// on a5, d3 by the Fort on a6 (a6-b5-c4-d3).
	p := tovSet(t, "w", "Ke4", "ra5", "ba6", "kh8")
	if got := tovFrom(p, "e4"); !reflect.DeepEqual(got, []string{"Ke4d4", "Ke4e3", "Ke4f3", "Ke4f4"}) {
		t.Errorf("last Castle e4: %v", got)
	}
	// In check: the step must leave check; a block or a take also helps.
	p = tovSet(t, "w", "Ke1", "Rc3", "re8", "rd8", "rf8", "kh8")
	if !p.InCheck() {
		t.Fatal("e1 must be in check")
	}
	want := []string{"c3e3"}
	if got := tovNames(p); !reflect.DeepEqual(got, want) {
		t.Errorf("only the block saves the last Castle: %v, want %v", got, want)
	}
	// Pinned: the Tower in front of the last Castle stays on the file.
	p = tovSet(t, "w", "Ke1", "Re2", "re8", "kh8")
	for _, n := range tovFrom(p, "e2") {
		if n[2] != 'e' {
			t.Errorf("pinned Tower may not leave the file: %s", n)
		}
	}
	// On the seventh rank, the last Castle may not step to the eighth.
	p = tovSet(t, "w", "Ke7", "kh5")
	for _, n := range tovFrom(p, "e7") {
		if n[4] == '8' {
			t.Errorf("the last Castle may not be promoted: %s is legal", n)
		}
	}
	if len(tovFrom(p, "e7")) != 5 {
		t.Errorf("last Castle e7: %v", tovFrom(p, "e7"))
	}
	// Taking the opponent's Castle by a whole-set step is fine when the
	// square is safe.
	p = tovSet(t, "w", "Kd4", "ke5", "kh8")
	if !contains(tovFrom(p, "d4"), "Kd4e5") {
		t.Errorf("the last Castle may take an adjacent Castle: %v", tovFrom(p, "d4"))
	}
}

// TestTurnoverPromotionLeavesLastCastleInCheck: with two Castles, d7 in
// check from the Tower on d8 steps as a set; onto c8 or e8 it would become a
// Citadel and leave d2 as the last Castle, in check on the opened file — so
// those are illegal, while taking the Tower on d8 (also a promotion) is not.
// d2 itself cannot move (two Castles, the other in check).
func TestTurnoverPromotionLeavesLastCastleInCheck(t *testing.T) {
	p := tovSet(t, "w", "Kd7", "Kd2", "rd8", "kh8")
	want := []string{"Kd7c6", "Kd7c7", "Kd7d6", "Kd7d8", "Kd7e6", "Kd7e7"}
	if got := tovNames(p); !reflect.DeepEqual(got, want) {
		t.Errorf("%v, want %v", got, want)
	}
	m := tovMove(t, p, "Kd7d8")
	// Black's last Castle h8 is then in check along the eighth rank: "+".
	if s := p.SAN(m); s != "Kd7xd8=Q+" {
		t.Errorf("SAN %q, want Kd7xd8=Q+", s)
	}
	p.MakeMove(m)
	if p.At(tsq("d8")) != MakePiece(White, Queen) || p.Count(White, King) != 1 {
		t.Errorf("after Kd7xd8=Q: %s", p.FEN())
	}
}
