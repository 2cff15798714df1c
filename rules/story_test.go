package rules

import (
	"slices"
	"strings"
	"testing"
)

// mustSquare reads a square of the variant's board.
func mustSquare(t *testing.T, v *Variant, name string) Square {
	t.Helper()
	s, err := v.Geometry().ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Story tells each move as its facts: the mover, each consequence in the order a player is
// told it, and what the move leaves.
func TestStory(t *testing.T) {
	type part struct {
		kind     PartKind
		piece    string // FEN letter
		from, to string // "" for NoSquare
		becomes  string // FEN letter, or ""
	}
	cases := []struct {
		v         *Variant
		fen, move string
		piece     byte
		moving    Kind
		parts     []part
		after     Status
		check     bool
		target    byte // CannonShot's target, or 0
		queenside bool
	}{
		{v: TurretChess, fen: "9k/8/2r5/8/8/2T5/2N5/9K w - - 0 1", move: "c3c5", piece: 'T', moving: Turret,
			parts: []part{{PartSling, "N", "c2", "c6", ""}, {PartSlungCaptures, "r", "", "c6", ""}}},
		{v: Gunnery, fen: "3k4/4r3/8/8/4B3/8/4P3/3K4 w - - 0 1", move: "e2e7", piece: 'P', moving: Pawn, target: 'r', after: Insufficient},
		{v: CatapultChess, fen: "4k3/8/8/8/8/8/8/1Q2K3 w - - 0 1 Cb1,Cf7,cb8,cg8", move: "b1f7", piece: 'Q', moving: Queen, check: true},
		{v: CatapultChess, fen: "1N2k3/8/8/8/8/8/8/4KR2 w - - 0 1 Cb1,Cg1,cb8,cf8", move: "f1f8", piece: 'R', moving: Rook,
			parts: []part{{PartCatapults, "p", "b8", "f8", ""}}, check: true},
		{v: Chess, fen: "4k3/8/8/8/8/8/8/4K2R w K - 0 1", move: "e1g1", piece: 'K', moving: King,
			parts: []part{{PartRook, "R", "h1", "f1", ""}}},
		{v: Chess, fen: "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", move: "e1c1", piece: 'K', moving: King, queenside: true,
			parts: []part{{PartRook, "R", "a1", "d1", ""}}},
		{v: Chess, fen: "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", move: "e5d6", piece: 'P', moving: Pawn,
			parts: []part{{PartEnPassant, "p", "", "d5", ""}}},
		{v: Chess, fen: "8/5P2/8/8/8/8/k7/7K w - - 0 1", move: "f7f8q", piece: 'P', moving: Pawn,
			parts: []part{{PartPromote, "Q", "", "f8", ""}}},
		{v: Chess, fen: "6k1/5ppp/8/8/8/8/8/3R2K1 w - - 0 1", move: "d1d8", piece: 'R', moving: Rook, after: Checkmate, check: true},
		{v: Chess, fen: "6k1/5ppp/8/8/8/8/8/3R2K1 w - - 0 1", move: "d1d3", piece: 'R', moving: Rook},
		{v: Turnover, fen: "k7/8/8/8/8/4b3/3P4/K7 w - - 0 1", move: "d2e3", piece: 'P', moving: Pawn,
			parts: []part{{PartTurnover, "b", "", "e3", "N"}}},
		{v: Turnover, fen: "k7/8/8/8/8/4B3/3P4/K7 w - - 0 1", move: "d2e3", piece: 'P', moving: Pawn,
			parts: []part{{PartCombine, "B", "", "e3", "N"}}},
		{v: Turnover, fen: "k7/8/8/8/8/8/8/K1Q5 w - - 0 1", move: "c1c3", piece: 'Q', moving: Bishop,
			parts: []part{{PartLeaveBehind, "R", "c1", "", ""}}},
		{v: Turnover, fen: "k7/8/8/8/8/2r5/8/K1R5 w - - 0 1", move: "c1c3", piece: 'R', moving: Rook,
			parts: []part{{PartTakeWhole, "r", "", "c3", ""}}},
	}
	for _, c := range cases {
		p := mustFEN(t, c.v, c.fen)
		m, err := p.ParseCoordinate(c.move)
		if err != nil {
			t.Fatalf("%s: %v", c.move, err)
		}
		st := p.Story(m)
		var want []StoryPart
		sqOf := func(name string) Square {
			if name == "" {
				return NoSquare
			}
			return mustSquare(t, c.v, name)
		}
		pieceOf := func(letter string) Piece {
			if letter == "" {
				return NoPiece
			}
			c := White
			if letter != strings.ToUpper(letter) {
				c = Black
			}
			return MakePiece(c, KindFromLetter(letter))
		}
		for _, w := range c.parts {
			want = append(want, StoryPart{Kind: w.kind, Piece: pieceOf(w.piece), From: sqOf(w.from), To: sqOf(w.to), Becomes: pieceOf(w.becomes)})
		}
		if !st.Legal || st.Move != m || st.Side != White {
			t.Errorf("%s %s: legal %v, move %v, side %v", c.v.ID, c.move, st.Legal, st.Move, st.Side)
		}
		if st.Piece.Letter() != c.piece || st.Moving != c.moving || st.After != c.after || st.Check != c.check || st.Queenside != c.queenside {
			t.Errorf("%s %s: piece %c moving %v after %v check %v queenside %v", c.v.ID, c.move,
				st.Piece.Letter(), st.Moving, st.After, st.Check, st.Queenside)
		}
		if c.target != 0 && st.Target.Letter() != c.target {
			t.Errorf("%s %s: target %v", c.v.ID, c.move, st.Target)
		}
		if !equalParts(st.Parts, want) {
			t.Errorf("%s %s:\n got %+v\nwant %+v", c.v.ID, c.move, st.Parts, want)
		}
	}
}

// equalParts compares parts ignoring the unmoved flag, which Story carries as Effects do.
func equalParts(got, want []StoryPart) bool {
	return slices.EqualFunc(got, want, func(a, b StoryPart) bool {
		return a.Kind == b.Kind && a.Piece&idMask == b.Piece&idMask && a.From == b.From && a.To == b.To &&
			a.Becomes&idMask == b.Becomes&idMask
	})
}

// An illegal move (here a pinned bishop's) has no story.
func TestStoryOfAnIllegalMove(t *testing.T) {
	p := mustFEN(t, Chess, "4k3/4b3/8/8/8/8/8/4RK2 b - - 0 1")
	m := newMove(mustSquare(t, Chess, "e7"), mustSquare(t, Chess, "d6"), Normal, NoKind)
	if st := p.Story(m); st.Legal || st.Parts != nil || st.Piece != NoPiece {
		t.Errorf("illegal move: %+v", st)
	}
}
