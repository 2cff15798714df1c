package rules

import (
	"math/rand"
	"testing"
)

// applyEffects plays an effect list on a copy of the board, by the rules
// documented on Effect.
func applyEffects(board [256]Piece, effects []Effect) [256]Piece {
	for _, e := range effects {
		switch e.Kind {
		case EffectMove:
			board[e.From] = NoPiece
			board[e.To] = e.Piece
		case EffectLeaveBehind:
			board[e.From] = e.Piece
		case EffectCapture:
			board[e.To] = NoPiece
		case EffectTurnover, EffectCombine, EffectPromote:
			board[e.To] = e.Piece
		}
	}
	return board
}

// checkEffects: the effect list of every legal move rebuilds the board after
// the move, and its kinds agree with the take and turnover tests.
func checkEffects(t *testing.T, p *Position, ml *MoveList) bool {
	t.Helper()
	for _, m := range ml.Slice() {
		effects := p.Effects(m)
		got := applyEffects(p.board, effects)
		take, turn := p.IsCapture(m), p.IsTurnoverOfEnemy(m)
		p.MakeMove(m)
		ok := got == p.board
		p.UnmakeMove()
		if !ok {
			t.Errorf("%s: effects of %s %v do not rebuild the board", p.FEN(), m, effects)
			return false
		}
		var hasCapture, hasTurnover bool
		for _, e := range effects {
			hasCapture = hasCapture || e.Kind == EffectCapture
			hasTurnover = hasTurnover || e.Kind == EffectTurnover
		}
		if hasCapture != take || hasTurnover != turn {
			t.Errorf("%s: %s effects %v, IsCapture %v, IsTurnoverOfEnemy %v", p.FEN(), m, effects, take, turn)
			return false
		}
	}
	return true
}

// TestTurnoverEffects: for every legal move of the positions of random
// games and random placements, the effects rebuild the board (both editions).
func TestTurnoverEffects(t *testing.T) {
	for i, v := range Turnover.Editions() {
		t.Run(v.ID, func(t *testing.T) { turnoverEffects(t, v, int64(44+i)) })
	}
}

func turnoverEffects(t *testing.T, v *Variant, seed int64) {
	rng := rand.New(rand.NewSource(seed))
	games, placements := 100, 1000
	if *turnoverDeep {
		games, placements = 2000, 20000
	}
	moves := 0
	var ml MoveList
	for i := 0; i < placements; i++ {
		p, err := ParseFEN(v, randomTurnoverFEN(rng))
		if err != nil {
			continue
		}
		p.GenerateLegal(&ml)
		moves += ml.Len()
		if !checkEffects(t, p, &ml) {
			return
		}
	}
	for g := 0; g < games; g++ {
		p := NewPosition(v)
		for ply := 0; ply < 300; ply++ {
			p.GenerateLegal(&ml)
			if ml.Len() == 0 {
				break
			}
			moves += ml.Len()
			if !checkEffects(t, p, &ml) {
				return
			}
			p.MakeMove(ml.At(rng.Intn(ml.Len())))
		}
	}
	t.Logf("effects of %d moves checked", moves)
}

// TestTurnoverSoak plays random games: after every move the incremental hash
// equals a recomputed one; making and unmaking every legal move restores the
// exact position; the legal moves are the pseudo-legal moves that pass
// IsLegal; and nothing panics. Each game is finally unwound to the start.
// Both editions; the 2025 rules never end in a stalemate.
func TestTurnoverSoak(t *testing.T) {
	for i, v := range Turnover.Editions() {
		t.Run(v.ID, func(t *testing.T) { turnoverSoak(t, v, int64(404+i)) })
	}
}

func turnoverSoak(t *testing.T, v *Variant, seed int64) {
	rng := rand.New(rand.NewSource(seed))
	// Most games stop after 60 plies; every 20th is played to its end (or
	// 400 plies), so checkmates, stalemates and the 75-move rule occur too.
	games, short, long := 2000, 60, 400
	if *turnoverDeep {
		games, short = 20000, 400
	}
	start := NewPosition(v)
	plies, ends := 0, map[string]int{}
	var legal, pseudo MoveList
	for g := 0; g < games; g++ {
		p := NewPosition(v)
		for ply := 0; ; ply++ {
			if !p.VerifyHash() {
				t.Fatalf("game %d ply %d: hash drift at %s", g, ply, p.FEN())
			}
			p.GenerateLegal(&legal)
			p.GeneratePseudo(&pseudo)
			j := 0
			for _, m := range pseudo.Slice() {
				if p.IsLegal(m) {
					if j >= legal.Len() || legal.At(j) != m {
						t.Fatalf("%s: legal moves differ from filtered pseudo-legal moves at %s", p.FEN(), m)
					}
					j++
				}
			}
			if j != legal.Len() {
				t.Fatalf("%s: %d legal moves, %d pseudo-legal pass IsLegal", p.FEN(), legal.Len(), j)
			}
			board, hash, clock := p.board, p.hash, p.halfmove
			for _, m := range legal.Slice() {
				p.MakeMove(m)
				p.UnmakeMove()
				if p.board != board || p.hash != hash || p.halfmove != clock {
					t.Fatalf("%s: make/unmake of %s does not restore the position", p.FEN(), m)
				}
			}
			limit := short
			if g%20 == 0 {
				limit = long
			}
			if legal.Len() == 0 || p.halfmove >= 150 || ply >= limit {
				st := p.Status()
				ends[st.String()]++
				if v.NoMoveLoses() && st == Stalemate {
					t.Fatalf("%s: stalemate under the %s rules", p.FEN(), v.Edition())
				}
				break
			}
			before := p.FEN()
			m := legal.At(rng.Intn(legal.Len()))
			p.MakeMove(m)
			if !p.VerifyHash() {
				t.Fatalf("%s: hash drift after %s", before, m)
			}
			p.UnmakeMove()
			if p.FEN() != before || p.Hash() != hash {
				t.Fatalf("%s: unmake of %s gives %s", before, m, p.FEN())
			}
			p.MakeMove(m)
			plies++
		}
		for p.Ply() > 0 {
			p.UnmakeMove()
		}
		if p.FEN() != start.FEN() || p.Hash() != start.Hash() {
			t.Fatalf("game %d unwound to %s", g, p.FEN())
		}
	}
	t.Logf("%d games, %d plies; final states %v", games, plies, ends)
}

// TestTurnoverNotationRoundTrip: on the positions of random games, every
// legal move's SAN is unique and ParseSAN reads it back (with and without
// its check mark), the coordinate name parses back, and every FEN parses
// back to the same position and hash. Both editions.
func TestTurnoverNotationRoundTrip(t *testing.T) {
	for i, v := range Turnover.Editions() {
		t.Run(v.ID, func(t *testing.T) { turnoverNotationRoundTrip(t, v, int64(4004+i)) })
	}
}

func turnoverNotationRoundTrip(t *testing.T, v *Variant, seed int64) {
	rng := rand.New(rand.NewSource(seed))
	games, plies := 10, 200
	if *turnoverDeep {
		games, plies = 300, 400
	}
	var ml MoveList
	checked := 0
	for g := 0; g < games; g++ {
		p := NewPosition(v)
		for ply := 0; ply < plies; ply++ {
			fen := p.FEN()
			q, err := ParseFEN(v, fen)
			if err != nil || q.FEN() != fen || q.Hash() != p.Hash() {
				t.Fatalf("FEN round trip of %s: %v", fen, err)
			}
			p.GenerateLegal(&ml)
			if ml.Len() == 0 {
				break
			}
			seen := map[string]Move{}
			for _, m := range ml.Slice() {
				san := p.SAN(m)
				if o, dup := seen[san]; dup {
					t.Fatalf("%s: %s and %s share the SAN %q", fen, o, m, san)
				}
				seen[san] = m
				for _, text := range []string{san, p.sanBody(m, &ml)} {
					if back, err := p.ParseSAN(text); err != nil || back != m {
						t.Fatalf("%s: ParseSAN(%q) = %v, %v; want %s", fen, text, back, err, m)
					}
				}
				if back, err := p.ParseCoordinate(m.String()); err != nil || back != m {
					t.Fatalf("%s: ParseCoordinate(%q) = %v, %v", fen, m, back, err)
				}
				if back, err := p.ParseMove(san); err != nil || back != m {
					t.Fatalf("%s: ParseMove(%q) = %v, %v", fen, san, back, err)
				}
				checked++
			}
			p.MakeMove(ml.At(rng.Intn(ml.Len())))
		}
	}
	t.Logf("%d moves round-tripped", checked)
}

var turnoverFENSeeds = []string{
	"k1k1k1k1/1k1k1k1k/8/8/8/8/1K1K1K1K/K1K1K1K1 w - - 0 1",
	"k1k1k1k1/1k1k1k1k/8/8/8/8/1K1K1K1K/K1K1K1K1 b - - 0 1",
	"k7/8/8/8/8/8/1r6/r6K w - - 0 1",
	"k5r1/8/8/8/8/8/r7/7K w - - 0 1",
	"7k/8/8/8/8/n1r5/PKP5/PKP5 w - - 0 1",
	"4k3/8/8/8/8/8/8/R7 w - - 0 1",
	"k2qnb2/1p1k2p1/8/3NQ3/2B5/1P6/1K6/K5R1 w - - 13 40",
	"k1k1k1k1/1k1k1k1k/8/8/8/8/1K1K1K1K/K1K1K1K1 w KQkq - 0 1",
	"k1k1k1k1/1k1k1k1k/8/8/8/8/1K1K1K1K/K1K1K1K1 w - e3 0 1",
	"4P3/8/8/8/8/8/8/K6k w - - 0 1",
	"K7/8/8/8/8/8/8/7k w - - 0 1",
	"8/8/8/8/8/8/8/8 w - - 0 1",
	"k7/8/8/8/8/8/8/1K1T4 w - - 0 1",
	"kK6/8/8/8/8/8/8/K7 w - - 0 1",
	"", "k1k1k1k1/1k1k1k1k w - - 0 1", "k1k1k1k1/1k1k1k1k/8/8/8/8/1K1K1K1K/K1K1K1K1 w - -",
}

// FuzzTurnoverFEN: the parser never panics on Turnover FENs; what it accepts
// round-trips, and every legal move makes, notates and unmakes cleanly.
func FuzzTurnoverFEN(f *testing.F) { fuzzTurnoverFEN(f, Turnover) }

// FuzzTurnover2025FEN: the same for the 2025 rules.
func FuzzTurnover2025FEN(f *testing.F) { fuzzTurnoverFEN(f, Turnover2025) }

func fuzzTurnoverFEN(f *testing.F, v *Variant) {
	for _, s := range turnoverFENSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, fen string) {
		p, err := ParseFEN(v, fen)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		out := p.FEN()
		q, err := ParseFEN(v, out)
		if err != nil {
			t.Fatalf("%q was accepted, but its FEN %q is not: %v", fen, out, err)
		}
		if q.FEN() != out || q.Hash() != p.Hash() {
			t.Fatalf("round trip changed %q to %q", out, q.FEN())
		}
		_ = p.Status()
		var ml MoveList
		p.GenerateLegal(&ml)
		for _, m := range ml.Slice() {
			san := p.SAN(m)
			if back, err := p.ParseSAN(san); err != nil || back != m {
				t.Fatalf("%s: SAN %q of %s reads back as %v, %v", out, san, m, back, err)
			}
			_ = p.Effects(m)
			p.MakeMove(m)
			if !p.VerifyHash() {
				t.Fatalf("%s: hash drift after %s", out, m)
			}
			if _, err := ParseFEN(v, p.FEN()); err != nil {
				t.Fatalf("%s: after %s the FEN %s is refused: %v", out, m, p.FEN(), err)
			}
			p.UnmakeMove()
		}
		if p.FEN() != out {
			t.Fatalf("moves did not unmake to %s: %s", out, p.FEN())
		}
	})
}

// TestTurnoverFEN: the start FEN round-trips; impossible positions and
// chess-only fields are refused with a reason, in both editions (§6.1: the
// FEN stays).
func TestTurnoverFEN(t *testing.T) {
	for _, v := range Turnover.Editions() {
		t.Run(v.ID, func(t *testing.T) { turnoverFEN(t, v) })
	}
}

func turnoverFEN(t *testing.T, v *Variant) {
	p := NewPosition(v)
	if p.FEN() != v.StartFEN || v.StartFEN != Turnover.StartFEN {
		t.Errorf("start FEN %s", p.FEN())
	}
	for _, good := range []string{
		"4k3/8/8/8/8/8/8/R7 w - - 0 1",                      // side to move without Castles: it has lost
		"4k3/8/8/8/8/8/8/P3K3 w - - 0 1",                    // a Wall on its own first rank
		"k1k1k1k1/1k1k1k1k/8/8/8/8/1K1K1K1K/K1K1K1K1 w - -", // four fields
		"rnbqk3/8/8/8/8/8/8/RNBQK3 w - - 7 9",               // all six letters
	} {
		q, err := ParseFEN(v, good)
		if err != nil {
			t.Errorf("%s refused: %v", good, err)
			continue
		}
		if back := mustFEN(t, v, q.FEN()); back.FEN() != q.FEN() {
			t.Errorf("%s: round trip %s", good, back.FEN())
		}
	}
	for _, bad := range []string{
		"k1k1k1k1/1k1k1k1k/8/8/8/8/1K1K1K1K/K1K1K1K1 w KQkq - 0 1", // castling
		"k1k1k1k1/1k1k1k1k/8/8/8/8/1K1K1K1K/K1K1K1K1 w - e3 0 1",   // en passant
		"k6t/8/8/8/8/8/8/K7 w - - 0 1",                             // a Turret is no stack
		"k3P3/8/8/8/8/8/8/K7 w - - 0 1",                            // lone Wall on its last rank
		"k7/8/8/8/8/8/8/K3p3 w - - 0 1",                            // black Wall on rank 1
		"k3K3/8/8/8/8/8/8/K7 w - - 0 1",                            // Castle on its last rank
		"8/8/8/8/8/8/8/K7 w - - 0 1",                               // the side that moved has no Castle
		"k7/8/8/8/8/8/8/R6K w - - 0 1",                             // Black's last Castle in check, White to move
		"kK6/8/8/8/8/8/8/K7 w - - 0 1",                             // Castle against Castle, Black's last
	} {
		if _, err := ParseFEN(v, bad); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}
