package words

import (
	"testing"

	"siegeworks/rules"
)

func mustFEN(t testing.TB, v *rules.Variant, fen string) *rules.Position {
	t.Helper()
	p, err := rules.ParseFEN(v, fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

func mustSquare(t testing.TB, v *rules.Variant, name string) rules.Square {
	t.Helper()
	s, err := v.Geometry().ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
