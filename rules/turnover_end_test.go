package rules

import (
	"reflect"
	"testing"
)

// TestTurnoverPromotion: §5.5 — a Wall that ends its move alone on its last
// rank, and a Castle that ends a move there (stepping, or formed by a Wall on
// a Citadel or a Tower on a Fortress), become Citadels; a Wall joining a Fort
// there stays a Fortress; a Wall on its own first rank is no promotion.
func TestTurnoverPromotion(t *testing.T) {
	castles := []string{"Ka1", "Kb1", "Kc1", "ka5", "kh5"}
	cases := []struct {
		why     string
		side    string
		pieces  []string
		move    string
		san     string
		to      Piece
		from    Piece
		promote bool
	}{
		{"Wall forward", "w", []string{"Pe7"}, "e7e8", "e7-e8=Q", MakePiece(White, Queen), NoPiece, true},
		{"Wall takes diagonally", "w", []string{"Pe7", "rd8"}, "e7d8", "e7xd8=Q", MakePiece(White, Queen), NoPiece, true},
		{"Wall combines with own Fort", "w", []string{"Pe7", "Be8"}, "e7e8", "e7~e8", MakePiece(White, Knight), NoPiece, false},
		{"Wall turns over a Fort", "w", []string{"Pe7", "bf8"}, "e7f8", "e7~f8", MakePiece(White, Knight), NoPiece, false},
		{"Wall turns over a Citadel into a Castle", "w", []string{"Pe7", "qe8"}, "e7e8", "e7~e8=Q", MakePiece(White, Queen), NoPiece, true},
		{"Tower turns over a Fortress into a Castle", "w", []string{"Re2", "ne8"}, "e2e8", "e2~e8=Q", MakePiece(White, Queen), NoPiece, true},
		{"Tower combines with own Fortress", "w", []string{"Re2", "Ne8"}, "e2e8", "e2~e8=Q", MakePiece(White, Queen), NoPiece, true},
		{"Fortress's Wall leaps to the last rank", "w", []string{"Nd6"}, "d6e8", "d6-e8=Q", MakePiece(White, Queen), MakePiece(White, Bishop), true},
		{"Castle's Wall two squares to the last rank", "w", []string{"Ke6"}, "e6e8", "e6-e8=Q", MakePiece(White, Queen), MakePiece(White, Queen), true},
		{"Castle's Wall onto own Citadel on the last rank", "w", []string{"Ke7", "Qe8"}, "e7e8", "e7~e8=Q", MakePiece(White, Queen), MakePiece(White, Queen), true},
		{"Black Wall on rank 1", "b", []string{"pe2"}, "e2e1", "e2-e1=Q", MakePiece(Black, Queen), NoPiece, true},
		{"Fortress's Wall leaps back to its first rank", "w", []string{"Nd3"}, "d3e1", "d3-e1", MakePiece(White, Pawn), MakePiece(White, Bishop), false},
		{"Fort on a Wall on the last rank", "w", []string{"Bc6", "pe8"}, "c6e8", "c6~e8", MakePiece(White, Knight), NoPiece, false},
	}
	for _, c := range cases {
		p := tovSet(t, c.side, append(c.pieces, castles...)...)
		m := tovMove(t, p, c.move)
		if s := p.SAN(m); s != c.san {
			t.Errorf("%s: SAN %q, want %q", c.why, s, c.san)
		}
		effects := p.Effects(m)
		hasPromote := effects[len(effects)-1].Kind == EffectPromote
		if hasPromote != c.promote {
			t.Errorf("%s: effects %v, promotion %v", c.why, effects, c.promote)
		}
		p.MakeMove(m)
		if got := p.At(m.To()); got != c.to {
			t.Errorf("%s: %v on the destination, want %v", c.why, got, c.to)
		}
		if got := p.At(m.From()); got != c.from {
			t.Errorf("%s: %v left behind, want %v", c.why, got, c.from)
		}
		if m.String() != c.move {
			t.Errorf("%s: coordinate %s (promotion is implied)", c.why, m)
		}
	}
}

// TestTurnoverGameEnd: §5.6 statuses and Game results.
func TestTurnoverGameEnd(t *testing.T) {
	cases := []struct {
		fen    string
		status Status
		check  bool
		result Result
		reason Reason
	}{
		// White has no Castle: lost, whatever else it has.
		{"4k3/8/8/8/8/8/8/R7 w - - 0 1", NoCastles, false, ResultBlackWins, ReasonNoCastles},
		// The last Castle h1 in check with no move: checkmate.
		{"k7/8/8/8/8/8/1r6/r6K w - - 0 1", Checkmate, true, ResultBlackWins, ReasonCheckmate},
		// The last Castle not in check, every step into check: stalemate.
		{"k5r1/8/8/8/8/8/r7/7K w - - 0 1", Stalemate, false, ResultDraw, ReasonStalemate},
		// Two Castles, b1 in check from the Fortress on a3, hemmed in by its
		// own immobile Walls; b2 may not move (the other is in check): no
		// legal move with two Castles is stalemate, not checkmate.
		{"7k/8/8/8/8/n1r5/PKP5/PKP5 w - - 0 1", Stalemate, false, ResultDraw, ReasonStalemate},
		// Black to move mated the same way.
		{"R6k/1R6/8/8/8/8/8/K7 b - - 0 1", Checkmate, true, ResultWhiteWins, ReasonCheckmate},
	}
	for _, c := range cases {
		p := tov(t, c.fen)
		if got := p.Status(); got != c.status {
			t.Errorf("%s: status %s, want %s (moves %v)", c.fen, got, c.status, tovNames(p))
		}
		if got := p.InCheck(); got != c.check {
			t.Errorf("%s: InCheck %v, want %v", c.fen, got, c.check)
		}
		g, err := NewGameFromFEN(Turnover, c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if r, why := g.Result(); r != c.result || why != c.reason {
			t.Errorf("%s: game result %s (%s), want %s (%s)", c.fen, r, why, c.result, c.reason)
		}
	}
	// The two-Castle stalemate really has one Castle in check.
	p := tov(t, "7k/8/8/8/8/n1r5/PKP5/PKP5 w - - 0 1")
	if got := p.CastlesInCheck(White, nil); !reflect.DeepEqual(got, []Square{tsq("b1")}) {
		t.Errorf("Castles in check: %v", got)
	}
}

// TestTurnoverCheckMarks: "+" when the opponent's last Castle is in check,
// "#" when that is checkmate; no mark for a check on one of several Castles.
func TestTurnoverCheckMarks(t *testing.T) {
	for _, c := range []struct{ fen, move, san string }{
		{"k7/8/8/8/8/r7/1r6/7K b - - 0 1", "a3a1", "a3-a1#"},
		{"k7/8/8/8/8/r7/8/7K b - - 0 1", "a3a1", "a3-a1+"},
		{"k7/8/8/8/8/r7/8/K6K b - - 0 1", "a3a2", "a3-a2"},
	} {
		p := tov(t, c.fen)
		m := tovMove(t, p, c.move)
		if got := p.SAN(m); got != c.san {
			t.Errorf("%s %s: SAN %q, want %q", c.fen, c.move, got, c.san)
		}
		back, err := p.ParseSAN(c.san)
		if err != nil || back != m {
			t.Errorf("ParseSAN(%q) = %v, %v", c.san, back, err)
		}
	}
}

// TestTurnoverHalfmoveClock: §5.6 — the clock resets on a take (also by a
// whole-set Castle step) and on a turnover of an enemy stack; Wall moves,
// combining and promotions count as ordinary plies.
func TestTurnoverHalfmoveClock(t *testing.T) {
	checkHalfmoveClock(t, tovSet, []clockCase{
		{"Wall step", []string{"Pe4"}, "e4e5", 11},
		{"Castle dismount", []string{"Kh2"}, "h2h4", 11},
		{"combine", []string{"Re4", "Be6"}, "e4e6", 11},
		{"promotion", []string{"Pe7"}, "e7e8", 11},
		{"take", []string{"Re4", "re6"}, "e4e6", 0},
		{"turnover", []string{"Re4", "be6"}, "e4e6", 0},
		{"Castle takes by a whole-set step", []string{"Kf3", "re8", "rf4"}, "Kf3f4", 0},
	})
}

// clockCase is a move played beside three Castles of each side, and the
// halfmove clock (10 before it) that it leaves.
type clockCase struct {
	why    string
	pieces []string
	move   string
	clock  int
}

// checkHalfmoveClock plays each case in a position set up by set (one
// edition's) and checks the clock it leaves.
func checkHalfmoveClock(t *testing.T, set func(testing.TB, string, ...string) *Position, cases []clockCase) {
	t.Helper()
	castles := []string{"Ka1", "Kb1", "Kc1", "ka5", "kh5", "kg5"}
	for _, c := range cases {
		p := set(t, "w", append(c.pieces, castles...)...)
		p.MakeMove(tovMove(t, p, c.move))
		if p.HalfmoveClock() != c.clock {
			t.Errorf("%s: clock %d, want %d", c.why, p.HalfmoveClock(), c.clock)
		}
	}
}

// TestTurnoverFiftyAndSeventyFive: the 50-move rule may be claimed after 100
// plies without take or turnover, the 75-move rule ends the game at 150.
// Both editions (§6.3 keeps the claims and the automatic endings).
func TestTurnoverFiftyAndSeventyFive(t *testing.T) {
	for _, v := range Turnover.Editions() {
		t.Run(v.ID, func(t *testing.T) { turnoverFiftyAndSeventyFive(t, v) })
	}
}

func turnoverFiftyAndSeventyFive(t *testing.T, v *Variant) {
	fen := "k6k/8/8/8/8/8/7r/K1R4K w - - 98 60"
	g, err := NewGameFromFEN(v, fen)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := g.ClaimableDraw(); ok {
		t.Error("no claim at 98 plies")
	}
	for _, mv := range []string{"c1c2", "h2g2"} {
		if _, err := g.PlayText(mv); err != nil {
			t.Fatal(err)
		}
	}
	if why, ok := g.ClaimableDraw(); !ok || why != ReasonFiftyMove {
		t.Errorf("claim after 100 plies: %v %v", why, ok)
	}
	// A turnover resets the count.
	g, _ = NewGameFromFEN(v, "k6k/8/8/8/8/8/7b/K1R4K w - - 99 60")
	if _, err := g.PlayText("c1c2"); err != nil {
		t.Fatal(err)
	}
	if _, ok := g.ClaimableDraw(); !ok {
		t.Error("100 plies: claimable")
	}
	if _, err := g.PlayText("h2c7"); err != nil {
		t.Fatal(err)
	}
	if _, err := g.PlayText("c2c7"); err != nil { // the Tower turns the Fort over
		t.Fatal(err)
	}
	if g.Position().HalfmoveClock() != 0 {
		t.Errorf("turnover must reset the clock: %d", g.Position().HalfmoveClock())
	}
	// 75 moves end the game.
	g, _ = NewGameFromFEN(v, "k6k/8/8/8/8/8/7r/K1R4K w - - 149 60")
	if _, err := g.PlayText("c1c2"); err != nil {
		t.Fatal(err)
	}
	if r, why := g.Result(); r != ResultDraw || why != ReasonSeventyFive {
		t.Errorf("after 150 plies: %s %s", r, why)
	}
}

// TestTurnoverRepetition: threefold may be claimed, fivefold ends the game,
// and a position counts as repeated even across turnovers (which reset the
// clock but can be undone by a later turnover). Both editions.
func TestTurnoverRepetition(t *testing.T) {
	for _, v := range Turnover.Editions() {
		t.Run(v.ID, func(t *testing.T) { turnoverRepetition(t, v) })
	}
}

func turnoverRepetition(t *testing.T, v *Variant) {
	g, err := NewGameFromFEN(v, "k6k/8/8/8/8/8/7r/K1R4K w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	cycle := []string{"c1c2", "h2g2", "c2c1", "g2h2"}
	for i := 0; i < 2; i++ {
		for _, mv := range cycle {
			if _, err := g.PlayText(mv); err != nil {
				t.Fatal(err)
			}
		}
	}
	if g.RepetitionCount() != 3 {
		t.Errorf("repetitions %d, want 3", g.RepetitionCount())
	}
	if why, ok := g.ClaimableDraw(); !ok || why != ReasonThreefold {
		t.Errorf("threefold claim: %v %v", why, ok)
	}
	for i := 0; i < 2; i++ {
		for _, mv := range cycle {
			if _, err := g.PlayText(mv); err != nil {
				t.Fatal(err)
			}
		}
	}
	if r, why := g.Result(); r != ResultDraw || why != ReasonFivefold {
		t.Errorf("after five: %s %s", r, why)
	}

	// Across turnovers: White's Fort turns Black's Tower on e3 into a White
	// Citadel, the Citadel's Fort goes home leaving a White Tower, Black's
	// Fort turns that into a Black Citadel and goes home leaving a Black
	// Tower — the start position again, with the clock at 4.
	start := tovFEN("w", 0, "Kf1", "Kg1", "Kh1", "Bc1", "Ra3", "kf8", "kg8", "kh8", "re3", "bg5", "rb6")
	g, err = NewGameFromFEN(v, start)
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range []string{"c1e3", "b6b7", "e3c1", "g5e3", "a3a2", "e3g5", "a2a3", "b7b6"} {
		if _, err := g.PlayText(mv); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	if g.Position().HalfmoveClock() != 4 {
		t.Errorf("clock %d, want 4", g.Position().HalfmoveClock())
	}
	if g.RepetitionCount() != 2 {
		t.Errorf("repetition across turnovers: count %d, want 2 (%v)", g.RepetitionCount(), g.SANs())
	}
	if got := g.SANs()[:4]; !reflect.DeepEqual(got, []string{"c1~e3", "b6-b7", "e3-c1", "g5~e3"}) {
		t.Errorf("SANs %v", got)
	}
}
