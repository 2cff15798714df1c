package rules

import "testing"

// TestTurnover2025Refusals: a refused 2025 Castle move names the rule it
// breaks (§6.2, §6.3) and the piece and square that rule is about.
func TestTurnover2025Refusals(t *testing.T) {
	cases := []struct {
		why      string
		pieces   []string
		from, to string
		want     RefusalKind
		other    string // the FEN letter of Other, or ""
		at       string // its square
		ring     Kind
	}{
		{"three squares", nil, "d4", "d7", RefuseCastleStep2025, "", "", NoKind},
		{"a knight's leap", nil, "d4", "e6", RefuseCastleStep2025, "", "", NoKind},
		{"two squares sideways", nil, "d4", "f4", RefuseCastleStep2025, "", "", NoKind},
		{"two squares backwards", nil, "d4", "d2", RefuseCastleStep2025, "", "", NoKind},
		{"two squares diagonally", nil, "d4", "f6", RefuseCastleStep2025, "", "", NoKind},
		{"the dismount takes a Tower", []string{"rd6"}, "d4", "d6", RefuseDismountTakes, "r", "d6", NoKind},
		{"the dismount takes a Castle", []string{"kd6"}, "d4", "d6", RefuseDismountTakes, "k", "d6", NoKind},
		{"the dismount passes a Wall", []string{"pd5"}, "d4", "d6", RefuseBlocked, "p", "d5", NoKind},
		{"the dismount passes an own Fort", []string{"Bd5", "Bd6"}, "d4", "d6", RefuseBlocked, "B", "d5", NoKind},
		{"the dismount onto an own Wall", []string{"Pd6"}, "d4", "d6", RefuseNoRoom, "P", "d6", Pawn},
		{"the dismount onto an own Tower", []string{"Rd6"}, "d4", "d6", RefuseTowerAndWall, "R", "d6", NoKind},
		{"the step onto an own Tower", []string{"Rd5"}, "d4", "d5", RefuseOwnPiece, "R", "d5", NoKind},
		{"the step onto an own Castle", []string{"Ke5"}, "d4", "e5", RefuseOwnPiece, "K", "e5", NoKind},
	}
	for _, c := range cases {
		p := t25Set(t, "w", append([]string{"Kd4"}, append(c.pieces, extraCastles...)...)...)
		r := p.Refusal(tsq(c.from), tsq(c.to))
		if r.Why != c.want {
			t.Errorf("%s: refusal %d, want %d", c.why, r.Why, c.want)
			continue
		}
		wantAt := NoSquare
		var wantOther Piece
		if c.other != "" {
			wantAt, wantOther = tsq(c.at), mustPieceLetter(c.other)
		}
		if r.At != wantAt || r.Other&idMask != wantOther || r.Ring != c.ring {
			t.Errorf("%s: other %v on %v ring %v, want %v on %v ring %v", c.why, r.Other, r.At, r.Ring, wantOther, wantAt, c.ring)
		}
	}
	// Last-Castle safety names its rule.
	for _, c := range []struct {
		pieces   []string
		from, to string
		want     RefusalKind
	}{
		{nil, "e4", "e6", RefuseNoCastleLeft},
		{[]string{"Bf3"}, "e4", "f3", RefuseNoCastleLeft},
		{[]string{"rd8"}, "e4", "d4", RefuseLastCastleInCheck},
		{[]string{"Qe6", "ra6"}, "e4", "e6", RefuseLastCastleInCheck},
	} {
		p := t25Set(t, "w", append([]string{"Ke4", "kh8", "ka8"}, c.pieces...)...)
		if r := p.Refusal(tsq(c.from), tsq(c.to)); r.Why != c.want {
			t.Errorf("%s %s%s: refusal %d, want %d", p.FEN(), c.from, c.to, r.Why, c.want)
		}
	}
}

func mustPieceLetter(letter string) Piece {
	c := White
	if letter[0] >= 'a' {
		c = Black
	}
	return MakePiece(c, KindFromLetter(letter))
}

// TestTurnover2025MoveKinds: each kind of 2025 Castle move has its SAN
// (§5.7), reads back from it, and tells its story: what moves, what it
// takes, turns over or combines with, what stays behind.
func TestTurnover2025MoveKinds(t *testing.T) {
	citadel := MakePiece(White, Queen)
	leave := StoryPart{Kind: PartLeaveBehind, Piece: citadel, From: tsq("d4"), To: NoSquare}
	cases := []struct {
		why    string
		pieces []string
		move   string
		san    string
		moving Kind
		parts  []StoryPart
	}{
		{"whole-set step", nil, "Kd4c3", "Kd4-c3", King, nil},
		{"whole-set take", []string{"re5"}, "Kd4e5", "Kd4xe5", King,
			[]StoryPart{{Kind: PartTakeWhole, Piece: MakePiece(Black, Rook), From: NoSquare, To: tsq("e5")}}},
		{"Wall turns over a Fort", []string{"be3"}, "d4e3", "d4~e3", Pawn,
			[]StoryPart{leave, {Kind: PartTurnover, Piece: MakePiece(Black, Bishop), From: NoSquare, To: tsq("e3"), Becomes: MakePiece(White, Knight)}}},
		{"Wall combines with an own Citadel", []string{"Qc5"}, "d4c5", "d4~c5", Pawn,
			[]StoryPart{leave, {Kind: PartCombine, Piece: citadel, From: NoSquare, To: tsq("c5"), Becomes: MakePiece(White, King)}}},
		{"dismount", nil, "d4d6", "d4-d6", Pawn, []StoryPart{leave}},
		{"dismount turns over a Citadel", []string{"qd6"}, "d4d6", "d4~d6", Pawn,
			[]StoryPart{leave, {Kind: PartTurnover, Piece: MakePiece(Black, Queen), From: NoSquare, To: tsq("d6"), Becomes: MakePiece(White, King)}}},
	}
	for _, c := range cases {
		p := t25Set(t, "w", append([]string{"Kd4"}, append(c.pieces, extraCastles...)...)...)
		m := tovMove(t, p, c.move)
		if got := p.SAN(m); got != c.san {
			t.Errorf("%s: SAN %q, want %q", c.why, got, c.san)
		}
		if back, err := p.ParseSAN(c.san); err != nil || back != m {
			t.Errorf("%s: ParseSAN(%q) = %v, %v", c.why, c.san, back, err)
		}
		st := p.Story(m)
		if !st.Legal || st.Piece != MakePiece(White, King) || st.Moving != c.moving || !equalParts(st.Parts, c.parts) {
			t.Errorf("%s: story %+v, want moving %v parts %+v", c.why, st, c.moving, c.parts)
		}
		board := applyEffects(p.board, p.Effects(m))
		p.MakeMove(m)
		if board != p.board {
			t.Errorf("%s: the effects do not rebuild the board", c.why)
		}
	}
	// A siege has no mark; a checkmate has "#"; the story says which.
	for _, c := range []struct {
		fen, move, san string
		after          Status
	}{
		{"1r5k/8/8/8/8/6r1/8/K7 b - - 0 1", "g3g2", "g3-g2", Siege},
		{"1r5k/8/8/2r5/8/8/7r/K7 b - - 0 1", "c5a5", "c5-a5#", Checkmate},
	} {
		p := t25(t, c.fen)
		m := tovMove(t, p, c.move)
		if got := p.SAN(m); got != c.san {
			t.Errorf("%s %s: SAN %q, want %q", c.fen, c.move, got, c.san)
		}
		if back, err := p.ParseSAN(c.san); err != nil || back != m {
			t.Errorf("ParseSAN(%q) = %v, %v", c.san, back, err)
		}
		if st := p.Story(m); st.After != c.after || st.Check != (c.after == Checkmate) {
			t.Errorf("%s %s: story after %v check %v", c.fen, c.move, st.After, st.Check)
		}
	}
}
