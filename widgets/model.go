package widgets

import (
	"fyne.io/fyne/v2"

	"siegeworks/assets"
	"siegeworks/rules"
)

// squareView is what the board draws on one existing square. It names what stands there;
// the pictures come from the look when the board is drawn (see Look).
type squareView struct {
	sq         rules.Square
	file, rank int  // file 0 = z, 1..8 = a..h, 9 = i; rank 0 = "1"
	light      bool // square colour
	piece      rules.Piece
	// catapult is the owner of the Catapult floor marker drawn under the piece, when
	// hasCatapult; moved tells a moved one.
	hasCatapult, moved bool
	catapult           rules.Color
}

// art is the picture of the square's piece, nil when it is empty.
func (sv squareView) art(turnover bool) fyne.Resource {
	if sv.piece.IsEmpty() {
		return nil
	}
	return pieceArt(sv.piece, turnover)
}

// marker is the picture of the square's Catapult marker, nil when it has none.
func (sv squareView) marker() fyne.Resource {
	if !sv.hasCatapult {
		return nil
	}
	return CatapultMarker(sv.catapult, sv.moved)
}

// boardModel is a snapshot of a position reduced to what the board draws.
type boardModel struct {
	minFile, maxFile int
	turnover         bool // pieces are Turnover stacks
	squares          []squareView
}

func (m *boardModel) files() int { return m.maxFile - m.minFile + 1 }

// The board is always eight ranks deep.
const ranks = 8

// modelOf takes a snapshot of a position. A nil position gives an empty 8x8 board.
func modelOf(pos *rules.Position) boardModel {
	if pos == nil {
		m := boardModel{minFile: rules.FileA, maxFile: rules.FileH}
		for r := 0; r < ranks; r++ {
			for f := rules.FileA; f <= rules.FileH; f++ {
				m.squares = append(m.squares, squareView{sq: rules.SquareAt(f, r), file: f, rank: r, light: (f+r)%2 == 0})
			}
		}
		return m
	}
	v := pos.Variant()
	g := v.Geometry()
	m := boardModel{minFile: g.MinFile(), maxFile: g.MaxFile(), turnover: v.IsTurnover()}
	for _, s := range g.Squares() {
		sv := squareView{sq: s, file: s.File(), rank: s.Rank(), light: s.IsLight(), piece: pos.At(s)}
		if c, ok := pos.CatapultAt(s); ok {
			sv.hasCatapult, sv.catapult, sv.moved = true, c, pos.CatapultMoved(s)
		}
		m.squares = append(m.squares, sv)
	}
	return m
}

func side(c rules.Color) assets.Side {
	if c == rules.Black {
		return assets.Black
	}
	return assets.White
}

// artNames maps the chess kinds to the piece set.
var artNames = map[rules.Kind]string{
	rules.King:   assets.King,
	rules.Queen:  assets.Queen,
	rules.Rook:   assets.Rook,
	rules.Bishop: assets.Bishop,
	rules.Knight: assets.Knight,
	rules.Pawn:   assets.Pawn,
	rules.Turret: assets.Turret,
	rules.Kwagga: assets.Kwagga,
}

// pieceArt picks the image of a piece in the look's piece set: a ring stack in Turnover, a
// chessman elsewhere. It returns nil for a kind that has no art.
func pieceArt(pc rules.Piece, turnover bool) fyne.Resource {
	set := look.pieceSet()
	if turnover {
		tower, fort, wall := rules.RingsOf(pc.Kind())
		return set.Stack(side(pc.Color()), tower, fort, wall)
	}
	name, ok := artNames[pc.Kind()]
	if !ok {
		return nil
	}
	return set.Piece(side(pc.Color()), name)
}

// Picture is the art that stands for a variant: the white piece named by a FEN letter (a
// Turnover stack in Turnover), or the Catapult for "C".
func Picture(v *rules.Variant, letter string) fyne.Resource {
	if letter == "C" {
		return CatapultImage(rules.White)
	}
	k := rules.KindFromLetter(letter)
	if k == rules.NoKind {
		return nil
	}
	return PieceImage(v, rules.MakePiece(rules.White, k))
}

// PieceImage is the art of a piece as the board draws it (a ring stack in Turnover), in the
// look's piece set. Like every picture here, it is the set chosen when it is called.
func PieceImage(v *rules.Variant, pc rules.Piece) fyne.Resource { return pieceArt(pc, v.IsTurnover()) }

// ChessmanImage is the picture of a chessman (what a pawn may become, a king) in any
// variant but Turnover.
func ChessmanImage(pc rules.Piece) fyne.Resource { return pieceArt(pc, false) }

// CatapultImage is the Catapult marker of a side.
func CatapultImage(c rules.Color) fyne.Resource {
	return look.pieceSet().Piece(side(c), assets.Catapult)
}

// CatapultMarker is a side's Catapult marker on the board: a moved one without the corner
// marks of an unmoved one.
func CatapultMarker(c rules.Color, moved bool) fyne.Resource {
	if moved {
		return look.pieceSet().Piece(side(c), assets.CatapultMoved)
	}
	return CatapultImage(c)
}
