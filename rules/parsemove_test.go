package rules

import "testing"

// A SAN piece move disambiguated by its rank must not be read as another
// piece's coordinate move: "B3b2" is the bishop on c3, not the rook b3-b2 (a
// match's PGN file once failed to read back this way).
func TestParseMoveRankDisambiguationIsNotCoordinates(t *testing.T) {
	pos, err := ParseFEN(Chess, "4k3/8/8/8/8/1RB5/8/2B1K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	bishop, err := pos.ParseCoordinate("c3b2")
	if err != nil {
		t.Fatal(err)
	}
	if san := pos.SAN(bishop); san != "B3b2" {
		t.Fatalf("SAN of c3b2 = %q, want B3b2", san)
	}
	if got, err := pos.ParseMove("B3b2"); err != nil || got != bishop {
		t.Fatalf("ParseMove(B3b2) = %v, %v; want c3b2", got, err)
	}
	if got, err := pos.ParseMove("b3b2"); err != nil || got.String() != "b3b2" {
		t.Fatalf("ParseMove(b3b2) = %v, %v; want the rook's move b3b2", got, err)
	}
}
