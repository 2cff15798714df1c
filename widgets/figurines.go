package widgets

import (
	"fyne.io/fyne/v2"

	"siegeworks/rules"
)

// Figurine notation: with Look.Figurines the move list draws each piece letter of a move as
// a small picture of the piece, in the look's piece set, and the rest of the move as text.
// The moves' text itself never changes (saved games, copied text and typed moves keep the
// letters); only the list's drawing of it does.

// namedPiece is a piece a capital letter of a move's notation names.
type namedPiece struct {
	at       int         // the letter's index in the move's text
	piece    rules.Piece // the piece, in its own colour (a Turnover stack in Turnover)
	catapult bool        // the letter is a Catapult's "C": piece holds its owner's colour
}

// piecesNamed are the pieces a move's notation names by letter, as the variant writes it
// (learn/content/notation.md): the moving piece ("Nf3", a Turret's "T", a Catapult's "C",
// a teleported "Q^g7", a whole Turnover Castle's "K"), what a Turret slings ("/Nd4": the
// slung piece, of either colour) and what a pawn becomes ("=Q", of the pawn's colour; a
// Turnover Citadel). pos is the position before the move. A letter that does not name the
// piece the move shows there (text that is not this move's) names nothing and stays a letter.
func piecesNamed(pos *rules.Position, m rules.Move, san string) []namedPiece {
	mover, colour := pos.At(m.From()), pos.SideToMove()
	sling, slings := pos.SlingOf(m)
	var out []namedPiece
	for i := 0; i < len(san); i++ {
		letter := san[i]
		if letter < 'A' || letter > 'Z' || letter == 'O' { // O-O is castling, no piece
			continue
		}
		var np namedPiece
		switch {
		case i == 0 && m.Kind() == rules.CatapultStep:
			np = namedPiece{piece: rules.MakePiece(colour, rules.Pawn), catapult: letter == 'C'}
		case i == 0:
			np.piece = mover
		case san[i-1] == '/' && slings:
			np.piece = sling.Piece
		case san[i-1] == '=' && slings:
			np.piece = rules.MakePiece(sling.Piece.Color(), rules.KindFromLetter(string(letter)))
		case san[i-1] == '=':
			np.piece = rules.MakePiece(colour, rules.KindFromLetter(string(letter)))
		}
		if !np.catapult && (np.piece.IsEmpty() || np.piece.Kind().Letter() != letter) {
			continue
		}
		np.at = i
		out = append(out, np)
	}
	return out
}

// art is the named piece's picture in the look's piece set.
func (np namedPiece) art(turnover bool) fyne.Resource {
	if np.catapult { // the marker without the corner marks, which crowd it at a letter's size
		return CatapultMarker(np.piece.Color(), true)
	}
	return pieceArt(np.piece, turnover)
}

// notationPart is a run of a move's text, or a piece's picture in place of its letter.
type notationPart struct {
	text  string
	art   fyne.Resource
	round bool // the picture is a disc (a Turnover stack, a Catapult), not a chessman on its base
}

// figurineParts is a move's text cut into runs of text and pictures of the named pieces.
// A piece without a picture keeps its letter.
func figurineParts(san string, named []namedPiece, turnover bool) []notationPart {
	var parts []notationPart
	from := 0
	for _, np := range named {
		art := np.art(turnover)
		if art == nil {
			continue
		}
		if np.at > from {
			parts = append(parts, notationPart{text: san[from:np.at]})
		}
		parts = append(parts, notationPart{art: art, round: turnover || np.catapult})
		from = np.at + 1
	}
	if from < len(san) || len(parts) == 0 {
		parts = append(parts, notationPart{text: san[from:]})
	}
	return parts
}

// lineFigures is what the move list knows of the moves it shows to draw their pieces: the
// position they start from and the moves, and, once worked out, the pieces each names.
type lineFigures struct {
	start *rules.Position
	moves []rules.Move
	named [][]namedPiece // nil until a drawing with figurines needs it
}

// set keeps a new line.
func (f *lineFigures) set(start *rules.Position, moves []rules.Move) {
	f.start, f.named = nil, nil
	f.moves = append(f.moves[:0], moves...)
	if start != nil {
		f.start = start.Clone()
	}
}

// parts is move i's text (sans[i]) as drawn: runs of text and, with figurines, the
// pictures of its pieces. Without the line's positions the text stays as it is.
func (f *lineFigures) parts(i int, sans []string) []notationPart {
	if !look.Figurines || f.start == nil || len(f.moves) != len(sans) {
		return []notationPart{{text: sans[i]}}
	}
	if f.named == nil {
		pos := f.start.Clone()
		f.named = make([][]namedPiece, len(f.moves))
		for j, m := range f.moves {
			f.named[j] = piecesNamed(pos, m, sans[j])
			pos.MakeMove(m)
		}
	}
	return figurineParts(sans[i], f.named[i], f.start.Variant().IsTurnover())
}
