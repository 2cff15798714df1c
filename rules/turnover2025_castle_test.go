package rules

import (
	"reflect"
	"testing"
)

// t25 parses a turnover-2025 FEN or fails the test.
func t25(t testing.TB, fen string) *Position {
	t.Helper()
	return mustFEN(t, Turnover2025, fen)
}

// t25Set builds a turnover-2025 position from tovFEN's arguments.
func t25Set(t testing.TB, side string, pieces ...string) *Position {
	t.Helper()
	return t25(t, tovFEN(side, 10, pieces...))
}

// extraCastles gives each side enough Castles that last-Castle safety never
// matters in the move-list tests below.
var extraCastles = []string{"Ka1", "Kh1", "Kg1", "ka8", "kh8", "kg8"}

// TestTurnover2025WholeSetStep: §6.2 — the whole Castle steps one square in
// any direction onto an empty square or takes an enemy Castle, Fortress,
// Tower or Wall; onto an enemy Fort or Citadel its Wall turns it over, onto
// an own Fort or Citadel its Wall combines; an own Tower, Wall, Fortress or
// Castle next to it is no move. d5 is taken, so there is no dismount.
func TestTurnover2025WholeSetStep(t *testing.T) {
	p := t25Set(t, "w", append([]string{"Kd4", "kc5", "nd5", "re5", "pe4", "be3", "qd3", "Bc3", "Rc4"}, extraCastles...)...)
	want := []string{"Kd4c5", "Kd4d5", "Kd4e4", "Kd4e5", "d4c3", "d4d3", "d4e3"}
	if got := tovFrom(p, "d4"); !reflect.DeepEqual(got, want) {
		t.Errorf("Castle d4: %v, want %v", got, want)
	}
	for _, c := range []struct {
		move  string
		taken Piece
	}{{"Kd4c5", MakePiece(Black, King)}, {"Kd4d5", MakePiece(Black, Knight)}, {"Kd4e5", MakePiece(Black, Rook)}, {"Kd4e4", MakePiece(Black, Pawn)}} {
		m := tovMove(t, p, c.move)
		if !p.IsCapture(m) || p.IsTurnoverOfEnemy(m) {
			t.Errorf("%s: IsCapture %v, IsTurnoverOfEnemy %v", c.move, p.IsCapture(m), p.IsTurnoverOfEnemy(m))
		}
		p.MakeMove(m)
		if p.At(m.To()) != MakePiece(White, King) || p.At(m.From()) != NoPiece || p.HalfmoveClock() != 0 {
			t.Errorf("after %s (taking %v): %s", c.move, c.taken, p.FEN())
		}
		p.UnmakeMove()
	}

	// Own stacks all round: Forts and Citadels are combined with, the rest block.
	p = t25Set(t, "w", append([]string{"Kd4", "Rc5", "Pd5", "Ne5", "Ke4", "Be3", "Qd3", "bc4"}, extraCastles...)...)
	want = []string{"Kd4c3", "d4c4", "d4d3", "d4e3"}
	if got := tovFrom(p, "d4"); !reflect.DeepEqual(got, want) {
		t.Errorf("Castle d4 among own stacks: %v, want %v", got, want)
	}
}

// TestTurnover2025WallTurnoverAllSides: §6.2 — the Castle's Wall goes onto
// a Fort or Citadel on each of the eight squares next to it: an enemy one
// turns over (Fort → Fortress, Citadel → Castle), an own one combines
// ([decided]); the Citadel stays behind; the set never lands there.
func TestTurnover2025WallTurnoverAllSides(t *testing.T) {
	sides := []string{"c3", "d3", "e3", "c4", "e4", "c5", "d5", "e5"}
	for _, enemy := range []bool{true, false} {
		for _, ring := range []byte{'b', 'q'} {
			letter := ring
			if !enemy {
				letter -= 'a' - 'A'
			}
			pieces := append([]string{"Kd4"}, extraCastles...)
			for _, s := range sides {
				pieces = append(pieces, string(letter)+s)
			}
			p := t25Set(t, "w", pieces...)
			var want []string
			for _, s := range sides {
				want = append(want, "d4"+s)
			}
			got := tovFrom(p, "d4")
			if !reflect.DeepEqual(got, sortedCopy(want)) {
				t.Errorf("enemy %v, %c all round: %v, want %v", enemy, ring, got, sortedCopy(want))
				continue
			}
			becomes := MakePiece(White, Knight)
			if ring == 'q' {
				becomes = MakePiece(White, King)
			}
			for _, s := range sides {
				m := tovMove(t, p, "d4"+s)
				if m.Kind() == SetMove || p.IsTurnoverOfEnemy(m) != enemy || p.IsCapture(m) {
					t.Errorf("d4%s: kind %v, turnover %v, capture %v", s, m.Kind(), p.IsTurnoverOfEnemy(m), p.IsCapture(m))
				}
				p.MakeMove(m)
				if p.At(m.To()) != becomes || p.At(m.From()) != MakePiece(White, Queen) {
					t.Errorf("after d4%s (enemy %v): %s", s, enemy, p.FEN())
				}
				if clock := p.HalfmoveClock(); (clock == 0) != enemy {
					t.Errorf("after d4%s (enemy %v): clock %d", s, enemy, clock)
				}
				p.UnmakeMove()
			}
		}
	}
}

func sortedCopy(s []string) []string {
	out := append([]string(nil), s...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

// TestTurnover2025Dismount: §6.2 — the Wall goes two squares straight
// forward through an empty square, onto an empty square, a Fort or a
// Citadel; never taking; not past anything; from any rank; the Citadel
// stays. A Black Castle dismounts downwards.
func TestTurnover2025Dismount(t *testing.T) {
	for _, c := range []struct {
		why    string
		d5, d6 string // what stands there ("" empty)
		ok     bool
		lands  Piece
	}{
		{"onto an empty square", "", "", true, MakePiece(White, Pawn)},
		{"turning over a Fort", "", "bd6", true, MakePiece(White, Knight)},
		{"turning over a Citadel", "", "qd6", true, MakePiece(White, King)},
		{"combining with an own Fort", "", "Bd6", true, MakePiece(White, Knight)},
		{"combining with an own Citadel", "", "Qd6", true, MakePiece(White, King)},
		{"never taking a Tower", "", "rd6", false, 0},
		{"never taking a Wall", "", "pd6", false, 0},
		{"never taking a Fortress", "", "nd6", false, 0},
		{"never taking a Castle", "", "kd6", false, 0},
		{"not onto an own Tower", "", "Rd6", false, 0},
		{"blocked by an enemy Wall", "pd5", "", false, 0},
		{"blocked by an enemy Fort", "bd5", "", false, 0},
		{"blocked by an own Wall", "Pd5", "", false, 0},
		{"blocked by an own Citadel", "Qd5", "Bd6", false, 0},
	} {
		pieces := append([]string{"Kd4"}, extraCastles...)
		for _, s := range []string{c.d5, c.d6} {
			if s != "" {
				pieces = append(pieces, s)
			}
		}
		p := t25Set(t, "w", pieces...)
		m, ok := tovLegal(p)["d4d6"]
		if ok != c.ok {
			t.Errorf("%s: d4d6 legal %v, want %v (%v)", c.why, ok, c.ok, tovFrom(p, "d4"))
			continue
		}
		if !ok {
			continue
		}
		if p.IsCapture(m) {
			t.Errorf("%s: the dismount takes", c.why)
		}
		p.MakeMove(m)
		if p.At(tsq("d6")) != c.lands || p.At(tsq("d4")) != MakePiece(White, Queen) {
			t.Errorf("%s: after d4d6 %s", c.why, p.FEN())
		}
	}
	// From any rank: the first, the sixth (where the Wall promotes on
	// arrival) and, for Black, its own first rank; none from the seventh.
	for _, c := range []struct {
		side, castle, move string
		ok                 bool
	}{
		{"w", "Kd1", "d1d3", true}, {"w", "Kd2", "d2d4", true}, {"w", "Kd6", "d6d8", true},
		{"b", "kd8", "d8d6", true}, {"b", "kd3", "d3d1", true},
	} {
		p := t25Set(t, c.side, append([]string{c.castle}, extraCastles[1:5]...)...)
		if _, ok := tovLegal(p)[c.move]; ok != c.ok {
			t.Errorf("%s: %s legal %v, want %v (%v)", c.castle, c.move, ok, c.ok, tovNames(p))
		}
	}
	p := t25Set(t, "w", append([]string{"Kd7"}, extraCastles...)...)
	for _, m := range tovFrom(p, "d7") {
		if m[0] != 'K' {
			t.Errorf("a Castle on its seventh rank has no Wall move to empty squares: %s", m)
		}
	}
}

// TestTurnover2025NoOneSquareWallStep: §6.2 — one square forward onto an
// empty square is the whole-set step, never a separate Wall step; so every
// legal move's coordinate name is unique and reads back as that move.
func TestTurnover2025NoOneSquareWallStep(t *testing.T) {
	p := t25(t, Turnover2025.StartFEN)
	want := []string{"Kb2a2", "Kb2a3", "Kb2b1", "Kb2b3", "Kb2c2", "Kb2c3", "b2b4"}
	if got := tovFrom(p, "b2"); !reflect.DeepEqual(got, want) {
		t.Errorf("start, Castle b2: %v, want %v", got, want)
	}
	if n := len(tovNames(p)); n != 41 {
		t.Errorf("%d first moves, want 41: %v", n, tovNames(p))
	}
	m := tovMove(t, p, "Kb2b3")
	p.MakeMove(m)
	if p.At(tsq("b3")) != MakePiece(White, King) || p.At(tsq("b2")) != NoPiece {
		t.Errorf("b2b3 must move the whole Castle: %s", p.FEN())
	}
	p.UnmakeMove()
	var ml MoveList
	p.GenerateLegal(&ml)
	seen := map[string]bool{}
	for _, m := range ml.Slice() {
		if seen[m.String()] {
			t.Errorf("two moves named %s", m)
		}
		seen[m.String()] = true
		if back, err := p.ParseMove(m.String()); err != nil || back != m {
			t.Errorf("ParseMove(%s) = %v, %v", m, back, err)
		}
	}
}

// TestTurnover2025CheckedCastlesMove: §6.2 — a Castle in check keeps every
// move, the dismount included, and there is no "two Castles, the other in
// check" exception; only last-Castle safety (§6.3) limits them. The 2019
// rules refuse the same moves.
func TestTurnover2025CheckedCastlesMove(t *testing.T) {
	// White: d4 in check from the Tower on a4, g2 not in check.
	pieces := []string{"Kd4", "Kg2", "ra4", "ka8", "kh8"}
	p := t25Set(t, "w", pieces...)
	if !p.CastleInCheck(tsq("d4")) || p.CastleInCheck(tsq("g2")) {
		t.Fatal("d4 must be in check, g2 not")
	}
	names := tovLegal(p)
	for _, want := range []string{"d4d6", "Kd4d3", "Kd4c5", "Kg2f3", "Kg2h3"} {
		if _, ok := names[want]; !ok {
			t.Errorf("%s must be legal: %v", want, tovNames(p))
		}
	}
	// g2's dismount would leave d4 as the last Castle, in check.
	if _, ok := names["g2g4"]; ok {
		t.Error("g2g4 leaves the last Castle in check")
	}
	old := tovSet(t, "w", pieces...)
	if got := tovFrom(old, "g2"); len(got) != 0 {
		t.Errorf("2019: with two Castles and the other in check, g2 waits; got %v", got)
	}
	if _, ok := tovLegal(old)["d4d6"]; ok {
		t.Error("2019: a Castle in check never dismounts")
	}
}

// TestTurnover2025AdjacentCastles: §6.1 — Castles side by side are both in
// check (each could take the other by a whole-set step), and AttacksOn names
// the neighbour as a direct attack (the 2019 rules: "Castle against Castle").
func TestTurnover2025AdjacentCastles(t *testing.T) {
	p := t25Set(t, "w", "Ke4", "Ka1", "kd5", "kh8")
	if !p.CastleInCheck(tsq("e4")) || !p.CastleInCheck(tsq("d5")) {
		t.Error("adjacent Castles must both be in check")
	}
	if got := p.CastlesInCheck(White, nil); !reflect.DeepEqual(got, []Square{tsq("e4")}) {
		t.Errorf("CastlesInCheck(white) = %v", got)
	}
	for _, c := range []struct {
		v    *Variant
		kind AttackKind
	}{{Turnover2025, AttackDirect}, {Turnover, AttackCastle}} {
		q := mustFEN(t, c.v, p.FEN())
		got := q.AttacksOn(tsq("e4"), Black)
		if len(got) != 1 || got[0].Kind != c.kind || got[0].From != tsq("d5") {
			t.Errorf("%s: AttacksOn(e4) = %+v, want one %v from d5", c.v.ID, got, c.kind)
		}
	}
	// The last Castle may not step next to an enemy Castle.
	q := t25Set(t, "w", "Kc3", "ke5", "kh8")
	if _, ok := tovLegal(q)["Kc3d4"]; ok {
		t.Error("Kc3d4 puts the last Castle next to an enemy Castle")
	}
}
