package words

import (
	"errors"
	"fmt"

	"siegeworks/i18n"
	"siegeworks/rules"
)

// PositionProblem says why a position cannot be played (an error from rules.ParseFEN or
// rules.NewGameFromFEN) in the player's language: what a player setting up a position can
// get wrong — kings, pawns on the edge ranks, castling, en passant, Catapults, Turnover's
// Castles, the side not to move in check. A FEN's spelling (its fields, ranks and letters)
// is said as the rules say it: only someone typing FEN, who reads the notation page, meets
// those. An error that is no FENError comes back as it is.
func PositionProblem(err error) string {
	var fe *rules.FENError
	if !errors.As(err, &fe) {
		return err.Error()
	}
	a := fe.Args
	switch fe.Format {
	case "%s has %d kings; it needs exactly one":
		return i18n.L("{{.Side}} has {{.Count}} kings; it needs exactly one", i18n.Args{"Side": side(a[0]), "Count": a[1]})
	case "a pawn stands on %s, on the first or last rank":
		return i18n.L("a pawn stands on {{.Square}}, on the first or last rank", i18n.Args{"Square": fmt.Sprint(a[0])})
	case "the side not to move (%s) is in check":
		return i18n.L("the side not to move ({{.Side}}) is in check", i18n.Args{"Side": side(a[0])})
	case "%c needs the %s king on %s and a rook on %s":
		return i18n.L("{{.Right}} needs the {{.Side}} king on {{.King}} and a rook on {{.Rook}}",
			i18n.Args{"Right": string(a[0].(byte)), "Side": side(a[1]), "King": fmt.Sprint(a[2]), "Rook": fmt.Sprint(a[3])})
	case "no %s pawn has just passed over %s":
		return i18n.L("no {{.Side}} pawn has just passed over {{.Square}}", i18n.Args{"Side": side(a[0]), "Square": fmt.Sprint(a[1])})
	case "two Catapults on %s":
		return i18n.L("two Catapults on {{.Square}}", i18n.Args{"Square": fmt.Sprint(a[0])})
	case "%s has more than two Catapults":
		return i18n.L("{{.Side}} has more than two Catapults", i18n.Args{"Side": side(a[0])})
	case "%s pieces stand on both %s Catapults (%s, %s), which would have been removed":
		return i18n.L("{{.Side}} pieces stand on both {{.Owner}} Catapults ({{.First}}, {{.Second}}), which would have been removed",
			i18n.Args{"Side": side(a[0]), "Owner": side(a[1]), "First": fmt.Sprint(a[2]), "Second": fmt.Sprint(a[3])})
	case "a %s %s stands on %s, its last rank; it would have become a Citadel":
		if fmt.Sprint(a[1]) == "Castle" {
			return i18n.L("a {{.Side}} Castle stands on {{.Square}}, its last rank; it would have become a Citadel", i18n.Args{"Side": side(a[0]), "Square": fmt.Sprint(a[2])})
		}
		return i18n.L("a {{.Side}} Wall stands on {{.Square}}, its last rank; it would have become a Citadel", i18n.Args{"Side": side(a[0]), "Square": fmt.Sprint(a[2])})
	case "%s (not to move) has no Castle; no move may leave its player without one":
		return i18n.L("{{.Side}} (not to move) has no Castle; no move may leave its player without one", i18n.Args{"Side": side(a[0])})
	case "%s (not to move) has one Castle, on %s, and it is in check":
		return i18n.L("{{.Side}} (not to move) has one Castle, on {{.Square}}, and it is in check", i18n.Args{"Side": side(a[0]), "Square": fmt.Sprint(a[1])})
	}
	return fe.Reason
}

// side is a colour as the position's problems name it: "white", "black".
func side(c any) string {
	if c == rules.Black {
		return i18n.L("black")
	}
	return i18n.L("white")
}
