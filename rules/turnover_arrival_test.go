package rules

import (
	"fmt"
	"reflect"
	"testing"
)

// The arrival table of docs/RULES.md §5.2, written out cell by cell: a ring
// arriving on a stack either takes it (own stack: not allowed) or nests with
// it (enemy: turnover, own: combine) into the stack named.
var tovArrivalCells = []struct {
	ring   string // "Tower", "Fort" or "Wall"
	target Kind
	take   bool
	result Kind // the nested stack (when !take)
}{
	{"Tower", Rook, true, 0},
	{"Tower", Bishop, false, Queen},
	{"Tower", Pawn, true, 0}, // Tower+Wall is no stack
	{"Tower", Queen, true, 0},
	{"Tower", Knight, false, King}, // a new Castle
	{"Tower", King, true, 0},
	{"Fort", Rook, false, Queen},
	{"Fort", Bishop, true, 0},
	{"Fort", Pawn, false, Knight},
	{"Fort", Queen, true, 0},
	{"Fort", Knight, true, 0},
	{"Fort", King, true, 0},
	{"Wall", Rook, true, 0}, // Tower+Wall is no stack
	{"Wall", Bishop, false, Knight},
	{"Wall", Pawn, true, 0},
	{"Wall", Queen, false, King}, // a new Castle
	{"Wall", Knight, true, 0},
	{"Wall", King, true, 0}, // a Castle is never turned over, only taken
}

// tovArrivalSetup: the moving stack on d4 and where its ring goes. The Wall
// arrives by a Fortress's knight leap, which follows §5.2 alone (a lone
// Wall's steps add §5.3's limits, tested separately).
var tovArrivalSetup = map[string]struct {
	mover      byte
	to         string
	ring, left Kind
}{
	"Tower": {'R', "d6", Rook, NoKind},
	"Fort":  {'B', "f6", Bishop, NoKind},
	"Wall":  {'N', "e6", Pawn, Bishop},
}

var tovCastles = []string{"Ka1", "Kb1", "Kc1", "kf8", "kg8", "kh8"}

// checkArrival plays the move d4-to onto the given target (NoPiece: empty)
// and checks legality, the arrival kind, both squares and the clock.
func checkArrival(t *testing.T, ring string, target Piece, legal bool, arrival Arrival, result Kind) {
	t.Helper()
	set := tovArrivalSetup[ring]
	pieces := append([]string{string(set.mover) + "d4"}, tovCastles...)
	if target != NoPiece {
		pieces = append(pieces, string(target.Letter())+set.to)
	}
	p := tovSet(t, "w", pieces...)
	name := "d4" + set.to
	m, ok := tovLegal(p)[name]
	if ok != legal {
		t.Fatalf("%s: %s legal = %v, want %v", p.FEN(), name, ok, legal)
	}
	if !legal {
		return
	}
	if got := p.TurnoverArrival(m); got != arrival {
		t.Errorf("%s: %s arrival %s, want %s", p.FEN(), name, got, arrival)
	}
	if p.IsCapture(m) != (arrival == ArriveTake) {
		t.Errorf("%s: %s IsCapture = %v", p.FEN(), name, p.IsCapture(m))
	}
	if p.IsTurnoverOfEnemy(m) != (arrival == ArriveTurnover) {
		t.Errorf("%s: %s IsTurnoverOfEnemy = %v", p.FEN(), name, p.IsTurnoverOfEnemy(m))
	}
	p.MakeMove(m)
	if got := p.At(tsq(set.to)); got != MakePiece(White, result) {
		t.Errorf("%s: after %s, %s holds %v, want %v", p.FEN(), name, set.to, got, MakePiece(White, result))
	}
	left := NoPiece
	if set.left != NoKind {
		left = MakePiece(White, set.left)
	}
	if got := p.At(tsq("d4")); got != left {
		t.Errorf("%s: after %s, d4 holds %v, want %v", p.FEN(), name, got, left)
	}
	wantClock := 11
	if arrival == ArriveTake || arrival == ArriveTurnover {
		wantClock = 0
	}
	if p.HalfmoveClock() != wantClock {
		t.Errorf("%s: after %s the halfmove clock is %d, want %d", p.FEN(), name, p.HalfmoveClock(), wantClock)
	}
}

// TestTurnoverArrivalTable covers every cell: Tower, Fort and Wall arriving
// on an empty square and on each of the six stacks, enemy and own.
func TestTurnoverArrivalTable(t *testing.T) {
	for _, ring := range []string{"Tower", "Fort", "Wall"} {
		t.Run(ring+"/empty", func(t *testing.T) {
			checkArrival(t, ring, NoPiece, true, ArriveEmpty, tovArrivalSetup[ring].ring)
		})
	}
	for _, c := range tovArrivalCells {
		for _, owner := range []Color{Black, White} {
			rel := map[Color]string{Black: "enemy", White: "own"}[owner]
			t.Run(fmt.Sprintf("%s/%s %s", c.ring, rel, tovStackName[c.target]), func(t *testing.T) {
				target := MakePiece(owner, c.target)
				switch {
				case c.take && owner == Black:
					checkArrival(t, c.ring, target, true, ArriveTake, tovArrivalSetup[c.ring].ring)
				case c.take:
					checkArrival(t, c.ring, target, false, 0, 0)
				case owner == Black:
					checkArrival(t, c.ring, target, true, ArriveTurnover, c.result)
				default:
					checkArrival(t, c.ring, target, true, ArriveCombine, c.result)
				}
			})
		}
	}
}

var tovStackName = map[Kind]string{Rook: "Tower", Bishop: "Fort", Pawn: "Wall", Queen: "Citadel", Knight: "Fortress", King: "Castle"}

// TestTurnoverWallSteps: §5.3 — forward never takes (empty, or nest into a
// Fort or Citadel of either colour); diagonally forward only to take or to
// nest, never to an empty square; no double step for a lone Wall.
func TestTurnoverWallSteps(t *testing.T) {
	type cell struct {
		forward, diagonal string // "-" no move, else the stack on the square after
	}
	// The target stands on d5 (forward) or e5 (diagonal) of a White Wall on d4.
	want := map[string]cell{
		"empty": {"P", "-"},
		"r":     {"-", "P"}, "R": {"-", "-"},
		"b": {"N", "N"}, "B": {"N", "N"},
		"p": {"-", "P"}, "P": {"-", "-"},
		"q": {"K", "K"}, "Q": {"K", "K"},
		"n": {"-", "P"}, "N": {"-", "-"},
		"k": {"-", "P"}, "K": {"-", "-"},
	}
	for target, w := range want {
		for _, dir := range []string{"forward", "diagonal"} {
			to, expect := "d5", w.forward
			if dir == "diagonal" {
				to, expect = "e5", w.diagonal
			}
			pieces := append([]string{"Pd4"}, tovCastles...)
			if target != "empty" {
				pieces = append(pieces, target+to)
			}
			p := tovSet(t, "w", pieces...)
			m, ok := tovLegal(p)["d4"+to]
			if ok != (expect != "-") {
				t.Errorf("Wall %s onto %s: legal = %v, want %v", dir, target, ok, expect != "-")
				continue
			}
			if !ok {
				continue
			}
			p.MakeMove(m)
			if got := p.At(tsq(to)).Letter(); string(got) != expect {
				t.Errorf("Wall %s onto %s: %s holds %c, want %s", dir, target, to, got, expect)
			}
		}
	}
	// Only the single forward step to an empty square: no double step, not
	// even from the second rank, and no diagonal step to empty squares.
	p := tovSet(t, "w", append([]string{"Pd2"}, tovCastles...)...)
	if got := tovFrom(p, "d2"); !reflect.DeepEqual(got, []string{"d2d3"}) {
		t.Errorf("lone Wall on d2: %v, want [d2d3]", got)
	}
	// A Black Wall steps towards rank 1.
	p = tovSet(t, "b", append([]string{"pd5", "Rc4", "Be4"}, tovCastles...)...)
	if got := tovFrom(p, "d5"); !reflect.DeepEqual(got, []string{"d5c4", "d5d4", "d5e4"}) {
		t.Errorf("black Wall on d5: %v, want [d5c4 d5d4 d5e4]", got)
	}
}

// TestTurnoverSlidersPassOnlyEmptySquares: lines stop on the first occupied
// square, which the ring may enter only if §5.2 allows it.
func TestTurnoverSlidersPassOnlyEmptySquares(t *testing.T) {
	p := tovSet(t, "w", append([]string{"Rd4", "Bd6", "pb4", "Rg4"}, tovCastles...)...)
	got := tovFrom(p, "d4")
	want := []string{"d4b4", "d4c4", "d4d1", "d4d2", "d4d3", "d4d5", "d4d6", "d4e4", "d4f4"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Tower d4: %v, want %v", got, want)
	}
	// A Fort's diagonal: own Fort on f6 is a clash (stop before), enemy Wall
	// on b6 is a turnover (Fortress), nothing beyond either; own Castle on a1
	// stops the line at b2.
	p = tovSet(t, "w", append([]string{"Bd4", "Bf6", "pb6"}, tovCastles...)...)
	got = tovFrom(p, "d4")
	want = []string{"d4b2", "d4b6", "d4c3", "d4c5", "d4e3", "d4e5", "d4f2", "d4g1"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Fort d4: %v, want %v", got, want)
	}
}

// TestTurnoverOnlyOuterRingMoves: a Citadel's Fort moves like a queen and
// leaves the Tower, a Fortress's Wall leaps and leaves the Fort, a Castle's
// Wall dismounts and leaves the Citadel, and a lone ring leaves nothing.
func TestTurnoverOnlyOuterRingMoves(t *testing.T) {
	cases := []struct {
		stack, move, left, arrived string
	}{
		{"Qd4", "d4d7", "R", "B"}, // orthogonal: the Tower inside lets the Fort go straight
		{"Qd4", "d4g7", "R", "B"},
		{"Nd4", "d4e6", "B", "P"},
		{"Kd4", "d4d5", "Q", "P"},
		{"Rd4", "d4h4", ".", "R"},
		{"Bd4", "d4a7", ".", "B"},
	}
	for _, c := range cases {
		p := tovSet(t, "w", append([]string{c.stack}, tovCastles...)...)
		m := tovMove(t, p, c.move)
		p.MakeMove(m)
		if got := p.At(tsq(c.move[:2])).String(); got != c.left {
			t.Errorf("%s %s: left %s, want %s", c.stack, c.move, got, c.left)
		}
		if got := p.At(tsq(c.move[2:])).String(); got != c.arrived {
			t.Errorf("%s %s: arrived %s, want %s", c.stack, c.move, got, c.arrived)
		}
	}
	// The Citadel's Fort arrives as a Fort: onto an enemy Tower it turns it
	// over (Citadel), onto an enemy Fort it takes.
	p := tovSet(t, "w", append([]string{"Qd4", "rd7", "bg7"}, tovCastles...)...)
	if a := p.TurnoverArrival(tovMove(t, p, "d4d7")); a != ArriveTurnover {
		t.Errorf("Citadel's Fort onto a Tower: %s, want turnover", a)
	}
	if a := p.TurnoverArrival(tovMove(t, p, "d4g7")); a != ArriveTake {
		t.Errorf("Citadel's Fort onto a Fort: %s, want take", a)
	}
}

func TestTurnoverRingTables(t *testing.T) {
	for k := Pawn; k <= King; k++ {
		tw, f, w := RingsOf(k)
		if StackOfRings(tw, f, w) != k {
			t.Errorf("StackOfRings(RingsOf(%v)) = %v", k, StackOfRings(tw, f, w))
		}
	}
	if StackOfRings(true, false, true) != NoKind {
		t.Error("Tower+Wall must not be a stack")
	}
}
