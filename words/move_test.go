package words

import (
	"testing"

	"siegeworks/rules"
)

func TestMove(t *testing.T) {
	cases := []struct {
		v         *rules.Variant
		fen, move string
		want      string
	}{
		{rules.TurretChess, "9k/8/2r5/8/8/2T5/2N5/9K w - - 0 1", "c3c5",
			"Turret to c5, slinging the c2 knight onto c6, where it captures the black rook on c6"},
		{rules.Gunnery, "3k4/4r3/8/8/4B3/8/4P3/3K4 w - - 0 1", "e2e7",
			"The e2 pawn fires at the black rook on e7: both are removed"},
		{rules.CatapultChess, "4k3/8/8/8/8/8/8/1Q2K3 w - - 0 1 Cb1,Cf7,cb8,cg8", "b1f7",
			"Queen teleports from b1 to the Catapult on f7 — check"},
		{rules.Chess, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "King castles kingside to g1, the rook goes to f1"},
		{rules.Turnover, "k7/8/8/8/8/4b3/3P4/K7 w - - 0 1", "d2e3",
			"Wall moves from d2 to e3, turning over the black Fort on e3: it becomes your Fortress"},
	}
	for _, c := range cases {
		p := mustFEN(t, c.v, c.fen)
		m, err := p.ParseCoordinate(c.move)
		if err != nil {
			t.Fatalf("%s: %v", c.move, err)
		}
		if got := Move(p, m); got != c.want {
			t.Errorf("%s %s:\n got %q\nwant %q", c.v.ID, c.move, got, c.want)
		}
	}
}

// Before the promotion piece is chosen, the promotion says so instead of naming a queen.
func TestMoveUnchosen(t *testing.T) {
	p := mustFEN(t, rules.Chess, "8/5P2/8/8/8/8/k7/7K w - - 0 1")
	m, err := p.ParseMove("f7f8q")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := MoveUnchosen(p, m), "Pawn to f8, promoting: you choose the piece"; got != want {
		t.Errorf("unchosen: %q, want %q", got, want)
	}
	if got := Move(p, m); got != "Pawn to f8, becoming a queen" {
		t.Errorf("chosen: %q", got)
	}
}

// An onlooker's description names the sides by colour and leaves the outcome to the caller.
func TestAction(t *testing.T) {
	cases := []struct {
		v         *rules.Variant
		fen, move string
		want      string
	}{
		{rules.Turnover, "k7/8/8/8/8/4b3/3P4/K7 w - - 0 1", "d2e3",
			"Wall moves from d2 to e3, turning over the black Fort on e3: it becomes a white Fortress"},
		{rules.Turnover, "k7/8/8/8/8/4B3/3P4/K7 w - - 0 1", "d2e3",
			"Wall moves from d2 to e3, joining the white Fort there to make a Fortress"},
		{rules.Chess, "6k1/5ppp/8/8/8/8/8/3R2K1 w - - 0 1", "d1d8", "Rook to d8"},
		{rules.CatapultChess, "4k3/8/8/8/8/8/8/1Q2K3 w - - 0 1 Cb1,Cf7,cb8,cg8", "b1f7",
			"Queen teleports from b1 to the Catapult on f7"},
	}
	for _, c := range cases {
		p := mustFEN(t, c.v, c.fen)
		m, err := p.ParseCoordinate(c.move)
		if err != nil {
			t.Fatalf("%s: %v", c.move, err)
		}
		if got := Action(p, m); got != c.want {
			t.Errorf("%s %s:\n got %q\nwant %q", c.v.ID, c.move, got, c.want)
		}
	}
}

// Every kind of consequence is told, by the mover and by an onlooker (who leaves out
// check and checkmate).
func TestMoveTellsEveryPart(t *testing.T) {
	cases := []struct {
		v               *rules.Variant
		fen, move       string
		mover, onlooker string // onlooker "" when the same as mover
	}{
		{rules.Chess, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "Pawn to d6, capturing the black pawn on d5 en passant", ""},
		{rules.Chess, "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1", "King castles queenside to c1, the rook goes to d1", ""},
		{rules.Chess, "k7/8/1Q6/8/8/8/8/7K w - - 0 1", "b6c7", "Queen to c7 — stalemate", "Queen to c7"},
		{rules.Chess, "k7/8/8/8/8/8/8/1R5K w - - 0 1", "b1a1", "Rook to a1 — check", "Rook to a1"},
		{rules.CatapultChess, "1N2k3/8/8/8/8/8/8/4KR2 w - - 0 1 Cb1,Cg1,cb8,cf8", "f1f8",
			"Rook to f8, capturing both black Catapults, on b8 and f8 — check", "Rook to f8, capturing both black Catapults, on b8 and f8"},
		{rules.CatapultChess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1,Cf1", "b1b3", "The Catapult on b1 moves to b3", ""},
		{rules.TurretChess, "9k/2P5/2T5/8/8/8/8/9K w - - 0 1", "c6c3", "Turret to c3, slinging the c7 pawn onto c2", ""},
		{rules.TurretChess, "9k/8/8/8/8/2T5/2p5/9K w - - 0 1", "c3c6", "Turret to c6, slinging the black pawn on c2 onto c7", ""},
		{rules.TurretChess, "3r5k/8/8/2T5/2P5/8/8/9K w - - 0 1", "c5c7",
			"Turret to c7, slinging the c4 pawn onto c8, where it captures the black rook on c8, which lands on its last rank and becomes a queen — check",
			"Turret to c7, slinging the c4 pawn onto c8, where it captures the black rook on c8, which lands on its last rank and becomes a queen"},
		{rules.Turnover, "k7/8/8/8/8/8/8/K1Q5 w - - 0 1", "c1c3", "The Fort of the Citadel on c1 moves to c3, leaving a Tower on c1", ""},
		{rules.Turnover, "k7/8/8/8/8/8/8/K1N5 w - - 0 1", "c1d3", "The Wall of the Fortress on c1 moves to d3, leaving a Fort on c1", ""},
		{rules.Turnover, "k7/8/8/8/8/8/8/K3K3 w - - 0 1", "e1e3", "The Wall of the Castle on e1 moves to e3, leaving a Citadel on e1", ""},
		{rules.Turnover, "k7/8/8/8/8/2r5/8/K1R5 w - - 0 1", "c1c3", "Tower moves from c1 to c3, taking the black Tower on c3 whole", ""},
		{rules.Turnover, "k7/8/8/8/8/8/8/K7 w - - 0 1", "a1b2", "The whole Castle steps from a1 to b2", ""},
		{rules.Turnover, "k7/3P4/8/8/8/8/8/K7 w - - 0 1", "d7d8", "Wall moves from d7 to d8, becoming a Citadel — check", "Wall moves from d7 to d8, becoming a Citadel"},
	}
	for _, c := range cases {
		p := mustFEN(t, c.v, c.fen)
		m, err := p.ParseCoordinate(c.move)
		if err != nil {
			t.Fatalf("%s: %v", c.move, err)
		}
		onlooker := c.onlooker
		if onlooker == "" {
			onlooker = c.mover
		}
		if got := Move(p, m); got != c.mover {
			t.Errorf("%s %s:\n got %q\nwant %q", c.v.ID, c.move, got, c.mover)
		}
		if got := Action(p, m); got != onlooker {
			t.Errorf("%s %s as an onlooker:\n got %q\nwant %q", c.v.ID, c.move, got, onlooker)
		}
	}
}

// What play hardly shows is told too: the mover's own Catapults captured, the last enemy
// Castle falling, a move that is not possible.
func TestStoryTellsRareParts(t *testing.T) {
	v := rules.CatapultChess
	p := mustFEN(t, v, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 Cb1,Cg1")
	m, err := p.ParseCoordinate("e1e2")
	if err != nil {
		t.Fatal(err)
	}
	st := p.Story(m)
	st.Parts = append(st.Parts, rules.StoryPart{Kind: rules.PartCatapults, Piece: rules.MakePiece(rules.White, rules.Pawn),
		From: mustSquare(t, v, "b1"), To: mustSquare(t, v, "g1")})
	if got, want := Story(v, st, Mover), "King to e2, and your Catapults on b1 and g1 are captured"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	if got, want := Story(v, st, Onlooker), "King to e2, and the white Catapults on b1 and g1 are captured"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	st.Parts, st.After = nil, rules.NoCastles
	if got, want := Story(v, st, Mover), "King to e2 — the last enemy Castle falls"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	if got, want := Story(v, rules.Story{}, Mover), "that move is not possible here"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}
